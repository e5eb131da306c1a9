"""The other ways the Grand Archive rules are cited, so every cited id finds its official text.

The Comprehensive Rules have no rule numbers. A citation names a page and a place in it:
its numbered item ("Playing Cards - Card Activation 8"), a lettered sub-item ("… 4.a"),
an unnumbered paragraph ("Card Types - Ally 6", "Abilities - Restriction Abilities ¶3"), or a
topic inside a chapter ("Game Terms - Destruction 1", "Game Mechanics - Timing and
Permissions / Opportunity 5"). The main reader keys each item once; this module walks the
same text and adds the other keys, never replacing one the reader made.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import RuleText

_BOLD = re.compile(r"^\*\*(.+?)\*\*\s*$")
_ITEM = re.compile(r"^(\d{1,2})\.\s+(.+)$")
_LETTER = re.compile(r"^([a-z])\.\s+(.+)$")


def _clean(text: str) -> str:
    return re.sub(r"\\([()+*_\[\]])", r"\1", text).replace("**", "").strip()


@dataclass
class _Block:
    """The text under one bold heading, with the headings it sits in."""

    title: str
    page: str | None  # the last "Chapter - Page" heading before it
    chapter: str | None  # the last heading that only announces others ("Game Terms")
    items: dict[str, str] = field(default_factory=dict)  # "4", "4.a"
    paragraphs: list[str] = field(default_factory=list)


def _blocks(text: str) -> list[_Block]:
    lines = [ln.strip() for ln in text.splitlines()]
    lines = [ln for ln in lines if ln and not re.fullmatch(r"\d{1,3}", ln)]
    blocks: list[_Block] = []
    page: str | None = None
    chapter: str | None = None
    cur: _Block | None = None
    last_item = ""
    prefix = ""  # "**Game Mechanics -**" on a line of its own: the next heading completes it
    for i, line in enumerate(lines):
        if m := _BOLD.match(line):
            title = _clean(m.group(1)).rstrip(" -")
            following = lines[i + 1] if i + 1 < len(lines) else ""
            if _clean(m.group(1)).endswith("-") and _BOLD.match(following):
                prefix = title
                continue
            if prefix:
                title, prefix = f"{prefix} - {title}", ""
            if " - " in title:
                page, chapter = title, None
            elif _BOLD.match(following) or not _ITEM.match(following):
                # a heading that announces the topics under it ("Game Terms"), or a page of
                # plain paragraphs that leads them ("Keywords and Abilities")
                chapter = title
            cur = _Block(title, page, chapter)
            blocks.append(cur)
            last_item = ""
            continue
        if cur is None:
            continue
        if m := _ITEM.match(line):
            last_item = m.group(1)
            cur.items[last_item] = _clean(m.group(2))
        elif (m := _LETTER.match(line)) and last_item:
            cur.items[f"{last_item}.{m.group(1)}"] = _clean(m.group(2))
        elif not line.startswith(("E.g", "Example", "•", "◦")):
            cur.paragraphs.append(_clean(line))
    return blocks


def aliases(text: str, taken: set[str], wanted: set[str]) -> list[RuleText]:
    """Rule texts under the citation forms the main reader does not key (see the module),
    for the ids in ``wanted`` only: the others would list one text under several ids."""
    out: dict[str, RuleText] = {}

    def add(rid: str, words: str) -> None:
        if rid in wanted and rid not in taken and rid not in out and words:
            out[rid] = RuleText(rid, rid, words)

    for b in _blocks(text):
        titles = [b.title, b.title.removesuffix(" N")]  # "Empower N" is cited as "Empower"
        heads = list(dict.fromkeys(titles))
        if " - " not in b.title:
            for title in dict.fromkeys(titles):
                if b.chapter and b.chapter != b.title:
                    heads.append(f"{b.chapter} - {title}")
                    if b.page:  # "Timing and Permissions" under "Game Mechanics - …"
                        part = b.page.split(" - ")[0]
                        heads.append(f"{part} - {b.chapter} / {title}")
                if b.page:
                    heads.append(f"{b.page} / {title}")
        for head in heads:
            for key, words in b.items.items():
                add(f"{head} {key}", words)
            for n, words in enumerate(b.paragraphs, 1):
                add(f"{head} ¶{n}", words)
                if str(n) not in b.items:
                    add(f"{head} {n}", words)
    return list(out.values())
