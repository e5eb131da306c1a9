"""The simplest scenario in which an Altered ability has its moment (whole-pool test).

Play it from Hand or Reserve, start the phase it waits for, play its quick action,
or let Dusk and Night run over it. The table is filled with the cards that ship with
the ruleset (so it works on any database): a Brassbug token in each Expedition,
Kitsune in Hand, Reserve and Deck (its only ability waits for it to be played from
Hand), and Armored Jammer as a Landmark, so that every target an effect may ask for
exists on both sides.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition

TOKEN = "Brassbug"  # a 2/2/2 token with no abilities
FILLER = "Kitsune"  # a Character whose one ability waits for it to be played from Hand
LANDMARK = "Armored Jammer"  # a Landmark Permanent
PLAY_ZONE = {
    "character": "hero expedition",
    "expedition_permanent": "hero expedition",
    "landmark_permanent": "landmarks",
    "hero": "hero",
}
PHASE_OF = {"at_noon": "noon", "at_dusk": "dusk", "at_night": "night"}
KEYWORD_PHASE = {"defender": "dusk", "eternal": "night", "seasoned": "night", "gigantic": "dusk"}
SPELL = "Spy Craft"  # a shipped Spell (Sabotage, then Resupply)
BIG_SPELL = "Open the Gates"  # a shipped Spell with Hand Cost 5
TARGETING = "Mana Reaping"  # a shipped Spell that targets a Character or Permanent
PLAYABLE = ("character", "spell", "landmark_permanent", "expedition_permanent")
KITSUNE_STATS = (0, 3, 2)  # the filler Character played by trigger scenarios


def table(me: dict[str, list[Any]] | None = None) -> dict[str, dict[str, list[Any]]]:
    """Both sides with a Character in each Expedition, a Landmark, Reserve, Hand and Deck."""
    boosted = {"card": TOKEN, "counters": {"boost": 1}}  # so counters can be augmented or removed
    a: dict[str, list[Any]] = {
        "hero expedition": [boosted],
        "companion expedition": [boosted],
        "reserve": [FILLER],
        "hand": [FILLER],
        "deck": [FILLER, FILLER, FILLER],
        "landmarks": [LANDMARK, LANDMARK],
    }
    b = {k: list(v) for k, v in a.items()}
    for zone, cards in (me or {}).items():
        a.setdefault(zone, [])
        a[zone] = [*cards, *a[zone]]
    return {"A": a, "B": b}


def scenario(title: str, zones: dict[str, Any], actions: list[Any]) -> dict[str, Any]:
    return {
        "game": "altered",
        "title": title,
        "players": ["A", "B"],
        "active_player": "A",
        "zones": zones,
        "actions": actions,
    }


def reach_scenario(card: Any, ability: AbilityDefinition) -> dict[str, Any] | None:
    """A scenario reaching ``ability`` of ``card`` (None when its moment is not run yet)."""
    name = card.full_name
    kind = card.type
    timing = ability.timing
    me = {"card": name}
    if ability.kind == "keyword":
        word = str(ability.extra.get("keyword", "")).lower()
        if word in ("fleeting", "cooldown") and kind in PLAYABLE:
            return scenario(
                f"{name}: {word}", table({"hand": [me]}), [{"player": "A", "play": name}]
            )
        if word == "scout" and kind in PLAYABLE:
            action = {"player": "A", "play": name, "from": "hand", "scout": True}
            return scenario(f"{name}: Scout", table({"hand": [me]}), [action])
        if word == "tough" and kind in PLAY_ZONE and kind != "hero":
            zones = table({PLAY_ZONE[kind]: [me]})
            zones["B"]["hand"] = [TARGETING]
            action = {"player": "B", "play": TARGETING, "target": name}
            return scenario(f"{name}: Tough", zones, [action])
        phase = KEYWORD_PHASE.get(word)
        if phase and kind == "character":
            placed = {"card": name, "counters": {"boost": 1}} if word == "seasoned" else me
            zones = table({"hero expedition": [placed]})
            zones["B"]["hero expedition"] = []
            return scenario(f"{name}: {word}", zones, [f"A starts {phase}"])
        return None
    if timing in ("when_joins", "when_played_from_hand", "spell_resolves") or (
        ability.kind in ("effect", "spell") and kind == "spell"
    ):
        if kind not in PLAYABLE:
            return None
        return scenario(
            f"{name}: played from Hand",
            table({"hand": [me]}),
            [{"player": "A", "play": name, "from": "hand"}],
        )
    if timing == "when_played_from_reserve":
        if kind not in PLAYABLE:
            return None
        return scenario(
            f"{name}: played from Reserve",
            table({"reserve": [me]}),
            [{"player": "A", "play": name, "from": "reserve"}],
        )
    if timing in PHASE_OF:
        zone = "reserve" if ability.extra.get("support") else PLAY_ZONE.get(kind)
        if zone is None:
            return None
        return scenario(f"{name}: {timing}", table({zone: [me]}), [f"A starts {PHASE_OF[timing]}"])
    trig = ability.trigger or {}
    if timing in ("when_event", "support_reaction") and trig.get("event"):
        return trigger_scenario(card, ability, trig)
    if timing in ("exhaust", "quick_action", "support"):
        zone = "reserve" if timing == "support" else PLAY_ZONE.get(kind)
        if zone is None or (timing == "support" and kind not in PLAYABLE):
            return None
        counters = {
            str(p.get("counter", "boost")): int(p.get("amount", 1))
            for p in ability.extra.get("cost_parts", [])
            if p.get("kind") == "spend"
        }
        placed = {"card": name, "counters": counters} if counters else me
        return scenario(
            f"{name}: quick action",
            table({zone: [placed]}),
            [{"player": "A", "activate": name, "ability": ability.id}],
        )
    return None


def trigger_scenario(
    card: Any, ability: AbilityDefinition, trig: dict[str, Any]
) -> dict[str, Any] | None:
    """A "When …" reaction: the card where it works, and the event it waits for."""
    name = card.full_name
    zone = "reserve" if ability.extra.get("support") else PLAY_ZONE.get(card.type)
    if zone is None:
        return None
    zones = table({zone: [{"card": name}]})
    event = trig["event"]
    title = f"{name}: {trig.get('printed')}"
    if event == "play" and trig.get("whose") == "opponent":
        return scenario(title, zones, ["B plays Kitsune"])
    if event == "play" and trig.get("type") == "spell":
        spell = BIG_SPELL if trig.get("min_cost", 0) > 2 else SPELL
        zones["A"]["hand"] = [spell, *zones["A"]["hand"]]
        return scenario(title, zones, [f"A plays {spell}"])
    if "stat" in trig and trig["stat"] not in KITSUNE_STATS:
        return None
    if trig.get("subtype") == "Robot" and event == "join":
        zones["A"]["hero"] = ["Subhash & Marmo"]  # its At Noon reaction creates a Brassbug Robot
        return scenario(title, zones, ["A starts noon"])
    if trig.get("subtype"):
        return None
    if event == "fail" and zone == "hero expedition":
        zones["A"]["hero expedition"][0] = {"card": name, "flags": {"statuses": ["Asleep"]}}
        zones["B"]["hero expedition"] = ["Asmodeus"]
        return scenario(title, zones, ["A starts dusk"])
    if event == "pass_first":
        return scenario(title, zones, ["A passes"])
    if (
        event in ("play", "join")
        and trig.get("type") in ("character", None)
        and not trig.get("facing")
    ):
        return scenario(title, zones, ["A plays Kitsune"])
    if (
        event in ("to_reserve", "leave")
        and trig.get("zone", "expedition") == "expedition"
        and zone != "reserve"
    ):
        return scenario(title, zones, ["A starts night"])
    if event == "leave" and trig.get("zone") == "landmarks" and zone == "landmarks":
        zones["B"]["hand"] = [TARGETING]
        return scenario(title, zones, [{"player": "B", "play": TARGETING, "target": name}])
    if event == "sacrificed" and zone != "reserve" and card.type == "character":
        zones["A"]["hand"] = ["Anubis", *zones["A"]["hand"]]
        answer = name if trig.get("self") else TOKEN
        return {
            **scenario(title, zones, ["A plays Anubis"]),
            "answers": [{"answer": answer, "player": "A"}],
        }
    if event == "advance" and trig.get("any_mine"):
        zones["B"]["hero expedition"] = []
        return scenario(title, zones, ["A starts dusk"])
    if event == "advance" and zone == "hero expedition":
        zones["B"]["hero expedition"] = []
        return scenario(title, zones, ["A starts dusk"])
    if event == "opp_draw_resupply":
        return scenario(title, zones, ["A starts morning"])
    if event in ("to_reserve_from", "discard"):
        zones["A"]["hand"] = [SPELL, *zones["A"]["hand"]]
        return scenario(title, zones, [f"A plays {SPELL}"])
    if event == "join" and trig.get("facing") and zone == "hero expedition":
        return scenario(title, zones, ["B plays Kitsune"])
    return None
