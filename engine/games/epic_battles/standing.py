"""Standing text: a character's constant text and "While in your energy pile, ..." text.

Such text holds the whole time its card sits in the character zone or the energy pile (Outside
Effects 1-2: it works there even though the card is not being played). The engine applies it to
each attack at step 1, when the attack's cost and modifiers are fixed: one effect step per card
whose text changes that attack ("Scorpion: your punches deal +2 damage -> Sparring +2"). Text
of those places that the engine cannot apply is listed once before the first action, so the
ruling never leaves it out silently.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.epic_battles.common import seq
from engine.games.epic_battles.flip_limits import register as register_flip_limit
from engine.games.epic_battles.flips import register as register_flips
from engine.games.epic_battles.gained_text import register as register_gained_text
from engine.games.epic_battles.prohibitions import register as register_prohibitions
from engine.games.epic_battles.stays import register as register_stays
from engine.games.epic_battles.turns import register as register_turns

# Where standing text lives, and the timing the parser gives it there.
PLACES = {"character": "constant", "energy": "in_energy_pile"}
RULES = ["Outside Effects 1", "Outside Effects 2"]
VERB = "standing_modify"
# What "+N damage for each ..." counts: earlier attacks of the combo, different kamidogu the
# text's player controls.
Per = Literal["previous_attacks", "kamidogu"]


class StandingArgs(VerbArgs):
    """Which of one player's attacks the text changes, and how."""

    whose: Literal["you", "rival"] = "you"
    kinds: tuple[str, ...] = ()
    height: Literal["high", "low"] | None = None
    min_cost: int | None = Field(None, ge=1, le=10)
    # printed cost at most this ("your 0 cost projectiles")
    max_cost: int | None = Field(None, ge=0, le=10)
    title: str | None = None
    textless: bool = False
    damage: int = Field(0, ge=-10, le=20)
    cost: int = Field(0, ge=-5, le=5)
    chip: int = Field(0, ge=0, le=10)
    # the rival pays this much energy before blocking the attack (Action Sequence 6)
    block_tax: int = Field(0, ge=0, le=5)
    unblockable: bool = False
    # the damage is "+N for each" of something counted when the attack is played
    per: Per | None = None
    only_in_combo: bool = False
    # the attack is linked from one of these kinds
    linked_from: tuple[str, ...] = ()
    # the text works only while its player's energy pile holds a card of one of these kinds
    if_energy_has: tuple[str, ...] = ()
    # only one card of this name changes an attack, however many are in the pile
    unique: bool = False
    # the attack may also link into a kind at step 12 ("your throws link into throws"): the
    # one at the same place as the attack's kind in ``kinds`` ("weapons into kicks and vice versa")
    link_also: tuple[Literal["punch", "kick", "throw", "projectile", "weapon", "slam"], ...] = ()

    @model_validator(mode="after")
    def changes_something(self) -> StandingArgs:
        changes = (self.damage, self.cost, self.chip, self.block_tax, self.unblockable)
        if not (any(changes) or self.link_also):
            raise ValueError("standing text changes damage, cost, chipping, blocking or links")
        if self.per and not self.damage:
            raise ValueError("'for each' counts only damage")
        return self


def applies(
    args: StandingArgs,
    controller: str,
    atk: dict[str, Any],
    rival: str,
    game: Game | None = None,
) -> bool:
    """Whether the text of a card ``controller`` has reaches the attack ``atk``."""
    obj: CardObject = atk["obj"]
    if game is not None and not _holds(game, args, controller, atk):
        return False
    target = controller if args.whose == "you" else rival
    d = obj.definition
    if atk["player"] != target:
        return False
    if args.kinds and str(d.fields.get("kind", "")) not in args.kinds:
        return False
    if args.height and str(d.fields.get("height", "")) != args.height:
        return False
    if args.min_cost is not None and (d.cost or 0) < args.min_cost:
        return False
    if args.max_cost is not None and (d.cost or 0) > args.max_cost:
        return False
    if args.only_in_combo and int(atk.get("number", 1)) < 2:
        return False  # a single attack is not a combo (Combos 1)
    if args.title and args.title.lower() not in d.full_name.lower():
        return False
    return not (args.textless and d.abilities)  # a card without text has no abilities


def _holds(game: Game, args: StandingArgs, controller: str, atk: dict[str, Any]) -> bool:
    """The conditions on the game: the energy pile's kinds, the attack linked from."""
    state = game.state
    if args.if_energy_has and not any(
        str(o.definition.fields.get("kind", "")) in args.if_energy_has
        for o in state.cards_in(controller, "energy")
    ):
        return False
    if args.linked_from:
        combo = state.info.get("combo") or {}
        last = combo.get("last")
        if int(atk.get("number", 1)) < 2 or last is None:
            return False
        before = state.objects[last]
        return str(before.definition.fields.get("kind", "")) in args.linked_from
    return True


def _which(args: StandingArgs) -> str:
    return "/".join(args.kinds) or "attack"


def _count(game: Game, controller: str, atk: dict[str, Any], per: str) -> tuple[int, str]:
    """How many of what "for each" counts there are as the attack is played (step 1)."""
    if per == "previous_attacks":
        n = int(atk.get("number", 1)) - 1
        return n, f"{n} earlier attack(s) in this combo"
    names = {
        o.definition.name
        for o in game.state.cards_in(controller, "arena")
        if o.definition.type == "kamidogu" and o.controller == controller
    }
    return len(names), f"{len(names)} different kamidogu {controller} controls"


def _standing(game: Game, ctx: EffectContext, args: StandingArgs) -> Procedure:
    atk = ctx.memory["atk"]
    obj: CardObject = atk["obj"]
    source = game.state.objects[ctx.source]
    where = "character" if source.zone[1] == "character" else "energy pile"
    changes = []
    rules = [*RULES, seq(1)]
    damage = args.damage
    if args.per:
        n, counted = _count(game, source.controller, atk, args.per)
        damage = args.damage * n
        changes.append(
            f"{damage:+d} damage ({args.damage:+d} for each of {counted}, counted as it is played)"
        )
    if args.only_in_combo:
        rules.append("Combos 2")  # attack 2 or later of a combo: never earlier ones
    conds = []
    if args.if_energy_has:
        conds.append(f"{source.controller}'s energy pile holds a {'/'.join(args.if_energy_has)}")
    if args.linked_from:
        conds.append(f"it is linked from a {'/'.join(args.linked_from)}")
    if damage or args.cost:
        atk["mods"].append(
            {
                "player": atk["player"],
                "damage": damage,
                "cost": args.cost,
                "source": f"{source.label} ({where})",
            }
        )
        rules.append("Floating 1")
    if damage and not args.per:
        changes.append(f"{damage:+d} damage")
    if args.cost:
        changes.append(f"{args.cost:+d} energy to play")
    if args.chip:
        atk["chip"] += args.chip
        changes.append(f"{args.chip:+d} chipping if blocked")
    if args.block_tax:
        # used where the card sits, played or not (Outside Effects 2); paid at step 6
        how = "never played" if source.flags.get("_not_played") else where
        atk["block_tax"] = int(atk.get("block_tax", 0)) + args.block_tax
        atk["block_tax_by"] = f"{source.label}, {how}"
        changes.append(
            f"{game.state.opponent(atk['player'])} must pay {args.block_tax} energy before blocking it"
        )
        rules.append(seq(6))
    if args.link_also and (combo := game.state.info.get("combo")) is not None:
        kind = str(obj.definition.fields.get("kind", ""))
        paired = len(args.link_also) == len(args.kinds) and kind in args.kinds
        into = args.link_also[args.kinds.index(kind)] if paired else args.link_also[0]
        combo["link_also"] = into  # used at step 12, by this attack's link
        changes.append(f"it may link into a {into} as well as its printed link")
        rules.append(seq(12))
    if args.unblockable:
        atk["unblockable"] = f"{source.label}'s text in the {where}"
        changes.append("it cannot be blocked")
        rules += [seq(6), "Cannot 1"]
    game.log(
        f"{source.label}'s text in {source.controller}'s {where} applies to {obj.label} "
        f"({_which(args)}): {' and '.join(changes)}" + (f" ({'; '.join(conds)})" if conds else ""),
        list(dict.fromkeys(rules)),
        kind="effect",
        player=source.controller,
    )
    return
    yield


def register(verbs: VerbLibrary) -> None:
    verbs.verb(VERB, StandingArgs, rule="Outside Effects 1")(_standing)
    # the other text of this family that is not an attack's own
    register_flip_limit(verbs)
    register_gained_text(verbs)
    register_stays(verbs)
    register_prohibitions(verbs)
    register_turns(verbs)
    register_flips(verbs)


class StandingMixin:
    """Apply standing text at step 1; list what cannot be applied before the first action."""

    def standing_sources(self, game: Game) -> list[tuple[CardObject, Any]]:
        state = game.state
        out = []
        for p in state.players:
            for zone, timing in PLACES.items():
                for obj in state.cards_in(p.id, zone):
                    out += [(obj, ab) for ab in obj.definition.abilities if ab.timing == timing]
        return out

    def apply_standing(self, game: Game, player: str, atk: dict[str, Any]) -> Procedure:
        for obj, ab in self.standing_sources(game):
            if not self.can_run(ab) or any(s.get("verb") != VERB for s in ab.effect):  # type: ignore[attr-defined]
                continue
            controller = obj.controller
            rival = game.state.opponent(controller)
            steps = [StandingArgs.model_validate(_args(s)) for s in ab.effect]
            if not all(applies(a, controller, atk, rival, game) for a in steps):
                continue
            if any(a.unique for a in steps):
                used = atk.setdefault("_unique_standing", set())
                if obj.definition.name in used:
                    game.log(
                        f"Another {obj.definition.name} already changes {atk['obj'].label}: "
                        "only one may",
                        [*RULES, seq(1)],
                        kind="info",
                        card=obj.label,
                    )
                    continue
                used.add(obj.definition.name)
            yield self.run_effect(game, self.ctx(obj, controller, ab, atk))  # type: ignore[attr-defined]
        yield self.apply_floating_unblockable(game, player, atk)  # type: ignore[attr-defined]

    def announce_standing(self, game: Game) -> None:
        for obj, ab in self.standing_sources(game):
            if not self.can_run(ab):  # type: ignore[attr-defined]
                log_not_modelled(game, obj, ab, rules=("Outside Effects 1",))


def _args(step: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in step.items() if k != "verb"}
