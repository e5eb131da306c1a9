"""What ``/help`` says: how to write a scenario, with one example per game.

Examples are written for this project, one per game; the test suite runs each one
through the service, so the help never shows an example that fails, and answering
``/help`` runs no engine at all.
"""

from __future__ import annotations

import functools

from bot import render
from engine.games import GAMES

EXAMPLES: dict[str, str] = {
    "swu": "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon",
    "altered": (
        "A: Kitsune in hero expedition; A: Asmodeus in companion expedition; "
        "B: Ordis Recruit in hero expedition; B plays Anubis"
    ),
    "epic_battles": "A: Nose Breaker in energy; B: Slide Aside + Head Crunch in deck; A plays Berserk Chop",
    "grand_archive": (
        "A: Brin, Hedge Mage in field; A: Cinder Hound in hand; "
        "B: Aster, Flame Knight + Cinder Hound in field; A activates Cinder Hound"
    ),
    "redemption": (
        "A: Agabus in battle; B: Abihu in battle; B: Abner + Adonijah in territory; "
        "A plays David's Victory; B plays Destroying Bands"
    ),
}

GRAMMAR = (
    "A scenario is one line of statements separated by `;`. Name the players **A** and **B**.\n"
    "• Board: `A: Krayt Dragon in ground arena` puts a card into a zone.\n"
    "• Actions: `B plays Vanquish on Krayt Dragon`, `A attacks with Krayt Dragon`.\n"
    "• State in brackets: `Krayt Dragon (2 damage, exhausted)`; facts no card data records: "
    "`Goliath (human, male)`, `Ruth (meek)`, `Bear (genderless)`.\n"
    "• Start typing a card name in `/ruling` and pick it from the suggestions.\n"
    "• Use `active:` to say whose turn it is, and `public: True` to post for everyone.\n"
    "• Without `game:` (and no server game), the game is the one the card names belong to.\n"
    "• Longer scenarios: `/ruling` with no scenario opens the Ruling builder, one statement per line.\n"
    "• Where a player has a choice, the answer shows the documented default and a button "
    "shows the other choice."
)

GAME_STEPS = (
    "1. `/game new game:swu opponent:@someone scenario:...` (or two deck lists) opens a thread.\n"
    "2. There, the player to move types `/game do play Vanquish on Krayt Dragon` (or `pass`).\n"
    "3. When the rules give a player a choice, buttons ask that player; only their click counts.\n"
    "4. `/game state`, `/game log` (every move with its ruling), `/game undo` (opponent agrees).\n"
    "5. `/game end` ends it; moves are saved as they happen, so a game can last days."
)


@functools.cache
def example_runs(game: str) -> bool:
    """True when the game's example runs in the engine; help never shows an example that fails."""
    example = EXAMPLES.get(game)
    if not example:
        return False
    from engine.api import run_ruling

    try:
        run_ruling(example, game=game)
    except Exception:  # a ruleset still being written, or a renamed card: leave the example out
        return False
    return True


def help_pages() -> list[render.Page]:
    doc = render.Doc(title="How to ask for a ruling", colour=render.COLOURS["info"])
    doc.line(GRAMMAR)
    for game, name in GAMES.items():
        if game in EXAMPLES:
            doc.add_field(f"{name} (`{game}`)", f"`/ruling game:{game} scenario:{EXAMPLES[game]}`")
        else:
            doc.add_field(f"{name} (`{game}`)", "`/card` and `/rule` work for this game.")
    doc.add_field("Playing a game over days", GAME_STEPS)
    doc.add_field(
        "Other commands",
        "`/card name` — a card, how the engine reads each ability, official rulings\n"
        "`/rule 7.6.10` or `/rule trigger order` — a rule by number, or a search\n"
        "`/settings game` — this server's default game (Manage Server)",
    )
    doc.footer = "Answers are private unless you post them; nothing you type can ping anyone."
    return render.paginate(doc)
