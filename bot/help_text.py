"""What ``/help`` says: how to write a scenario, with one example per game.

Examples are written for this project. A game whose ruleset has not landed yet is
still listed, marked as coming, so the help never promises what the engine lacks.
"""

from __future__ import annotations

import importlib.util

from bot import render
from engine.games import GAMES
from engine.rulesets import RULESETS

EXAMPLES: dict[str, str] = {
    "swu": "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon",
    "altered": "A: Sierra in expedition; B plays Kelon Burst on Sierra",
    "grand_archive": "A: Lorraine in field; B activates an ability targeting Lorraine",
    "redemption": "A: Moses in territory; B plays an evil character that blocks Moses",
    "epic_battles": "A: Ryu attacks; B blocks with Ken",
}

GRAMMAR = (
    "A scenario is one line of statements separated by `;`. Name the players **A** and **B**.\n"
    "• Board: `A: Krayt Dragon in ground arena` puts a card into a zone.\n"
    "• Actions: `B plays Vanquish on Krayt Dragon`, `A attacks with Krayt Dragon`.\n"
    "• Start typing a card name in `/ruling` and pick it from the suggestions.\n"
    "• Use `active:` to say whose turn it is, and `public: True` to post for everyone.\n"
    "• Longer scenarios: `/ruling` with no scenario opens the Ruling builder, one statement per line.\n"
    "• Where a player has a choice, the answer shows the documented default and a button "
    "shows the other choice."
)


def ruleset_available(game: str) -> bool:
    """True when the engine has a ruleset module for ``game``, not just data files."""
    target = RULESETS.get(game)
    if not target:
        return False
    try:
        return importlib.util.find_spec(target.split(":")[0]) is not None
    except (ImportError, ValueError):
        return False


def help_pages() -> list[render.Page]:
    doc = render.Doc(title="How to ask for a ruling", colour=render.COLOURS["info"])
    doc.line(GRAMMAR)
    for game, name in GAMES.items():
        example = EXAMPLES.get(game, "")
        state = "" if ruleset_available(game) else " *(ruleset coming)*"
        doc.add_field(f"{name} (`{game}`){state}", f"`/ruling game:{game} scenario:{example}`")
    doc.add_field(
        "Other commands",
        "`/card name` — a card, how the engine reads each ability, official rulings\n"
        "`/rule 7.6.10` or `/rule trigger order` — a rule by number, or a search\n"
        "`/settings game` — this server's default game (Manage Server)",
    )
    doc.footer = "Answers are private unless you post them; nothing you type can ping anyone."
    return render.paginate(doc)
