"""The printed-text parsers: timing classification and conservative compilation."""

from __future__ import annotations

from cards_db.parsers import parse_card
from cards_db.parsers.grand_archive import restriction
from cards_db.parsers.redemption import rider_tags, riders
from cards_db.records import ImportedCard


def _swu(text: str, card_type: str = "unit", **fields) -> list:
    return parse_card(ImportedCard("swu", "X", card_type, fields={"front_text": text, **fields}))


def test_swu_timings_and_compiled_templates():
    abilities = _swu(
        "Overwhelm\nWhen Played: Draw a card.\nOn Attack: You may deal 2 damage to an enemy ground unit."
        "\nWhen Defeated: Do something strange.\nWhen an opponent plays a card: Hum.\nOther units get +1/+1."
    )
    assert [a.timing for a in abilities] == [
        "keyword:overwhelm",
        "when_played",
        "on_attack",
        "when_defeated",
        "opponent_plays_card",
        "constant",
    ]
    assert abilities[1].effect == ({"verb": "draw", "count": 1},)
    attack = abilities[2]
    assert attack.optional and attack.modelled == "modelled"
    assert attack.effect[0]["target"] == {"what": "unit", "controller": "enemy", "arena": "ground"}
    assert abilities[3].modelled == "timing_only" and not abilities[3].effect


def test_swu_action_event_and_back_side():
    leader = parse_card(
        ImportedCard(
            "swu",
            "L",
            "leader",
            fields={"front_text": "Action [Exhaust]: Exhaust a unit.", "back_text": "Sentinel"},
        )
    )
    assert leader[0].kind == "activated" and leader[0].effect[0]["verb"] == "exhaust"
    assert leader[1].id == "back1" and leader[1].timing == "keyword:sentinel"
    event = _swu("Deal 3 damage to each unit and sing.", card_type="event")
    assert event[0].timing == "event_resolves" and event[0].modelled == "timing_only"


def test_altered_icons_daily_and_support():
    card = ImportedCard(
        "altered",
        "X",
        "character",
        fields={
            "main_effect": "{R} Draw a card.  At Noon — Do a dance.  When I leave — Wave.  [[Fleeting]].",
            "echo_effect": "{D} : [Resupply].",
        },
    )
    abilities = parse_card(card)
    assert [a.timing for a in abilities] == [
        "when_played_from_reserve",
        "at_noon",
        "when_event",
        "keyword:fleeting",
        "support",
    ]
    assert abilities[0].modelled == "modelled" and abilities[4].effect == ({"verb": "resupply"},)


def test_grand_archive_restriction_tags():
    assert restriction("Level 2+") == {"type": "level", "tag": "Level 2+", "min": 2}
    assert restriction("Class Bonus")["type"] == "class"
    assert restriction("Element Bonus")["type"] == "element"
    assert restriction("Memory 4+")["min"] == 4
    assert restriction("Guo Jia Bonus") == {
        "type": "champion",
        "tag": "Guo Jia Bonus",
        "champion": "Guo Jia",
    }
    assert restriction("Moon Phase 3") is None
    card = ImportedCard(
        "grand_archive", "X", "card", printed_text="[Class Bonus] [Level 2+] On Enter: Draw a card."
    )
    (ability,) = parse_card(card)
    assert ability.timing == "on_enter" and ability.modelled == "modelled"
    assert [r["type"] for r in ability.extra["restrictions"]] == ["class", "level"]


def test_redemption_riders_and_timing_by_type():
    assert riders("Can [not] be interrupted, negated, or prevented.") == [
        "cannot_be_interrupted",
        "cannot_be_negated",
        "cannot_be_prevented",
    ]
    # a rider limited to one side keeps its limit; a condition not read is no rider at all
    assert rider_tags("Cannot be negated by an evil card.") == {"cannot_be_negated": {"by": "evil"}}
    assert rider_tags("Cannot be negated if a glorious Hero is in battle.") == {}
    (enh,) = parse_card(
        ImportedCard("redemption", "E", "good_enhancement", printed_text="Draw 2 cards.")
    )
    assert enh.timing == "enhancement_played" and enh.modelled == "modelled"
    assert enh.effect == ({"verb": "draw", "amount": 2, "who": "you"},)
    (hero,) = parse_card(
        ImportedCard("redemption", "H", "hero", printed_text="Discard an evil card.")
    )
    assert hero.timing == "enters_battle"
    assert hero.effect == ({"verb": "discard", "target": {"one": {"alignment": ["evil"]}}},)


def test_epic_battles_hit_only_and_unknown():
    card = ImportedCard(
        "epic_battles",
        "X",
        "attack",
        printed_text="RYU ONLY. (*) BLOCKED - Nothing. (*) Twice per step something odd.",
    )
    abilities = parse_card(card)
    # An attack's own text is used at step 5 of the action sequence (attack_text).
    assert [a.timing for a in abilities] == ["play_restriction", "on_blocked", "attack_text"]
    assert abilities[0].extra["only"] == "Ryu"
