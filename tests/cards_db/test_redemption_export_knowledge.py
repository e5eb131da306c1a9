"""What the Redemption importer learns from the whole export: identifiers a text names, card
names it uses, and a real card fitting each description an ability targets. Cards made up."""

from __future__ import annotations

from cards_db.importers.redemption_examples import (
    record_examples,
    record_identifiers,
    record_names,
)
from cards_db.parsers.redemption import parse
from cards_db.records import ImportedCard
from engine.games.redemption.reach import example_key


def card(name: str, kind: str, text: str = "", **fields: str) -> ImportedCard:
    traits = [t.strip() for t in fields.get("identifier", "").split(",") if t.strip()]
    return ImportedCard("redemption", name, kind, traits=traits, fields=fields, printed_text=text)


def pool() -> list[ImportedCard]:
    return [
        card("Temple Keeper", "hero", "", identifier="Temple Artifact Keeper", brigade="Teal"),
        card("Bronze Laver", "artifact", "", identifier="Temple Artifact"),
        card("Golden Laver", "artifact", "Draw 1.", identifier="Temple Artifact"),
        card("Seeker", "hero", "You may take a Temple Artifact from deck.", brigade="Teal"),
        card("Hunter", "evil_character", "Discard Bronze Laver.", brigade="Gray"),
    ]


def test_an_identifier_the_text_uses_is_recorded_with_the_types_that_carry_it():
    cards = pool()
    record_identifiers(cards)
    seeker = cards[3]
    assert seeker.fields["identifiers_named"] == {"temple artifact": ["artifact"]}
    assert "identifiers_named" not in cards[4].fields


def test_a_card_name_the_text_uses_is_recorded_with_a_printing_and_its_types():
    cards = pool()
    record_names(cards)
    hunter = cards[4]
    assert hunter.fields["named"] == {"Bronze Laver": "Bronze Laver"}
    assert hunter.fields["named_types"] == {"Bronze Laver": ["artifact"]}


def test_each_target_gets_a_fitting_card_without_special_ability_first():
    cards = pool()
    record_identifiers(cards)
    record_names(cards)
    record_examples(cards, parse)
    seeker = cards[3]
    (ability,) = parse(seeker)
    find = ability.effect[0]["find"]
    assert find == {"traits": ["temple artifact"], "type": ["artifact"]}
    # Bronze Laver has no special ability: it is preferred to Golden Laver
    assert seeker.fields["examples"] == {example_key(find): "Bronze Laver"}
    hunter = cards[4]
    (discard,) = parse(hunter)
    assert discard.effect == (
        {"verb": "discard", "target": {"one": {"name": ["Bronze Laver"], "type": ["artifact"]}}},
    )
    assert "examples" not in hunter.fields  # a named card is placed by its name
