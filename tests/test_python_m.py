"""``python -m reviewer`` runs the command: on a checkout that is not installed (no ``reviewer``
script on the PATH) it said "No module named reviewer.__main__"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*argv: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "reviewer", *argv], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_python_m_reviewer_checks_a_note():
    done = _run("check", "data/samples/quoted-note", "--offline", "--no-repair")
    assert done.returncode == 1, done.stderr  # the sample has an uncited claim
    assert done.stdout.startswith("data/samples/quoted-note/note.md: FAIL")


def test_python_m_reviewer_usage_error_is_exit_2():
    done = _run("frobnicate")
    assert done.returncode == 2
    assert done.stderr.startswith("reviewer: error:") and "Traceback" not in done.stderr
