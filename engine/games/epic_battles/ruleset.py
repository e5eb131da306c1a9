"""Epic Battles: the 12-step action sequence, combos, events, replacement effects and loops.

An action is one attack or a combo of linked attacks. Every attack runs the twelve steps of
the basic rules' action sequence, each named in the trace ("Step 6 (block)"). Cards are
objects in piles (top card first); the arena holds what is being played, set events and
kamidogu. Character abilities are looked up directly when their moment comes, because the
game has no stack: a trigger is used once per time its condition happens (Triggered 1).
"""

from __future__ import annotations

from typing import Any

from engine.core.contract import step_problem
from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction, ScenarioError
from engine.core.game import Game, GameEnded, Procedure
from engine.core.result import GAME_OVER, Outcome
from engine.core.ruleset import EffectContext, Ruleset, ask
from engine.core.state import CardObject, GameState, Player, Zone
from engine.games.epic_battles import reach
from engine.games.epic_battles.spec import SPEC
from engine.games.epic_battles.zones import ARENA_ZONES, ZONE_WORDS, ZONES, zone_title

STEP_NAMES = {
    1: "pay and play",
    2: "on-play effects",
    3: "flip attack events",
    4: "resolve flipped events",
    5: "attack text",
    6: "block",
    7: "block text",
    8: "damage or chip",
    9: "kamidogu",
    10: "HIT effects",
    11: "attack and block finish",
    12: "link",
}
NO_BLOCK = "no block"
NOTHING = "nothing"


def seq(n: int) -> str:
    return f"Action Sequence {n}"


class EpicBattlesRuleset(Ruleset):
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

    def announce_constants(self, game: Game) -> None:
        """Constant text is shown where it applies (energy-pile taxes at the block step)."""

    def __init__(self) -> None:
        super().__init__()
        self.verbs.update(
            draw=self.verb_draw,
            attack_damage=self.verb_attack_damage,
            combo_damage=self.verb_combo_damage,
            chip_by_energy=self.verb_chip_by_energy,
            blocks_needed=self.verb_blocks_needed,
            lock_damage=self.verb_lock_damage,
            link_any=self.verb_link_any,
            float_chip=self.verb_float_chip,
            swap_with_energy=self.verb_swap_with_energy,
            search_deck=self.verb_search_deck,
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
    def discard_together(self, game: Game, objs: list[CardObject], why: list[str]) -> Procedure:
        """Discard cards at once: each to its owner's pile (Discard 2), owner picks the order (Discard 3)."""
        state = game.state
        owners = list(dict.fromkeys(o.owner for o in objs))
        for owner in owners:
            mine = [o for o in objs if o.owner == owner]
            ordered: list[CardObject] = []
            while len(mine) > 1:
                labels = [o.label for o in mine]
                choice = yield ask(
                    game,
                    Decision(
                        kind="order",
                        player=owner,
                        prompt=f"{owner}: which card goes into your discard pile next (the last one ends on top)?",
                        options=labels,
                        rule="Discard 3",
                        default=labels[0],
                        default_reason="in the order listed",
                    ),
                    lambda lab, p=owner: f"{p} (owner) discards {lab} next",
                )
                pick = mine[labels.index(choice)]
                mine.remove(pick)
                ordered.append(pick)
            ordered.extend(mine)
            for o in ordered:
                came_from = zone_title(o.zone)
                state.move(o, (o.owner, "discard"))
                rules = [*why, "Discard 2", "Discard 1"]
                if o.owner != o.controller or o.zone[0] != o.controller:
                    rules.append("Control 3")
                o.controller = o.owner
                game.log(
                    f"{o.label} goes from {came_from} to {o.owner}'s discard pile (on top)",
                    rules,
                    kind="event",
                    card=o.label,
                )

    def to_energy_pile(self, game: Game, obj: CardObject, player: str, why: list[str]) -> Procedure:
        """Put a card into a player's energy pile, unless a replacement effect sends it elsewhere."""
        state = game.state
        rival = state.opponent(player)
        for char, ab in self.abilities(state, rival, "to_energy_pile"):
            threshold = int(ab.extra.get("threshold", 5))
            have = self.energy(state, player)
            if have >= threshold:
                game.log(
                    f"{char.label} ({rival}): {player} has {have} energy (at least {threshold}), so {obj.label} "
                    f"is discarded instead of going into {player}'s energy pile",
                    [*why, "Replacement 1"],
                    kind="effect",
                    player=rival,
                    card=char.label,
                    ability=ab.id,
                )
                yield self.discard_together(game, [obj], ["Replacement 1"])
                return
        state.move(obj, (obj.owner, "energy"))
        obj.controller = obj.owner
        rules = [*why, "Energy 3"]
        if obj.definition.type == "attack":
            rules.insert(1, "Energy 1")
        else:
            rules.insert(1, "Energy 2")
        game.log(
            f"{obj.label} goes into {obj.owner}'s energy pile ({self.energy(state, obj.owner)} energy)",
            rules,
            kind="event",
            card=obj.label,
        )

    def pay(self, game: Game, player: str, amount: int, what: str, why: list[str]) -> Procedure:
        """Pay energy: discard that many cards from the energy pile (top first)."""
        if amount <= 0:
            return
        state = game.state
        have = self.energy(state, player)
        if have < amount:
            raise ImpossibleAction(f"{player} has {have} energy and cannot pay {amount} for {what}")
        cards = state.cards_in(player, "energy")[:amount]
        game.log(
            f"{player} pays {amount} energy for {what}",
            [*why, "Energy 3"],
            kind="event",
            player=player,
        )
        yield self.discard_together(game, cards, why)

    def draw(self, game: Game, player: str, count: int, why: list[str], source: str) -> Procedure:
        state = game.state
        for _ in range(count):
            deck = state.cards_in(player, "deck")
            if not deck:
                game.log(
                    f"{player}'s deck is empty: no card is drawn",
                    ["TJ-3"],
                    kind="not_modelled",
                    player=player,
                )
                game.note(
                    "running out of deck cards is in the basic rules, which the engine does not have"
                )
                return
            card = deck[0]
            state.move(card, (player, "hand"))
            game.log(
                f"{player} draws {card.label} ({source})",
                why,
                kind="effect",
                player=player,
                card=source,  # the step belongs to the ability that draws
            )
            if card.definition.type == "event":
                yield self.drew_event(game, player, card)

    def drew_event(self, game: Game, player: str, card: CardObject) -> Procedure:
        """Dudley-style 'when you draw an event, you may reveal and set it' (Triggered 1)."""
        for char, _ab in self.abilities(game.state, player, "drew_event"):
            use = yield ask(
                game,
                Decision(
                    kind="may",
                    player=player,
                    prompt=f"{player}: reveal {card.label} and set it ({char.label})?",
                    options=[True, False],
                    rule="Triggered 1",
                    default=True,
                    default_reason="optional effects are shown as used",
                    card=card.label,
                ),
                lambda yes, c=char: (
                    f"{player} {'reveals and sets' if yes else 'keeps'} {card.label} ({c.label})"
                ),
            )
            if use and card.zone == (player, "hand"):
                game.state.move(card, (player, "events"), top=False)
                card.flags["_set_at"] = game.state.info.get("_flip_moment", 0)
                game.log(
                    f"{card.label} is set face down: it is now in the arena",
                    ["Arena 2", "Triggered 1"],
                    kind="effect",
                    player=player,
                    card=card.label,
                )
                return

    # ------------------------------------------------------------------ actions
    def perform(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        player = action["player"]
        game.trace.depth = 0
        if "_kings_logged" not in state.info:
            state.info["_kings_logged"] = True
            self.log_kings(game)
        verb = action.get("verb")
        words = str(action.get("words", "")).strip()
        if "link" in action or verb in ("links", "link"):
            name = action.get("link") or _strip(words, ("to", "into", "with"))
            yield self.link(game, player, name)
            return
        if "play" in action or "attack" in action:
            name = action.get("play") or action.get("attack")
            yield self.end_action(game, reason="a new action starts")
            state.active = player
            obj = self.from_hand(game, player, name)
            if obj.definition.type == "kamidogu":
                yield self.play_kamidogu(game, player, obj)
                return
            yield self.start_action(game, player, obj)
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
            self.end_turn(game, player)
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
            "'plays', 'attacks with', 'links', 'starts Battle/Draw', 'ends the turn', 'loops', "
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
    def start_action(self, game: Game, player: str, obj: CardObject) -> Procedure:
        if obj.definition.type != "attack":
            raise ImpossibleAction(
                f"{obj.label} is a {obj.definition.type}; an action is played with an attack"
            )
        game.state.info["combo"] = {
            "player": player,
            "count": 0,
            "last": None,
            "link_any": False,
            "others_bonus": 0,
        }
        game.log(
            f"{player} takes an action with {obj.label}",
            [seq(1)],
            kind="action",
            player=player,
            card=obj.label,
        )
        yield self.attack(game, player, obj)

    def link(self, game: Game, player: str, name: str) -> Procedure:
        state = game.state
        combo = state.info.get("combo")
        if not combo or combo["player"] != player or combo.get("last") is None:
            raise ImpossibleAction(
                f"{player} has no attack to link from: start an action with 'plays'"
            )
        last = state.objects[combo["last"]]
        obj = self.from_hand(game, player, name)
        if obj.definition.type != "attack":
            raise ImpossibleAction(f"{obj.label} is not an attack, so it cannot be linked")
        link = str(last.definition.fields.get("link", ""))
        fits = link in (self.kind(obj), f"{self.height(obj)} attack")
        game.trace.depth = 0
        if not fits and not combo.get("link_any"):
            raise ImpossibleAction(
                f"{last.label} links to {link or 'nothing'}, not to {obj.label} ({self.height(obj)} {self.kind(obj)})"
            )
        why = [seq(12)]
        how = f"its link is {link}" if fits else "an effect lets it link to any kind"
        game.log(
            f"{player} links from {last.label} into {obj.label} ({how})",
            why,
            kind="action",
            player=player,
            card=obj.label,
        )
        combo["link_any"] = False
        yield self.attack(game, player, obj)

    def end_action(self, game: Game, reason: str) -> Procedure:
        state = game.state
        combo = state.info.pop("combo", None)
        if combo:
            game.trace.depth = 0
            game.log(
                f"{combo['player']} does not link: the action is over ({reason})",
                [seq(12)],
                kind="event",
                player=combo["player"],
            )
            self.expire(game, "combo")
        return
        yield

    def can_play(self, game: Game, player: str, obj: CardObject, permission: str | None) -> bool:
        """'Cannot' beats 'can' (Cannot 1): a prohibition stops the play whatever allows it."""
        for char, ab in self.abilities(game.state, player, "cannot_play"):
            if ab.extra.get("forbid") == self.kind(obj):
                allowed = f" although {permission}" if permission else ""
                game.log(
                    f"{player} cannot play {obj.label}: {char.label} forbids {self.kind(obj)}s{allowed}; the prohibition wins",
                    ["Cannot 1", seq(1)],
                    kind="outcome",
                    player=player,
                    card=obj.label,
                )
                return False
        return True

    def attack(self, game: Game, player: str, obj: CardObject) -> Procedure:
        state = game.state
        rival = state.opponent(player)
        combo = state.info["combo"]
        permission = (
            "an effect lets the combo link to any kind" if combo.get("link_any_used") else None
        )
        combo.pop("link_any_used", None)
        if not self.can_play(game, player, obj, permission):
            yield self.end_action(game, reason=f"{obj.label} cannot be played")
            return
        combo["count"] += 1
        number = combo["count"]
        atk: dict[str, Any] = {
            "obj": obj,
            "player": player,
            "number": number,
            "bonus": 0,
            "chip": 0,
            "needed": 1,
            "locked": False,
            "blocks": [],
        }
        game.trace.depth = 1
        # Step 1
        cost = obj.definition.cost or 0
        yield self.pay(game, player, cost, obj.label, [seq(1)])
        state.move(obj, (player, "arena"), top=False)
        high_low = f"{self.height(obj)} {self.kind(obj)}"
        self.log_step(
            game,
            1,
            f"{player} plays {obj.label} ({high_low}, cost {cost}, damage {obj.stat('damage')}); it is in the arena",
            ["Arena 2"],
            kind="action",
            player=player,
            card=obj.label,
        )
        if number == 1:
            game.log(
                f"{obj.label} is the first attack of the action: a single attack, so combo effects do not apply to it",
                ["Combos 1"],
                kind="info",
            )
        else:
            extra = combo.get("others_bonus", 0)
            text = f"{obj.label} is attack {number} of a combo: combo effects work from now on, never on earlier attacks"
            if extra:
                atk["bonus"] += extra
                text += f" (+{extra} damage from combo effects already in play)"
            game.log(text, ["Combos 2"], kind="info")
        # Step 2
        on_play = [a for a in obj.definition.abilities if a.timing == "on_play"]
        if not on_play:
            self.log_step(game, 2, f"{obj.label} has no effect when played", kind="step")
        for ab in on_play:
            self.log_step(
                game, 2, f"{obj.label}: {ab.text}", kind="resolve", card=obj.label, ability=ab.id
            )
            game.trace.depth = 2
            yield self.resolve_ability(game, self.ctx(obj, player, ab, atk))
            game.trace.depth = 1
        # Steps 3-4
        yield self.flip_events(game, player, "attack", atk, step=3)
        # Step 5
        texts = [a for a in obj.definition.abilities if a.timing == "attack_text"]
        if not texts:
            excluded = (
                " (its HIT effect waits for step 10)"
                if any(a.timing == "hit" for a in obj.definition.abilities)
                else ""
            )
            self.log_step(game, 5, f"{obj.label} has no text to use now{excluded}")
        for ab in texts:
            self.log_step(
                game, 5, f"{obj.label}: {ab.text}", kind="resolve", card=obj.label, ability=ab.id
            )
            game.trace.depth = 2
            yield self.resolve_ability(game, self.ctx(obj, player, ab, atk))
            game.trace.depth = 1
        # Steps 6-7
        yield self.block_step(game, rival, atk)
        # Step 8
        took_damage = yield self.damage_step(game, rival, atk)
        # Step 9
        yield self.kamidogu_step(game, player, rival, atk, took_damage)
        # Step 10
        hits = [a for a in obj.definition.abilities if a.timing == "hit"]
        if atk["blocks"]:
            self.log_step(
                game,
                10,
                f"{obj.label} was blocked, so its HIT effect is not used"
                if hits
                else f"{obj.label} was blocked (and has no HIT effect)",
            )
        elif not hits:
            self.log_step(game, 10, f"{obj.label} has no HIT effect")
        for ab in [] if atk["blocks"] else hits:
            self.log_step(
                game,
                10,
                f"{obj.label} hits: {ab.text}",
                kind="resolve",
                card=obj.label,
                ability=ab.id,
            )
            game.trace.depth = 2
            yield self.resolve_ability(game, self.ctx(obj, player, ab, atk))
            game.trace.depth = 1
        # Step 11
        self.log_step(
            game,
            11,
            f"{obj.label} and {('the block ' + ', '.join(b.label for b in atk['blocks'])) if atk['blocks'] else 'no block'} are finished",
            kind="step",
        )
        game.trace.depth = 2
        yield self.to_energy_pile(game, obj, player, [seq(11), "Control 3"])
        if atk["blocks"]:
            yield self.discard_together(game, atk["blocks"], [seq(11)])
        game.trace.depth = 1
        # Step 12
        combo["last"] = obj.oid
        link = obj.definition.fields.get("link")
        options = [
            o.label
            for o in state.cards_in(player, "hand")
            if o.definition.type == "attack"
            and (combo.get("link_any") or link in (self.kind(o), f"{self.height(o)} attack"))
        ]
        if combo.get("link_any"):
            combo["link_any_used"] = True
        if options:
            self.log_step(
                game,
                12,
                f"{obj.label} links to {'any kind' if combo.get('link_any') else link}: {player} may continue the combo with {', '.join(options)}",
            )
        else:
            self.log_step(
                game,
                12,
                f"{obj.label} links to {link or 'nothing'} and {player} holds no attack it can link into: the action is over",
            )
            state.info.pop("combo", None)
            self.expire(game, "combo")
        game.trace.depth = 0

    def ctx(
        self, obj: CardObject, player: str, ab: Any, atk: dict[str, Any] | None
    ) -> EffectContext:
        c = EffectContext(obj.oid, player, ab)
        c.memory["atk"] = atk
        return c

    # ------------------------------------------------------------------ events
    def flip_events(
        self, game: Game, player: str, when: str, atk: dict[str, Any] | None, step: int | None
    ) -> Procedure:
        """Flip every chosen event at one moment (Events 1), then resolve them in the player's order."""
        state = game.state
        moment = state.info.get("_flip_moment", 0) + 1
        state.info["_flip_moment"] = moment
        ready = [
            o for o in state.cards_in(player, "events") if o.definition.fields.get("flip") == when
        ]
        cite = [seq(step)] if step == 3 else []
        label = {
            "attack": "when you attack",
            "rival_blocks_punch": "when the rival blocks a punch",
            "start_of_draw": "at the start of Draw",
        }[when]
        if not ready:
            text = f"{player} has no set event that flips {label}"
            if step == 3:
                self.log_step(game, 3, text)
                self.log_step(game, 4, "no event was flipped, so none resolves")
            else:
                game.log(text, ["Events 1"], kind="info")
            return
        chosen: list[CardObject] = []
        budget = self.energy(state, player)
        for ev in ready:
            cost = ev.definition.cost or 0
            if cost > budget:
                game.log(
                    f"{player} cannot flip {ev.label}: it costs {cost} and only {budget} energy is left",
                    [*cite, "Events 1", "Energy 3"],
                    kind="info",
                    card=ev.label,
                )
                continue
            flip = yield ask(
                game,
                Decision(
                    kind="may",
                    player=player,
                    prompt=f"{player}: flip {ev.label} (cost {cost})?",
                    options=[True, False],
                    rule="Events 1",
                    default=True,
                    default_reason="events that can flip are shown as flipped",
                    card=ev.label,
                ),
                lambda yes, e=ev: f"{player} {'flips' if yes else 'does not flip'} {e.label}",
            )
            if flip:
                chosen.append(ev)
                budget -= cost
        if not chosen:
            if step == 3:
                self.log_step(game, 4, "no event was flipped, so none resolves")
            return
        names = ", ".join(e.label for e in chosen)
        text = f"{player} flips {names} {label}" + (
            ", all at the same time" if len(chosen) > 1 else ""
        )
        if step == 3:
            self.log_step(game, 3, text, ["Events 1"], kind="action", player=player)
        else:
            game.log(text, ["Events 1"], kind="action", player=player)
        game.trace.depth += 1
        for ev in chosen:
            yield self.pay(game, player, ev.definition.cost or 0, ev.label, ["Events 1"])
            ev.flags["_flipped"] = True
        # Dudley-style triggers: once per event flipped because of a punch (Triggered 1).
        if when == "attack" and atk is not None and self.kind(atk["obj"]) == "punch":
            for char, ab in self.abilities(state, player, "event_flipped_by_punch"):
                for ev in chosen:
                    game.log(
                        f"{char.label}: {ev.label} was flipped because {player} played a punch: {player} draws a card",
                        ["Triggered 1"],
                        kind="resolve",
                        player=player,
                        card=char.label,
                        ability=ab.id,
                    )
                    yield self.draw(game, player, 1, ["Triggered 1"], char.label)
        late = [
            o
            for o in state.cards_in(player, "events")
            if o.flags.get("_set_at") == moment and not o.flags.get("_flipped")
        ]
        for o in late:
            o.flags["_late_logged"] = True
            game.log(
                f"{o.label} was set after the flip, so it cannot be flipped by this {'attack' if atk else 'occurrence'}: events it flips are all flipped at the same moment",
                ["Events 1"],
                kind="info",
                player=player,
                card=o.label,
            )
        game.trace.depth -= 1
        # Resolve in the controller's order.
        if step == 3:
            self.log_step(game, 4, f"{player} resolves the flipped events: {names}")
        pending = list(chosen)
        game.trace.depth += 1
        while pending:
            if len(pending) > 1:
                labels = [e.label for e in pending]
                pick = yield ask(
                    game,
                    Decision(
                        kind="order",
                        player=player,
                        prompt=f"{player}: which flipped event do you use next?",
                        options=labels,
                        rule="Events 1",
                        default=labels[0],
                        default_reason="in the order they were set",
                    ),
                    lambda lab: f"{player} chooses to use {lab} next",
                )
                ev = pending[labels.index(pick)]
            else:
                ev = pending[0]
            pending.remove(ev)
            yield self.resolve_event(game, player, ev, atk, step)
        game.trace.depth -= 1
        if step == 3:
            late = [
                o
                for o in state.cards_in(player, "events")
                if o.flags.get("_set_at") == moment
                and not o.flags.get("_flipped")
                and not o.flags.get("_late_logged")
            ]
            for o in late:
                game.log(
                    f"{o.label} was set while the flipped events resolved, so it cannot be flipped by this attack",
                    ["Events 1", seq(4)],
                    kind="info",
                    player=player,
                    card=o.label,
                )

    def resolve_event(
        self, game: Game, player: str, ev: CardObject, atk: dict[str, Any] | None, step: int | None
    ) -> Procedure:
        rules = [seq(4)] if step == 3 else ["Events 1"]
        game.log(f"{ev.label} resolves", rules, kind="resolve", player=player, card=ev.label)
        game.trace.depth += 1
        for ab in ev.definition.abilities:
            if ab.timing not in ("flip", ""):
                continue  # deck limits, restrictions: not part of what the flip does
            yield self.resolve_ability(game, self.ctx(ev, player, ab, atk))
        after = ev.definition.fields.get("after", "discard")
        if ev.zone == (ev.owner, "events"):
            if after == "removed":
                game.state.move(ev, (ev.owner, "removed"))
                game.log(
                    f"{ev.label} is removed: it goes to {ev.owner}'s removed pile",
                    ["Control 3"],
                    kind="event",
                    card=ev.label,
                )
            else:
                yield self.discard_together(game, [ev], ["Control 3"])
        game.trace.depth -= 1

    # ------------------------------------------------------------------ block, damage, kamidogu
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
        needed = atk["needed"]
        tax = 0
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
            game, rival, tax, f"the right to block {obj.label}", [seq(6), "Outside Effects 1"]
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

    def sean_tax(self, game: Game, player: str, rival: str, atk: dict[str, Any]) -> Procedure:
        for char, ab in self.abilities(game.state, player, "rival_blocks_punch_or_kick"):
            hand = game.state.cards_in(rival, "hand")
            game.log(
                f"{char.label}: {rival} blocked a {self.kind(atk['obj'])}",
                ["Triggered 1"],
                kind="resolve",
                player=player,
                card=char.label,
                ability=ab.id,
            )
            options = [f"discard {o.label}" for o in hand] + ["take +2 chipping"]
            pick = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=rival,
                    prompt=f"{rival}: discard a card from your hand or take +2 chipping ({char.label})?",
                    options=options,
                    rule="Triggered 1",
                    default="take +2 chipping",
                    default_reason="keeps the hand",
                    card=char.label,
                ),
                lambda o: f"{rival} chooses to {o}",
            )
            if pick == "take +2 chipping":
                atk["chip"] += 2
            else:
                card = hand[options.index(pick)]
                yield self.discard_together(game, [card], ["Triggered 1"])

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
                if ab.modelled != "modelled":
                    game.log(
                        f"{b.label}: this effect is not modelled; resolve it as printed",
                        ["TJ-3"],
                        kind="not_modelled",
                        card=b.label,
                    )
                    game.note(f"{b.label} is not modelled: resolve it as printed")
                else:
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
            return False
        damage = obj.stat("damage") + atk["bonus"]
        note = (
            f" ({obj.stat('damage')} printed, +{atk['bonus']} from effects)" if atk["bonus"] else ""
        )
        if atk["locked"]:
            note += "; this damage cannot be lowered"
        self.log_step(
            game,
            8,
            f"{obj.label} is not blocked: {rival} takes {damage} damage{note}",
            kind="event",
            player=rival,
        )
        yield self.mill(game, rival, damage, [seq(8)])
        return damage > 0

    def mill(self, game: Game, player: str, count: int, why: list[str]) -> Procedure:
        """Damage and chip discard cards from the top of the deck, one at a time, in order."""
        state = game.state
        game.trace.depth = 2
        for _ in range(count):
            deck = state.cards_in(player, "deck")
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

    # ------------------------------------------------------------------ steps, turns, floating effects
    def start_step(self, game: Game, player: str, step: str) -> Procedure:
        state = game.state
        name = step.split()[0] if step else ""
        if name not in ("battle", "draw"):
            raise ImpossibleAction(
                f"could not read the step {step!r}: say 'starts Battle' or 'starts Draw'"
            )
        state.info["step"] = name
        count = state.info.get(f"_{name}_starts", 0) + 1
        state.info[f"_{name}_starts"] = count
        game.log(
            f"The {name.capitalize()} step starts (time {count} in this scenario)",
            ["Triggered 1"],
            kind="event",
        )
        timing = "start_of_battle" if name == "battle" else "start_of_draw"
        for p in state.initiative_order(player):
            for char, ab in self.abilities(state, p, timing):
                game.log(
                    f"{char.label}: its trigger is met once, so it is used once",
                    ["Triggered 1"],
                    kind="resolve",
                    player=p,
                    card=char.label,
                    ability=ab.id,
                )
                game.trace.depth = 1
                yield self.resolve_ability(game, self.ctx(char, p, ab, None))
                game.trace.depth = 0
            if name == "draw":
                game.trace.depth = 1
                yield self.flip_events(game, p, "start_of_draw", None, step=None)
                game.trace.depth = 0
        if name == "draw":
            game.log(
                "The Draw step's own draws come from the basic rules and are not modelled",
                ["TJ-3"],
                kind="not_modelled",
            )

    def add_floating(self, game: Game, player: str, effect: dict[str, Any]) -> None:
        effect = {"player": player, **effect}
        game.state.info["floating"].append(effect)
        until = effect.get("until")
        rules = ["Floating 1"] + ([] if until else ["Floating 2"])
        lasts = (
            f"until the end of the {until}"
            if until
            else "with no stated duration, so until the end of the turn"
        )
        game.log(
            f"Floating effect for {player}: {effect['text']} ({lasts})",
            rules,
            kind="effect",
            player=player,
        )

    def expire(self, game: Game, scope: str) -> None:
        keep, gone = [], []
        for f in game.state.info["floating"]:
            ends = f.get("until") == scope or (
                scope == "turn" and f.get("until") in (None, "turn", "combo")
            )
            (gone if ends else keep).append(f)
        game.state.info["floating"] = keep
        for f in gone:
            rules = ["Floating 1"] + (["Floating 2"] if f.get("until") is None else [])
            game.log(
                f"The floating effect '{f['text']}' ends (end of the {scope})",
                rules,
                kind="event",
                player=f.get("player"),
            )

    def end_turn(self, game: Game, player: str) -> None:
        game.log("The turn ends", ["Floating 2"], kind="event")
        self.expire(game, "turn")
        game.state.info.pop("step", None)

    # ------------------------------------------------------------------ loops, knowledge, arena
    def loop(self, game: Game, player: str, text: str, mandatory: bool, times: Any) -> Procedure:
        state = game.state
        if mandatory:
            game.log(
                f"A loop of mandatory actions: {text}", ["Loops 1"], kind="event", player=player
            )
            for p in state.initiative_order(player):
                brk = yield ask(
                    game,
                    Decision(
                        kind="may",
                        player=p,
                        prompt=f"{p}: are you willing and able to break the loop?",
                        options=[True, False],
                        rule="Loops 1",
                        default=False,
                        default_reason="the scenario names no way to break it",
                    ),
                    lambda yes, q=p: f"{q} {'breaks' if yes else 'does not break'} the loop",
                )
                if brk:
                    game.log(
                        f"{p} breaks the loop; play goes on", ["Loops 1"], kind="event", player=p
                    )
                    return
            game.log(
                "No player will break the mandatory loop: the game is a draw",
                ["Loops 1"],
                kind="outcome",
            )
            raise GameEnded(
                Outcome(
                    GAME_OVER, "A mandatory loop nobody breaks: the game is a draw", ["Loops 1"]
                )
            )
        for i in range(1, 4):
            game.log(
                f"{player} shows the loop, time {i} of 3: {text}",
                ["Loops 2"],
                kind="event",
                player=player,
            )
        if times is not None:
            game.answers.given.insert(0, GivenAnswer(str(times), kind="number", player=player))
        count = yield ask(
            game,
            Decision(
                kind="number",
                player=player,
                prompt=f"{player}: how many times does the loop repeat?",
                options=[str(n) for n in range(0, 1001)],
                rule="Loops 2",
                default="3",
                default_reason="the three demonstrations",
            ),
            lambda n: f"{player} names {n} repetitions",
        )
        game.log(
            f"The loop resolves {count} times and play continues at once",
            ["Loops 2"],
            kind="event",
            player=player,
        )

    def loop_outcome(self, game: Game, key: Any) -> Outcome:
        return Outcome(
            GAME_OVER,
            "The same mandatory actions keep repeating and no player breaks them: the game is a draw",
            ["Loops 1", "TJ-2"],
        )

    def common_knowledge(self, game: Game, player: str, words: str) -> None:
        state = game.state
        target = next(
            (
                p.id
                for p in state.players
                if words.upper().startswith(f"{p.id}'S") or words.upper().startswith(f"{p.id} ")
            ),
            state.opponent(player),
        )
        zone = (
            self.zone_alias(words.split(maxsplit=1)[1] if " " in words else words)
            or self.zone_alias(words.split()[-1])
            or "hand"
        )
        cards = state.cards_in(target, zone)
        where = zone_title((target, zone))
        if zone in ("discard", "removed", "energy"):
            listed = ", ".join(c.label for c in cards) or "no cards"
            game.log(
                f"{where} is common knowledge: {len(cards)} card(s), {listed}",
                ["Common Knowledge 1"],
                kind="info",
                player=player,
            )
        elif zone in ("deck", "hand"):
            game.log(
                f"{player} may know how many cards are in {where} ({len(cards)}), not which",
                ["Common Knowledge 1"],
                kind="info",
                player=player,
            )
        else:
            game.log(
                f"{where}: {len(cards)} card(s); face-up cards there are visible",
                ["Common Knowledge 1", "Control 1"],
                kind="info",
                player=player,
            )

    def check_arena(self, game: Game, words: str) -> None:
        found = game.state.find(_strip(words, ("whether", "if")))
        if not found:
            raise ImpossibleAction(f"no card {words!r} in this scenario")
        obj = found[0]
        inside = self.in_play(obj)
        rule = "Arena 2" if inside else "Arena 1"
        state_words = "is in the arena" if inside else "is not in the arena"
        game.log(
            f"{obj.label} is in {zone_title(obj.zone)}, so it {state_words}",
            [rule, "Arena 3"],
            kind="info",
            card=obj.label,
        )

    # ------------------------------------------------------------------ verbs
    def verb_draw(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        yield self.draw(
            game,
            ctx.controller,
            int(step.get("count", 1)),
            ["Triggered 1"] if ctx.ability.kind == "triggered" else ["Events 1"],
            self.label(game, ctx.source),
        )

    def verb_mill(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        """Discard the top cards of the rival's deck (Discard 2: in order, one at a time)."""
        state = game.state
        rival = state.opponent(ctx.controller)
        deck = state.cards_in(rival, "deck")[: int(step.get("count", 1))]
        for top in deck:
            state.move(top, (top.owner, "discard"))
        names = ", ".join(o.label for o in deck) or "nothing (the deck is empty)"
        game.log(
            f"{rival} discards the top {len(deck)} card(s) of their deck: {names}",
            ["Discard 1", "Discard 2"],
            kind="effect",
            player=rival,
            card=self.label(game, ctx.source),
        )
        return
        yield

    def verb_attack_damage(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        atk = ctx.memory["atk"]
        atk["bonus"] += int(step["amount"])
        game.log(
            f"{atk['obj'].label} deals {step['amount']} more damage",
            ["Events 1"],
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
                kind="effect",
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
        hand = [o for o in state.cards_in(p, "hand") if not want or self.kind(o) == want]
        skipped = [o.label for o in state.cards_in(p, "hand") if o not in hand]
        if skipped:
            game.log(
                f"Only {want}s can be switched; not {', '.join(skipped)}",
                [seq(10)],
                kind="info",
                player=p,
            )
        energy = state.cards_in(p, "energy")
        n = min(len(hand), len(energy), int(step.get("max", 3)))
        if n == 0:
            game.log(
                f"{p} has no {want or 'card'} in hand or no energy-pile card to switch",
                [seq(10)],
                kind="effect",
                player=p,
            )
            return
        picked = yield ask(
            game,
            Decision(
                kind="choose",
                player=p,
                prompt=f"{p}: which {want}s from your hand go into your energy pile (up to {n})?",
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
                card=o.label,
            )
        for o in going:
            o.flags["_not_played"] = True
            yield self.to_energy_pile(game, o, p, [seq(10)])

    def verb_search_deck(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        """Search: the player may find nothing (Searching 1); the deck is shuffled anyway (Searching 2)."""
        state = game.state
        p = ctx.controller
        deck = state.cards_in(p, "deck")
        labels = [o.label for o in deck]
        pick = yield ask(
            game,
            Decision(
                kind="choose",
                player=p,
                prompt=f"{p}: which card do you find in your deck (or nothing)?",
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
            card = deck[labels.index(pick)]
            state.move(card, (p, "hand"))
            game.log(
                f"{p} puts {card.label} into their hand",
                ["Searching 1"],
                kind="effect",
                player=p,
                card=card.label,
            )
        else:
            game.log(
                f"{p} finds nothing, which is allowed", ["Searching 1"], kind="effect", player=p
            )
        state.info["deck_shuffled"] = sorted(set(state.info.get("deck_shuffled", [])) | {p})
        game.log(
            f"{p}'s deck is shuffled (its order is now unknown)",
            ["Searching 2"],
            kind="effect",
            player=p,
        )


def _strip(text: str, leading: tuple[str, ...]) -> str:
    words = str(text).split()
    while words and words[0].lower() in leading:
        words = words[1:]
    return " ".join(words).strip("'\"")
