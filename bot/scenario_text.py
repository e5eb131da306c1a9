"""Helpers for the compact scenario text typed into ``/ruling``.

Autocomplete sees the whole option value as the user types it; the card name being
typed is the tail after the last grammar word. Completing it means proposing the
whole text with that tail replaced, which must still fit a 100-character choice.
"""

from __future__ import annotations

import re

from bot import limits

# Words and marks of the compact grammar that come right before a card name.
_SEPARATOR = re.compile(
    r"(?:[;:,\n]|\b(?:plays?|on|in|attacks?|with|and|targets?|defeats?|uses?|has|have|"
    r"triggers?|then|into|from|onto|at|vs)\b)",
    re.IGNORECASE,
)


def split_tail(text: str) -> tuple[str, str]:
    """``(head, tail)`` where ``tail`` is the card-name fragment being typed."""
    matches = list(_SEPARATOR.finditer(text))
    if not matches:
        return "", text.strip()
    last = matches[-1]
    head = text[: last.end()]
    return head, text[last.end() :].strip()


def complete(text: str, name: str) -> str:
    """``text`` with its tail replaced by the chosen card ``name``."""
    head, _ = split_tail(text)
    if not head:
        return name
    sep = "" if head.endswith((" ", "\n")) else " "
    return f"{head}{sep}{name}"


def fits_choice(value: str) -> bool:
    return 0 < len(value) <= limits.CHOICE_VALUE


def replace_name(text: str, typed: str, chosen: str) -> str:
    """Put ``chosen`` where the user typed ``typed`` (case- and spacing-insensitive)."""
    words = [re.escape(w) for w in typed.split()]
    if not words:
        return text
    pattern = re.compile(r"\s+".join(words), re.IGNORECASE)
    new, n = pattern.subn(lambda _m: chosen, text, count=0)
    return new if n else text
