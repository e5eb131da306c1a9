"""One-event damage prevention on the real pool: texts that prevent all, N, or all but K of
the first damage event to a unit this turn. Every such ability the parser reads (four, all
hand-checked) sets it up in its reach scenario, and it acts on that one event only (Game
Mechanics - Damage Prevention 1)."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset

NEXT = "Only the first damage event to {} this turn is reduced: {} is prevented"
SAMPLE = [
    ("Barrier Servant", "a2", [NEXT.format("Barrier Servant", "all of it")]),
    ("Gearshift Block", "a2", [NEXT.format("Fledgling", "all of it")]),
    ("Martial Guard", "a1", [NEXT.format("Lost Spirit", "2 of it")]),
    ("Water Barrier", "a1", [NEXT.format("Spirit of Fire", "all but 1 of it")]),
]


def _effects(result, card: str | None = None, ability: str | None = None) -> list[str]:
    return [
        s.text
        for s in result.steps
        if s.kind == "effect"
        and (card is None or card in (s.card or ""))
        and (ability is None or s.ability == ability)
    ]


def test_every_next_time_prevention_is_set_up(catalog) -> None:  # noqa: F811
    ruleset = get_ruleset("grand_archive")
    pool = sorted(
        (c.full_name, a.id)
        for c in catalog.cards("grand_archive")
        for a in c.abilities
        if a.modelled == "modelled"
        and any(s.get("verb") == "prevent_next_damage" for s in a.effect)
    )
    assert pool == [(n, i) for n, i, _ in SAMPLE]
    for name, ability_id, expected in SAMPLE:
        card = catalog.get("grand_archive", name)
        r = run_ruling(ruleset.reach_scenario(card, card.ability(ability_id)), catalog=catalog)
        assert _effects(r, name, ability_id) == expected, name


def _then_damage(catalog, name: str, ability_id: str, *dealers: str):  # noqa: F811
    card = catalog.get("grand_archive", name)
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability(ability_id))
    for dealer in dealers:
        flags = {"type": "action", "cost": 0, "element": "fire"}
        scen["zones"]["A"]["hand"].append({"card": dealer, "flags": flags})
        scen["actions"].append({"player": "A", "activate": dealer})
    if name == "Water Barrier":  # the damage is aimed at A's own champion
        pick = {"answer": "Spirit of Fire", "kind": "target"}
        scen["answers"] = [pick for _ in dealers]
    return run_ruling(scen, catalog=catalog)


def test_it_prevents_part_of_the_next_damage_event_only(catalog) -> None:  # noqa: F811
    # Martial Guard on Lost Spirit, then 3 damage (Blazing Cindercharge) and 1 (Juggle Knives)
    r = _then_damage(catalog, "Martial Guard", "a1", "Blazing Cindercharge", "Juggle Knives")
    assert _effects(r, "Blazing Cindercharge") == [
        "2 of the 3 damage to Lost Spirit is prevented (its one-event prevention for this turn, "
        "now used up)",
        "Blazing Cindercharge deals 1 damage to Lost Spirit (1 marked)",
    ]
    assert _effects(r, "Juggle Knives") == [
        "Juggle Knives deals 1 damage to Lost Spirit (2 marked)"
    ]


def test_all_but_one_is_prevented(catalog) -> None:  # noqa: F811
    # Water Barrier on A's champion, then A aims 11 and 1 damage at its own champion
    r = _then_damage(catalog, "Water Barrier", "a1", "Arcane Blast", "Juggle Knives")
    assert _effects(r, "Arcane Blast", "a2") == [
        "10 of the 11 damage to Spirit of Fire is prevented (its one-event prevention for this "
        "turn, now used up)",
        "Arcane Blast deals 1 damage to Spirit of Fire (1 marked)",
    ]
    assert _effects(r, "Juggle Knives") == [
        "Juggle Knives deals 1 damage to Spirit of Fire (2 marked)"
    ]
