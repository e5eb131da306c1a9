"""Grand Archive text of untyped cards: which paragraphs are an effect that resolves, and
group text ("<objects> you control get ...") read into a filter and a grant.

Real cards' wording is looked up in the export at test time (see ga_printed)."""

from __future__ import annotations

from ga_printed import paragraph

from cards_db.parsers.grand_archive_groups import group_filter, read_group
from cards_db.parsers.grand_archive_untyped import reads_as_resolving


def test_an_imperative_or_a_text_that_ends_is_a_resolving_effect() -> None:
    assert reads_as_resolving(paragraph("Ameliorating Mantra", "Remove two"))
    assert reads_as_resolving(paragraph("Bring Down the Mighty", "Until the beginning"))
    assert reads_as_resolving(paragraph("Martial Guard", "The next time"))
    assert reads_as_resolving(paragraph("Fast Cure", "If target opponent"))


def test_lasting_statics_cost_rules_and_object_heads_stay_static() -> None:
    assert not reads_as_resolving(paragraph("Cowl of the Wild", "As long as"))
    assert not reads_as_resolving(paragraph("Hire Mercenaries", "This card costs"))
    assert not reads_as_resolving(paragraph("Meteoric Volley", "Activate this card only"))
    assert not reads_as_resolving(paragraph("Memento Pocketwatch", "On Charge"))
    assert not reads_as_resolving(paragraph("Brackish Lutist", "If a card"))  # "would": static


def test_group_filters_name_kind_subtypes_element_and_other() -> None:
    assert group_filter("other Automaton allies") == {
        "controller": "you",
        "other": True,
        "type": ["ally"],
        "subtypes": ["Automaton"],
    }
    assert group_filter("Animal and Beast allies") == {
        "controller": "you",
        "type": ["ally"],
        "subtypes": ["Animal", "Beast"],
    }
    assert group_filter("wind element allies") == {
        "controller": "you",
        "type": ["ally"],
        "element": "wind",
    }
    assert group_filter("unique Warrior allies") is None  # "unique" is not tracked
    assert group_filter("ephemeral allies") is None


def test_a_group_text_is_static_without_a_duration_and_resolving_with_one() -> None:
    throne = read_group(paragraph("Exalted Dorumegian Throne", "Allies you"), "X")
    assert throne == (
        "static",
        [
            {
                "verb": "group_static",
                "filter": {"controller": "you", "type": ["ally"]},
                "power": 1,
                "life": 1,
                "keywords": [],
            }
        ],
    )
    conceal = read_group(paragraph("Conceal", "Allies you"), "X")
    assert conceal is not None and conceal[0] == "resolving"
    assert conceal[1][0]["verb"] == "group_until_end_of_turn"
    assert conceal[1][0]["keywords"] == ["stealth"]
    # a second sentence the grant does not cover leaves the whole text unread
    assert read_group(paragraph("Command the Hunt", "Allies you"), "X") is None
    assert read_group(paragraph("Aqueous Enchanting", "Allies you"), "X") is None  # a choice


def test_an_opponent_control_condition_names_the_opponent() -> None:
    from cards_db.parsers.grand_archive_conditions import read_condition

    assert read_condition("an opponent controls three or more allies", "X") == {
        "check": "control",
        "who": "opponent",
        "filter": {"controller": "any", "type": ["ally"]},
        "min": 3,
    }


def test_two_kinds_and_an_inherited_stat_change_are_read() -> None:
    from cards_db.parsers.grand_archive_groups import inherited_stats

    assert group_filter("other allies and weapons") == {
        "controller": "you",
        "other": True,
        "type": ["ally", "weapon"],
    }
    assert inherited_stats(paragraph("Load Soul", "Inherited Effect"), "Load Soul") == [
        {"verb": "grant_stats", "life": -2}
    ]
    assert inherited_stats("Inherited Effect: Draw a card.", "X") is None
