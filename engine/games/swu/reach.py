"""The simplest scenario in which each SWU ability has its moment (for the whole-pool run).

Each scenario is an ordinary YAML-style mapping: the card, a few vanilla units of the
real pool around it (with the traits its targets ask for), resources, and the one
action that reaches the ability: play it, attack with it, defeat it, use it, deploy.
Timings the engine does not run yet return None (counted as unreached).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from engine.core.cards import AbilityDefinition, CardDefinition

if TYPE_CHECKING:
    from engine.games.swu.ruleset import SwuRuleset

# Vanilla units of the real pool (no text), by the trait they stand in for.
FRIEND_GROUND = "Consular Security Force"
FRIEND_SPACE = "Desperado Freighter"
ENEMY_GROUND = "Outer Rim Mystic"
ENEMY_SPACE = "Munificent Frigate"
DEFEAT_ANY = "Rival's Fall"
RESOURCE = "Porg"
IN_HAND = "Underworld Thug"
# two icons of each aspect in hand, so a "disclose" can be met
DISCLOSE_HAND = ["Vanquish", "Vanquish", "Battlefield Marine", "Death Star Stormtrooper",
                 "Death Star Stormtrooper", "Battlefield Marine", "Underworld Thug",
                 "Battlefield Marine", "Swoop Racer", "Swoop Racer", "Banking Clan Shuttle"]  # fmt: skip
BASE = "Administrator's Tower, Cloud City"
WEAK_GROUND = "Porg"
WEAK_SPACE = "TIE/ln Fighter"
DECK = [
    "Battlefield Marine",
    "Vanquish",
    "Alliance X-Wing",
    "Porg",
    "Underworld Thug",
    "Swoop Racer",
]
BY_TRAIT = {
    "rebel": "Battlefield Marine",
    "trooper": "Battlefield Marine",
    "imperial": "Imperial Dark Trooper",
    "droid": "Super Battle Droid",
    "separatist": "Super Battle Droid",
    "force": "Fallen Jedi",
    "jedi": "Fallen Jedi",
    "sith": "Trayus Acolyte",
    "republic": "Phase I Clone Trooper",
    "clone": "Phase I Clone Trooper",
    "underworld": "Underworld Thug",
    "fringe": "Swoop Racer",
    "creature": "Ravenous Rathtar",
    "first order": "Knight of Ren",
    "official": "Populist Champion",
    "new republic": "Populist Champion",
    "resistance": "Crait Veteran",
    "vehicle": "Alliance X-Wing",
    "fighter": "Alliance X-Wing",
    "transport": "HWK-290 Freighter",
    "capital ship": "Jedi Light Cruiser",
    "speeder": "Skyhopper Canyon Runner",
    "wookiee": "Liberated Slaves",
    "naboo": "N-1 Starfighter",
    "undead": "Awakened Specters",
    "night": "Awakened Specters",
    "spectre": "Chopper, War Hero",
    "mandalorian": "Clan Wren Rescuer",
    "inquisitor": "Second Sister, Seeking the Holocron",
    "bounty hunter": "Boba Fett, Disintegrator",
}
# friendly Vehicles a Piloting unit's "If attached unit is a Fighter/Speeder" asks for
VEHICLE_BY_TRAIT = {"fighter": "Alliance X-Wing", "speeder": "Skyhopper Canyon Runner"}
DISCARD_UPGRADE = "Resilient"
# a unit of the name "While/If you control Emperor Palpatine (as a leader or unit)" asks for
NAMED_UNIT = {
    "emperor palpatine": "Emperor Palpatine, Master of the Dark Side",
    "padmé amidala": "Padmé Amidala, Pursuing Peace",
    "poe dameron": "Poe Dameron, One Hell of a a Pilot",
    "chancellor palpatine": "Chancellor Palpatine, Wartime Chancellor",
}
# units with the keyword a target asks for ("a unit with a Bounty", "friendly units with Hidden")
BY_KEYWORD = {
    "bounty": "Wanted Insurgents",
    "hidden": "Rebellious Functionary",
    "sentinel": "B1 Security Team",
}
TOKEN_UNIT = "Battle Droid"
# a unit of the name "If attached unit is Darth Vader" asks for
HOST_NAMED = {
    "darth vader": "Darth Vader, Commanding the First Legion",
    "mace windu": "Mace Windu, Party Crasher",
    "ahsoka tano": "Ahsoka Tano, Always Ready For Trouble",
    "luke skywalker": "Luke Skywalker, Jedi Knight",
    "qui-gon jinn": "Qui-Gon Jinn, The Negotiations will be Short",
    "boba fett": "Boba Fett, Disintegrator",
    "general grievous": "General Grievous, Trophy Collector",
}
# leader units for "If you control a (Sith) leader unit"
LEADER_BY_TRAITS = {
    (): "Admiral Piett, Commanding the Armada",
    ("sith",): "Count Dooku, Face of the Confederacy",
}
# cards of a trait no filler unit has, for "for each Law card in your discard pile"
DISCARD_BY_TRAIT = {"law": "Arrest"}
SPACE_FILLERS = {
    "Alliance X-Wing", "HWK-290 Freighter", "Jedi Light Cruiser", "N-1 Starfighter", WEAK_SPACE,
}  # fmt: skip
DEFEAT_TIMINGS = ("when_defeated", "when_defeated_or_on_attack")
ATTACK_TIMINGS = ("on_attack",)
PLAY_TIMINGS = (
    "when_played",
    "when_played_or_on_attack",
    "when_played_or_when_defeated",
    "when_played_on_attack_or_defeated",
)
ATTACK_KEYWORDS = ("raid", "restore", "saboteur", "grit", "overwhelm")


class ReachMixin:
    """``reach_scenario`` for the SWU ruleset."""

    def reach_scenario(
        self: SwuRuleset, card: CardDefinition, ability: AbilityDefinition
    ) -> dict[str, Any] | None:
        scenario = self._reach(card, ability)
        if scenario is not None:
            _history_first(scenario, ability)
            _initiative_first(scenario, ability)
            _state_first(scenario, card, ability)
        return scenario

    def _reach(
        self: SwuRuleset, card: CardDefinition, ability: AbilityDefinition
    ) -> dict[str, Any] | None:
        kind = ability.kind
        timing = ability.timing
        keyword = str(ability.extra.get("keyword") or "") if kind == "keyword" else ""
        if timing == "deploy_event":
            mine = (
                {"base": [_me(card)]}
                if card.type == "base"
                else _in_play(card, ready=False, ability=ability)
            )
            if mine is None:
                return None
            mine = {**mine, "leader": [PLOT_LEADER]}
            return _scenario(card, mine, {}, {"player": "A", "deploy": PLOT_LEADER}, ability)
        if card.type == "base":
            if timing in ("action", "epic_action"):
                return _scenario(card, {"base": [_me(card)]}, {}, _use(card, ability), ability)
            return None
        if kind == "event" and card.type == "event":
            return _scenario(
                card, {"hand": [_me(card)]}, {}, {"player": "A", "play": card.full_name}, ability
            )
        if keyword:
            return self._keyword_reach(card, ability, keyword)
        if timing in ("action", "epic_action"):
            mine = _in_play(card, ready=True)
            if card.type == "leader" and not ability.id.startswith("back"):
                mine = {"leader": [_me(card)]}
            if mine is None:
                return None
            return _scenario(card, mine, {}, _use(card, ability), ability)
        if timing in ("when_deployed", "when_deployed_or_on_attack"):
            if card.type != "leader":
                return None
            return _scenario(
                card,
                {"leader": [_me(card)]},
                {},
                {"player": "A", "deploy": card.full_name},
                ability,
            )
        if timing in PLAY_TIMINGS and card.type == "upgrade":
            return _play_upgrade(card, ability)
        if timing in PLAY_TIMINGS and card.type == "unit":
            return _scenario(
                card, {"hand": [_me(card)]}, {}, {"player": "A", "play": card.full_name}, ability
            )
        if timing in ATTACK_TIMINGS or timing in PLAY_TIMINGS:
            return _attack_reach(card, ability)
        if timing == "played_as_upgrade" and card.type == "unit":
            return _scenario(
                card, {"hand": [_me(card)]}, {},
                {"player": "A", "play": card.full_name, "pilot": True, "target": FRIEND_SPACE}, ability,
            )  # fmt: skip
        if timing == "played_as_unit" and card.type == "unit":
            return _scenario(
                card, {"hand": [_me(card)]}, {}, {"player": "A", "play": card.full_name}, ability
            )
        if timing == "played_using_smuggle" and card.type in ("unit", "upgrade", "event"):
            return _scenario(
                card, {"resources": [_me(card)]}, {},
                {"player": "A", "play": card.full_name, "smuggle": True}, ability,
            )  # fmt: skip
        if timing == "attacks_and_defeats":
            return _attack_reach(card, ability, weak=True)
        if timing == "combat_damage_to_base":
            scenario = _attack_reach(card, ability)
            if scenario is not None:
                scenario["actions"][0]["target"] = "base"
            return scenario
        if timing == "upgrade_on_this" and card.type in ("unit", "leader"):
            mine = _in_play(card, ready=False, ability=ability) or {}
            return _scenario(
                card, {**mine, "hand": ["Resilient"]}, {},
                {"player": "A", "play": "Resilient", "target": card.full_name}, ability,
            )  # fmt: skip
        if timing == "completes_attack":
            scenario = _attack_reach(card, ability)
            if scenario is not None:
                scenario["actions"][0]["target"] = "base"  # the attacker survives attacking a base
            return scenario
        if timing == "on_defense" and card.type in ("unit", "leader"):
            mine = _in_play(card, ready=False, ability=ability)
            arena = _arena(card)
            attacker = ENEMY_GROUND if arena == "ground" else ENEMY_SPACE
            return _scenario(
                card,
                mine or {},
                {},
                {"player": "B", "attack": attacker, "target": card.full_name},
                ability,
            )
        if timing == "regroup_start":
            mine = _in_play(card, ready=False, ability=ability)
            if mine is None:
                return None
            return _scenario(
                card,
                mine,
                {},
                {"player": "A", "pass": True},
                ability,
                more=[{"player": "B", "pass": True}],
            )
        if timing == "attached_on_attack" and card.type == "unit":
            # a Piloting unit's gift to its Vehicle: play it as a pilot, then the Vehicle attacks
            scenario = _scenario(
                card, {"hand": [_me(card)]}, {},
                {"player": "A", "play": card.full_name, "pilot": True, "target": FRIEND_SPACE}, ability,
            )  # fmt: skip
            scenario["actions"].append(
                {"player": "A", "attack": FRIEND_SPACE, "target": ENEMY_SPACE}
            )
            return scenario
        if timing == "attached_on_attack" and card.type == "upgrade":
            host = _host_for(card, ability)
            arena = "space" if host in SPACE_FILLERS else "ground"
            label = f"{FRIEND_GROUND} #2" if host == FRIEND_GROUND else host
            return _scenario(
                card, {f"{arena} arena": [host, _me(card)]}, {},
                {"player": "A", "attack": label,
                 "target": ENEMY_GROUND if arena == "ground" else ENEMY_SPACE}, ability,
            )  # fmt: skip
        if timing in ("attached_when_defeated", "attached_bounty") and card.type == "upgrade":
            return _scenario(
                card, {"ground arena": [FRIEND_GROUND, _me(card)]}, {},
                {"player": "B", "play": DEFEAT_ANY, "target": f"{FRIEND_GROUND} #2"}, ability,
            )  # fmt: skip
        if timing in DEFEAT_TIMINGS:
            return _defeat_reach(card, ability)
        if timing in ("opponent_plays_card", "you_play_card"):
            label = str(ability.extra.get("event", "")).replace("_", " ").replace("another", "a")
            played = _played_for(label.split(" play", 1)[-1].removeprefix("s").strip())
            if played is None:
                return None
            player = "B" if timing == "opponent_plays_card" else "A"
            scenario = _watch(card, ability, {"player": player, "play": played})
            if scenario is not None and player == "B":
                scenario["zones"]["B"].setdefault("hand", []).append(played)
            return scenario
        if timing == "unit_defeated":
            label = str(ability.extra.get("event", ""))
            victim = "A" if "friendly" in label else "B"
            mine = _in_play(card, ready=False, ability=ability)
            if mine is None:
                return None
            extra: dict[str, Any] = {}
            zones = {"A": mine, "B": {}}
            zones[victim].setdefault("ground arena", []).append({"card": VICTIM, "id": "victim"})
            extra = {"answers": [{"kind": "target", "player": "B", "answer": VICTIM}]}
            return _scenario(
                card, zones["A"], zones["B"], {"player": "B", "play": DEFEAT_ANY}, ability, **extra
            )
        if timing == "constant" and _steps(ability, "cost_less"):
            return _cost_reach(card, ability)
        if timing == "constant":
            if card.type == "upgrade" and ability.text.lower().startswith("attach to"):
                return _play_upgrade(card, ability)
            return _constant_reach(card, ability)
        return None

    def _keyword_reach(
        self: SwuRuleset, card: CardDefinition, ability: AbilityDefinition, keyword: str
    ) -> dict[str, Any] | None:
        if card.type not in ("unit", "leader") and keyword not in ("plot", "smuggle"):
            return None
        if keyword in ("ambush", "shielded"):
            if card.type == "leader":
                return _scenario(
                    card,
                    {"leader": [_me(card)]},
                    {},
                    {"player": "A", "deploy": card.full_name},
                    ability,
                )
            return _scenario(
                card, {"hand": [_me(card)]}, {}, {"player": "A", "play": card.full_name}, ability
            )
        if keyword in ATTACK_KEYWORDS:
            hp = int(card.stats.get("hp") or 0)
            damage = min(2, hp - 1) if keyword == "grit" else 0
            if keyword == "overwhelm" and int(card.stats.get("power") or 0) < 2:
                return None  # too weak to have excess damage against the weakest unit
            return _attack_reach(card, ability, damage=max(damage, 0), weak=keyword == "overwhelm")
        if keyword in ("bounty",):
            return _defeat_reach(card, ability)
        if keyword in ("sentinel", "hidden"):
            theirs = _in_play(card, ready=False)
            if theirs is None:
                return None
            arena = _arena(card)
            mine = {f"{arena} arena": [FRIEND_GROUND if arena == "ground" else FRIEND_SPACE]}
            if keyword == "hidden":
                for zone in theirs.values():
                    zone[0]["flags"] = {"entered_this_phase": True}
            return _scenario(
                card, mine, theirs,
                {"player": "A", "attack": FRIEND_GROUND if arena == "ground" else FRIEND_SPACE},
                ability,
            )  # fmt: skip
        if keyword == "smuggle" and card.type in ("unit", "upgrade", "event"):
            return _scenario(
                card, {"resources": [_me(card)]}, {}, {"player": "A", "play": card.full_name, "smuggle": True},
                ability,
            )  # fmt: skip
        if keyword == "piloting" and card.type == "unit":
            return _scenario(
                card, {"hand": [_me(card)]}, {},
                {"player": "A", "play": card.full_name, "pilot": True, "target": FRIEND_SPACE},
                ability,
            )  # fmt: skip
        if keyword == "plot" and card.type in ("unit", "upgrade", "event"):
            return _scenario(
                card, {"resources": [_me(card)], "leader": [PLOT_LEADER]}, {},
                {"player": "A", "deploy": PLOT_LEADER}, ability,
            )  # fmt: skip
        if keyword == "coordinate" and ability.effect:
            return _attack_reach(card, ability)
        if keyword == "exploit" and card.type == "unit":
            return _scenario(
                card, {"hand": [_me(card)]}, {},
                {"player": "A", "play": card.full_name, "exploit": [FRIEND_GROUND]},
                ability,
            )  # fmt: skip
        return None


UNIQUE_HOST = "Gungi, Finding Himself"
AROUND_MINE = [
    {"card": "Outer Rim Mystic", "damage": 1},
    {"card": "Swoop Racer", "exhausted": True},
]
AROUND_THEIRS = [
    {"card": "Outer Rim Mystic", "damage": 1},
    {"card": "Swoop Racer", "exhausted": True},
    "Porg",
    "Underworld Thug",
    "Resilient",  # an upgrade on the Underworld Thug
]
DISCARD = ["Battlefield Marine", "Alliance X-Wing"]
VICTIM = "Warzone Lieutenant"
HAND = ["Fallen Jedi", "Jedi Lightsaber", "Jedi Light Cruiser", "Alliance X-Wing"]
PLOT_LEADER = "Admiral Piett, Commanding the Armada"
# what to play to reach "When you play a ..." (the label's last words)
PLAYED = {
    "a card": IN_HAND,
    "a unit": IN_HAND,
    "an event": DEFEAT_ANY,
    "a villainy card": "Death Star Stormtrooper",
    "a villainy unit": "Death Star Stormtrooper",
    "a heroism card": "Battlefield Marine",
    "a heroism unit": "Battlefield Marine",
}


def _played_for(words: str) -> str | None:
    """A card to play for "When you play a(nother) Villainy card / Underworld unit / upgrade"."""
    if words in PLAYED:
        return PLAYED[words]
    m = re.match(r"^(?:an?|another) (?:(\w+) )?(card|unit|upgrade)$", words)
    if m is None:
        return None
    if m[2] == "upgrade" and m[1] is None:
        return DISCARD_UPGRADE
    word = (m[1] or "").lower()
    if m[2] == "upgrade":
        return None
    return BY_ASPECT.get(word) or BY_TRAIT.get(word) or ({"unique": UNIQUE_HOST}.get(word))


def _hosts(card: CardDefinition) -> list[str]:
    """Units an upgrade's "Attach to ..." text accepts, from the vanilla table."""
    words = ""
    for ab in card.abilities:
        if ab.text.lower().startswith("attach to"):
            words = ab.text.lower()
    hosts = []
    if "unique" in words:
        hosts.append(UNIQUE_HOST)
    for trait, name in BY_TRAIT.items():
        if f" {trait} " in f" {words} " and f"non-{trait}" not in words and name not in hosts:
            hosts.append(name)
    return hosts


def _host_for(card: CardDefinition, ability: AbilityDefinition) -> str:
    """A unit the upgrade may attach to, of the trait "If attached unit is a Force unit" names."""
    for step in ability.effect:
        for trait in (step.get("only_if") or {}).get("host_traits") or ():
            host = BY_TRAIT.get(str(trait).lower())
            if host is not None:
                return host
    hosts = _hosts(card)
    return hosts[0] if hosts else FRIEND_GROUND


def _play_upgrade(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any] | None:
    if any(ab.text.lower().startswith("attach to a token") for ab in card.abilities):
        return None  # no token unit can be placed by a scenario
    mine: dict[str, list[Any]] = {"hand": [_me(card)]}
    for host in _hosts(card):
        mine.setdefault(("space" if host in SPACE_FILLERS else "ground") + " arena", []).append(
            host
        )
    play: dict[str, Any] = {"player": "A", "play": card.full_name}
    named = next(
        (
            HOST_NAMED.get(str((st.get("only_if") or {}).get("host_named", "")).lower())
            for st in ability.effect
            if (st.get("only_if") or {}).get("host_named")
        ),
        None,
    )
    if named is None:  # "If attached unit is a Mandalorian": a unit of that trait
        named = next(
            (
                BY_TRAIT.get(str(tr).lower())
                for st in ability.effect
                for tr in (st.get("only_if") or {}).get("host_traits") or ()
                if BY_TRAIT.get(str(tr).lower())
            ),
            None,
        )
    if named is not None:  # "If attached unit is Darth Vader": play it on him
        mine.setdefault(("space" if named in SPACE_FILLERS else "ground") + " arena", []).append(
            named
        )
        play["target"] = named
    return _scenario(card, mine, {}, play, ability)


def _cost_reach(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any] | None:
    """A per-unit cost reduction: play the card from hand."""
    if card.type == "upgrade":
        return _play_upgrade(card, ability)
    if card.type != "unit":
        return None
    mine: dict[str, list[Any]] = {"hand": [_me(card)]}
    for step in _steps(ability, "cost_less"):
        for trait in (step.get("per") or {}).get("traits") or ():
            filler = BY_TRAIT.get(str(trait).lower())
            if filler is not None:
                arena = ("space" if filler in SPACE_FILLERS else "ground") + " arena"
                mine.setdefault(arena, []).append(filler)
    return _scenario(card, mine, {}, {"player": "A", "play": card.full_name}, ability)


def _constant_reach(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any] | None:
    """The card in play in the state its constant ability talks about."""
    step = next((st for st in ability.effect if st.get("verb") == "static"), {})
    cond = step.get("condition") or {}
    text = ability.text.lower()
    pass_turn = {"player": "A", "pass": True}
    if card.type == "unit" and text.startswith(("attached unit", "if attached unit")):
        # a Piloting unit's text about the Vehicle it is played on (of the trait it names)
        vehicle = FRIEND_SPACE
        for word in cond.get("host_traits") or ():
            vehicle = VEHICLE_BY_TRAIT.get(str(word).lower(), vehicle)
        mine: dict[str, list[Any]] = {"hand": [_me(card)]}
        if vehicle != FRIEND_SPACE:
            arena = "space" if vehicle in SPACE_FILLERS else "ground"
            mine[f"{arena} arena"] = [vehicle]
        return _scenario(
            card, mine, {},
            {"player": "A", "play": card.full_name, "pilot": True, "target": vehicle}, ability,
        )  # fmt: skip
    if card.type == "upgrade":
        # a host its "Attach to ..." accepts comes first: a scenario never breaks that rule
        hosts = _hosts(card)
        host = hosts[0] if hosts else FRIEND_GROUND
        for word in () if hosts else cond.get("host_traits") or ():
            host = BY_TRAIT.get(str(word).lower()) or BY_ASPECT.get(str(word).lower()) or host
        arena = "space" if host in SPACE_FILLERS else "ground"
        return _scenario(card, {f"{arena} arena": [host, _me(card)]}, {}, pass_turn, ability)
    if card.type == "leader" and not ability.id.startswith("back"):
        return _scenario(card, {"leader": [_me(card)], **_around(step)}, {}, pass_turn, ability)
    mine = _in_play(card, ready=False)
    if mine is None:
        return None
    state = cond.get("self_state")
    hp = int(card.stats.get("hp") or 0)
    placed = next(iter(mine.values()))
    for zone, cards in _around(step).items():
        mine.setdefault(zone, []).extend(cards)
    per = step.get("per") or {}
    if per.get("what") == "damage_on_self" and hp > 2:
        placed[0] = {**placed[0], "damage": 1}
    elif per.get("what") == "upgrades_on_self":
        placed[0] = {**placed[0], "counters": {"shield": 1}}
    elif per.get("what") in ("units", "discard"):
        if per.get("token"):
            mine.setdefault("ground arena", []).append(TOKEN_UNIT)
        for trait in per.get("traits") or ():
            filler = {**BY_TRAIT, **DISCARD_BY_TRAIT}.get(str(trait).lower())
            if filler is None:
                continue
            if per["what"] == "discard":
                mine.setdefault("discard", []).append(filler)
            else:
                arena = "space" if filler in SPACE_FILLERS else "ground"
                mine.setdefault(f"{arena} arena", []).append(filler)
    if state == "upgraded":
        placed[0] = {**placed[0], "counters": {"shield": 1}}
    elif state == "damaged" and hp > 1:
        placed[0] = {**placed[0], "damage": 1}
    elif state == "exhausted":
        placed[0] = {**placed[0], "exhausted": True}
    if cond.get("base_damage_at_least"):
        mine["base"] = [
            {"card": BASE, "counters": {"force": 1}, "damage": cond["base_damage_at_least"]}
        ]
    return _scenario(card, mine, {}, _attack_for(card, step) or pass_turn, ability)


def _attack_for(card: CardDefinition, step: dict[str, Any]) -> dict[str, Any] | None:
    """The attack a constant ability that holds only during an attack needs (None: none)."""
    cond = step.get("condition") or {}
    affected = step.get("affects") or {}
    arena = _arena(card)
    role = cond.get("self_state") or (
        affected.get("in_attack") if affected.get("who") == "self" else None
    )
    if cond.get("defender_arena") not in (None, arena):
        return None
    enemy = ENEMY_GROUND if arena == "ground" else ENEMY_SPACE
    if role == "attacking":
        return {"player": "A", "attack": card.full_name, "target": enemy}
    if role == "defending":
        return {"player": "B", "attack": enemy, "target": card.full_name}
    if cond.get("friendly_attacking"):
        return {"player": "A", "attack": FRIEND_GROUND, "target": ENEMY_GROUND}
    return None


def _around(step: dict[str, Any]) -> dict[str, list[Any]]:
    """Friendly units a constant ability's "each friendly upgraded unit" asks for."""
    if (step.get("affects") or {}).get("upgraded"):
        return {"ground arena": [{"card": "Battlefield Marine", "counters": {"shield": 1}}]}
    return {}


HISTORY_VICTIM = "Supreme Council Aide"


def _state_first(
    scenario: dict[str, Any], card: CardDefinition, ability: AbilityDefinition
) -> None:
    """Make the state conditions the ability names true: damage on the base, an empty hand,
    this unit upgraded or strong enough, a card of the aspect in the discard pile."""
    zones = scenario["zones"]["A"]
    more_for = {"you": zones, "opponent": scenario["zones"]["B"]}
    hurt = any(
        isinstance(st.get("amount"), dict)
        and st["amount"].get("per", {}).get("what") == "damage_on_self"
        for st in _nodes(ability.effect)
    )
    hp = int(card.stats.get("hp") or 0)
    for cond in (st.get("only_if") or {} for st in _nodes(ability.effect)):
        more = cond.get("more_than") or {}
        if more:  # "If an opponent controls more space units than you": three more of them
            side = more_for[more["who"]]
            if more.get("what") == "resources":
                side.setdefault("resources", []).extend([RESOURCE] * 5)
            else:
                arena = more.get("arena") or "ground"
                filler = {
                    "ground": (FRIEND_GROUND, ENEMY_GROUND),
                    "space": (FRIEND_SPACE, ENEMY_SPACE),
                }
                unit = filler[arena][0 if more["who"] == "you" else 1]
                side.setdefault(f"{arena} arena", []).extend([unit] * 3)
        if cond.get("base_damage_at_least"):
            base = zones["base"][0]
            zones["base"][0] = {
                **(base if isinstance(base, dict) else {"card": base}),
                "damage": cond["base_damage_at_least"],
            }
        if cond.get("hand_at_most") == 0:
            zones["hand"] = [c for c in zones["hand"] if _name(c) == card.full_name]
        want = cond.get("discard_has") or {}
        filler = BY_ASPECT.get(str(want.get("aspect", "")).lower()) or BY_TRAIT.get(
            str(want.get("trait", "")).lower()
        )
        if filler is not None:
            zones.setdefault("discard", []).append(filler)
        fit = cond.get("self_fits") or {}
        for arena in ("ground arena", "space arena"):
            for i, placed in enumerate(zones.get(arena, [])):
                if _name(placed) != card.full_name or not (fit or hurt):
                    continue
                me = dict(placed) if isinstance(placed, dict) else {"card": placed}
                if fit.get("upgraded"):
                    me["counters"] = {**me.get("counters", {}), "shield": 1}
                if fit.get("damaged"):
                    me["damage"] = max(1, int(me.get("damage") or 0))
                if hurt and hp > 2:
                    me["damage"] = max(2, int(me.get("damage") or 0))
                lack = int(fit.get("min_power") or 0) - int(card.stats.get("power") or 0)
                if lack > 0:
                    me["counters"] = {**me.get("counters", {}), "experience": lack}
                zones[arena][i] = me


def _name(placed: Any) -> str:
    return placed if isinstance(placed, str) else str(placed.get("card"))


def _initiative_first(scenario: dict[str, Any], ability: AbilityDefinition) -> None:
    """ "If you have the initiative" on an opponent's action: A takes the initiative first."""
    wants = any((st.get("only_if") or {}).get("initiative") for st in _nodes(ability.effect))
    if wants and scenario["actions"][0].get("player") == "B":
        scenario["actions"].insert(0, {"player": "A", "initiative": True})
        scenario["active_player"] = "A"


def _history_first(scenario: dict[str, Any], ability: AbilityDefinition) -> None:
    """Make "this phase" conditions true with an action before the one that reaches the ability."""
    wanted = next(
        (
            (st.get("only_if") or {}).get("this_phase")
            for st in ability.effect
            if (st.get("only_if") or {}).get("this_phase")
        ),
        None,
    )
    if not wanted:
        return
    zones = scenario["zones"]
    played = None
    if wanted["kind"] == "played" and wanted.get("type") in (None, "unit"):
        played = BY_ASPECT.get(str(wanted.get("aspect", "")).lower()) or BY_TRAIT.get(
            str(wanted.get("trait", "")).lower()
        )
    if played is not None:  # "If you played a Villainy card this phase": play one first
        zones["A"].setdefault("hand", []).append(played)
        before = {"player": "A", "play": played}
    elif wanted["kind"] in ("left_play", "played"):
        mine = wanted["kind"] == "left_play" and wanted.get("whose") == "friendly"
        side, player = ("A", "B") if mine else ("B", "A")
        zones[side].setdefault("ground arena", []).append(HISTORY_VICTIM)
        before = {"player": player, "play": DEFEAT_ANY, "target": HISTORY_VICTIM}
    elif wanted["kind"] == "attacked":
        attacker = BY_TRAIT.get(str(wanted.get("trait", "")).lower()) or BY_ASPECT.get(
            str(wanted.get("aspect", "")).lower()
        )
        if attacker is None and not (wanted.get("trait") or wanted.get("aspect")):
            attacker = BY_TRAIT["trooper"]
        if attacker is None:
            return
        arena = ("space" if attacker in SPACE_FILLERS else "ground") + " arena"
        zones["A"].setdefault(arena, []).append({"card": attacker, "id": "history-attacker"})
        before = {"player": "A", "attack": attacker, "target": "base"}
    else:
        return
    scenario["actions"].insert(0, before)
    scenario["active_player"] = before["player"]


def _me(card: CardDefinition, **state: Any) -> dict[str, Any]:
    return {"card": card.full_name, **state}


def _arena(card: CardDefinition) -> str:
    return str(card.fields.get("arena") or "ground")


def _in_play(
    card: CardDefinition, *, ready: bool, ability: AbilityDefinition | None = None
) -> dict[str, list[Any]] | None:
    """Where the card sits in play: its arena; a leader's front abilities in the leader zone."""
    if card.type == "leader":
        if ability is not None and not ability.id.startswith("back"):
            return {"leader": [_me(card)]}
        return {f"{_arena(card)} arena": [_me(card)]}
    if card.type == "unit":
        return {f"{_arena(card)} arena": [_me(card)]}
    if card.type == "upgrade":
        return {"ground arena": [FRIEND_GROUND, _me(card)]}
    return None


def _use(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any]:
    return {"player": "A", "use": card.full_name, "ability": ability.id}


def _targets(ability: AbilityDefinition) -> list[dict[str, Any]]:
    """Every target or "control" filter the ability's steps name."""
    return [
        v
        for node in _nodes(ability.effect)
        for k, v in node.items()
        if k in ("target", "control") and isinstance(v, dict)
    ]


BY_ASPECT = {
    "villainy": "Death Star Stormtrooper",
    "aggression": "Death Star Stormtrooper",
    "heroism": "Battlefield Marine",
    "command": "Battlefield Marine",
    "vigilance": "Populist Champion",
    "cunning": "Underworld Thug",
}


def _fillers(ability: AbilityDefinition) -> tuple[list[Any], list[Any]]:
    """Units with the traits and aspects the ability's targets and conditions ask for: (A's, B's)."""
    mine: list[Any] = []
    theirs: list[Any] = []

    def add(side: list[Any], name: Any) -> None:
        if name is not None and name not in side:
            side.append(name)

    for t in _targets(ability):
        side = theirs if t.get("controller") == "enemy" else mine
        for trait in t.get("traits", ()):
            word = str(trait).lower()
            name = BY_TRAIT.get(word)
            if word == "vehicle" and t.get("arena") == "ground":
                name = VEHICLE_BY_TRAIT["speeder"]  # a ground Vehicle
            add(side, {"card": name, "damage": 1} if t.get("damaged") and name else name)
        if t.get("aspect"):
            add(side, BY_ASPECT.get(str(t["aspect"]).lower()))
        if t.get("unique"):
            add(side, UNIQUE_HOST)
        if t.get("token"):
            add(side, TOKEN_UNIT)
        if t.get("has_token"):
            add(side, {"card": BY_TRAIT["trooper"], "counters": {t["has_token"]: 1}})
        add(side, BY_KEYWORD.get(str(t.get("has_keyword") or "")))
        if t.get("arena") == "space" and t.get("max_cost") is not None:
            add(side, WEAK_SPACE)
    for step in ability.effect:
        if step.get("verb") != "static":
            continue
        cond = step.get("condition") or {}
        for trait in cond.get("control_traits") or ():
            add(mine, BY_TRAIT.get(str(trait).lower()))
        if cond.get("control_aspect"):
            add(mine, BY_ASPECT.get(str(cond["control_aspect"]).lower()))
        affects = step.get("affects") or {}
        side = theirs if affects.get("controller") == "enemy" else mine
        for trait in affects.get("traits") or ():
            add(side, BY_TRAIT.get(str(trait).lower()))
        if affects.get("unique"):
            add(side, UNIQUE_HOST)
        if affects.get("aspect"):
            add(side, BY_ASPECT.get(str(affects["aspect"]).lower()))
    return mine, theirs


def _steps(ability: AbilityDefinition, verb: str) -> list[dict[str, Any]]:
    """The ability's steps (modal options included) that use ``verb``."""
    return [node for node in _nodes(ability.effect) if node.get("verb") == verb]


def _nodes(node: Any) -> list[dict[str, Any]]:
    """Every mapping inside a compiled effect, outermost first."""
    if isinstance(node, dict):
        return [node, *(n for v in node.values() for n in _nodes(v))]
    if isinstance(node, (list, tuple)):
        return [n for v in node for n in _nodes(v)]
    return []


def _what_steps_need(ability: AbilityDefinition, a_zones: dict[str, list[Any]]) -> None:
    """Cards the ability's own words ask for: a card of the kind it returns from the discard
    pile, a leader unit for "If you control a leader unit"."""
    for step in _steps(ability, "return_from_discard"):
        f = step.get("filter") or {}
        names = [BY_TRAIT.get(str(t).lower()) for t in f.get("traits") or ()]
        if f.get("type") == "upgrade" and not names:
            names = [DISCARD_UPGRADE]
        for name in names:
            if name is not None and name not in a_zones.setdefault("discard", []):
                a_zones["discard"].append(name)
    for step in ability.effect:
        named = (step.get("only_if") or {}).get("control_named") or (
            step.get("condition") or {}
        ).get("control_named")
        unit = NAMED_UNIT.get(str(named).lower())
        if unit is not None and unit not in a_zones["ground arena"]:
            a_zones["ground arena"].append(unit)
    for step in ability.effect:
        cond = step.get("only_if") or {}
        control = cond.get("control") or {}
        filler = next((BY_TRAIT.get(str(t).lower()) for t in control.get("traits") or ()), None)
        if filler is not None and int(cond.get("at_least") or 1) > 1:
            # "If you control 3 or more Official units": that many
            arena = ("space" if filler in SPACE_FILLERS else "ground") + " arena"
            a_zones.setdefault(arena, []).extend([filler] * int(cond["at_least"]))
            break
    for step in ability.effect:
        control = (step.get("only_if") or {}).get("control") or {}
        traits = tuple(str(t).lower() for t in control.get("traits") or ())
        if control.get("leader") and set(control) <= {"leader", "controller", "what", "traits"}:
            leader = LEADER_BY_TRAITS.get(traits)
            if leader is not None:
                a_zones["ground arena"].append(leader)
                break


def _scenario(
    card: CardDefinition,
    mine: dict[str, list[Any]],
    theirs: dict[str, list[Any]],
    action: dict[str, Any],
    ability: AbilityDefinition,
    **extra: Any,
) -> dict[str, Any]:
    a_zones: dict[str, list[Any]] = {k: list(v) for k, v in mine.items()}
    b_zones: dict[str, list[Any]] = {k: list(v) for k, v in theirs.items()}
    a_zones.setdefault("ground arena", []).insert(0, FRIEND_GROUND)
    a_zones.setdefault("space arena", []).insert(0, FRIEND_SPACE)
    b_zones.setdefault("ground arena", []).insert(0, ENEMY_GROUND)
    b_zones.setdefault("space arena", []).insert(0, ENEMY_SPACE)
    # units in the states printed filters ask for: damaged, exhausted, unique, weak, cheap,
    # upgraded; cards to play from hand or discard
    a_zones["ground arena"].extend(AROUND_MINE)
    b_zones["ground arena"].extend(AROUND_THEIRS)
    a_zones.setdefault("discard", []).extend(DISCARD)
    extra_mine, extra_theirs = _fillers(ability)
    for side, zones in ((extra_mine, a_zones), (extra_theirs, b_zones)):
        for placed in side:
            name = placed if isinstance(placed, str) else placed["card"]
            zones[("space" if name in SPACE_FILLERS else "ground") + " arena"].append(placed)
    _what_steps_need(ability, a_zones)
    a_zones.setdefault("resources", []).extend([RESOURCE] * 20)
    a_zones["resources"].extend([{"card": RESOURCE, "exhausted": True}] * 2)
    b_zones.setdefault("resources", []).extend([RESOURCE] * 20)
    if not a_zones.get("base"):
        force = {} if _steps(ability, "gain_force") else {"force": 1}
        a_zones.setdefault("base", []).append({"card": BASE, "counters": force})
    a_zones.setdefault("deck", []).extend(DECK)
    b_zones.setdefault("deck", []).extend(DECK)
    a_zones.setdefault("hand", []).extend([IN_HAND, *DISCLOSE_HAND, *HAND])
    b_zones.setdefault("hand", []).append(IN_HAND)
    more = extra.pop("more", [])
    return {
        "game": "swu",
        "active_player": action["player"],
        "zones": {"A": a_zones, "B": b_zones},
        "actions": [action, *more],
        **extra,
    }


def _attack_reach(
    card: CardDefinition, ability: AbilityDefinition, damage: int = 0, *, weak: bool = False
) -> dict[str, Any] | None:
    if card.type not in ("unit", "leader"):
        return None
    arena = _arena(card)
    me = _me(card, damage=damage) if damage else _me(card)
    defender = ENEMY_GROUND if arena == "ground" else ENEMY_SPACE
    theirs: dict[str, list[Any]] = {}
    if weak:
        defender = WEAK_GROUND if arena == "ground" else WEAK_SPACE
        theirs = {f"{arena} arena": [defender]}
    return _scenario(
        card,
        {f"{arena} arena": [me]},
        theirs,
        {"player": "A", "attack": card.full_name, "target": defender},
        ability,
    )


def _defeat_reach(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any] | None:
    mine = _in_play(card, ready=False)
    if mine is None or card.type == "upgrade":
        return None
    return _scenario(
        card,
        mine,
        {},
        {"player": "B", "play": DEFEAT_ANY, "target": card.full_name},
        ability,
    )


def _watch(
    card: CardDefinition, ability: AbilityDefinition, action: dict[str, Any]
) -> dict[str, Any] | None:
    mine = _in_play(card, ready=False, ability=ability)
    if mine is None:
        return None
    return _scenario(card, mine, {}, action, ability)
