"""Redemption ongoing abilities: the printed sentences of cards that act while in play.

Fortresses, sites, artifacts, covenants, curses and lost souls carry text that holds while the
card is in play (REG Ongoing Ability). The sentence shapes that say *what holds* compile into
one ``ongoing`` step the engine consults (``engine.games.redemption.ongoing``):

- protect <cards> from <kinds of ability> / from <whose cards> (and a lost soul protected
  from rescue except by a rescuer that fits);
- negate <cards>, or negate <kind> abilities (of some cards);
- <cards> (or <kind> abilities of them) cannot be prevented / negated / interrupted;
- <cards> may not band; restrict <dominants>; all <cards> gain / decrease N/M,

each optionally behind a "while" condition (its player controls a card that fits, such a card
is in play or in battle, or blocking).
Every other sentence keeps its timing and is shown as "resolve as printed".
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import MODELLED, AbilityDefinition

from ..records import ImportedCard
from . import (
    redemption,
    redemption_activation,
    redemption_modes,
    redemption_moments,
    redemption_standing,
    redemption_standing_kinds,
)
from .redemption_facts import checked_at_activation
from .redemption_phrases import target_phrase

# What a card may be protected from: ability kinds (verbs of the engine), by their words.
PROTECT_KINDS = {
    "discard": "discard",
    "capture": "capture",
    "bounce": "bounce",
    "withdraw": "withdraw",
    "underdeck": "underdeck",
    "banish": "banish",
    "removal from the game": "banish",
    "being removed from the game": "banish",
    "negate": "negate",
    "band": "band",
    "shuffle": "shuffle",
    "reserve": "reserve",
    "set aside": "set_aside",
    "set-aside": "set_aside",
    "topdeck": "topdeck",
    "withdrawal": "withdraw",
    "rescue": "rescue",
}
# Whose cards a protection (or a "cannot be ..." rider) holds against.
SOURCES = {
    "opponents": "opponent",
    "opponent's cards": "opponent",
    "opponents' cards": "opponent",
    "opponent": "opponent",
    "evil cards": "evil",
    "good cards": "good",
}
_LABEL = re.compile(r"^(?:/\s*)?[A-Z]{1,5}\s*:")  # "ART:", "GE:", "/ A:" — a mode of the card
_EXCEPT = re.compile(r" \(except (?!by )(.+)\)$", re.I)
_WHILE = re.compile(r"^while (.+?), (.+)$", re.I)
_PROTECT = re.compile(r"^protect (.+?) from (.+)$", re.I)
_NEGATE = re.compile(r"^negate (?:all special abilities on )?(.+)$", re.I)
_CANNOT_BE = re.compile(r"^(.+?) cannot be (prevented|negated|interrupted)( in battle)?$", re.I)
_NUMBERS = re.compile(
    r"^(all (?:of holder's )?.+?) (gain|increase|decrease)s? (?:by )?(\d+)/(\d+)"
    r"(?: while this card is in play)?$",
    re.I,
)
_RESCUE = re.compile(
    r"^(?:protect this (?:lost soul|card) from rescue,? \(?except by (.+?)\)?"
    r"|this lost soul may only be rescued by (.+))$",
    re.I,
)
_RESTRICT = re.compile(r"^restrict (?:(good|evil) )?dominants$", re.I)
_NO_BAND = re.compile(r"^(?:no (.+?) may band|(.+?) (?:may not|cannot) band)$", re.I)


# Labels that start the text of one way to use a card: "ART:" / "/ A:" its use as an artifact
# (the text that holds while it sits in the artifact pile); the others (GE, EE, FORT, SITE ...)
# its use as an enhancement, fortress or site.
ARTIFACT_LABELS = {"", "ART", "A"}


def parse(card: ImportedCard) -> list[AbilityDefinition]:
    """The Redemption parser's abilities, with the ongoing sentences compiled.

    A label holds for the sentences after it until the next one, so only the sentences of the
    card's artifact use (or of a card with no labels) are read as holding while in play.
    """
    out, before = [], []
    label = ""
    side = "evil_character" if "evil" in str(card.fields.get("alignment", "")).lower() else "hero"
    named = card.fields.get("named") or {}
    for ab in redemption.parse(card):
        if m := _LABEL.match(ab.text):
            label = m.group(0).strip(" /:").upper()
        if label in redemption_modes.ENHANCEMENT_LABELS and redemption_modes.dual_use(card.type):
            if ab.timing == "in_play":  # the covenant's / curse's use as an enhancement
                ab = redemption_modes.as_enhancement(ab, label, card.name, named)
            before.append(ab)
            out.append(ab)
            continue
        ab = compile_activated(compile_ability(ab, label), card.name)
        before.append(ab)
        if label in ARTIFACT_LABELS:
            ab = redemption_moments.retime(ab, side, named, card.type)
            ab = redemption_activation.retime(ab, side, named, card.type)
        out.append(ab)
    kept = redemption_activation.keep_whole(before, out)
    return [checked_at_activation(ab, was) for ab, was in zip(kept, before, strict=True)]


def compile_activated(ab: AbilityDefinition, name: str = "") -> AbilityDefinition:
    """A character's or enhancement's protect or "cannot be prevented" sentence, as an ongoing
    ability that holds once it activates, until the end of the phase (REG Protect, Cannot Be
    Prevented, Cannot Be Negated: their default duration); else ``ab``. Other kinds ("cannot
    be interrupted", "may not band", restrict) are left alone: their default duration is not
    checked here."""
    if ab.timing not in ("enters_battle", "enhancement_played", "dominant_played") or ab.effect:
        return ab
    own = ab.timing == "enters_battle"  # a character's own sentence: "this card" is itself
    step = redemption_standing.compile_regardless(ab.text, name) or (
        None
        if ab.timing == "dominant_played"
        else compile_ongoing(ab.text, name if own else "")
        or (redemption_standing.compile_used_by(ab.text, name) if own else None)
        or redemption_standing.compile_immune(ab.text, name, ab.timing)
        or redemption_standing.compile_ignore(ab.text, name, ab.timing)
    )
    if step is None or not (
        step["mode"] in ("protect", "immune", "ignore", "regardless")
        or (step["mode"] == "cannot_be" and step["rider"] in ("prevented", "negated"))
        or step.get("on_self")  # enhancements it uses: only ever in this battle
    ):
        return ab
    # "this card" on an enhancement is not read here, but for its own abilities' "regardless"
    if (
        step["covers"] == "self"
        and ab.timing == "enhancement_played"
        and step["mode"] != "regardless"
    ):
        return ab
    data = ab.to_dict()
    data.update(effect=[step], kind="ongoing", modelled=MODELLED, optional=False)
    data.pop("reason", None)
    return AbilityDefinition.from_dict(data)


def compile_ability(ab: AbilityDefinition, label: str = "") -> AbilityDefinition:
    """An in-play ability with its ``ongoing`` step when its sentence has a known shape."""
    if ab.timing != "in_play" or ab.effect or label not in ARTIFACT_LABELS:
        return ab
    step = compile_ongoing(_LABEL.sub("", ab.text, count=1))
    if step is None:
        return ab
    data = ab.to_dict()
    data.update(effect=[step], modelled=MODELLED)  # kind stays "static": no activation
    data.pop("reason", None)
    return AbilityDefinition.from_dict(data)


def compile_ongoing(sentence: str, name: str = "") -> dict[str, Any] | None:
    """One ``ongoing`` step for a sentence, or None when a word of it is not understood.

    ``name``: the card's own name, which a sentence about the card itself may use."""
    s = " ".join(sentence.replace("’", "'").split()).rstrip(".").strip()
    if _LABEL.match(s):
        return None  # the text of one mode of a dual card, not an ability while in play
    own = redemption_standing.about_itself(s, name)
    if own is not None and (step := _protect(own[0])) is not None:
        return {**step, **own[1]}
    condition: dict[str, Any] | None = None
    if m := _WHILE.match(s):
        condition = while_condition(m.group(1))
        if condition is None:
            return None
        s = m.group(2)
    excluding: dict[str, Any] | None = None
    if m := _EXCEPT.search(s):  # "(except <cards>)": those are left out
        found = target_phrase(m.group(1))
        if not isinstance(found, dict) or "all" not in found:
            return None
        excluding, s = found["all"], s[: m.start()]
    step = (
        _protect(s)
        or _negate(s)
        or _kinds_cannot_be(s)
        or _cannot_be(s)
        or _no_band(s)
        or _restrict(s)
        or _numbers(s)
        or _rescue(s)
    )
    if step is None:
        return None
    if condition:
        step["condition"] = condition
    if excluding:
        if not isinstance(step["covers"], dict) or step["mode"] == "restrict":
            return None
        step["excluding"] = excluding
    return step


def _covered(words: str) -> dict[str, Any] | str | None:
    """The cards a sentence covers: every card of a description ("Heroes in territory"), or
    the cards of a player's hidden piles ("hand, deck and Reserve")."""
    w = words.strip().lower()
    if re.fullmatch(r"this (?:card|lost soul|fortress|site|artifact|covenant|curse)", w):
        return "self"
    if (piles := _piles(w)) is not None:
        return piles
    if w.startswith("other "):
        w = "all " + w
    w = re.sub(r" in other territories$", " in opponents' territories", w)  # two players
    found = target_phrase(w)
    if not isinstance(found, dict) or "all" not in found:
        return None  # "a Hero", "the last card": one card chosen at a moment, not a standing rule
    spec = dict(found["all"])
    if spec.get("zone") not in (None, "play", "battle", "territory", "land_of_bondage"):
        return None
    return spec


PILES = {
    "hand": "hand",
    "deck": "deck",
    "draw pile": "deck",
    "discard pile": "discard",
    "reserve": "reserve",
}
_PILE_LIST = re.compile(r",\s*(?:and )?|\s+and\s+")


def _piles(w: str) -> dict[str, Any] | None:
    """'your hand, deck and Reserve' -> the cards in those piles of the card's player."""
    w = re.sub(r"^(?:the cards in )?(?:your |holder's )?", "", w)
    parts = [p.strip() for p in _PILE_LIST.split(w) if p.strip()]
    if not parts or parts[0] not in PILES:
        return None
    specs: list[dict[str, Any]] = []
    for part in parts:
        if part in PILES:
            specs.append({"zone": PILES[part], "side": "self"})
            continue
        found = target_phrase(part)  # "good Dominants" among the piles
        if not isinstance(found, dict) or "all" not in found:
            return None
        specs.append({**found["all"], "side": "self"})
    return specs[0] if len(specs) == 1 else {"either": specs}


def _protect(s: str) -> dict[str, Any] | None:
    m = _PROTECT.match(s)
    if not m:
        return None
    covered = _covered(m.group(1))
    what = protect_from(m.group(2))
    if covered is None or what is None:
        return None
    return {"verb": "ongoing", "mode": "protect", "covers": covered, **what}


def protect_from(words: str) -> dict[str, Any] | None:
    """What a protection holds against: the plain forms, else a kind with whose card it is on."""
    return _plain_from(words) or redemption_standing_kinds.protect_from_more(words)


def _plain_from(words: str) -> dict[str, Any] | None:
    """'discard, capture and bounce' -> {from: [...]}; "opponents' cards" -> {by: opponent}."""
    w = words.strip().lower()
    if w in SOURCES:
        return {"by": SOURCES[w]}
    by = ""
    if m := re.match(r"^(?:an )?opponents?'?s?'? ", w):  # "opponents' discard abilities"
        by, w = "opponent", w[m.end() :]
    if m := re.search(r" on (evil cards|good cards|opponents' cards)$", w):
        by, w = SOURCES[m.group(1)], w[: m.start()]
    if (cards := _from_cards(w)) is not None:  # "from O.T. Heroes": abilities of such cards
        return {"by_cards": cards, **({"by": by} if by else {})}
    w = re.sub(r" abilities$", "", w)
    kinds: list[str] = []
    for part in re.split(r",\s*(?:and |or )?|\s+and\s+|\s+or\s+", w):
        part = part.strip()
        if part not in PROTECT_KINDS:
            return None
        if PROTECT_KINDS[part] not in kinds:
            kinds.append(PROTECT_KINDS[part])
    out: dict[str, Any] = {"from": kinds}
    if by:
        out["by"] = by
    return out


def _from_cards(words: str) -> dict[str, Any] | None:
    """'O.T. Heroes' / 'brown cards' / 'good Dominants' -> the cards a protection holds against
    (abilities of cards that fit); None when the words are no plain description of cards."""
    if words in SOURCES or words.endswith(" abilities") or words.startswith("the "):
        return None
    found = target_phrase("all " + words)
    if not isinstance(found, dict) or "all" not in found:
        return None
    spec = {k: v for k, v in found["all"].items() if k != "zone"}
    return spec if spec else None


_KIND_WORDS = r"[a-z]+(?:(?:, | and |, and )[a-z]+)*"
_NEGATE_KINDS = re.compile(
    rf"^negate (?:all )?(?:(opponents'|opponent's|your) )?(?:(good|evil) )?({_KIND_WORDS}) abilities"
    r"(?: on (.+))?$",
    re.I,
)
_KINDS_CANNOT_BE = re.compile(
    rf"^(?:(evil|good) )?({_KIND_WORDS}) abilities(?: used by (.+?))? cannot be "
    r"(prevented|negated|interrupted)$",
    re.I,
)


def kinds_of(words: str) -> list[str] | None:
    """'draw, protect and band' -> the verbs; None when one is not an ability kind we run."""
    out = []
    for part in re.split(r",\s*(?:and )?|\s+and\s+", words.lower()):
        if part not in PROTECT_KINDS and part != "protect":
            return redemption_standing_kinds.kind_list(words)  # search, play, immune ...
        out.append(PROTECT_KINDS.get(part, part))
    return out


def _whose_cards(words: str | None) -> dict[str, Any] | None:
    """The cards whose abilities of a kind a sentence is about: every card when it names none
    (negate <kind> abilities), else the description (... on <cards>, ... used by <cards>)."""
    if not words:
        return {}
    covered = _covered(words)
    return covered if isinstance(covered, dict) else None


def _negate_kinds(s: str) -> dict[str, Any] | None:
    """Negate <whose> <kind> abilities [on <cards>]: only abilities of those kinds stop."""
    m = _NEGATE_KINDS.match(s)
    if not m or (kinds := kinds_of(m.group(3))) is None:
        return None
    if (covered := _whose_cards(m.group(4))) is None:
        return None
    if m.group(1):
        covered = {**covered, "side": "self" if m.group(1).lower() == "your" else "opponent"}
    if m.group(2):  # "Negate evil capture abilities": those on cards of that alignment
        covered = {**covered, "alignment": [m.group(2).lower()]}
    covered = {**covered, "not_self": True}  # as for whole cards (see _negate)
    return {"verb": "ongoing", "mode": "negate", "covers": covered, "from": kinds}


def _kinds_cannot_be(s: str) -> dict[str, Any] | None:
    """[good|evil] <kind> abilities [used by <cards>] cannot be <prevented|negated|...>."""
    m = _KINDS_CANNOT_BE.match(s)
    if not m or (kinds := kinds_of(m.group(2))) is None:
        return None
    if (covered := _whose_cards(m.group(3))) is None:
        return None
    if m.group(1):
        covered = {**covered, "alignment": [m.group(1).lower()]}
    rider = m.group(4).lower()
    return {
        "verb": "ongoing",
        "mode": "cannot_be",
        "covers": covered,
        "from": kinds,
        "rider": rider,
    }


def _negate(s: str) -> dict[str, Any] | None:
    if step := _negate_kinds(s):
        return step
    m = _NEGATE.match(s)
    if not m or re.match(r"^negate and ", s, re.I):
        return None
    covered = _covered(m.group(1))
    if not isinstance(covered, dict):
        return None
    covered["not_self"] = True  # a card's own negation would undo the very ability that negates
    return {"verb": "ongoing", "mode": "negate", "covers": covered}


def _cannot_be(s: str) -> dict[str, Any] | None:
    m = _CANNOT_BE.match(s)
    if not m:
        return None
    covered = _covered(m.group(1))
    if covered is None or (m.group(3) and not isinstance(covered, dict)):
        return None
    if m.group(3):  # "... cannot be prevented in battle": while they are in battle
        covered = {**covered, "zone": "battle"}
    return {"verb": "ongoing", "mode": "cannot_be", "covers": covered, "rider": m.group(2).lower()}


def _no_band(s: str) -> dict[str, Any] | None:
    m = _NO_BAND.match(s)
    if not m:
        return None
    covered = _covered(m.group(1) or m.group(2))
    if not isinstance(covered, dict):
        return None
    return {"verb": "ongoing", "mode": "no_band", "covers": covered}


def _numbers(s: str) -> dict[str, Any] | None:
    """All <cards> gain / increase / decrease N/M: a change that holds while in play."""
    m = _NUMBERS.match(s)
    if not m:
        return None
    covered = _covered(m.group(1).lower().replace("of holder's ", "your "))
    if not isinstance(covered, dict):
        return None
    sign = -1 if m.group(2).lower() == "decrease" else 1
    strength, toughness = sign * int(m.group(3)), sign * int(m.group(4))
    return {
        "verb": "ongoing",
        "mode": "numbers",
        "covers": covered,
        "strength": strength,
        "toughness": toughness,
    }


def _rescue(s: str) -> dict[str, Any] | None:
    """A lost soul shielded from every rescue but one kind of rescuer: only rescuers that
    fit may rescue it (a lone hero: a rescue attempt by one hero)."""
    m = _RESCUE.match(s)
    if not m:
        return None
    words = (m.group(1) or m.group(2)).strip().lower()
    step: dict[str, Any] = {"verb": "ongoing", "mode": "protect", "covers": "self"}
    if words == "a lone hero":
        return {**step, "from": ["rescue"], "unless_lone": True}
    found = target_phrase(words)
    if not isinstance(found, dict) or "one" not in found:
        return None
    return {**step, "from": ["rescue"], "unless": found["one"]}


def _restrict(s: str) -> dict[str, Any] | None:
    """Restrict [good|evil] dominants: no such dominant may be played from hand or reserve."""
    m = _RESTRICT.match(s)
    if not m:
        return None
    covers: dict[str, Any] = {"type": ["dominant"], "zone": ["hand", "reserve"]}
    if m.group(1):
        covers["alignment"] = [m.group(1).lower()]
    return {"verb": "ongoing", "mode": "restrict", "covers": covers}


def while_condition(words: str) -> dict[str, Any] | None:
    """'you control a Herod' / 'a demon is in battle' / 'this card is in play' -> a condition."""
    w = words.strip().lower()
    if w in ("this card is in play", "this card remains in play"):
        return {}
    if m := re.fullmatch(r"you control (.+)", w):
        found = target_phrase(m.group(1))
        if isinstance(found, dict) and "one" in found:
            return {"control": found["one"]}
        return None
    if m := re.fullmatch(r"(.+?) (?:is|are) in (play|battle)", w):
        found = target_phrase(m.group(1))
        if isinstance(found, dict) and "one" in found:
            return {"in_" + m.group(2): found["one"]}
    if m := re.fullmatch(r"(.+?) is blocking", w):  # an evil character of it is in battle
        found = target_phrase(m.group(1))
        if isinstance(found, dict) and "one" in found:
            return {"in_battle": {**found["one"], "type": ["evil_character"]}}
    return None
