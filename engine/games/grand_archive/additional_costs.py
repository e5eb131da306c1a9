"""Costs a card's own text adds to its activation: additional costs, and Brew.

"As an additional cost to activate this card, <cost>" is paid with the reserve cost;
when it cannot be paid the activation is illegal and undone (Playing Cards - Card
Activation 8 and 6). Brew lets the player give up the objects it names in place of paying
the reserve cost; reserve cost changes are then ignored (Keywords and Abilities - Brew 2-3).
Each payment is a step of the card's static ability, so the trace shows which objects
or cards paid it.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import Field

from engine.core.cards import AbilityDefinition
from engine.core.choose import yes_no
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive import conditions, model
from engine.games.grand_archive.effects import VERBS, StepArgs

R_PAY = "Playing Cards - Card Activation 8"
R_ILLEGAL = "Playing Cards - Card Activation 6"
R_BREW = "Keywords and Abilities - Brew 2"
R_BREW_COST = "Keywords and Abilities - Brew 3"
R_PREPARE = "Keywords and Abilities - Prepare 1"
R_PREPARED = "Keywords and Abilities - Prepare 2"
_PREPARE = re.compile(r"\bPrepare (\d+)\b")
_WORDS = {
    "sacrifice": ("sacrifices", "Game Terms - Sacrifice 1"),
    "discard": ("discards", "Game Terms - Discard 1"),
    "banish_graveyard": ("banishes from the graveyard", "Game Terms - Banish 1"),
    "rest_champion": ("rests", "Game Terms - Rest/Rested 1"),
}


class AdditionalArgs(StepArgs):
    pay: Literal["sacrifice", "discard", "banish_graveyard", "rest_champion"]
    count: int = Field(1, ge=1)
    filter: dict[str, Any] | None = None
    element: str | None = None
    keyword: str | None = None


class Listed(StepArgs):
    count: int = Field(1, ge=1)
    filter: dict[str, Any]


class BrewArgs(StepArgs):
    listed: list[Listed] = Field(min_length=1)


def _fits_card(card: CardObject, step: dict[str, Any]) -> bool:
    if step.get("element") and ch.element(card) != step["element"]:
        return False
    if step.get("keyword"):
        return any(
            str(a.extra.get("keyword", "")).lower() == step["keyword"]
            for a in card.definition.abilities
        )
    return True


def payers(game: Game, source: CardObject, player: str, step: dict[str, Any]) -> list[CardObject]:
    """What ``player`` could pay this cost with now (the card being activated never counts)."""
    state = game.state
    pay = step["pay"]
    if pay == "sacrifice":
        found, _ = conditions.controlled(state, source, player, step.get("filter") or {})
        return [o for o in found if o is not source]
    if pay == "discard":
        return [
            c for c in state.cards_in(player, "hand") if c is not source and _fits_card(c, step)
        ]
    if pay == "banish_graveyard":
        return [c for c in state.cards_in(player, "graveyard") if _fits_card(c, step)]
    champ = model.champion(state, player)
    return [champ] if champ is not None and not champ.exhausted else []


def describe(step: dict[str, Any]) -> str:
    """ "sacrifice 1 Powercell object(s)", "discard 2 card(s)", "rest the champion"."""
    pay = step["pay"]
    if pay == "rest_champion":
        return "rest the champion"
    if pay == "sacrifice":
        return f"sacrifice {step['count']} {_named(step.get('filter') or {})}"
    what = f"{step['element']} element card(s)" if step.get("element") else "card(s)"
    if step.get("keyword"):
        what = f"card(s) with {step['keyword']}"
    return f"{'discard' if pay == 'discard' else 'banish'} {step['count']} {what}" + (
        " from the graveyard" if pay == "banish_graveyard" else " from hand"
    )


def _named(want: dict[str, Any]) -> str:
    """How the filter names its objects ("Powercell object(s)"), as conditions say it."""
    return conditions._describe(want)  # noqa: SLF001 - the one wording of a filter


def _pay_one(game: Game, player: str, obj: CardObject, pay: str, source: str) -> None:
    """Move one paid object or card and say so (a sacrificed unit dies: Died/Dies 1)."""
    verb, rule = _WORDS[pay]
    if pay == "rest_champion":
        obj.exhausted = True
    else:
        was_unit = obj.zone[1] == "field" and ch.card_type(obj) in ("ally", "token")
        zone = "banishment" if pay == "banish_graveyard" else "graveyard"
        if pay == "sacrifice" and ch.card_type(obj) in ("champion", "regalia"):
            zone = "banishment"
        game.state.move(obj, (obj.owner, zone))
        obj.damage, obj.exhausted = 0, False
        obj.counters.clear()
        if pay == "sacrifice" and was_unit and zone == "graveyard":
            game.emit(Event("dies", player, obj.oid))
    game.log(f"{player} {verb} {obj.label} to pay for {source}", [R_PAY, rule], kind="effect")


def _pay(game: Game, player: str, source: CardObject, step: dict[str, Any]) -> Procedure:
    options = payers(game, source, player, step)
    rule = _WORDS[step["pay"]][1]
    for _ in range(int(step.get("count", 1))):
        paid = yield game.ruleset.choose_object(
            game,
            player,
            options,
            f"{source.label}: {describe(step)}",
            source.label,
            rule,
            verb="chooses",
        )
        options.remove(paid)
        _pay_one(game, player, paid, step["pay"], source.label)


@VERBS.verb("additional_cost", AdditionalArgs, rule=R_PAY)
def additional_cost(game: Game, ctx: EffectContext, args: AdditionalArgs) -> Procedure:
    """Paid as the card is activated (checked payable before: see CostsMixin)."""
    yield _pay(game, ctx.controller, game.state.objects[ctx.source], args.model_dump())


def _brew_plan(
    game: Game, source: CardObject, player: str, listed: list[dict[str, Any]]
) -> list[tuple[dict[str, Any], list[CardObject]]] | None:
    """Distinct objects for every listed entry (the narrowest first), or None if short."""
    taken: set[int] = set()
    plan = []
    entries = sorted(
        listed,
        key=lambda e: len(payers(game, source, player, {"pay": "sacrifice", **e})),
    )
    for entry in entries:
        fits = [
            o
            for o in payers(game, source, player, {"pay": "sacrifice", **entry})
            if o.oid not in taken
        ]
        if len(fits) < int(entry["count"]):
            return None
        chosen = fits[: int(entry["count"])]
        taken.update(o.oid for o in chosen)
        plan.append((entry, chosen))
    return plan


@VERBS.verb("brew", BrewArgs, rule=R_BREW)
def brew(game: Game, ctx: EffectContext, args: BrewArgs) -> Procedure:
    """Sacrifice the listed objects instead of paying the reserve cost."""
    source = game.state.objects[ctx.source]
    listed = [e.model_dump() for e in args.listed]
    plan = _brew_plan(game, source, ctx.controller, listed) or []
    for _entry, chosen in plan:
        for paid in chosen:
            _pay_one(game, ctx.controller, paid, "sacrifice", f"{source.label} (Brew)")
    game.log(
        f"{source.label} is brewed: its reserve cost is not paid, and changes to that cost are "
        "ignored",
        [R_BREW, R_BREW_COST],
        kind="effect",
    )
    return
    yield


class CostsMixin:
    """Placed before the activation mixin: checks and pays the card's own extra costs."""

    def _extra_costs(self, game: Game, obj: CardObject) -> list[AbilityDefinition]:
        rs: Any = self
        return [
            a
            for a in rs.static_abilities(obj, "additional_cost")
            if rs.restrictions_met(
                game, obj.controller, obj, model.static_restrictions(a), "", log=False
            )
        ]

    def _brew(self, game: Game, player: str, obj: CardObject) -> AbilityDefinition | None:
        rs: Any = self
        for a in rs.static_abilities(obj, "brew"):
            listed = [dict(e) for s in a.effect for e in s["listed"]]
            if rs.restrictions_met(
                game, player, obj, model.static_restrictions(a), "", log=False
            ) and _brew_plan(game, obj, player, listed):
                return a
        return None

    def declare_choices(
        self,
        game: Game,
        player: str,
        obj: CardObject,
        ab: Any,
        kind: str,
        label: str,
        parts: list[AbilityDefinition] | None = None,
    ) -> Procedure:
        rs: Any = self
        if kind == "card":
            for ability in self._extra_costs(game, obj):
                for step in ability.effect:
                    have = len(payers(game, obj, player, step))
                    if have < int(step.get("count", 1)):
                        rs.refuse(
                            game,
                            player,
                            f"{label}'s additional cost ({describe(step)}) cannot be paid: "
                            f"{player} has {have} that will do — the activation is illegal",
                            [R_PAY, R_ILLEGAL],
                            ability=ability.id,
                        )
                        return None
        item = yield super().declare_choices(  # type: ignore[misc]
            game, player, obj, ab, kind, label, parts
        )
        return item

    def prepare(self, game: Game, player: str, obj: CardObject) -> Procedure:
        """Prepare N: the player may remove N preparation counters from their champion as the
        card is activated; if they do, the card becomes prepared (Prepare 1-2)."""
        rs: Any = self
        for ability in rs.keyword_abilities(game, obj, "prepare"):
            m = _PREPARE.search(ability.text)
            if m is None:  # "Prepare X": the amount is chosen, not read yet
                continue
            n, champ = int(m[1]), model.champion(game.state, player)
            have = champ.counters.get("preparation", 0) if champ is not None else 0
            if have < n:
                game.log(
                    f"{obj.label}: Prepare {n} cannot be paid ({player}'s champion has {have} "
                    "preparation counter(s)), so it is not prepared",
                    [R_PREPARE],
                    kind="info",
                    card=obj.label,
                    ability=ability.id,
                )
                continue
            pay = yield yes_no(
                game,
                player,
                f"{player}: remove {n} preparation counter(s) to prepare {obj.label}?",
                R_PREPARE,
                card=obj.label,
                default=True,
                reason=f"the champion has {have} preparation counter(s)",
                describe=lambda yes, n=n: (
                    f"{player} {'pays' if yes else 'does not pay'} Prepare {n}"
                ),
            )
            if not pay:
                continue
            champ.counters["preparation"] = have - n
            obj.flags["prepared"] = True
            game.log(
                f"{player} removes {n} preparation counter(s) from {champ.label} ({have - n} "
                f"left): {obj.label} becomes prepared",
                [R_PREPARE, R_PREPARED],
                kind="effect",
                card=obj.label,
                ability=ability.id,
            )

    def pay_reserve(self, game: Game, player: str, obj: CardObject) -> Procedure:
        rs: Any = self
        for ability in self._extra_costs(game, obj):
            yield rs.apply_static(game, obj, ability)
        yield self.prepare(game, player, obj)
        brewing = self._brew(game, player, obj)
        if brewing is not None:
            use = yield yes_no(
                game,
                player,
                f"{player}: brew {obj.label} (sacrifice the listed objects instead of paying its "
                "reserve cost)?",
                R_BREW,
                card=obj.label,
                default=True,
                reason="the listed objects are on the field",
                describe=lambda yes: f"{player} {'brews' if yes else 'does not brew'} {obj.label}",
            )
            if use:
                yield rs.apply_static(game, obj, brewing)
                return 0
        return (yield super().pay_reserve(game, player, obj))  # type: ignore[misc]
