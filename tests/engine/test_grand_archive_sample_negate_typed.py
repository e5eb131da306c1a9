"""A negate that names the kind of card activation it can target (an action, an ally, a
Spell) on the real pool: all three such abilities, hand-checked, and a card of another kind
that is no legal target."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset

LAYER = "Baby Silver Slime #7"
GONE = f"{LAYER}'s activation is negated: it leaves the effects stack without resolving and goes"
SAMPLE = [
    ("Annul Spell", [f"{GONE} to B's graveyard"]),  # B is shown not paying (3)
    ("Frozen Dismissal", [f"{GONE} to B's banishment"]),  # not paying (4); banished
    ("Incapacitate", [f"{GONE} to B's graveyard"]),
]


def _run(catalog, name: str, **flags):  # noqa: F811
    card = catalog.get("grand_archive", name)
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a2"))
    scen["zones"]["B"]["hand"][0]["flags"].update(flags)
    return run_ruling(scen, catalog=catalog)


def test_each_typed_negate_negates_a_card_of_its_kind(catalog) -> None:  # noqa: F811
    pool = sorted(
        c.full_name
        for c in catalog.cards("grand_archive")
        for a in c.abilities
        if a.modelled == "modelled"
        and any(
            s.get("verb") == "negate" and (s["target"].get("type") or s["target"].get("subtypes"))
            for s in a.effect
        )
    )
    assert pool == [n for n, _ in SAMPLE]
    for name, expected in SAMPLE:
        r = _run(catalog, name)
        mine = [s.text for s in r.steps if s.kind == "effect" and s.ability == "a2"]
        assert mine == expected, name


def test_a_card_of_another_kind_is_no_legal_target(catalog) -> None:  # noqa: F811
    r = _run(catalog, "Annul Spell", subtypes=["Melody"])  # an action, but not a Spell
    assert "Annul Spell has no legal target: the activation is illegal" in [s.text for s in r.steps]
    r = _run(catalog, "Incapacitate", type="ally", power=1, life=1)
    assert "Incapacitate has no legal target: the activation is illegal" in [
        s.text for s in r.steps
    ]
