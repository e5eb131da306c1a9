"""What happened this phase, for "If a friendly unit was defeated this phase", "If you played
an event this phase", "If you attacked with a Mandalorian unit this phase" (7.7.3).

Each entry remembers the card as it was (last known information, 8.11.1): who controlled
it, its type, traits and aspects. The phase counter moves on when a phase ends.
"""

from __future__ import annotations

from typing import Any

from engine.core.state import CardObject, GameState


def record(
    state: GameState, kind: str, obj: CardObject, *, player: str | None = None, **more: Any
) -> None:
    state.info.setdefault("_history", []).append(
        {
            "kind": kind,
            "phase": state.info.get("phase_no", 0),
            "player": player or obj.controller,
            "type": obj.definition.type,
            "traits": [t.lower() for t in obj.definition.traits],
            "aspects": list(obj.definition.fields.get("aspects", [])),
            "oid": obj.oid,
            **more,
        }
    )


def happened(state: GameState, me: str, what: dict[str, Any], exclude: int | None = None) -> bool:
    """Whether an entry this phase fits ``what`` (kind, whose, type, trait, aspect, defeated)."""
    phase = state.info.get("phase_no", 0)
    for e in state.info.get("_history", ()):
        if e["phase"] != phase or e["kind"] != what["kind"] or e["oid"] == exclude:
            continue
        whose = what.get("whose", "any")
        if whose == "friendly" and e["player"] != me:
            continue
        if whose == "enemy" and e["player"] == me:
            continue
        if what.get("type") and e["type"] != what["type"]:
            continue
        if what.get("trait") and what["trait"].lower() not in e["traits"]:
            continue
        if what.get("aspect") and what["aspect"] not in e["aspects"]:
            continue
        if what.get("defeated") and not e.get("defeated"):
            continue
        return True
    return False
