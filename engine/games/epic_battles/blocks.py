"""Steps 6 to 9: blocks (and multi-blocks), block text, damage or chip, kamidogu."""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import ask
from engine.core.state import CardObject
from engine.core.words import plural
from engine.games.epic_battles.common import NO_BLOCK, NOTHING, seq


class BlocksMixin:
    """What the rival does against an attack, and what the attack then does to them."""

    def block_step(self, game: Game, rival: str, atk: dict[str, Any]) -> Procedure:
        state = game.state
        obj: CardObject = atk["obj"]
        player = atk["player"]
        height = self.height(obj)
        forbidden = set(state.info.get("combo", {}).get("forbidden_blocks", []))
        blocks = [
            o
            for o in state.cards_in(rival, "hand")
            if o.definition.type == "block"
            and self.height(o) == height
            and o.definition.name not in forbidden
        ]
        barred = [
            o.label
            for o in state.cards_in(rival, "hand")
            if o.definition.type == "block" and o.definition.name in forbidden
        ]
        if barred:
            game.log(
                f"{rival} cannot play {', '.join(barred)} during this combo (a block named by an effect)",
                [seq(6), "Cannot 1"],
                kind="info",
                player=rival,
            )
        needed = atk["needed"]
        if atk.get("unblockable"):
            self.log_step(
                game,
                6,
                f"{obj.label} is unblockable ({atk['unblockable']}), so {rival} cannot block it",
                ["Cannot 1"],
                kind="event",
                player=rival,
            )
            yield self.block_text_step(game, rival, atk)
            return
        tax = int(atk.get("block_tax", 0))
        floated = [
            f for f in state.info["floating"] if f.get("block_tax") and f.get("player") == player
        ]
        if floated:
            tax += sum(int(f["block_tax"]) for f in floated)
            atk["block_tax_by"] = ", ".join(
                [
                    *([atk["block_tax_by"]] if atk.get("block_tax_by") else []),
                    *(f["source"] for f in floated),
                ]
            )
        if tax:
            game.log(
                f"{rival} must pay {tax} energy before blocking {obj.label} ({atk['block_tax_by']})",
                [seq(6)],
                kind="info",
                player=rival,
            )
        taxers: list[CardObject] = []
        if self.kind(obj) == "projectile" and (obj.definition.cost or 0) == 0:
            for o in state.cards_in(player, "energy"):
                for ab in o.definition.abilities:
                    if ab.timing == "in_energy_pile" and ab.extra.get("tax"):
                        tax += int(ab.extra["tax"])
                        taxers.append(o)
        if taxers:
            how = "never played" if taxers[0].flags.get("_not_played") else "in the energy pile"
            game.log(
                f"{', '.join(t.label for t in taxers)} ({how}) works from {player}'s energy pile: {rival} must pay {tax} energy before blocking {obj.label}",
                [seq(6), "Outside Effects 1", "Outside Effects 2"],
                kind="effect",
                card=taxers[0].label,
            )
        block_costs = sorted((o.definition.cost or 0) for o in blocks)[:needed]
        can_pay = self.energy(state, rival) >= tax + sum(block_costs)
        if len(blocks) < needed or not can_pay:
            if len(blocks) < needed and needed > 1:
                why = f"it takes {needed} blocks to block {obj.label} and {rival} has {len(blocks)} {height} block(s): no half block is allowed, so {rival} cannot block"
                self.log_step(game, 6, why, ["Multiple Blocks 1"], kind="event", player=rival)
            elif not blocks and not state.zone_known(rival, "hand"):
                # an unlisted hand is unknown, not empty: say what the ruling assumes
                self.log_step(
                    game,
                    6,
                    f"{rival}'s hand is not listed in the scenario, so whether {rival} holds a "
                    f"{height} block is not known: this ruling goes on as if {obj.label} is not "
                    f"blocked (list {rival}'s hand to have a block considered)",
                    kind="event",
                    player=rival,
                )
            elif not blocks:
                self.log_step(
                    game,
                    6,
                    f"{rival} has no {height} block for {obj.label} ({height} blocks stop {height} attacks), so it is not blocked",
                    kind="event",
                    player=rival,
                )
            else:
                self.log_step(
                    game,
                    6,
                    f"{rival} has {self.energy(state, rival)} energy and cannot pay {tax + sum(block_costs)} to block, so {obj.label} is not blocked",
                    ["Energy 3"],
                    kind="event",
                    player=rival,
                )
            yield self.block_text_step(game, rival, atk)
            return
        chosen: list[CardObject] = []
        for i in range(needed):
            labels = [o.label for o in blocks if o not in chosen]
            options = labels + ([NO_BLOCK] if i == 0 else [])
            pick = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=rival,
                    prompt=f"{rival}: block {obj.label} ({height} attack)"
                    + (f", block {i + 1} of {needed}" if needed > 1 else "")
                    + "?",
                    options=options,
                    rule=seq(6),
                    default=NO_BLOCK if i == 0 else labels[0],
                    default_reason="the scenario names no block"
                    if i == 0
                    else "the next block listed",
                    card=obj.label,
                ),
                lambda lab: (
                    f"{rival} does not block" if lab == NO_BLOCK else f"{rival} blocks with {lab}"
                ),
            )
            if pick == NO_BLOCK:
                break
            chosen.append(next(o for o in blocks if o.label == pick))
        if not chosen:
            self.log_step(
                game, 6, f"{rival} does not block {obj.label}", kind="event", player=rival
            )
            yield self.block_text_step(game, rival, atk)
            return
        game.trace.depth = 2
        yield self.pay(
            game,
            rival,
            tax,
            f"the right to block {obj.label}",
            [seq(6), *(["Outside Effects 1"] if taxers else [])],
        )
        for b in chosen:
            yield self.pay(game, rival, b.definition.cost or 0, b.label, [seq(6)])
            state.move(b, (rival, "arena"), top=False)
        game.trace.depth = 1
        extra = ["Multiple Blocks 1"] if needed > 1 else []
        self.log_step(
            game,
            6,
            f"{rival} blocks {obj.label} with {', '.join(b.label for b in chosen)} ({height} block for a {height} attack)",
            extra,
            kind="action",
            player=rival,
        )
        atk["blocks"] = chosen
        game.trace.depth = 2
        if self.kind(obj) == "punch":
            yield self.flip_events(game, player, "rival_blocks_punch", atk, step=None)
        if self.kind(obj) in ("punch", "kick"):
            yield self.sean_tax(game, player, rival, atk)
        game.trace.depth = 1
        yield self.block_text_step(game, rival, atk)

    def block_text_step(self, game: Game, rival: str, atk: dict[str, Any]) -> Procedure:
        if not atk["blocks"]:
            self.log_step(game, 7, f"{rival} played no block, so there is no block text")
            return
        for b in atk["blocks"]:
            texts = [a for a in b.definition.abilities if a.timing == "block_text"]
            if not texts:
                self.log_step(game, 7, f"{b.label} has no text")
            for ab in texts:
                self.log_step(
                    game,
                    7,
                    f"{rival} resolves {b.label}: {ab.text}",
                    kind="resolve",
                    player=rival,
                    card=b.label,
                    ability=ab.id,
                )
                game.trace.depth = 2
                yield self.resolve_ability(game, self.ctx(b, rival, ab, atk))
                game.trace.depth = 1

    def damage_step(self, game: Game, rival: str, atk: dict[str, Any]) -> Procedure:
        state = game.state
        obj: CardObject = atk["obj"]
        player = atk["player"]
        if atk["blocks"]:
            floating = sum(
                int(f.get("chip", 0)) for f in state.info["floating"] if f.get("player") == player
            )
            base = int(state.info.get("base_chip", 0))
            chip = base + atk["chip"] + floating
            parts = [f"{atk['chip']} from effects this attack"] if atk["chip"] else []
            if floating:
                parts.append(f"{floating} from floating effects")
            if atk.get("no_chip"):
                chip, parts = 0, [f"none: {atk['no_chip']} takes no damage, not even chipping"]
            rules = ["Floating 1"] if floating else []
            if not base:
                rules.append("TJ-3")
                game.note(
                    "the chip amount an attack has on its own is not in the rules the engine has; only chipping from effects is counted"
                )
            self.log_step(
                game,
                8,
                f"{obj.label} was blocked: {rival} takes no damage and chips {chip} card(s)"
                + (f" ({'; '.join(parts)})" if parts else ""),
                rules,
                kind="event",
                player=rival,
            )
            yield self.mill(game, rival, chip, [seq(8)])
            if chip:
                yield self.char_triggers(game, player, "you_chip", atk, f"{player} chipped cards")
            return False
        change, parts = self.damage_modifiers(game, atk)
        damage = max(0, obj.stat("damage") + atk["bonus"] + change)
        if atk["bonus"]:
            parts.insert(0, f"{atk['bonus']:+d} from effects")
        damage, capped = self.damage_cap(game, atk, damage)
        if capped:
            parts.append(capped.removeprefix("; "))
        note = f" ({obj.stat('damage')} printed, {'; '.join(parts)})" if parts else ""
        if atk["locked"]:
            note += "; this damage cannot be lowered"
        self.log_step(
            game,
            8,
            f"{obj.label} is not blocked: {rival} takes {damage} damage{note}",
            ["Floating 1"] if change or capped or len(parts) > bool(atk["bonus"]) else [],
            kind="event",
            player=rival,
        )
        atk["dealt"] = damage  # "X = the damage this attack deals" (HIT text reads it)
        yield self.mill(game, rival, damage, [seq(8)])
        return damage > 0

    def mill(self, game: Game, player: str, count: int, why: list[str]) -> Procedure:
        """Damage and chip discard cards from the top of the deck, one at a time, in order."""
        state = game.state
        game.trace.depth = 2
        listed = state.zone_known(player, "deck")
        for done in range(count):
            deck = state.cards_in(player, "deck")
            if not deck and not listed:
                game.log(
                    f"{player} discards {plural(count - done, 'card')} from the top of the"
                    " deck (the deck is not listed in the scenario)",
                    [*why, "Discard 1", "Discard 2"],
                    kind="effect",
                    player=player,
                )
                break
            if not deck:
                game.log(f"{player}'s deck is empty", ["TJ-3"], kind="not_modelled", player=player)
                game.note(
                    "running out of deck cards is in the basic rules, which the engine does not have"
                )
                break
            top = deck[0]
            state.move(top, (top.owner, "discard"))
            game.log(
                f"{player} discards {top.label} from the top of the deck",
                [*why, "Discard 1", "Discard 2"],
                kind="effect",
                player=player,
                card=top.label,
            )
        game.trace.depth = 1
        return
        yield

    def kamidogu_step(
        self, game: Game, player: str, rival: str, atk: dict[str, Any], took: bool
    ) -> Procedure:
        state = game.state
        if not took:
            self.log_step(game, 9, f"{rival} took no damage, so no kamidogu changes control")
            return
        if atk["number"] < 2:
            self.log_step(
                game,
                9,
                f"{rival} took damage, but a single attack is not a combo: no kamidogu changes control",
                ["Combos 1"],
            )
            return
        theirs = [
            o
            for o in state.cards_in(rival, "arena")
            if o.definition.type == "kamidogu" and o.controller == rival
        ]
        theirs += [
            o
            for o in state.cards_in(player, "arena")
            if o.definition.type == "kamidogu" and o.controller == rival
        ]
        if not theirs:
            self.log_step(game, 9, f"{rival} took damage during a combo but controls no kamidogu")
            return
        labels = [o.label for o in theirs]
        pick = yield ask(
            game,
            Decision(
                kind="choose",
                player=player,
                prompt=f"{player}: take control of one of {rival}'s kamidogu?",
                options=labels + [NOTHING],
                rule=seq(9),
                default=labels[0],
                default_reason="optional effects are shown as used",
            ),
            lambda lab: (
                f"{player} takes control of nothing"
                if lab == NOTHING
                else f"{player} chooses {lab}"
            ),
        )
        if pick == NOTHING:
            self.log_step(game, 9, f"{player} leaves {rival}'s kamidogu alone")
            return
        k = theirs[labels.index(pick)]
        k.controller = player
        state.move(k, (player, "arena"), top=False)
        self.log_step(
            game,
            9,
            f"{player} gains control of {k.label}; {k.owner} still owns it",
            ["Control 1", "Control 2"],
            kind="effect",
            player=player,
            card=k.label,
        )

    def play_kamidogu(self, game: Game, player: str, obj: CardObject) -> Procedure:
        game.log(
            f"{player} plays the kamidogu {obj.label}",
            ["Arena 2"],
            kind="action",
            player=player,
            card=obj.label,
        )
        yield self.pay(game, player, obj.definition.cost or 0, obj.label, ["Arena 2"])
        game.state.move(obj, (player, "arena"), top=False)
        for ab in obj.definition.abilities:
            if ab.modelled != "modelled":
                game.log(
                    f"{obj.label}: this effect is not modelled; resolve it as printed",
                    ["TJ-3"],
                    kind="not_modelled",
                    card=obj.label,
                )
                game.note(f"{obj.label} is not modelled: resolve it as printed")
