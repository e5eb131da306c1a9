"""Activating an artifact, and using an ability of a card in play when its player chooses.

"On activation, ..." acts once as the artifact is activated (REG Activate an Artifact); an
artifact's optional "You may ..." and any card's "At any time, you may ..." act when its
player uses them (the project's reading, rules.yaml "Artifact"). Each test plays real cards
of the export and checks the steps and where the cards end up.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from real_export import pool_catalog
from red_printed import printed_sentence

from cards_db.parsers.redemption_activation import keep_whole, moment
from engine.api import run_ruling
from engine.core.cards import AbilityDefinition
from engine.core.errors import ScenarioError

GRACE = "I am Grace"  # a covenant that acts on activation
STAFF = "Moses’ Staff, PoC"  # an artifact with two abilities its player uses


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def run(catalog: Any, zones: dict[str, Any], *actions: dict[str, Any]) -> Any:
    scenario = {"game": "redemption", "zones": zones, "actions": list(actions)}
    return run_ruling(scenario, catalog=catalog)


def labels(result: Any, player: str, zone: str) -> list[str]:
    return [o.label for o in result.state.cards_in(player, zone)]


def test_activating_from_hand_runs_the_on_activation_ability(catalog):
    zones = {"A": {"hand": [GRACE, "Gaius"]}, "B": {"battle": ["Abiram"], "hand": ["Bad Figs"]}}
    result = run(
        catalog, zones, {"player": "B", "play": "Bad Figs"}, {"player": "A", "activate": GRACE}
    )
    mine = [(s.kind, s.text, s.rules) for s in result.steps if s.card == GRACE]
    assert mine == [
        (
            "action",
            "A activates I am Grace on their artifact pile (from hand); the scenario does not say "
            "which of their other artifacts are face up, so each one placed there counts as active",
            ["Activate an Artifact"],
        ),
        ("resolve", "I am Grace (a1): its ability begins to activate", ["Special Ability"]),
        (
            "choice",
            "A uses I am Grace (a1) (default shown: optional abilities are shown as used)",
            ["Target"],
        ),
        (
            "step",
            "I am Grace (a1) declares its targets: Gaius",
            ["Special Ability"],
        ),
        ("step", "I am Grace (a1) also declares: Bad Figs", ["Special Ability", "Target"]),
        (
            "effect",
            "I am Grace (a1) completes: Gaius is discarded; Bad Figs is discarded",
            ["Special Ability", "Discard"],
        ),
    ]
    assert labels(result, "A", "discard") == ["Gaius"]
    assert labels(result, "B", "discard") == ["Bad Figs"]
    assert labels(result, "A", "artifact_pile") == [GRACE]


def test_using_one_of_two_abilities_runs_only_that_one(catalog):
    zones = {"A": {"artifact_pile": [STAFF]}, "B": {"territory": ["Wild Animals"]}}
    result = run(catalog, zones, {"player": "A", "use": STAFF, "ability": "a2"})
    effects = [(s.ability, s.text) for s in result.steps if s.kind == "effect"]
    assert effects == [
        ("a2", f"{STAFF} (a2) completes: {STAFF} is discarded; Wild Animals is discarded")
    ]
    action = next(s for s in result.steps if s.kind == "action")
    assert (action.text, action.rules) == (f"A uses {STAFF} (a2) while it is in play", ["Artifact"])
    assert labels(result, "A", "discard") == [STAFF]
    assert labels(result, "B", "discard") == ["Wild Animals"]


@pytest.mark.parametrize(
    ("zones", "action", "message"),
    [
        (
            {"A": {"artifact_pile": [STAFF]}},
            {"use": STAFF},
            "has several abilities to use (a1, a2): say which one",
        ),
        (
            {"A": {"hand": [STAFF]}},
            {"use": STAFF},
            "has no 'Moses’ Staff, PoC' in their artifact pile",
        ),
        ({"A": {"territory": ["Gaius"]}}, {"activate": "Gaius"}, "in their hand or artifact pile"),
        (
            {"A": {"hand": ["Gaius"]}},
            {"activate": "Gaius"},
            "Gaius is a hero: only an artifact, covenant or curse is activated",
        ),
        (
            {"A": {"artifact_pile": [STAFF]}},
            {"use": STAFF, "ability": "a3"},
            "has no ability 'a3' its player uses when they choose",
        ),
    ],
)
def test_what_cannot_be_activated_or_used_is_refused_with_why(catalog, zones, action, message):
    with pytest.raises(ScenarioError, match=re.escape(message)):
        run(catalog, zones, {"player": "A", **action})


def test_the_moments_read_from_the_printed_text():
    assert moment(printed_sentence("I am Grace", "Upon activation"), "covenant")[0] == "activated"
    assert moment(printed_sentence("Moses’ Staff (PoC)", "At any time"), "artifact")[0] == "use"
    # "on activation" names an artifact's activation: on a fortress it is not read
    assert moment(printed_sentence("I am Grace", "Upon activation"), "fortress") is None
    # a permission that holds is no ability to use
    assert moment(printed_sentence("Tables of the Law (Pi)", "You may keep"), "artifact") is None


def ab(i: int, timing: str, text: str) -> AbilityDefinition:
    return AbilityDefinition.from_dict(
        {
            "id": f"a{i}",
            "kind": "special",
            "timing": timing,
            "text": text,
            "modelled": "timing_only",
        }
    )


def test_a_sentence_an_if_you_do_goes_on_from_keeps_its_in_play_timing():
    before = [ab(1, "in_play", "You may discard a card."), ab(2, "in_play", "If you do, draw 1.")]
    after = [ab(1, "use", "You may discard a card."), before[1]]
    assert [a.timing for a in keep_whole(before, after)] == ["in_play", "in_play"]
    alone = [ab(1, "use", "You may discard a card."), ab(2, "in_play", "Limit once.")]
    assert [a.timing for a in keep_whole(before, alone)] == ["use", "in_play"]


@pytest.mark.parametrize(
    ("typed", "first_effect"),
    [
        ("A activates I am Grace", "I am Grace (a1) completes: Gaius is discarded"),
        (
            "A activates Moses’ Staff, PoC (a2)",
            "Moses’ Staff, PoC (a2) completes: Moses’ Staff, PoC is discarded; Wild Animals is "
            "discarded",
        ),
    ],
)
def test_typed_activates_activates_an_artifact_or_uses_the_named_ability(
    catalog, typed, first_effect
):
    text = (
        "game: redemption; A: I am Grace + Gaius in hand; A: Moses’ Staff, PoC in artifact pile; "
        f"B: Wild Animals in territory; {typed}"
    )
    result = run_ruling(text, catalog=catalog)
    assert [s.text for s in result.steps if s.kind == "effect"][0] == first_effect


def test_a_curse_activated_goes_to_the_artifact_pile_even_with_a_character_in_battle(catalog):
    zones = {"A": {"hand": ["Madness, IR"], "battle": ["Abiram"]}}
    result = run(catalog, zones, {"player": "A", "activate": "Madness, IR"})
    assert labels(result, "A", "artifact_pile") == ["Madness, IR"]
    assert labels(result, "A", "battle") == ["Abiram"]
    assert not [s for s in result.steps if s.kind == "effect"]  # its battle text did not act
