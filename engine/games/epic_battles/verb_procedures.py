"""The procedures behind the verbs of verbs.py (what each step does to the attack, combo or piles)."""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.games.epic_battles.common import NOTHING, seq
from engine.games.epic_battles.pile_verbs import moment


class VerbProceduresMixin:
    """One method per verb; verbs.py validates the arguments first."""

    def verb_draw(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        yield self.draw(
            game,
            ctx.controller,
            int(step.get("count", 1)),
            ["Triggered 1"] if ctx.ability.kind == "triggered" else [moment(ctx)],
            self.label(game, ctx.source),
        )

    def verb_mill(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        """Discard the top (or bottom) cards of the rival's deck (Discard 2: in order, one at a time)."""
        state = game.state
        rival = state.opponent(ctx.controller)
        end = str(step.get("end", "top"))
        deck = state.cards_in(rival, "deck")
        deck = (deck if end == "top" else deck[::-1])[: int(step.get("count", 1))]
        for top in deck:
            state.move(top, (top.owner, "discard"))
        names = ", ".join(o.label for o in deck) or "nothing (the deck is empty)"
        game.log(
            f"{rival} discards the {end} {len(deck)} card(s) of their deck: {names}",
            ["Discard 1", "Discard 2"],
            kind="effect",
            player=rival,
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_attack_damage(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        atk = ctx.memory["atk"]
        amount = int(step["amount"])
        atk["bonus"] += amount
        more = f"{amount} more" if amount >= 0 else f"{-amount} less"
        game.log(
            f"{atk['obj'].label} deals {more} damage",
            ["Events 1"],
            kind="effect",
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_next_attack_damage(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        """'Your next attack this combo gets +N': kept on the combo, added when that attack is played."""
        combo = game.state.info["combo"]
        combo["next_bonus"] = combo.get("next_bonus", 0) + int(step["amount"])
        game.log(
            f"{ctx.controller}'s next attack in this combo deals {step['amount']} more damage "
            "(if the combo goes on; it never reaches back to this attack)",
            ["Combos 2"],
            kind="effect",
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_combo_damage(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        combo = game.state.info["combo"]
        combo["others_bonus"] = combo.get("others_bonus", 0) + int(step["amount"])
        earlier = combo["count"] - 1
        tail = (
            f"; the {earlier} earlier attack(s) of this combo are not affected" if earlier else ""
        )
        game.log(
            f"Later attacks of this combo deal {step['amount']} more damage{tail}",
            ["Combos 2", seq(2)],
            kind="effect",
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_chip_by_energy(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        atk = ctx.memory["atk"]
        x = self.energy(game.state, ctx.controller)
        atk["chip"] += x
        game.log(
            f"{atk['obj'].label} chips {x} more ({ctx.controller} has {x} energy)",
            ["Events 1", "Energy 3"],
            kind="effect",
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_attack_chip(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        """'This attack does +N chipping': counted at step 8 if the attack is blocked."""
        atk = ctx.memory["atk"]
        atk["chip"] += int(step["amount"])
        game.log(
            f"{atk['obj'].label} chips {step['amount']} more card(s) if it is blocked",
            [moment(ctx), seq(8)],
            kind="effect",
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_blocks_needed(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        atk = ctx.memory["atk"]
        atk["needed"] = int(step["count"])
        game.log(
            f"It now takes {atk['needed']} blocks to block {atk['obj'].label}",
            ["Multiple Blocks 1"],
            kind="effect",
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_lock_damage(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        atk = ctx.memory["atk"]
        atk["locked"] = True
        game.log(
            f"{atk['obj'].label}'s damage cannot be lowered",
            ["Cannot 1"],
            kind="effect",
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_link_any(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        game.state.info["combo"]["link_any"] = True
        game.log(
            "The next attack of this combo may link to any kind",
            [seq(5)],
            kind="effect",
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_float_chip(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        atk = ctx.memory["atk"]
        vs = step.get("only_vs")
        if vs and self.kind(atk["obj"]) != vs:
            game.log(
                f"{self.label(game, ctx.source)} did not block a {vs}, so nothing happens",
                [seq(7)],
                kind="info",
            )
            return
        self.add_floating(
            game,
            ctx.controller,
            {
                "text": f"{ctx.controller}'s attacks chip +{step['amount']}",
                "chip": int(step["amount"]),
                "until": step.get("until"),
            },
        )
        return
        yield

    def verb_swap_with_energy(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        """Exchange up to N hand cards of a kind with as many energy-pile cards."""
        state = game.state
        p = ctx.controller
        want = step.get("filter")
        hand = state.cards_in(p, "hand")
        others = [o.label for o in hand if want and self.kind(o) != want]
        if others:
            # The Advanced Rules' example (Outside Effects 2) switches The Sounds of Music, a
            # projectile, into the energy pile with Berserk Chop: the example is the ruling.
            game.log(
                f"The printed text says {want}s, but the publisher's own example switches a "
                f"projectile (The Sounds of Music) this way; following the example, "
                f"{', '.join(others)} may be switched too",
                [seq(10), "Outside Effects 2"],
                kind="info",
                player=p,
            )
        energy = state.cards_in(p, "energy")
        n = min(len(hand), len(energy), int(step.get("max", 3)))
        unlisted = [
            z for z in ("hand", "energy") if not state.zone_known(p, z) and not state.cards_in(p, z)
        ]
        if n == 0 and unlisted:
            where = " and ".join("energy pile" if z == "energy" else z for z in unlisted)
            game.log(
                f"{p}'s {where} {'is' if len(unlisted) == 1 else 'are'} not listed in the "
                f"scenario, so which cards {p} could switch is not known: list them to see "
                "the switch",
                [seq(10)],
                kind="info",
                player=p,
            )
            return
        if n == 0:
            game.log(
                f"{p} has no card in hand or no energy-pile card to switch: nothing happens",
                [seq(10)],
                kind="info",
                player=p,
            )
            return
        picked = yield ask(
            game,
            Decision(
                kind="choose",
                player=p,
                prompt=f"{p}: which cards from your hand go into your energy pile (up to {n})?",
                options=[o.label for o in hand],
                rule=seq(10),
                default=[o.label for o in hand[:n]],
                default_reason="as many as can be switched",
                multi=True,
                card=self.label(game, ctx.source),
            ),
            lambda labs: f"{p} switches {', '.join(labs) if labs else 'nothing'}",
        )
        going = [o for o in hand if o.label in picked][:n]
        coming = energy[: len(going)]
        for o in coming:
            state.move(o, (p, "hand"))
            game.log(
                f"{o.label} goes from {p}'s energy pile to {p}'s hand",
                [seq(10)],
                kind="effect",
                card=self.label(game, ctx.source),  # the switch is the attack's doing
            )
        for o in going:
            o.flags["_not_played"] = True
            yield self.to_energy_pile(game, o, p, [seq(10)])

    def verb_search_deck(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        """Search the deck or discard pile: the player may find nothing (Searching 1); a
        searched deck is shuffled anyway (Searching 2)."""
        state = game.state
        p = ctx.controller
        source = str(step.get("source", "deck"))
        dest = str(step.get("dest", "hand"))
        kinds = tuple(step.get("kinds") or ())
        where = "deck" if source == "deck" else "discard pile"
        pile = [
            o
            for o in state.cards_in(p, source)
            if not kinds or self.kind(o) in kinds or o.definition.type in kinds
        ]
        labels = [o.label for o in pile]
        pick = yield ask(
            game,
            Decision(
                kind="choose",
                player=p,
                prompt=f"{p}: which card do you find in your {where} (or nothing)?",
                options=labels + [NOTHING],
                rule="Searching 1",
                default=NOTHING,
                default_reason="the scenario names no card to find",
                card=self.label(game, ctx.source),
            ),
            lambda lab: (
                f"{p} chooses to find {lab}" if lab != NOTHING else f"{p} chooses to find nothing"
            ),
        )
        if pick != NOTHING:
            card = pile[labels.index(pick)]
            if dest == "energy":
                yield self.to_energy_pile(game, card, p, ["Searching 1"])
            else:
                state.move(card, (p, "hand"))
            game.log(
                f"{p} puts {card.label} from their {where} into their {'energy pile' if dest == 'energy' else 'hand'}",
                ["Searching 1"],
                kind="effect",
                player=p,  # the step is the searching ability's (tagged with its card)
            )
        else:
            game.log(
                f"{p} finds nothing, which is allowed", ["Searching 1"], kind="effect", player=p
            )
        if source == "deck":
            state.info["deck_shuffled"] = sorted(set(state.info.get("deck_shuffled", [])) | {p})
            game.log(
                f"{p}'s deck is shuffled (its order is now unknown)",
                ["Searching 2"],
                kind="effect",
                player=p,
            )

    def verb_block_tax(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        """'Your rival must pay N energy before he can block this (or the next) attack' (step 6)."""
        source = self.label(game, ctx.source)
        amount = int(step["amount"])
        counted = ""
        if step.get("per_energy"):
            n, what = self.count_per(game, ctx, {"per": "energy", "kinds": step["per_energy"]})
            amount, counted = amount * n, f" ({step['amount']} for each of {n} {what})"
            if not amount:
                game.log(
                    f"{source}: {n} {what}, so blocking costs nothing more",
                    [seq(6), moment(ctx)],
                    kind="info",
                    card=source,
                )
                return
        if step.get("next"):
            combo = game.state.info["combo"]
            combo["next_block_tax"] = combo.get("next_block_tax", 0) + amount
            text = (
                f"{ctx.controller}'s next attack in this combo costs {amount} more energy to block"
            )
        else:
            atk = ctx.memory["atk"]
            atk["block_tax"] = atk.get("block_tax", 0) + amount
            atk["block_tax_by"] = source
            text = f"Blocking {atk['obj'].label} costs {amount} more energy{counted}"
        game.log(text, [seq(6), moment(ctx)], kind="effect", card=source)
        return
        yield

    def verb_unblockable(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        atk = ctx.memory["atk"]
        atk["unblockable"] = f"{self.label(game, ctx.source)} says so"
        game.log(
            f"{atk['obj'].label} cannot be blocked",
            [seq(6), "Cannot 1"],
            kind="effect",
            card=self.label(game, ctx.source),
        )
        return
        yield

    def count_per(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> tuple[int, str]:
        """How many of the counted things there are now, and the words for them."""
        state = game.state
        p = ctx.controller
        per = step["per"]
        kinds = tuple(step.get("kinds") or ())
        if per == "rival_hand":
            n, what = (
                len(state.cards_in(state.opponent(p), "hand")),
                f"card(s) in {state.opponent(p)}'s hand",
            )
        elif per == "hand":
            n, what = len(state.cards_in(p, "hand")), f"card(s) in {p}'s hand"
        elif per == "hand_over_rival":
            mine, theirs = (
                len(state.cards_in(p, "hand")),
                len(state.cards_in(state.opponent(p), "hand")),
            )
            n = max(0, mine - theirs)
            what = f"card(s) {p} holds beyond {state.opponent(p)}'s hand ({mine} against {theirs})"
        elif per == "kamidogu":
            n = sum(
                1
                for o in state.cards_in(p, "arena")
                if o.definition.type == "kamidogu" and o.controller == p
            )
            what = f"kamidogu {p} controls"
        elif per == "facedown":
            # set events are the face-down cards in the arena (Arena 2)
            n, what = len(state.cards_in(p, "events")), f"face-down card(s) {p} has in the arena"
        else:
            # "in your energy pile", or "in your rival's energy pile" (common knowledge)
            whose = state.opponent(p) if per == "rival_energy" else p
            n = sum(
                1
                for o in state.cards_in(whose, "energy")
                if not kinds or self.kind(o) in kinds or o.definition.type in kinds
            )
            what = f"{' or '.join(kinds) or 'card'}(s) in {whose}'s energy pile"
        if step.get("max") is not None and n > int(step["max"]):
            return int(step["max"]), f"{what}, {n} counted up to the maximum of {step['max']}"
        return n, what

    def verb_attack_damage_per(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        atk = ctx.memory["atk"]
        n, what = self.count_per(game, ctx, step)
        extra = n * int(step.get("amount", 1))
        atk["bonus"] += extra
        game.log(
            f"{atk['obj'].label} deals {extra} more damage ({step.get('amount', 1)} for each of {n} {what})",
            [moment(ctx)],
            kind="effect",
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_mill_per(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        n, what = self.count_per(game, ctx, step)
        count = n * int(step.get("amount", 1))
        game.log(
            f"{self.label(game, ctx.source)} counts {n} {what}",
            [moment(ctx)],
            kind="info",
            card=self.label(game, ctx.source),
        )
        if count:
            yield self.verb_mill(game, ctx, {"count": count})
