"""The games of the whole-pool contract tests (a uniquely named module, not a conftest)."""

POOL_GAMES = ("swu", "altered", "grand_archive", "redemption", "epic_battles")
