"""'After battle, X' / 'X after battle': X waits until the battle is over (REG End of Battle).

The ability records X as it completes; X happens once the battle has ended, with its "may"
asked and its targets chosen then. Real cards of the export; exact steps.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_phrases import compile_sentence
from engine.api import run_ruling

OTHNIEL = "Othniel, Son of Kenaz"  # a2: after battle, you may discard an evil warrior
GREAT_IMAGE = "Great Image, PoC"  # a1: after battle, discard opponents' heroes in territories
UZZAH = "Uzzah, the Stricken, Roots"  # a2: after battle, discard this card
SOUL = "Lost Soul Ecclesiastes 10:15"
WARRIOR = "Achan (I)"  # an evil warrior with no special ability


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def run(catalog: Any, zones: dict[str, Any], *actions: dict[str, Any]) -> Any:
    scenario = {"game": "redemption", "zones": zones, "actions": list(actions)}
    return run_ruling(scenario, catalog=catalog)


def of(result: Any, card: str, ability: str) -> list[tuple[str, str]]:
    return [(s.kind, s.text) for s in result.steps if s.card == card and s.ability == ability]


def labels(result: Any, player: str, zone: str) -> list[str]:
    return [o.label for o in result.state.cards_in(player, zone)]


RESOLVE = {"player": "A", "verb": "resolves", "words": "the battle"}


def othniel_zones() -> dict[str, Any]:
    return {
        "A": {"territory": [OTHNIEL]},
        "B": {"territory": [WARRIOR, "Abiram"], "land_of_bondage": [SOUL]},
    }


def test_the_discard_waits_until_the_battle_is_over(catalog):
    during = run(catalog, othniel_zones(), {"player": "A", "attack": OTHNIEL})
    assert of(during, OTHNIEL, "a2") == [
        ("resolve", f"{OTHNIEL} (a2): its ability begins to activate"),
        (
            "effect",
            f"{OTHNIEL} (a2) completes: the rest of this ability waits until the battle is over",
        ),
    ]
    assert labels(during, "B", "territory") == ["Achan, I", "Abiram"]
    assert [w["ability"] for w in during.state.info["after_battle"]] == ["a2"]


def test_after_the_battle_the_may_is_asked_and_the_target_chosen(catalog):
    after = run(catalog, othniel_zones(), {"player": "A", "attack": OTHNIEL}, RESOLVE)
    ended = next(i for i, s in enumerate(after.steps) if s.text.startswith("The battle ends"))
    waited = next(i for i, s in enumerate(after.steps) if s.text.startswith("The battle is over"))
    assert ended + 1 == waited  # after the characters went home, not before
    assert [(s.kind, s.text) for s in after.steps[waited:]] == [
        (
            "info",
            f"The battle is over, so what {OTHNIEL} (a2) left for after the battle happens now",
        ),
        ("resolve", f"{OTHNIEL} (a2): its ability begins to activate"),
        ("choice", f"A uses {OTHNIEL} (a2) (default shown: optional abilities are shown as used)"),
        ("step", f"{OTHNIEL} (a2) declares its targets: Achan, I"),
        ("effect", f"{OTHNIEL} (a2) completes: Achan, I is discarded"),
    ]
    assert after.steps[waited].rules == ["End of Battle", "Ability Activation Order"]
    assert labels(after, "B", "territory") == ["Abiram"]
    assert labels(after, "B", "discard") == ["Achan, I"]
    assert labels(after, "A", "territory") == [OTHNIEL]
    assert "after_battle" not in after.state.info  # the next battle starts with none waiting


def test_an_enhancement_discards_opponents_heroes_in_territory_after_battle(catalog):
    zones = {
        "A": {"battle": ["Alexander the Coopersmith"], "hand": [GREAT_IMAGE]},
        "B": {"battle": ["Agabus"], "territory": ["Gaius"]},
    }
    play = {"player": "A", "play": GREAT_IMAGE, "on": "Alexander the Coopersmith"}
    during = run(catalog, zones, play)
    assert labels(during, "B", "territory") == ["Gaius"]
    after = run(catalog, zones, play, RESOLVE)
    assert of(after, GREAT_IMAGE, "a1")[-2:] == [
        ("step", f"{GREAT_IMAGE} (a1) declares its targets: Gaius"),
        ("effect", f"{GREAT_IMAGE} (a1) completes: Gaius is discarded"),
    ]
    assert labels(after, "B", "territory") == []
    assert labels(after, "A", "discard") == [GREAT_IMAGE]


def test_a_character_defeated_in_the_battle_is_shown_as_printed(catalog):
    zones = {"A": {"territory": [UZZAH]}, "B": {"battle": ["Agabus"]}}
    result = run(catalog, zones, {"player": "A", "block": UZZAH}, RESOLVE)
    last = [s for s in result.steps if s.card == UZZAH][-1]
    assert last.kind == "not_modelled"
    assert last.rules[0] == "End of Battle"
    assert labels(result, "A", "discard") == [UZZAH]  # defeated: the battle discarded it


def test_after_battle_sentences_compile_to_one_waiting_step():
    later = compile_sentence("After battle, you may draw 2.", "hero", {})
    assert later == (
        [
            {
                "verb": "after_battle",
                "steps": [{"verb": "draw", "amount": 2, "who": "you"}],
                "optional": True,
            }
        ],
        False,
        "special",
    )
    split = compile_sentence("Draw 1 and discard this card after battle.", "hero", {})
    assert split == (
        [
            {"verb": "draw", "amount": 1, "who": "you"},
            {
                "verb": "after_battle",
                "steps": [{"verb": "discard", "target": "self"}],
                "optional": False,
            },
        ],
        False,
        "special",
    )
    for text in (
        "After battle, discard all Evil Characters that blocked.",  # what happened in battle
        "After battle, you may select a card.",  # the effect does not read
    ):
        assert compile_sentence(text, "hero", {}) is None, text
