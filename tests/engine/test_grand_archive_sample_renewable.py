"""Renewable on the real pool: every Renewable ability (nine, all hand-checked) runs in its
reach scenario — A destroys the regalia on B's field with Disintegrate — and the regalia,
which would be banished rather than put into the graveyard, goes into B's material deck
(Keywords and Abilities - Renewable 1, Card Types - Supertypes 2.c)."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset

RENEWABLE = [
    "Amorphous Missile",
    "Cascading Round",
    "Penetrator Round",
    "Plated Bullet",
    "Punishing Cartridge",
    "Steel Slug",
    "Tasershot",
    "Turbulent Bullet",
    "Windpiercer",
]


def _expected(card: str) -> list[str]:
    return [
        f"Renewable: {card} is a regalia, so it would be banished rather than put into the "
        "graveyard; it is put into B's material deck instead"
    ]


def _run(catalog, name: str, **flags):  # noqa: F811
    card = catalog.get("grand_archive", name)
    ability = next(a for a in card.abilities if a.timing == "keyword:renewable")
    scen = get_ruleset("grand_archive").reach_scenario(card, ability)
    scen["zones"]["B"]["field"][1]["flags"].update(flags)
    return card, ability, run_ruling(scen, catalog=catalog)


def test_every_renewable_regalia_goes_to_the_material_deck(catalog) -> None:  # noqa: F811
    pool = sorted(
        c.full_name
        for c in catalog.cards("grand_archive")
        if any(a.timing == "keyword:renewable" and a.modelled == "modelled" for a in c.abilities)
    )
    assert pool == RENEWABLE
    for name in RENEWABLE:
        card, ability, r = _run(catalog, name)
        mine = [s.text for s in r.steps if s.kind == "effect" and s.ability == ability.id]
        assert mine == _expected(name), name
        assert [s.text for s in r.steps if s.kind == "effect"] == [f"{name} is destroyed", *mine]
        assert r.state.cards_in("B", "material_deck")[0].label == name


def test_a_renewable_card_that_is_not_a_regalia_is_not_replaced(catalog) -> None:  # noqa: F811
    card, ability, r = _run(catalog, "Steel Slug", type="ally", power=1, life=1)
    assert [s.text for s in r.steps if s.kind == "effect"] == ["Steel Slug is destroyed"]
    assert [c.label for c in r.state.cards_in("B", "graveyard")] == ["Steel Slug"]
