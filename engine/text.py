"""Plain-text form of a ruling, for the command line and logs."""

from __future__ import annotations

from engine.core.result import RulingResult
from engine.core.rules import version_text
from engine.core.ruleset import format_answer


def format_ruling(result: RulingResult, *, title: str | None = None) -> str:
    """Numbered steps, indented by depth, citations inline, choices and defaults marked."""
    doc = result.document
    lines = []
    if title:
        lines.append(title)
    lines.append(
        f"Ruling ({doc.get('title', result.game)} {version_text(doc.get('version', '?'))})"
    )
    for s in result.steps:
        mark = " [default]" if s.default else ""
        lines.append(f"{s.seq:>3}. {'  ' * s.depth}{s.text}{mark}  [{', '.join(s.rules)}]")
    lines.append(
        f"Outcome: {result.outcome.text}"
        + (f"  [{', '.join(result.outcome.rules)}]" if result.outcome.rules else "")
    )
    defaults = result.defaults_used
    if defaults:
        lines.append("Choices shown by default (answer them to see another branch):")
        for d in defaults:
            lines.append(
                f"  - {d.decision.player}: {d.decision.prompt} -> {format_answer(d.answer)} ({d.decision.default_reason})"
            )
    if result.pending is not None:
        p = result.pending
        lines.append(
            f"Waiting for {p.player}: {p.prompt} Options: {', '.join(map(str, p.options))}"
        )
    for n in result.notes:
        lines.append(f"Note: {n}")
    if result.cited_rules:
        lines.append("Rules cited:")
        for r in result.cited_rules:
            lines.append(
                f"  {r['id']} {r['title']}: {r['summary']} ({r['document']} {version_text(r['version'])})"
            )
    return "\n".join(lines)
