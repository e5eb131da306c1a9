"""A third hand-checked sample of the real Grand Archive pool: the one-shot effects and costs
added for loading, memory to hand, each player, materializing, "if that ...", modes, attack
POWER, counters removed, LV amounts, kinds of shields, card targets and cost filters.

20 abilities were drawn once (``random.Random(2028).sample`` over the parsed, modelled
abilities that use any of those, cards in database order); each row's expected steps were
checked by hand against the printed text, so a compiler change that alters what a real card
does fails here by name, and each must execute at its moment.
"""

from __future__ import annotations

from test_grand_archive_pool import (
    catalog,  # noqa: F401 - the real-export fixture
    sample_mismatches,
    sample_not_executed,
)

SAMPLE = [
    (
        "Infernal Manastreak",
        "a2",
        "on_resolve",
        [
            {
                "target": {
                    "unit": {
                        "chosen": True,
                        "controller": "you",
                        "subtypes": ["Aetherwing"],
                        "type": ["weapon"],
                    }
                },
                "verb": "load",
            }
        ],
    ),
    (
        "Evasive Maneuvers",
        "a1",
        "on_resolve",
        [
            {
                "amount": 2,
                "target": {"unit": {"controller": "any", "type": ["ally", "champion"]}},
                "verb": "prevent_damage",
            },
            {
                "do": [{"target": "same", "verb": "become_distant"}],
                "that": {
                    "subtypes": ["Ranger"],
                    "type": [
                        "ally",
                        "item",
                        "weapon",
                        "domain",
                        "phantasia",
                        "regalia",
                        "token",
                        "champion",
                    ],
                },
                "verb": "if_that",
                "words": "a Ranger",
            },
        ],
    ),
    (
        "Naga's Fang",
        "a1",
        "activated",
        [{"amount": 1, "target": "self", "verb": "power_until_end_of_turn"}],
    ),
    (
        "Fireball",
        "a2",
        "on_resolve",
        [
            {
                "amount": 1,
                "plus_lv": True,
                "target": {"unit": {"controller": "any", "type": ["ally", "champion"]}},
                "verb": "deal_damage",
            }
        ],
    ),
    (
        "Manaflare Barrage",
        "a3",
        "on_resolve",
        [
            {
                "target": {
                    "unit": {
                        "chosen": True,
                        "controller": "you",
                        "subtypes": ["Aetherwing"],
                        "type": ["weapon"],
                    }
                },
                "verb": "load",
            }
        ],
    ),
    (
        "Savage Arrow",
        "a1",
        "activated",
        [
            {
                "target": {
                    "unit": {
                        "controller": "you",
                        "state": "unloaded",
                        "subtypes": ["Bow"],
                        "type": ["weapon"],
                    }
                },
                "verb": "load",
            }
        ],
    ),
    (
        "Turbulent Bullet",
        "a2",
        "activated",
        [
            {
                "target": {
                    "unit": {
                        "controller": "you",
                        "state": "unloaded",
                        "subtypes": ["Gun"],
                        "type": ["weapon"],
                    }
                },
                "verb": "load",
            }
        ],
    ),
    (
        "Alkahest",
        "a2",
        "activated",
        [
            {
                "target": {
                    "unit": {
                        "controller": "any",
                        "cost": {"memory": {"max": 0}, "reserve": {"max": 4}},
                        "type": ["item", "weapon"],
                    }
                },
                "verb": "destroy",
            }
        ],
    ),
    (
        "Guandu, Theater of War",
        "a2",
        "your_recollection_phase",
        [
            {"amount": 2, "counter": "battle", "target": "self", "verb": "remove_counter"},
            {"if_not_done": True, "target": "self", "verb": "sacrifice"},
        ],
    ),
    (
        "Increasing Danger",
        "a1",
        "on_resolve",
        [
            {"count": 1, "verb": "draw"},
            {"do": {"count": 1, "into": "memory", "verb": "draw"}, "verb": "each_player"},
        ],
    ),
    (
        "Genbu's Command",
        "a1",
        "on_resolve",
        [
            {
                "life": 3,
                "target": {"unit": {"controller": "any", "subtypes": ["Beast"], "type": ["ally"]}},
                "verb": "stats_until_end_of_turn",
            },
            {
                "do": [{"amount": 6, "verb": "recover"}],
                "that": {
                    "subtypes": ["Shenju"],
                    "type": [
                        "ally",
                        "item",
                        "weapon",
                        "domain",
                        "phantasia",
                        "regalia",
                        "token",
                        "champion",
                    ],
                },
                "verb": "if_that",
                "words": "a Shenju",
            },
        ],
    ),
    (
        "Amorphous Missile",
        "a2",
        "activated",
        [
            {
                "target": {
                    "unit": {
                        "controller": "you",
                        "state": "unloaded",
                        "subtypes": ["Ranger"],
                        "type": ["weapon"],
                    }
                },
                "verb": "load",
            }
        ],
    ),
    (
        "Ventus, Staff of Zephyrs",
        "a2",
        "activated",
        [{"amount": 1, "counter": "enlighten", "target": "your_champion", "verb": "put_counter"}],
    ),
    (
        "Constellation's Blessing",
        "a2",
        "on_resolve",
        [
            {"count": 1, "verb": "draw"},
            {
                "may": True,
                "target": {
                    "unit": {
                        "chosen": True,
                        "controller": "you",
                        "subtypes": ["Aetherwing"],
                        "type": ["weapon"],
                    }
                },
                "verb": "load",
            },
        ],
    ),
    (
        "Diana, Aether Dilettante",
        "a1",
        "on_enter",
        [
            {
                "condition": {"check": "state", "of": "self", "state": "distant"},
                "verb": "materialize",
                "want": {"subtypes": ["Aetherwing"]},
            }
        ],
    ),
    (
        "Unbroken Mustang",
        "a1",
        "on_enter",
        [
            {
                "target": {
                    "unit": {
                        "controller": "any",
                        "cost": {"memory": {"max": 0}, "reserve": {"max": 3}},
                        "type": ["item", "weapon"],
                        "up_to_one": True,
                    }
                },
                "verb": "destroy",
            }
        ],
    ),
    (
        "Bloom: Autumn's Fall",
        "a2",
        "activated",
        [{"amount": 2, "verb": "empower"}, {"count": 1, "verb": "draw"}],
    ),
    (
        "Bloom: Summer's Glow",
        "a2",
        "activated",
        [{"amount": 2, "verb": "empower"}, {"count": 1, "verb": "draw"}],
    ),
    (
        "Resonant Aether",
        "a2",
        "on_resolve",
        [
            {
                "target": {
                    "unit": {
                        "chosen": True,
                        "controller": "you",
                        "subtypes": ["Aetherwing"],
                        "type": ["weapon"],
                    }
                },
                "verb": "load",
            }
        ],
    ),
    (
        "Varuckan Acolyte",
        "a1",
        "on_enter",
        [
            {
                "target": {
                    "unit": {
                        "controller": "any",
                        "cost": {"memory": {"eq": 0}},
                        "type": ["regalia"],
                    }
                },
                "verb": "destroy",
            }
        ],
    ),
]


def test_third_sample_compiles_exactly(catalog) -> None:  # noqa: F811
    assert sample_mismatches(catalog, SAMPLE) == []


def test_third_sample_executes_at_its_moment(catalog) -> None:  # noqa: F811
    # Resonant Aether is an attack card: no scenario reaches an attack card's resolution yet
    assert sample_not_executed(catalog, SAMPLE) == ["Resonant Aether a2: no reach scenario"]
