"""A hand-checked sample of Imbue on the real pool, and the cases where a card is not imbued.

``random.Random(2027).sample(pool, 8)`` over the modelled Imbue abilities (cards in database
order); each runs in its reach scenario (the card costs N and A pays with N cards of the
element its reminder text names, or of the fire element the scenario states when the text
has no reminder) and the effect steps tagged with it are written out below, checked by hand
against Keywords and Abilities - Imbue 1-5."""

from __future__ import annotations

import random

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset

SLIMES = ("Baby Silver Slime", "Baby Silver Slime #2", "Baby Silver Slime #3")


def _imbued(card: str, n: int, element: str) -> list[str]:
    paid = ", ".join(SLIMES[:n])
    return [
        f"A reveals the cards paid into memory ({n} {element}: {paid}; Imbue {n} needs {n}): "
        f"{card} becomes imbued; the revealed cards turn face down once it is on the effects "
        "stack"
    ]


SAMPLE = [
    ("Cerulean Decree", "a1", _imbued("Cerulean Decree", 3, "fire")),  # no reminder: stated
    ("Verdigris Decree", "a1", _imbued("Verdigris Decree", 3, "fire")),
    ("Vermilion Decree", "a1", _imbued("Vermilion Decree", 3, "fire")),
    ("Shangxiang, Fierce Princess", "a1", _imbued("Shangxiang, Fierce Princess", 3, "norm")),
    ("Cultivate", "a1", _imbued("Cultivate", 1, "wind")),
    ("Skirting Step", "a1", _imbued("Skirting Step", 2, "wind")),
    ("Moontide Illusionist", "a1", _imbued("Moontide Illusionist", 2, "water")),
    ("Andronika, Eternal Herald", "a1", _imbued("Andronika, Eternal Herald", 3, "fire")),
]


def _mine(result, card, ability_id: str, kind: str = "effect") -> list[str]:
    return [
        s.text
        for s in result.steps
        if s.kind == kind and s.ability == ability_id and card.name in (s.card or "")
    ]


def test_the_sample_does_exactly_what_imbue_says(catalog) -> None:  # noqa: F811
    ruleset = get_ruleset("grand_archive")
    pool = [
        (card, ab)
        for card in catalog.cards("grand_archive")
        for ab in card.abilities
        if ab.modelled == "modelled" and ab.timing == "keyword:imbue"
    ]
    drawn = random.Random(2027).sample(pool, len(SAMPLE))
    assert [(c.full_name, a.id) for c, a in drawn] == [(n, i) for n, i, _ in SAMPLE]
    for (card, ability), (_, _, expected) in zip(drawn, SAMPLE, strict=True):
        r = run_ruling(ruleset.reach_scenario(card, ability), catalog=catalog)
        assert _mine(r, card, ability.id) == expected, card.full_name


def test_too_few_cards_of_the_element_do_not_imbue(catalog) -> None:  # noqa: F811
    card = catalog.get("grand_archive", "Skirting Step")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    scen["zones"]["A"]["hand"][2]["flags"] = {"element": "water"}  # one wind, one water
    r = run_ruling(scen, catalog=catalog)
    assert _mine(r, card, "a1") == []
    assert _mine(r, card, "a1", "info") == [
        "Skirting Step: 1 of the 2 card(s) paid are wind element, fewer than Imbue 2 needs, "
        "so it is not imbued"
    ]


def test_an_unstated_element_is_said_not_guessed(catalog) -> None:  # noqa: F811
    card = catalog.get("grand_archive", "Cultivate")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    del scen["zones"]["A"]["hand"][0]["flags"]["element"]
    r = run_ruling(scen, catalog=catalog)
    assert _mine(r, card, "a1") == []
    assert _mine(r, card, "a1", "info") == [
        "Cultivate's element is not in the card data, so Imbue 1 cannot be checked "
        "(state it with flags: {element: ...})"
    ]


def test_declining_to_reveal_leaves_it_unimbued(catalog) -> None:  # noqa: F811
    card = catalog.get("grand_archive", "Cultivate")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    scen["answers"] = [False]
    r = run_ruling(scen, catalog=catalog)
    assert _mine(r, card, "a1") == []
    assert "A does not reveal them" in [s.text for s in r.steps if s.kind == "choice"]


NO_DECK = "(the scenario lists no main deck, so which card is not known)"
STATIC = "while this static ability applies"

# ``random.Random(2027).sample(pool, 6)`` over the modelled abilities with an "if / as long as
# <this> is imbued" part that have a reach scenario: the card is paid for with its element
# (or, already on the field, stated imbued), so the part happens.
SAMPLE_IF = [
    (
        "Andronika, Eternal Herald",
        "a2",
        [
            f"Andronika, Eternal Herald gets +1 POWER and +1 LIFE {STATIC} (POWER 1)",
            f"Andronika, Eternal Herald has vigor {STATIC}",
        ],
    ),
    ("Windmill Engineer", "a2", [f"A draws a card into their memory {NO_DECK}"]),
    (
        "Hector, Praetorian Guard",
        "a2",
        [
            "A summons Automaton Drone (a token: it exists only on the field)",
            "A summons Automaton Drone #2 (a token: it exists only on the field)",
        ],
    ),
    ("Razorblade Execution", "a2", ["Spirit of Fire gets 1 preparation counter(s)"]),
    (
        "Skirting Step",
        "a2",
        [
            "Lost Spirit becomes distant until the end of its controller's turn",
            "The next 1 damage that would be dealt to Lost Spirit this turn will be prevented "
            "(shield 1)",
            f"A draws a card {NO_DECK}",
        ],
    ),
    (
        "Splashing Spearguard",
        "a2",
        [
            "B puts the top 2 card(s) of their deck into their graveyard; 2 not listed in the scenario"
        ],
    ),
]


def test_the_imbued_parts_sample_happens_when_imbued(catalog) -> None:  # noqa: F811
    ruleset = get_ruleset("grand_archive")
    pool = [
        (card, ab)
        for card in catalog.cards("grand_archive")
        for ab in card.abilities
        if ab.modelled == "modelled"
        and any((s.get("condition") or {}).get("state") == "imbued" for s in ab.effect)
        and ruleset.reach_scenario(card, ab) is not None
    ]
    drawn = random.Random(2027).sample(pool, len(SAMPLE_IF))
    assert [(c.full_name, a.id) for c, a in drawn] == [(n, i) for n, i, _ in SAMPLE_IF]
    for (card, ability), (_, _, expected) in zip(drawn, SAMPLE_IF, strict=True):
        r = run_ruling(ruleset.reach_scenario(card, ability), catalog=catalog)
        assert _mine(r, card, ability.id) == expected, card.full_name


def test_an_imbued_part_does_not_happen_when_not_revealed(catalog) -> None:  # noqa: F811
    card = catalog.get("grand_archive", "Windmill Engineer")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a2"))
    scen["answers"] = [False]
    r = run_ruling(scen, catalog=catalog)
    assert _mine(r, card, "a2") == []
    assert _mine(r, card, "a2", "info") == [
        "Windmill Engineer: the condition is not met (Windmill Engineer is not imbued), so that "
        "part does not happen"
    ]


def test_a_stated_imbued_flag_in_hand_is_reset_at_activation(catalog) -> None:  # noqa: F811
    """Imbued is an activation property (not imbued by default): only the payment sets it."""
    card = catalog.get("grand_archive", "Windmill Engineer")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a2"))
    hand = scen["zones"]["A"]["hand"]
    hand[0]["flags"]["imbued"] = True
    del hand[1:]  # nothing to pay with: the cost is not met from hand, nothing revealed
    hand[0]["flags"]["cost"] = 0
    r = run_ruling(scen, catalog=catalog)
    assert _mine(r, card, "a2") == []
    assert "Windmill Engineer is not imbued" in " ".join(_mine(r, card, "a2", "info"))
