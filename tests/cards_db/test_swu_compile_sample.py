"""A hand-checked sample of 40 compiled SWU abilities of the real export.

The 40 were drawn with ``random.Random(2026).sample`` from the modelled non-keyword
abilities of the export (ordered by card and ability id) and each expected effect below
was checked by hand against the card's printed text (not reproduced here). One was
wrong when first drawn (an "attack with ... the defender gets -2/-0 for this attack"
that applied the modifier after the attack); it is fixed, so the sample is 40/40.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cards_db.importers import swu as importer
from cards_db.parsers import parse_card
from cards_db.parsers.common import strip_reminders

EXPORT = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "swu"

# (card, ability id, expected steps, optional)
# The modes' labels are the card's own sentences: checked against its printed text at run
# time rather than spelled out here.
PRINTED = "the card's printed mode sentences"


SAMPLE = [
    (
        "Colonel Yularen, This is Why We Plan",
        "back1",
        [{"target": {"max_cost": 4, "other": True, "what": "unit"}, "verb": "attack_with"}],
        True,
    ),
    (
        "Jedi In Hiding",
        "a2",
        [
            {"verb": "use_force"},
            {"count": 1, "only_if": {"did": True}, "verb": "discard", "who": "opponent"},
        ],
        True,
    ),
    (
        "Shatterpoint",
        "a1",
        [
            {
                "labels": PRINTED,
                "options": [
                    [
                        {
                            "target": {"max_remaining_hp": 3, "non_leader": True, "what": "unit"},
                            "verb": "defeat",
                        }
                    ],
                    [
                        {"verb": "use_force"},
                        {
                            "only_if": {"did": True},
                            "target": {"non_leader": True, "what": "unit"},
                            "verb": "defeat",
                        },
                    ],
                ],
                "pick": 1,
                "verb": "choose_modes",
            }
        ],
        False,
    ),
    (
        "Special Modifications",
        "a2",
        [
            {
                "count": 1,
                "may": True,
                "only_if": {"host_traits": ["Transport"]},
                "token": "spy",
                "verb": "create_token",
            }
        ],
        False,
    ),
    (
        "Chancellor Palpatine, How Liberty Dies",
        "epic1",
        [{"only_if": {"resources_at_least": 7}, "verb": "deploy_leader"}],
        False,
    ),
    (
        "Force Slow",
        "a1",
        [
            {
                "duration": "phase",
                "hp": 0,
                "power": -8,
                "target": {"exhausted": True, "what": "unit"},
                "verb": "modify",
            }
        ],
        False,
    ),
    (
        "Trade Federation Delegates",
        "a1",
        [{"count": 2, "token": "spy", "verb": "create_token"}],
        False,
    ),
    (
        "Paladin Training Corvette",
        "a1",
        [
            {
                "count": 1,
                "target": {"count": 3, "mode": "up_to", "traits": ["Force"], "what": "unit"},
                "token": "experience",
                "verb": "give_token",
            }
        ],
        True,
    ),
    (
        "Vigilant Honor Guards",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"self_state": "undamaged"},
                "keywords": {"sentinel": 0},
                "verb": "static",
            }
        ],
        False,
    ),
    (
        "The Mandalorian, Sworn to the Creed",
        "epic1",
        [{"only_if": {"resources_at_least": 6}, "verb": "deploy_leader"}],
        False,
    ),
    (
        "Saw Gerrera's U-Wing, Breaking the Rules",
        "a2",
        [
            {
                "target": {"aspect": "Aggression", "other": True, "what": "unit"},
                "verb": "attack_with",
            }
        ],
        True,
    ),
    (
        "Yaddle, A Chance to Make Things Right",
        "a2",
        [
            {
                "duration": "phase",
                "keyword": "restore",
                "target": {
                    "controller": "friendly",
                    "mode": "each",
                    "other": True,
                    "traits": ["Jedi"],
                    "what": "unit",
                },
                "value": 1,
                "verb": "gain_keyword",
            }
        ],
        False,
    ),
    (
        "Protector of the Throne",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"self_state": "upgraded"},
                "keywords": {"sentinel": 0},
                "verb": "static",
            }
        ],
        False,
    ),
    (
        "General's Guardian",
        "a1",
        [{"count": 1, "token": "battle droid", "verb": "create_token"}],
        False,
    ),
    (
        "AT-AT Suppressor",
        "a1",
        [{"target": {"arena": "ground", "mode": "each", "what": "unit"}, "verb": "exhaust"}],
        False,
    ),
    (
        "Bunker Defender",
        "a1",
        [
            {
                "affects": {"who": "self"},
                "condition": {"control_traits": ["Vehicle"]},
                "keywords": {"sentinel": 0},
                "verb": "static",
            }
        ],
        False,
    ),
    (
        "Chirrut Îmwe, One With the Force",
        "epic1",
        [{"only_if": {"resources_at_least": 5}, "verb": "deploy_leader"}],
        False,
    ),
    (
        "Hutt Cartel Starfighter",
        "a1",
        [{"amount": 2, "target": {"what": "self"}, "verb": "deal_damage"}],
        False,
    ),
    (
        "Cargo Juggernaut",
        "a2",
        [
            {
                "amount": 4,
                "only_if": {
                    "control": {
                        "aspect": "Vigilance",
                        "controller": "friendly",
                        "other": True,
                        "what": "unit",
                    }
                },
                "target": {"controller": "friendly", "what": "base"},
                "verb": "heal",
            }
        ],
        False,
    ),
    (
        "Qui-Gon Jinn, Student of the Living Force",
        "epic1",
        [{"only_if": {"resources_at_least": 6}, "verb": "deploy_leader"}],
        False,
    ),
    (
        "Admiral Ackbar, It's A Trap!",
        "epic1",
        [{"only_if": {"resources_at_least": 6}, "verb": "deploy_leader"}],
        False,
    ),
    (
        "Jabba the Hutt, Wonderful Human Being",
        "epic1",
        [{"only_if": {"resources_at_least": 5}, "verb": "deploy_leader"}],
        False,
    ),
    (
        "Fell the Dragon",
        "a1",
        [{"target": {"min_power": 5, "non_leader": True, "what": "unit"}, "verb": "defeat"}],
        False,
    ),
    (
        "Nute Gunray, Escaping Justice",
        "a2",
        [
            {
                "duration": "phase",
                "keyword": "sentinel",
                "target": {
                    "controller": "friendly",
                    "other": True,
                    "traits": ["Official"],
                    "what": "unit",
                },
                "verb": "gain_keyword",
            }
        ],
        True,
    ),
    (
        "Grand Inquisitor, Stories Travel Quickly",
        "a1",
        [
            {
                "defender_power": -2,
                "target": {"controller": "friendly", "what": "unit"},
                "verb": "attack_with",
            }
        ],
        False,
    ),
    (
        "Leia Organa, Alliance General",
        "a1",
        [
            {"target": {"traits": ["Rebel"], "what": "unit"}, "verb": "attack_with"},
            {
                "may": True,
                "target": {"other": True, "traits": ["Rebel"], "what": "unit"},
                "verb": "attack_with",
            },
        ],
        False,
    ),
    (
        "Luke Skywalker, Faithful Friend",
        "back1",
        [
            {
                "count": 1,
                "target": {"other": True, "what": "unit"},
                "token": "shield",
                "verb": "give_token",
            }
        ],
        True,
    ),
    (
        "Medical Frigate",
        "a1",
        [{"amount": 2, "target": {"other": True, "what": "unit"}, "verb": "heal"}],
        True,
    ),
    (
        "Star Wing Scout",
        "a1",
        [{"count": 2, "only_if": {"initiative": True}, "verb": "draw"}],
        False,
    ),
    (
        "Bounty Guild Initiate",
        "a1",
        [
            {
                "amount": 2,
                "may": True,
                "only_if": {
                    "control": {
                        "controller": "friendly",
                        "other": True,
                        "traits": ["Bounty Hunter"],
                        "what": "unit",
                    }
                },
                "target": {"arena": "ground", "what": "unit"},
                "verb": "deal_damage",
            }
        ],
        False,
    ),
    (
        "Kraken, Confederate Tactician",
        "a2",
        [
            {
                "duration": "phase",
                "hp": 1,
                "power": 1,
                "target": {"controller": "friendly", "mode": "each", "token": True, "what": "unit"},
                "verb": "modify",
            }
        ],
        False,
    ),
    (
        "Cantina Bouncer",
        "a1",
        [{"target": {"non_leader": True, "what": "unit"}, "verb": "return_to_hand"}],
        True,
    ),
    (
        "Trade Federation Shuttle",
        "a1",
        [
            {
                "count": 1,
                "only_if": {"control": {"controller": "friendly", "damaged": True, "what": "unit"}},
                "token": "battle droid",
                "verb": "create_token",
            }
        ],
        False,
    ),
    (
        "Tantive IV, Fleeing the Empire",
        "a2",
        [{"count": 1, "token": "x-wing", "verb": "create_token"}],
        False,
    ),
    (
        "IG-2000, Assassin's Aggressor",
        "a2",
        [
            {
                "amount": 1,
                "target": {"count": 3, "mode": "up_to", "what": "unit"},
                "verb": "deal_damage",
            }
        ],
        False,
    ),
    (
        "Recruit",
        "a1",
        [{"count": 1, "filter": {"type": "unit"}, "look": 5, "verb": "search_draw"}],
        False,
    ),
    (
        "Criminal Muscle",
        "a1",
        [{"target": {"unique": False, "what": "upgrade"}, "verb": "return_to_hand"}],
        True,
    ),
    (
        "Wat Tambor, Techno Union Foreman",
        "epic1",
        [{"only_if": {"resources_at_least": 5}, "verb": "deploy_leader"}],
        False,
    ),
    (
        "Itinerant Warrior",
        "a2",
        [
            {"verb": "use_force"},
            {"amount": 3, "only_if": {"did": True}, "target": {"what": "base"}, "verb": "heal"},
        ],
        True,
    ),
    (
        "Ahsoka's Padawan Lightsaber",
        "a2",
        [
            {
                "may": True,
                "only_if": {"host_named": "Ahsoka Tano"},
                "target": {"what": "unit"},
                "verb": "attack_with",
            }
        ],
        False,
    ),
]


def _with_printed_labels(expected, got, printed: str):
    out = []
    for e, g in zip(expected, got, strict=False):
        if isinstance(e, dict) and e.get("labels") == PRINTED:
            labels = list(g.get("labels") or ())
            assert len(labels) == len(e["options"]) and all(
                label and label in printed for label in labels
            ), labels
            e = dict(e, labels=labels)
        out.append(e)
    return out


@pytest.fixture(scope="module")
def cards():
    if not EXPORT.is_dir():
        pytest.skip(f"the SWU export is not at {EXPORT}")
    return {
        c.name if not c.subtitle else f"{c.name}, {c.subtitle}": c for c in importer.read(EXPORT)
    }


def _canon(value):
    if isinstance(value, dict):
        return {k: _canon(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_canon(v) for v in value]
    return value


@pytest.mark.parametrize(
    "name, ability, expected, optional", SAMPLE, ids=[f"{n}:{a}" for n, a, *_ in SAMPLE]
)
def test_sampled_ability_compiles_to_the_hand_checked_steps(
    cards, name, ability, expected, optional
):
    parsed = {a.id: a for a in parse_card(cards[name])}
    got = parsed[ability]
    assert got.modelled == "modelled"
    printed = strip_reminders(cards[name].printed_text or "")  # labels leave reminders out
    expected = _with_printed_labels(expected, list(got.effect), printed)
    assert _canon(list(got.effect)) == _canon(expected)
    assert got.optional == optional


def test_the_sample_is_forty_distinct_abilities():
    assert len({(n, a) for n, a, *_ in SAMPLE}) == 40
