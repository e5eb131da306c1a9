"""Each player in turn, and memory back to hand, on the real export: Fight for the Crown
("each player sacrifices an ally": each chooses their own), Tonic of Remembrance (up to three
cards from memory to hand)."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from cards_db.parsers.grand_archive_effects import compile_text
from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _run(catalog, name: str, ability: str, **zones):  # noqa: F811
    card = catalog.get("grand_archive", name)
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability(ability))
    for zone, cards in zones.items():
        scen["zones"]["A"][zone] = cards
    return run_ruling(scen, catalog=catalog)


def test_each_player_sacrifices_an_ally_of_their_own(catalog) -> None:  # noqa: F811
    result = _run(catalog, "Fight for the Crown", "a1")
    texts = [s.text for s in result.steps if s.ability == "a1"]
    # the reach scenario's allies are Fledgling tokens: off the field, a token ceases to exist
    assert texts[1:] == [
        "A chooses Fledgling (the only legal choice)",
        "Fledgling is sacrificed",
        "Fledgling is a token: it ceases to exist off the field",
        "B chooses Fledgling #2 (the only legal choice)",
        "Fledgling #2 is sacrificed",
        "Fledgling #2 is a token: it ceases to exist off the field",
    ]
    assert not result.final_state["zones"]["B"].get("graveyard")


def test_each_player_is_read_as_each_doing_it_as_you() -> None:
    assert compile_text("Each player discards a card.") == (
        [{"verb": "each_player", "do": {"verb": "discard", "count": 1}}],
        False,
    )
    assert compile_text("Each player draws a card into their memory.")[0] == [
        {"verb": "each_player", "do": {"verb": "draw", "count": 1, "into": "memory"}}
    ]
    # one target for every player is not "each player": left unread
    assert compile_text("Each player sacrifices target ally.")[0] is None


def test_up_to_three_cards_return_from_memory(catalog) -> None:  # noqa: F811
    result = _run(catalog, "Tonic of Remembrance", "a2", memory=["Baby Silver Slime"] * 2)
    texts = [s.text for s in result.steps]
    assert "A returns Baby Silver Slime, Baby Silver Slime #2 from memory to hand" in texts
    zones = result.final_state["zones"]["A"]
    assert not zones.get("memory")
    assert [c["card"] for c in zones["hand"]] == ["Baby Silver Slime #2", "Baby Silver Slime"]


def test_memory_to_hand_counts_are_read() -> None:
    assert compile_text("Return a card from your memory to your hand.")[0] == [
        {"verb": "memory_to_hand", "count": 1}
    ]
    assert compile_text("Return all cards from your memory to your hand.")[0] == [
        {"verb": "memory_to_hand", "all": True}
    ]
