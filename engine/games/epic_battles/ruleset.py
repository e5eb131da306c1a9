"""Epic Battles: the 12-step action sequence, combos, events, replacement effects and loops.

An action is one attack or a combo of linked attacks. Every attack runs the twelve steps of
the basic rules' action sequence, each named in the trace ("Step 6 (block)"). Cards are
objects in piles (top card first); the arena holds what is being played, set events and
kamidogu. Character abilities are looked up directly when their moment comes, because the
game has no stack: a trigger is used once per time its condition happens (Triggered 1).
"""

from __future__ import annotations

from typing import Any

from engine.core.choose import yes_no
from engine.core.contract import step_problem
from engine.core.errors import ImpossibleAction, ScenarioError
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, Ruleset
from engine.core.state import CardObject, GameState, Player, Zone
from engine.games.epic_battles import reach
from engine.games.epic_battles.blocks import BlocksMixin
from engine.games.epic_battles.cards.sean import SeanMixin
from engine.games.epic_battles.char_triggers import CharTriggersMixin
from engine.games.epic_battles.common import STEP_NAMES, _strip, seq
from engine.games.epic_battles.deckbuild import DeckRulesMixin
from engine.games.epic_battles.finishing import FinishingMixin
from engine.games.epic_battles.flip_limits import FlipLimitsMixin
from engine.games.epic_battles.flips import FlipsMixin
from engine.games.epic_battles.gained_text import GainedTextMixin
from engine.games.epic_battles.loops import LoopsMixin
from engine.games.epic_battles.modifiers import ModifiersMixin
from engine.games.epic_battles.pile_verbs import moment
from engine.games.epic_battles.prohibitions import ProhibitionsMixin
from engine.games.epic_battles.replacement import PilesMixin
from engine.games.epic_battles.sequence import SequenceMixin
from engine.games.epic_battles.spec import SPEC
from engine.games.epic_battles.standing import StandingMixin
from engine.games.epic_battles.stays import StaysMixin
from engine.games.epic_battles.turns import TurnsMixin
from engine.games.epic_battles.verb_procedures import VerbProceduresMixin
from engine.games.epic_battles.zones import ARENA_ZONES, ZONE_WORDS, ZONES, zone_title


class EpicBattlesRuleset(
    ProhibitionsMixin,
    SequenceMixin,
    FlipsMixin,
    FlipLimitsMixin,
    GainedTextMixin,
    BlocksMixin,
    SeanMixin,
    PilesMixin,
    TurnsMixin,
    LoopsMixin,
    ModifiersMixin,
    StaysMixin,
    VerbProceduresMixin,
    DeckRulesMixin,
    StandingMixin,
    FinishingMixin,
    CharTriggersMixin,
    Ruleset,
):
    game = "epic_battles"
    zones = ZONES
    spec = SPEC

    def reach_scenario(self, card: Any, ability: Any) -> dict[str, Any] | None:
        return reach.scenario(card, ability)

    def can_run(self, ability: Any) -> bool:
        """Runs when every step validates; the project's own cards use timings of their own
        (character triggers) that the contract's imported-text timings do not list."""
        if ability.modelled != "modelled" or not ability.effect:
            return False
        return all(step_problem(SPEC.verbs, step) is None for step in ability.effect)

    def resolve_ability(self, game: Game, ctx: EffectContext) -> Procedure:
        """A "you may" ability is asked first, citing the step (or flip) at which it is used."""
        if ctx.ability.optional and self.can_run(ctx.ability):
            obj = game.state.objects[ctx.source]
            use = yield yes_no(
                game,
                ctx.controller,
                f"{ctx.controller}: use {obj.label}'s ability?",
                moment(ctx),
                card=obj.label,
                reason="optional abilities are shown as used",
                describe=lambda yes: (
                    f"{ctx.controller} {'uses' if yes else 'declines'} {obj.label}'s ability"
                ),
            )
            if use:
                yield self.run_effect(game, ctx)
            return
        yield super().resolve_ability(game, ctx)

    def announce_constants(self, game: Game) -> None:
        """Constant text is shown where it applies (energy-pile taxes at the block step)."""

    def __init__(self) -> None:
        super().__init__()
        self.verbs.update(
            draw=self.verb_draw,
            attack_damage=self.verb_attack_damage,
            combo_damage=self.verb_combo_damage,
            chip_by_energy=self.verb_chip_by_energy,
            attack_chip=self.verb_attack_chip,
            blocks_needed=self.verb_blocks_needed,
            lock_damage=self.verb_lock_damage,
            link_any=self.verb_link_any,
            float_chip=self.verb_float_chip,
            swap_with_energy=self.verb_swap_with_energy,
            search_deck=self.verb_search_deck,
            next_attack_damage=self.verb_next_attack_damage,
            modify_attacks=self.verb_modify_attacks,
            block_tax=self.verb_block_tax,
            forbid_attacks=self.verb_forbid_attacks,
            stay_in_arena=self.verb_stay_in_arena,
            discard_at_step_end=self.verb_discard_at_step_end,
            attack_damage_per=self.verb_attack_damage_per,
            mill_per=self.verb_mill_per,
            unblockable=self.verb_unblockable,
        )

    # ------------------------------------------------------------------ set-up
    def new_state(self, players: list[str], active: str) -> GameState:
        state = GameState("epic_battles", [Player(p, p) for p in players], active)
        for p in players:
            for name, vis in ZONES.items():
                state.add_zone(Zone(name, p, vis))
        state.info["floating"] = []
        return state

    def zone_alias(self, words: str) -> str | None:
        return ZONE_WORDS.get(" ".join(words.lower().replace("_", " ").split()))

    def check_placement(self, obj: CardObject, zone: str) -> str | None:
        kind = obj.definition.type
        if zone == "character" and kind != "character":
            return f"{obj.definition.name} is a {kind}, not a character"
        if kind == "character" and zone != "character":
            return f"{obj.definition.name} is a character; put it in the character zone"
        if zone == "events" and kind != "event":
            return f"{obj.definition.name} is a {kind}; only events are set"
        if zone == "arena" and kind != "kamidogu":
            return f"{obj.definition.name} is a {kind}; only kamidogu start in the arena"
        return None

    def finish_setup(self, state: GameState, catalog: Any) -> None:
        """Check King cards: all four pieces or none (Kings 1); they are one character (Kings 2)."""
        for p in state.players:
            chars = state.cards_in(p.id, "character")
            kings = {
                c.definition.fields.get("king") for c in chars if c.definition.fields.get("king")
            }
            for king in kings:
                pieces = {
                    c.definition.fields.get("piece")
                    for c in chars
                    if c.definition.fields.get("king") == king
                }
                if pieces != {1, 2, 3, 4}:
                    raise ScenarioError(
                        f"{p.id} has {len(pieces)} of the 4 pieces of the King card {king}: "
                        "a King character needs all four pieces (Kings 1)"
                    )
            others = [c for c in chars if not c.definition.fields.get("king")]
            if len(others) + len(kings) > 1:
                raise ScenarioError(f"{p.id} has more than one character")

    @staticmethod
    def in_play(obj: CardObject) -> bool:
        """In the arena (Arena 1-3): played cards, set events and kamidogu."""
        return obj.zone[1] in ARENA_ZONES

    # ------------------------------------------------------------------ queries
    @staticmethod
    def energy(state: GameState, player: str) -> int:
        """Every card in the energy pile is worth 1 energy (Energy 3)."""
        return len(state.zone(player, "energy").cards)

    def abilities(self, state: GameState, player: str, timing: str) -> list[tuple[CardObject, Any]]:
        """The player's character abilities with this timing."""
        out = []
        for c in state.cards_in(player, "character"):
            for ab in c.definition.abilities:
                if ab.timing == timing:
                    out.append((c, ab))
        return out

    @staticmethod
    def kind(obj: CardObject) -> str:
        return str(obj.definition.fields.get("kind", ""))

    @staticmethod
    def height(obj: CardObject) -> str:
        return str(obj.definition.fields.get("height", ""))

    def log_step(
        self, game: Game, n: int, text: str, rules: list[str] | None = None, **kw: Any
    ) -> None:
        game.log(f"Step {n} ({STEP_NAMES[n]}): {text}", [seq(n), *(rules or [])], **kw)

    # ------------------------------------------------------------------ moving cards
    def perform(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        player = action["player"]
        game.trace.depth = 0
        if "_kings_logged" not in state.info:
            state.info["_kings_logged"] = True
            self.log_kings(game)
            yield self.check_decks(game)
            self.announce_standing(game)
        verb = action.get("verb")
        words = str(action.get("words", "")).strip()
        if "link" in action or verb in ("links", "link"):
            name = action.get("link") or _strip(words, ("to", "into", "with"))
            yield self.link(game, player, name)
            return
        if "play" in action or "attack" in action:
            name = action.get("play") or action.get("attack")
            yield self.end_action(game, reason="a new action starts")
            if self.skipped(game, player):
                return
            state.active = player
            obj = self.from_hand(game, player, name)
            if obj.definition.type == "kamidogu":
                yield self.play_kamidogu(game, player, obj)
                return
            yield self.start_action(game, player, obj)
            return
        if "flip" in action or verb == "flips":
            yield self.end_action(game, reason="a new action starts")
            if self.skipped(game, player):
                return
            state.active = player
            yield self.flip_as_action(game, player, str(action.get("flip") or words))
            return
        if "pass" in action or verb == "passes":
            yield self.end_action(game, reason="the player passes")
            yield self.pass_action(game, player)
            return
        if "loop" in action or verb == "loops":
            text = action.get("loop") or words
            mandatory = bool(action.get("mandatory")) or text.lower().startswith("mandatory")
            yield self.loop(
                game, player, _strip(text, ("mandatory",)), mandatory, action.get("times")
            )
            return
        if "start" in action or verb == "starts":
            yield self.end_action(game, reason="the step changes")
            yield self.start_step(game, player, str(action.get("start") or words).lower())
            return
        if verb == "ends" or "end" in action:
            yield self.end_action(game, reason="the turn ends")
            yield self.end_turn(game, player)
            return
        if verb in ("asks", "looks", "counts"):
            self.common_knowledge(game, player, _strip(words, ("at", "about", "for")))
            return
        if verb == "checks":
            self.check_arena(game, words)
            return
        if verb == "discards" or "discard" in action:
            name = action.get("discard") or words
            found = [o for o in state.find(name) if self.in_play(o)]
            if not found:
                raise ImpossibleAction(
                    f"{name!r} is not in the arena, so {player} cannot discard it from there"
                )
            yield self.discard_together(game, [found[0]], ["Control 3"])
            return
        if verb == "floats" or "float" in action:
            text = action.get("float") or words
            until = action.get("until") or ("combo" if "this combo" in text.lower() else None)
            self.add_floating(game, player, {"text": text, "until": until})
            return
        raise ImpossibleAction(
            f"could not read {verb or '?'!r} in {action.get('text', verb)!r}: Epic Battles actions are "
            "'plays', 'attacks with', 'links', 'flips', 'passes', 'starts Draw/Set/Battle/Discard', 'ends the turn', 'loops', "
            "'asks', 'checks', 'discards', 'floats'"
        )

    def log_kings(self, game: Game) -> None:
        for p in game.state.players:
            kings = {
                c.definition.fields.get("king") for c in game.state.cards_in(p.id, "character")
            } - {None}
            for king in sorted(kings):
                game.log(
                    f"{p.id} uses the King card {king}: all four pieces are present and count as one character",
                    ["Kings 1", "Kings 2"],
                    kind="info",
                    player=p.id,
                )

    def from_hand(self, game: Game, player: str, name: str) -> CardObject:
        waiting = self.from_arena(game, player, name)
        if waiting is not None:
            return waiting
        found = [o for o in game.state.find(name) if o.owner == player]
        in_hand = [o for o in found if o.zone == (player, "hand")]
        if in_hand:
            return in_hand[0]
        if found:
            raise ImpossibleAction(
                f"{player} cannot play {found[0].label}: it is in {zone_title(found[0].zone)}, not in {player}'s hand"
            )
        raise ImpossibleAction(f"{player} cannot play {name!r}: no such card in {player}'s hand")

    # ------------------------------------------------------------------ the action sequence
