"""Attack text that widens the next link, read from the real export's wording."""

from __future__ import annotations

from eb_printed import printed

from cards_db.parsers.epic_battles_link_texts import link_text


def test_a_named_character_may_link_any_attack():
    steps, optional = link_text(printed("Seeker Shot", "Scorpion may"))
    assert steps == [
        {"verb": "if", "test": "played_by", "names": ["Scorpion"], "then": [{"verb": "link_any"}]}
    ]
    assert not optional


def test_played_by_either_character_adds_a_link_kind():
    steps, _ = link_text(printed("Gloves of Steel", "If played by"))
    also = {"verb": "link_also", "kind": "punch", "besides": True}
    assert steps == [
        {"verb": "if", "test": "played_by", "names": ["Dudley", "Balrog"], "then": [also]}
    ]


def test_any_type_then_a_return_for_two_characters_is_optional():
    steps, optional = link_text(printed("Swing Kick", "You may link", sentences=2))
    moved = steps[1]["then"][0]
    assert steps[0] == {"verb": "link_any"}
    assert steps[1]["names"] == ["Spider-Man", "Venom"]
    assert (moved["verb"], moved["source"], moved["dest"], moved["kinds"]) == (
        "move_cards",
        "energy",
        "hand",
        ["throw"],
    )
    assert optional


def test_other_text_is_left_alone():
    assert link_text(printed("Dark Fists", "This attack is unblockable")) is None
