"""A game's starting position: from a scenario (compact text or YAML) or two deck lists.

Deck lists are the lines players paste from deck builders ("3x Name", "3 Name",
"Name"); every name is resolved with the database's resolver, and every line that
does not name exactly one card is reported with its line number. A fuzzy match is
reported as a question, never guessed: a wrong card would make every ruling wrong.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from typing import Any

import yaml

from engine import scenario as scenario_grammar
from engine.core.errors import ScenarioError
from engine.rulesets import get_ruleset
from engine.scenario import GAME_WORDS

OPENING_HAND = {"swu": 6, "altered": 6}  # cards drawn at set-up; other games start with 7
DEFAULT_OPENING_HAND = 7
MAX_DECK_LINES = 200
ACCEPTED = ("exact", "prefix", "subtitle")
_LINE = re.compile(r"^(?:(?P<n>\d{1,2})\s*[xX×]?\s+)?(?P<name>.+?)\s*(?:\((?P<set>[^)]*)\))?$")
_HEADER = re.compile(r"^(?:#+\s*)?(?P<word>[A-Za-z ]+?)\s*(?:\(\d+\))?\s*:?\s*$")
_SIDEBOARD = {"sideboard", "side board", "maybeboard", "considering"}
_SECTIONS = {
    "leader",
    "leaders",
    "base",
    "bases",
    "deck",
    "main deck",
    "maindeck",
    "units",
    "events",
    "upgrades",
    "ground units",
    "space units",
    "hero",
    "characters",
    "spells",
    "permanents",
    "landmarks",
    "main",
}


class SetupError(ValueError):
    """The set-up could not be read; the message lists every bad line."""


@dataclass(frozen=True)
class DeckCard:
    count: int
    name: str  # the card's full name in the database
    type: str


def split_lines(text: str) -> list[str]:
    """Deck lines: one per line; a one-line slash-command option may separate them with ';'."""
    return [ln.strip() for ln in re.split(r"[\n;]", text or "")]


_CODE = re.compile(r"^[A-Z0-9]+(?:_[A-Z0-9]+)+$")  # SOR_010, ALT_CORE_B_AX_01_C


def by_printing(resolver: Any, game: str, code: str) -> tuple[str, str] | None:
    """(full name, type) of the card printed as ``code``: a printing reference (Altered's
    ``ALT_CORE_B_AX_01_C``) or set and number (SWU's ``SOR_010``); None if unknown."""
    if not _CODE.match(code or ""):
        return None
    sql = (
        "SELECT c.full_name, c.type FROM printings p JOIN cards c ON c.id = p.card_id"
        " WHERE c.game = ? AND "
    )
    rows = resolver._query(sql + "p.reference = ? LIMIT 1", (game, code))
    set_code, _, number = code.partition("_")
    if not rows and "_" not in number:
        rows = resolver._query(
            sql + "p.set_code = ? AND p.number = ? LIMIT 1", (game, set_code, number)
        )
    return (rows[0]["full_name"], rows[0]["type"]) if rows else None


def _json_deck(text: str, game: str, resolver: Any, who: str) -> list[DeckCard] | None:
    """A deck builder's JSON export (SWUDB's shape: ``leader``, ``base``, ``deck`` entries of
    ``{"id": "SOR_010", "count": 3}``), resolved by printing; None when the text is not JSON."""
    if not text.lstrip().startswith("{"):
        return None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SetupError(f"{who}: not valid JSON ({exc.msg} at line {exc.lineno})") from None
    entries: list[tuple[str, Any]] = []
    for key in ("leader", "secondleader", "base"):
        if isinstance(data.get(key), dict):
            entries.append((key, data[key]))
    entries += [(f"deck[{i}]", e) for i, e in enumerate(data.get("deck") or [], 1)]
    cards: list[DeckCard] = []
    errors: list[str] = []
    for where, entry in entries:
        ident = str(entry.get("id") or "") if isinstance(entry, dict) else ""
        found = by_printing(resolver, game, ident)
        if found is None:
            errors.append(
                f"{who} {where} ({ident or 'no id'}): no {game} card printed as {ident!r}"
            )
            continue
        cards.append(DeckCard(int(entry.get("count") or 1), *found))
    if errors:
        raise SetupError("\n".join(errors))
    if not cards:
        raise SetupError(f"{who}: the JSON has no leader, base or deck entries")
    return cards


def parse_deck(text: str, game: str, resolver: Any, who: str = "deck") -> list[DeckCard]:
    """Resolve every line against the card database; raise SetupError naming each bad line."""
    from_json = _json_deck(text, game, resolver, who)
    if from_json is not None:
        return from_json
    cards: list[DeckCard] = []
    errors: list[str] = []
    lines = split_lines(text)
    if len([ln for ln in lines if ln]) > MAX_DECK_LINES:
        raise SetupError(f"{who}: more than {MAX_DECK_LINES} lines; is this a deck list?")
    for n, line in enumerate(lines, 1):
        if not line:
            continue
        header = _HEADER.match(line)
        word = header["word"].strip().lower() if header else ""
        if word in _SIDEBOARD:
            break  # the sideboard is not part of the game
        if word in _SECTIONS or line.startswith(("//", "#")):
            continue
        m = _LINE.match(line)
        if m is None:
            errors.append(f"{who} line {n} ({line!r}): write it as '3x Card Name'")
            continue
        count = int(m["n"] or 1)
        name = m["name"].strip()
        if count < 1:
            errors.append(f"{who} line {n} ({line!r}): the count must be at least 1")
            continue
        if _CODE.match(name):
            found = by_printing(resolver, game, name)
            if found is None:
                errors.append(f"{who} line {n} ({line!r}): no {game} card printed as {name!r}")
            else:
                cards.append(DeckCard(count, *found))
            continue
        res = resolver.resolve_card(name, game)
        if res.card is None or res.status not in ACCEPTED:
            hint = f"did you mean {res.card.full_name}?" if res.card is not None else res.message
            if res.card is None and res.candidates:
                hint = "it could be " + " or ".join(c.full_name for c in res.candidates[:3])
            errors.append(f"{who} line {n} ({line!r}): {hint or 'no such card'}")
            continue
        cards.append(DeckCard(count, res.card.full_name, res.card.type))
    if errors:
        raise SetupError("\n".join(errors))
    if not cards:
        raise SetupError(f"{who}: no cards; paste lines such as '3x Card Name'")
    return cards


def deck_setup(
    game: str, decks: dict[str, list[DeckCard]], *, seed: int, active: str = "A"
) -> dict[str, Any]:
    """Cards whose type names a zone (a leader, a base, a hero) go there; the rest is
    shuffled into the deck and an opening hand is drawn. Seeded, so tests can repeat it."""
    ruleset = get_ruleset(game)
    zones_known = getattr(ruleset, "zones", {})
    deck_zone = ruleset.zone_alias("deck") or "deck"
    hand_zone = ruleset.zone_alias("hand") or "hand"
    rng = random.Random(seed)
    zones: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for seat, cards in decks.items():
        placed: dict[str, list[dict[str, Any]]] = {}
        library: list[str] = []
        for card in cards:
            own = ruleset.zone_alias(card.type)
            if own and own in zones_known and own not in (deck_zone, hand_zone):
                placed.setdefault(own, []).extend({"card": card.name} for _ in range(card.count))
            else:
                library.extend([card.name] * card.count)
        rng.shuffle(library)
        hand = OPENING_HAND.get(game, DEFAULT_OPENING_HAND)
        if library[:hand]:
            placed[hand_zone] = [{"card": c} for c in library[:hand]]
        if library[hand:]:
            placed[deck_zone] = [{"card": c} for c in library[hand:]]
        zones[seat] = placed
    return {"game": game, "players": list(decks), "active_player": active, "zones": zones}


# The compact grammar's own statement patterns: a set-up reads placements exactly as a ruling does.
_PLACE, _ACTIVE = scenario_grammar._PLACE, scenario_grammar._ACTIVE


def scenario_setup(text: str, game: str) -> dict[str, Any]:
    """A scenario's set-up as a dict the engine reads: YAML, or compact statements.

    Compact placements (``A: Krayt Dragon in ground arena``) and ``active: A`` become
    zones; any other statement stays an action of the set-up, run before the first move.
    """
    text = (text or "").strip()
    if not text:
        raise SetupError("the set-up is empty: place cards, e.g. 'A: Krayt Dragon in ground arena'")
    if "\n" in text and re.match(r"^\s*(game|zones|players|active_player)\s*:", text):
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise SetupError(f"the scenario file is not valid YAML: {exc}") from None
        if not isinstance(data, dict):
            raise SetupError("a scenario file is a mapping with keys game, zones, actions")
        data = dict(data)
        named = data.get("game")
        if named and GAME_WORDS.get(str(named).lower(), str(named).lower()) != game:
            raise SetupError(f"the scenario is for {named!r}, but this game is {game!r}")
        data["game"] = game
        return data
    zones: dict[str, dict[str, list[str]]] = {}
    actions: list[str] = []
    active = None
    for raw in re.split(r"[;\n]", text):
        s = raw.strip()
        if not s or re.match(r"^game\s*:", s, re.I):
            continue
        if m := _ACTIVE.match(s):
            active = (m["a"] or m["b"]).upper()
        elif m := _PLACE.match(s):
            zone = zones.setdefault(m["player"].upper(), {}).setdefault(
                m["zone"].strip().lower(), []
            )
            zone.extend(item.strip() for item in m["cards"].split(" + "))
        else:
            actions.append(s)
    data: dict[str, Any] = {"game": game, "zones": zones, "actions": actions}
    if active:
        data["active_player"] = active
    return data


def check_setup(data: dict[str, Any]) -> None:
    """Raise SetupError when the engine cannot read the set-up (before it is stored)."""
    from engine.scenario import from_dict

    try:
        from_dict(data)
    except ScenarioError as exc:
        raise SetupError(str(exc)) from None
