"""The rules registry: every rule a ruleset may cite, with its document version.

Rules documents get renumbered between versions, so a citation always carries the
version of the document it comes from. The newest version the project knows is the
default; ids quoted from older versions (the seeds) are accepted as aliases.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

_DATE = re.compile(r"^\d{4}(-\d{2}){0,2}$")


def version_text(version: object) -> str:
    """How a document version reads after its title: "v8.0", or "of 2007-02" for a date.

    Some documents carry no version number, only the date of the copy cited.
    """
    text = str(version or "").strip()
    if not text:
        return ""
    if _DATE.match(text):
        return f"of {text}"
    return f"v{text}" if text[0].isdigit() else text


@dataclass(frozen=True)
class RulesDocument:
    """One version of one official rules document."""

    game: str
    key: str
    title: str
    version: str
    date: str = ""
    url: str = ""
    current: bool = False

    @property
    def label(self) -> str:
        return f"{self.title} {version_text(self.version)}".rstrip()


@dataclass(frozen=True)
class Rule:
    """A rule as the project summarises it, in its own words."""

    game: str
    id: str
    title: str
    summary: str
    document: RulesDocument
    aliases: tuple[tuple[str, str], ...] = ()  # (version, old id)

    @property
    def citation(self) -> str:
        return f"{self.id} ({self.document.label})"


@dataclass(frozen=True)
class Citation:
    """A reference from a trace step to a registered rule."""

    game: str
    rule_id: str

    def __str__(self) -> str:
        return self.rule_id


class UnknownRuleError(KeyError):
    """A ruleset tried to cite a rule that is not registered."""


@dataclass
class RulesRegistry:
    """All registered rules, by game and id, with alias lookup for older versions."""

    rules: dict[tuple[str, str], Rule] = field(default_factory=dict)
    documents: dict[str, list[RulesDocument]] = field(default_factory=dict)
    _aliases: dict[tuple[str, str, str], str] = field(default_factory=dict)

    def add_document(self, doc: RulesDocument) -> None:
        self.documents.setdefault(doc.game, []).append(doc)

    def add(self, rule: Rule) -> None:
        key = (rule.game, rule.id)
        if key in self.rules:
            raise ValueError(f"rule {rule.game}:{rule.id} registered twice")
        self.rules[key] = rule
        for version, old_id in rule.aliases:
            self._aliases[(rule.game, version, old_id)] = rule.id

    def get(self, game: str, rule_id: str) -> Rule:
        try:
            return self.rules[(game, rule_id)]
        except KeyError:
            raise UnknownRuleError(f"{game}:{rule_id} is not in the rules registry") from None

    def has(self, game: str, rule_id: str) -> bool:
        return (game, rule_id) in self.rules

    def resolve(self, game: str, rule_id: str, version: str | None = None) -> Rule | None:
        """Find a rule by id, in the current version or (given a version) by an old alias."""
        rid = rule_id.strip().rstrip(".")
        if version is not None:
            current = self.current_document(game)
            if current is None or version != current.version:
                new_id = self._aliases.get((game, version, rid))
                return self.rules.get((game, new_id)) if new_id else None
        rule = self.rules.get((game, rid))
        if rule is not None:
            return rule
        # An id quoted from an older version, when the version was not given.
        for (g, _version, old_id), new_id in self._aliases.items():
            if g == game and old_id == rid:
                return self.rules.get((game, new_id))
        return None

    def current_document(self, game: str) -> RulesDocument | None:
        docs = self.documents.get(game, [])
        for doc in docs:
            if doc.current:
                return doc
        return docs[-1] if docs else None

    def for_game(self, game: str) -> list[Rule]:
        return [r for (g, _), r in self.rules.items() if g == game]

    def children(self, game: str, rule_id: str) -> list[Rule]:
        """Sub-rules of a rule (``7.6`` -> ``7.6.1`` ... ), in registry order."""
        prefix = rule_id.rstrip(".") + "."
        return [r for r in self.for_game(game) if r.id.startswith(prefix)]

    def load_file(self, path: Path) -> None:
        """Load one game's ``rules.yaml`` (see docs/design.md for the format)."""
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml: 6x faster at start-up
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)  # noqa: S506
        game = data["game"]
        docs: dict[str, RulesDocument] = {}
        for d in data["documents"]:
            doc = RulesDocument(
                game=game,
                key=d["key"],
                title=d["title"],
                version=str(d["version"]),
                date=str(d.get("date", "")),
                url=d.get("url", ""),
                current=bool(d.get("current", False)),
            )
            docs[doc.key] = doc
            self.add_document(doc)
        default_doc = next((d for d in docs.values() if d.current), next(iter(docs.values())))
        for r in data["rules"]:
            doc = docs[r["document"]] if "document" in r else default_doc
            aliases = tuple((str(a["version"]), str(a["id"])) for a in r.get("aliases", []))
            self.add(
                Rule(
                    game=game,
                    id=str(r["id"]),
                    title=r["title"],
                    summary=r["summary"],
                    document=doc,
                    aliases=aliases,
                )
            )

    def load_project_rules(self, path: Path) -> None:
        """Add the project's own rules (``TJ-n``) to every game that lacks them."""
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        d = data["document"]
        for game in list(self.documents):
            doc = RulesDocument(game, d["key"], d["title"], str(d["version"]))
            if not any(x.key == doc.key for x in self.documents[game]):
                self.documents[game].insert(0, doc)  # never taken for the game's current document
            for r in data["rules"]:
                if not self.has(game, str(r["id"])):
                    self.add(Rule(game, str(r["id"]), r["title"], r["summary"], doc))


GAMES_DIR = Path(__file__).resolve().parent.parent / "games"
PROJECT_RULES = Path(__file__).resolve().parent / "project_rules.yaml"

_default_registry: RulesRegistry | None = None


def default_registry() -> RulesRegistry:
    """The registry of every shipped ruleset (``engine/games/*/rules.yaml``)."""
    global _default_registry
    if _default_registry is None:
        reg = RulesRegistry()
        for path in sorted(GAMES_DIR.glob("*/rules.yaml")):
            reg.load_file(path)
        reg.load_project_rules(PROJECT_RULES)
        _default_registry = reg
    return _default_registry
