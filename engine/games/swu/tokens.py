"""Token units (3.7): their definitions in the project's own words, created on demand."""

from __future__ import annotations

from functools import cache

from engine.core.cards import AbilityDefinition, CardDefinition

# name: (arena, power, hp, traits, aspects, keyword)
TOKENS: dict[str, tuple[str, int, int, tuple[str, ...], tuple[str, ...], str]] = {
    "battle droid": ("ground", 1, 1, ("Separatist", "Droid", "Trooper"), ("Villainy",), ""),
    "clone trooper": ("ground", 2, 2, ("Republic", "Clone", "Trooper"), ("Heroism",), ""),
    "tie fighter": ("space", 1, 1, ("Vehicle", "Fighter"), ("Villainy",), ""),
    "x-wing": ("space", 2, 2, ("Vehicle", "Fighter"), ("Heroism",), ""),
    "spy": ("ground", 0, 2, ("Official",), (), "raid 2"),
    "mandalorian": ("ground", 2, 2, ("Mandalorian",), ("Vigilance",), "shielded"),
}
TITLES = {
    "battle droid": "Battle Droid",
    "clone trooper": "Clone Trooper",
    "tie fighter": "TIE Fighter",
    "x-wing": "X-Wing",
    "spy": "Spy",
    "mandalorian": "Mandalorian",
}


@cache
def token_definition(name: str) -> CardDefinition:
    key = name.lower()
    arena, power, hp, traits, aspects, keyword = TOKENS[key]
    abilities: tuple[AbilityDefinition, ...] = ()
    if keyword:
        word, *value = keyword.split()
        abilities = (
            AbilityDefinition(
                id="a1",
                kind="keyword",
                text=keyword.title(),
                timing=f"keyword:{word}",
                extra={"keyword": word, "value": int(value[0]) if value else 0},
            ),
        )
    return CardDefinition(
        game="swu",
        name=TITLES[key],
        type="unit",
        stats={"power": power, "hp": hp},
        traits=traits,
        fields={"arena": arena, "aspects": list(aspects), "token": True},
        text=f"Token unit: {TITLES[key]}.",
        abilities=abilities,
        source="token",
    )
