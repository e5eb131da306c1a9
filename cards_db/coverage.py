"""How much of each game's printed text the parser understands (``tcg-judge cards coverage``)."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field

import sqlite_utils

from engine.games import GAMES


@dataclass
class GameCoverage:
    game: str
    cards: int = 0
    cards_with_text: int = 0
    cards_timed: int = 0
    cards_executable: int = 0
    abilities: int = 0
    timed: int = 0
    executable: int = 0
    unrecognised: Counter[str] = field(default_factory=Counter)
    tagged: int = 0
    tags_recognised: int = 0
    unknown_tags: Counter[str] = field(default_factory=Counter)

    def lines(self, top: int = 8) -> list[str]:
        def pct(n: int, d: int) -> str:
            return f"{n}/{d} ({100 * n / d:.1f}%)" if d else "0/0"

        out = [
            f"{GAMES.get(self.game, self.game)} ({self.game})",
            f"  cards imported: {self.cards} ({self.cards_with_text} with ability text)",
            f"  cards, every ability's timing recognised: {pct(self.cards_timed, self.cards_with_text)}",
            f"  cards, every ability executable: {pct(self.cards_executable, self.cards_with_text)}",
            f"  abilities, timing recognised: {pct(self.timed, self.abilities)}",
            f"  abilities, fully executable: {pct(self.executable, self.abilities)}",
        ]
        if self.game == "grand_archive":
            out.append(f"  abilities with a restriction tag: {pct(self.tagged, self.abilities)}")
            out.append(
                f"  of those, every tag recognised: {pct(self.tags_recognised, self.tagged)}"
                + (
                    f"; unknown tags: {dict(self.unknown_tags.most_common(5))}"
                    if self.unknown_tags
                    else ""
                )
            )
        if self.unrecognised:
            out.append("  most common unrecognised openings:")
            out += [f"    {n:5d}  {p}" for p, n in self.unrecognised.most_common(top)]
        return out


def _opening(text: str) -> str:
    words = re.sub(r"\d+", "N", text).split()[:3]
    return " ".join(words)


def coverage(db: sqlite_utils.Database, game: str | None = None) -> list[GameCoverage]:
    """Figures over imported cards and their parsed abilities (hand-written ones excluded)."""
    games = [game] if game else list(GAMES)
    out: list[GameCoverage] = []
    for g in games:
        cov = GameCoverage(g)
        per_card: dict[int, list[tuple[str, str, str]]] = {}
        for card_id, modelled, text, definition in db.execute(
            "SELECT c.id, a.modelled, a.text, a.definition FROM cards c LEFT JOIN abilities a"
            " ON a.card_id = c.id AND a.source != 'hand-written' WHERE c.game = ? AND c.imported = 1",
            (g,),
        ):
            per_card.setdefault(card_id, [])
            if modelled is not None:
                per_card[card_id].append((modelled, text, definition))
        cov.cards = len(per_card)
        for abilities in per_card.values():
            if not abilities:
                continue
            cov.cards_with_text += 1
            cov.cards_timed += all(m != "not_modelled" for m, _, _ in abilities)
            cov.cards_executable += all(m == "modelled" for m, _, _ in abilities)
            for modelled, text, definition in abilities:
                cov.abilities += 1
                cov.timed += modelled != "not_modelled"
                cov.executable += modelled == "modelled"
                if modelled == "not_modelled":
                    cov.unrecognised[_opening(text)] += 1
                data = json.loads(definition)
                known, unknown = data.get("restrictions") or [], data.get("unknown_tags") or []
                if known or unknown:
                    cov.tagged += 1
                    cov.tags_recognised += not unknown
                    cov.unknown_tags.update(unknown)
        out.append(cov)
    return out
