"""What a new user found in the review app: the sidebar and the page name the same note, the
gold label starts unset, conflicting decisions are flagged, Folder needs a bundle folder, and
the layout helpers (legend, dashboard labels, queue labels) stay readable."""

from __future__ import annotations

import dataclasses
import shutil

import pytest
from fakes import make_report, open_app
from streamlit.testing.v1 import AppTest

from reviewer.model import Repair, RepairKind
from reviewer.review import derive
from reviewer.review.store import Action, ClaimState, Database
from reviewer.ui import dashboard, render, session

APP = "../app.py"


pytestmark = pytest.mark.usefixtures("fresh_caches")


_app = open_app


def _notices(at: AppTest) -> list[str]:
    return [w.value for w in at.warning if "sidebar names" in w.value]


def _shown(at: AppTest) -> str:
    """The note name the Review page says it shows."""
    return next(c.value for c in at.caption if c.value.startswith("Note: "))


# -- 1. the page never shows another sample than the sidebar names ---------------------------


def test_picking_a_sample_checks_it_right_away(review_db):
    at = _app()
    assert "Note: " not in " ".join(c.value for c in at.caption)  # REVIEWER_AUTOLOAD=0: empty
    at.selectbox(key="sample_name").set_value("quoted-note").run()  # no Check click
    assert not at.exception
    assert at.session_state["report_origin"] == "sample:quoted-note"
    assert "quoted-note" in _shown(at)
    first = at.session_state["report"].note_sha256
    at.text_input(key="reviewer_name").set_value("Ana").run()  # a rerun keeps the note
    at.selectbox(key="sample_name").set_value("analytic-note").run()
    assert at.session_state["report_origin"] == "sample:analytic-note"
    assert "analytic-note" in _shown(at)
    assert at.session_state["report"].note_sha256 != first
    assert "analytic-note" in at.sidebar.caption[-1].value


def test_a_stale_sample_report_is_replaced_even_without_the_pick_event(review_db):
    at = _app()
    at.selectbox(key="sample_name").set_value("quoted-note").run()
    # as if the pick's rerun was lost: the sidebar names another sample than the report
    at.session_state["sample_name"] = "numeric-answer"
    at.run()
    assert at.session_state["report_origin"] == "sample:numeric-answer"
    assert "numeric-answer" in _shown(at)


@pytest.fixture
def two_bundles(tmp_path):
    root = session.SAMPLES_DIR
    a, b = tmp_path / "first", tmp_path / "second"
    shutil.copytree(root / "quoted-note", a)
    shutil.copytree(root / "numeric-answer", b)
    return a, b


def test_folder_mode_warns_when_the_sidebar_names_another_bundle(review_db, two_bundles):
    a, b = two_bundles
    at = _app()
    at.radio(key="bundle_kind").set_value("Folder").run()
    at.text_input(key="folder_path").set_value(str(a)).run()
    assert not _notices(at)  # nothing on screen yet, nothing to compare
    at.button(key="run_check").click().run()
    assert "first" in _shown(at) and not _notices(at)
    at.text_input(key="folder_path").set_value(str(b)).run()
    assert "first" in _shown(at)  # Folder waits for Check …
    (notice,) = _notices(at)
    assert "second" in notice and "first" in notice and "Check" in notice
    at.button(key="run_check").click().run()
    assert "second" in _shown(at)
    assert not _notices(at)


@pytest.mark.parametrize("make, message", [
    (lambda p: p / "plain.txt", "not a folder"),
    (lambda p: p / "missing", "not a folder"),
    (lambda p: p, "no note.md"),
])
def test_folder_mode_needs_a_folder_with_a_note(review_db, tmp_path, make, message):
    (tmp_path / "plain.txt").write_text("hostname\n", encoding="utf-8")
    at = _app()
    at.radio(key="bundle_kind").set_value("Folder").run()
    at.text_input(key="folder_path").set_value(str(make(tmp_path))).run()
    assert not at.exception
    (error,) = at.sidebar.error
    assert message in error.value and "\n" not in error.value
    assert at.button(key="run_check").disabled


# -- 2. the gold label is never pre-set to the machine's verdict ------------------------------


def test_gold_label_starts_unset_and_save_waits_for_a_pick(review_db):
    report = make_report(6)
    at = _app(report)
    k = f"{report.note_sha256[:8]}_c2"
    assert at.radio(key=f"lab_{k}").value is None
    assert at.button(key=f"save_{k}").disabled
    at.radio(key=f"lab_{k}").set_value("supported").run()
    at.button(key=f"save_{k}").click().run()
    db = Database(review_db)
    try:
        (row,) = db.decisions()
    finally:
        db.close()
    assert row.payload["label"] == "supported" and row.machine_verdict == "partial"
    assert at.selectbox(key="claim_pick").value != "c2"  # on to the next open claim
    at.selectbox(key="claim_pick").set_value("c2").run()
    assert at.radio(key=f"lab_{k}").value == "supported"  # the editor's own label, once saved


def test_there_is_one_comment_box(review_db):
    report = make_report(6)
    at = _app(report)
    k = f"{report.note_sha256[:8]}_c2"
    comment_boxes = [t for t in at.text_input if "omment" in t.label]
    assert [t.key for t in comment_boxes] == [f"cmt_{k}"]
    at.button(key=f"addc_{k}").click().run()  # empty: nothing saved, says why
    assert at.info and "Type a comment" in at.info[0].value


# -- 3. conflicting decisions -----------------------------------------------------------------


def _with_repairs(report, claim_id: str, repairs: tuple[Repair, ...]):
    claims = tuple(dataclasses.replace(r, repairs=repairs) if r.claim.id == claim_id else r
                   for r in report.claims)
    return dataclasses.replace(report, claims=claims)


def _c4_report():
    base = make_report(6)
    c4 = next(r for r in base.claims if r.claim.id == "c4")
    requote = Repair("q4", RepairKind.REQUOTE, "c4", c4.claim.start, c4.claim.end,
                     "Exports went up [1].")
    soften = Repair("s4", RepairKind.SOFTEN, "c4", c4.claim.start, c4.claim.start + 7, "Exports")
    return _with_repairs(base, "c4", (requote, soften))


def _state(*, quote=None, accepted=()) -> ClaimState:
    return ClaimState(quote=quote, accepted_repairs=accepted)


@pytest.mark.parametrize("state, expected", [
    (_state(), []),
    (_state(quote="confirmed"), []),
    (_state(accepted=("q4",)), []),
    (_state(quote="rejected", accepted=("q4",)), []),
    (_state(quote="confirmed", accepted=("q4",)), ["confirmed", "q4"]),
    (_state(accepted=("q4", "s4")), ["q4 and s4"]),
    (_state(quote="confirmed", accepted=("s4",)), []),
])
def test_decision_conflicts(state, expected):
    problems = derive.decision_conflicts(_c4_report(), {"c4": state}, "c4")
    assert len(problems) == (1 if expected else 0)
    for word in expected:
        assert word in problems[0]


def test_overlapping_repairs_of_two_claims_conflict():
    report = _c4_report()
    c3 = next(r for r in report.claims if r.claim.id == "c3")
    c4 = next(r for r in report.claims if r.claim.id == "c4")
    span = Repair("x3", RepairKind.SOFTEN, "c3", c3.claim.start, c4.claim.start + 3, "merged")
    report = _with_repairs(report, "c3", (span,))
    states = {"c3": _state(accepted=("x3",)), "c4": _state(accepted=("s4",))}
    (problem,) = derive.decision_conflicts(report, states, "c4")
    assert "s4 and x3 (on c3)" in problem
    assert derive.decision_conflicts(report, states, "c3") == [
        "the accepted repairs x3 and s4 (on c4) edit overlapping text; only one can be applied"]


def test_the_claim_panel_warns_about_conflicts_and_shows_the_confirmed_quote(review_db):
    report = _c4_report()
    at = _app(report)
    at.selectbox(key="claim_pick").set_value("c4").run()
    k = report.note_sha256[:8]
    assert any("please confirm" in w.value for w in at.warning)
    at.button(key=f"cq_{k}_c4").click().run()
    at.selectbox(key="claim_pick").set_value("c4").run()
    assert not any("please confirm" in w.value for w in at.warning)
    assert any("confirmed by the editor" in s.value for s in at.success)
    assert not any("Conflicting" in w.value for w in at.warning)
    at.button(key=f"acc_{k}_q4").click().run()
    at.selectbox(key="claim_pick").set_value("c4").run()
    (warning,) = [w.value for w in at.warning if "Conflicting" in w.value]
    assert "q4" in warning and "confirmed" in warning
    db = Database(review_db)
    try:
        assert [d.action for d in db.decisions()] == [Action.CONFIRM_QUOTE, Action.ACCEPT_REPAIR]
    finally:
        db.close()


# -- 5. layout helpers ------------------------------------------------------------------------


def test_the_legend_wraps():
    css = render.CSS
    assert ".rv-legend" in css and "flex-wrap: wrap" in css
    assert render.legend_html().count("rv-tag") >= 9


@pytest.mark.parametrize("code, label", [
    ("not_supported", "not supported"), ("source_unavailable", "source unavailable"),
    ("not_applicable", "no quote"), ("unlocated", "quote unlocated"), ("odd_code", "odd code"),
])
def test_dashboard_axes_use_human_labels(code, label):
    assert dashboard.human(code) == label


def test_dashboard_figures_have_no_code_names():
    report = make_report(6)
    verdicts, groundings = derive.distribution(report)
    for fig in (dashboard._bar(verdicts, "v"), dashboard._bar(groundings, "g")):
        assert not any("_" in x for x in fig.data[0].x)
    conf = derive.confusion([("not_supported", "source_unavailable"), ("partial", "partial")])
    heat = dashboard.confusion_figure(conf).data[0]
    assert not any("_" in x for x in (*heat.x, *heat.y))


def test_a_small_confusion_matrix_keeps_a_small_fixed_size():
    one = dashboard.confusion_figure(derive.confusion([("partial", "partial")]))
    three = dashboard.confusion_figure(derive.confusion(
        [("partial", "supported"), ("supported", "not_supported")]))
    assert one.layout.width < 400 and one.layout.height < 300
    assert three.layout.width > one.layout.width


def test_queue_options_are_short():
    report = make_report(12)
    for r in report.claims:
        label = derive.option_label(r, ClaimState())
        assert len(label) <= 80 and label.startswith(r.claim.id)
        assert render.VERDICT_STYLE[r.verdict][0] in label
