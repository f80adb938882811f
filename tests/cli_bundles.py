"""What the new-user CLI tests share (written once): the command in-process, a bundle folder
written from a note, sources and a ledger, and the verdicts of a ``--json`` report."""

from __future__ import annotations

import io
import json
from pathlib import Path

from reviewer.cli import main


def call(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def write_bundle(root: Path, note: str, sources: dict[str, str] | None = None, ledger: dict | None = None) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "note.md").write_text(note, encoding="utf-8")
    if sources is not None:
        (root / "sources").mkdir(exist_ok=True)
        for name, text in sources.items():
            (root / "sources" / name).write_text(text, encoding="utf-8")
    if ledger is not None:
        (root / "ledger.json").write_text(json.dumps(ledger), encoding="utf-8")
    return root


def verdicts(out: str) -> dict[str, str]:
    return {c["id"]: c["verdict"] for c in json.loads(out)["claims"]}
