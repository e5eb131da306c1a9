"""Settings from ``.env`` and the environment, validated once at start-up.

The environment wins over ``.env`` so a container or systemd unit can override the
file. Every key is documented in ``.env.example``; a bad value stops the bot with a
message naming the key instead of failing later inside a command.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from dotenv import dotenv_values
from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator

from engine.games import GAMES

# Environment variable -> Settings field.
KEYS = {
    "DISCORD_TOKEN": "discord_token",
    "TCG_JUDGE_DB": "database_path",
    "LOG_LEVEL": "log_level",
    "OWNER_ID": "owner_id",
    "TEST_GUILD_ID": "test_guild_id",
    "DEFAULT_GAME": "default_game",
    "WORKERS": "workers",
}


class ConfigError(ValueError):
    """A setting is missing or malformed; the message names the variable."""


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    discord_token: SecretStr | None = None
    database_path: Path | None = None  # None: the card database's own default
    log_level: str = "INFO"
    owner_id: int | None = None
    test_guild_id: int | None = None
    default_game: str = "swu"
    workers: int = Field(2, ge=1, le=32)

    @field_validator("log_level")
    @classmethod
    def _level(cls, v: str) -> str:
        v = v.upper()
        if v not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("must be DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return v

    @field_validator("default_game")
    @classmethod
    def _game(cls, v: str) -> str:
        if v not in GAMES:
            raise ValueError(f"must be one of {', '.join(GAMES)}")
        return v

    @property
    def token(self) -> str | None:
        return self.discord_token.get_secret_value() if self.discord_token else None


def load_settings(
    env_file: str | Path | None = ".env", environ: Mapping[str, str] | None = None
) -> Settings:
    """Merge ``env_file`` (if it exists) and ``environ``; empty values count as unset."""
    raw: dict[str, str | None] = {}
    if env_file is not None and Path(env_file).is_file():
        raw.update(dotenv_values(env_file))
    raw.update(os.environ if environ is None else environ)
    data = {field: raw[key] for key, field in KEYS.items() if raw.get(key) not in (None, "")}
    try:
        return Settings(**data)
    except ValidationError as e:
        field_to_key = {v: k for k, v in KEYS.items()}
        err = e.errors()[0]
        key = field_to_key.get(str(err["loc"][0]), str(err["loc"][0]))
        raise ConfigError(f"{key}: {err['msg']}") from None
