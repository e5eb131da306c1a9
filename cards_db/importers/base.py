"""What every importer shares: the error that names the bad record and field, and merging
several printings of one card identity."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..records import ImportedCard


class ImportFailure(ValueError):
    """A bad export file; the message names the file, the record and the field."""

    def __init__(self, path: Path | str, record: str, field: str, problem: str) -> None:
        self.path = str(path)
        self.record = record
        self.field = field
        super().__init__(f"{Path(path).name}: {record}: field {field!r} {problem}")

    def __reduce__(self) -> tuple[object, tuple[str, str, str, str]]:
        # Raised in a worker process, it must come back whole (its constructor takes four parts).
        return _restore_failure, (self.path, self.record, self.field, str(self))


def _restore_failure(path: str, record: str, field: str, message: str) -> ImportFailure:
    exc = ImportFailure.__new__(ImportFailure)
    ValueError.__init__(exc, message)
    exc.path, exc.record, exc.field = path, record, field
    return exc


def files_in(path: Path, pattern: str) -> list[Path]:
    """One file, or the matching files of a folder, in a stable order."""
    if path.is_dir():
        found = sorted(p for p in path.glob(pattern) if p.is_file())
        if not found:
            raise ImportFailure(path, "folder", pattern, "matches no file")
        return found
    if not path.is_file():
        raise ImportFailure(path, "path", "PATH", "does not exist")
    return [path]


def merge(cards: Iterable[ImportedCard]) -> list[ImportedCard]:
    """One card per identity; later records update earlier ones, printings accumulate."""
    by_key: dict[tuple[str, str], ImportedCard] = {}
    for card in cards:
        key = (card.game, card.full_name.casefold())
        old = by_key.get(key)
        if old is None:
            by_key[key] = card
            continue
        seen = {(p.set_code, p.number, p.reference) for p in card.printings}
        card.printings = [
            p for p in old.printings if (p.set_code, p.number, p.reference) not in seen
        ] + card.printings
        questions = {r.question for r in card.rulings}
        card.rulings = [r for r in old.rulings if r.question not in questions] + card.rulings
        by_key[key] = card
    return list(by_key.values())


MAX_NUMBER = 999_999  # no printed cost or stat comes near; a bigger one is a broken file


def to_int(value: object, path: Path | str, record: str, field: str) -> int | None:
    """An optional whole number; blank and dash mean "none"; out of range is an error."""
    if value is None or (isinstance(value, str) and value.strip() in {"", "-", "--", "—"}):
        return None
    if isinstance(value, bool):
        raise ImportFailure(path, record, field, f"is {value!r}, expected a whole number")
    shown = str(value)[:20] + ("…" if len(str(value)) > 20 else "")
    text = str(value).strip()
    if len(text) > 12:
        raise ImportFailure(path, record, field, f"is {shown!r}, too large for a card number")
    try:
        number = int(text)
    except ValueError:
        raise ImportFailure(path, record, field, f"is {shown!r}, expected a whole number") from None
    if abs(number) > MAX_NUMBER:
        raise ImportFailure(
            path, record, field, f"is {number}, outside -{MAX_NUMBER}..{MAX_NUMBER}"
        )
    return number


def required_text(value: object, path: Path | str, record: str, field: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ImportFailure(path, record, field, "is missing or empty")
    return value.strip()


def optional_text(value: object, path: Path | str, record: str, field: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ImportFailure(path, record, field, f"is {type(value).__name__}, expected text")
    return value
