"""More Comprehensive Rules v1.1.3 worked examples, run on real cards: damage prevention,
damage instances, targets by exclusion, chosen (not targeted) objects, and trigger
conditions. Each test names the page and item it follows, retold in our own words;
the scenario states what the export does not give (types, costs, stats, classes).
"""

from __future__ import annotations

from typing import Any

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling

WARRIOR = {"classes": ["Warrior"], "element": "fire"}
NORM0 = {"type": "action", "cost": 0, "element": "norm"}
CHAMPION_A = {"card": "Spirit of Fire", "flags": {**WARRIOR, "life": 20}}
CHAMPION_B = {"card": "Lost Spirit", "flags": {"life": 20}}


def scen(a: dict[str, list[Any]], b: dict[str, list[Any]], actions: list[Any]) -> dict:
    return {"game": "grand_archive", "zones": {"A": a, "B": b}, "actions": actions}


def lines(r, *kinds: str) -> list[tuple[str, list[str]]]:
    """(text, rules) of the trace steps of the given kinds, in order."""
    return [(s.text, s.rules) for s in r.steps if s.kind in kinds]


def test_a_shield_ignores_unpreventable_damage_and_absorbs_the_next(catalog) -> None:  # noqa: F811
    """Damage Prevention 1 (Deflecting Edge example): unpreventable damage neither is reduced by
    a shield nor uses it up; the next preventable damage is reduced by it."""
    r = run_ruling(
        scen(
            {
                "field": [CHAMPION_A],
                "hand": [
                    {"card": "Swerving Spring", "flags": NORM0},
                    {
                        "card": "Shuang Ji of Sacrifice",
                        "flags": {**NORM0, "type": "ally", "power": 1, "life": 3},
                    },
                    {"card": "Juggle Knives", "flags": NORM0},
                ],
            },
            {"field": [CHAMPION_B]},
            [
                {"player": "A", "activate": "Swerving Spring", "target": "Spirit of Fire"},
                {"player": "A", "activate": "Shuang Ji of Sacrifice"},
                {"player": "A", "activate": "Juggle Knives", "target": "Spirit of Fire"},
            ],
        ),
        catalog=catalog,
    )
    shield = "Game Mechanics - Damage Prevention 1"
    assert [t for t in lines(r, "effect", "info") if shield in t[1]] == [
        (
            "The next 2 damage that would be dealt to Spirit of Fire this turn will be prevented "
            "(shield 2)",
            ["Playing Cards - Resolution ¶2", shield],
        ),
        (
            "The damage to Spirit of Fire is unpreventable: its shield of 2 prevents none of it "
            "and is not used up",
            [shield],
        ),
        ("1 of that damage to Spirit of Fire is prevented (shield 2 → 1)", [shield]),
    ]
    dealt = [t for t, _ in lines(r, "effect") if " deals " in t]
    assert dealt == [
        "Shuang Ji of Sacrifice deals 5 unpreventable damage to Spirit of Fire (5 marked)",
        "Juggle Knives deals 0 damage to Spirit of Fire (5 marked)",
    ]
    assert r.state.objects[r.state.cards_in("A", "field")[0].oid].damage == 5


def test_one_quantity_of_damage_to_a_set_of_units_is_one_instance(catalog) -> None:  # noqa: F811
    """Damage 16 (Purge in Flames example): one amount dealt to all units is one damage event
    per unit, so a 'whenever it is dealt damage' ally triggers once; a second, separate
    damage effect is a second instance and triggers it again."""
    r = run_ruling(
        scen(
            {
                "field": [
                    {**CHAMPION_A, "flags": {**WARRIOR, "life": 20, "level": 2}},
                    {
                        "card": "Powered Defender",
                        "flags": {**WARRIOR, "type": "ally", "power": 1, "life": 9},
                    },
                ],
                "hand": [
                    {"card": "Pyroclastic Flow", "flags": NORM0},
                    {"card": "Searing Truth", "flags": NORM0},
                ],
            },
            {"field": [CHAMPION_B]},
            [
                {"player": "A", "activate": "Pyroclastic Flow"},
                {"player": "A", "activate": "Searing Truth", "target": "Powered Defender"},
            ],
        ),
        catalog=catalog,
    )
    assert [t for t, _ in lines(r, "effect")] == [
        "Pyroclastic Flow deals 2 damage to Spirit of Fire (2 marked)",
        "Pyroclastic Flow deals 2 damage to Powered Defender (2 marked)",
        "Pyroclastic Flow deals 2 damage to Lost Spirit (2 marked)",
        "A summons Powercell (a token: it exists only on the field)",
        "Searing Truth deals 2 damage to Powered Defender (4 marked)",
        "A summons Powercell #2 (a token: it exists only on the field)",
    ]
    triggered = [s for s in r.steps if s.kind == "resolve" and s.ability == "a2"]
    assert len(triggered) == 2
    assert triggered[0].rules == [
        "Game Mechanics - Timing and Permissions / Opportunity 5",
        "Game Zones - Effects Stack 3",
    ]


def test_non_champion_object_targets_anything_but_champions(catalog) -> None:  # noqa: F811
    """Objects and Targeting 1 (exclusion example): 'target non-champion object' may be an
    item, and never a champion, so with only champions and one item the item is the only
    legal target."""
    r = run_ruling(
        scen(
            {"field": [CHAMPION_A], "hand": [{"card": "Nocturne's Oblivion", "flags": NORM0}]},
            {"field": [CHAMPION_B, {"card": "Fledgling", "flags": {"type": "item"}}]},
            [{"player": "A", "activate": "Nocturne's Oblivion"}],
        ),
        catalog=catalog,
    )
    assert lines(r, "choice", "effect") == [
        ("A targets Fledgling (the only legal target)", ["Playing Cards - Card Activation 5"]),
        ("Fledgling is destroyed", ["Playing Cards - Resolution ¶2", "Game Terms - Destruction 1"]),
        # Fledgling is a token (Token 2): off the field it ceases to exist
        (
            "Fledgling is a token: it ceases to exist off the field",
            ["Game Terms - Token 2", "Game Terms - Token 3"],
        ),
        (
            "Nocturne's Oblivion is banished",
            ["Playing Cards - Resolution ¶2", "Game Terms - Banish 1"],
        ),
    ]


def _chef(others: list[dict[str, Any]]) -> dict:
    chef = {"card": "Peppered Chef", "flags": {**NORM0, "type": "ally", "power": 1, "life": 2}}
    return scen(
        {"field": [CHAMPION_A, *others], "hand": [chef]},
        {"field": [CHAMPION_B]},
        [{"player": "A", "activate": "Peppered Chef"}],
    )


def test_a_chosen_object_is_picked_as_the_effect_resolves(catalog) -> None:  # noqa: F811
    """Objects and Targeting, chosen rather than targeted (Creative Shock example): Peppered
    Chef's 'sacrifice another ally' picks the ally only while the On Enter resolves, after
    the 'may' is accepted; then 'if you do' follows."""
    ally = {"card": "Fledgling", "flags": {"type": "ally", "power": 1, "life": 1}}
    r = run_ruling(_chef([ally]), catalog=catalog)
    resolve = next(i for i, s in enumerate(r.steps) if s.kind == "resolve" and s.ability == "a1")
    assert [(s.kind, s.text, s.rules) for s in r.steps[resolve + 1 :]] == [
        (
            "choice",
            "A uses Peppered Chef's “may” (default shown: optional abilities are shown as used)",
            ["Playing Cards - Resolution 5"],
        ),
        (
            "choice",
            "A chooses Fledgling (the only legal choice)",
            ["Game Mechanics - Objects and Targeting ¶15"],
        ),
        (
            "effect",
            "Fledgling is sacrificed",
            ["Playing Cards - Resolution ¶2", "Game Terms - Sacrifice 1"],
        ),
        (
            "effect",
            "Fledgling is a token: it ceases to exist off the field",
            ["Game Terms - Token 2", "Game Terms - Token 3"],
        ),
        (
            "effect",
            "Peppered Chef gets +2 POWER until end of turn (POWER now 3)",
            ["Playing Cards - Resolution ¶2", "Types of Effects - Continuous Effects 1"],
        ),
    ]


def test_nothing_to_choose_means_the_if_you_do_part_does_not_happen(catalog) -> None:  # noqa: F811
    """Resolution 7 with a chosen object: with no other ally, nothing is sacrificed, so the
    +2 POWER tied to it does not happen (and nothing was targeted at activation)."""
    r = run_ruling(_chef([]), catalog=catalog)
    tail = [(s.kind, s.text) for s in r.steps if s.ability == "a1" and s.kind in ("info", "effect")]
    assert tail == [
        ("info", "Nothing to choose: that part does nothing"),
        ("info", "It was not done, so the “if you do” part does not happen"),
    ]


def _tristan(rested: bool) -> dict:
    tristan = {
        "card": "Tristan, Grim Stalker",
        "exhausted": rested,
        "flags": {"classes": ["Assassin"], "element": "umbra", "level": 3, "life": 25},
    }
    return scen({"field": [tristan]}, {"field": [CHAMPION_B]}, ["A ends the turn"])


def test_a_worded_trigger_with_an_unmet_condition_does_not_trigger(catalog) -> None:  # noqa: F811
    """Triggered Abilities 1: '[Trigger], [Condition], [Effect]' — Tristan rested at the
    beginning of the end phase: the ability never goes onto the effects stack."""
    r = run_ruling(_tristan(rested=True), catalog=catalog)
    mine = [(s.kind, s.text, s.rules) for s in r.steps if s.ability == "a2"]
    assert mine == [
        (
            "info",
            "Tristan, Grim Stalker: its trigger's condition is not met (Tristan, Grim Stalker is "
            "not awake), so it does not trigger",
            ["Abilities - Triggered Abilities 1"],
        )
    ]
    assert not any(s.kind == "trigger" for s in r.steps)


def test_a_worded_trigger_with_a_met_condition_checks_it_again_as_it_resolves(catalog) -> None:  # noqa: F811
    """Triggered Abilities 1: met, the trigger goes onto the stack and the condition is checked
    again as it resolves; then the preparation counter is put on Tristan."""
    r = run_ruling(_tristan(rested=False), catalog=catalog)
    mine = [(s.kind, s.text) for s in r.steps if s.ability == "a2"]
    assert mine == [
        (
            "resolve",
            "All players pass Opportunity: the top layer, Tristan, Grim Stalker: At the beginning "
            "of your end phase (A), resolves",
        ),
        (
            "info",
            "Tristan, Grim Stalker: the condition is met (Tristan, Grim Stalker is awake), so that "
            "part happens",
        ),
        ("effect", "Tristan, Grim Stalker gets 1 preparation counter(s)"),
    ]
    champ = r.state.cards_in("A", "field")[0]
    assert champ.counters == {"preparation": 1}
