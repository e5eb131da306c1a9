"""What only the whole Redemption export knows, written on each card as it is imported.

- ``identifiers_named``: the export's identifiers (its Identifier column) that a card's text
  uses ("a Tabernacle priest", "idols"), with the card types that carry each, so the parser
  can read them as descriptions;
- ``named`` / ``named_types``: the card names a text uses ("discard Household Idols"), with a
  real printing and the card types, so the parser can target them and a scenario place them;
- ``examples``: for each description a card's compiled abilities target, one real card of the
  export that fits it (one without special ability first), so the whole-pool run can build a
  scenario the few plain cards it knows by name cannot.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.core.cards import GAMES_DIR, load_card_file
from engine.games.redemption.model import matches
from engine.games.redemption.reach import (
    PLACE_KEYS,
    example_key,
    exchange_find,
    kind_of,
    user_spec,
)

from ..records import ImportedCard


@dataclass
class _Definition:
    name: str
    type: str
    fields: dict[str, Any]
    traits: list[str]
    stats: dict[str, Any] = field(default_factory=dict)  # printed numbers ("toughness 3 or less")


@dataclass
class _Object:
    """Just enough of a card in play for model.matches."""

    definition: _Definition
    zone: tuple[str, str] = ("A", "battle")
    controller: str = "A"
    flags: dict[str, Any] = field(default_factory=dict)


# Keys whose value is a list of steps inside a step: "If X, A (or B)" and "after battle, A".
NESTED_STEPS = ("if", "then", "else", "steps")


def _children(step: dict[str, Any]) -> Iterator[Any]:
    """The steps directly inside a step: a choice's options, a branch's condition and two
    effects, the steps of a delayed effect."""
    for option in step.get("options") or []:
        yield from option.get("steps", [])
    for key in NESTED_STEPS:
        yield from step.get(key) or []


def _specs(step: Any) -> Iterator[dict[str, Any]]:
    """The card descriptions one compiled step names (targets, search finds, conditions,
    what X counts), its inner steps' first."""
    if not isinstance(step, dict):
        return
    for inner in _children(step):
        yield from _specs(inner)
    for key in ("find", "spec", "on", "covers"):  # "covers": what an ongoing ability covers
        if isinstance(step.get(key), dict):
            yield from _alternatives(step[key])
    if isinstance(step.get("x"), dict) and isinstance(step["x"].get("spec"), dict):
        yield from _alternatives(step["x"]["spec"])  # "draw X": the cards X counts
    target = step.get("target")
    if isinstance(target, dict):
        form, inner = next(iter(target.items()))
        inner = inner["spec"] if form == "up_to" else inner
        if isinstance(inner, dict):
            yield from _alternatives(inner)


def _steps(step: Any) -> Iterator[dict[str, Any]]:
    """The step and every step inside it."""
    if isinstance(step, dict):
        yield step
        for inner in _children(step):
            yield from _steps(inner)


def _alternatives(spec: dict[str, Any]) -> Iterator[dict[str, Any]]:
    if spec.get("either"):
        outer = {k: v for k, v in spec.items() if k != "either"}
        for alt in spec["either"]:
            yield {**outer, **alt}
    else:
        yield spec


def _of_types(
    by_type: dict[str, list[tuple[int, str, _Object]]], types: list[str] | str
) -> list[tuple[int, str, _Object]]:
    """The cards of any of these types, plain ones first as in the export's order."""
    wanted = [types] if isinstance(types, str) else types
    return sorted(
        {row[0]: row for t in wanted for row in by_type.get(t, [])}.values(), key=lambda r: r[0]
    )


def record_examples(cards: list[ImportedCard], parse: Any) -> None:
    """Write ``fields["examples"]`` (description -> a real card's full name) on each card whose
    compiled abilities describe cards; descriptions nothing in the export fits are left out."""
    finder = ExampleFinder(cards)
    wanted = compile_all(cards, parse)
    found = {key: finder.find(spec) for key, spec in distinct(wanted).items()}
    apply_examples(cards, wanted, found)


def distinct(wanted: list[list[tuple[str, dict[str, Any]]]]) -> dict[str, dict[str, Any]]:
    """Each key once, with the first description that had it (one key, one description)."""
    out: dict[str, dict[str, Any]] = {}
    for needs in wanted:
        for key, spec in needs:
            out.setdefault(key, spec)
    return out


def compile_all(cards: list[ImportedCard], parse: Any) -> list[list[tuple[str, dict[str, Any]]]]:
    """Compile each card (kept on it: the import stores these, compiled once) and return the
    descriptions each one needs an example of."""
    wanted = []
    for card in cards:
        card.compiled = parse(card)
        wanted.append(descriptions(card, card.compiled))
    return wanted


def descriptions(card: ImportedCard, compiled: list[Any]) -> list[tuple[str, dict[str, Any]]]:
    """The (key, description) pairs a card's compiled abilities need an example of, in order:
    what each step targets, finds or counts, and who must use the card."""
    out: list[tuple[str, dict[str, Any]]] = []
    for ability in compiled:
        user = user_spec(card, ability)  # "If used by a Persian": who plays it
        specs = [spec for step in ability.effect for spec in _specs(step)]
        specs += [  # an exchange brings in a card of the exchanging card's own kind
            find
            for step in ability.effect
            for inner in _steps(step)
            if inner.get("verb") == "exchange" and isinstance(inner.get("find"), dict)
            if (find := exchange_find(inner, card.type)) is not None
        ]
        for spec in specs + ([user] if user else []):
            key = example_key(spec)
            if key == "{}" or "name" in spec:
                continue
            out.append((key, spec))
    return out


def apply_examples(
    cards: list[ImportedCard],
    wanted: list[list[tuple[str, dict[str, Any]]]],
    found: dict[str, str | None],
) -> None:
    """Write each card's examples (``wanted`` in the order of ``cards``) from ``found``."""
    for card, needs in zip(cards, wanted, strict=True):
        examples = {key: str(found[key]) for key, _ in needs if found[key]}
        if examples:
            card.fields["examples"] = examples


def search_of(spec: dict[str, Any]) -> dict[str, Any]:
    """What :meth:`ExampleFinder.find` searches for: the description without its place, with
    the type the scenario places it as. Two descriptions with one search have one example,
    so a spread import searches each once."""
    wanted = {k: v for k, v in spec.items() if k not in PLACE_KEYS}
    wanted.setdefault("type", [kind_of(spec)])  # as the scenario places it
    return wanted


class ExampleFinder:
    """The export's cards a scenario can place, by type, plain ones first: the first that fits
    a description is its example. Built once; picklable, so processes can share the search."""

    def __init__(self, cards: list[ImportedCard]) -> None:
        shipped = {c.full_name for c in load_card_file(GAMES_DIR / "redemption" / "cards.yaml")}
        plain = sorted(cards, key=lambda c: (bool(c.printed_text), c.full_name))
        plain = [c for c in plain if c.full_name not in shipped]  # their shipped fields differ
        objects = [
            (
                c.full_name,
                _Object(
                    _Definition(
                        c.full_name, c.type, {**c.fields, "traits": c.traits}, c.traits, c.stats
                    )
                ),
            )
            for c in plain
            if "token" not in c.fields
        ]
        self.by_type: dict[str, list[tuple[int, str, _Object]]] = {}  # two types: in both
        for order, (name, obj) in enumerate(objects):
            for kind in obj.definition.type.split("/"):
                self.by_type.setdefault(kind, []).append((order, name, obj))

    def find(self, spec: dict[str, Any]) -> str | None:
        """The full name of the first card that fits ``spec`` as a scenario places it."""
        return self.find_wanted(search_of(spec))

    def find_wanted(self, wanted: dict[str, Any]) -> str | None:
        """:meth:`find` of what :func:`search_of` makes of a description."""
        return next(
            (
                n
                for _, n, o in _of_types(self.by_type, wanted["type"])
                if matches(None, o, wanted, "A")  # type: ignore[arg-type]
            ),
            None,
        )


# Identifier words a text may use that say nothing the export records for every card.
NOT_RECORDED = {"human", "humans", "male", "female", "male human", "female human", "non-human"}


def record_identifiers(cards: list[ImportedCard]) -> None:
    """Write ``fields["identifiers_named"]`` (identifier -> the card types that carry it) on
    each card whose text names an identifier of the export the parser does not know already."""
    from ..parsers.redemption_phrases import BOOKS, BRIGADES, IDENTIFIER_NOUNS, NOUNS

    known = set(NOUNS) | set(BRIGADES) | BOOKS | set(IDENTIFIER_NOUNS) | NOT_RECORDED
    known |= {"good", "evil", "neutral", "o.t.", "n.t.", "generic"}
    carried: dict[str, set[str]] = {}
    for card in cards:
        for word in card.traits:
            word = " ".join(word.lower().split())
            if re.fullmatch(r"[a-z][a-z' -]+", word) and word not in known:
                carried.setdefault(word, set()).update(card.type.split("/"))
    longest: dict[str, int] = {}  # first word -> the most words an identifier so begun has
    for w in carried:
        first = w.split()[0]
        longest[first] = max(longest.get(first, 0), len(w.split()))
    for card in cards:
        words = [w.lower() for w in _WORD.findall(card.printed_text or "")]
        named: set[str] = set()
        for i in range(len(words)):
            most = max(longest.get(words[i], 0), longest.get(words[i].rstrip("s"), 0))
            for n in range(min(most, len(words) - i), 0, -1):
                phrase = " ".join(words[i : i + n])
                singular = next(
                    (p for p in (phrase, phrase[:-1], phrase[:-2]) if p in carried), None
                )
                if singular and (singular == phrase or phrase.endswith("s")):
                    named.add(singular)
                    break
        if named:
            card.fields["identifiers_named"] = {w: sorted(carried[w]) for w in sorted(named)}


_WORD = re.compile(r"[A-Za-z0-9'\u2019-]+")


def record_names(cards: list[ImportedCard]) -> None:
    """Add to ``fields["named"]`` every card name the text uses (a real printing of each) and
    write ``fields["named_types"]`` (name -> its card types): "discard Household Idols"."""
    index: dict[str, ImportedCard] = {}
    for card in sorted(cards, key=lambda c: c.subtitle is not None):
        if len(card.name) >= 3:
            index.setdefault(card.name, card)
    longest = max((len(n.split()) for n in index), default=1)
    for card in cards:
        words = [(m.start(), m.end()) for m in _WORD.finditer(card.printed_text or "")]
        found: dict[str, ImportedCard] = {}
        for i, (start, _) in enumerate(words):
            if not card.printed_text[start].isupper():
                continue
            for n in range(min(longest, len(words) - i), 0, -1):
                phrase = card.printed_text[start : words[i + n - 1][1]]
                if phrase in index:
                    found[phrase] = index[phrase]
                    break
        if found:
            card.fields["named"] = {
                **{k: v.full_name for k, v in found.items()},
                **card.fields.get("named", {}),
            }
            card.fields["named_types"] = {k: v.type.split("/") for k, v in found.items()}
