"""Names shared by the Epic Battles modules: the steps of the action sequence."""

from __future__ import annotations

STEP_NAMES = {
    1: "pay and play",
    2: "on-play effects",
    3: "flip attack events",
    4: "resolve flipped events",
    5: "attack text",
    6: "block",
    7: "block text",
    8: "damage or chip",
    9: "kamidogu",
    10: "HIT effects",
    11: "attack and block finish",
    12: "link",
}
NO_BLOCK = "no block"
NOTHING = "nothing"


def seq(n: int) -> str:
    return f"Action Sequence {n}"


def _strip(text: str, leading: tuple[str, ...]) -> str:
    words = str(text).split()
    while words and words[0].lower() in leading:
        words = words[1:]
    return " ".join(words).strip("'\"")
