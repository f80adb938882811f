"""A `--sources` folder named on the command line beside a bundle folder is read (the user chose
its place, as with `--ledger`), not refused as "a symlink"; files that link out of it still are."""

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


def test_a_sources_folder_outside_the_bundle_is_read_when_named(tmp_path):
    bundle = _bundle(tmp_path / "b", "The port opened in 1999 [1].\n")
    other = tmp_path / "elsewhere"
    other.mkdir()
    (other / "1.txt").write_text("The port opened in 1999 after years of delay.", encoding="utf-8")
    code, out, err = call("check", str(bundle), "--sources", str(other), "--offline", "--json")
    assert code == 0, err
    assert "symlink" not in err
    assert _verdicts(out) == {"c1": "supported"}



def test_a_symlink_out_of_a_named_sources_folder_is_still_refused(tmp_path):
    outside = tmp_path / "secret.txt"
    outside.write_text("The port opened in 1999.", encoding="utf-8")
    bundle = _bundle(tmp_path / "b", "The port opened in 1999 [1].\n")
    other = tmp_path / "elsewhere"
    other.mkdir()
    (other / "1.txt").symlink_to(outside)
    code, out, _ = call("check", str(bundle), "--sources", str(other), "--offline", "--json")
    assert _verdicts(out) == {"c1": "source_unavailable"}
