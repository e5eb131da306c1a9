"""The deploy files' commands, run as far as this machine allows.

A container build runs when a Docker daemon answers; otherwise the image's and the
unit's environments are rebuilt by the rules Docker and systemd document (an env file's
``KEY=`` sets an empty value; ``EnvironmentFile=`` overrides ``Environment=``;
``StateDirectory=`` sets ``$STATE_DIRECTORY``) and the program is run in them.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
EXAMPLE = REPO / ".env.example"
PRINT_DB = "from cards_db.paths import default_db_path; print(default_db_path())"


def env_file(path: Path) -> dict[str, str]:
    """KEY=VALUE lines as Docker's --env-file and systemd's EnvironmentFile= read them."""
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            key, _, value = line.partition("=")
            out[key.strip()] = value.strip()
    return out


def run_python(code: str, env: dict[str, str], cwd: Path) -> str:
    base = {"PATH": os.environ.get("PATH", ""), "HOME": env.get("HOME", "/nonexistent")}
    proc = subprocess.run(
        [sys.executable, "-c", code],
        env={**base, **env},
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return proc.stdout.strip()


def installed_copy(tmp_path: Path) -> Path:
    """The packages without pyproject.toml beside them, as `pip install .` leaves them."""
    site = tmp_path / "site"
    for pkg in ("engine", "cards_db", "bot"):
        shutil.copytree(REPO / pkg, site / pkg, ignore=shutil.ignore_patterns("__pycache__"))
    return site


def test_docker_env_file_with_empty_db_setting_uses_the_volume(tmp_path: Path) -> None:
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    image_env = dict(re.findall(r"(\w+)=(\S+?)\s*(?:\\|$)", text.split("WORKDIR")[0], re.M))
    assert "TCG_JUDGE_DB" not in image_env, "an empty TCG_JUDGE_DB= in .env would override it"
    volume = re.search(r'VOLUME \["(.+?)"\]', text).group(1)
    env = {**image_env, **env_file(EXAMPLE), "PYTHONPATH": str(installed_copy(tmp_path))}
    assert env["TCG_JUDGE_DB"] == ""
    path = Path(run_python(PRINT_DB, env, tmp_path))
    assert path.is_relative_to(volume), path


def test_systemd_unit_database_is_in_its_writable_state_directory(tmp_path: Path) -> None:
    unit = (DEPLOY / "tcg-judge.service").read_text(encoding="utf-8")
    settings = dict(re.findall(r"^(\w+)=(.*)$", unit, re.M))
    env: dict[str, str] = {}
    for line in re.findall(r"^Environment=(.*)$", unit, re.M):
        env.update(dict(part.split("=", 1) for part in shlex.split(line)))
    env.update(env_file(EXAMPLE))  # EnvironmentFile= overrides Environment=
    env["STATE_DIRECTORY"] = f"/var/lib/{settings['StateDirectory']}"
    env["PYTHONPATH"] = str(REPO)  # the unit runs a checkout in /opt/tcg-judge
    path = Path(run_python(PRINT_DB, env, REPO))
    writable = [Path(p) for p in settings["ReadWritePaths"].split()]
    assert any(path.is_relative_to(w) for w in writable), (path, writable)
    assert settings["ProtectSystem"] == "strict"


def test_unit_header_sync_command_reads_an_env_file_with_comments(tmp_path: Path) -> None:
    unit = (DEPLOY / "tcg-judge.service").read_text(encoding="utf-8")
    line = next(
        ln for ln in unit.splitlines() if ln.startswith("#") and "bot" in ln and " sync" in ln
    )
    command = shlex.split(line.lstrip("# "))
    assert "$(" not in line and "xargs" not in line
    i = command.index("--env-file")
    env_path = tmp_path / "tcg-judge.env"
    shutil.copy(EXAMPLE, env_path)
    args = command[command.index("bot") + 1 :]
    args[args.index("--env-file") + 1] = str(env_path)
    assert command[i + 1] == "/etc/tcg-judge.env"
    proc = subprocess.run(
        [sys.executable, "-m", "bot", *args],
        env={"PATH": os.environ.get("PATH", ""), "TCG_JUDGE_DB": str(tmp_path / "db.sqlite3")},
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip() == "sync needs DISCORD_TOKEN (see .env.example)"


def _docker() -> bool:
    if not shutil.which("docker"):
        return False
    return subprocess.run(["docker", "info"], capture_output=True, timeout=20).returncode == 0


@pytest.mark.skipif(not _docker(), reason="no Docker daemon on this machine")
def test_container_builds_and_finds_its_database_on_the_volume(tmp_path: Path) -> None:
    subprocess.run(
        ["docker", "build", "-f", "deploy/Dockerfile", "-t", "tcg-judge:test", "."],
        cwd=REPO,
        check=True,
        timeout=900,
    )
    out = subprocess.run(
        [
            "docker",
            "run",
            "--rm",
            "--env-file",
            str(EXAMPLE),
            "tcg-judge:test",
            "python",
            "-c",
            PRINT_DB,
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert out.stdout.strip() == "/data/tcg-judge/tcg-judge.sqlite3"
