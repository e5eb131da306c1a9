"""One ruleset per game. ``GAMES`` maps the game id used everywhere to its display name."""

GAMES: dict[str, str] = {
    "swu": "Star Wars: Unlimited",
    "altered": "Altered",
    "grand_archive": "Grand Archive",
    "redemption": "Redemption",
    "epic_battles": "Epic Battles",
}
