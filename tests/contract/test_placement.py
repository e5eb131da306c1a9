"""Every imported card of every game can be placed in each zone its type allows."""

from __future__ import annotations

from pathlib import Path

import pytest
from pool_games import POOL_GAMES

from cards_db import open_database
from cards_db.pool import PoolCatalog
from engine.api import build_state
from engine.rulesets import get_ruleset, get_spec
from engine.scenario import from_dict


@pytest.mark.parametrize("game", POOL_GAMES)
def test_every_card_has_a_declared_type_and_fits_its_zones(pool_db_path: Path, game: str) -> None:
    spec = get_spec(game)
    if spec is None:
        pytest.xfail(f"{game} declares no card contract yet")
    ruleset = get_ruleset(game)
    db = open_database(pool_db_path)
    try:
        catalog = PoolCatalog(db)
        cards = catalog.cards(game)
        unknown = sorted({c.type for c in cards if c.type not in spec.card_types})
        assert not unknown, f"{game}: imported card types the ruleset does not declare: {unknown}"
        problems: list[str] = []
        for card in cards:
            for zone in spec.card_types[card.type].zones:
                scenario = from_dict(
                    {"game": game, "zones": {"A": {zone: [{"card": card.full_name}]}}}
                )
                try:
                    build_state(scenario, ruleset, catalog)
                except Exception as exc:  # noqa: BLE001 - every refusal is listed
                    problems.append(f"{card.full_name} in {zone}: {exc}")
        assert not problems, f"{len(problems)} placements refused:\n" + "\n".join(problems[:20])
    finally:
        db.close()
