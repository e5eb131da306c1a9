""" "Choose one— • A. • B." on the real export (Swooping Talons: 2 damage to target ally, or
[Level 2+] destroy a cheap item): the mode and its target are fixed at activation, a mode
locked by its restriction cannot be asked for, and only the chosen mode's steps run."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _scenario(catalog, level: int, answer: str | None) -> dict:  # noqa: F811
    card = catalog.get("grand_archive", "Swooping Talons")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    scen["zones"]["A"]["field"][0]["flags"]["level"] = level
    scen["zones"]["B"]["field"].append({"card": "Fledgling", "flags": {"type": "item", "cost": 3}})
    if answer:
        scen["answers"] = [{"answer": answer, "kind": "choose"}]
    return scen


def _texts(catalog, level: int, answer: str | None = None) -> list[str]:  # noqa: F811
    return [s.text for s in run_ruling(_scenario(catalog, level, answer), catalog=catalog).steps]


def test_the_first_mode_is_shown_by_default(catalog) -> None:  # noqa: F811
    texts = _texts(catalog, 10)
    assert "The mode chosen as it was activated: Deal 2 damage to target ally." in texts
    assert any(t.startswith("Swooping Talons deals 2 damage to Fledgling") for t in texts)
    assert not any(t.endswith("is destroyed") for t in texts)


def test_the_level_mode_destroys_the_item(catalog) -> None:  # noqa: F811
    texts = _texts(catalog, 10, "mode 2")
    assert any(
        t.startswith("The mode chosen as it was activated: [Level 2+] Destroy") for t in texts
    )
    destroyed = [t for t in texts if t.endswith("is destroyed")]
    assert len(destroyed) == 1
    assert not any("deals 2 damage" in t for t in texts)


def test_a_locked_mode_cannot_be_asked_for(catalog) -> None:  # noqa: F811
    texts = _texts(catalog, 1, "mode 2")
    assert texts[-1] == (
        "A asks for mode 'mode 2', but it is locked by an unmet restriction: Swooping Talons "
        "cannot be activated that way"
    )
