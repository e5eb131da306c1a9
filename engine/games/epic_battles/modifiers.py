"""Floating damage and cost modifiers on a player's attacks (Floating 1-2).

Damage up or down on the rival's next attack, cheaper kicks for the step, weaker rival attacks
for his next action: each is a floating entry naming whose attacks it changes (``player``),
which ones (kind, height), by how much (``damage``/``cost``), and how long it lasts: ``until``
the end of the step, turn or combo, and ``next`` when it is used up by that player's next
attack or next action. Step 1 pays the modified cost; step 8 deals the modified damage; an
attack whose damage cannot be lowered ignores lowering.
"""

from __future__ import annotations

from typing import Any

from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject


class ModifiersMixin:
    """Record modifiers, hand them to the attacks they change, and end them on time."""

    def verb_modify_attacks(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        state = game.state
        whose = ctx.controller if step.get("whose", "rival") == "you" else None
        player = whose or state.opponent(ctx.controller)
        source = self.label(game, ctx.source)
        entry: dict[str, Any] = {
            "player": player,
            "damage": int(step.get("damage", 0)),
            "cost": int(step.get("cost", 0)),
            "kind": step.get("kind"),
            "height": step.get("height"),
            "next": step.get("next"),
            "until": step.get("until"),
            "source": source,
        }
        for key in ("cap", "min_cost"):
            if step.get(key) is not None:
                entry[key] = int(step[key])
        if step.get("others"):
            entry["exclude"] = ctx.source
        counted = ""
        if step.get("per_energy"):
            field = "damage" if step.get("damage") else "cost"
            entry[field], counted = self._damage_per(game, ctx, {**step, "damage": step[field]})
            if not entry[field]:
                game.log(
                    f"{source}: {counted}, so the change is 0 and nothing happens",
                    ["Floating 1"],
                    kind="info",
                    card=source,
                )
                return
        which = " ".join(w for w in (entry["height"], entry["kind"] or "attack") if w)
        many = which + ("es" if which.endswith("ch") else "s")
        if entry.get("min_cost"):
            many += f" that cost {entry['min_cost']} or more"
        scope = {
            "attack": f"{player}'s next {which}",
            "action": f"{player}'s {many} in their next action",
            None: f"{player}'s {'other ' if step.get('others') else ''}{many}",
        }[entry["next"]]
        change = []
        if entry["damage"]:
            change.append(f"{entry['damage']:+d} damage")
        if entry["cost"]:
            change.append(f"{entry['cost']:+d} energy to play")
        if entry.get("cap") is not None:
            change.append(f"at most {entry['cap']} damage")
        entry["text"] = (
            f"{scope}: {' and '.join(change)} (from {source}{counted and '; ' + counted})"
        )
        self.add_floating(game, player, entry)
        return
        yield

    def _damage_per(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> tuple[int, str]:
        """The per-card damage change times the counted cards, capped at ``per_max``."""
        each = int(step["damage"])
        n, what = self.count_per(game, ctx, {"per": "energy", "kinds": step["per_energy"]})  # type: ignore[attr-defined]
        total = each * n
        cap = step.get("per_max")
        words = f"{each:+d} for each of {n} {what}"
        if cap is not None and abs(total) > int(cap):
            total = int(cap) if total > 0 else -int(cap)
            words += f", up to the maximum of {total:+d}"
        return total, words

    def verb_forbid_attacks(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        """'Your rival cannot play kicks this turn': a floating prohibition (Cannot 1)."""
        state = game.state
        player = ctx.controller if step.get("whose") == "you" else state.opponent(ctx.controller)
        which = " ".join(w for w in (step.get("height"), step.get("kind") or "attack") if w)
        many = which + ("es" if which.endswith("ch") else "s")
        when = " in their next action" if step.get("next") == "action" else ""
        self.add_floating(
            game,
            player,
            {
                "forbid": True,
                "kind": step.get("kind"),
                "height": step.get("height"),
                "next": step.get("next"),
                "until": step.get("until"),
                "source": self.label(game, ctx.source),
                "text": f"{player} cannot play {many}{when} (from {self.label(game, ctx.source)})",
            },
        )
        return
        yield

    def forbidden_by(self, game: Game, player: str, obj: CardObject) -> dict[str, Any] | None:
        """The floating prohibition that stops ``player`` playing ``obj`` now, if any."""
        combo = game.state.info.get("combo") or {}
        for f in game.state.info["floating"]:
            if not f.get("forbid") or f.get("player") != player:
                continue
            if f.get("kind") and self.kind(obj) != f["kind"]:
                continue
            if f.get("height") and self.height(obj) != f["height"]:
                continue
            if f.get("next") == "action":
                f.setdefault("action", combo.get("id"))
                if f["action"] != combo.get("id"):
                    continue
            return f
        return None

    # -- applying ------------------------------------------------------------
    def _matches(self, f: dict[str, Any], obj: CardObject, player: str) -> bool:
        if f.get("player") != player or not (f.get("damage") or f.get("cost")):
            return False
        if f.get("kind") and self.kind(obj) != f["kind"]:
            return False
        if f.get("height") and self.height(obj) != f["height"]:
            return False
        if f.get("min_cost") and (obj.definition.cost or 0) < int(f["min_cost"]):
            return False
        return f.get("exclude") != obj.oid

    def claim_modifiers(self, game: Game, player: str, obj: CardObject) -> list[dict[str, Any]]:
        """At step 1: the modifiers this attack takes; a "next attack" one is used up by it."""
        state = game.state
        combo = state.info.get("combo") or {}
        mine: list[dict[str, Any]] = []
        for f in list(state.info["floating"]):
            if not self._matches(f, obj, player):
                continue
            if f.get("next") == "action":
                f.setdefault("action", combo.get("id"))
                if f["action"] != combo.get("id"):
                    continue
            if f.get("next") == "attack":
                state.info["floating"].remove(f)
            mine.append(f)
        return mine

    def damage_cap(self, game: Game, atk: dict[str, Any], damage: int) -> tuple[int, str]:
        """At step 8: the lowest floating cap on this attack's damage ("a max of 5 damage",
        "deal 0 damage" for the next action); an attack whose damage cannot be lowered ignores it."""
        obj, player = atk["obj"], atk["player"]
        combo = game.state.info.get("combo") or {}
        caps = []
        for f in game.state.info["floating"]:
            if f.get("cap") is None or f.get("player") != player:
                continue
            if not self._matches({**f, "damage": 1}, obj, player):
                continue
            if f.get("next") == "action":
                f.setdefault("action", combo.get("id"))
                if f["action"] != combo.get("id"):
                    continue
            caps.append(f)
        for f in caps:  # a cap on "the next attack" is used up by this one
            if f.get("next") == "attack":
                game.state.info["floating"].remove(f)
        if not caps:
            return damage, ""
        low = min(caps, key=lambda f: int(f["cap"]))
        if damage <= int(low["cap"]):
            return damage, ""
        if atk["locked"]:
            return (
                damage,
                f"; the cap of {low['cap']} from {low['source']} is ignored: this damage cannot be lowered",
            )
        return int(low["cap"]), f"; at most {low['cap']} from {low['source']}"

    def barred(self, game: Game, player: str, what: str) -> dict[str, Any] | None:
        """A floating 'cannot link' / 'cannot use HIT effects' on ``player`` now (Cannot 1)."""
        combo = game.state.info.get("combo") or {}
        for f in game.state.info["floating"]:
            if not f.get(what) or f.get("player") != player:
                continue
            if f.get("next") == "action":
                f.setdefault("action", combo.get("id"))
                if f["action"] != combo.get("id"):
                    continue
            return f
        return None

    def claim_finish(self, game: Game, player: str, atk: dict[str, Any]) -> None:
        """At step 1: a floating change of where the rival's next attack finishes is used up
        by this attack, which is marked for step 11."""
        from engine.games.epic_battles.finishing import FLAG

        for f in list(game.state.info["floating"]):
            if f.get("finish_to") and f.get("player") == player:
                game.state.info["floating"].remove(f)
                atk["obj"].flags[FLAG] = {"dest": f["finish_to"], "if_blocked": False}
                game.log(
                    f"{atk['obj'].label} will be discarded, not put into the energy pile, "
                    f"when it finishes ({f['source']})",
                    ["Floating 1", "Replacement 1"],
                    kind="info",
                    player=player,
                )

    def claim_unblockable(self, game: Game, player: str, atk: dict[str, Any]) -> None:
        """At step 1: a floating 'your next attack (if it is a X) is unblockable' is used up by
        this attack; it makes it unblockable when its kind fits."""
        obj = atk["obj"]
        for f in list(game.state.info["floating"]):
            if not f.get("unblockable") or f.get("player") != player:
                continue
            game.state.info["floating"].remove(f)
            if f.get("kind") and self.kind(obj) != f["kind"]:  # type: ignore[attr-defined]
                game.log(
                    f"{obj.label} is {player}'s next attack but not a {f['kind']}: "
                    f"'{f['text']}' is used up and does nothing",
                    ["Floating 1"],
                    kind="info",
                    player=player,
                )
                continue
            atk["unblockable"] = f"{f['source']} made {player}'s next attack unblockable"
        return None

    def modified_cost(self, game: Game, atk: dict[str, Any], printed: int) -> tuple[int, str]:
        mods = [f for f in atk["mods"] if f.get("cost")]
        if not mods:
            return printed, ""
        total = max(0, printed + sum(int(f["cost"]) for f in mods))
        why = ", ".join(f"{int(f['cost']):+d} from {f['source']}" for f in mods)
        return total, f" ({printed} printed, {why})"

    def damage_modifiers(self, game: Game, atk: dict[str, Any]) -> tuple[int, list[str]]:
        """The modifiers' damage change for this attack, and how each one counted."""
        obj, player = atk["obj"], atk["player"]
        taken = {id(f) for f in atk["mods"]}
        later = [
            f
            for f in game.state.info["floating"]
            if id(f) not in taken and f.get("next") is None and self._matches(f, obj, player)
        ]
        total, parts = 0, []
        for f in [*atk["mods"], *later]:
            d = int(f.get("damage", 0))
            if not d:
                continue
            if d < 0 and atk["locked"]:
                parts.append(f"{d:+d} from {f['source']} ignored: this damage cannot be lowered")
                continue
            total += d
            parts.append(f"{d:+d} from {f['source']}")
        return total, parts

    def end_action_modifiers(self, game: Game, action_id: Any) -> None:
        """Modifiers for "the next action" end with the action that took them."""
        gone = [f for f in game.state.info["floating"] if f.get("action") == action_id]
        for f in gone:
            game.state.info["floating"].remove(f)
            game.log(
                f"The floating effect '{f['text']}' ends (its action is over)",
                ["Floating 1"],
                kind="event",
                player=f.get("player"),
            )
