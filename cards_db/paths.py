"""Where the database file lives, when ``TCG_JUDGE_DB`` does not say (empty means default).

1. ``TCG_JUDGE_DB`` when set and not empty;
2. ``$STATE_DIRECTORY/tcg-judge.sqlite3`` under systemd (its ``StateDirectory=``, the one
   place a hardened unit may write);
3. ``<repository>/data/tcg-judge.sqlite3`` in a source checkout;
4. ``$XDG_DATA_HOME/tcg-judge/tcg-judge.sqlite3`` (``~/.local/share`` by default) for an
   installed package, such as the container image, whose own folder is not writable.
"""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
FILE_NAME = "tcg-judge.sqlite3"


def default_db_path() -> Path:
    env = os.environ.get("TCG_JUDGE_DB", "").strip()
    if env:
        return Path(env).expanduser()
    state = os.environ.get("STATE_DIRECTORY", "").strip()
    if state:
        return Path(state.split(":")[0]) / FILE_NAME
    if (REPO_ROOT / "pyproject.toml").is_file():
        return REPO_ROOT / "data" / FILE_NAME
    data_home = os.environ.get("XDG_DATA_HOME", "").strip() or str(Path.home() / ".local/share")
    return Path(data_home).expanduser() / "tcg-judge" / FILE_NAME
