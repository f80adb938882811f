"""`reviewer … | head` ends quietly with exit 0: `export decisions --db log.db | head -1` printed
'reviewer: error: cannot write None: Broken pipe' and exited 2 (a new user's trial)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from fakes import make_report

from reviewer.review.store import Action, Database

ROOT = Path(__file__).resolve().parents[1]


def test_export_into_a_closed_pipe_exits_0_without_an_error(tmp_path):
    db = Database(tmp_path / "log.db")
    report = make_report(6)
    db.save_snapshot(report)
    for i in range(600):  # far more than a pipe buffer holds (64 KB)
        r = report.claims[i % 6]
        db.record(reviewer="ana", note_sha256=report.note_sha256, claim_id=r.claim.id, claim_text=r.claim.text,
                  action=Action.COMMENT, payload={"comment": f"comment number {i} " + "x" * 400},
                  machine_verdict=r.verdict.value)
    db.close()
    proc = subprocess.Popen([sys.executable, "-m", "reviewer.cli", "export", "decisions", "--db", str(tmp_path / "log.db")],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    first = proc.stdout.readline()
    proc.stdout.close()  # as `head -1` does
    err = proc.stderr.read().decode()
    code = proc.wait(timeout=60)
    assert first.startswith(b"id,at,reviewer")
    assert code == 0, err
    assert err == "", err
