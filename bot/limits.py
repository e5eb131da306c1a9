"""Discord's message and embed limits, and a checker the renderer and tests share.

The numbers come from Discord's API documentation for embeds and components; a
message that breaks any of them is rejected with HTTP 400, which the user would see
as "The application did not respond".
"""

from __future__ import annotations

from typing import Any

TITLE = 256
DESCRIPTION = 4096
FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
AUTHOR = 256
MESSAGE_TOTAL = 6000  # over every embed of one message
EMBEDS = 10
CONTENT = 2000

BUTTON_LABEL = 80
SELECT_OPTIONS = 25
SELECT_LABEL = 100
SELECT_VALUE = 100
SELECT_DESCRIPTION = 100
CHOICES = 25  # autocomplete
CHOICE_NAME = 100
CHOICE_VALUE = 100
CUSTOM_ID = 100
ACTION_ROWS = 5
ROW_WIDTH = 5
MODAL_INPUT = 4000


def embed_chars(embed: dict[str, Any]) -> int:
    """Characters Discord counts towards the 6,000 total for one embed."""
    n = len(embed.get("title") or "") + len(embed.get("description") or "")
    for f in embed.get("fields") or ():
        n += len(f.get("name") or "") + len(f.get("value") or "")
    n += len((embed.get("footer") or {}).get("text") or "")
    n += len((embed.get("author") or {}).get("name") or "")
    return n


def violations(embeds: list[dict[str, Any]]) -> list[str]:
    """Every limit the message made of ``embeds`` breaks (empty when it is valid)."""
    out: list[str] = []
    if len(embeds) > EMBEDS:
        out.append(f"{len(embeds)} embeds > {EMBEDS}")
    total = 0
    for i, e in enumerate(embeds):
        total += embed_chars(e)
        checks = [
            ("title", len(e.get("title") or ""), TITLE),
            ("description", len(e.get("description") or ""), DESCRIPTION),
            ("fields", len(e.get("fields") or ()), FIELDS),
            ("footer", len((e.get("footer") or {}).get("text") or ""), FOOTER),
            ("author", len((e.get("author") or {}).get("name") or ""), AUTHOR),
        ]
        for j, f in enumerate(e.get("fields") or ()):
            checks.append((f"field {j} name", len(f.get("name") or ""), FIELD_NAME))
            checks.append((f"field {j} value", len(f.get("value") or ""), FIELD_VALUE))
            if not (f.get("name") or "").strip() or not (f.get("value") or "").strip():
                out.append(f"embed {i}: field {j} is empty")
        out += [f"embed {i}: {what} {n} > {lim}" for what, n, lim in checks if n > lim]
        if not any((e.get(k) or "") for k in ("title", "description")) and not e.get("fields"):
            out.append(f"embed {i} is empty")
    if total > MESSAGE_TOTAL:
        out.append(f"total {total} > {MESSAGE_TOTAL}")
    return out
