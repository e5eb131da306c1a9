"""A character's protect or "cannot be prevented" ability holds once it activates, until the
end of the phase (REG Protect and Cannot Be Prevented: their default duration).

Miriam (a real hero of the export) protects her player's Exodus heroes from discard abilities
of evil cards as she enters battle; an evil enhancement that discards every hero in battle
then finds no legal target, and the battle's own outcome (a game rule, not an ability) still
discards her. When the battle ends, the protection ends with it.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog
from red_printed import printed_sentence

from cards_db.parsers.redemption_ongoing import compile_activated
from engine.api import run_ruling
from engine.core.cards import AbilityDefinition
from engine.games.redemption.model import Activation
from engine.games.redemption.ongoing import protection

ZONES = {
    "A": {"territory": ["Miriam"]},
    "B": {
        "territory": ["Phygellus"],  # a plain 3/3: B is losing, so B may play
        "hand": ["Fear has Fallen"],  # a curse used as an evil enhancement
        "land_of_bondage": ["Lost Soul Ecclesiastes 10:15"],
    },
}
ATTACK = [
    {"player": "A", "attack": "Miriam"},
    {"player": "B", "block": "Phygellus"},
    {"player": "B", "play": "Fear has Fallen"},
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def run(catalog: Any, actions: list[dict[str, Any]]) -> Any:
    return run_ruling({"game": "redemption", "zones": ZONES, "actions": actions}, catalog=catalog)


def test_the_protection_activates_with_her_and_keeps_the_discard_off_her(catalog):
    result = run(catalog, ATTACK)
    steps = [(s.kind, s.text, s.rules) for s in result.steps if s.kind in ("effect", "info")]
    assert steps[0] == (
        "effect",
        "Miriam (a1) completes: it holds from now until the end of this phase, the battle "
        "(now Miriam is protected from discard abilities of evil cards)",
        ["Special Ability", "Ongoing Ability", "Ongoing Ability 5", "Protect"],
    )
    assert (
        "info",
        "Miriam (A's battle) is protected from Fear has Fallen (a1) by Miriam (a1), which holds "
        "until the end of this phase, the battle",
        ["Protect", "Ongoing Ability", "Ongoing Ability 5"],
    ) in steps
    assert ("info", "Fear has Fallen (a1) completes: nothing happens") in [
        (k, t) for k, t, _ in steps
    ]
    assert [o.label for o in result.state.cards_in("A", "battle")] == ["Miriam"]


def test_the_battle_outcome_still_discards_her_and_the_protection_ends(catalog):
    result = run(catalog, [*ATTACK, {"player": "A", "verb": "resolves", "words": "the battle"}])
    texts = [s.text for s in result.steps]
    assert "Miriam is defeated and discarded" in texts
    assert texts[-1].endswith("effects that lasted for the battle end (Miriam (a1))")
    assert [o.label for o in result.state.cards_in("A", "discard")] == ["Miriam"]


def ability(text: str) -> AbilityDefinition:
    return AbilityDefinition.from_dict(
        {"id": "a1", "kind": "special", "timing": "enters_battle", "text": text}
    )


def test_only_protect_and_cannot_be_prevented_or_negated_are_read_as_holding():
    protect = compile_activated(ability(printed_sentence("Miriam", "Protect")))
    assert (protect.kind, protect.modelled, protect.effect[0]["mode"]) == (
        "ongoing",
        "modelled",
        "protect",
    )
    # "cannot be negated" lasts to the end of the phase too (REG Cannot Be Negated, default)
    negated = compile_activated(ability(printed_sentence("Esau, the Hunter", "Evil capture")))
    assert (negated.kind, negated.effect[0]["rider"], negated.effect[0]["from"]) == (
        "ongoing",
        "negated",
        ["capture"],
    )
    # "cannot be interrupted": its default duration is not checked, so it is left to the compiler
    held = compile_activated(ability(printed_sentence("King Eglon", "Search abilities")))
    assert (held.kind, list(held.effect)) == ("special", [])


def test_a_protection_from_kinds_of_cards_holds_only_against_cards_that_fit(catalog):
    lion = "Roaring Lion, 2025 - Seasonal"  # protects itself from N.T. heroes as it blocks
    zones = {
        "A": {"territory": [lion], "land_of_bondage": ["Lost Soul Ecclesiastes 10:15"]},
        "B": {"territory": ["Gaius", "Moses, Pr"]},  # an N.T. hero and an O.T. hero
    }
    actions = [{"player": "B", "attack": "Gaius"}, {"player": "A", "block": lion}]
    result = run_ruling({"game": "redemption", "zones": zones, "actions": actions}, catalog=catalog)
    done = next(s for s in result.steps if s.kind == "effect" and s.card == lion)
    assert done.text.endswith(f"(now {lion} is protected from the abilities of any N.T. hero)")
    state = result.state
    target = next(o for o in state.objects.values() if o.label == lion)
    discard = AbilityDefinition.from_dict(
        {
            "id": "t",
            "kind": "special",
            "timing": "enters_battle",
            "text": "",
            "effect": [{"verb": "discard", "target": {"one": {"type": ["evil_character"]}}}],
        }
    )

    def used_by(name: str) -> Activation:
        card = next(o for o in state.objects.values() if o.label == name)
        return Activation(99, card.oid, discard, "B", f"{name} (t)", 1, True)

    assert protection(state, target, used_by("Gaius")) is not None  # Gaius is of John: N.T.
    assert protection(state, target, used_by("Moses, Pr")) is None  # Moses is of Exodus: O.T.
