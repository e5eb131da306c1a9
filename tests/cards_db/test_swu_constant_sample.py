"""A hand-checked sample of SWU constant abilities that became executed with counted
bonuses ("+1/+1 for each resource you control") and the newer "while" conditions.

For each: the compiled step, and the exact effect line the ability writes in the scenario
the whole-pool contract reaches it with (the counts come from that scenario: 22 resources,
12 cards in hand, one damaged enemy unit...). Each was checked by hand against the card's
printed text and CR 7.3.1 / 8.15.3 (not reproduced here).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cards_db import open_database
from cards_db.importers import swu as importer
from cards_db.parsers import parse_card
from cards_db.pool import PoolCatalog
from engine.api import run_ruling
from engine.rulesets import get_ruleset

EXPORT = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "swu"

# (card, ability id, expected steps, expected effect lines in its reach scenario)
SAMPLE = [
    (
        "97th Legion, Keeping the Peace on Sullust",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "hp": 1,
                "per": {"what": "resources"},
                "power": 1,
                "verb": "static",
            }
        ],
        [
            "97th Legion, Keeping the Peace on Sullust has +22/+22 (for 22 resources its controller controls) from 97th Legion, Keeping the Peace on Sullust while it applies (now 22/22)"
        ],
    ),
    (
        "Fifth Brother, Fear Hunter",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "keywords": {"raid": 1},
                "per": {"what": "damage_on_self"},
                "verb": "static",
            }
        ],
        [
            "Fifth Brother, Fear Hunter has Raid 1 (for 1 damage on it) from Fifth Brother, Fear Hunter while it applies (now 2/4)"
        ],
    ),
    (
        "Kylo Ren, Rash and Deadly",
        "back1",
        [
            {
                "affects": {"who": "self"},
                "hp": 0,
                "per": {"what": "hand"},
                "power": -1,
                "verb": "static",
            }
        ],
        [
            "Kylo Ren, Rash and Deadly has -16/+0 (for 16 cards in its controller's hand) from Kylo Ren, Rash and Deadly while it applies (now 0/4)"
        ],
    ),
    (
        "Kit Fisto, Focused Jedi Master",
        "back2",
        [
            {
                "affects": {"who": "self"},
                "hp": 0,
                "per": {
                    "controller": "friendly",
                    "other": True,
                    "traits": ["Jedi"],
                    "what": "units",
                },
                "power": 1,
                "verb": "static",
            }
        ],
        [
            "Kit Fisto, Focused Jedi Master has +1/+0 (for 1 other friendly Jedi unit) from Kit Fisto, Focused Jedi Master while it applies (now 2/6)"
        ],
    ),
    (
        "Axe Woves, Accomplished Warrior",
        "a2",
        [
            {
                "affects": {"who": "self"},
                "hp": 1,
                "per": {"what": "upgrades_on_self"},
                "power": 1,
                "verb": "static",
            }
        ],
        [
            "Axe Woves, Accomplished Warrior has +1/+1 (for 1 upgrade on it) from Axe Woves, Accomplished Warrior while it applies (now 3/3)"
        ],
    ),
    (
        "Captain Enoch, Captain of the Guard",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "hp": 0,
                "per": {"traits": ["Trooper"], "unit": True, "what": "discard"},
                "power": 1,
                "verb": "static",
            }
        ],
        [
            "Captain Enoch, Captain of the Guard has +2/+0 (for 2 Trooper units in its controller's discard pile) from Captain Enoch, Captain of the Guard while it applies (now 3/5)"
        ],
    ),
    (
        "Paz Vizsla, Unyielding Warrior",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "hp": 0,
                "per": {"what": "damage_on_self"},
                "power": 2,
                "verb": "static",
            }
        ],
        [
            "Paz Vizsla, Unyielding Warrior has +2/+0 (for 1 damage on it) from Paz Vizsla, Unyielding Warrior while it applies (now 5/6)"
        ],
    ),
    (
        "D'Qar Cargo Frigate",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "hp": 0,
                "per": {"what": "damage_on_self"},
                "power": -1,
                "verb": "static",
            }
        ],
        [
            "D'Qar Cargo Frigate has -1/+0 (for 1 damage on it) from D'Qar Cargo Frigate while it applies (now 5/7)"
        ],
    ),
    (
        "Clone Combat Squadron",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "hp": 1,
                "per": {"arena": "space", "controller": "friendly", "other": True, "what": "units"},
                "power": 1,
                "verb": "static",
            }
        ],
        [
            "Clone Combat Squadron has +1/+1 (for 1 other friendly space unit) from Clone Combat Squadron while it applies (now 4/4)"
        ],
    ),
    (
        "War Juggernaut",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "hp": 0,
                "per": {"controller": "any", "state": "damaged", "what": "units"},
                "power": 1,
                "verb": "static",
            }
        ],
        [
            "War Juggernaut has +2/+0 (for 2 damaged units) from War Juggernaut while it applies (now 5/7)"
        ],
    ),
    (
        "Orn Free Taa, Political Power Broker",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "hp": 0,
                "per": {"traits": ["Law"], "unit": False, "what": "discard"},
                "power": 1,
                "verb": "static",
            }
        ],
        [
            "Orn Free Taa, Political Power Broker has +1/+0 (for 1 Law card in its controller's discard pile) from Orn Free Taa, Political Power Broker while it applies (now 1/4)"
        ],
    ),
    (
        "Kino Loy, You Answer to Me",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "hp": 0,
                "per": {
                    "controller": "friendly",
                    "other": True,
                    "state": "exhausted",
                    "what": "units",
                },
                "power": 1,
                "verb": "static",
            }
        ],
        [
            "Kino Loy, You Answer to Me has +1/+0 (for 1 other exhausted friendly unit) from Kino Loy, You Answer to Me while it applies (now 2/5)"
        ],
    ),
    (
        "Punishing One, Takes No Prisoners",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "keywords": {"raid": 1},
                "per": {"controller": "enemy", "state": "damaged", "what": "units"},
                "verb": "static",
            }
        ],
        [
            "Punishing One, Takes No Prisoners has Raid 1 (for 1 damaged enemy unit) from Punishing One, Takes No Prisoners while it applies (now 3/5)"
        ],
    ),
    (
        "Director Krennic, Aspiring to Authority",
        "a1",
        [
            {
                "affects": {"controller": "friendly", "damaged": True, "who": "all"},
                "hp": 0,
                "power": 1,
                "verb": "static",
            }
        ],
        [
            "Outer Rim Mystic has +1/+0 from Director Krennic, Aspiring to Authority while it applies (now 3/6)"
        ],
    ),
    (
        "Seasoned Shoretrooper",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"resources_at_least": 6},
                "hp": 0,
                "power": 2,
                "verb": "static",
            }
        ],
        ["Seasoned Shoretrooper has +2/+0 from Seasoned Shoretrooper while it applies (now 4/3)"],
    ),
    (
        "Homestead Militia",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"resources_at_least": 6},
                "keywords": {"sentinel": 0},
                "verb": "static",
            }
        ],
        ["Homestead Militia has Sentinel from Homestead Militia while it applies (now 3/4)"],
    ),
    (
        "Pre Vizsla, Pursuing the Throne",
        "back1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"hand_at_least": 3},
                "keywords": {"saboteur": 0},
                "verb": "static",
            }
        ],
        [
            "Pre Vizsla, Pursuing the Throne has Saboteur from Pre Vizsla, Pursuing the Throne while it applies (now 6/6)"
        ],
    ),
    (
        "Pre Vizsla, Pursuing the Throne",
        "back2",
        [
            {
                "affects": {"who": "self"},
                "condition": {"hand_at_least": 6},
                "hp": 0,
                "power": 2,
                "verb": "static",
            }
        ],
        [
            "Pre Vizsla, Pursuing the Throne has +2/+0 from Pre Vizsla, Pursuing the Throne while it applies (now 6/6)"
        ],
    ),
    (
        "Anakin's Interceptor, Where the Fun Begins",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"base_damage_at_least": 15},
                "hp": 0,
                "power": 2,
                "verb": "static",
            }
        ],
        [
            "Anakin's Interceptor, Where the Fun Begins has +2/+0 from Anakin's Interceptor, Where the Fun Begins while it applies (now 4/3)"
        ],
    ),
    (
        "Sugi, Hired Guardian",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"enemy_state": "upgraded"},
                "keywords": {"sentinel": 0},
                "verb": "static",
            }
        ],
        ["Sugi, Hired Guardian has Sentinel from Sugi, Hired Guardian while it applies (now 4/6)"],
    ),
    (
        "Invasion Control Ship",
        "a1",
        [
            {
                "affects": {"controller": "friendly", "traits": ["Droid"], "who": "all"},
                "keywords": {"raid": 2},
                "verb": "static",
            }
        ],
        ["Super Battle Droid has Raid 2 from Invasion Control Ship while it applies (now 4/3)"],
    ),
    (
        "Life Wind Sage",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"enemy_state": "exhausted"},
                "keywords": {"raid": 2},
                "verb": "static",
            }
        ],
        ["Life Wind Sage has Raid 2 from Life Wind Sage while it applies (now 3/5)"],
    ),
    (
        "IG-88, Murderous Phlutdroid",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"enemy_state": "damaged"},
                "hp": 0,
                "power": 3,
                "verb": "static",
            }
        ],
        [
            "IG-88, Murderous Phlutdroid has +3/+0 from IG-88, Murderous Phlutdroid while it applies (now 7/5)"
        ],
    ),
    (
        "Hunting Assassin Droid",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"enemy_state": "damaged"},
                "keywords": {"raid": 2},
                "verb": "static",
            }
        ],
        [
            "Hunting Assassin Droid has Raid 2 from Hunting Assassin Droid while it applies (now 3/4)"
        ],
    ),
]


@pytest.fixture(scope="module")
def cards():
    if not EXPORT.is_dir():
        pytest.skip(f"the SWU export is not at {EXPORT}")
    return {
        c.name if not c.subtitle else f"{c.name}, {c.subtitle}": c for c in importer.read(EXPORT)
    }


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    if not EXPORT.is_dir():
        pytest.skip(f"the SWU export is not at {EXPORT}")
    db = open_database(tmp_path_factory.mktemp("swu") / "swu.sqlite3")
    db.import_cards("swu", EXPORT)
    yield PoolCatalog(db)
    db.close()


@pytest.mark.parametrize(
    "name, ability, steps, lines", SAMPLE, ids=[f"{n}:{a}" for n, a, *_ in SAMPLE]
)
def test_constant_compiles_to_the_hand_checked_step(cards, name, ability, steps, lines):
    parsed = {a.id: a for a in parse_card(cards[name])}
    assert parsed[ability].modelled == "modelled"
    assert [dict(s) for s in parsed[ability].effect] == steps


@pytest.mark.parametrize(
    "name, ability, steps, lines", SAMPLE, ids=[f"{n}:{a}" for n, a, *_ in SAMPLE]
)
def test_constant_is_shown_applied_in_its_reach_scenario(catalog, name, ability, steps, lines):
    ruleset = get_ruleset("swu")
    card = catalog.get("swu", name)
    ab = next(a for a in card.abilities if a.id == ability)
    result = run_ruling(ruleset.reach_scenario(card, ab), catalog=catalog)
    mine = [s for s in result.steps if s.ability == ability and card.name in (s.card or "")]
    assert [s.text for s in mine if s.kind == "effect"] == lines
    assert all(s.kind != "not_modelled" for s in mine)
    assert all(s.rules == ["7.3.1", "8.15.3"] for s in mine if s.kind == "effect")


def test_the_sample_is_twenty_four_distinct_abilities():
    assert len({(n, a) for n, a, *_ in SAMPLE}) == 24
