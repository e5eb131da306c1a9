"""What the whole-pool scenarios place for descriptions the reach could not stage before:
"a card (except a character)", the card an exchange brings in, and descriptions nested in a
branch, an after-battle effect, an ongoing ability's covered cards or a place's "on"."""

from __future__ import annotations

from cards_db.importers.redemption_examples import descriptions
from cards_db.records import ImportedCard
from engine.core.cards import AbilityDefinition
from engine.games.redemption.reach import exchange_find, kind_of

NOT_A_CHARACTER = {"type": ["hero", "evil_character"]}


def test_a_card_except_a_character_in_a_territory_is_placed_as_a_site():
    assert kind_of({"except": NOT_A_CHARACTER, "zone": "territory"}) == "site"
    assert kind_of({"except": NOT_A_CHARACTER}) == "site"


def test_an_evil_or_good_card_except_a_character_is_placed_as_an_enhancement():
    assert kind_of({"alignment": ["evil"], "except": NOT_A_CHARACTER}) == "evil_enhancement"
    assert kind_of({"alignment": ["evil", "neutral"], "except": NOT_A_CHARACTER}) == (
        "evil_enhancement"
    )
    assert kind_of({"alignment": ["good"], "except": NOT_A_CHARACTER}) == "good_enhancement"


def test_other_exclusions_keep_the_default_kind():
    # "a card (except a card in battle)" and "except a hero" say nothing of what it is
    assert kind_of({"except": {"zone": "battle"}}) == "evil_character"
    assert kind_of({"except": {"type": ["hero"]}}) == "evil_character"
    assert kind_of({"type": ["site"], "except": NOT_A_CHARACTER}) == "site"


def test_an_exchange_brings_in_a_card_of_the_exchanging_cards_own_kind():
    step = {
        "verb": "exchange",
        "find": {"brigade": ["gold"], "type": ["good_enhancement", "evil_enhancement"]},
    }
    assert exchange_find(step, "good_enhancement") == {
        "brigade": ["gold"],
        "type": ["good_enhancement"],
    }
    assert exchange_find(step, "hero") is None  # a hero swaps only with a character
    untyped = {"verb": "exchange", "find": {"brigade": ["clay"]}}
    assert exchange_find(untyped, "hero") == {"brigade": ["clay"], "type": ["hero"]}


def _ability(effect: list[dict]) -> AbilityDefinition:
    return AbilityDefinition(
        id="a1", kind="special", timing="enters_battle", text="", effect=effect
    )


def test_the_importer_asks_an_example_of_every_nested_description():
    card = ImportedCard("redemption", "Some Hero", "hero")
    branch = {
        "verb": "branch",
        "if": [{"verb": "require", "when": "present", "spec": {"traits": ["patriarch"]}}],
        "then": [{"verb": "play", "find": {"traits": ["philistine"]}, "zones": ["reserve"]}],
        "else": [{"verb": "play", "find": {"traits": ["philistine"]}, "zones": ["deck"]}],
    }
    later = {
        "verb": "after_battle",
        "steps": [{"verb": "discard", "target": {"one": {"type": ["site"]}}}],
    }
    covers = {"verb": "ongoing", "mode": "protect", "covers": {"traits": ["prophet"]}}
    placed = {"verb": "place", "on": {"traits": ["herod"], "type": ["evil_character"]}}
    swap = {"verb": "exchange", "find": {"brigade": ["white"]}, "zones": ["deck"]}
    wanted = [
        spec for _, spec in descriptions(card, [_ability([branch, later, covers, placed, swap])])
    ]
    assert {"traits": ["patriarch"]} in wanted
    assert {"traits": ["philistine"]} in wanted
    assert {"type": ["site"]} in wanted
    assert {"traits": ["prophet"]} in wanted
    assert {"traits": ["herod"], "type": ["evil_character"]} in wanted
    assert {"brigade": ["white"], "type": ["hero"]} in wanted  # the hero's own kind


def test_printed_numbers_count_negative_values_and_know_two_readings():
    from engine.games.redemption.battle import number, readings

    assert number("-2") == -2  # an enhancement printed -2 lowers its bearer
    assert number("5") == 5
    assert number("X") == 0
    assert readings("4(3)") == [4, 3]  # a card printed with its other side's numbers
    assert readings("5/10") == [5, 10]
    assert readings("-(5)") == [0, 5]


def test_a_bound_fits_a_card_with_two_readings_only_when_both_do():
    from types import SimpleNamespace

    from engine.games.redemption.describe import fits

    def card(strength: str, toughness: str) -> SimpleNamespace:
        definition = SimpleNamespace(stats={"strength": strength, "toughness": toughness})
        return SimpleNamespace(definition=definition, oid=1)

    two_sided = card("4(3)", "3(4)")
    assert not fits(None, two_sided, {"numbers": {"toughness": ["le", 3]}})
    assert fits(None, two_sided, {"numbers": {"toughness": ["le", 4]}})
    assert fits(None, card("2", "2"), {"numbers": {"toughness": ["le", 2]}})
    assert not fits(None, card("2", "3"), {"numbers": {"toughness": ["le", 2]}})


def test_a_good_or_neutral_card_is_placed_as_a_good_one():
    assert kind_of({"alignment": ["good", "neutral"], "book": ["joshua"]}) == "hero"
    assert kind_of({"alignment": ["evil", "neutral"]}) == "evil_character"


def test_options_asking_opposite_facts_are_staged_with_the_first_options():
    from engine.games.redemption.facts import shown, wanted_facts

    human = {"type": ["evil_character"], "facts": {"human": True}}
    not_human = {"type": ["evil_character"], "facts": {"human": False}}
    choice = {
        "verb": "choose",
        "options": [
            {"steps": [{"verb": "convert", "to": "hero", "target": {"one": human}}]},
            {"steps": [{"verb": "reserve", "target": {"one": not_human}}]},
        ],
    }
    assert wanted_facts([choice]) is None  # no single statement serves both options
    assert wanted_facts(shown([choice])) == {"human": True}
