"""Redemption printed-text phrases -> target descriptions and verb steps.

Only phrases whose every word is understood compile; anything else returns None and the
ability stays ``timing_only`` (shown as "resolve as printed" at its moment). Target
descriptions use the keys of ``engine.games.redemption.model.matches``.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from typing import Any

from . import redemption_descriptions as descriptions
from . import redemption_facts as facts_words
from .redemption_clauses import compile_sequence
from .redemption_grammar_choices import listed_choice, opponent_choice
from .redemption_grammar_clauses import (
    and_may,
    any_deck,
    declared_first,
    negate_and,
    or_aside,
    verb_or_verb,
)
from .redemption_grammar_costs import reveal_from_hand
from .redemption_grammar_lists import (
    GRAMMAR_LOCATIONS,
    WHOSE,
    placed,
    plain_words,
    possessive,
    shared_list,
    take_either,
    three_piles,
)
from .redemption_moments_delayed import delayed
from .redemption_oneshot import compile_clause
from .redemption_verbs_add import compile_add
from .redemption_verbs_oneshot import compile_verbs

NOUNS = {
    "hero": ["hero"],
    "heroes": ["hero"],
    "evil character": ["evil_character"],
    "evil characters": ["evil_character"],
    "character": ["hero", "evil_character"],
    "characters": ["hero", "evil_character"],
    "good enhancement": ["good_enhancement"],
    "good enhancements": ["good_enhancement"],
    "evil enhancement": ["evil_enhancement"],
    "evil enhancements": ["evil_enhancement"],
    "enhancement": ["good_enhancement", "evil_enhancement"],
    "enhancements": ["good_enhancement", "evil_enhancement"],
    "lost soul": ["lost_soul"],
    "lost souls": ["lost_soul"],
    "artifact": ["artifact"],
    "artifacts": ["artifact"],
    "fortress": ["fortress"],
    "fortresses": ["fortress"],
    "site": ["site"],
    "sites": ["site"],
    "dominant": ["dominant"],
    "dominants": ["dominant"],
    "curse": ["curse"],
    "curses": ["curse"],
    "covenant": ["covenant"],
    "covenants": ["covenant"],
    "city": ["city"],
    "cities": ["city"],
    "card": [],
    "cards": [],
}
# Nouns that are a Class of the export: (types, class word).
CLASS_NOUNS = {
    "weapon": (["good_enhancement", "evil_enhancement"], "weapon"),
    "weapons": (["good_enhancement", "evil_enhancement"], "weapon"),
}
BRIGADES = (
    "pale green", "red", "gold", "blue", "purple", "green", "white", "silver", "teal", "clay",
    "orange", "crimson", "black", "brown", "gray", "grey",
)  # fmt: skip
# Identifiers the export's Identifier column gives (model.identifiers reads them), as a card
# text names them: "a demon", "an evil prophet", "all Philistines". "human", "male" and
# "warrior" are not in that column, so a text that needs them is not compiled.
IDENTIFIERS = {
    "prophet": "prophets", "demon": "demons", "judge": "judges", "priest": "priests",
    "king": "kings", "egyptian": "egyptians", "roman": "romans", "persian": "persians",
    "philistine": "philistines", "babylonian": "babylonians", "greek": "greeks",
    "canaanite": "canaanites", "magician": "magicians", "patriarch": "patriarchs",
    "animal": "animals", "disciple": "disciples", "musician": "musicians",
    "missionary": "missionaries", "angel": "angels", "pharisee": "pharisees",
    "assyrian": "assyrians", "edomite": "edomites", "moabite": "moabites",
    "martyr": "martyrs", "genderless": "genderless", "warrior": "warriors", "cloud": "clouds",
    "generic": "generics", "sadducee": "sadducees", "heretic": "heretics",
}  # fmt: skip
IDENTIFIER_NOUNS = {plural: one for one, plural in IDENTIFIERS.items()} | {
    one: one for one in IDENTIFIERS
}
# Single-word Bible books a card text may qualify a card by ("a Genesis Hero"): the card's
# reference decides it (model.book).
BOOKS = {
    "genesis", "exodus", "leviticus", "numbers", "deuteronomy", "joshua", "judges", "ruth",
    "ezra", "nehemiah", "esther", "job", "proverbs", "ecclesiastes", "isaiah", "jeremiah",
    "lamentations", "ezekiel", "daniel", "hosea", "joel", "amos", "obadiah", "jonah", "micah",
    "nahum", "habakkuk", "zephaniah", "haggai", "zechariah", "malachi", "matthew", "mark",
    "luke", "john", "acts", "romans", "galatians", "ephesians", "philippians", "colossians",
    "titus", "philemon", "hebrews", "james", "jude", "revelation",
}  # fmt: skip
# Books printed in more than one part ("I Samuel", "II Kings"): named with their number.
NUMBERED_BOOKS = (
    "samuel",
    "kings",
    "chronicles",
    "corinthians",
    "thessalonians",
    "timothy",
    "peter",
    "john",
)


_NUMBERED = re.compile(r"\b(i{1,3}|[123]) (" + "|".join(NUMBERED_BOOKS) + r")\b")


def _numbered(m: re.Match[str]) -> str:
    number = {"1": "i", "2": "ii", "3": "iii"}.get(m.group(1), m.group(1))
    return f"{number}_{m.group(2)}"


ONE = {"a", "an", "one", "any", "target"}
ALL = {"all", "each", "every", "all other"}
NUMBERS = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}
LOCATIONS = (
    (r"in (?:the )?(?:field of )?battle", {"zone": "battle"}),
    (r"in play", {"zone": "play"}),
    (r"in (?:an |each |any )?opponent'?s'? territor(?:y|ies)", {"zone": "territory", "side": "opponent"}),
    (r"in your territory", {"zone": "territory", "side": "self"}),
    (r"in (?:a |any |each )?territor(?:y|ies)", {"zone": "territory"}),
    (r"from (?:an |each )?opponent'?s'? hand", {"zone": "hand", "side": "opponent"}),
    (r"from (?:your )?hand", {"zone": "hand", "side": "self"}),
    (r"in (?:a |an |any )?opponent'?s'? land of bondage", {"zone": "land_of_bondage", "side": "opponent"}),
    (r"in (?:a |any )?land of bondage", {"zone": "land_of_bondage"}),
    (r"in (?:a |an |any )?artifact pile", {"zone": "artifact_pile"}),
    (r"from (?:a |any )?discard pile", {"zone": "discard"}),
    (r"from (?:your )?discard pile", {"zone": "discard", "side": "self"}),
    (r"(?:from|in) (?:a |any |each )?hand", {"zone": "hand"}),
    (r"(?:from|in) (?:your )?reserve", {"zone": "reserve", "side": "self"}),
    (r"(?:from|in) (?:a |an |any |each )?reserve", {"zone": "reserve"}),
    (r"(?:from|in) (?:a |an |any )?opponent'?s'? (?:deck|draw pile)", {"zone": "deck", "side": "opponent"}),
    (r"(?:from|in) (?:a |any )?(?:deck|draw pile)", {"zone": "deck"}),
    (r"in (?:a |an |any )?opponent'?s'? set-aside area", {"zone": "set_aside", "side": "opponent"}),
    (r"in (?:a |any )?set-aside area", {"zone": "set_aside"}),
    (r"in play or (?:a )?set[- ]aside(?: area)?", {"zone": ["play", "set_aside"]}),
    *GRAMMAR_LOCATIONS,
)  # fmt: skip
_LOCATION_RES = [(re.compile(r"\s+" + pattern + r"$"), values) for pattern, values in LOCATIONS]


# Identifiers of the export that this card's text names (the importer lists them, with the
# card types that carry each): "a Tabernacle priest", "an idol".
EXTRA_IDENTIFIERS: ContextVar[dict[str, list[str]] | None] = ContextVar("identifiers", default=None)


# Card names this card's text uses (name -> its card types; the importer lists them).
NAMED_TYPES: ContextVar[dict[str, list[str]] | None] = ContextVar("named_types", default=None)


# What X counts on this card, as the export's Identifier column says ("[X = # of your
# Isaiah Heroes]"): the words after "# of" (the importer's raw identifier text).
X_MEANS: ContextVar[str] = ContextVar("x_means", default="")
# What a bare noun of the card's own side means on this card: old texts call the character an
# enhancement is used by "Hero" ("Set Hero aside" on a good enhancement) and a character itself
# "Hero" ("Hero may band"). Set by the importer per card: {"hero": "bearer"} on a good
# enhancement, {"evil character": "self"} on an evil character; empty on a dual card.
BARE_NOUNS: ContextVar[dict[str, str]] = ContextVar("bare_nouns", default={})  # noqa: B039
_X_DEFINED = re.compile(r"\bX ?= ?# of ([^\],;()]+)", re.I)


def x_count(limit: str | None) -> dict[str, Any] | None:
    """{spec, limit, words} for X when the card defines it as a count of the cards in play
    (in battle, in a territory) that a description fits; None otherwise."""
    m = _X_DEFINED.search(X_MEANS.get())
    if m is None:
        return None
    words = m.group(1).strip()
    found = target_phrase(words)
    if not isinstance(found, dict) or "all" not in found or "either" in found["all"]:
        return None
    spec = found["all"]
    if spec.get("zone", "play") not in ("play", "battle", "territory"):
        return None  # a count of cards in play (or battle, or a territory) only
    out: dict[str, Any] = {"spec": spec, "words": re.sub(r"^your ", "", words)}
    return out | ({"limit": int(limit)} if limit else {})


def _named(words: str, where: dict[str, Any]) -> dict[str, Any] | None:
    """ "Household Idols", "the Ark of the Covenant": the card of that name."""
    names = {n.lower(): (n, types) for n, types in (NAMED_TYPES.get() or {}).items()}
    bare = re.sub(r"^(?:the|a|an|your)\s+", "", words.strip(), flags=re.I)
    for candidate in (words.strip().lower(), bare.lower()):
        if candidate in names:
            name, types = names[candidate]
            if re.match(r"your\s", words.strip(), re.I):  # "your Samuel": its player's own
                where = {**where, "side": "self"}
            return {"one": {**where, "name": [name], "type": list(types)}}
    return None


def _place(words: str) -> tuple[str, dict[str, Any]]:
    """The words without their trailing location ("in battle"), and what that location says."""
    text = " ".join(words.replace("’", "'").split()).rstrip(".")
    for pattern, values in _LOCATION_RES:
        if m := pattern.search(text.lower()):
            return text[: m.start()], dict(values)
    return text, {}


def _extra_noun(word: str, extra: dict[str, list[str]]) -> str | None:
    """The identifier a last word names, singular or plural ("idols" -> "idol")."""
    for one in (
        word,
        word[:-1] if word.endswith("s") else "",
        word[:-2] if word.endswith("es") else "",
    ):
        if one and one.replace("_", " ") in extra:
            return one
    return None


_EXCEPT = re.compile(r"\s*\(except (?:for )?([^()]+)\)|,? except (?:for )?(.+)$", re.I)


def target_phrase(words: str) -> dict[str, Any] | None:
    """'an evil Enhancement in battle' -> {'one': {...}}; None when a word is not understood.
    Words that describe nothing may still name a card the text uses ("Household Idols")."""
    if (last := last_played(words)) is not None:  # redemption_battle
        return last
    words = possessive(plain_words(words))
    if m := _EXCEPT.search(words):
        return _excepting(words, m)
    described = _described(words)
    if described is None:
        return _named(*_place(words))
    return described


def _excepting(words: str, m: re.Match[str]) -> dict[str, Any] | None:
    """ "a card in a territory (except a character)": the description, with the cards it
    leaves out under ``except``. The exclusion must close the phrase (a location may follow):
    inside a list ("Enhancements (except weapons) and characters") its reach is one item."""
    after = words[m.end() :].strip()
    if after and _place("x " + after)[0] != "x":
        return None
    kept = target_phrase(words[: m.start()] + (" " + after if after else ""))
    left_out = target_phrase(m.group(1) or m.group(2))
    if not isinstance(kept, dict) or not isinstance(left_out, dict):
        return None
    form = next(iter(left_out))
    inner = _inner(kept)
    if form not in ("one", "all") or "either" in inner or "except" in inner:
        return None
    inner["except"] = left_out[form]
    return kept


def _described(words: str) -> dict[str, Any] | None:
    """A description by type, brigade, alignment, identifier ... (see target_phrase)."""
    if (found := descriptions.described(words, _described, BOOKS, _place)) is not None:
        return found  # "with 'X' in the title", "with a Genesis reference" ...
    w = " ".join(words.lower().replace("’", "'").split()).rstrip(".")
    w = re.sub(r"\b([on])\.t(?=\s)", r"\1.t.", w)  # "O.T prophet"
    w = re.sub(r"\bsingle (?:brigade|colou?r)\b", "single-brigade", w)
    w = re.sub(r"\b(male|female), (human|non-human)\b", r"\1 \2", w)  # two facts of one card
    w = _NUMBERED.sub(_numbered, w)
    w = re.sub(  # "an Evil Character card", "Hero cards"
        r"\b(hero|evil character|character|enhancement|lost soul|artifact|site) cards?$",
        lambda m: (
            m.group(1)
            + ("" if not m.group(0).endswith("s") else "es" if m.group(1) == "hero" else "s")
        ),
        w,
    )
    extra = EXTRA_IDENTIFIERS.get() or {}
    for phrase in sorted(extra, key=len, reverse=True):  # "a son of Jacob", "Temple Artifacts"
        if " " in phrase and phrase in w:
            w = re.sub(r"\b" + re.escape(phrase) + r"(?=s?\b)", phrase.replace(" ", "_"), w)
    if re.fullmatch(r"this (?:card|character|hero|evil character|enhancement)", w):
        return "self"  # type: ignore[return-value]  # the card the ability is on
    if w in BARE_NOUNS.get():  # "Hero" alone: the user of this enhancement, or this character
        return BARE_NOUNS.get()[w]  # type: ignore[return-value]
    spec: dict[str, Any] = {}
    for pattern, values in _LOCATION_RES:
        m = pattern.search(w)
        if m:
            spec.update(values)
            w = w[: m.start()]
            break
    if (alternatives := _alternatives(w, spec)) is not None:
        return alternatives or None
    if (alternatives := _bare_or(w, spec)) is not None:
        return alternatives
    if m := re.search(r"\b(?:another|other)\s+", w):  # "another Hero": not this card
        spec["not_self"] = True
        w = w[: m.start()] + ("a " if m.group(0).startswith("another") else "") + w[m.end() :]
    if m := re.search(r"\bcaptured\s+", w):  # "a captured Hero": one in a land of bondage
        if spec.setdefault("zone", "land_of_bondage") != "land_of_bondage":
            return None
        w = w[: m.start()] + w[m.end() :]
    form = "one"
    count = 0
    if m := re.match(r"^any number of\s+", w):
        form, w = "any_number", w[m.end() :]
    elif m := re.match(r"^up to (\w+)\s+", w):
        if m.group(1) not in NUMBERS:
            return None
        form, count, w = "up_to", NUMBERS[m.group(1)], w[m.end() :]
    elif m := re.match(r"^(all other|all|each|every)\s+", w):
        form, w = "all", w[m.end() :]
        if m.group(1) == "all other":
            spec["not_self"] = True
    elif m := re.match(r"^(a|an|one|any|target)\s+", w):
        w = w[m.end() :]
    elif m := re.match(r"^(two|three|four|2|3|4)\s+", w):
        form, count, w = "up_to", NUMBERS[m.group(1)], w[m.end() :]
    elif re.search(r"(s|es)$", w) and not w.endswith(("fortress", "ss")):
        form = "all"  # a bare plural ("Negate Heroes") means every such card
    else:
        return None
    if m := re.match(r"^(?:an )?opponent'?s'?\s+|^opposing\s+", w):
        spec.setdefault("side", "opponent")
        w = w[m.end() :]
    elif m := re.match(r"^your\s+", w):
        spec.setdefault("side", "self")
        w = w[m.end() :]
    noun = next((n for n in sorted(NOUNS, key=len, reverse=True) if w.endswith(n)), None)
    traits: list[str] = []
    last = w.split()[-1] if w.split() else ""
    if "_" in last and _extra_noun(last, extra):
        noun = None  # "Temple Artifact" is one identifier, not an artifact so qualified
    if noun is None and last in CLASS_NOUNS:
        noun, (types, cls) = last, CLASS_NOUNS[last]
        types, traits = list(types), [cls]
    elif noun is None and (one := _extra_noun(last, extra)):
        noun, traits = last, [one.replace("_", " ")]  # an identifier the export gives
        types = list(extra[one.replace("_", " ")])
    elif noun is None and last in IDENTIFIER_NOUNS:
        noun, traits = last, [IDENTIFIER_NOUNS[last]]  # "a demon": a character so identified
        types = ["hero", "evil_character"]
    elif noun is None and (by_fact := facts_words.noun(last)):  # "a human", "females"
        noun, (types, spec["facts"]) = last, by_fact
    elif noun is None:
        return None
    else:
        types = list(NOUNS[noun])
    rest = w[: len(w) - len(noun)].strip()
    if m := re.search(r"(?:^|\s)([a-z ]+?) or$", rest):  # "an evil Enhancement or Curse"
        first = m.group(1).strip()
        head = next((n for n in sorted(NOUNS, key=len, reverse=True) if first.endswith(n)), None)
        if head is None or not NOUNS[head] or not types or traits:
            return None
        types = list(dict.fromkeys(NOUNS[head] + types))
        rest = rest[: m.start()] + " " + first[: len(first) - len(head)]
        rest = rest.strip()
    if types:
        spec["type"] = types
    brigades: list[str] = []
    for word in _adjectives(rest):
        if word in ("good", "evil", "neutral"):
            if noun.startswith(("evil", "good")):
                return None
            spec.setdefault("alignment", []).append(word)
        elif word in BRIGADES:
            brigades.append("gray" if word == "grey" else word)
        elif word in ("o.t.", "n.t."):
            spec["testament"] = word[0] + "t"
        elif word in BOOKS or word.split(" ")[-1] in NUMBERED_BOOKS:
            spec.setdefault("book", []).append(word)
        elif word in IDENTIFIERS:
            traits.append(word)
        elif word.replace("_", " ") in extra:
            traits.append(word.replace("_", " "))
        elif word in ("single-brigade", "multi-brigade", "multicolor", "multi-color"):
            spec["brigades"] = "single" if word.startswith("single") else "multi"
        elif facts_words.adjective(word, spec):  # "human", "male", "meek" (stated facts)
            pass
        else:  # identifiers (human, demon ...) are mostly absent from the export: not compiled
            return None
    if brigades:
        spec["brigade"] = brigades
    if (
        (traits or spec.get("facts"))
        and set(types) == {"hero", "evil_character"}  # in either order (the importer sorts)
        and spec.get("alignment") in (["good"], ["evil"])
    ):
        spec["type"] = ["hero" if spec.pop("alignment") == ["good"] else "evil_character"]
    if traits:
        if len(traits) > 1 and (" or " in rest or "," in rest):  # "magician, priest": a list
            return None  # "human or demon": one of several identifiers is not expressible
        spec["traits"] = traits
    if form == "up_to":
        return {"up_to": {"count": count, "spec": spec}}
    return {form: spec}


_EITHER = re.compile(r",? or (?=(?:a|an|one|any) )|, (?=(?:a|an|one|any) )")
_BOTH = re.compile(r",? and (?!/)(?=[a-z.]+)")


def _alternatives(w: str, where: dict[str, Any]) -> dict[str, Any] | None:
    """'a Hero or a good Fortress' -> {one: {either: [..]}}; 'Heroes and Evil Characters' ->
    {all: {either: [..]}}. None when the words are not a list; {} when a part is not understood.
    """
    parts = _EITHER.split(w)
    both = len(parts) == 1
    if both:
        parts = _BOTH.split(w)
        if len(parts) == 1 or not re.match(r"^(?:all |each |every )?[a-z.' ]+s$", parts[0]):
            return None
        first = re.match(r"^(all |each |every )?" + WHOSE, parts[0])  # "your X and Y": yours
        parts = [parts[0]] + [first.group(0) + p for p in parts[1:]]
    alts = [target_phrase(p) for p in parts]
    forms = {next(iter(a)) for a in alts if a}
    if any(a is None for a in alts) or len(forms) != 1 or forms - {"one", "all"}:
        return {}
    form = forms.pop()
    specs = [{**where, **a[form]} for a in alts if a]
    if both and form == "one" and all(sp.get("name") for sp in specs):
        form = "all"  # "Herod Antipas and Herodias": each card so named
    if any("either" in sp for sp in specs):
        return {}
    return {form: {"either": specs, **{k: v for k, v in where.items()}}}


_DETERMINER = re.compile(r"^(a|an|one|any|target|all|each|every|up to \w+|any number of)\s+")


def _bare_or(w: str, where: dict[str, Any]) -> dict[str, Any] | None:
    """'an evil Fortress or Revelation demon': two noun phrases sharing the first determiner
    (the second has none of its own). None when the words are not such a pair."""
    if (listed := shared_list(w, where, target_phrase)) is not None:
        return listed
    det = _DETERMINER.match(w)
    if det is None or " or " not in w:
        return None
    for m in re.finditer(r" or ", w):
        left, right = w[: m.start()], w[m.end() :]
        if _DETERMINER.match(right) or not right:
            continue
        first = target_phrase(left)
        whose = re.match(WHOSE, w[det.end() :])  # "an opponent's Site or weapon": theirs
        second = target_phrase(det.group(0) + whose.group(0) + right)
        if not isinstance(first, dict) or not isinstance(second, dict):
            continue
        form = next(iter(first))
        if form != next(iter(second)) or form not in ("one", "all"):
            continue
        specs = [{**where, **first[form]}, {**where, **second[form]}]
        if any("either" in sp for sp in specs) or any(
            sp.get("zone", "play") != specs[0].get("zone", "play") for sp in specs
        ):
            continue
        return {form: {"either": specs, **where}}
    return None


def _adjectives(rest: str) -> list[str]:
    """'red or green' -> [red, green]; 'pale green' is one brigade."""
    if not rest:
        return []
    out: list[str] = []
    text = rest.replace(",", " ").replace(" or ", " ")
    text = text.replace("pale green", "pale_green")
    text = re.sub(r"\b(" + "|".join(BRIGADES).replace(" ", "_") + r")[ -]brigade\b", r"\1", text)
    text = re.sub(r"\b(warrior|cloud)[- ]class\b", r"\1", text)  # the Class column
    for word in text.split():
        out.append(word.replace("_", " "))
    return out


_MOVERS = {
    "bounce": "bounce",
    "discard": "discard",
    "capture": "capture",
    "withdraw": "withdraw",
    "underdeck": "underdeck",
    "topdeck": "topdeck",
    "banish": "banish",
    "negate": "negate",
}
_DRAW = re.compile(
    r"^(?:(each player|opponent)\s+(?:must\s+)?)?draws?\s+(\w+)(?:\s+cards?)?$", re.I
)
_NUM_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "the": 1} | {
    str(n): n for n in range(1, 10)
}
_WHOSE = {
    "opponent's": "opponent",
    "an opponent's": "opponent",
    "your": "you",
    "each player's": "each",
}


Compiled = tuple[list[dict[str, Any]], bool, str]
# "If blocking, ..." / "If used by a red Hero, ...": a condition checked when the ability
# activates (engine.games.redemption.conditions); the rest of the sentence is the effect.
_PRESENT = re.compile(
    r"^(no )?(.+?) (?:is|are) in (play|battle|the field of battle|"
    r"(?:a |your |an opponent's |opponent's )?territory|(?:a |your )?land of bondage)$",
    re.I,
)
_USED_BY_KEYS = {"type", "brigade", "alignment", "testament", "book", "name", "traits", "facts"}
# "A and B" / "A, then B": two effects in one sentence, split where both halves compile.
_JOIN = re.compile(r",? and then |, then |,? and ", re.I)


def compile_sentence(
    sentence: str, side: str, named: dict[str, str] | None = None
) -> Compiled | None:
    """(steps, optional, kind) for one sentence; ``side`` is hero or evil_character (banding),
    ``named`` the card names the importer found in the text (name -> a real printing)."""
    s = " ".join(sentence.replace("’", "'").split()).rstrip(".").strip()
    if "(or " in s:  # "Draw 1 (or 2 if used by Boaz)": redemption_conditions.alternative
        from .redemption_conditions import alternative

        if alt := alternative(s, lambda text: compile_sentence(text, side, named)):
            return alt
    if m := re.match(r"^interrupt the battle(?:,? and (.+))?$", s, re.I):
        return _interrupt_battle(m.group(1), side, named)
    conditions: list[dict[str, Any]] = []
    if s.lower().startswith("if "):  # "If blocking and a Hero is in battle, ...": checked first
        for m in re.finditer(r",\s*", s):
            found = _conditions(s[3 : m.start()])
            if found is not None:
                conditions, s = found, s[m.end() :]
                break
        else:
            return None
    if m := re.match(r"^interrupt the battle(?:,? and (.+))?$", s, re.I):
        compiled = _interrupt_battle(m.group(1), side, named)
    else:
        compiled = _compound(s, side, named)
    if compiled is None:  # "After battle, X" (redemption_moments_delayed)
        compiled = delayed(s, lambda text: _compound(text, side, named))
    if compiled is None or not conditions:
        return compiled
    steps, optional, kind = compiled
    return [*conditions, *steps], optional, kind


def _conditions(text: str) -> list[dict[str, Any]] | None:
    """The ``require`` steps of a condition ("blocking and a Hero is in battle"); None when a
    part is not understood."""
    one = _condition(text)
    if one is not None:
        return [one]
    from .redemption_conditions import conditions as more  # imports this module

    if (found := more(text)) is not None:  # counts, alone, turn, piles ...
        return found
    for m in re.finditer(r" and ", text):
        left = _condition(text[: m.start()])
        right = _conditions(text[m.end() :])
        if left is not None and right is not None:
            return [left, *right]
    return None


def _condition(text: str) -> dict[str, Any] | None:
    """One condition: blocking, attacking, used by X, you control X, X is in a zone."""
    text = text.strip()
    low = text.lower()
    if low in ("blocking", "attacking"):
        return {"verb": "require", "when": low}
    if low in ("played in battle", "used during battle", "used in battle"):
        return {"verb": "require", "when": "in_battle"}
    if low in ("opponent has hand advantage", "an opponent has hand advantage"):
        return {"verb": "require", "when": "hand_advantage"}
    if m := re.match(r"^(used by|you control) (.+)$", text, re.I):
        who = target_phrase(m.group(2))
        when = "used_by" if m.group(1).lower() == "used by" else "control"
        allowed = _USED_BY_KEYS | ({"not_self"} if when == "control" else set())
        if not isinstance(who, dict) or "one" not in who or set(who["one"]) - allowed:
            return None
        return {"verb": "require", "when": when, "spec": who["one"]}
    if m := _PRESENT.match(text):  # "a Hero is in battle": a card so described exists
        when = "absent" if m.group(1) else "present"
        words = m.group(2) if when == "present" else f"any {m.group(2)}"  # "no Site": any Site
        found = target_phrase(f"{words} in {m.group(3)}")
        if not isinstance(found, dict) or "one" not in found:
            return None
        either = found["one"].get("either") or []
        if any("either" in alt or "except" in alt for alt in either):
            return None  # "an animal or Lion's Den is in play": one of them; no deeper lists
        return {"verb": "require", "when": when, "spec": found["one"]}
    return None


def _interrupt_battle(then: str | None, side: str, named: dict[str, str] | None) -> Compiled | None:
    """ "Interrupt the battle[ and X]": an interrupt (REG Interrupt - Special Conditions) whose
    paired ability is X; the steps after the interrupt step are that paired ability's."""
    steps: list[dict[str, Any]] = [{"verb": "interrupt", "what": "the_battle"}]
    optional = False
    if then:
        paired = _compound(then, side, named)
        if paired is None:
            return None
        steps += paired[0]
        optional = paired[1]
    return steps, optional, "interrupt"


def interrupt_extra(steps: list[dict[str, Any]], optional: bool, text: str) -> dict[str, Any]:
    """The ``interrupts`` / ``paired`` fields the ruleset's interrupt sequence reads."""
    at = next(i for i, st in enumerate(steps) if st["verb"] == "interrupt")  # after a condition
    extra: dict[str, Any] = {"interrupts": steps[at]["what"]}
    if steps[at + 1 :]:
        paired = {"id": "then", "kind": "special", "text": text, "effect": steps[at + 1 :]}
        extra["paired"] = [paired | ({"optional": True} if optional else {})]
    return extra


_OR = re.compile(r",? or (?:you may )?", re.I)


def _choice(
    s: str, side: str, named: dict[str, str] | None, optional: bool = False
) -> Compiled | None:
    """ "A, or B": the player chooses one effect as the ability activates (each one compiles).
    "Opponent must A or B" leaves the choice to the opponent: not this form."""
    if re.match(r"^(?:each )?opponents? must ", s, re.I):
        return None
    for m in _OR.finditer(s):
        first = _compound(s[: m.start()], side, named, choices=False)
        second = _compound(s[m.end() :], side, named, choices=False)
        if first is None or second is None or "interrupt" in (first[2], second[2]):
            continue
        options = [
            {"text": words.strip().rstrip("."), "steps": part[0]}
            for words, part in ((s[: m.start()], first), (s[m.end() :], second))
        ]
        may = optional or first[1] or second[1]  # "you may A or B": neither is also allowed
        kind = "ongoing" if "ongoing" in (first[2], second[2]) else "special"
        return [{"verb": "choose", "options": options}], may, kind
    return None


def _compound(
    s: str, side: str, named: dict[str, str] | None, *, choices: bool = True
) -> Compiled | None:
    """One effect, two joined by "and" / "then" that each compile and share one target, or a
    choice of two ("A, or B")."""
    whole = _sentence(s, side, named)
    if whole is not None:
        return whole
    if widened := three_piles(s, lambda c: _compound(c, side, named, choices=choices)):
        return widened
    if choices and (either_deck := any_deck(s, lambda c: _compound(c, side, named))):
        return either_deck
    if choices and (maybe := and_may(s, lambda c: _compound(c, side, named, choices=False))):
        return maybe
    if choices and (aside := or_aside(s, lambda c: _compound(c, side, named, choices=False))):
        return aside
    if choices and (either := verb_or_verb(s, lambda c: _sentence(c, side, named))):
        return either
    optional = False
    if m := re.match(r"^(?:you|holder) may\s+", s, re.I):
        optional, s = True, s[m.end() :]
    if negated := negate_and(s, lambda c: _sentence(c, side, named)):
        return negated[0], optional, negated[2]
    for m in _JOIN.finditer(s):
        left = _sentence(s[: m.start()], side, named)
        right = _sentence(s[m.end() :], side, named)
        if left is None or right is None or left[1] or right[1]:
            continue
        steps = left[0] + right[0]
        targets = [st["target"] for st in steps if st.get("target") is not None]
        if any(t != targets[0] for t in targets) or any(st["verb"] == "band" for st in steps):
            continue  # one declaration of targets per ability (Special Ability)
        if not declared_first(steps):
            continue  # targets are declared before the first step changes anything
        kind = "ongoing" if "ongoing" in (left[2], right[2]) else "special"
        return steps, optional, kind
    if seq := compile_sequence(s, lambda c: _sentence(c, side, named)):
        return seq[0], optional or seq[1], seq[2]
    if not choices:
        return None
    again = lambda c: _compound(c, side, named, choices=False)  # noqa: E731
    if theirs := opponent_choice(s, again):  # "Opponent must A or B": the opponent picks
        return theirs
    if listed := listed_choice(s, again):  # "A, B or C"; "X, or Y" with X's verb
        return listed
    return _choice(s, side, named, optional)


def _sentence(s: str, side: str, named: dict[str, str] | None) -> Compiled | None:
    """One effect clause (an optional "you may" first)."""
    s = s.strip().rstrip(".").strip()
    optional = False
    if m := re.match(r"^(?:you|holder) may\s+", s, re.I):  # the holder is the card's player
        optional, s = True, s[m.end() :]
    low = s.lower()
    if verbs := compile_verbs(low, optional):  # piles, shuffle, look, reveal, release
        return verbs
    if added := compile_add(low, optional, side):  # add to battle (redemption_verbs_add)
        return added
    if shown := reveal_from_hand(low, optional, target_phrase):  # a cost, mostly
        return shown
    if (battle := battle_clause(s, optional, side)) is not None:  # redemption_battle
        return battle
    if m := re.match(
        r"^(?:this (?:hero|character) |hero |evil character )?may band (?:to|with)\s+(.+)$", low
    ):
        target = band_names(s[m.start(1) :], named or {}) or target_phrase(m.group(1))
        if target is None:
            return None
        if not isinstance(target, dict):
            return None
        inner = _inner(target)
        inner.update(zone=["territory", "hand"], side="self")
        either = set(inner.get("type") or []) == {"hero", "evil_character"}
        if (inner.get("traits") or inner.get("facts")) and either:  # or "a human": a fact
            inner["type"] = [side]  # "may band to a demon": one of the player's own side
        inner.setdefault("type", [side])
        if set(inner["type"]) - {side}:
            return None
        return [{"verb": "band", "target": target}], True, "special"
    if m := re.match(r"^negate (?:all )?(?:the )?special abilities (?:on|of)\s+(.+)$", low):
        target = target_phrase(m.group(1))  # negating a card is negating its abilities (Negate)
        return ([{"verb": "negate", "target": target}], optional, "special") if target else None
    if m := re.match(r"^negate and (\w+)\s+(.+)$", low):  # "negate and discard/rescue X"
        then = "rescue" if m.group(1) == "rescue" else _MOVERS.get(m.group(1))
        target = target_phrase(m.group(2))
        if target is None or then in (None, "negate"):
            return None
        if then == "rescue" and set(_inner(target).get("type", [])) != {"lost_soul"}:
            return None
        return (
            [{"verb": "negate", "target": target}, {"verb": then, "target": target}],
            optional,
            "special",
        )
    if m := re.match(r"^remove\s+(.+?)\s+from the game$", low):
        target = target_phrase(m.group(1))
        return ([{"verb": "banish", "target": target}], optional, "special") if target else None
    if m := re.match(r"^return\s+(.+?)\s+to (?:its owner's |owner's |their owner's )?hand$", low):
        target = target_phrase(m.group(1))
        return (
            ([{"verb": "return_to_hand", "target": target}], optional, "special")
            if target
            else None
        )
    if m := re.match(r"^set (?:aside\s+(.+?)|(.+?)\s+aside)(?: for (\w+) turns?)?$", low):
        target = target_phrase(m.group(1) or m.group(2))
        turns = _NUM_WORDS.get(m.group(3) or "", 0) if m.group(3) else None
        if target is None or turns == 0:
            return None
        step = {"verb": "set_aside", "target": target} | ({"turns": turns} if turns else {})
        return [step], optional, "special"
    if (m := re.match(r"^(\w+)\s+(.+)$", low)) and (verb := _MOVERS.get(m.group(1))):
        target = target_phrase(m.group(2))
        if target is not None:
            return [{"verb": verb, "target": target}], optional, "special"
    if (m := re.match(r"^draw x(?: \(limit (\d+)\))?$", low)) and (x := x_count(m.group(1))):
        return [{"verb": "draw", "x": x}], optional, "special"
    if m := _DRAW.match(low):
        n = _NUM_WORDS.get(m.group(2))
        if n is None:
            return None
        who = {"each player": "each", "opponent": "opponent", None: "you"}[m.group(1)]
        return [{"verb": "draw", "amount": n, "who": who}], optional, "special"
    if m := re.match(
        r"^discard the top (card|(\w+) cards) of (opponent's|an opponent's|your|each player's) "
        r"(?:deck|draw pile)$",
        low,
    ):
        n = 1 if m.group(1) == "card" else _NUM_WORDS.get(m.group(2) or "")
        if n is None:
            return None
        step = {"verb": "discard_top", "amount": n, "who": _WHOSE[m.group(3)]}
        return [step], optional, "special"
    if m := re.match(
        r"^(?:each )?opponent must (discard|underdeck|topdeck) (.+?) from (?:their |his )?hand$",
        low,
    ):
        target = target_phrase(m.group(2))
        if target is None or "zone" in _inner(target) or "side" in _inner(target):
            return None
        _inner(target).update(zone="hand", side="opponent", chooser="opponent")
        return [{"verb": m.group(1), "target": target}], optional, "special"
    if m := re.match(
        r"^take (.+?) prisoner(?: and place (?:hero |it |them )?in your land of bondage)?$", low
    ):
        target = target_phrase(m.group(1))
        return ([{"verb": "capture", "target": target}], optional, "special") if target else None
    if m := re.match(r"^rescue\s+(.+)$", low):
        target = target_phrase(m.group(1))
        if target is None or set(_inner(target).get("type", [])) != {"lost_soul"}:
            return None
        return [{"verb": "rescue", "target": target}], optional, "special"
    if re.match(r"^look at (?:a |an |your |the )?(?:opponent'?s'? )?hand$", low):
        return [{"verb": "look", "whose": "opponent"}], optional, "special"
    if m := re.match(
        r"^search (?:your )?(deck|draw pile|discard pile|reserve)(?: or (deck|discard pile|reserve))? for\s+(.+?)(?: and put it in(?:to)? (?:your )?hand)?$",
        low,
    ):
        found = target_phrase(m.group(3))
        if found is None or "zone" in _inner(found) or placed(found):
            return None
        zones = [_pile(m.group(1))] + ([_pile(m.group(2))] if m.group(2) else [])
        return [{"verb": "search", "find": _inner(found), "zones": zones}], optional, "special"
    if m := _DIG.match(low):
        return _dig(m, optional)
    if m := re.match(
        r"^play (.+?) from (?:your )?(deck|draw pile|discard pile|reserve)"
        r"(?:,? or (deck|discard pile|reserve))?$",
        low,
    ):  # "play a Fortress from deck": put into play from the player's own pile (Play)
        found = target_phrase(m.group(1))
        if not isinstance(found, dict) or "one" not in found or placed(found):
            return None
        zones = [_pile(m.group(2))] + ([_pile(m.group(3))] if m.group(3) else [])
        step = {"verb": "play", "find": found["one"], "zones": zones}
        return [step], optional, "special"
    if took := take_either(low, target_phrase):
        return took, optional, "special"
    if m := re.match(
        r"^take\s+(.+?)\s+from (?:your )?(deck|discard pile|reserve)"
        r"(?:,? or (deck|discard pile|reserve))?$",
        low,
    ):
        found = target_phrase(m.group(1))
        if found is None or "zone" in _inner(found) or "one" not in found or placed(found):
            return None
        zones = [_pile(m.group(2))] + ([_pile(m.group(3))] if m.group(3) else [])
        step = {"verb": "search", "find": _inner(found), "zones": zones}
        return [step], optional, "special"
    if m := re.match(
        r"^shuffle\s+(.+?)(?:\s+into (?:its |their )?(?:owner'?s'? |your )?(?:deck|draw pile))?$",
        low,
    ):
        target = target_phrase(m.group(1))
        return ([{"verb": "shuffle", "target": target}], optional, "special") if target else None
    low, until = _until(low)  # only an ongoing effect (protect, increase, decrease) lasts
    if until is None and (m := re.match(r"^reserve\s+(.+)$", low)):
        target = target_phrase(m.group(1))
        return ([{"verb": "reserve", "target": target}], optional, "special") if target else None
    if m := re.match(r"^protect\s+(.+?)\s+from\s+([a-z ,]+?)(?: abilities)?$", low):
        target = target_phrase(m.group(1))
        kinds = _protect_kinds(m.group(2))
        if target is None or kinds is None:
            return None
        step = {"verb": "protect", "target": target, "from": kinds}
        return [step | ({"until": until} if until else {})], optional, "ongoing"
    if m := re.match(r"^(increase|decrease)\s+(.+?)\s+(?:by\s+)?(\d+)/(\d+)$", low):
        target = target_phrase(m.group(2))
        if target is None:
            return None
        step = {
            "verb": m.group(1),
            "target": target,
            "strength": int(m.group(3)),
            "toughness": int(m.group(4)),
        }
        return [step | ({"until": until} if until else {})], optional, "ongoing"
    return compile_clause(low, optional) if until is None else None


_DIG = re.compile(
    r"^(?:look at|reveal) the top (\w+) cards of (?:your )?(?:deck|draw pile): (?:you may )?"
    r"take (?:up to )?(\w+)(?: (?!and )(.+?))?(?: to hand)?(?:,? and (underdeck) the rest)?$"
)


def _dig(m: re.Match[str], optional: bool) -> Compiled | None:
    """Looking at (or revealing) a number of cards from the top of the player's own deck and
    taking up to some of a described kind: what is not taken stays on top unless the text
    sends it to the bottom."""
    count, take = _NUM_WORDS.get(m.group(1)), _NUM_WORDS.get(m.group(2), int(m.group(2) == "an"))
    if not count or not take or take > count or m.group(1) in ("a", "the"):
        return None
    step: dict[str, Any] = {"verb": "dig", "count": count, "take": take}
    if m.group(3):
        found = target_phrase("a " + re.sub(r"\bcards$", "card", m.group(3)))
        if not isinstance(found, dict) or "one" not in found or placed(found):
            return None
        step["find"] = found["one"]
    if m.group(4):
        step["rest"] = "underdeck"
    return [step], optional, "special"


_UNTIL = re.compile(
    r"\s+(?:until (?:the )?end of (?:the )?(turn|battle)|this (turn|battle)|"
    r"for (?:the )?remainder of (?:the )?(turn|battle))$"
)


def _until(low: str) -> tuple[str, str | None]:
    """ "... until end of turn": the clause without its duration, and the duration."""
    if m := _UNTIL.search(low):
        return low[: m.start()], next(g for g in m.groups() if g)
    return low, None


_NAME_SPLIT = re.compile(r"\s*,\s*(?:and/or\s+|or\s+|and\s+)?|\s+(?:and/or|or|and)\s+")


def band_names(words: str, named: dict[str, str]) -> dict[str, Any] | None:
    """'Joab and/or Asahel' -> a target among characters of those names (any number)."""
    parts = [p.strip() for p in _NAME_SPLIT.split(words.strip()) if p.strip()]
    if not parts or any(p not in named for p in parts):
        return None
    form = "any_number" if "and/or" in words or " and " in words else "one"
    return {form: {"name": parts}}


def _inner(target: dict[str, Any] | str) -> dict[str, Any]:
    if not isinstance(target, dict):  # "self": a fixed card, which no phrase may re-place
        return {"zone": target}
    form, inner = next(iter(target.items()))
    return inner["spec"] if form == "up_to" else inner


def _pile(word: str) -> str:
    return {"deck": "deck", "draw pile": "deck", "discard pile": "discard", "reserve": "reserve"}[
        word
    ]


_PROTECT = {
    "evil cards": "source:evil",
    "good cards": "source:good",
    "opponents": "source:opponent",
    "opponent": "source:opponent",
    "opponents' cards": "source:opponent",
    "opponent's cards": "source:opponent",
    "discard": "discard",
    "capture": "capture",
    "conversion": "convert",
    "convert": "convert",
    "removal from the game": "banish",
    "remove from the game": "banish",
    "negate": "negate",
    "negation": "negate",
    "rescue": "rescue",
    "decrease": "decrease",
    "withdraw": "withdraw",
    "bounce": "bounce",
    "underdeck": "underdeck",
    "topdeck": "topdeck",
    "banish": "banish",
    "set aside": "set_aside",
    "return": "return_to_hand",
}


def _protect_kinds(words: str) -> list[str] | None:
    parts = re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", words.strip())
    kinds = [_PROTECT.get(p.strip()) for p in parts if p.strip()]
    if not kinds or any(k is None for k in kinds):
        return None
    return [k for k in kinds if k]


from .redemption_battle import battle_clause, last_played  # noqa: E402  (they read target_phrase)
