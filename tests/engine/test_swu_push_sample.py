"""A hand-checked sample of 40 abilities compiled by the second SWU push, run at their moment.

The push added action costs, granted abilities (Bounties and "If attached unit is a Force
unit, it gains ..."), amounts read from the game ("for each", "equal to the number of"),
state conditions and three-part trigger labels. The 24 were drawn with
``random.Random(2027).sample`` from the modelled, parsed, non-keyword abilities of the export
that use one of those (ordered by card and ability id; 48 of them). For each, the compiled
steps and the effect lines of its reach scenario were checked by hand against the card's
printed text (not reproduced here). A first draw of 20 (same seed, before the fixes) had 17
right; the three wrong are fixed: a second "you may" that declining the first also skipped,
"him" on an upgrade naming the upgrade, and "non-Heroism" read as a trait. The 24 drawn
after the fixes were all right. Sixteen more were drawn the same way (another seed) once the
later constructs landed (see ``SAMPLE_LATER``): all 16 right. The sample is 40/40.
"""

from __future__ import annotations

import pytest
from swu_pool import swu_catalog_fixture  # noqa: F401 - the fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset

pytestmark = pytest.mark.usefixtures("swu_catalog")

# (card, ability id, compiled steps, optional, effect lines of that ability in its reach scenario)
SAMPLE = [
    (
        "Bo-Katan Kryze, Princess in Exile",
        "back1",
        [
            {"amount": 1, "may": True, "target": {"what": "unit"}, "verb": "deal_damage"},
            {
                "amount": 1,
                "may": True,
                "only_if": {
                    "this_phase": {
                        "kind": "attacked",
                        "other": True,
                        "trait": "Mandalorian",
                        "type": "unit",
                        "whose": "friendly",
                    }
                },
                "target": {"what": "unit"},
                "verb": "deal_damage",
            },
        ],
        False,
        [
            "Outer Rim Mystic #2 takes 1 damage (1 of 6 HP)",
            "Outer Rim Mystic #2 takes 1 damage (2 of 6 HP)",
        ],
    ),
    (
        "Luminara Unduli, Soft-Spoken Master",
        "a2",
        [
            {"target": {"what": "base"}, "verb": "choose"},
            {
                "amount": {
                    "each": True,
                    "heal": True,
                    "per": {"controller": "friendly", "what": "units"},
                    "times": 1,
                },
                "target": {"what": "chosen"},
                "verb": "heal",
            },
        ],
        False,
        [
            "Luminara Unduli, Soft-Spoken Master: 5 friendly units, so the amount is 5",
            "B's base: 0 damage healed (0 damage left)",
        ],
    ),
    (
        "Banshee, Crippling Command",
        "a1",
        [
            {
                "amount": {"per": {"what": "damage_on_self"}},
                "target": {"what": "unit"},
                "verb": "deal_damage",
            }
        ],
        True,
        [
            "Banshee, Crippling Command: 2 damage on it, so the amount is 2",
            "Outer Rim Mystic #2 takes 2 damage (2 of 6 HP)",
        ],
    ),
    (
        "Air Superiority",
        "a1",
        [
            {
                "amount": 4,
                "only_if": {"more_than": {"arena": "space", "what": "units", "who": "you"}},
                "target": {"arena": "ground", "controller": "enemy", "what": "unit"},
                "verb": "deal_damage",
            }
        ],
        False,
        ["Outer Rim Mystic #2 takes 4 damage (4 of 6 HP)"],
    ),
    (
        "Salacious Crumb, Obnoxious Pet",
        "a2",
        [{"amount": 1, "target": {"arena": "ground", "what": "unit"}, "verb": "deal_damage"}],
        False,
        ["Outer Rim Mystic #2 takes 1 damage (1 of 6 HP)"],
    ),
    (
        "Guerilla Attack Pod",
        "a2",
        [
            {
                "only_if": {"any_base": True, "base_damage_at_least": 15},
                "target": {"what": "self"},
                "verb": "ready",
            }
        ],
        False,
        ["Guerilla Attack Pod is readied"],
    ),
    (
        "Krrsantan, Muscle for Hire",
        "a2",
        [
            {"target": {"arena": "ground", "what": "unit"}, "verb": "choose"},
            {
                "amount": {"each": True, "per": {"what": "damage_on_self"}, "times": 1},
                "may": True,
                "target": {"what": "chosen"},
                "verb": "deal_damage",
            },
        ],
        False,
        [
            "Krrsantan, Muscle for Hire: 2 damage on it, so the amount is 2",
            "Outer Rim Mystic #2 takes 2 damage (2 of 6 HP)",
        ],
    ),
    (
        "Rich Reward",
        "a1",
        [
            {
                "count": 1,
                "target": {"count": 2, "mode": "up_to", "what": "unit"},
                "token": "experience",
                "verb": "give_token",
            }
        ],
        True,
        [
            "Consular Security Force gets an Experience token (+1/+1)",
            "Outer Rim Mystic gets an Experience token (+1/+1)",
        ],
    ),
    (
        "Corrupted Saber",
        "a2",
        [
            {
                "duration": "attack",
                "hp": 0,
                "only_if": {"host_traits": ["Force"]},
                "power": -2,
                "target": {"what": "defender"},
                "verb": "modify",
            }
        ],
        False,
        ["Outer Rim Mystic #2 gets -2/+0 for this attack (now 0/6)"],
    ),
    (
        "Saw Gerrera, Resistance is Not Terrorism",
        "a2",
        [
            {
                "amount": 1,
                "only_if": {"any_base": False, "base_damage_at_least": 15},
                "target": {
                    "arena": "ground",
                    "controller": "enemy",
                    "mode": "each",
                    "what": "unit",
                },
                "verb": "deal_damage",
            }
        ],
        False,
        [
            "Outer Rim Mystic #2 takes 1 damage (1 of 6 HP)",
            "Outer Rim Mystic #3 takes 1 damage (2 of 6 HP)",
            "Swoop Racer #5 takes 1 damage (1 of 3 HP)",
            "Porg #24 takes 1 damage (1 of 1 HP)",
            "Underworld Thug #4 takes 1 damage (1 of 6 HP)",
        ],
    ),
    (
        "Rey, Keeping the Past",
        "a2",
        [
            {"amount": 2, "target": {"what": "unit"}, "verb": "heal"},
            {
                "count": 1,
                "only_if": {"chosen_fits": {"non_aspects": ["Heroism"], "what": "unit"}},
                "target": {"what": "chosen"},
                "token": "shield",
                "verb": "give_token",
            },
        ],
        True,
        [
            "Outer Rim Mystic #2: 0 damage healed (0 damage left)",
            "Outer Rim Mystic #2 gets a Shield token",
        ],
    ),
    (
        "Jedha Agitator",
        "a2",
        [
            {
                "amount": 2,
                "only_if": {"control": {"controller": "friendly", "leader": True, "what": "unit"}},
                "target": {"arena": "ground", "what": "unit_or_base"},
                "verb": "deal_damage",
            }
        ],
        False,
        ["B's base takes 2 damage (2 of 30 HP)"],
    ),
    (
        "Renowned Dignitaries",
        "a2",
        [
            {
                "amount": {
                    "each": True,
                    "heal": True,
                    "per": {"controller": "friendly", "traits": ["Official"], "what": "units"},
                    "times": 2,
                },
                "target": {"controller": "friendly", "what": "base"},
                "verb": "heal",
            }
        ],
        False,
        [
            "Renowned Dignitaries: 1 friendly Official unit, so the amount is 2",
            "A's base (Administrator's Tower): 0 damage healed (0 damage left)",
        ],
    ),
    (
        "Executor, Might of the Empire",
        "a2",
        [{"count": 3, "token": "tie fighter", "verb": "create_token"}],
        False,
        [
            "A creates a TIE Fighter token (1/1) in their space arena, exhausted",
            "A creates a TIE Fighter token (1/1) in their space arena, exhausted",
            "A creates a TIE Fighter token (1/1) in their space arena, exhausted",
        ],
    ),
    (
        "Fallen Lightsaber",
        "a2",
        [
            {
                "amount": 1,
                "only_if": {"host_traits": ["Force"]},
                "target": {
                    "arena": "ground",
                    "controller": "enemy",
                    "mode": "each",
                    "what": "unit",
                },
                "verb": "deal_damage",
            }
        ],
        False,
        [
            "Outer Rim Mystic #2 takes 1 damage (1 of 6 HP)",
            "Outer Rim Mystic #3 takes 1 damage (2 of 6 HP)",
            "Swoop Racer #5 takes 1 damage (1 of 3 HP)",
            "Porg #24 takes 1 damage (1 of 1 HP)",
            "Underworld Thug #4 takes 1 damage (1 of 6 HP)",
        ],
    ),
    (
        "Bail Organa, Doing Everything He Can",
        "epic1",
        [{"only_if": {"resources_at_least": 4}, "verb": "deploy_leader"}],
        False,
        [
            "Bail Organa, Doing Everything He Can deploys: it flips to its Leader Unit side and "
            "enters A's ground arena (3/3)"
        ],
    ),
    (
        "It's a Trap",
        "a1",
        [
            {
                "only_if": {"more_than": {"arena": "space", "what": "units", "who": "opponent"}},
                "target": {
                    "arena": "space",
                    "controller": "friendly",
                    "mode": "each",
                    "what": "unit",
                },
                "verb": "ready",
            }
        ],
        False,
        ["Desperado Freighter is readied"],
    ),
    (
        "Captain Phasma, Chrome Dome",
        "back1",
        [
            {
                "amount": 1,
                "may": True,
                "only_if": {
                    "this_phase": {
                        "kind": "played",
                        "other": True,
                        "trait": "First Order",
                        "whose": "friendly",
                    }
                },
                "target": {"what": "unit"},
                "verb": "deal_damage",
            },
            {
                "amount": 1,
                "only_if": {"did": True},
                "target": {"what": "base"},
                "verb": "deal_damage",
            },
        ],
        False,
        ["Outer Rim Mystic #2 takes 1 damage (1 of 6 HP)", "B's base takes 1 damage (1 of 30 HP)"],
    ),
    (
        "Anakin Skywalker, Champion of Mortis",
        "a2",
        [
            {
                "duration": "phase",
                "hp": -3,
                "may": True,
                "only_if": {"discard_has": {"aspect": "Villainy"}},
                "power": -3,
                "target": {"what": "unit"},
                "verb": "modify",
            }
        ],
        False,
        ["Outer Rim Mystic #2 gets -3/-3 for this phase (now 0/0)"],
    ),
    (
        "Captain Phasma, Chrome Dome",
        "a1",
        [
            {
                "amount": 1,
                "only_if": {
                    "this_phase": {"kind": "played", "trait": "First Order", "whose": "friendly"}
                },
                "target": {"what": "base"},
                "verb": "deal_damage",
            }
        ],
        False,
        ["B's base takes 1 damage (1 of 30 HP)"],
    ),
    (
        "Koska Reeves, Loyal Nite Owl",
        "a1",
        [
            {
                "amount": 2,
                "may": True,
                "only_if": {"self_fits": {"upgraded": True}},
                "target": {"arena": "ground", "what": "unit"},
                "verb": "deal_damage",
            }
        ],
        False,
        ["Outer Rim Mystic #2 takes 2 damage (2 of 6 HP)"],
    ),
    (
        "Kylo Ren, Rash and Deadly",
        "a1",
        [{"duration": "phase", "hp": 0, "power": 2, "target": {"what": "unit"}, "verb": "modify"}],
        False,
        ["Outer Rim Mystic #2 gets +2/+0 for this phase (now 4/6)"],
    ),
    (
        "Savage Opress, Monster",
        "a1",
        [
            {
                "only_if": {"more_than": {"what": "units", "who": "opponent"}},
                "target": {"what": "self"},
                "verb": "ready",
            }
        ],
        False,
        ["Savage Opress, Monster is readied"],
    ),
    (
        "Luke's Lightsaber",
        "a2",
        [
            {
                "amount": {"all": True},
                "only_if": {"host_named": "Luke Skywalker"},
                "target": {"what": "attached"},
                "verb": "heal",
            },
            {
                "count": 1,
                "only_if": {"host_named": "Luke Skywalker"},
                "target": {"what": "attached"},
                "token": "shield",
                "verb": "give_token",
            },
        ],
        False,
        [
            "Luke Skywalker, Jedi Knight: 0 damage healed (0 damage left)",
            "Luke Skywalker, Jedi Knight gets a Shield token",
        ],
    ),
]


# Drawn after the later constructs (own cost reductions, choosing an arena or a player, token
# upgrades, constants that hold during an attack, '+X/+Y and Keyword') with
# ``random.Random(2028).sample(pool, 16)`` from the 33 parsed abilities using them; all 16 right
# when first drawn.
SAMPLE_LATER = [
    (
        "Republic Attack Pod",
        "a1",
        [
            {
                "amount": 1,
                "only_if": {"at_least": 3, "control": {"controller": "friendly", "what": "unit"}},
                "verb": "cost_less",
            }
        ],
        False,
        ["Republic Attack Pod costs 1 less to play"],
    ),
    (
        "Jyn Erso, Resisting Oppression",
        "back1",
        [
            {
                "affects": {"who": "defender"},
                "condition": {"friendly_attacking": True},
                "hp": 0,
                "power": -1,
                "verb": "static",
            }
        ],
        False,
        [
            "Jyn Erso, Resisting Oppression: the condition of its constant ability does not hold "
            "now",
            "Outer Rim Mystic #2 has -1/+0 from Jyn Erso, Resisting Oppression while it applies "
            "(now 1/6)",
        ],
    ),
    (
        "Vuutun Palaa, Droid Control Ship",
        "a1",
        [
            {
                "amount": 1,
                "per": {"controller": "friendly", "traits": ["Droid"], "what": "units"},
                "verb": "cost_less",
            }
        ],
        False,
        ["Vuutun Palaa, Droid Control Ship costs 1 less to play (1 friendly Droid unit)"],
    ),
    (
        "AT-DP Occupier",
        "a1",
        [
            {
                "amount": 1,
                "per": {
                    "arena": "ground",
                    "controller": "any",
                    "state": "damaged",
                    "what": "units",
                },
                "verb": "cost_less",
            }
        ],
        False,
        ["AT-DP Occupier costs 2 less to play (2 damaged ground units)"],
    ),
    (
        "Volunteer Soldier",
        "a2",
        [
            {
                "amount": 1,
                "only_if": {
                    "control": {"controller": "friendly", "traits": ["Trooper"], "what": "unit"}
                },
                "verb": "cost_less",
            }
        ],
        False,
        ["Volunteer Soldier costs 1 less to play"],
    ),
    (
        "The Invasion of Christophsis",
        "a2",
        [
            {"among": "opponent", "verb": "choose_player"},
            {
                "target": {"controller": "chosen_player", "mode": "each", "what": "unit"},
                "verb": "defeat",
            },
        ],
        False,
        [
            "Outer Rim Mystic #2 is defeated by the ability",
            "Outer Rim Mystic #3 is defeated by the ability",
            "Swoop Racer #5 is defeated by the ability",
            "Porg #24 is defeated by the ability",
            "Underworld Thug #4 is defeated by the ability",
            "Munificent Frigate is defeated by the ability",
            "Resilient (attached to Underworld Thug #4) is defeated and goes to B's discard pile",
        ],
    ),
    (
        "Gold Leader, Fastest Ship in the Fleet",
        "a2",
        [
            {
                "affects": {"who": "attacker"},
                "condition": {"self_state": "defending"},
                "hp": 0,
                "power": -1,
                "verb": "static",
            }
        ],
        False,
        [
            "Gold Leader, Fastest Ship in the Fleet: the condition of its constant ability does not "
            "hold now",
            "Munificent Frigate has -1/+0 from Gold Leader, Fastest Ship in the Fleet while it "
            "applies (now 3/7)",
        ],
    ),
    (
        "For The Republic",
        "a1",
        [
            {
                "amount": 2,
                "only_if": {
                    "at_least": 3,
                    "control": {"controller": "friendly", "traits": ["Republic"], "what": "unit"},
                },
                "verb": "cost_less",
            }
        ],
        False,
        ["For The Republic costs 2 less to play"],
    ),
    (
        "Rebel Propagandist",
        "a1",
        [
            {
                "duration": "phase",
                "hp": 0,
                "power": 1,
                "target": {"controller": "friendly", "other": True, "what": "unit"},
                "verb": "modify",
            },
            {
                "duration": "phase",
                "keyword": "saboteur",
                "target": {"what": "chosen"},
                "verb": "gain_keyword",
            },
        ],
        False,
        [
            "Consular Security Force gets +1/+0 for this phase (now 4/7)",
            "Consular Security Force gains Saboteur for this phase",
        ],
    ),
    (
        "Vaneé, I Live to Serve",
        "a1",
        [
            {
                "all": False,
                "target": {"controller": "friendly", "has_token": "experience", "what": "unit"},
                "token": "experience",
                "verb": "defeat_token",
            },
            {
                "count": 1,
                "only_if": {"did": True},
                "target": {"controller": "friendly", "what": "unit"},
                "token": "experience",
                "verb": "give_token",
            },
        ],
        True,
        [
            "1 Experience token on Battlefield Marine #4 is defeated",
            "Consular Security Force gets an Experience token (+1/+1)",
        ],
    ),
    (
        "Force Choke",
        "a1",
        [
            {
                "amount": 1,
                "only_if": {
                    "control": {"controller": "friendly", "traits": ["Force"], "what": "unit"}
                },
                "verb": "cost_less",
            }
        ],
        False,
        ["Force Choke costs 1 less to play"],
    ),
    (
        "Home One, On My Mark",
        "a1",
        [
            {
                "amount": 3,
                "only_if": {
                    "at_least": 3,
                    "control": {"arena": "space", "controller": "enemy", "what": "unit"},
                },
                "verb": "cost_less",
            }
        ],
        False,
        ["Home One, On My Mark: the condition of its cost reduction does not hold now"],
    ),
    (
        "Piercing Shot",
        "a1",
        [
            {"all": True, "target": {"what": "unit"}, "token": "shield", "verb": "defeat_token"},
            {"amount": 3, "target": {"what": "chosen"}, "verb": "deal_damage"},
        ],
        False,
        [
            "Outer Rim Mystic #2 has no Shield token to defeat",
            "Outer Rim Mystic #2 takes 3 damage (3 of 6 HP)",
        ],
    ),
    (
        "Pillage",
        "a1",
        [
            {"among": "any", "verb": "choose_player"},
            {"count": 2, "verb": "discard", "who": "chosen_player"},
        ],
        False,
        ["A discards Underworld Thug from their hand", "A discards Vanquish from their hand"],
    ),
    (
        "Strafing Gunship",
        "a2",
        [
            {
                "affects": {"who": "defender"},
                "condition": {"defender_arena": "ground", "self_state": "attacking"},
                "hp": 0,
                "power": -2,
                "verb": "static",
            }
        ],
        False,
        ["Strafing Gunship: the condition of its constant ability does not hold now"],
    ),
    (
        "Obi-Wan Kenobi, Courage Makes Heroes",
        "back1",
        [
            {
                "count": 1,
                "target": {"lacks_token": "experience", "other": True, "what": "unit"},
                "token": "experience",
                "verb": "give_token",
            }
        ],
        True,
        ["Outer Rim Mystic #2 gets an Experience token (+1/+1)"],
    ),
]


@pytest.mark.parametrize(
    "name, ability, steps, optional, effect_lines",
    SAMPLE + SAMPLE_LATER,
    ids=[f"{n}:{a}" for n, a, *_ in SAMPLE + SAMPLE_LATER],
)
def test_sampled_ability_compiles_and_runs_as_checked(
    swu_catalog, name, ability, steps, optional, effect_lines
):
    card = swu_catalog.get("swu", name)
    ab = next(a for a in card.abilities if a.id == ability)
    assert ab.modelled == "modelled"
    assert [dict(s) for s in ab.effect] == steps
    assert ab.optional == optional
    scenario = get_ruleset("swu").reach_scenario(card, ab)
    result = run_ruling(scenario, catalog=swu_catalog)
    mine = [
        s.text
        for s in result.steps
        if s.ability == ability and s.card and card.name.lower() in s.card.lower()
        and s.kind in ("effect", "event")
    ]  # fmt: skip
    assert mine == effect_lines


def test_the_sample_is_40_distinct_abilities():
    assert len({(n, a) for n, a, *_ in SAMPLE}) == 24
    assert len({(n, a) for n, a, *_ in SAMPLE + SAMPLE_LATER}) == 40
