"""Group text on real cards: a static "<objects> you control get +N / have <keyword>" read by
combat and the keyword checks (Abilities - Static Abilities 1), and an untyped card's
"... until end of turn" resolving as an action (Abilities - Static Abilities 2)."""

from __future__ import annotations

from typing import Any

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling


def _scen(a_field: list[Any], actions: list[Any], hand: list[Any] | None = None) -> dict:
    zones: dict[str, Any] = {"field": [{"card": "Spirit of Fire", "flags": {"life": 20}}, *a_field]}
    if hand:
        zones["hand"] = hand
    return {
        "game": "grand_archive",
        "zones": {
            "A": zones,
            "B": {"field": [{"card": "Lost Spirit", "flags": {"life": 20}}]},
        },
        "actions": actions,
    }


def _ally(**flags: Any) -> dict[str, Any]:
    return {"card": "Fledgling", "flags": {"type": "ally", "power": 1, "life": 2, **flags}}


def _texts(r, kinds: tuple[str, ...] = ("effect", "event")) -> list[str]:
    return [s.text for s in r.steps if s.kind in kinds]


def test_a_static_group_bonus_is_shown_and_counted_in_combat(catalog) -> None:  # noqa: F811
    throne = {"card": "Exalted Dorumegian Throne", "flags": {"type": "item"}}
    attack = {"player": "A", "attack": "Fledgling", "target": "Lost Spirit"}
    r = run_ruling(_scen([throne, _ally()], [attack]), catalog=catalog)
    assert _texts(r) == [
        "Fledgling gets +1 POWER and +1 LIFE while Exalted Dorumegian Throne's static ability "
        "applies (POWER 2, LIFE 3)",
        "Fledgling deals 2 combat damage to Lost Spirit (2 marked)",
    ]
    first = r.steps[0]
    assert (first.card, first.ability, first.rules) == (
        "Exalted Dorumegian Throne",
        "a1",
        ["Abilities - Static Abilities 1"],
    )


def test_a_group_keyword_reaches_only_the_objects_that_fit(catalog) -> None:  # noqa: F811
    totem = {"card": "Slime Totem", "flags": {"type": "item"}}
    actions = [
        {"player": "A", "attack": "Fledgling #1", "target": "Lost Spirit"},
        {"player": "A", "attack": "Fledgling #2", "target": "Lost Spirit"},
        "A ends the turn",
    ]
    r = run_ruling(
        _scen([totem, _ally(subtypes=["Slime"]), _ally(subtypes=["Human"])], actions),
        catalog=catalog,
    )
    effects = _texts(r, ("effect",))
    assert effects == [
        "Fledgling has vigor while Slime Totem's static ability applies (POWER 1, LIFE 2)",
        "Fledgling has Vigor: it wakes up at the beginning of the end phase",
    ]


def test_without_a_fitting_object_the_static_gives_nothing(catalog) -> None:  # noqa: F811
    totem = {"card": "Slime Totem", "flags": {"type": "item"}}
    r = run_ruling(_scen([totem, _ally(subtypes=["Human"])], []), catalog=catalog)
    assert _texts(r, ("effect", "info")) == [
        "A controls no Slime ally(s) now, so Slime Totem's effect gives nothing to anyone"
    ]


def test_an_untyped_until_end_of_turn_text_resolves_as_an_action(catalog) -> None:  # noqa: F811
    conceal = {"card": "Conceal", "flags": {"type": "action", "cost": 0, "element": "norm"}}
    r = run_ruling(
        _scen([_ally()], [{"player": "A", "activate": "Conceal"}], hand=[conceal]),
        catalog=catalog,
    )
    note = next(s for s in r.steps if "gives no type" in s.text)
    assert note.text == (
        "Conceal: the card data gives no type; a1 has no trigger, no cost and ends or happens "
        "once, so it is no static ability but what the card does as it resolves (an action or "
        "attack card); the scenario states it is an action"
    )
    assert note.rules == [
        "Game Mechanics - Abilities ¶1",
        "Abilities - Static Abilities 2",
        "Card Types - Action 4",
    ]
    assert _texts(r, ("effect",)) == ["Fledgling gains stealth until end of turn (POWER 1, LIFE 2)"]


def test_an_inherited_life_loss_lowers_the_champions_life(catalog) -> None:  # noqa: F811
    scen = {
        "game": "grand_archive",
        "zones": {
            "A": {"field": [{"card": "Load Soul", "flags": {"level": 2, "life": 20}}]},
            "B": {"field": [{"card": "Lost Spirit", "flags": {"life": 20}}]},
        },
        "actions": [],
    }
    r = run_ruling(scen, catalog=catalog)
    assert _texts(r, ("effect",)) == [
        "Load Soul gets -2 LIFE while this static ability applies (POWER 0, LIFE 18)"
    ]
