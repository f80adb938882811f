"""`reviewer check --out FILE` says on stderr what it wrote (as `export --out` does), in one line."""

from __future__ import annotations

import io
import json
from pathlib import Path

from reviewer.cli import main


def call(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def _bundle(root: Path, note: str, sources: dict[str, str] | None = None, ledger: dict | None = None) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "note.md").write_text(note, encoding="utf-8")
    if sources is not None:
        (root / "sources").mkdir(exist_ok=True)
        for name, text in sources.items():
            (root / "sources" / name).write_text(text, encoding="utf-8")
    if ledger is not None:
        (root / "ledger.json").write_text(json.dumps(ledger), encoding="utf-8")
    return root


def _verdicts(out: str) -> dict[str, str]:
    return {c["id"]: c["verdict"] for c in json.loads(out)["claims"]}


def test_check_out_says_what_it_wrote(tmp_path):
    bundle = _bundle(tmp_path / "b", "The port opened in 1999 [1].\nTraffic rose sharply last year.\n",
                     {"1.txt": "The port opened in 1999."})
    target = tmp_path / "repaired.md"
    code, out, err = call("check", str(bundle), "--offline", "--out", str(target))
    assert target.exists()
    assert f"wrote the repaired note to {target}" in err, err
    assert err.count("\n") == 1
    code, out, err = call("check", str(bundle), "--offline", "--no-repair", "--out", str(target))
    assert f"wrote the note to {target} unchanged" in err, err
