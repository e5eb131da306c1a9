"""Epic Battles card text: abilities separated by ``(*)``, each given the timing the ruleset
runs it at (the 12-step action sequence of the basic rules).

- ``HIT -`` parts: step 10 (``hit``); ``BLOCKED -``: when blocked (``on_blocked``);
- the rest of an attack's text: step 5 (``attack_text``), except "When played" (step 2,
  ``on_play``), "While in your energy pile" (``in_energy_pile``) and other outside-timing text;
- a block's text: step 7 (``block_text``); an event's text: when it is flipped (``flip``);
- ``Launcher`` / ``Knock Down`` keywords, ``X ONLY.`` restrictions, "Limit N per deck".

Each part's effect compiles through ``epic_battles_phrases`` into the ruleset's verbs.
"""

from __future__ import annotations

import re

from engine.core.cards import AbilityDefinition
from engine.games.epic_battles.deckbuild import FRANCHISES

from ..records import ImportedCard
from .common import make_ability, slug
from .epic_battles_char_moments import char_moment
from .epic_battles_event_texts import event_text
from .epic_battles_link_texts import link_text
from .epic_battles_moments import step_start
from .epic_battles_phrases import compile_text
from .epic_battles_standing import compile_standing
from .epic_battles_when_texts import when_text

_LABELS = [
    (re.compile(r"^HIT\s*[-–—]+\s*(.*)$", re.S), "hit", "hit"),
    (re.compile(r"^BLOCKED\s*[-–—]+\s*(.*)$", re.S), "blocked", "on_blocked"),
]
_KEYWORD = re.compile(r"^(Launcher|Knock Down)\s*-+\s*(.*)$", re.S | re.I)
_ONLY = re.compile(r"^([A-Z][A-Za-z .,'&-]+?) ONLY\s*[.-]*\s*(.*)$", re.S)
_LIMIT = re.compile(r"^limit (\d+|one) (?:copy )?per deck\.?$", re.I)
_FLIP = re.compile(r"^flip [^.,]*?\.\s*(.*)$", re.S | re.I)
_OUTSIDE = (
    (re.compile(r"while (?:this card is )?in your energy pile"), "in_energy_pile"),
    (re.compile(r"when this card is put in your energy pile"), "to_energy_pile"),
)
_STEP_START = re.compile(r"^at the start of (battle|draw),\s*(.+)$", re.I | re.S)
_TEXT_TIMING = {"attack": "attack_text", "block": "block_text", "event": "flip"}


def _part(i: int, text: str, card: ImportedCard) -> list[AbilityDefinition]:
    """One or more abilities for one ``(*)`` part (a keyword may carry a HIT effect)."""
    if m := _KEYWORD.match(text):
        word = m.group(1).lower().replace(" ", "_")
        rest = m.group(2).strip()
        # What follows the keyword is the attack's own text (a HIT effect, "When played, ...",
        # or step-5 text): its own ability, so it runs at its moment like any other text.
        out = [make_ability(i, "keyword", f"keyword:{word}", m.group(1), keyword=word)]
        if rest:
            out += [_one(i, rest, card, prefix="k")]
        return out
    return [_one(i, text, card)]


def _one(i: int, text: str, card: ImportedCard, prefix: str = "a") -> AbilityDefinition:
    for rx, kind, timing in _LABELS:
        if m := rx.match(text):
            effect, optional = compile_text(m.group(1), timing)
            if effect is None and (linked := link_text(m.group(1))):
                effect, optional = linked
            return make_ability(i, kind, timing, text, effect, prefix=prefix, optional=optional)
    if m := _ONLY.match(text):
        rest = m.group(2).strip()
        if not rest:
            only = m.group(1).strip()
            return make_ability(
                i,
                "restriction",
                "play_restriction",
                text,
                [_only_step(only)],
                prefix=prefix,
                only=only.title(),
            )
        text = rest  # "STREET FIGHTER ONLY - Flip at ...": the rule part follows
    if m := _LIMIT.match(text):
        copies = 1 if m.group(1).lower() == "one" else int(m.group(1))
        step = {"verb": "deck_limit", "copies": copies}
        return make_ability(i, "restriction", "deck_limit", text, [step], prefix=prefix)
    low = text.lower()
    if found := step_start(card.type, text):
        timing, effect, optional = found
        return make_ability(i, "triggered", timing, text, effect, prefix=prefix, optional=optional)
    for words, timing in _OUTSIDE:
        if words.match(low):
            effect = compile_standing(text) if timing == "in_energy_pile" else None
            return make_ability(i, "static", timing, text, effect, prefix=prefix)
    if card.type == "event":
        body = _FLIP.match(text)
        # flipped while its player's attack is still to deal damage (step 3, or a punch being
        # blocked at step 6): the attack's sentences compile; other moments have no attack
        attacking = card.fields.get("flip") in ("attack", "rival_blocks_punch", "you_play")
        when = "flip" if attacking else "flip_other"
        effect, optional = compile_text(body.group(1) if body else text, when)
        if effect is None:
            effect = event_text(body.group(1) if body else text, attacking)
        extra = _you_play(text) if card.fields.get("flip") == "you_play" else {}
        return make_ability(
            i, "event", "flip", text, effect, prefix=prefix, optional=optional, **extra
        )
    if low.startswith("when played"):
        # Only a plain "When played, X" compiles: a condition ("while ...", "if you do")
        # would be dropped otherwise.
        plain = re.match(r"^when played,\s*(.+)$", text, re.I | re.S)
        guarded = re.match(r"^when played while [^,]+,", text, re.I)
        body = plain.group(1) if plain else text if guarded else None
        if both := re.match(r"^when played and ([^,]+), (.+)$", text, re.I | re.S):
            # "When played and <test>, X": the same test as "If <test>, X" at step 2
            test = re.sub(r" in hand$", " in his hand", both.group(1).strip())
            body = f"If {test}, {both.group(2)}"
        effect, optional = compile_text(body, "on_play") if body else (None, False)
        return make_ability(i, "text", "on_play", text, effect, prefix=prefix, optional=optional)
    if card.type == "character" and (
        found := _char_trigger(text) or char_moment(text, _char_trigger)
    ):
        timing, extra, rest = found
        when = {"you_play_kind": "on_play", "you_flip_event": "flip_other"}.get(timing, "hit")
        effect, optional = compile_text(rest, when)
        return make_ability(
            i, "triggered", timing, text, effect, prefix=prefix, optional=optional, **extra
        )
    if found := when_text(card.type, text):
        timing, effect, optional = found
        return make_ability(i, "text", timing, text, effect, prefix=prefix, optional=optional)
    if low.startswith(("when", "whenever", "each time")):
        head = text.split(",", 1)[0]
        return make_ability(
            i,
            "triggered",
            "when_event",
            text,
            prefix=prefix,
            trigger={"printed": head},
            event=slug(head),
        )
    if low.startswith(("at the start", "at the beginning", "at the end")):
        # the steps the engine starts (Battle, Draw) run their characters' text at once
        if card.type == "character" and (m := _STEP_START.match(text)):
            effect, optional = compile_text(m.group(2), "phase_step")
            timing = f"start_of_{m.group(1).lower()}"
            return make_ability(
                i, "triggered", timing, text, effect, prefix=prefix, optional=optional
            )
        return make_ability(i, "triggered", "phase_step", text, prefix=prefix)
    timing = _TEXT_TIMING.get(card.type)
    if timing:
        effect, optional = compile_text(text, timing)
        if effect is None and timing == "attack_text" and (linked := link_text(text)):
            effect, optional = linked
        return make_ability(i, "text", timing, text, effect, prefix=prefix, optional=optional)
    return make_ability(i, "static", "constant", text, compile_standing(text), prefix=prefix)


_K = r"(?:punch|kick|throw|projectile|weapon|slam|electric)(?:e?s)?"
_CHAR_TRIGGERS = [
    (
        re.compile(rf"^when you play (?:a|an) ({_K}(?: or {_K})?), (.+)$", re.I | re.S),
        "you_play_kind",
    ),
    (re.compile(r"^when you chip cards, (.+)$", re.I | re.S), "you_chip"),
    (
        re.compile(
            rf"^when (?:one of your ({_K}(?: or {_K})?) hits|you hit with (?:a|an) ({_K}(?: or {_K})?)), (.+)$",
            re.I | re.S,
        ),
        "you_hit_kind",
    ),
    (re.compile(r"^when you flip an event, (.+)$", re.I | re.S), "you_flip_event"),
    (
        re.compile(
            r"^when your last attack in a combo of (\d+) or more attacks hits, (.+)$", re.I | re.S
        ),
        "combo_finished_hit",
    ),
    (
        re.compile(r"^when you finish a combo of (\d+) or more attacks, (.+)$", re.I | re.S),
        "combo_finished",
    ),
]


def _char_trigger(text: str) -> tuple[str, dict[str, object], str] | None:
    """A character's 'When you play an electric, X' and the like: timing, its condition, X."""
    for rx, timing in _CHAR_TRIGGERS:
        if m := rx.match(text.strip()):
            if timing == "you_play_kind":
                return timing, {"kinds": _kind_list(m.group(1))}, m.group(2)
            if timing == "you_hit_kind":
                return timing, {"kinds": _kind_list(m.group(1) or m.group(2))}, m.group(3)
            if timing == "combo_finished":
                return timing, {"min": int(m.group(1))}, m.group(2)
            if timing == "combo_finished_hit":
                # the same moment as a finished combo, when its last attack was not blocked
                return "combo_finished", {"min": int(m.group(1)), "hit": True}, m.group(2)
            return timing, {}, m.group(1)
    return None


_YOU_PLAY = re.compile(
    rf"^flip when you play (?:an attack that costs (?P<min>\d+) or more|(?:a|an) (?P<kind>{_K})"
    r"|a (?P<low>\d+) or (?P<high>\d+) cost attack)\.",
    re.I,
)


def _you_play(text: str) -> dict[str, object]:
    """Which attacks a 'Flip when you play ...' event flips for (flips.py checks it at step 2);
    a condition not understood stays empty and the event never flips by itself."""
    m = _YOU_PLAY.match(text.strip())
    if not m:
        return {}
    if m["min"]:
        return {"flip_for": {"min_cost": int(m["min"])}}
    if m["kind"]:
        return {"flip_for": {"kinds": _kind_list(m["kind"])}}
    return {"flip_for": {"min_cost": int(m["low"]), "max_cost": int(m["high"])}}


def _kind_list(words: str) -> list[str]:
    """'projectiles or weapons' -> ['projectile', 'weapon']."""
    return [re.sub(r"(?<=ch)es$|s$", "", k) for k in words.lower().split(" or ")]


def _only_step(words: str) -> dict[str, object]:
    """'MORTAL KOMBAT ONLY' names a franchise; 'RYU, KEN AND AKUMA ONLY' names characters."""
    low = " ".join(words.lower().split())
    if low in FRANCHISES:
        return {"verb": "deck_only", "kind": "franchise", "names": [low]}
    names = [n.strip().title() for n in re.split(r",|\band\b", low) if n.strip()]
    return {"verb": "deck_only", "kind": "characters", "names": names}


def parse(card: ImportedCard) -> list[AbilityDefinition]:
    # "(*)" separates abilities; the fan sets print the same bullet as "()".
    parts = [p.strip() for p in re.split(r"\(\*?\)", card.printed_text or "") if p.strip()]
    out: list[AbilityDefinition] = []
    for i, p in enumerate(parts):
        out += _part(i, p, card)
    return out
