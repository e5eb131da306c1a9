"""Where the database file lives: ``TCG_JUDGE_DB``, else ``<repo or cwd>/data/tcg-judge.sqlite3``."""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def default_db_path() -> Path:
    env = os.environ.get("TCG_JUDGE_DB", "").strip()
    if env:
        return Path(env).expanduser()
    base = REPO_ROOT if (REPO_ROOT / "pyproject.toml").is_file() else Path.cwd()
    return base / "data" / "tcg-judge.sqlite3"
