"""Action ability costs in brackets (6.4.3-6.4.4): every part is read, checked, then paid.

A cost may have several parts separated by commas (6.4.4.c); if any part cannot be paid,
nothing is paid (6.4.4.a). Parts that change the game state by themselves (defeating a
unit, dealing damage, returning a unit to hand) happen once the use of the ability is
announced, so their own triggers see a paid cost (1.8.9).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.decisions import Decision
from engine.core.errors import ImpossibleAction
from engine.core.ruleset import ask
from engine.games.swu.words import plural, strip_reminder

if TYPE_CHECKING:
    from engine.core.game import Game, Procedure
    from engine.core.state import CardObject

_N = r"(a|an|one|two|three|\d+)"
_PARTS: list[tuple[str, re.Pattern[str]]] = [
    ("resources", re.compile(r"^(?:C\s*=\s*)?(\d+)(?: resources?)?$", re.I)),
    ("exhaust", re.compile(r"^exhaust$", re.I)),
    ("force", re.compile(r"^use the force(?: \(lose your force token\))?$", re.I)),
    ("sacrifice", re.compile(r"^defeat a friendly unit$", re.I)),
    ("defeat_self", re.compile(r"^defeat this unit$", re.I)),
    ("bounce_self", re.compile(r"^return this unit to (?:its|his|her) owner's hand$", re.I)),
    ("exhaust_friendly", re.compile(r"^exhaust a friendly unit$", re.I)),
    ("hurt_friendly", re.compile(r"^deal (\d+) damage to a friendly unit$", re.I)),
    ("hurt_base", re.compile(r"^deal (\d+) damage to your base$", re.I)),
    (
        "discard",
        re.compile(rf"^discard {_N} cards?(?: that costs (\d+) or more)? from your hand$", re.I),
    ),
]
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


@dataclass(frozen=True)
class CostPart:
    """One comma-separated part of a bracketed cost."""

    kind: str
    n: int = 0
    min_cost: int | None = None


def read_cost(text: str) -> list[CostPart] | None:
    """The parts of a printed cost, or None when one part is not understood."""
    out: list[CostPart] = []
    for raw in text.replace("’", "'").split(","):
        part = strip_reminder(raw).strip("{} ")
        if not part:
            continue
        for kind, rx in _PARTS:
            m = rx.match(part)
            if m:
                groups = [g for g in m.groups()]
                n = groups[0] if groups else None
                value = 0 if n is None else (int(n) if n.isdigit() else _WORDS[n.lower()])
                floor = int(groups[1]) if len(groups) > 1 and groups[1] else None
                out.append(CostPart(kind, value, floor))
                break
        else:
            return None
    return out


Later = Callable[[], "Procedure"]


class CostMixin:
    """Paying an action ability's cost (a part of the SWU ruleset)."""

    def pay_cost(
        self, game: Game, player: str, obj: CardObject, parts: list[CostPart]
    ) -> Procedure:
        """Check every part (6.4.4.a), then pay them in printed order; returns (paid words, later steps)."""
        self._check_cost(game, player, obj, parts)
        state = game.state
        paid: list[str] = []
        later: list[Later] = []
        for part in parts:
            if part.kind == "exhaust":
                obj.exhausted = True
                paid.append(f"exhausting {obj.label}")
            elif part.kind == "resources":
                ready = [r for r in state.cards_in(player, "resources") if not r.exhausted]
                for r in ready[: part.n]:
                    r.exhausted = True
                paid.append(f"paying {plural(part.n, 'resource')}")
            elif part.kind == "force":
                self.set_force(state, player, False)
                paid.append("using the Force")
            elif part.kind == "sacrifice":
                victim = yield self.choose_object(
                    game, player, self.units(state, player),
                    f"{player}: defeat which friendly unit to pay the cost?", obj.label,
                )  # fmt: skip
                paid.append(f"defeating {victim.label}")
                later.append(self._defeat_later(game, victim))
            elif part.kind == "defeat_self":
                paid.append(f"defeating {obj.label}")
                later.append(self._defeat_later(game, obj))
            elif part.kind == "bounce_self":
                paid.append(f"returning {obj.label} to {obj.owner}'s hand")
                later.append(lambda o=obj: self.leave_play(game, o, (o.owner, "hand")))
            elif part.kind == "exhaust_friendly":
                ready = [u for u in self.units(state, player) if not u.exhausted]
                unit = yield self.choose_object(
                    game, player, ready, f"{player}: exhaust which friendly unit to pay the cost?",
                    obj.label,
                )  # fmt: skip
                unit.exhausted = True
                paid.append(f"exhausting {unit.label}")
            elif part.kind == "hurt_friendly":
                unit = yield self.choose_object(
                    game, player, self.units(state, player),
                    f"{player}: deal {part.n} damage to which friendly unit to pay the cost?",
                    obj.label,
                )  # fmt: skip
                paid.append(f"dealing {part.n} damage to {unit.label}")
                later.append(lambda u=unit, n=part.n: self.deal_damage(game, [(u, n)], 1))
            elif part.kind == "hurt_base":
                base = self.base_of(state, player)
                paid.append(f"dealing {part.n} damage to {player}'s base")
                later.append(lambda b=base, n=part.n: self.deal_damage(game, [(b, n)], 1))
            elif part.kind == "discard":
                paid.extend((yield self._discard_cost(game, player, part)))
        return paid, later

    def _defeat_later(self, game: Game, unit: CardObject) -> Later:
        return lambda: self.defeat_units(game, [unit], ["6.4.5", "1.8.9"])

    def _check_cost(self, game: Game, player: str, obj: CardObject, parts: list[CostPart]) -> None:
        """Refuse the action before paying anything when one part cannot be paid (6.4.4.a)."""
        state = game.state
        units = self.units(state, player)
        for part in parts:
            problem = ""
            if part.kind == "exhaust" and obj.exhausted:
                problem = f"{obj.label} is exhausted, so it cannot pay the Exhaust cost (6.4.4.b)"
            elif part.kind == "resources":
                ready = [r for r in state.cards_in(player, "resources") if not r.exhausted]
                if state.cards_in(player, "resources") and len(ready) < part.n:
                    problem = f"{player} cannot pay {plural(part.n, 'resource')} (1.7.2)"
            elif part.kind == "force" and not self.has_force(state, player):
                problem = f"{player} has no Force token to use (8.37.4)"
            elif part.kind in ("sacrifice", "hurt_friendly") and not units:
                what = "defeat" if part.kind == "sacrifice" else "damage"
                problem = (
                    f"{player} controls no unit to {what}, so the cost cannot be paid (6.4.4.c)"
                )
            elif part.kind in ("defeat_self", "bounce_self") and not self.in_play(obj):
                problem = f"{obj.label} is not in play, so the cost cannot be paid (6.4.4.a)"
            elif part.kind == "exhaust_friendly" and not [u for u in units if not u.exhausted]:
                problem = f"{player} controls no ready unit to exhaust, so the cost cannot be paid (6.4.4.a)"
            elif part.kind == "discard" and len(self._discardable(game, player, part)) < part.n:
                problem = (
                    f"{player} has fewer than {plural(part.n, 'card')} to discard "
                    "from their hand, so the cost cannot be paid (6.4.4.a)"
                )
            if problem:
                raise ImpossibleAction(problem)

    def _discardable(self, game: Game, player: str, part: CostPart) -> list[CardObject]:
        hand = game.state.cards_in(player, "hand")
        if part.min_cost is None:
            return hand
        return [o for o in hand if (o.definition.cost or 0) >= part.min_cost]

    def _discard_cost(self, game: Game, player: str, part: CostPart) -> Procedure:
        hand = self._discardable(game, player, part)
        labels = [o.label for o in hand]
        chosen = yield ask(
            game,
            Decision(
                kind="choose", player=player,
                prompt=f"{player}: discard {plural(part.n, 'card')} from your hand to pay the cost",
                options=labels, rule="6.4.4.a", default=labels[: part.n],
                default_reason="the first cards listed in hand that fit", multi=True,
            ),
            lambda c: f"{player} chooses to discard {'; '.join(c) if c else 'nothing'}",
        )  # fmt: skip
        if isinstance(chosen, str):
            chosen = [chosen]
        chosen = [c for c in chosen if c in labels][: part.n]
        if len(chosen) < part.n:
            raise ImpossibleAction(
                f"{player} must discard {plural(part.n, 'card')} to pay the cost (6.4.4.a)"
            )
        out = []
        for lab in chosen:
            o = hand[labels.index(lab)]
            game.state.move(o, (o.owner, "discard"))
            out.append(f"discarding {o.label}")
        return out
