"""The simplest scenario in which an ability of a real card has its moment.

The export gives no classes, elements, levels or stats, so each scenario states
them (one class, one element and level 10 for the card's controller's champion, so
[Class Bonus], [Element Bonus] and [Level N+] up to 10 are met; stats
enough to attack and to be hit). Fillers are real cards with no text of their own
or Spirit champions, so the trace only speaks of the card under test.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition
from engine.games.grand_archive.characteristics import object_by_text
from engine.games.grand_archive.costs import self_zone
from engine.games.grand_archive.ids import WHENEVER_TIMINGS
from engine.games.grand_archive.reach_conditions import satisfy
from engine.games.grand_archive.reach_costs import pay_for_card, pays_a_cost, prepared_scenario
from engine.games.grand_archive.reach_effects import stage_costs, stage_steps
from engine.games.grand_archive.reach_fillers import fitting
from engine.games.grand_archive.reach_groups import add_members
from engine.games.grand_archive.reach_imbue import imbue_scenario, targets_an_attacker
from engine.games.grand_archive.reach_layers import layer_kind
from engine.games.grand_archive.reach_renewable import renewable_scenario
from engine.games.grand_archive.reach_spellshroud import spellshrouded
from engine.games.grand_archive.reach_whenever import whenever_scenario
from engine.games.grand_archive.text import strip_reminders

CHAMPION_A = "Spirit of Fire"
CHAMPION_B = "Lost Spirit"
FILLER = "Fledgling"  # a token with no text of its own
MEMORY_FILLER = "Baby Silver Slime"  # a card with no text, only counted in memory
FLOATING = "Ameliorating Mantra"  # Floating Memory with no restriction
NEXT_CHAMPION = "Lorraine, Wandering Warrior"  # levels up the Spirit (no Lineage keyword)
REGALIA = {"card": "Young Wyrmling", "flags": {"type": "regalia", "memory_cost": 1}}
STATED = {"classes": ["Warrior"], "element": "fire"}
# One real champion card for each name a [<Champion> Bonus] asks for, so that bonus is met.
NAMED_CHAMPIONS = {
    "Alice": "Alice, Golden Queen",
    "Arisanna": "Arisanna, Herbalist Prodigy",
    "Aster": "Aster, Novice Knight",
    "Ciel": "Ciel, Loyal Valet",
    "Diana": "Diana, Keen Huntress",
    "Diao Chan": "Diao Chan, Enchantress",
    "Guo Jia": "Guo Jia, Blessed Scion",
    "Jin": "Jin, Fate Defiant",
    "Kongming": "Kongming, Wayward Maven",
    "Lorraine": "Lorraine, Wandering Warrior",
    "Merlin": "Merlin, Kingslayer",
    "Nico": "Nico, Whiplash Allure",
    "Polkhawk": "Polkhawk, Bombastic Shot",
    "Tonoris": "Tonoris, Lone Mercenary",
    "Tristan": "Tristan, Underhanded",
    "Vanitas": "Vanitas, Obliviate Schemer",
}
PHASE_ACTIONS = {
    "your_recollection_phase": ("A starts the turn", "A ends the turn"),
    "your_end_phase": ("A ends the turn",),
    "each_end_phase": ("A ends the turn",),
}
WHENEVER = WHENEVER_TIMINGS
ATTACK_TIMINGS = ("on_attack", "on_hit", "on_champion_hit", "on_kill", "on_death")


def _is_object(card: CardDefinition) -> bool:
    from engine.games.grand_archive.spec import OBJECT_TYPES

    if card.type != "card":
        return card.type in OBJECT_TYPES
    return object_by_text(card)


def _placed(card: CardDefinition, **flags: Any) -> dict[str, Any]:
    stated = {**STATED, **flags}
    if card.type == "card" and "type" not in stated:
        stated["type"] = (
            "ally" if any(a.timing in ATTACK_TIMINGS for a in card.abilities) else "item"
        )
    return {"card": card.full_name, "flags": stated}


def _base(
    a_zones: dict[str, list[Any]], b_field: list[Any], ability: AbilityDefinition | None = None
) -> dict[str, Any]:
    champ_a = {"card": CHAMPION_A, "flags": {**STATED, "level": 10, "life": 30}}
    champ_b = {"card": CHAMPION_B, "flags": {"level": 3, "life": 30, "element": "water"}}
    zones_a = dict(a_zones)
    zones_a["field"] = [champ_a, *zones_a.get("field", []), _target(ability)]
    zones_a["memory"] = [MEMORY_FILLER] * 6  # so [Memory N+] up to 6 is met
    return {
        "game": "grand_archive",
        "zones": {"A": zones_a, "B": {"field": [champ_b, *b_field]}},
    }


def _aims(ability: AbilityDefinition) -> bool:
    return any(isinstance(s.get("target"), dict) for s in ability.effect)


def _target(ability: AbilityDefinition | None = None) -> dict[str, Any]:
    """A textless filler of the type (and state) the ability's first target asks for."""
    kind, placed = "ally", {}
    for step in ability.effect if ability else ():
        want = step.get("target")
        if isinstance(want, dict):
            unit = want.get("unit", {})
            types = unit.get("type", [])
            types = [types] if isinstance(types, str) else types
            kind = next((t for t in types if t != "champion"), "ally")
            placed["flags"] = fitting(unit, kind)
            if unit.get("state") == "damaged":
                placed["damage"] = 1
            elif unit.get("state") == "rested":
                placed["exhausted"] = True
            break
    flags: dict[str, Any] = {**placed.pop("flags", {}), "type": kind}
    if kind == "ally":
        flags.update(power=1, life=9)
    return {"card": FILLER, **placed, "flags": flags}


def reach_scenario(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any] | None:
    """A scenario dict for ``ability`` of ``card``, or None when its moment is not run yet."""
    scen = _reach(card, ability)
    if scen is not None:
        _named_champion(scen, card, ability)
        _damaged_champion(scen, card, ability)
        for step in ability.effect:
            if step.get("condition"):
                satisfy(scen, card, step["condition"])
            if step.get("per"):  # "for each ... you control": two of them, so it counts
                satisfy(scen, card, {"check": "control", "filter": step["per"], "min": 2})
        if cond := (ability.extra.get("limits") or {}).get("condition"):
            satisfy(scen, card, cond)
    if scen is not None:
        stage_steps(scen, ability)
        stage_costs(scen, card, ability)
        add_members(scen, ability)  # "<objects> you control get ...": one that fits
        pay_for_card(scen, card)  # its additional cost or Brew can be paid
    if scen is not None and any(s.get("verb") == "hand_to_deck_bottom" for s in ability.effect):
        scen["zones"]["A"].setdefault("hand", []).append(MEMORY_FILLER)  # a card to put back
    for step in ability.effect if scen is not None else ():
        if step.get("verb") == "discard" and step.get("element"):  # cards of it in hand
            filler = {"card": MEMORY_FILLER, "flags": {"element": step["element"]}}
            hand = scen["zones"]["A"].setdefault("hand", [])
            hand.extend(dict(filler) for _ in range(int(step.get("count", 1))))
        if step.get("verb") == "dig":  # one card of the kind it looks for, on top of the deck
            want = step.get("want") or {}
            flags = {"type": (want.get("type") or ["action"])[0]}
            if want.get("subtypes"):
                flags["subtypes"] = want["subtypes"][:1]
            scen["zones"]["A"]["main_deck"] = [{"card": MEMORY_FILLER, "flags": flags}]
        if step.get("verb") != "banish_from_graveyard":
            continue
        yard = scen["zones"]["A"].setdefault("graveyard", [])
        if step.get("element"):  # textless cards stated to be of that element, enough of them
            filler = {"card": MEMORY_FILLER, "flags": {"element": step["element"]}}
            yard.extend(dict(filler) for _ in range(int(step.get("count", 1))))
        else:  # something to banish: a card with Floating Memory waits in A's graveyard
            yard.append(FLOATING)
    return scen


def _named_champion(scen: dict[str, Any], card: CardDefinition, ability: AbilityDefinition) -> None:
    """A [<Champion> Bonus] ability: the card's controller's champion is a champion of that name."""
    named = [
        r.get("champion") for r in ability.extra.get("restrictions") or [] if isinstance(r, dict)
    ]
    wanted = next((NAMED_CHAMPIONS[n] for n in named if n in NAMED_CHAMPIONS), None)
    if wanted is None or card.name == wanted.split(",")[0]:
        return
    for zones in scen["zones"].values():
        holds = any(
            (p.get("card") if isinstance(p, dict) else p) == card.full_name
            for placed in zones.values()
            for p in placed
        )
        field = zones.get("field") or []
        if holds and field and field[0].get("card") in (CHAMPION_A, CHAMPION_B):
            field[0] = {**field[0], "card": wanted}


def _damaged_champion(
    scen: dict[str, Any], card: CardDefinition, ability: AbilityDefinition
) -> None:
    """A [Damage N+] ability: its controller's champion has N damage (and life to spare)."""
    need = max(
        (
            int(r.get("min", 0))
            for r in ability.extra.get("restrictions") or []
            if isinstance(r, dict) and r.get("type") == "damage"
        ),
        default=0,
    )
    if not need:
        return
    for zones in scen["zones"].values():
        field = zones.get("field") or []
        holds = any(
            isinstance(p, dict) and p.get("card") == card.full_name
            for z in zones.values()
            for p in z
        )
        if holds and field:
            field[0] = {**field[0], "damage": need}
            field[0]["flags"] = {**field[0].get("flags", {}), "life": need + 30}


def _stage_layer(scen: dict[str, Any], aimed: AbilityDefinition) -> None:
    """Something to negate, when the card targets a card activation: B's card waits on the stack."""
    if any(isinstance(s.get("target"), dict) and "layer" in s["target"] for s in aimed.effect):
        scen["zones"]["B"]["hand"] = [
            {"card": MEMORY_FILLER, "flags": {"type": "action", "cost": 0, "element": "norm"}}
        ]
        layer_kind(scen["zones"]["B"]["hand"][0], aimed)
        scen["actions"].insert(0, {"player": "B", "activate": MEMORY_FILLER, "hold": True})


def _reach(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any] | None:
    if card.full_name in (FILLER, MEMORY_FILLER, REGALIA["card"], FLOATING):
        return None
    obj = _is_object(card)
    timing = ability.timing
    # a cost reduction or a keyword: the card's own targets still need a filler to aim at
    aimed = ability if _aims(ability) else next((a for a in card.abilities if _aims(a)), ability)
    if timing == "on_resolve" or ability.kind in ("action", "attack"):
        if obj or card.type == "attack" or targets_an_attacker(card):
            return None
        flags: dict[str, Any] = {"cost": 0}
        if card.type == "card":
            flags["type"] = "action"
        scen = _base({"hand": [_placed(card, **flags)]}, [_target(aimed)], aimed)
        scen["actions"] = [{"player": "A", "activate": card.full_name}]
        _stage_layer(scen, aimed)
        return scen
    if card.type == "champion" and (timing == "on_enter" or _lineage(card) is ability):
        return _champion_enters(card)
    if timing == "on_enter" and obj and card.type not in ("champion", "token", "mastery"):
        scen = _base({"hand": [_placed(card, cost=0)]}, [_target(aimed)], aimed)
        scen["actions"] = [{"player": "A", "activate": card.full_name}]
        return scen
    if timing == "activated" and (zone := self_zone(ability)) and card.type != "champion":
        # "(2), Discard this card from your hand: ..." is activated from that zone
        flags = {} if card.type != "card" else {"type": "action"}
        scen = _base({zone: [_placed(card, **flags)]}, [_target(aimed)], aimed)
        scen["actions"] = [{"player": "A", "activate": card.full_name, "ability": ability.id}]
        return scen
    if timing == "activated" and obj and card.type != "champion":
        scen = _base({"field": [_placed(card, power=2, life=5)]}, [_target(aimed)], aimed)
        scen["actions"] = [{"player": "A", "activate": card.full_name, "ability": ability.id}]
        return scen
    keyword = str(ability.extra.get("keyword", "")).lower()
    listed = [str(k).lower() for k in ability.extra.get("keywords") or []]
    keyword = next((k for k in listed if k in STAGED), keyword)  # the one a scenario shows
    if keyword == "renewable" and card.type in ("card", "regalia"):
        return renewable_scenario(card)
    if keyword == "imbue" and card.type != "attack" and not targets_an_attacker(card):
        attacks = any(a.timing in ATTACK_TIMINGS for a in card.abilities)
        kind = "" if obj or card.type != "card" else ("attack" if attacks else "action")
        args = (_placed, aimed, _target(aimed), kind)
        return imbue_scenario(card, ability, _base, *args)
    if keyword == "floating memory" and card.type not in ("champion", "token", "mastery"):
        scen = _base({"graveyard": [_placed(card)], "material_deck": [REGALIA]}, [])
        scen["zones"]["A"]["memory"] = [MEMORY_FILLER]  # the cost is paid either way
        scen["actions"] = ["A is in the materialize phase", f"A materializes {REGALIA['card']}"]
        return scen
    if keyword == "hindered" and obj and card.type not in ("champion", "token", "mastery"):
        scen = _base({"hand": [_placed(card, cost=0)]}, [])
        scen["actions"] = [{"player": "A", "activate": card.full_name}]
        return scen
    if keyword == "prepare" and card.type not in ("champion", "token", "mastery"):
        flags = {"cost": 0}  # paid as any card is activated: an attack (On Attack) or action
        if card.type == "card":
            attacks = any(a.timing in ATTACK_TIMINGS for a in card.abilities)
            flags["type"] = "attack" if attacks else "action"
        scen = _base({"hand": [_placed(card, **flags)]}, [_target(aimed)], aimed)
        scen["actions"] = [{"player": "A", "activate": card.full_name}]
        return prepared_scenario(scen, ability)
    if keyword == "spellshroud" and (obj or card.type == "card"):
        return spellshrouded(card, _base, _placed)
    if keyword in COMBAT_KEYWORDS and card.type in ("ally", "card", "token"):
        return _combat_keyword(card, keyword)
    if keyword == "fast activation" and card.type not in ("champion", "token", "mastery"):
        flags: dict[str, Any] = {"cost": 0}
        if card.type == "card":
            flags["type"] = "ally"
        scen = _base({}, [_target()])
        scen["zones"]["B"]["hand"] = [_placed(card, **flags)]
        scen["zones"]["B"]["field"][0]["flags"] = {**STATED, "level": 10, "life": 30}
        scen["actions"] = [{"player": "B", "activate": card.full_name}]
        scen["active_player"] = "A"  # B acts in A's turn: fast speed
        return scen
    if keyword == "reservable" and obj and card.type not in ("champion", "mastery"):
        payer = {"card": MEMORY_FILLER, "flags": {"type": "action", "cost": 1, "element": "norm"}}
        scen = _base({"field": [_placed(card)], "hand": [payer]}, [])
        scen["actions"] = [{"player": "A", "activate": MEMORY_FILLER}]
        return scen
    if pays_a_cost(ability) and card.type not in ("champion", "token", "mastery", "attack"):
        flags = {"cost": 2, "type": "action"} if card.type == "card" and not obj else {"cost": 2}
        scen = _base({"hand": [_placed(card, **flags)]}, [_target(aimed)], aimed)
        scen["actions"] = [{"player": "A", "activate": card.full_name}]
        return scen
    if timing == "constant" and any(s.get("verb") == "enters_rested" for s in ability.effect):
        if not obj or card.type in ("champion", "token", "mastery"):
            return None
        scen = _base({"hand": [_placed(card, cost=0)]}, [])
        scen["actions"] = [{"player": "A", "activate": card.full_name}]
        return scen
    if timing == "constant" and any(s.get("when") == "materialize" for s in ability.effect):
        if card.type not in ("card", "regalia", "weapon"):
            return None  # a champion's own reduction waits for its lineage: not staged yet
        kind = "regalia" if card.type == "card" else card.type
        me = {"card": card.full_name, "flags": {**STATED, "type": kind, "memory_cost": 2}}
        scen = _base({"material_deck": [me]}, [])
        scen["actions"] = ["A is in the materialize phase", f"A materializes {card.full_name}"]
        return scen
    efficiency = keyword == "efficiency"
    if efficiency or (
        timing == "constant" and any(s.get("verb") == "reduce_cost" for s in ability.effect)
    ):
        flags = {"cost": 3, "type": "action"} if card.type == "card" and not obj else {"cost": 3}
        if card.type in ("champion", "token", "mastery") or card.type == "attack":
            return None
        scen = _base({"hand": [_placed(card, **flags)]}, [_target(aimed)], aimed)
        scen["actions"] = [{"player": "A", "activate": card.full_name}]
        _stage_layer(scen, aimed)
        return scen
    if timing == "constant" and card.type == "champion":  # it holds while it is the champion
        champ = {"card": card.full_name, "flags": {**STATED, "level": 10, "life": 30}}
        return {
            "game": "grand_archive",
            "zones": {"A": {"field": [champ]}, "B": {"field": [{"card": CHAMPION_B}]}},
        }
    if timing == "constant" and obj and card.type not in ("champion", "mastery"):
        return _base({"field": [_placed(card)]}, [])
    if timing == "your_champion_levels_up" and obj and card.type not in ("champion", "mastery"):
        scen = _base({"field": [_placed(card, power=2, life=5)]}, [_target(aimed)], aimed)
        scen["zones"]["A"]["field"][0] = {"card": CHAMPION_A, "flags": {**STATED, "life": 30}}
        scen["zones"]["A"]["material_deck"] = [
            {"card": NEXT_CHAMPION, "flags": {**STATED, "level": 1, "memory_cost": 0}}
        ]
        scen["actions"] = ["A is in the materialize phase", f"A materializes {NEXT_CHAMPION}"]
        return scen
    if timing == "ally_dies" and obj and card.type not in ("champion", "mastery"):
        victim = {"card": FILLER, "exhausted": True, "flags": {"type": "ally", "life": 1}}
        scen = _base({"field": [_placed(card, power=2, life=5)]}, [victim], aimed)
        scen["zones"]["A"]["field"][-1] = {
            "card": FILLER,
            "flags": {"type": "ally", "power": 3, "life": 9},
        }
        scen["actions"] = [{"player": "A", "attack": FILLER, "target": FILLER}]
        return scen
    if timing == "on_foster" and any(a.extra.get("keyword") == "foster" for a in card.abilities):
        timing = "your_recollection_phase"  # its own Foster makes it fostered then
    if timing in PHASE_ACTIONS and obj and card.type not in ("champion", "mastery"):
        scen = _base({"field": [_placed(card, power=2, life=5)]}, [_target(aimed)], aimed)
        scen["actions"] = list(PHASE_ACTIONS[timing])
        return scen
    if timing in WHENEVER and obj and card.type not in ("champion", "mastery", "token"):
        return whenever_scenario(card, ability, _base, _placed)
    if timing in ATTACK_TIMINGS and card.type in ("ally", "card", "token"):
        return _attack(card, timing)
    return None


def _attack(card: CardDefinition, timing: str) -> dict[str, Any]:
    if timing == "on_death":  # it attacks a defender that retaliates for lethal damage
        me = _placed(card, power=1, life=1)
        them = {"card": FILLER, "flags": {"type": "ally", "power": 3, "life": 9}}
    elif timing == "on_kill":  # it attacks a rested defender with 1 life
        me = _placed(card, power=2, life=5)
        them = {"card": FILLER, "exhausted": True, "flags": {"type": "ally", "power": 1, "life": 1}}
    else:  # it attacks the opposing champion
        me = _placed(card, power=2, life=5)
        them = None
    scen = _base({"field": [me]}, [them] if them else [])
    action: dict[str, Any] = {"player": "A", "attack": card.full_name}
    if them:
        action["target"] = FILLER
    scen["actions"] = [action]
    return scen


def _champion_enters(card: CardDefinition) -> dict[str, Any]:
    """A level 0 champion starts the game; any other levels up a level 0 Spirit."""
    if card.stats.get("level") == 0:
        zones: dict[str, Any] = {"material_deck": [{"card": card.full_name, "flags": STATED}]}
        return {
            "game": "grand_archive",
            "zones": {"A": zones, "B": {"field": [{"card": CHAMPION_B}]}},
            "actions": ["A starts the game"],
        }
    spirit = {"card": CHAMPION_A, "flags": {**STATED, "life": 30}}
    level = 1
    if _lineage(card):  # "X Lineage": it levels up a previous X champion (a copy of itself)
        spirit = {"card": card.full_name, "flags": {**STATED, "level": 1, "life": 30}}
        level = 2
    me = {"card": card.full_name, "flags": {**STATED, "level": level, "memory_cost": 0, "life": 30}}
    return {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": [spirit, _target()],
                "material_deck": [me],
                "memory": [MEMORY_FILLER] * 6,
            },
            "B": {"field": [{"card": CHAMPION_B, "flags": {"life": 30}}, _target()]},
        },
        "actions": ["A is in the materialize phase", f"A materializes {card.full_name}"],
    }


COMBAT_KEYWORDS = (
    "ranged", "pride", "taunt", "intercept", "steadfast", "retort", "vigor", "stealth", "true sight",
)  # fmt: skip
STAGED = (*COMBAT_KEYWORDS, "hindered", "fast activation", "reservable", "efficiency")
STAGED += ("spellshroud",)
STEALTHY = "Shimmercloak Assassin"  # a real ally whose only text is Stealth
SEER = "Ghostsight Mare"  # a real ally whose only text is True Sight


def _combat_keyword(card: CardDefinition, keyword: str) -> dict[str, Any]:
    """Combat keywords: the card attacks, defends, intercepts or wakes up at the end phase."""
    attacker = {"card": FILLER, "flags": {"type": "ally", "power": 1, "life": 9}}
    if keyword in ("ranged", "pride"):
        me = _placed(card, type="ally", power=2, life=5, distant=keyword == "ranged")
        scen = _base({"field": [me]}, [])
        scen["actions"] = [{"player": "A", "attack": card.full_name}]
        return scen
    if keyword in ("stealth", "true sight"):
        # a unit with True Sight attacks a unit with Stealth
        mine = _placed(card, type="ally", power=2 if keyword == "true sight" else 1, life=9)
        seer = (
            mine
            if keyword == "true sight"
            else {"card": SEER, "flags": {"type": "ally", "power": 2, "life": 9}}
        )
        hidden = (
            mine
            if keyword == "stealth"
            else {"card": STEALTHY, "flags": {"type": "ally", "power": 1, "life": 9}}
        )
        scen = _base({"field": [seer]}, [hidden])
        scen["zones"]["B"]["field"][0]["flags"] = {**STATED, "level": 10, "life": 30}
        scen["actions"] = [{"player": "A", "attack": seer["card"], "target": hidden["card"]}]
        return scen
    if keyword == "vigor":
        me = {**_placed(card, type="ally", power=2, life=5), "exhausted": keyword == "vigor"}
        scen = _base({"field": [me]}, [])
        scen["actions"] = ["A ends the turn"]
        return scen
    me = _placed(card, type="ally", power=1, life=9)
    if keyword == "steadfast":
        me["exhausted"] = True
    scen = _base({}, [me])
    scen["zones"]["B"]["field"][0]["flags"] = {**STATED, "level": 10, "life": 30}  # its bonuses
    scen["zones"]["A"]["field"] = [scen["zones"]["A"]["field"][0], attacker]
    action: dict[str, Any] = {"player": "A", "attack": FILLER}
    if keyword != "intercept":
        action["target"] = card.full_name
    scen["actions"] = [action]
    return scen


def _lineage(card: CardDefinition) -> AbilityDefinition | None:
    """The card's "<Name> Lineage" paragraph, if it has one."""
    return next(
        (
            a
            for a in card.abilities
            if re.match(r"^[A-Z][\w' ]+? Lineage\.?$", strip_reminders(a.text))
        ),
        None,
    )
