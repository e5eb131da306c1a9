"""Static abilities the engine applies: cost reductions and stat bonuses of a card itself.

"This card costs N less to activate" applies as its card is activated, before the
reserve cost is paid; "<Name> gets +N POWER" applies while the card is on the field.
Either is ignored while a restriction in front of it is unmet (Restriction Abilities ¶3).
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.grand_archive import conditions, groups, model

R_STATIC = "Abilities - Static Abilities 1"


_HELD = frozenset({"grant_stats", "has_keywords"})  # what a card's own static gives it
_GROUP = frozenset({"group_static"})  # what it gives the objects its controller controls


def _only(ability: AbilityDefinition, verb: str) -> bool:
    """Every step is ``verb`` (or, for what a card holds, a stat bonus or keyword) and one is it."""
    verbs = {s.get("verb") for s in ability.effect}
    allowed = _HELD if verb in _HELD else _GROUP if verb in _GROUP else {verb}
    return bool(verbs) and verbs <= allowed and verb in verbs


class StaticMixin:
    """Needs the ruleset's restriction checks and contract (can_run)."""

    def static_abilities(self, obj: CardObject, verb: str) -> list[AbilityDefinition]:
        rs: Any = self
        return [
            a
            for a in obj.definition.abilities
            if a.timing == "constant" and _only(a, verb) and rs.can_run(a)
        ]

    def apply_static(self, game: Game, obj: CardObject, ability: AbilityDefinition) -> Procedure:
        """Check the ability's restriction (logged) and, when met, run its steps tagged with it."""
        rs: Any = self
        if not rs.gate(game, obj.controller, obj, ability, "applies"):
            return
        ctx = EffectContext(obj.oid, obj.controller, ability)
        game.acting.append((obj.label, ability.id))
        try:
            for step in ability.effect:
                if step.get("condition") and not rs.condition_met(
                    game, obj, obj.controller, step, ability.id, static=True
                ):
                    continue
                vspec = rs.spec.verbs.get(str(step["verb"]))
                yield vspec.run(game, ctx, vspec.validate(step))
        finally:
            game.acting.pop()

    def cost_reduction(self, game: Game, obj: CardObject, when: str = "activate") -> Procedure:
        """The total of the card's own met 'costs N less to activate' (or '... to materialize')
        abilities, each logged."""
        game.state.info["_reduction"] = 0
        for ability in self.static_abilities(obj, "reduce_cost"):
            if all(s.get("when", "activate") == when for s in ability.effect):
                yield self.apply_static(game, obj, ability)
        if when != "activate":
            return int(game.state.info.pop("_reduction", 0))
        for ability in obj.definition.abilities:
            if str(ability.extra.get("keyword", "")).lower() == "efficiency":
                self.efficiency(game, obj, ability)
        return int(game.state.info.pop("_reduction", 0))

    def efficiency(self, game: Game, obj: CardObject, ability: AbilityDefinition) -> None:
        """Efficiency: the card costs LV less (the champion's level) as it goes onto the stack."""
        rs: Any = self
        restrictions = model.static_restrictions(ability)
        if not rs.restrictions_met(
            game, obj.controller, obj, restrictions, f"({ability.id})", ability=ability.id
        ):
            return
        champ = model.champion(game.state, obj.controller)
        if champ is None or model.base_level(champ) is None:
            game.log(
                f"{obj.label}: Efficiency — the champion's level is not known, so the reduction "
                "cannot be counted (state it: flags: {level: N})",
                ["Keywords and Abilities - Efficiency 1"],
                kind="info",
                card=obj.label,
                ability=ability.id,
            )
            return
        lv = model.level(champ)
        game.state.info["_reduction"] = int(game.state.info.get("_reduction", 0)) + lv
        game.log(
            f"{obj.label}: Efficiency — it costs {lv} less to activate ({champ.label} is level {lv})",
            ["Keywords and Abilities - Efficiency 1", "Abilities - Static Abilities 4"],
            kind="effect",
            card=obj.label,
            ability=ability.id,
        )

    def static_bonus(self, game: Game, obj: CardObject, stat: str) -> int:
        """POWER or LIFE the card's own met static abilities give it now (not logged)."""
        rs: Any = self
        total = 0
        for ability in self.static_abilities(obj, "grant_stats"):
            rs_ = model.static_restrictions(ability)
            if rs.restrictions_met(game, obj.controller, obj, rs_, "", log=False):
                total += sum(
                    int(s.get(stat, 0))
                    for s in ability.effect
                    if not s.get("condition")
                    or conditions.check(game.state, obj, obj.controller, s["condition"])[0]
                )
        return total + groups.group_bonus(rs, game, obj, stat)

    def announce_constants(self, game: Game) -> None:
        """Stat bonuses of cards on the field are shown applied; unmodelled ones as printed."""
        rs: Any = self
        super().announce_constants(game)  # type: ignore[misc]
        for obj in list(game.state.objects.values()):
            if not rs.in_play(obj):
                continue
            held = self.static_abilities(obj, "grant_stats")
            held += [a for a in self.static_abilities(obj, "has_keywords") if a not in held]
            held += self.static_abilities(obj, "group_static")
            for ability in held:
                game.run(self.apply_static(game, obj, ability))

    def static_keywords(self, game: Game, obj: CardObject, name: str) -> list[AbilityDefinition]:
        """The card's own "has <keyword> (as long as ...)" abilities that give ``name`` now."""
        rs: Any = self
        out = []
        for ability in obj.definition.abilities:
            steps = [s for s in ability.effect if s.get("verb") == "has_keywords"]
            if (
                ability.timing != "constant"
                or not rs.can_run(ability)
                or not any(name in s["keywords"] for s in steps)
            ):
                continue
            restrictions = model.static_restrictions(ability)
            if not rs.restrictions_met(game, obj.controller, obj, restrictions, "", log=False):
                continue
            if all(
                not s.get("condition")
                or conditions.check(game.state, obj, obj.controller, s["condition"])[0]
                for s in steps
            ):
                out.append(ability)
        return out + groups.group_keywords(rs, game, obj, name)
