"""Real card names that hold " in " are read whole, and one statement may list several zones."""

from __future__ import annotations

from cards_db.pool import PoolCatalog
from engine.api import run_ruling
from engine.scenario import parse_compact


def _zones(text: str, game: str) -> dict[str, dict[str, list[str]]]:
    s = parse_compact(text, game)
    return {p: {z: [x.card for x in cards] for z, cards in zz.items()} for p, zz in s.zones.items()}


def test_every_real_name_with_in_is_read_whole(real_db) -> None:
    rows = real_db.db.execute(
        "SELECT game, full_name FROM cards WHERE imported = 1 AND full_name LIKE '% in %'"
    ).fetchall()
    assert len(rows) > 100  # SWU, Altered and Redemption all have such names
    for game, name in rows:
        placed = _zones(f"A: {name} in hand; B: {name} in the deck; A passes", game)
        assert placed == {"A": {"hand": [name]}, "B": {"deck": [name]}}, (game, name)


def test_one_statement_lists_cards_in_several_zones() -> None:
    text = (
        "A: Maul, A Rival in Darkness in ground arena, Frozen in Carbonite in hand and "
        "TIE Fighter + Gold Leader, Fastest Ship in the Fleet in the space arena; A passes"
    )
    assert _zones(text, "swu") == {
        "A": {
            "ground arena": ["Maul, A Rival in Darkness"],
            "hand": ["Frozen in Carbonite"],
            "space arena": ["TIE Fighter", "Gold Leader, Fastest Ship in the Fleet"],
        }
    }
    # no zone word ends the first part: read as before, one placement
    assert _zones("A: Wampa in ground arena; A passes", "swu") == {"A": {"ground arena": ["Wampa"]}}


def test_a_real_upgrade_named_with_in_is_played(real_db) -> None:
    result = run_ruling(
        "game: swu; A: Frozen in Carbonite in hand; B: Wampa in ground arena; "
        "A plays Frozen in Carbonite on Wampa",
        catalog=PoolCatalog(real_db),
    )
    texts = [s.text for s in result.steps]
    assert texts[0].startswith("A plays Frozen in Carbonite, paying 3 resources")
    assert "Frozen in Carbonite is attached to Wampa" in " ".join(texts)
