"""Redemption sentences that answer to the sentence before, and the opponent's "may".

"You may X. If you do, Y." / "If you do not, Y." / "Opponent may X. If they do not, Y.": the
"If ... do" sentence stays an ability of its own (so both are counted and shown), compiled as
its rest with a first ``follows`` step naming the ability of the sentence before and the
outcome it needs (``engine.games.redemption.followups`` checks it as the ability activates).
"If you do not" after an "If you do" points back to the same first sentence. It is compiled
only when that sentence compiled, activates at the same moment, and does not bring a
character into battle (those activate last, after this one).

"Opponent may X" compiles when "Opponent must X" does and every step of it is the opponent's
(a card of theirs they pick, or their draw): a first ``offer`` step has the opponent, not the
card's player, asked whether they do it. "… instead" (a replacement) and "may not" are not
this form.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.cards import AbilityDefinition

from .redemption_grammar_repeat import compile_repeat

Compiled = tuple[list[dict[str, Any]], bool, str]
Compile = Callable[[str], Compiled | None]

_IF_DO = re.compile(r"^if (you|they) do(?:( not)|n't)?,\s*(.+)$", re.I)
_OPPONENT_MAY = re.compile(r"^(?:each |an |any )?opponent may (?!not\b)(.+)$", re.I)
_INSTEAD = re.compile(r"\binstead\b", re.I)
# Words that point back to the card the sentence before chose.
_PRONOUN = re.compile(
    r"\b(it|him|her|that card|that character|that hero|that evil character|that enhancement|"
    r"the negated card)\b",
    re.I,
)
_IF_IT_IS = re.compile(r"^if (?:it|that card|that character) is (not )?(an? .+?),\s*(.+)$", re.I)
_SENTINEL = "this card"
# "You may A or a selected player must B": the player picks A, or B for a player they select.
_SELECTED = re.compile(r"^(you may )?(.+?),? or a selected player must (.+)$", re.I)
# What "If it is X" may ask of the card: what it is, never where it is or whose.
_FITS_KEYS = {"type", "alignment", "brigade", "traits", "testament", "book", "brigades", "either"}


def compile_followup(
    sentence: str, before: list[AbilityDefinition], compile_text: Compile
) -> Compiled | None:
    """(steps, optional, kind) for a sentence of this module's forms, else None.

    ``before`` holds the abilities of the card's earlier sentences, ``compile_text`` the
    card's own one-sentence compiler."""
    s = " ".join(sentence.replace("’", "'").split()).rstrip(".").strip()
    if again := compile_repeat(s, before):  # "If used by X, repeat up to 2 times"
        return again
    if m := _IF_DO.match(s):
        return _if_do(m, before, compile_text)
    if m := _SELECTED.match(s):
        return _or_selected_player(m, compile_text)
    if _PRONOUN.search(s) and before and (pointed := _pointing_back(s, before[-1], compile_text)):
        return pointed
    if (m := _OPPONENT_MAY.match(s)) and not _INSTEAD.search(s):
        return opponent_may(m.group(1), compile_text)
    return None


def opponent_may(rest: str, compile_text: Compile) -> Compiled | None:
    """ "Opponent may X": X as the opponent must do it, offered to the opponent first."""
    rest = re.sub(r"\bthis\s*$", "this card", rest.strip())  # "... to negate this"
    compiled = compile_text(f"opponent must {rest}")
    if compiled is None or compiled[1] or compiled[2] != "special":
        return None
    steps = compiled[0]
    if not steps or not (all(_theirs(st) for st in steps) or _paid_by_them(steps)):
        return None
    return [{"verb": "offer", "to": "opponent"}, *steps], False, "special"


def _paid_by_them(steps: list[dict[str, Any]]) -> bool:
    """ "Opponent may discard a good Fortress to discard this card": the cost is theirs (a
    card of theirs they pick) and what it buys is done to this card alone (REG Cost)."""
    paid = [st for st in steps if st.get("cost")]
    after = steps[len(paid) :]
    return (
        bool(paid)
        and steps[: len(paid)] == paid
        and all(_theirs(st) for st in paid)
        and bool(after)
        and all(st.get("target") == "self" for st in after)
    )


def _theirs(step: dict[str, Any]) -> bool:
    """A step the opponent carries out: a card they choose, or their own draw."""
    if step.get("verb") == "draw":
        return step.get("who") == "opponent" and "x" not in step
    target = step.get("target")
    if not isinstance(target, dict) or "one" not in target:
        return False
    return target["one"].get("chooser") == "opponent" and target["one"].get("side") == "opponent"


def _if_do(
    m: re.Match[str], before: list[AbilityDefinition], compile_text: Compile
) -> Compiled | None:
    """ "If you do, Y": Y, after a ``follows`` step on the ability of the sentence before."""
    if not before:
        return None
    first = linked(before[-1], before)
    if first is None or not first.effect or first.kind == "interrupt":
        return None
    offered = first.effect[0].get("verb") == "offer"
    if offered != (m.group(1).lower() == "they"):
        return None  # "they" is the opponent offered something; "you" is the card's player
    if any(st.get("verb") == "band" for st in _all_steps(first)):
        return None  # banding activates after the card's other abilities
    compiled = compile_text(m.group(3))
    if compiled is None or compiled[2] not in ("special", "ongoing"):
        return None
    steps, optional, kind = compiled
    if steps and steps[0].get("verb") in ("interrupt", "offer"):
        return None  # those run their own sequence as the ability activates
    who = "opponent" if offered else "you"
    gate = {"verb": "follows", "ability": first.id, "did": not m.group(2), "who": who}
    return choice_first(([gate, *steps], optional, kind))


def linked(previous: AbilityDefinition, before: list[AbilityDefinition]) -> Any:
    """The ability "you do" points back to: the sentence before, or, when that sentence is
    itself "If you do ...", the one it points back to."""
    if previous.effect and previous.effect[0].get("verb") == "follows":
        wanted = previous.effect[0].get("ability")
        return next((ab for ab in before if ab.id == wanted), None)
    if _IF_DO.match(previous.text.strip()):  # an "If you do" not compiled: the one before it
        at = before.index(previous)
        return linked(before[at - 1], before[:at]) if at else None
    return previous


def _all_steps(ability: AbilityDefinition) -> list[dict[str, Any]]:
    steps = [s for s in ability.effect if isinstance(s, dict)]
    return steps + [o for s in steps for opt in s.get("options", []) for o in opt["steps"]]


def _pointing_back(s: str, previous: AbilityDefinition, compile_text: Compile) -> Compiled | None:
    """ "Negate a Hero. If it is red, banish it.": a ``refers`` step (the
    card the sentence before chose, and what "If it is" asks of it), then the rest with each
    pronoun standing for that card."""
    chose = _one_choice(previous)
    if chose is None or _SENTINEL in s.lower():
        return None
    gate: dict[str, Any] = {"verb": "refers", "ability": previous.id}
    rest = s
    if m := _IF_IT_IS.match(s):
        from .redemption_phrases import target_phrase

        found = target_phrase(m.group(2))
        if not isinstance(found, dict) or "one" not in found or set(found["one"]) - _FITS_KEYS:
            return None
        gate.update(spec=found["one"], negate=bool(m.group(1)))
        rest = m.group(3)
    opponent = False
    if m := _OPPONENT_MAY.match(rest):  # "Opponent may discard the negated card"
        if chose.get("side") != "opponent" or _INSTEAD.search(rest):
            return None
        opponent, rest = True, m.group(1)
    compiled = compile_text(_PRONOUN.sub(_SENTINEL, rest))
    if compiled is None or compiled[2] not in ("special", "ongoing"):
        return None
    steps, optional, kind = compiled
    if any(st.get("verb") in ("choose", "interrupt", "band", "offer") for st in steps):
        return None
    # the card chosen, described as the sentence before described it (so only cards it could
    # have chosen are ever shown as out of reach), whoever chose it
    ref = {"one": {**{k: v for k, v in chose.items() if k != "chooser"}, "ref": previous.id}}
    steps = [{**st, "target": ref} if st.get("target") == "self" else st for st in steps]
    if opponent and not all(st.get("target") == ref or st["verb"] == "require" for st in steps):
        return None  # the opponent does only what is done to their chosen card
    if _PRONOUN.search(rest) and ref not in [st.get("target") for st in steps]:
        return None  # the pronoun did not become a target ("if it contains ...")
    head = [{"verb": "offer", "to": "opponent"}] if opponent else []
    return [*head, gate, *steps], optional and not opponent, kind


def _one_choice(ability: AbilityDefinition) -> dict[str, Any] | None:
    """The description of the one card an ability chooses, when it chooses exactly one."""
    targets = [st.get("target") for st in ability.effect if st.get("target") is not None]
    if not targets or any(t != targets[0] for t in targets) or ability.kind == "interrupt":
        return None
    first = targets[0]
    if not isinstance(first, dict) or "one" not in first or "ref" in first["one"]:
        return None
    return first["one"]


# Steps checked as the ability activates: they may stand anywhere in the effect.
_CHECKS = ("require", "follows", "refers")


def choice_first(compiled: Compiled | None) -> Compiled | None:
    """ "If blocking, you may A or B": the choice step first, its conditions after it.

    The ruleset asks which option as the ability activates only when the choice is the first
    step; the conditions are checked at activation wherever they stand (REG Special Ability),
    so the choice is moved before them."""
    if compiled is None:
        return None
    steps, optional, kind = compiled
    at = next((i for i, st in enumerate(steps) if st.get("verb") == "choose"), 0)
    if at == 0 or any(st.get("verb") not in _CHECKS for st in steps[:at]):
        return compiled
    return [steps[at], *steps[:at], *steps[at + 1 :]], optional, kind


def _or_selected_player(m: re.Match[str], compile_text: Compile) -> Compiled | None:
    """ "You may A or a selected player must B": one choice of three as the ability activates
    (A; B done by its player; B done by the opponent), since selecting the player is part of
    choosing what the ability does."""
    parts = [
        compile_text(m.group(2)),
        compile_text(m.group(3)),
        compile_text(f"opponent must {m.group(3)}"),
    ]
    steps: list[list[dict[str, Any]]] = []
    for part in parts:
        if part is None or part[1] or part[2] != "special":
            return None
        if any(st.get("verb") in ("choose", "interrupt", "band", "require") for st in part[0]):
            return None
        steps.append(part[0])
    if not all(_theirs(st) for st in steps[2]):
        return None  # "opponent must B" must be the opponent's own doing
    texts = [
        m.group(2),
        f"the player selected is you: {m.group(3)}",
        f"the player selected is the opponent: {m.group(3)}",
    ]
    options = [{"text": t, "steps": st} for t, st in zip(texts, steps, strict=True)]
    return [{"verb": "choose", "options": options}], bool(m.group(1)), "special"
