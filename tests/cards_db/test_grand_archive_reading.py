"""Grand Archive text reading: card types the text shows, "Whenever" heads, conditions.

Pure functions over printed text (real cards' wording looked up in the export at test
time, or short made-up sentences in the export's shapes), each with the exact structure
the engine relies on, and the unreadable shapes that must stay None rather than be guessed.
"""

from __future__ import annotations

from ga_printed import paragraph, printed

from cards_db.importers.grand_archive_types import champion_names, derive_type, named_by_others
from cards_db.parsers.grand_archive_conditions import read_condition
from cards_db.parsers.grand_archive_effects import compile_text
from cards_db.parsers.grand_archive_triggers import read_trigger


def test_every_token_a_summon_list_names_is_a_token() -> None:
    named = named_by_others(
        ["On Enter: Gather. (To gather, summon a Rootle, Leafy, or Bud token.)"]
    )
    assert named == {"Rootle": "token", "Leafy": "token", "Bud": "token"}


def test_a_bonus_tag_names_a_champion() -> None:
    names = champion_names([("Pip", "[Zed Bonus] Draw a card."), ("Zed", "Recover 1.")])
    assert names == {"Zed"}
    assert derive_type("Zed", "Recover 1.", {}, frozenset(names))[0] == "champion"


def test_weapon_domain_and_unit_from_the_text() -> None:
    assert derive_type("Maul", "As an additional cost to use this weapon, pay (2).", {})[0] == (
        "weapon"
    )
    siege = "(Siegeable — This domain can be attacked.) Draw a card."
    assert derive_type("Keep", siege, {})[0] == "domain"
    ranged = paragraph("Charged Hunter", "Ranged 2 (")
    assert derive_type("Archer", ranged, {})[0] == "ally"


def test_a_unit_in_the_reminder_of_a_granted_keyword_is_not_the_card() -> None:
    text = paragraph("Sidestep", "Target ally gains stealth")
    assert derive_type("Sidestep", text, {}) == (
        "card",
        "the export has no type column and the text does not show the type",
    )


def test_whenever_heads() -> None:
    wind = printed("Apprentice Aeromancer", "Whenever you activate")
    assert read_trigger(wind, "X") == (
        "you_activate_card",
        {"element": "wind", "subtypes": ["Spell"]},
    )
    assert read_trigger(printed("Forest Cake", "Whenever an"), "X") == (
        "object_enters",
        {"controller": "you", "type": ["ally"], "subtypes": ["Animal", "Beast"]},
    )
    assert read_trigger("Whenever Blue Slime is dealt damage", "Blue Slime") == (
        "dealt_damage",
        {"self": True},
    )
    assert read_trigger("Whenever your champion is dealt non-combat damage", "X") == (
        "dealt_damage",
        {"champion": "you", "noncombat": True},
    )
    assert read_trigger("Whenever you gather", "X") is None


def test_conditions() -> None:
    assert read_condition(printed("Allen, Beast Beckoner", "you control two"), "X") == {
        "check": "control",
        "filter": {"controller": "any", "type": ["ally"], "subtypes": ["Animal", "Beast"]},
        "min": 2,
    }
    assert read_condition("you control no allies", "X") == {
        "check": "control",
        "filter": {"controller": "any", "type": ["ally"]},
        "max": 0,
    }
    assert read_condition("Tristan is awake", "Tristan") == {
        "check": "state",
        "of": "self",
        "state": "awake",
    }
    assert read_condition(printed("Krustallan Longsword", "you have four"), "X") == {
        "check": "count",
        "zone": "graveyard",
        "min": 4,
        "element": "water",
    }
    assert read_condition("your influence is six or less", "X") == {"check": "influence", "max": 6}
    assert read_condition("a fire element card was discarded", "X") is None


def test_an_if_sentence_compiles_with_its_condition_or_not_at_all() -> None:
    steps, optional = compile_text("Draw a card. If you control a Horse ally, glimpse 3.", "X")
    assert (steps, optional) == (
        [
            {"verb": "draw", "count": 1},
            {
                "verb": "glimpse",
                "count": 3,
                "condition": {
                    "check": "control",
                    "filter": {"controller": "any", "type": ["ally"], "subtypes": ["Horse"]},
                    "min": 1,
                },
            },
        ],
        False,
    )
    assert compile_text("Draw a card. If it's a Tuesday, glimpse 3.", "X") == (None, False)


def test_a_text_not_read_names_the_words_it_could_not_read() -> None:
    from cards_db.parsers import parse_card
    from cards_db.records import ImportedCard

    card = ImportedCard(
        game="grand_archive",
        name="Odd Lantern",
        type="card",
        printed_text="On Enter: Draw a card. Juggle three torches.\n\n(2), REST: Recover 1.",
    )
    first, second = parse_card(card)
    assert (first.modelled, first.extra["reason"]) == (
        "timing_only",
        "could not read “Juggle three torches”",
    )
    assert (second.modelled, second.effect) == ("modelled", ({"verb": "recover", "amount": 1},))
