"""Every card of the real Redemption export can be played as its type allows.

Enhancements are played in battle on a character of their side, dominants at any time,
characters to territory, lost souls to a land of bondage, artifacts, covenants and curses to
the artifact pile, fortresses, sites and cities to territory (REG Card Types).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def expected(kinds: set[str], enhancement: bool) -> tuple[str, str]:
    """(the REG topic the play cites, the words of the place it goes)."""
    if enhancement or kinds & {"good_enhancement", "evil_enhancement"}:
        return "Enhancement", " on "
    if "dominant" in kinds:
        return "Dominant", "plays the dominant"
    if "lost_soul" in kinds:
        return "Card Types", "into land of bondage"
    if kinds & {"artifact", "covenant", "curse"}:
        return "Card Types", "into artifact pile"
    return "Card Types", "into territory"


def test_every_card_is_played_where_its_type_goes(catalog):
    problems: list[str] = []
    cards = catalog.cards("redemption")
    assert len(cards) > 5600
    for card in cards:
        kinds = set(card.type.split("/"))
        enhancement = bool(card.fields.get("enhancement"))
        rule, words = expected(kinds, enhancement)
        zones: dict[str, dict[str, list[str]]] = {"A": {}, "B": {}}
        if rule == "Enhancement":
            good = "good_enhancement" in kinds or card.fields.get("alignment") == "good"
            zones["A"]["battle"] = ["Agabus" if good else "Abiram"]
        scenario = {
            "game": "redemption",
            "zones": zones,
            "actions": [{"player": "A", "play": card.full_name}],
        }
        try:
            result = run_ruling(scenario, catalog=catalog)
        except Exception as exc:  # noqa: BLE001 - every refusal is listed
            problems.append(f"{card.full_name}: {exc}")
            continue
        played = [
            s
            for s in result.steps
            if s.kind == "action" and s.rules[:1] == [rule] and words in s.text
        ]
        if not played:
            problems.append(f"{card.full_name} ({card.type}) was not played as a {rule}")
    assert not problems, f"{len(problems)} cards not played:\n" + "\n".join(problems[:20])


def test_a_draw_from_a_deck_the_scenario_does_not_list_is_unknown_not_empty(catalog) -> None:
    """A New Beginning makes each player draw 8: an unlisted deck is drawn from (which cards is
    not known), a listed empty one gives nothing to draw."""
    from engine.api import run_ruling

    scen = {
        "game": "redemption",
        "zones": {"A": {"hand": ["A New Beginning, FoM"]}, "B": {"deck": []}},
        "actions": ["A plays A New Beginning, FoM"],
    }
    result = run_ruling(scen, catalog=catalog)
    texts = [s.text for s in result.steps]
    assert (
        "A New Beginning, FoM (a3) completes: A draws 8 card(s) (their deck is not listed in the"
        " scenario, so which is not known)"
    ) in texts
    assert "B's deck is empty: nothing to draw" in texts
