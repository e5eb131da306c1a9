"""Star Wars: Unlimited Comprehensive Rules as ``pdftotext`` prints them.

The extraction separates numbers from their text ("7." on its own line), so ids are
rebuilt by counting: a chapter is a capitalised heading followed by a GENERAL section,
sections are the other capitalised headings, a rule starts at each text after a bare
number, and lettered items ("a. ...") become ``<rule>.<letter>``.
"""

from __future__ import annotations

import re

from . import RuleText

_NUMBER = re.compile(r"^\d{1,2}\.$")
_LETTER = re.compile(r"^([a-z])\.\s+(.+)$")
_FOOTER = re.compile(r"^(\d{1,2})\. ([A-Z][A-Z ,&'()/-]+)$")


def _is_heading(line: str) -> bool:
    letters = [c for c in line if c.isalpha()]
    return (
        3 <= len(line) <= 60
        and len(letters) >= 3
        and all(c.isupper() for c in letters)
        and (not line.endswith(".") or line.endswith(" ETC."))  # "FIRST, SECOND, ETC." (8.8)
    )


def parse(text: str) -> list[RuleText]:
    lines = [ln.strip() for ln in text.splitlines()]
    if any(ln.startswith("====") for ln in lines[:20]):
        lines = lines[next(i for i, ln in enumerate(lines) if ln.startswith("====")) + 1 :]
    headings = [
        i
        for i, ln in enumerate(lines)
        if _is_heading(ln) and ln != "CONTENTS" and not _FOOTER.match(ln)
    ]
    # The table of contents repeats the first chapter's title: the body starts at its
    # second appearance.
    first = next(
        (lines[i] for n, i in enumerate(headings[:-1]) if lines[headings[n + 1]] == "GENERAL"), ""
    )
    starts = [i for i in headings if lines[i] == first]
    start = starts[1] if len(starts) > 1 else (starts[0] if starts else 0)
    # Page footers ("8. ADDITIONAL RULES") name chapters that have no GENERAL section.
    chapter_titles = {m.group(2) for ln in lines if (m := _FOOTER.match(ln))}
    out: list[RuleText] = []
    chapter = section = rule = 0
    pending = False
    current: RuleText | None = None
    for idx, line in enumerate(lines[start:], start):
        if not line or line == "CONTENTS" or line.isdigit() or _FOOTER.match(line):
            continue
        if _NUMBER.match(line):
            pending = True
            continue
        if _is_heading(line):
            nxt = next((n for n in headings if n > idx), None)
            opens_chapter = nxt is not None and lines[nxt] == "GENERAL" and line != "GENERAL"
            if opens_chapter or line in chapter_titles:
                chapter, section, rule = chapter + 1, 0, 0
                current = RuleText(str(chapter), line.title(), "")
            else:
                section, rule = section + 1, 0
                current = RuleText(f"{chapter}.{section}", line.title(), "")
            out.append(current)
            pending = False
            continue
        m = _LETTER.match(line)
        if m and rule:
            current = RuleText(f"{chapter}.{section}.{rule}.{m.group(1)}", "", m.group(2))
            out.append(current)
            continue
        if pending or current is None or (current.id.count(".") < 2 and chapter):
            rule += 1
            current = RuleText(f"{chapter}.{section}.{rule}", "", line)
            out.append(current)
            pending = False
            continue
        current.text = f"{current.text} {line}".strip()
    for r in out:
        if not r.title:
            r.title = _title(r.text)
    return [r for r in out if r.text or r.id.count(".") < 2]


def _title(text: str) -> str:
    """A short title: the bold lead-in before a colon when there is one, else the first words."""
    head = text.split(":", 1)[0]
    if len(head) < 60 and ":" in text:
        return head.strip()
    words = text.split()
    return " ".join(words[:8]) + ("…" if len(words) > 8 else "")
