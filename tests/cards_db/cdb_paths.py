"""Paths shared by the card database tests (a uniquely named module, not a package)."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"
EXPORTS = FIXTURES / "exports"
REPO_ROOT = HERE.parent.parent
SHARED = REPO_ROOT.parent / "shared"
