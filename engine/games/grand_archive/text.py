"""Printed-text helpers shared by the engine and the card database's compiler."""

from __future__ import annotations

import re

# Reminder text is a parenthesis with words in it; "(2)", "(X)" and "(LV)" are costs and stay.
_REMINDER = re.compile(r"\s*\((?=[^()]*[a-z])[^()]*\)")


def strip_reminders(text: str) -> str:
    """The text without reminder parentheses, keeping numeric costs such as (2)."""
    previous = None
    while previous != text:
        previous, text = text, _REMINDER.sub("", text)
    return " ".join(text.split())
