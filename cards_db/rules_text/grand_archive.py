"""Grand Archive Comprehensive Rules (gitbook print): no rule numbers, so a rule is keyed by
its page title ("Abilities - Restriction Abilities") and numbered items inside a page by
title plus item number ("Abilities - Restriction Abilities 1")."""

from __future__ import annotations

import re

from . import RuleText
from .grand_archive_aliases import aliases

_BOLD = re.compile(r"^\*\*(.+?)\*\*\s*$")
_ITEM = re.compile(r"^(\d{1,2})\.\s+(.+)$")


def _clean(text: str) -> str:
    return re.sub(r"\\([()+*_\[\]])", r"\1", text).replace("**", "").strip()


def parse(text: str) -> list[RuleText]:
    out: dict[str, RuleText] = {}
    page: RuleText | None = None
    item: RuleText | None = None
    sub = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or re.fullmatch(r"\d{1,3}", line):
            continue
        m = _BOLD.match(line)
        if m:
            title = _clean(m.group(1)).rstrip(" -")
            if " - " in title:
                page = out.setdefault(title, RuleText(title, title, ""))
                item, sub = None, ""
            else:
                sub, item = title, None
                if page is not None:
                    page.text = f"{page.text}\n{title}".strip()
            continue
        if page is None:
            continue
        m = _ITEM.match(line)
        if m:
            rid = f"{page.id} {m.group(1)}"
            if rid in out and sub:
                rid = f"{page.id} / {sub} {m.group(1)}"
            item = out.setdefault(rid, RuleText(rid, f"{page.title} {m.group(1)}", ""))
            item.text = f"{item.text} {_clean(m.group(2))}".strip()
            page.text = f"{page.text}\n{m.group(1)}. {_clean(m.group(2))}".strip()
            continue
        cleaned = _clean(line)
        if item is not None and cleaned.startswith(("E.g", "Example")):
            item.text = f"{item.text} {cleaned}"
        else:
            item = None
        page.text = f"{page.text}\n{cleaned}".strip()
    found = [r for r in out.values() if r.text]
    return found + aliases(text, {r.id for r in found}, _cited())


def _cited() -> set[str]:
    """The ids the ruleset cites: only those get a second key (a search lists a text once)."""
    from engine.core.rules import default_registry

    return {rid for game, rid in default_registry().rules if game == "grand_archive"}
