"""'This card costs N less to activate for each <objects> you control' on the real export:
the reduction counts what its controller controls as it is activated, capped where the
text says "each of up to K" (Abilities - Static Abilities 4)."""

from __future__ import annotations

from test_grand_archive_pool import (
    catalog,  # noqa: F401 - the real-export fixture
    sample_mismatches,
    sample_not_executed,
)

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _run_with(catalog, name: str, extra: list) -> list[str]:  # noqa: F811
    """The card's reach scenario with ``extra`` placements added to A's field."""
    card = catalog.get("grand_archive", name)
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    scen["zones"]["A"]["field"].extend(extra)
    return [s.text for s in run_ruling(scen, catalog=catalog).steps]


def _filler(kind: str, **flags) -> dict:
    return {"card": "Fledgling", "flags": {"type": kind, **flags}}


def test_the_reduction_counts_each_fitting_object(catalog) -> None:  # noqa: F811
    # The scenario already holds two Animals; a third counts, a Human does not.
    texts = _run_with(
        catalog,
        "Glow Forth",
        [_filler("ally", subtypes=["Animal"]), _filler("ally", subtypes=["Human"])],
    )
    assert (
        "Glow Forth costs 3 less to activate (1 for each Animal object(s): A controls 3) "
        "(a static ability: it changes the payment, not the printed cost)"
    ) in texts
    assert any(t.startswith("A pays Glow Forth's cost of (0)") for t in texts)


def test_each_of_up_to_caps_the_count(catalog) -> None:  # noqa: F811
    texts = _run_with(
        catalog, "Dorumegian Foundry", [_filler("domain"), _filler("domain"), _filler("domain")]
    )
    assert (
        "Dorumegian Foundry costs 6 less to activate (2 for each domain(s): A controls 5, "
        "counting up to 3) (a static ability: it changes the payment, not the printed cost)"
    ) in texts


def _less(amount: int, per: dict, **more) -> dict:
    return {"amount": amount, "per": {"controller": "you", **per}, "verb": "reduce_cost", **more}


_ANY = ["ally", "item", "weapon", "domain", "phantasia", "regalia", "token", "champion"]

# Every modelled "costs N less to activate for each ... you control" of the real pool (the
# whole family, so no draw is needed), checked by hand against the printed text.
PER_SAMPLE = [
    ("Maiden of Glimmer's Dusk", "a1", "constant", [_less(1, {"type": ["phantasia"]}, up_to=2)]),
    (
        "Modulating Cadence",
        "a1",
        "constant",
        [_less(1, {"subtypes": ["Animal"], "type": ["ally"]})],
    ),
    ("Phalanx Captain", "a1", "constant", [_less(1, {"subtypes": ["Human"], "type": ["ally"]})]),
    ("Dorumegian Foundry", "a1", "constant", [_less(2, {"type": ["domain"]}, up_to=3)]),
    ("Summon Sentinels", "a1", "constant", [_less(1, {"type": ["domain"]})]),
    ("Glow Forth", "a1", "constant", [_less(1, {"subtypes": ["Animal"], "type": _ANY})]),
    ("Fortifying Aroma", "a1", "constant", [_less(1, {"subtypes": ["Herb"], "type": _ANY})]),
]


def test_per_object_family_compiles_exactly(catalog) -> None:  # noqa: F811
    assert sample_mismatches(catalog, PER_SAMPLE) == []


def test_per_object_family_executes_at_its_moment(catalog) -> None:  # noqa: F811
    assert sample_not_executed(catalog, PER_SAMPLE) == []
