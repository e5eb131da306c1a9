"""The hand-checked sample of the Redemption standing abilities this branch executes.

Drawn with ``random.seed(15)`` (shuffling the distinct printed sentences of every ability the
pool run newly executes on this branch — 95 abilities, 65 distinct sentences — one card per
sentence; the first 32 are listed). Each entry lists the exact effect steps the ability logs in
its reach scenario: what it holds as it completes and, for an immunity or an ignore, what it
decides as the battle is resolved. The comment on each entry says in our words what the card's
text asks for; each was read against the printed text.

Read by hand: 32 of 32 say what the printed text says. Caveats noted on reading, not counted
as wrong: a rider on the enhancements a character uses shows "it covers no card now" in its
reach scenario (no enhancement is played on it there; test_redemption_standing.py plays one
and negates it); an immunity of a character that shares its side of the battle is left to the
outcome by numbers, with the trace saying so.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_sample import run_sampled

# (card, ability, every effect step it must log)
SAMPLE = [
    (
        "Tekoan Woman",
        "a1",
        # itself, from capture ('taken prisoner' is the older word for it)
        [
            "Tekoan Woman (a1) completes: it holds from now until the end of this phase, the battle (now Tekoan Woman is protected from capture abilities)",
        ],
    ),
    (
        "Angel at Shur, Promo",
        "a2",
        # itself immune to demons; a demon blocker cannot defeat it
        [
            "Angel at Shur, Promo (a2) completes: it holds from now until the end of this phase, the battle (now Angel at Shur, Promo is immune to demons)",
            "Angel at Shur, Promo is immune to Possessing Demon (j) (Angel at Shur, Promo (a2): immune to demons): their strength cannot defeat it",
        ],
    ),
    (
        "Amasa",
        "a1",
        # itself, from capture
        [
            "Amasa (a1) completes: it holds from now until the end of this phase, the battle (now Amasa is protected from capture abilities)",
        ],
    ),
    (
        "Lydia, Wo",
        "a1",
        # itself, from capture
        [
            "Lydia, Wo (a1) completes: it holds from now until the end of this phase, the battle (now Lydia, Wo is protected from capture abilities)",
        ],
    ),
    (
        "The Sixth Seal",
        "a1",
        # the hero it is played on ignores the pale green brigade; the pale green blocker does not count
        [
            "The Sixth Seal (a1) completes: it holds from now until the end of this phase, the battle (now Angel at Bethesda ignores the pale green brigade)",
            "Angel at Bethesda ignores Er (The Sixth Seal (a1): ignores the pale green brigade): Er counts as not in battle for the outcome",
        ],
    ),
    (
        "The Bear",
        "a2",
        # itself immune to the red brigade (it shares its side with the character it bands: the outcome is left as printed)
        [
            "The Bear (a2) completes: it holds from now until the end of this phase, the battle (now The Bear is immune to the red brigade)",
        ],
    ),
    (
        "Peter, EC",
        "a3",
        # good Acts enhancements played on Peter get 'cannot be negated' (none yet)
        [
            "Peter, EC (a3) completes: it holds from now until the end of this phase, the battle (it covers no card now)",
        ],
    ),
    (
        "Amariah, the High Priest, Roots",
        "a1",
        # O.T. clay enhancements it uses cannot be interrupted (none yet)
        [
            "Amariah, the High Priest, Roots (a1) completes: it holds from now until the end of this phase, the battle (it covers no card now)",
        ],
    ),
    (
        "Meekness of Isaac, L",
        "a1",
        # the hero it is played on ignores the gold brigade
        [
            "Meekness of Isaac, L (a1) completes: it holds from now until the end of this phase, the battle (now Philip's Daughters ignores the gold brigade)",
            "Philip's Daughters ignores Phygellus (Meekness of Isaac, L (a1): ignores the gold brigade): Phygellus counts as not in battle for the outcome",
        ],
    ),
    (
        "Michael, 2017 Promo",
        "a1",
        # enhancements played on Michael cannot be negated (none yet)
        [
            "Michael, 2017 Promo (a1) completes: it holds from now until the end of this phase, the battle (it covers no card now)",
        ],
    ),
    (
        "Battle Axe, Ki",
        "a1",
        # the hero it is played on ignores the gray brigade
        [
            "Battle Axe, Ki (a1) completes: it holds from now until the end of this phase, the battle (now Centurion ignores the gray brigade)",
            "Centurion ignores False Prophets (Battle Axe, Ki (a1): ignores the gray brigade): False Prophets counts as not in battle for the outcome",
        ],
    ),
    (
        "Mordecai, PoC",
        "a1",
        # good O.T. enhancements it uses cannot be negated (none yet)
        [
            "Mordecai, PoC (a1) completes: it holds from now until the end of this phase, the battle (it covers no card now)",
        ],
    ),
    (
        "The Name of the Lord",
        "a5",
        # the fortress itself, from discard, while in play
        [
            "The Name of the Lord (a5), ongoing while it is in play: The Name of the Lord is protected from discard abilities",
        ],
    ),
    (
        "Abiezer, Ki",
        "a1",
        # itself immune to the crimson brigade; the crimson blocker cannot defeat it
        [
            "Abiezer, Ki (a1) completes: it holds from now until the end of this phase, the battle (now Abiezer, Ki is immune to the crimson brigade)",
            "Abiezer, Ki is immune to Alexander the Coopersmith (Abiezer, Ki (a1): immune to the crimson brigade): their strength cannot defeat it",
        ],
    ),
    (
        "Joshua the High Priest",
        "a1",
        # enhancements it uses cannot be negated (none yet)
        [
            "Joshua the High Priest (a1) completes: it holds from now until the end of this phase, the battle (it covers no card now)",
        ],
    ),
    (
        "King Osnappar, RR2",
        "a2",
        # evil O.T. enhancements it uses cannot be negated (none yet)
        [
            "King Osnappar, RR2 (a2) completes: it holds from now until the end of this phase, the battle (it covers no card now)",
        ],
    ),
    (
        "Naaman",
        "a1",
        # O.T. enhancements it uses cannot be negated (none yet)
        [
            "Naaman (a1) completes: it holds from now until the end of this phase, the battle (it covers no card now)",
        ],
    ),
    (
        "Brother's Reunion",
        "a1",
        # the hero it is played on immune to the gold brigade (the opposing gold character)
        [
            "Brother's Reunion (a1) completes: it holds from now until the end of this phase, the battle (now Philip's Daughters is immune to the gold brigade)",
            "Philip's Daughters is immune to Phygellus (Brother's Reunion (a1): immune to the gold brigade): their strength cannot defeat it",
        ],
    ),
    (
        "The Woman with Child, RoJ AB",
        "a1",
        # itself, from the abilities of demons
        [
            "The Woman with Child, RoJ AB (a1) completes: it holds from now until the end of this phase, the battle (now The Woman with Child, RoJ AB is protected from the abilities of any demon)",
        ],
    ),
    (
        "The Winged Lion",
        "a2",
        # itself immune to the green brigade (it shares its side: outcome left as printed)
        [
            "The Winged Lion (a2) completes: it holds from now until the end of this phase, the battle (now The Winged Lion is immune to the green brigade)",
        ],
    ),
    (
        "Pillar of Fire, Wa",
        "a1",
        # the hero it is played on immune to the black brigade
        [
            "Pillar of Fire, Wa (a1) completes: it holds from now until the end of this phase, the battle (now Agabus is immune to the black brigade)",
            "Agabus is immune to Greek Philosophers (Pillar of Fire, Wa (a1): immune to the black brigade): their strength cannot defeat it",
        ],
    ),
    (
        "Forest Fire, Pr",
        "a1",
        # the hero it is played on ignores the pale green brigade
        [
            "Forest Fire, Pr (a1) completes: it holds from now until the end of this phase, the battle (now Centurion ignores the pale green brigade)",
            "Centurion ignores Er (Forest Fire, Pr (a1): ignores the pale green brigade): Er counts as not in battle for the outcome",
        ],
    ),
    (
        "Breastplate of Righteousness, Ki",
        "a1",
        # the hero it is played on immune to the crimson brigade
        [
            "Breastplate of Righteousness, Ki (a1) completes: it holds from now until the end of this phase, the battle (now Agabus is immune to the crimson brigade)",
            "Agabus is immune to Alexander the Coopersmith (Breastplate of Righteousness, Ki (a1): immune to the crimson brigade): their strength cannot defeat it",
        ],
    ),
    (
        "King of Tyrus, 2022 - 1st Place",
        "a1",
        # itself, from O.T. heroes and the opponent's dominants
        [
            "King of Tyrus, 2022 - 1st Place (a1) completes: it holds from now until the end of this phase, the battle (now King of Tyrus, 2022 - 1st Place is protected from the abilities of any O.T. hero or opponent's dominant)",
        ],
    ),
    (
        "Paul, the Bond-Servant, RR2",
        "a2",
        # N.T. enhancements it uses cannot be negated (none yet)
        [
            "Paul, the Bond-Servant, RR2 (a2) completes: it holds from now until the end of this phase, the battle (it covers no card now)",
        ],
    ),
    (
        "The Woman with Child, RoJ",
        "a1",
        # itself, from the abilities of demons
        [
            "The Woman with Child, RoJ (a1) completes: it holds from now until the end of this phase, the battle (now The Woman with Child, RoJ is protected from the abilities of any demon)",
        ],
    ),
    (
        "Pillar of Fire, G",
        "a1",
        # the hero it is played on immune to the black and gold brigades
        [
            "Pillar of Fire, G (a1) completes: it holds from now until the end of this phase, the battle (now Agabus is immune to the black and gold brigades)",
            "Agabus is immune to Greek Philosophers (Pillar of Fire, G (a1): immune to the black and gold brigades): their strength cannot defeat it",
        ],
    ),
    (
        "Michael, Dragon Slayer, Fundraiser",
        "a1",
        # enhancements it uses cannot be negated (none yet)
        [
            "Michael, Dragon Slayer, Fundraiser (a1) completes: it holds from now until the end of this phase, the battle (it covers no card now)",
        ],
    ),
    (
        "Thomas, Di",
        "a1",
        # enhancements Thomas uses cannot be negated (none yet)
        [
            "Thomas, Di (a1) completes: it holds from now until the end of this phase, the battle (it covers no card now)",
        ],
    ),
    (
        "Leviathan",
        "a2",
        # itself, from capture
        [
            "Leviathan (a2) completes: it holds from now until the end of this phase, the battle (now Leviathan is protected from capture abilities)",
        ],
    ),
    (
        "Devotion of Ruth, L",
        "a1",
        # the hero it is played on ignores the gray brigade
        [
            "Devotion of Ruth, L (a1) completes: it holds from now until the end of this phase, the battle (now Philip's Daughters ignores the gray brigade)",
            "Philip's Daughters ignores False Prophets (Devotion of Ruth, L (a1): ignores the gray brigade): False Prophets counts as not in battle for the outcome",
        ],
    ),
    (
        "Mary Magdalene, Di",
        "a2",
        # itself immune to demons; the demon blockers cannot defeat it
        [
            "Mary Magdalene, Di (a2) completes: it holds from now until the end of this phase, the battle (now Mary Magdalene, Di is immune to demons)",
            "Mary Magdalene, Di is immune to Possessing Demon (j), Possessing Demon (j) #2 (Mary Magdalene, Di (a2): immune to demons): their strength cannot defeat it",
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


@pytest.mark.parametrize(("card", "ability", "steps"), SAMPLE, ids=[s[0] for s in SAMPLE])
def test_the_sampled_standing_ability_logs_exactly_these_steps(catalog, card, ability, steps):
    _ab, logged = run_sampled(catalog, card, ability)
    assert logged == steps
