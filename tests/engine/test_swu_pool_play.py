"""Every card of the real SWU export can be played, attached or deployed as its type allows,
and every leader can use its Action ability and deploy."""

from __future__ import annotations

from swu_pool import swu_catalog_fixture  # noqa: F401 - the fixture

from engine.api import run_ruling

HOSTS = {
    "ground arena": ["Battlefield Marine", "Fallen Jedi", "Gungi, Finding Himself", "Battle Droid"],
    "space arena": ["Alliance X-Wing", "HWK-290 Freighter"],
    "resources": ["20x Porg"],
    "base": [{"card": "Capital City, Lothal", "counters": {"force": 1}}],  # with a Force token
    "deck": ["Porg", "Porg", "Porg", "Porg", "Porg"],
}
# A leader that flips between two leader sides instead of deploying (its card says so).
NO_DEPLOY = {"Chancellor Palpatine // Darth Sidious, Playing Both Sides"}


def _run(catalog, zones: dict, action: dict) -> str | None:
    try:
        run_ruling(
            {"game": "swu", "zones": {"A": {**HOSTS, **zones}}, "actions": [action]},
            catalog=catalog,
        )
    except Exception as exc:  # noqa: BLE001 - every refusal is listed
        return f"{type(exc).__name__}: {exc}"
    return None


def test_every_card_is_played_or_deployed(swu_catalog):
    problems = []
    cards = [c for c in swu_catalog.cards("swu") if c.source != "hand-written"]
    assert len(cards) > 1400
    for card in cards:
        name = card.full_name
        if card.type in ("unit", "event", "upgrade"):
            problem = _run(swu_catalog, {"hand": [name]}, {"player": "A", "play": name})
        elif card.type == "leader" and name not in NO_DEPLOY:
            # two cards in hand: a deploy Action may cost discards (6.4.4.a)
            zones = {"leader": [name], "hand": ["Battlefield Marine", "Porg"]}
            problem = _run(swu_catalog, zones, {"player": "A", "deploy": name})
        else:
            continue
        if problem:
            problems.append(f"{name}: {problem}")
    assert not problems, f"{len(problems)} cards refused:\n" + "\n".join(problems[:20])


def test_every_leader_action_can_be_used(swu_catalog):
    problems = []
    leaders = [
        c for c in swu_catalog.cards("swu") if c.type == "leader" and c.source != "hand-written"
    ]
    used = 0
    for card in leaders:
        actions = [
            a for a in card.abilities if a.timing == "action" and not a.id.startswith("back")
        ]
        for ability in actions:
            zones = {
                "leader": [card.full_name],
                "hand": ["Battlefield Marine", "Jedi Light Cruiser"],
            }
            problem = _run(
                swu_catalog, zones, {"player": "A", "use": card.full_name, "ability": ability.id}
            )
            used += 1
            if problem:
                problems.append(f"{card.full_name} {ability.id}: {problem}")
    assert used > 80
    assert not problems, f"{len(problems)} leader actions refused:\n" + "\n".join(problems[:20])


# A card of the export that creates each token unit (no card of it creates a Mandalorian).
CREATORS = [
    ("Death by Droids", "Battle Droid"),
    ("Creative Thinking", "Clone Trooper"),
    ("Kijimi Patrollers", "TIE Fighter"),
    ("Covering the Wing", "X-Wing"),
    ("Contempt for Culture", "Spy"),
]


def test_every_token_unit_can_be_created_by_a_card(swu_catalog):
    problems = []
    for card, token in CREATORS:
        try:
            result = run_ruling(
                {"game": "swu", "zones": {"A": {**HOSTS, "hand": [card]}},
                 "actions": [{"player": "A", "play": card}],
                 "answers": [{"kind": "mode", "player": "A", "answer": "Create a Clone Trooper token"}]},
                catalog=swu_catalog,
            )  # fmt: skip
        except Exception as exc:  # noqa: BLE001 - every refusal is listed
            problems.append(f"{card}: {type(exc).__name__}: {exc}")
            continue
        made = [s.text for s in result.steps if s.text.startswith(f"A creates a {token} token")]
        if not made:
            problems.append(f"{card}: no {token} token created")
    assert not problems, "\n".join(problems)
