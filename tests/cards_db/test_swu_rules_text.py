"""The SWU Comprehensive Rules text is numbered as the document numbers it.

Section 8's heading "FIRST, SECOND, ETC." ends with a full stop; it once went uncounted,
so every later section of chapter 8 got the number before its own. Each id below is cited
by the ruleset; its imported text must be the rule it names.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from cards_db.rules_text import swu

DOC = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "swu.txt"
REGISTRY = Path(__file__).resolve().parents[2] / "engine" / "games" / "swu" / "rules.yaml"

EXPECTED = {
    "8.8.1": "first",
    "8.9.1": "If you do",
    "8.10.1": "ignore",
    "8.11.1": "Last Known Information",
    "8.12.1": "leaves play",
    "8.13.1": "look at",
    "8.15.5.a": "cost can be modified",
    "8.19.2": "attach to",
    "8.24.1": "return",
    "8.26.5": "search",
    "8.27.1": "take control",
    "8.30.1": "up to X",
    "8.32.1": "you may",
    "8.33.1": "capture",
    "8.34.1": "for each",
    "8.35.1": "indirect damage",
    "8.37.4": "Use the Force",
    "8.38.1": "disclose",
}


@pytest.fixture(scope="module")
def parsed() -> dict[str, str]:
    if not DOC.is_file():
        pytest.skip(f"the SWU rules text is not at {DOC}")
    return {r.id: f"{r.title} {r.text}" for r in swu.parse(DOC.read_text())}


@pytest.mark.parametrize("rule_id, words", sorted(EXPECTED.items()))
def test_a_cited_rule_id_holds_the_rule_it_names(parsed, rule_id, words):
    assert words.lower() in parsed[rule_id].lower()


def test_every_registered_chapter_8_rule_is_in_the_document(parsed):
    rules = yaml.safe_load(REGISTRY.read_text())["rules"]
    missing = [r["id"] for r in rules if r["id"].startswith("8.") and r["id"] not in parsed]
    assert missing == []
