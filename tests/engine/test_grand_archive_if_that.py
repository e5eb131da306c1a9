""" "If that <unit> is <something>, <effect>" on the real export (Byakko's Command: a buff
counter on target Beast ally, then "If that ally is a Shenju, wake it up"): checked on the
target as it resolves; an unknown subtype is said, never guessed; "instead" is left unread."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from cards_db.parsers.grand_archive_effects import compile_text
from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _texts(catalog, subtypes: list[str]) -> list[str]:  # noqa: F811
    card = catalog.get("grand_archive", "Byakko's Command")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    beast = scen["zones"]["B"]["field"][1]
    beast["exhausted"] = True
    beast["flags"]["subtypes"] = subtypes
    return [s.text for s in run_ruling(scen, catalog=catalog).steps]


def test_a_shenju_wakes_up(catalog) -> None:  # noqa: F811
    texts = _texts(catalog, ["Beast", "Shenju"])
    assert "Fledgling #2 is a Shenju, so that part happens" in texts
    assert "Fledgling #2 wakes up" in texts


def test_another_beast_stays_rested(catalog) -> None:  # noqa: F811
    texts = _texts(catalog, ["Beast"])
    assert "Fledgling #2 is not a Shenju, so that part does not happen" in texts
    assert "Fledgling #2 wakes up" not in texts


def test_a_subtype_the_data_does_not_give_is_said(catalog) -> None:  # noqa: F811
    card = catalog.get("grand_archive", "Evasive Maneuvers")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    texts = [s.text for s in run_ruling(scen, catalog=catalog).steps]
    assert (
        "Whether Lost Spirit is a Ranger is not in the card data (state its subtypes in flags), "
        "so that part does not happen"
    ) in texts


def test_instead_is_not_read_as_an_extra_effect() -> None:
    text = "Wake up target ally. If that ally is awake, rest it instead."
    assert compile_text(text)[0] is None
