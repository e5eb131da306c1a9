"""Empower N on the real export: the player's next Spell card counts the champion as N
levels higher while it is activated and resolves (Keywords and Abilities - Empower 1-3)."""

from __future__ import annotations

from typing import Any

from test_grand_archive_pool import (
    catalog,  # noqa: F401 - the real-export fixture
    sample_mismatches,
    sample_not_executed,
)

from engine.api import run_ruling

SHARD = {"player": "A", "activate": "Shard of Empowerment", "ability": "a1"}
STRIKE = "A activates Tiered Strike on Brin choosing heavy"


def _scenario(hand_flags: dict[str, Any], actions: list[Any]) -> dict[str, Any]:
    """Aster (printed level 1) with an empowering item; a [Level 2+] mode waits in hand."""
    return {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": [
                    "Aster, Novice Knight",
                    {"card": "Shard of Empowerment", "flags": {"type": "item"}},
                ],
                "hand": [{"card": "Tiered Strike", "flags": hand_flags}],
            },
            "B": {"field": ["Brin, Hedge Mage"]},
        },
        "actions": actions,
    }


def _brin_damage(result) -> int:
    brin = [c for c in result.final_state["zones"]["B"]["field"] if c["card"].startswith("Brin")]
    return brin[0].get("damage", 0)


def test_empower_lets_the_next_spell_count_two_more_levels(catalog) -> None:  # noqa: F811
    result = run_ruling(_scenario({"subtypes": ["Spell"]}, [SHARD, STRIKE]), catalog=catalog)
    texts = [s.text for s in result.steps]
    granted = next(s for s in result.steps if s.kind == "effect" and "empowered" in s.text)
    assert granted.text == (
        "A is empowered 2: the next Spell card they activate this turn counts their champion "
        "as 2 level(s) higher"
    )
    assert "Keywords and Abilities - Empower 2" in granted.rules
    assert (
        "Tiered Strike is A's first Spell card since they were empowered: it activates and "
        "resolves as if their champion were 2 level(s) higher"
    ) in texts
    assert any(
        "met: Aster, Novice Knight is level 3 (printed 1, modified 3, counting Empower 2)" in t
        for t in texts
    )
    assert _brin_damage(result) == 3  # the [Level 2+] mode resolved


def test_a_card_that_is_not_a_spell_leaves_empower_waiting(catalog) -> None:  # noqa: F811
    result = run_ruling(_scenario({"subtypes": ["Attack"]}, [SHARD, STRIKE]), catalog=catalog)
    texts = [s.text for s in result.steps]
    assert not any("first Spell card" in t for t in texts)
    assert any("locked by an unmet restriction" in t for t in texts)
    assert _brin_damage(result) == 0


def test_unknown_subtypes_are_said_not_guessed(catalog) -> None:  # noqa: F811
    result = run_ruling(_scenario({}, [SHARD, STRIKE]), catalog=catalog)
    texts = [s.text for s in result.steps]
    assert (
        "Whether Tiered Strike is a Spell card is not in the card data (state it: flags: "
        "{subtypes: [Spell]}); A's Empower 2 keeps waiting for a Spell card"
    ) in texts
    assert _brin_damage(result) == 0


def test_unused_empower_ends_with_the_turn(catalog) -> None:  # noqa: F811
    result = run_ruling(_scenario({}, [SHARD, "A ends the turn"]), catalog=catalog)
    end = next(s for s in result.steps if s.text.startswith("End of turn: "))
    assert "A's unused Empower 2 ends" in end.text


def _e(amount: int, **more: Any) -> dict[str, Any]:
    return {"amount": amount, "verb": "empower", **more}


# Every modelled Empower ability of the real pool (the whole family, so no draw is needed);
# each row's steps were checked by hand against the printed text. Recurring Invocation a1 compiles
# too but stays unreached: its graveyard trigger makes the reach read the card as an object.
EMPOWER_SAMPLE = [
    ("Kongming, Ascetic Vice", "a2", "on_enter", [_e(3)]),
    ("Gem of Sorority", "a1", "activated", [_e(2)]),
    ("Gossamer Staff", "a1", "activated", [_e(1)]),
    ("Shard of Empowerment", "a1", "activated", [_e(2)]),
    ("Tome of Sorcery", "a2", "activated", [_e(1)]),
    ("Heighten Spellcraft", "a1", "on_resolve", [_e(3)]),
    ("Fractal of Mana", "a2", "activated", [_e(1)]),
    (
        "Empowering Enlightenment",
        "a1",
        "on_resolve",
        [
            _e(2),
            {"amount": 1, "counter": "enlighten", "target": "your_champion", "verb": "put_counter"},
        ],
    ),
    ("Devoted Bloomweaver", "a2", "on_enter", [_e(2)]),
    ("Mnemonic Charm", "a2", "activated", [_e(2)]),
    (
        "Solar Pinnacle",
        "a2",
        "on_resolve",
        [
            {
                "amount": 2,
                "target": {"unit": {"controller": "any", "type": ["ally", "champion"]}},
                "verb": "deal_damage",
            },
            _e(2),
        ],
    ),
    (
        "Rainweaver Mage",
        "a1",
        "on_enter",
        [
            {"count": 1, "keyword": "floating memory", "verb": "banish_from_graveyard"},
            _e(4, if_done=True),
        ],
    ),
    ("Apprentice Aeromancer", "a1", "on_enter", [_e(2)]),
    ("Ruinous Pillars of Qidao", "a1", "on_enter", [_e(2), {"count": 1, "verb": "draw"}]),
    (
        "Sempiternal Sage",
        "a2",
        "on_attack",
        [{"amount": 3, "may": True, "verb": "recover"}, _e(3, if_not_done=True)],
    ),
]


def test_empower_family_compiles_exactly(catalog) -> None:  # noqa: F811
    assert sample_mismatches(catalog, EMPOWER_SAMPLE) == []


def test_empower_family_executes_at_its_moment(catalog) -> None:  # noqa: F811
    assert sample_not_executed(catalog, EMPOWER_SAMPLE) == []
