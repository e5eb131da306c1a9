"""Scenarios: the YAML file format and the compact one-line text form for chat.

Both forms become a validated :class:`Scenario` (game, players, active player, cards
in zones, actions, answers). Every error names the bad key, card or word, in one
line, because the person who typed it needs to fix exactly that. The grammar is
documented in docs/scenarios.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from engine.core.decisions import GivenAnswer
from engine.core.errors import ScenarioError
from engine.games import GAMES

__all__ = ["Scenario", "ScenarioError", "load_scenario", "parse_compact", "parse_text"]

# Bounds on what a scenario may ask for: every one is refused with a message naming it,
# before any card is looked up or placed, so no input can make a ruling grow without end.
MAX_TEXT = 20_000  # characters of scenario text (Discord allows 4,000 in one option)
MAX_NESTING = 20  # [ and { inside each other in YAML
MAX_STATEMENTS = 100
MAX_STATEMENT = 2_000  # characters in one statement, action or card entry
MAX_COPIES = 60  # copies in one placement ("60x Battlefield Marine")
MAX_OBJECTS = 250  # cards placed by the whole scenario
MAX_ACTIONS = 40
MAX_ANSWERS = 60
MAX_PLAYERS = 4
MAX_NUMBER = 999  # damage and counters

GAME_WORDS = {
    "swu": "swu",
    "star wars": "swu",
    "star wars unlimited": "swu",
    "altered": "altered",
    "grand archive": "grand_archive",
    "grand_archive": "grand_archive",
    "ga": "grand_archive",
    "redemption": "redemption",
    "epic battles": "epic_battles",
    "epic_battles": "epic_battles",
}


class Placement(BaseModel):
    """A card placed by the scenario, with any state it starts with."""

    model_config = ConfigDict(extra="forbid")
    card: str
    id: str | None = None
    damage: int = Field(0, ge=0, le=MAX_NUMBER)
    exhausted: bool = False
    counters: dict[str, int] = Field(default_factory=dict)
    controller: str | None = None
    flags: dict[str, Any] = Field(default_factory=dict)


class ScenarioModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str
    title: str | None = None
    description: str | None = None
    players: list[str] = Field(
        default_factory=lambda: ["A", "B"], min_length=2, max_length=MAX_PLAYERS
    )
    active_player: str | None = None
    state: dict[str, Any] = Field(default_factory=dict)
    zones: dict[str, dict[str, list[str | Placement]]] = Field(default_factory=dict)
    actions: list[str | dict[str, Any]] = Field(default_factory=list)
    answers: list[Any] = Field(default_factory=list)

    @field_validator("players")
    @classmethod
    def distinct_players(cls, v: list[str]) -> list[str]:
        for p in v:
            if not re.fullmatch(r"\w{1,20}", p):
                raise ValueError(f"player {p[:20]!r} must be one short word such as A or B")
        if len(set(v)) != len(v):
            raise ValueError(f"players must be different, got {v}")
        return v

    @field_validator("game")
    @classmethod
    def known_game(cls, v: str) -> str:
        g = GAME_WORDS.get(v.strip().lower().replace("-", " "), v.strip().lower())
        if g not in GAMES:
            raise ValueError(f"unknown game {v!r}; known games: {', '.join(GAMES)}")
        return g


@dataclass
class Scenario:
    """A validated scenario, ready for a ruleset to set up and run."""

    game: str
    players: list[str]
    active: str
    zones: dict[str, dict[str, list[Placement]]]
    actions: list[dict[str, Any]]
    answers: list[GivenAnswer]
    state: dict[str, Any] = field(default_factory=dict)
    title: str | None = None
    source_text: str | None = None

    def echo(self) -> dict[str, Any]:
        """The scenario as understood, for the result's ``scenario`` field."""
        out: dict[str, Any] = {
            "game": self.game,
            "players": self.players,
            "active_player": self.active,
            "zones": {
                p: {z: [_placement_echo(pl) for pl in cards] for z, cards in zs.items()}
                for p, zs in self.zones.items()
            },
            "actions": self.actions,
            "answers": [
                {
                    k: v
                    for k, v in (
                        ("answer", a.value),
                        ("kind", a.kind),
                        ("player", a.player),
                        ("card", a.card),
                    )
                    if v is not None
                }
                for a in self.answers
            ],
        }
        if self.title:
            out["title"] = self.title
        if self.state:
            out["state"] = self.state
        if self.source_text:
            out["text"] = self.source_text
        return out


def _placement_echo(pl: Placement) -> dict[str, Any]:
    """A placement as ``model_dump(exclude_defaults=True)`` gives it, without pydantic's
    serialiser: a scenario of 10,000 cards echoes each one."""
    out: dict[str, Any] = {"card": pl.card}
    if pl.id is not None:
        out["id"] = pl.id
    if pl.damage:
        out["damage"] = pl.damage
    if pl.exhausted:
        out["exhausted"] = True
    if pl.counters:
        out["counters"] = dict(pl.counters)
    if pl.controller is not None:
        out["controller"] = pl.controller
    if pl.flags:
        out["flags"] = dict(pl.flags)
    return out


# --------------------------------------------------------------------------- YAML
# libyaml's loader when PyYAML has it: the pure-Python one was half of a /ruling request.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _safe_load(text: str) -> Any:
    return yaml.load(text, Loader=_LOADER)  # noqa: S506 - a safe loader


def load_scenario(source: str | Path | dict[str, Any], game: str | None = None) -> Scenario:
    """Read a scenario from a file (a ``Path``, or a string naming a .yaml/.yml file), a
    YAML string, a dict, or the compact text form. For the command line and tests:
    text typed by a user goes through :func:`parse_text`, which never opens a file."""
    if isinstance(source, dict):  # built by code, not typed: its caller chose its size
        return from_dict(source, game, bounded=False)
    if isinstance(source, Path) or (
        isinstance(source, str) and source.endswith((".yaml", ".yml")) and "\n" not in source
    ):
        path = Path(source)
        if not path.exists():
            raise ScenarioError(f"scenario file {str(source)!r} does not exist")
        return _from_yaml(path.read_text(encoding="utf-8"), game, path.name, path=True)
    return parse_text(str(source), game)


def parse_text(text: str, game: str | None = None) -> Scenario:
    """A scenario typed by a user: YAML (starting ``game:``) or the compact form.

    Never a path: text such as ``deploy/compose.yaml`` is read as a scenario statement.
    """
    text = text.strip()
    if not text:
        raise ScenarioError("the scenario is empty: name the cards in play and what happens")
    if len(text) > MAX_TEXT:
        raise ScenarioError(f"the scenario is {len(text):,} characters; at most {MAX_TEXT:,}")
    if "\n" in text and re.match(r"^\s*game\s*:", text):
        return _from_yaml(text, game, "the scenario")
    return parse_compact(text, game)


def _nesting(text: str) -> int:
    depth = deepest = 0
    for ch in text:
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth = max(0, depth - 1)
    return deepest


def _safe_yaml(text: str) -> Any:
    """Safe YAML without anchors and aliases: ``*a`` repeated inside itself would expand a
    few hundred characters into millions of values (a "billion laughs"). The events are
    checked first, with libyaml where PyYAML has it (the pure-Python parser was half of a
    /ruling request), and only alias-free text is built into values."""
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            mark = event.start_mark
            raise yaml.composer.ComposerError(
                None, None, "anchors and aliases (& and *) are not allowed", mark
            )
    return _safe_load(text)


def _from_yaml(text: str, game: str | None, what: str, *, path: bool = False) -> Scenario:
    if _nesting(text) > MAX_NESTING:
        raise ScenarioError(f"{what} nests [ and {{ more than {MAX_NESTING} deep")
    try:
        data = _safe_yaml(text)
    except yaml.YAMLError as exc:
        raise ScenarioError(f"{what} is not valid YAML: {_yaml_where(exc)}") from None
    except RecursionError:
        raise ScenarioError(f"{what} nests too deeply to read") from None
    except ValueError as exc:  # e.g. an integer of thousands of digits
        raise ScenarioError(f"{what} has a value that cannot be read: {exc}"[:200]) from None
    if isinstance(data, dict) and (path or "zones" in data or "actions" in data):
        return from_dict(data, game)
    if path:
        raise ScenarioError(f"{what} must be a mapping with keys game, zones, actions")
    return parse_compact(text, game)


def _yaml_where(exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or "syntax error"
    return f"{problem} at line {mark.line + 1}, column {mark.column + 1}" if mark else str(problem)


def from_dict(data: dict[str, Any], game: str | None = None, *, bounded: bool = True) -> Scenario:
    """A scenario from a mapping. ``bounded`` applies the size bounds meant for what people
    type; a mapping built by code (the engine's API, benchmarks of 10,000 cards) may skip
    them, its caller being the one who chose its size."""
    data = dict(data)
    if game and "game" not in data:
        data["game"] = game
    try:
        model = ScenarioModel.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "scenario"
        msg = err["msg"]
        if err["type"] == "extra_forbidden":
            msg = f"unknown key {err['loc'][-1]!r}"
        elif err["type"] == "missing":
            msg = "this key is required"
        raise ScenarioError(msg.removeprefix("Value error, "), where=where) from None
    players = model.players
    active = model.active_player or _first_actor(model.actions, players) or players[0]
    if active not in players:
        raise ScenarioError(f"active_player {active!r} is not one of the players {players}")
    zones: dict[str, dict[str, list[Placement]]] = {}
    for p, zs in model.zones.items():
        if p not in players:
            raise ScenarioError(f"zones: {p!r} is not one of the players {players}")
        zones[p] = {}
        for z, cards in zs.items():
            placed: list[Placement] = []
            for c in cards:
                placed.extend([c] if isinstance(c, Placement) else _placements(c, f"zones.{p}.{z}"))
            zones[p][z] = placed
    actions = []
    for i, a in enumerate(model.actions, 1):
        if isinstance(a, str):
            actions.append(parse_action(a, players, where=f"actions[{i}]"))
        else:
            if "player" not in a or a["player"] not in players:
                raise ScenarioError(
                    f"each action needs a player, one of {players}", where=f"actions[{i}]"
                )
            for key, value in a.items():
                if key in _TEXT_KEYS and not isinstance(value, str):
                    raise ScenarioError(
                        f"{key!r} must be a card name (text), not {value!r}"[:200],
                        where=f"actions[{i}]",
                    )
            actions.append(dict(a))
    answers = [_given(a, players, i) for i, a in enumerate(model.answers, 1)]
    flat = [a for group in answers for a in group]
    if bounded:
        check_size(zones, actions, flat)
    return Scenario(model.game, players, active, zones, actions, flat, model.state, model.title)


# action keys whose value names a card or a target: text only
_TEXT_KEYS = {"play", "attack", "target", "card", "verb", "words", "text", "ability"}


def check_size(
    zones: dict[str, dict[str, list[Placement]]], actions: list[Any], answers: list[Any]
) -> None:
    """Refuse a scenario over any bound, naming the bound."""
    placed = sum(len(cards) for zs in zones.values() for cards in zs.values())
    if placed > MAX_OBJECTS:
        raise ScenarioError(
            f"the scenario places {placed:,} cards; at most {MAX_OBJECTS} cards in one scenario"
        )
    if len(actions) > MAX_ACTIONS:
        raise ScenarioError(f"the scenario has {len(actions)} actions; at most {MAX_ACTIONS}")
    if len(answers) > MAX_ANSWERS:
        raise ScenarioError(f"the scenario gives {len(answers)} answers; at most {MAX_ANSWERS}")


def _first_actor(actions: list[Any], players: list[str]) -> str | None:
    for a in actions:
        if isinstance(a, dict) and a.get("player") in players:
            return a["player"]
        if isinstance(a, str):
            word = a.split(maxsplit=1)[0] if a.split() else ""
            if found := _match_player(word, players):
                return found
    return None


def _given(raw: Any, players: list[str], i: int) -> list[GivenAnswer]:
    if isinstance(raw, dict):
        if "order" in raw:
            order = raw["order"]
            if isinstance(order, str):
                order = [order]
            if not isinstance(order, list) or not all(isinstance(v, str) for v in order):
                raise ScenarioError(
                    "'order' must be a list of card names, e.g. order: [Vader, Krayt Dragon]",
                    where=f"answers[{i}]",
                )
            if len(order) > MAX_ANSWERS:
                raise ScenarioError(f"at most {MAX_ANSWERS} names", where=f"answers[{i}]")
            return [GivenAnswer(v, kind="order", player=raw.get("player")) for v in order]
        if "answer" not in raw:
            raise ScenarioError(
                "an answer needs an 'answer' key (and optionally kind, player, card)",
                where=f"answers[{i}]",
            )
        unknown = set(raw) - {"answer", "kind", "player", "card"}
        if unknown:
            raise ScenarioError(f"unknown key {sorted(unknown)[0]!r}", where=f"answers[{i}]")
        return [
            GivenAnswer(
                raw["answer"], kind=raw.get("kind"), player=raw.get("player"), card=raw.get("card")
            )
        ]
    return [GivenAnswer(raw)]


# --------------------------------------------------------------------------- compact text
_PLACE = re.compile(
    r"^(?P<player>\w+)\s*(?::|has)\s*(?P<cards>.+)\s+in\s+(?:the\s+|their\s+|his\s+|her\s+)?(?P<zone>[\w' ]+?)\s*$",
    re.I,
)
_ACTIVE = re.compile(
    r"^(?:active(?:\s+player)?\s*:?\s*(?P<a>\w+)|(?P<b>\w+)\s+is\s+(?:the\s+)?active(?:\s+player)?)$",
    re.I,
)
_GAME = re.compile(r"^game\s*:?\s*(?P<game>.+)$", re.I)
_COUNT = re.compile(r"^(?P<n>\d+)\s*x\s+(?P<name>.+)$", re.I)
_STATE = re.compile(r"^(?P<name>.+?)\s*\((?P<state>[^)]*)\)$")


def parse_compact(text: str, game: str | None = None) -> Scenario:
    """Parse ``A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon``."""
    if len(text) > MAX_TEXT:
        raise ScenarioError(f"the scenario is {len(text):,} characters; at most {MAX_TEXT:,}")
    statements = [_squash(s) for s in re.split(r"[;\n]", text) if s.strip()]
    if len(statements) > MAX_STATEMENTS:
        raise ScenarioError(
            f"the scenario has {len(statements)} statements; at most {MAX_STATEMENTS}"
        )
    players = ["A", "B"]
    zones: dict[str, dict[str, list[Placement]]] = {}
    actions: list[dict[str, Any]] = []
    answers: list[GivenAnswer] = []
    active: str | None = None
    for n, raw in enumerate(statements, 1):
        s = re.sub(r"^(?:then|and)\s+", "", raw, flags=re.I)
        where = f"statement {n} ({_clip(raw)!r})"
        if len(s) > MAX_STATEMENT:
            raise ScenarioError(
                f"the statement is {len(s):,} characters; at most {MAX_STATEMENT:,}", where=where
            )
        if m := _GAME.match(s):
            word = m["game"].strip().lower()
            if word not in GAME_WORDS:
                raise ScenarioError(
                    f"unknown game {m['game'].strip()!r}; known games: {', '.join(GAMES)}",
                    where=where,
                )
            game = GAME_WORDS[word]
            continue
        if m := _ACTIVE.match(s):
            active = _player(m["a"] or m["b"], players, where)
            continue
        if m := re.match(r"^players\s*:\s*(?P<v>.+)$", s, re.I):
            named = [w.strip() for w in re.split(r"[,\s]+", m["v"]) if w.strip()]
            if len(named) < 2 or len({w.lower() for w in named}) != len(named):
                raise ScenarioError(
                    "name two or more different players, e.g. 'players: Ann, Bo'", where=where
                )
            if zones or actions:
                raise ScenarioError("say 'players: ...' before the cards and actions", where=where)
            players = named
            continue
        if m := re.match(r"^(?:answer|answers)\s*:\s*(?P<v>.+)$", s, re.I):
            answers.extend(GivenAnswer(_scalar(v.strip())) for v in m["v"].split(","))
            continue
        if m := _PLACE.match(s):
            player = _player(m["player"], players, where)
            tail = s[m.start("cards") :]
            groups = _zone_groups(tail, game) or [(m["cards"], m["zone"])]
            for cards, zone_words in groups:
                zone = zone_words.strip().lower()
                for item in cards.split(" + "):
                    zones.setdefault(player, {}).setdefault(zone, []).extend(
                        _placements(item.strip(), where)
                    )
                    check_size(zones, actions, answers)
            continue
        words = s.split()
        if len(words) >= 2 and _match_player(words[0], players):
            player = _player(words[0], players, where)
            ans = _answer_statement(player, words[1:], where, players)
            if ans is not None:
                answers.append(ans)
                continue
            actions.append(parse_action(s, players, where=where))
            continue
        first = words[0] if words else s
        raise ScenarioError(
            f"could not read {first!r}: a statement starts with a player (A or B) and then "
            "':' and cards 'in <zone>', or a verb such as 'plays'",
            where=where,
        )
    if game is None:
        raise ScenarioError("which game? start with 'game: swu' (or pass the game separately)")
    if not actions:
        raise ScenarioError(
            "the scenario has no action: say what happens, e.g. 'B plays Vanquish on Krayt Dragon'"
        )
    check_size(zones, actions, answers)
    data_active = active or actions[0]["player"]
    return Scenario(game, players, data_active, zones, actions, answers, source_text=text)


def _zone_groups(text: str, game: str | None) -> list[tuple[str, str]] | None:
    """'X in ground arena, Y in space arena' as [(X, ground arena), (Y, space arena)].

    The placement pattern reads one zone at the end; a statement listing several
    "<cards> in <zone>" parts joined by a comma or "and" is split where a game's zone
    words end a part. The same reading keeps a name such as "Frozen in Carbonite" whole
    (the pattern alone takes "Carbonite in hand" for the zone). A part ends inside the
    statement only at a zone word typed in lower case: names are capitalised, so
    "Bound in Battle, T2C AB in hand" is one card in hand. None when the statement is
    not of that shape.
    """
    if len(_IN.findall(text)) < 2:
        return None
    words = _zone_words(game)
    if not words:
        return None
    alternation = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    head = r"(?P<cards>.+?)\s+(?i:in)\s+(?i:the\s+|their\s+|his\s+|her\s+)?"
    inside = re.compile(rf"{head}(?P<zone>{alternation})(?:\s*,\s*|\s+(?i:and)\s+)")
    last = re.compile(rf"{head}(?P<zone>(?i:{alternation}))$")
    groups: list[tuple[str, str]] = []
    at = 0
    while at < len(text):
        m = inside.match(text, at) or last.match(text, at)
        if m is None:
            return None
        groups.append((m["cards"].strip(), m["zone"]))
        at = m.end()
    return groups


_IN = re.compile(r"\s+in\s+", re.I)


def _zone_words(game: str | None) -> set[str]:
    """What people type for a zone, in ``game`` or (game not yet known) in any game."""
    from engine.rulesets import get_spec

    out: set[str] = set()
    for g in [game] if game else list(GAMES):
        spec = get_spec(g)
        if spec is None:
            continue
        for z in spec.zones.values():
            out.add(z.title)
            out.update(z.words)
    return out


def _match_player(word: str, players: list[str]) -> str | None:
    """The player a word names, as the scenario spells it ("ann" is Ann, "a" is A)."""
    low = word.lower()
    return next((p for p in players if p.lower() == low), None)


def _squash(text: str) -> str:
    """One space between words: runs of spaces would make the statement patterns
    backtrack for minutes (each split of the run is another way to match)."""
    return " ".join(text.split())


def _clip(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _player(word: str, players: list[str], where: str) -> str:
    p = _match_player(word, players)
    if p is None:
        raise ScenarioError(f"{word!r} is not a player: use {' or '.join(players)}", where=where)
    return p


def _scalar(v: str) -> Any:
    low = v.lower()
    if low in ("yes", "true"):
        return True
    if low in ("no", "false"):
        return False
    return v


# Characteristics a placement may state when the card data lacks them ("(type ally)").
_STATED = ("type", "element", "speed")
# Facts a placement may state in one word (or "not <word>") that no card export records:
# whether a card is human, its gender, whether it is meek. Written in lower case: a
# capitalised word in brackets belongs to a name ("Christian Soldier (Male)" is a card).
# Each word sets one key of the card object's flags.
STATED_FACTS: dict[str, tuple[str, Any]] = {
    "human": ("human", True),
    "non-human": ("human", False),
    "nonhuman": ("human", False),
    "not human": ("human", False),
    "male": ("gender", "male"),
    "female": ("gender", "female"),
    "genderless": ("gender", "genderless"),
    "meek": ("meek", True),
    "not meek": ("meek", False),
}


def _placements(item: str, where: str) -> list[Placement]:
    item = _squash(item)
    if len(item) > MAX_STATEMENT:
        raise ScenarioError(f"a card entry of {len(item):,} characters is too long", where=where)
    count = 1
    if m := _COUNT.match(item):
        digits, item = m["n"], m["name"].strip()
        count = int(digits) if len(digits) <= 6 else MAX_COPIES + 1
        if count > MAX_COPIES:
            raise ScenarioError(
                f"{digits[:12]}{'…' if len(digits) > 12 else ''} copies of {item[:60]!r}: "
                f"at most {MAX_COPIES} copies of a card in one placement",
                where=where,
            )
        if count < 1:
            raise ScenarioError(f"0 copies of {item[:60]!r}: write at least 1", where=where)
    damage, exhausted, counters = 0, False, {}
    flags: dict[str, Any] = {}
    if (m := _STATE.match(item)) and not _names_a_card(m["state"]):
        item = m["name"].strip()
        for part in m["state"].split(","):
            words = part.strip().lower().split()
            if not words:
                continue
            if words == ["exhausted"]:
                exhausted = True
            elif (fact := STATED_FACTS.get(" ".join(words))) is not None:
                _state_fact(flags, fact, item, where)
            elif len(words) == 2 and (words[0].isdigit() or words[1].isdigit()):
                number, word = (words[0], words[1]) if words[0].isdigit() else words[::-1]
                value = int(number) if len(number) <= 4 else MAX_NUMBER + 1
                if value > MAX_NUMBER:
                    raise ScenarioError(
                        f"{number[:12]} {word} on {item[:60]!r}: at most {MAX_NUMBER}",
                        where=where,
                    )
                if word == "damage":
                    damage = value
                else:
                    counters[word] = value
            elif len(words) == 2 and words[0] in _STATED:  # "(type ally)", "(element fire)"
                flags[words[0]] = words[1]
            else:
                raise ScenarioError(
                    f"could not read {part.strip()!r} in {item!r}: write e.g. '(3 damage, exhausted)'"
                    " or a stated fact such as '(human, male)' or '(meek)'",
                    where=where,
                )
    if not item:
        raise ScenarioError("a card name is missing", where=where)
    return [
        Placement(card=item, damage=damage, exhausted=exhausted, counters=counters, flags=flags)
        for _ in range(count)
    ]


def _state_fact(flags: dict[str, Any], fact: tuple[str, Any], item: str, where: str) -> None:
    """Set one stated fact; two that contradict each other ("male, female") are refused."""
    key, value = fact
    if key in flags and flags[key] != value:
        said = [w for w, f in STATED_FACTS.items() if f in ((key, value), (key, flags[key]))]
        raise ScenarioError(
            f"{item[:60]!r} cannot be both {said[0]!r} and {said[-1]!r}: state one", where=where
        )
    flags[key] = value


def _names_a_card(words: str) -> bool:
    """'(Azariah)' in 'Abed-nego (Azariah)' or Altered's 'Brassbug Hive, Rare (Axiom)' is part
    of a name, not a card state.

    A state is a list of 'exhausted', '<n> <word>', stated characteristics ('type ally') and
    stated facts in lower case ('human', 'meek'); anything else belongs to the name.
    """
    parts = [" ".join(p.split()) for p in words.split(",") if p.strip()]
    stated = "|".join(_STATED)
    state = re.compile(rf"^(?:exhausted|\d+\s+\w+|\w+\s+\d+|(?:{stated})\s+\w+)$", re.I)
    return bool(parts) and not all(state.match(p) or p in STATED_FACTS for p in parts)


def _answer_statement(
    player: str, words: list[str], where: str, players: list[str] = ("A", "B")
) -> GivenAnswer | None:
    """``B resolves first``, ``A chooses X``, ``A declines Krayt Dragon``, ``A uses X``."""
    verb = words[0].lower()
    rest = " ".join(words[1:])
    if verb == "resolves" and rest.lower() == "first":
        return GivenAnswer(player, kind="first_player")
    if verb in ("chooses", "picks", "targets"):
        if not rest:
            raise ScenarioError(f"{verb} what? e.g. '{player} chooses B first'", where=where)
        if m := re.match(r"^(?P<p>\w+)\s+(?:to\s+resolve\s+)?first$", rest, re.I):
            first = _match_player(m["p"], players) or m["p"].upper()
            return GivenAnswer(first, kind="first_player", player=player)
        if m := re.match(r"^(?:the\s+)?order\s*:?\s*(?P<v>.+)$", rest, re.I):
            return GivenAnswer(m["v"].strip(), kind="order", player=player)
        kind = "target" if verb == "targets" else None
        return GivenAnswer(_scalar(rest), kind=kind, player=player)
    if verb in ("declines", "skips"):
        return GivenAnswer(False, kind="may", player=player, card=rest or None)
    if verb in ("uses", "accepts"):
        return GivenAnswer(True, kind="may", player=player, card=rest or None)
    return None


_PLAY = re.compile(
    r"^(?P<p>\w+)\s+plays\s+(?P<card>.+?)(?:\s+(?:on|targeting|at)\s+(?P<target>.+?))?(?P<free>\s+for\s+free)?$",
    re.I,
)
_ATTACK_WITH = re.compile(
    r"^(?P<p>\w+)\s+attacks\s+with\s+(?P<card>.+?)(?:\s+(?:on|against|into)\s+(?P<target>.+))?$",
    re.I,
)
_ATTACK = re.compile(r"^(?P<p>\w+)\s+attacks\s+(?P<target>.+?)\s+with\s+(?P<card>.+)$", re.I)


def parse_action(text: str, players: list[str], *, where: str) -> dict[str, Any]:
    """Generic actions shared by the games' compact forms; rulesets read the result."""
    s = _squash(text)
    if len(s) > MAX_STATEMENT:
        raise ScenarioError(
            f"the action is {len(s):,} characters; at most {MAX_STATEMENT:,}", where=where
        )
    if m := _PLAY.match(s):
        out: dict[str, Any] = {"player": _player(m["p"], players, where), "play": m["card"].strip()}
        if m["target"]:
            out["target"] = m["target"].strip()
        if m["free"]:
            out["free"] = True
        return out
    if m := _ATTACK_WITH.match(s) or _ATTACK.match(s):
        out = {"player": _player(m["p"], players, where), "attack": m["card"].strip()}
        if m["target"]:
            out["target"] = m["target"].strip()
        return out
    words = s.split()
    if len(words) >= 2 and _match_player(words[0], players):
        # A ruleset may know more verbs; keep the words for it to read.
        return {
            "player": _player(words[0], players, where),
            "verb": words[1].lower(),
            "words": " ".join(words[2:]),
            "text": s,
        }
    raise ScenarioError(
        f"could not read {words[0] if words else s!r}: an action starts with a player (A or B)",
        where=where,
    )
