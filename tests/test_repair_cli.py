"""`reviewer check` with --repair / --no-repair / --out, end to end on small offline bundles."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from reviewer.cli import main

LEDGER = {
    "g1": {"title": "Utility annual report 2024",
           "text": "In 2024 the utility lost 31% of the water it treated to leaks, compared with 24% in 2021. "
                   "During 2024 the utility replaced 12 km of mains."},
    "g2": {"title": "Reservoir bulletin",
           "text": "Reservoir storage stood at 62% of capacity on 1 June 2025, against a ten-year average of 78%."},
}
FIXABLE = """# Water note

## Findings

- The utility lost 31% of its treated water to leaks in 2024, up from 24% in 2021 [cite:g1].
- Reservoir storage stood at 62% of capacity on 1 June 2025, against a ten-year average of 78%.
"""
UNFIXABLE = """# Water note

## Findings

- The utility lost 31% of its treated water to leaks in 2024, up from 24% in 2021 [cite:g1].
- The mayor resigned after a corruption inquiry into the harbour contracts.
"""


def bundle(tmp_path: Path, note: str) -> Path:
    folder = tmp_path / "bundle"
    folder.mkdir()
    (folder / "note.md").write_text(note, encoding="utf-8")
    (folder / "ledger.json").write_text(json.dumps(LEDGER), encoding="utf-8")
    return folder


def check(*argv: str) -> tuple[int, dict | str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", *argv, "--offline"], out, err)
    text = out.getvalue()
    return code, (json.loads(text) if "--json" in argv else text)


@pytest.fixture(autouse=True)
def _no_user_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def test_no_repair_has_null_gain_and_leaves_the_draft(tmp_path: Path) -> None:
    folder = bundle(tmp_path, FIXABLE)
    out = tmp_path / "out.md"
    code, report = check(str(folder), "--no-repair", "--json", "--out", str(out))
    assert code == 1
    assert report["coverage"]["gain"] is None and report["coverage"]["before"] == report["coverage"]["fraction"]
    assert all(c["repairs"] == [] for c in report["claims"])
    assert out.read_text(encoding="utf-8") == FIXABLE


def test_repair_out_writes_a_note_whose_recheck_has_higher_coverage(tmp_path: Path) -> None:
    folder = bundle(tmp_path, FIXABLE)
    out = tmp_path / "repaired.md"
    code, report = check(str(folder), "--repair", "--json", "--out", str(out))
    assert code == 1  # the draft itself still fails the gate
    cov = report["coverage"]
    assert cov["gain"] is not None and cov["gain"] > 0 and cov["after"] == 1.0
    (repair,) = [r for c in report["claims"] for r in c["repairs"]]
    assert repair["kind"] == "add_citation" and repair["citations"] == ["g2"] and repair["id"] == "r1"
    repaired = out.read_text(encoding="utf-8")
    assert "78% [cite:g2]." in repaired
    (folder / "note.md").write_text(repaired, encoding="utf-8")
    code2, again = check(str(folder), "--no-repair", "--json")
    assert code2 == 0 and again["coverage"]["fraction"] > report["coverage"]["fraction"]


def test_note_that_cannot_be_fixed_exits_1(tmp_path: Path) -> None:
    folder = bundle(tmp_path, UNFIXABLE)
    out = tmp_path / "repaired.md"
    code, report = check(str(folder), "--json", "--out", str(out))
    assert code == 1
    kinds = [r["kind"] for c in report["claims"] for r in c["repairs"]]
    # a hedge the gate would still flag ("uncited -> uncited") is withheld; drop is never applied
    assert kinds == ["drop"]
    assert out.read_text(encoding="utf-8") == (folder / "note.md").read_text(encoding="utf-8")
    softened = (folder / "note.md").read_text(encoding="utf-8").replace("The mayor", "We assess that the mayor")
    assert softened != out.read_text(encoding="utf-8")
    (folder / "note.md").write_text(softened, encoding="utf-8")
    code2, _ = check(str(folder), "--json")
    assert code2 == 1  # hedged by hand, still uncited: the gate, not a model, decides


def test_repairs_never_name_keys_outside_the_sources(tmp_path: Path) -> None:
    folder = bundle(tmp_path, FIXABLE + "- Copper tripled [cite:g7].\n")
    _, report = check(str(folder), "--json")
    named = {k for c in report["claims"] for r in c["repairs"] for k in r["citations"]}
    assert named <= set(LEDGER)
