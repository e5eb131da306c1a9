"""Altered Complete Rules as ``pdftotext -layout`` prints them: ids at the start of a line
("6.3", "6.3.l", "7.3.24"), the text after them and on the following lines."""

from __future__ import annotations

import re

from . import RuleText

_ID = re.compile(r"^(\d{1,2}(?:\.\d{1,2}){0,2}(?:\.[a-z]{1,2})?)\s{2,}(\S.*)$")
_TOC = re.compile(r"\.\s\.\s\.|\.{4,}")


def parse(text: str) -> list[RuleText]:
    out: dict[str, RuleText] = {}
    current: RuleText | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or _TOC.search(line):
            continue
        m = _ID.match(line)
        if m and raw[:1] != " ":
            rid, rest = m.group(1), m.group(2).strip()
            if rid in out:  # a second occurrence is a running header; keep the first
                current = None
                continue
            is_item = bool(re.search(r"\.[a-z]{1,2}$", rid))
            current = RuleText(rid, "" if is_item else rest, rest if is_item else "")
            out[rid] = current
            continue
        if current is not None and not re.fullmatch(r"\d{1,3}", line):
            current.text = f"{current.text} {line}".strip()
    rules = list(out.values())
    for r in rules:
        if not r.title:
            words = r.text.split()
            r.title = " ".join(words[:8]) + ("…" if len(words) > 8 else "")
    return rules
