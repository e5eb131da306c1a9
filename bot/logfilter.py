"""Keep secrets out of the logs: interaction tokens ride in webhook URLs.

discord.py logs every HTTP request at DEBUG, and follow-up and edit URLs carry the
interaction's token (``/webhooks/<app id>/<token>/...``), which lets anyone who reads
the log answer as the bot for 15 minutes. The bot token itself may appear in an
``Authorization`` header dump. This filter rewrites both before any handler sees them.
"""

from __future__ import annotations

import logging
import re

_WEBHOOK = re.compile(r"(/webhooks/\d+/)[A-Za-z0-9_.\-]+")
_INTERACTION = re.compile(r"(/interactions/\d+/)[A-Za-z0-9_.\-]+")
_AUTH = re.compile(r"((?:Bot|Bearer)\s+)[A-Za-z0-9_.\-]{20,}")


def redact(text: str) -> str:
    text = _WEBHOOK.sub(r"\1<token>", text)
    text = _INTERACTION.sub(r"\1<token>", text)
    return _AUTH.sub(r"\1<token>", text)


class RedactTokens(logging.Filter):
    """Rewrite a record's message with every token replaced by ``<token>``."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        clean = redact(message)
        if clean != message:
            record.msg, record.args = clean, None
        return True


def install_log_filters() -> None:
    """Attach the filter to every handler of the root logger (where records end up)."""
    for handler in logging.getLogger().handlers:
        if not any(isinstance(f, RedactTokens) for f in handler.filters):
            handler.addFilter(RedactTokens())
