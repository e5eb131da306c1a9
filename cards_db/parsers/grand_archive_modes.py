"""Grand Archive "Choose one— • A. • B." read into one ``modes`` step.

Each bullet is a mode compiled like any effect text; a bullet opening with a restriction tag
("[Level 2+] ...") is a mode locked while the restriction is unmet. Every bullet must compile,
and only "Choose one" (no "instead" count, no "that hasn't been chosen") is read.
"""

from __future__ import annotations

import re
from typing import Any

_HEAD = re.compile(r"^choose one\s*[—–-]\s*(?P<body>•.+)$", re.I | re.S)
_TAG = re.compile(r"^\[(?P<tag>[^\]]+)\]\s*")


def read_modes(body: str, name: str) -> list[dict[str, Any]] | None:
    """The ``modes`` step of a "Choose one—" paragraph, or None."""
    from .grand_archive_effects import compile_text

    m = _HEAD.match(body.strip())
    if not m:
        return None
    modes = []
    for n, bullet in enumerate(b.strip() for b in m["body"].split("•")[1:]):
        tag = _TAG.match(bullet)
        text = bullet[tag.end() :] if tag else bullet
        steps, optional = compile_text(text, name)
        if not steps or optional:
            return None
        mode: dict[str, Any] = {"id": f"mode {n + 1}", "text": bullet.rstrip(), "effect": steps}
        if tag:
            mode["restrictions"] = f"[{tag['tag']}]"
        modes.append(mode)
    return [{"verb": "modes", "modes": modes}] if len(modes) >= 2 else None
