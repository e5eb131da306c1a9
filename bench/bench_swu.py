"""SWU benchmark: one ruling with 50 units in play and 20 triggered abilities.

Run: ``.venv/bin/python -m bench.bench_swu``. A has 20 units that each wait for an
opponent to play a card (like Krayt Dragon) and 10 vanilla units; B has 20 units. B plays
Vanquish on one of A's units: the 20 abilities trigger at once, A orders them (the
documented defaults) and each deals damage. Prints the median of 50 runs.
"""

from __future__ import annotations

import statistics
import sys
import time

from engine.api import run_ruling
from engine.core.cards import CardDefinition, YamlCatalog


def catalog() -> YamlCatalog:
    cards = YamlCatalog().all("swu")
    watcher = {
        "id": "punish",
        "kind": "triggered",
        "timing": "opponent_plays_card",
        "effect": [
            {
                "verb": "deal_damage",
                "amount": 1,
                "target": {"what": "base", "controller": "event_player"},
            }
        ],
    }
    for i in range(20):
        cards.append(
            CardDefinition.from_dict(
                "swu",
                {
                    "name": f"Watcher {i}",
                    "type": "unit",
                    "cost": 2,
                    "stats": {"power": 2, "hp": 3},
                    "fields": {"arena": "ground"},
                    "abilities": [watcher],
                },
            )
        )
    for i in range(30):
        cards.append(
            CardDefinition.from_dict(
                "swu",
                {
                    "name": f"Trooper {i}",
                    "type": "unit",
                    "cost": 1,
                    "stats": {"power": 1, "hp": 2},
                    "fields": {"arena": "ground" if i % 2 else "space"},
                },
            )
        )
    return YamlCatalog(cards)


def scenario() -> dict:
    a_ground = [f"Watcher {i}" for i in range(20)] + [f"Trooper {i}" for i in range(1, 20, 2)]
    b_ground = [f"Trooper {i}" for i in range(21, 30, 2)] + [
        f"Trooper {i}" for i in range(21, 30, 2)
    ]
    b_space = [f"Trooper {i}" for i in range(0, 20, 2)]
    return {
        "game": "swu",
        "zones": {
            "A": {"ground arena": a_ground},
            "B": {"ground arena": b_ground, "space arena": b_space},
        },
        "actions": ["B plays Vanquish on Trooper 1"],
    }


def main() -> int:
    cat, scen = catalog(), scenario()
    result = run_ruling(scen, catalog=cat)
    units = sum(len(z) for p in scen["zones"].values() for z in p.values())
    resolved = sum(1 for s in result.steps if s.kind == "resolve")
    samples = []
    for _ in range(50):
        t = time.perf_counter()
        run_ruling(scen, catalog=cat)
        samples.append(time.perf_counter() - t)
    print(f"units in play: {units}; triggered abilities resolved: {resolved}")
    print(f"median ms: {statistics.median(samples) * 1000:.2f} (min {min(samples) * 1000:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
