"""Playing cards (5.1.2, 5.2) and quick actions (5.3) from Hand and Reserve.

A played card is declared, moved to Limbo (gaining Fleeting from Reserve, 2.4.6.a,
or from its own keyword, 2.4.6.b), paid for in one step, then resolved: a
Character or Expedition Permanent joins an Expedition, a Landmark Permanent the
Landmark zone, and a Spell runs its effect and goes to Reserve or Discard (5.2.4.b).
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject

from .spec import PLAYABLE
from .steps import Atomic
from .verbs_table import CostPart
from .zones import EXPEDITIONS, LIMBO, zone_title

SPELL_KINDS = ("spell", "effect")
KIND_OF = {
    "character": "character",
    "spell": "spell",
    "landmark_permanent": "permanent",
    "expedition_permanent": "permanent",
}


def reserve_cost(d: Any) -> int:
    """The Reserve cost (the export's RECALL_COST; the seed cards' reserve_cost), else the Hand cost."""
    for key in ("reserve_cost", "recall_cost"):
        if d.fields.get(key) is not None:
            return int(d.fields[key])
    return int(d.cost or 0)


def keyword(obj: CardObject, name: str) -> AbilityDefinition | None:
    for ab in obj.definition.abilities:
        if ab.kind == "keyword" and str(ab.extra.get("keyword", "")).lower() == name:
            return ab
    return None


def has_fleeting_text(obj: CardObject) -> bool:
    return keyword(obj, "fleeting") is not None or bool(obj.definition.fields.get("fleeting"))


class PlayMixin:
    """Playing cards and quick actions for AlteredRuleset."""

    def tagged(self, game: Game, obj: CardObject, ab: AbilityDefinition | None) -> Any:
        """A context in which trace steps are tagged with ``ab`` of ``obj`` (a keyword at work)."""
        return _Tag(game, obj, ab)

    def find_to_play(self, game: Game, player: str, name: str, source: str | None) -> CardObject:
        found = [o for o in game.state.find(name) if o.owner == player]
        zones = [source] if source else ["hand", "reserve"]
        for z in zones:
            hits = [o for o in found if o.zone == (player, z)]
            if hits:
                return hits[0]
        if found:
            raise ImpossibleAction(
                f"{player} cannot play {found[0].label}: it is in {zone_title(found[0].zone)}, not in their Hand or Reserve"
            )
        raise ImpossibleAction(f"{player} has no {name!r} in Hand or Reserve to play")

    def ongoing_for(
        self, game: Game, player: str, obj: CardObject, origin: str
    ) -> list[dict[str, Any]]:
        """The Ongoing Emblems ("the next X you play") that apply to this card, used up now."""
        kind = obj.definition.type
        out = []
        left = []
        for em in game.state.info.get("ongoing", []):
            applies = em["player"] == player and (
                em["kind"] == "card"
                or KIND_OF.get(kind) == em["kind"]
                or (em["kind"] == "landmark" and kind == "landmark_permanent")
            )
            if em.get("from_hand") and origin != "hand":
                applies = False
            (out if applies and not out else left).append(em)
        game.state.info["ongoing"] = left
        return out

    def play_card(self, game: Game, player: str, action: dict[str, Any]) -> Procedure:
        """Declare, move to Limbo, pay in one step, resolve (5.1.2)."""
        state = game.state
        obj = self.find_to_play(game, player, str(action["play"]), action.get("from"))
        d = obj.definition
        origin = obj.zone[1]
        where_word = "Hand" if origin == "hand" else "Reserve"
        kind = d.type
        if kind not in PLAYABLE:
            raise ImpossibleAction(
                f"{obj.label} is a {kind.replace('_', ' ')} and cannot be played as a card"
            )
        if origin == "reserve" and obj.exhausted:
            raise ImpossibleAction(
                f"{obj.label} is exhausted in Reserve, so it cannot be played (2.4.5.c)"
            )
        exp = None
        declare = f"{player} plays {obj.label} from {where_word}"
        rules = ["5.1.2.a", "5.1.2.c"]
        if origin == "hand":
            declare += " (revealing it from a hidden zone)"
            rules.append("3.1.3.d")
        if kind in ("character", "expedition_permanent"):
            exp = str(action.get("expedition", "hero")).lower().split()[0]
            if exp not in ("hero", "companion"):
                raise ImpossibleAction(f"expedition must be hero or companion, not {exp!r}")
            declare += f", into their {exp} Expedition"
            rules.append("5.2.1.a" if kind == "character" else "5.2.2.a")
        game.log(declare, rules, kind="action", player=player, card=obj.label)
        game.trace.depth = 1
        scout = keyword(obj, "scout") if action.get("scout") else None
        if action.get("scout") and (scout is None or origin != "hand"):
            raise ImpossibleAction(
                f"{obj.label} can only be played with Scout from Hand by a card with Scout (7.4.5.c)"
            )
        emblems = self.ongoing_for(game, player, obj, origin)
        self.move_object(state, obj, LIMBO)
        obj.controller = player
        yield self.enter_limbo(game, obj, origin, emblems)
        cost = int(d.cost or 0) if origin == "hand" else reserve_cost(d)
        if scout is not None:
            cost = int(scout.extra.get("value") or 0)
            game.log(
                f"{player} pays the Scout cost of {obj.label} ({cost}) instead of its Hand cost",
                ["7.4.5.c", "5.1.2.c"],
                kind="event",
                card=obj.label,
            )
        less = sum(int(em.get("less", 0)) for em in emblems)
        if less:
            game.log(
                f"{obj.label} costs {less} less ({', '.join(em['source'] for em in emblems)}): {max(0, cost - less)} instead of {cost}",
                ["5.1.2.e", "2.2.14.a"],
                kind="event",
                card=obj.label,
            )
            cost = max(0, cost - less)
        orbs = self.orbs_to_pay(state, player, cost)
        if orbs is None:
            raise ImpossibleAction(
                f"{player} cannot pay {cost} mana for {obj.label}: not enough ready Mana Orbs (6.4.c)"
            )
        if cost:
            assumed = "" if orbs else " (the scenario lists no Mana Orbs, so payment is assumed)"
            yield self.step(
                game,
                f"{player} pays {cost} mana for {obj.label}, in a single step{assumed}",
                ["5.1.2.h", "6.4.a", "3.2.9.f"],
                self.mana_atomics(state, player, cost, orbs),
                player=player,
            )
        if kind == "spell":
            yield self.resolve_spell(game, player, obj, origin)
        else:
            yield self.resolve_permanent(game, player, obj, origin, exp)
        if scout is not None and obj.zone[1] in (*EXPEDITIONS, "landmarks"):
            self.scout_reaction(game, player, obj, scout)
        boosts = sum(int(em.get("boosts", 0)) for em in emblems)
        if boosts and obj.zone[1] in EXPEDITIONS:
            yield self.step(
                game,
                f"{obj.label} gains {boosts} boost{'s' if boosts > 1 else ''} ({', '.join(em['source'] for em in emblems)})",
                ["2.2.14.a", "7.3.12.a", "2.5.1.a"],
                [
                    Atomic(
                        "counter",
                        obj.oid,
                        None,
                        f"{obj.label} gains boosts",
                        {"counter": "boost", "amount": boosts},
                    )
                ],
                card=obj.label,
            )
        game.trace.depth = 0

    def scout_reaction(
        self, game: Game, player: str, obj: CardObject, scout: AbilityDefinition
    ) -> None:
        """The reaction a Scout card gains as it enters play: "played from Hand: send me to Reserve"."""
        gained = AbilityDefinition(
            id=scout.id,
            kind="reaction",
            timing="when_played_from_hand",
            text="Send me to Reserve (gained through Scout).",
            effect=({"verb": "move_to", "zone": "reserve", "target": {"who": "self"}},),
        )
        emblem = self.create_emblem(
            game.state, obj, gained, player, Atomic("move", obj.oid, obj.zone)
        )
        emblem.flags["_ability_def"] = gained
        game.log(
            f"Scout: {obj.label} entered play with the gained reaction 'when played from Hand: send me to Reserve'; "
            f"Limbo gets {emblem.label} for {player}",
            ["7.4.5.c", "6.3.g"],
            kind="trigger",
        )

    def enter_limbo(
        self, game: Game, obj: CardObject, origin: str, emblems: list[dict[str, Any]]
    ) -> Procedure:
        d = obj.definition
        limbo_rules = ["5.1.2.g", "3.2.8.a"]
        landmark = d.type == "landmark_permanent"
        why = ""
        if not landmark and origin == "reserve":
            why = "it was played from Reserve"
            limbo_rules.append("2.4.6.a")
        fleeting_kw = keyword(obj, "fleeting")
        if not landmark and (fleeting_kw is not None or d.fields.get("fleeting")):
            why = why or "it has Fleeting"
            limbo_rules.append("2.4.6.b")
        if why and any(em.get("lose_fleeting") for em in emblems):
            limbo_rules.append("5.2.4.a")
            why = ""
        if why:
            obj.flags["statuses"] = ["Fleeting"]
            limbo_rules.append("5.2.4.a" if d.type == "spell" else "5.2.1.b")
        game.log(
            f"{obj.label} moves to Limbo" + (f" and gains Fleeting ({why})" if why else ""),
            limbo_rules,
            kind="event",
            card=obj.label,
        )
        return
        yield  # a procedure

    def resolve_spell(self, game: Game, player: str, obj: CardObject, origin: str) -> Procedure:
        d = obj.definition
        effects = [ab for ab in d.abilities if ab.kind in SPELL_KINDS]
        n = sum(len(ab.effect) or 1 for ab in effects)
        game.log(
            f"{obj.label} resolves: its effect has {n} step{'s' if n != 1 else ''}",
            ["5.1.2.i", "6.1.a", "6.1.b"],
            kind="resolve",
            player=player,
            card=obj.label,
        )
        for ab in effects:
            game.trace.depth = 2
            yield self.run_effect(game, EffectContext(obj.oid, player, ab, depth=2))
        game.trace.depth = 1
        if obj.zone != LIMBO:
            game.log(
                f"{obj.label} has already left Limbo during its resolution ({zone_title(obj.zone)}), "
                "so it does not go to Reserve or the Discard pile",
                ["5.2.4.b"],
                kind="event",
                card=obj.label,
            )
            return
        fleeting_now = "Fleeting" in obj.flags.get("statuses", [])
        cooldown = keyword(obj, "cooldown")
        dest = (obj.owner, "discard" if fleeting_now else "reserve")
        text = f"{obj.label} leaves Limbo for {zone_title(dest)}"
        data: dict[str, Any] = {"played_from": origin}
        rules = ["5.2.4.b", "5.1.2.j"]
        tag = None
        if fleeting_now:
            text += " because it is Fleeting"
            rules.append("2.4.6.e")
            tag = keyword(obj, "fleeting") if origin != "reserve" else None
        elif cooldown is not None:
            text += " and becomes exhausted (Cooldown)"
            rules.append("7.4.1.b")
            data["exhausted"] = True
            tag = cooldown
        with self.tagged(game, obj, tag):
            yield self.step(
                game,
                text,
                rules,
                [Atomic("move", obj.oid, dest, f"{obj.label} to {zone_title(dest)}", data)],
                player=player,
                card=None if tag else obj.label,
            )
        if tag is None:
            for ab in d.abilities:
                if ab.kind == "keyword" and str(ab.extra.get("keyword")) in (
                    "fleeting",
                    "cooldown",
                ):
                    game.log(
                        f"{obj.label}'s {ab.extra['keyword'].title()} does not change where it goes: "
                        + (
                            "it was already Fleeting from Reserve"
                            if fleeting_now
                            else "it is not Fleeting"
                        ),
                        ["2.4.6.e" if fleeting_now else "7.4.1.b"],
                        kind="info",
                        card=obj.label,
                        ability=ab.id,
                    )

    def resolve_permanent(
        self, game: Game, player: str, obj: CardObject, origin: str, exp: str | None
    ) -> Procedure:
        dest = (player, f"{exp}_expedition") if exp else (player, "landmarks")
        fleeting_now = "Fleeting" in obj.flags.get("statuses", [])
        data: dict[str, Any] = {"played_from": origin}
        if fleeting_now:
            data["statuses"] = ["Fleeting"]
        atomics = [Atomic("move", obj.oid, dest, f"{obj.label} joins {zone_title(dest)}", data)]
        rules = ["5.1.2.i", "5.1.2.j"] + (["5.2.3.a"] if dest[1] == "landmarks" else ["5.2.1.c"])
        if fleeting_now:
            rules.append("2.4.6.c")
        kw = keyword(obj, "fleeting") if origin != "reserve" else None
        with self.tagged(game, obj, kw if fleeting_now else None):
            yield self.step(
                game,
                f"{obj.label} resolves and joins {zone_title(dest)}"
                + (" keeping Fleeting" if fleeting_now else ""),
                rules,
                atomics,
                player=player,
                card=None if (kw and fleeting_now) else obj.label,
            )

    # -- quick actions (5.3) ---------------------------------------------------------
    def play_quick_action(self, game: Game, player: str, action: dict[str, Any]) -> Procedure:
        state = game.state
        name = str(action.get("activate") or action.get("words") or "")
        found = [o for o in state.find(name) if o.controller == player or o.owner == player]
        if not found:
            raise ImpossibleAction(f"{player} has no {name!r} in play or in Reserve")
        want = action.get("ability")
        for obj in found:
            abilities = [
                ab
                for ab in obj.definition.abilities
                if ab.timing in ("exhaust", "quick_action", "support")
            ]
            if want:
                abilities = [ab for ab in abilities if ab.id == want]
            if obj.zone[1] == "reserve":
                abilities = [ab for ab in abilities if ab.timing == "support"]
            elif obj.zone[1] in (*EXPEDITIONS, "landmarks", "hero"):
                abilities = [ab for ab in abilities if ab.timing != "support"]
            else:
                abilities = []
            if abilities:
                yield self.run_quick_action(game, player, obj, abilities[0])
                return
        where = zone_title(found[0].zone)
        raise ImpossibleAction(
            f"{found[0].label} has no quick action {player} can play from {where} "
            "(support abilities work only in Reserve, others only in play: 2.2.11.g, 2.2.11.i)"
        )

    def run_quick_action(
        self, game: Game, player: str, obj: CardObject, ab: AbilityDefinition
    ) -> Procedure:
        game.log(
            f"{player} plays a quick action of {obj.label}: {ab.text}",
            ["5.3.a", "5.1.2.b"],
            kind="action",
            player=player,
            card=obj.label,
        )
        game.trace.depth = 1
        if ab.timing == "support":
            if obj.exhausted:
                raise ImpossibleAction(
                    f"{obj.label} is exhausted in Reserve: it has no support abilities (2.2.11.j)"
                )
            atomics = [
                Atomic("move", obj.oid, (obj.owner, "discard"), f"discard {obj.label} from Reserve")
            ]
            text = f"Cost, paid in a single step: {player} discards {obj.label} from Reserve"
            rules = ["6.1.d", "7.1.4.b"]
        else:
            if obj.exhausted:
                raise ImpossibleAction(
                    f"{obj.label} is already exhausted, so it cannot pay an exhaust-me cost (6.4.c)"
                )
            atomics = [Atomic("exhaust", obj.oid, None, f"exhaust {obj.label}")]
            text = f"Cost, paid in a single step: {player} exhausts {obj.label}"
            rules = ["6.1.d", "7.1.4.a", "5.3.d"]
        ctx = EffectContext(obj.oid, player, ab, depth=1)
        parts = tuple(CostPart(**p) for p in ab.extra.get("cost_parts", []))
        problem = self.cost_problem(game, ctx, parts)
        if problem:
            raise ImpossibleAction(
                f"{player} cannot pay the cost of {obj.label}'s quick action: {problem} (6.4.c)"
            )
        extra = yield self.cost_atomics(game, ctx, parts)
        atomics += extra
        if extra:
            text += "; " + "; ".join(a.text for a in extra)
        yield self.step(game, text, rules, atomics, player=player)
        yield self.run_effect(game, ctx)
        game.trace.depth = 0


class _Tag:
    """Tag trace steps with a keyword ability while it does its job."""

    def __init__(self, game: Game, obj: CardObject, ab: AbilityDefinition | None) -> None:
        self.game, self.obj, self.ab = game, obj, ab

    def __enter__(self) -> None:
        if self.ab is not None:
            self.game.acting.append((self.obj.label, self.ab.id))

    def __exit__(self, *exc: object) -> None:
        if self.ab is not None:
            self.game.acting.pop()


def not_modelled(game: Game, obj: CardObject, ab: AbilityDefinition, why: str = "") -> None:
    log_not_modelled(game, obj, ab, why=why)
