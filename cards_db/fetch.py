"""``tcg-judge cards fetch``: download each game's public card export and import it.

Each game's files come from the public repository that publishes them, pinned to one
commit, over GitHub's raw-file address, so a fresh clone gets the same data the tests
use. ``base_url`` points at a mirror laid out as ``<base>/<game>/<file>`` instead (the
tests serve a local folder). A download is checked for completeness (HTTP status and
length) and then validated in full by the importer before anything is written.
"""

from __future__ import annotations

import http.client
import shutil
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

RAW = "https://raw.githubusercontent.com"
TIMEOUT = 60.0
MAX_BYTES = 64 * 1024 * 1024  # no export comes near; a bigger answer is not an export
CHUNK = 64 * 1024


@dataclass(frozen=True)
class Source:
    """One file of a game's export: where it is published, and its name locally."""

    name: str  # file name in the game's folder (and in a mirror)
    repo: str
    commit: str
    path: str

    def url(self, game: str, base_url: str | None) -> str:
        if base_url:
            return f"{base_url.rstrip('/')}/{game}/{urllib.parse.quote(self.name)}"
        return f"{RAW}/{self.repo}/{self.commit}/{urllib.parse.quote(self.path)}"


_SWU = ("mitchellray-gh/StarWarsUnlimitedCardExport", "533de50e3923485e61d9f9805a911b3ef21a0a4c")
_ALTERED = (
    "mbaumgarten76-gif/Altered-TCG-Card-Database-1",
    "7f5fd6aa0928a9af2786e2635e55de6d00a03555",
)
_ALTERED_SETS = [
    "ALIZE",
    "BISE",
    "CORE",
    "COREKS",
    "CYCLONE",
    "DUSTER",
    "DUSTERCB",
    "DUSTEROP",
    "DUSTERTOP",
    "MUSUBI",
    "TCS3",
    "WCF25",
    "WCQ25",
    "WCS25",
]
_REDEMPTION = (
    "timothestes/redemption-tournament-tracker",
    "fac23a6fe7dc1e68626dc46c533c266ef9364185",
)
_GA = ("AmphiBlocks/Grand-Archive-TTS", "e9f949de397a328c0d0377260987ac86a5157f9a")
_EB = "JoePerry/Epic-Battles-Online"
_EB_OLD = "07d46a38c0ed45917dabd081f07ef4687b8bc514"
_EB_NEW = "2e449b666cfb0ec4446a047a04aeaa7893e06c66"
_EB_SETS = (
    ("mk_premiere.xml", "1d5ceeb8-0ba5-5728-ae5e-fa97dddb17e6", _EB_OLD),
    ("mk_round_1.xml", "cf26f448-c0cc-5bfd-8b5b-523bb26b48df", _EB_OLD),
    ("street_fighter.xml", "8554112b-fb66-52db-b1e7-ed6798bd739c", _EB_OLD),
    ("tekken.xml", "f1d432be-800c-5716-abc5-b9a03e6bc228", _EB_OLD),
    ("tekken_promos.xml", "bc2f5afa-649c-51fd-9a47-9b9021364711", _EB_OLD),
    ("street_fighter_2.xml", "ec6acc94-42df-5284-bfa9-c3f67c82ebb9", _EB_NEW),
    ("marvel_vs_capcom.xml", "c7b0ae37-b22a-584c-909a-0c7396e2082c", _EB_NEW),
)

SOURCES: dict[str, tuple[Source, ...]] = {
    "swu": (Source("swu_cards.json", *_SWU, "database/swu_cards.json"),),
    "altered": tuple(
        Source(f"{s}_EN.json", *_ALTERED, f"SETS/{s}/{s}_EN.json") for s in _ALTERED_SETS
    ),
    "redemption": (Source("carddata.txt", *_REDEMPTION, "scripts/data/carddata.txt"),),
    "grand_archive": (Source("gatcg_effects.csv", *_GA, "gatcg_effects.csv"),),
    "epic_battles": tuple(
        Source(name, _EB, commit, f"dist/Sets/{guid}/set.xml") for name, guid, commit in _EB_SETS
    ),
}


class FetchError(RuntimeError):
    """A download that failed or came back incomplete; the message names the URL."""


def is_url(text: str) -> bool:
    return urllib.parse.urlsplit(str(text)).scheme in ("http", "https")


def download(url: str, dest: Path, progress: Callable[[int], None] | None = None) -> int:
    """Fetch ``url`` into ``dest``; refuses errors, short bodies and oversized answers."""
    request = urllib.request.Request(url, headers={"User-Agent": "tcg-judge card fetch"})
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as resp, dest.open("wb") as out:
            expected = resp.headers.get("Content-Length")
            total = 0
            while chunk := resp.read(CHUNK):
                total += len(chunk)
                if total > MAX_BYTES:
                    raise FetchError(f"{url}: larger than {MAX_BYTES // 2**20} MB; not an export")
                out.write(chunk)
                if progress:
                    progress(len(chunk))
    except urllib.error.HTTPError as e:
        raise FetchError(f"{url}: HTTP {e.code} {e.reason}") from None
    except (urllib.error.URLError, http.client.HTTPException, TimeoutError, OSError) as e:
        reason = getattr(e, "reason", None) or e
        raise FetchError(f"{url}: could not download ({reason})") from None
    if expected is not None and expected.isdigit() and int(expected) != total:
        raise FetchError(f"{url}: the download stopped at {total} of {expected} bytes")
    if total == 0:
        raise FetchError(f"{url}: the file is empty")
    return total


def fetch_game(
    game: str, folder: Path, base_url: str | None, progress: Callable[[int], None] | None = None
) -> Path:
    """Every file of ``game`` into ``folder/<game>``; returns that folder."""
    target = folder / game
    target.mkdir(parents=True, exist_ok=True)
    for src in SOURCES[game]:
        download(src.url(game, base_url), target / src.name, progress)
    return target


def download_to_temp(url: str) -> tuple[Path, Path]:
    """One URL into a fresh temporary folder: (file, folder to delete afterwards)."""
    tmp = Path(tempfile.mkdtemp(prefix="tcg-judge-"))
    name = Path(urllib.parse.urlsplit(url).path).name or "export"
    try:
        download(url, tmp / urllib.parse.unquote(name))
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return tmp / urllib.parse.unquote(name), tmp


class Progress:
    """A one-line progress bar on a terminal; one line per step otherwise."""

    def __init__(self, total_steps: int, out: TextIO | None = None, width: int = 24) -> None:
        self.total = max(1, total_steps)
        self.done = 0
        self.out = out or sys.stderr
        self.width = width
        self.bytes = 0
        self.live = bool(getattr(out, "isatty", lambda: False)())

    def add_bytes(self, n: int) -> None:
        self.bytes += n

    def step(self, label: str) -> None:
        self.done += 1
        filled = round(self.width * self.done / self.total)
        bar = "#" * filled + "." * (self.width - filled)
        line = f"[{bar}] {self.done}/{self.total} {label} ({self.bytes / 2**20:.1f} MB)"
        if self.live:
            self.out.write("\r" + line.ljust(79))
            if self.done >= self.total:
                self.out.write("\n")
        else:
            self.out.write(line + "\n")
        self.out.flush()
