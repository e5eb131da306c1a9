"""The real OCTGN export of Epic Battles lands in the ruleset's vocabulary, field by field."""

from __future__ import annotations

from pathlib import Path

import pytest

from cards_db.importers.epic_battles import KINDS, PROPERTIES, read
from engine.games.epic_battles.spec import SPEC

EXPORT = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "epic_battles"
# Fields the ruleset reads (height for blocks, kind for links and taxes, link for combos,
# flip for set events, set for "MORTAL KOMBAT ONLY" deck checks) and fields only shown.
RULE_FIELDS = {"height", "kind", "link", "flip", "set"}
INFO_FIELDS = {"rarity", "number", "image", "fan_set"}


@pytest.fixture(scope="module")
def cards():
    if not EXPORT.is_dir():
        pytest.skip(f"real Epic Battles export not found at {EXPORT}")
    return read(EXPORT)


def test_definition_declares_exactly_the_properties_the_importer_maps():
    text = (EXPORT / "definition.xml").read_text(encoding="utf-8") if EXPORT.is_dir() else ""
    if not text:
        pytest.skip("definition.xml not found")
    for prop in PROPERTIES:
        assert f'<property name="{prop}"' in text


def test_every_card_has_a_declared_type_and_only_known_fields(cards):
    assert {c.type for c in cards} <= set(SPEC.card_types)
    for card in cards:
        extra = set(card.fields) - RULE_FIELDS - INFO_FIELDS
        assert not extra, f"{card.name}: fields the ruleset ignores: {sorted(extra)}"


def test_attacks_and_blocks_have_height_kind_damage(cards):
    attacks = [c for c in cards if c.type == "attack"]
    blocks = [c for c in cards if c.type == "block"]
    assert len(attacks) == 388 and len(blocks) == 48
    no_height = [c.name for c in attacks + blocks if c.fields.get("height") not in ("high", "low")]
    assert no_height == ["The Shield"]  # the export gives this block no Attack property
    kinds = {c.fields.get("kind") for c in attacks}
    assert kinds - {None} <= KINDS
    assert sum(1 for c in attacks if "damage" in c.stats) >= 380


def test_events_get_a_flip_timing_and_mistyped_cards_are_fixed(cards):
    by_name = {c.name: c for c in cards}
    assert by_name["Insanity"].type == "event" and by_name["Insanity"].fields["flip"] == "attack"
    # Typed Character in the export: events when the text opens with "Flip", characters when
    # it only mentions flipping an event.
    assert by_name["Jin Kazama's Power Stance"].type == "event"
    assert by_name["Nina Williams' Evil Mist"].type == "event"
    for name in ("Dudley", "Kenshi", "Twelve", "Evil Ryu", "Kazuya Mishima", "Wang Jinrei"):
        assert by_name[name].type == "character", name
    # Typed "Block" in the export but printed with a Low Attack's zone (see SOURCES.md).
    mind = by_name["Nina Williams' Twisted Mind"]
    assert mind.type == "attack" and mind.fields["height"] == "low"


@pytest.mark.parametrize(
    ("name", "ability", "timing", "extra"),
    [
        ("Scorpion", "a1", "you_hit_kind", {"kinds": ["projectile", "weapon"]}),
        ("Julia Chang", "a1", "you_hit_kind", {"kinds": ["throw"]}),
        ("Wang Jinrei", "a2", "you_flip_event", {}),
        ("Dhalsim", "a1", "combo_finished", {"min": 3, "hit": True}),
    ],
)
def test_character_moments_get_their_timing_and_condition(cards, name, ability, timing, extra):
    from cards_db.parsers.epic_battles import parse

    card = next(c for c in cards if c.name == name and c.type == "character")
    ab = next(a for a in parse(card) if a.id == ability)
    assert ab.timing == timing
    assert {k: ab.extra[k] for k in extra} == extra


@pytest.mark.parametrize(
    ("name", "flip_for"),
    [
        ("Inhuman Strength", {"min_cost": 1}),
        ("Sisterly Hate", {"kinds": ["weapon"]}),
        ("Uncontrollable Rage", {"min_cost": 0, "max_cost": 1}),
    ],
)
def test_events_flipped_when_you_play_name_the_attacks_they_flip_for(cards, name, flip_for):
    from cards_db.parsers.epic_battles import parse

    card = next(c for c in cards if c.name == name)
    assert card.fields["flip"] == "you_play"
    assert parse(card)[0].extra["flip_for"] == flip_for


def test_an_event_flipped_when_your_punch_is_blocked_flips_with_the_rivals_block(cards):
    card = next(c for c in cards if c.name == "Powerful Fists")
    assert card.fields["flip"] == "rival_blocks_punch"
