"""The app as a new user meets it: what each confirmation and figure says must be plain. An
undo names the decision it cancels, a coverage gain of nothing gets no green up-arrow, one
accepted repair is "1 accepted repair", a label on an uncited claim says it is no gold row,
and a check that verified nothing says so in the sidebar (as the command's verdict line does)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from fakes import make_report, open_app

from reviewer.model import Verdict

pytestmark = pytest.mark.usefixtures("fresh_caches")


def _pick(at, claim_id: str) -> None:
    at.selectbox(key="claim_pick").set_value(claim_id).run()


def test_an_undo_names_the_decision_it_cancels(review_db):
    report = make_report(6)
    at = open_app(report)
    _pick(at, "c2")
    at.button(key="kl_supported").click().run()
    _pick(at, "c2")
    at.button(key="undo_c2").click().run()
    assert [s.value for s in at.success] == ["Saved #2: undid #1 (label supported) on c2"], at.success
    _pick(at, "c2")
    at.button(key="kl_partial").click().run()
    at.button(key="undo_mine").click().run()  # U: the editor's last decision anywhere in the note
    assert any("undid #3 (label partial) on c2" in s.value for s in at.success), [s.value for s in at.success]


@pytest.mark.parametrize("gain, flat", [(0.0, True), (0.0004, True), (0.25, False), (-0.1, False)])
def test_a_gain_of_nothing_has_no_arrow(review_db, gain, flat):
    report = make_report(6)
    report = replace(report, coverage=replace(report.coverage, after=report.coverage.before + gain, gain=gain))
    at = open_app(report)
    at.switch_page("reviewer/ui/before_after.py").run()
    assert not at.exception
    loop = next(m for m in at.metric if m.label == "After the repair loop")
    assert (loop.proto.direction == 2 and loop.proto.color == 2) is flat, loop.proto  # no arrow, gray


def test_one_accepted_repair_is_singular(review_db):
    report = make_report(6)
    at = open_app(report)
    at.button(key=f"acc_{report.note_sha256[:8]}_r2").click().run()
    at.switch_page("reviewer/ui/export_page.py").run()
    labels = [b.label for b in at.get("download_button")]
    assert "Download repaired note (1 accepted repair applied)" in labels, labels


def test_an_uncited_claim_says_its_label_is_no_gold_row(review_db):
    report = make_report(6)
    uncited = next(r.id for r in report.claims if r.verdict is Verdict.UNCITED)
    at = open_app(report)
    _pick(at, uncited)
    assert any("is no gold row" in c.value for c in at.caption), [c.value for c in at.caption]


@pytest.mark.parametrize("files, said", [
    ({"1.docx": b"PK\x03\x04"}, "Nothing verified: the cited claim could not be checked (source unavailable)."),
    ({"1.txt": b"The ferry carried 212 passengers."}, None),
    # the only source is set aside as the note itself (a copy of it): nothing was verified either
    ({"1.txt": b"The ferry carried 212 passengers [1].\n"},
     "Nothing verified: the cited claim could not be checked (source unavailable)."),
])
def test_the_sidebar_says_when_nothing_was_verified(review_db, tmp_path, files, said):
    (tmp_path / "sources").mkdir()
    (tmp_path / "note.md").write_text("The ferry carried 212 passengers [1].\n", encoding="utf-8")
    for name, data in files.items():
        (tmp_path / "sources" / name).write_bytes(data)
    at = open_app()
    at.radio(key="bundle_kind").set_value("Folder").run()
    at.text_input(key="folder_path").set_value(str(tmp_path)).run()
    at.button(key="run_check").click().run()
    assert not at.exception
    shown = [w.value.replace("\\", "") for w in at.sidebar.warning if w.value.startswith("Nothing")]  # Markdown-escaped
    assert shown == ([said] if said else []), [w.value for w in at.sidebar.warning]
