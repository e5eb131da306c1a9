"""Every card of the real Epic Battles export is played as its type allows.

Attacks start an action (the twelve steps), blocks block a plain attack of their height,
kamidogu are played into the arena, events are set (and flipped when they flip on an attack).
Characters only stand in the character zone (the placement contract test checks that).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.games.epic_battles.reach import PLAIN_ATTACK

FILL = ["Nose Breaker"] * 12


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def scenario(card) -> tuple[dict, str] | None:
    zones = {"A": {"deck": FILL[:6], "energy": list(FILL)}, "B": {"deck": FILL[:6]}}
    name = card.full_name
    if card.type in ("attack", "kamidogu"):
        zones["A"]["hand"] = [name]
        sign = "Step 1 (pay and play)" if card.type == "attack" else "kamidogu"
        return {
            "game": "epic_battles",
            "zones": zones,
            "actions": [{"player": "A", "play": name}],
        }, sign
    if card.type == "block" and card.fields.get("height") in PLAIN_ATTACK:
        attack = PLAIN_ATTACK[card.fields["height"]]
        zones["A"]["hand"] = [attack]
        zones["B"]["hand"] = [name]
        zones["B"]["energy"] = list(FILL)
        data = {
            "game": "epic_battles",
            "zones": zones,
            "actions": [f"A plays {attack}"],
            "answers": [{"answer": name, "player": "B"}],
        }
        return data, "blocks"
    if card.type == "event" and card.fields.get("flip") == "attack":
        zones["A"]["events"] = [name]
        zones["A"]["hand"] = [PLAIN_ATTACK["low"]]
        return (
            {"game": "epic_battles", "zones": zones, "actions": [f"A plays {PLAIN_ATTACK['low']}"]},
            "flips",
        )
    return None


def test_every_attack_block_kamidogu_and_attack_event_is_played(catalog):
    problems: list[str] = []
    played = 0
    for card in catalog.cards("epic_battles"):
        built = scenario(card)
        if built is None:
            continue
        data, sign = built
        try:
            result = run_ruling(data, catalog=catalog)
        except Exception as exc:  # noqa: BLE001 - every refusal is listed
            problems.append(f"{card.full_name}: {exc}")
            continue
        if not any(sign in s.text and card.name in s.text for s in result.steps):
            problems.append(f"{card.full_name} ({card.type}): no step shows it played")
        played += 1
    assert played >= 450
    assert not problems, f"{len(problems)} cards not played:\n" + "\n".join(problems[:20])
