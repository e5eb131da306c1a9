"""Every rule the Grand Archive ruleset cites finds its official text in the real document."""

from __future__ import annotations

import pytest
from cdb_paths import SHARED

from cards_db.rules_text.grand_archive import parse
from engine.core.rules import default_registry

DOC = SHARED / "rules" / "grand_archive.txt"

# cited by the page's sections counted as paragraphs (the project's own numbering of a page
# whose paragraphs and sub-headings the document does not number)
OWN_NUMBERING = {
    *(f"Abilities - Restriction Abilities ¶{n}" for n in (5, 6, 8, 9, 10, 11, 12)),
    "Game Mechanics - Objects and Targeting ¶10",
    "Game Mechanics - Objects and Targeting ¶15",
    "Combat Phase - Attacking and the Combat Phase 1.d",
}


@pytest.fixture(scope="module")
def texts() -> dict[str, str]:
    if not DOC.is_file():
        pytest.skip(f"the Grand Archive rules are not at {DOC}")
    return {r.id: r.text for r in parse(DOC.read_text(encoding="utf-8"))}


def test_every_cited_rule_has_its_official_text(texts) -> None:
    cited = {rid for game, rid in default_registry().rules if game == "grand_archive"}
    cited = {rid for rid in cited if not rid.startswith("TJ")}
    missing = {rid for rid in cited if rid not in texts}
    assert missing == OWN_NUMBERING & cited
    assert len(cited) > 150


@pytest.mark.parametrize(
    ("rule_id", "word"),
    [
        ("Game Terms - Token 2", "token"),
        ("Game Terms - Destruction 1", "destroy"),
        ("Card Types - Ally 6", "graveyard"),
        ("Keywords and Abilities - Brew 2", "sacrifice"),
        ("Keywords and Abilities - Empower 1.a", "empower"),
        ("Game Mechanics - Timing and Permissions / Opportunity 5", "effects stack"),
        ("State-based Checks and Effects 4", "damage"),
    ],
)
def test_each_citation_form_reaches_the_right_place(texts, rule_id: str, word: str) -> None:
    assert word in texts[rule_id].lower()
