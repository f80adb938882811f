"""AppTest: every page with and without data, the decision flow, escaping, caching."""

from __future__ import annotations

import json
import re
import sys
import types

import pytest
from fakes import HOSTILE, empty_report, make_report, open_app
from streamlit.testing.v1 import AppTest

from reviewer.review.store import Action, Database

APP = "../app.py"  # AppTest resolves relative paths against this file
PAGES = ["reviewer/ui/review.py", "reviewer/ui/before_after.py", "reviewer/ui/dashboard.py",
         "reviewer/ui/benchmark.py", "reviewer/ui/export_page.py"]


pytestmark = pytest.mark.usefixtures("fresh_caches")


_app = open_app


def _pick(at: AppTest, claim_id: str) -> None:
    """Select a claim in the queue (after a decision the page moves to the next open one)."""
    at.selectbox(key="claim_pick").set_value(claim_id).run()


def _bodies(at: AppTest) -> str:
    return "\n".join(h.proto.body for h in at.get("html"))


def _rows(path):
    db = Database(path)
    try:
        return db.decisions()
    finally:
        db.close()


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("data", ["none", "empty", "report"])
def test_every_page_renders(review_db, page, data):
    report = {"none": None, "empty": empty_report(), "report": make_report(12)}[data]
    at = _app(report)
    at.switch_page(page).run()
    assert not at.exception, at.exception
    assert at.title[0].value
    if data == "none" and page != "reviewer/ui/benchmark.py":
        assert at.info, "a page without a report says what to do"


def test_hostile_note_and_sources_are_shown_as_text(review_db):
    at = _app(make_report(8, hostile=True))
    assert not at.exception
    body = _bodies(at)
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in body
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in body
    assert "&lt;a href=&quot;javascript:alert(2)&quot;&gt;" in body
    assert "<script" not in body.lower()
    assert not re.search(r"<img\b", body, re.IGNORECASE)
    assert not re.search(r"<a\s", body, re.IGNORECASE)
    assert not re.search(r"\bonerror\s*=\s*\"", body)
    # the claim text also appears in the Markdown-free widgets unharmed
    assert any(HOSTILE[:20] in (o or "") for o in at.selectbox[0].options)


def test_decision_flow_commits_to_the_log(review_db):
    report = make_report(6)
    at = _app(report)
    # the queue puts a disagreement first (c2: partial vs supported, fuzzy quote, soften repair)
    assert at.selectbox(key="claim_pick").value == "c2"
    at.button(key=f"acc_{report.note_sha256[:8]}_r2").click().run()
    assert at.success and "accept repair r2" in at.success[0].value
    assert at.selectbox(key="claim_pick").value == "c3"  # focus moves to the next open claim
    _pick(at, "c2")
    at.button(key=f"cq_{report.note_sha256[:8]}_c2").click().run()
    _pick(at, "c2")
    k = f"{report.note_sha256[:8]}_c2"
    assert at.radio(key=f"lab_{k}").value is None  # never pre-set to the machine's verdict
    assert at.button(key=f"save_{k}").disabled
    at.radio(key=f"lab_{k}").set_value("not_supported")
    at.selectbox(key=f"rsn_{k}").set_value("partial_vs_not_supported")
    at.text_input(key=f"cmt_{k}").set_value("number is off").run()
    at.button(key=f"save_{k}").click().run()
    assert not at.exception
    _pick(at, "c2")
    rows = _rows(review_db)
    assert [d.action for d in rows] == [Action.ACCEPT_REPAIR, Action.CONFIRM_QUOTE,
                                        Action.SET_LABEL]
    assert rows[2].payload == {"label": "not_supported", "reason": "partial_vs_not_supported",
                               "comment": "number is off"}
    assert {d.machine_verdict for d in rows} == {"partial"}
    assert all(d.note_sha256 == report.note_sha256 and d.claim_id == "c2" for d in rows)
    # undo removes the label from the derived state, by appending a row
    at.button(key="undo_c2").click().run()
    rows = _rows(review_db)
    assert rows[-1].action is Action.UNDO and rows[-1].payload == {"undone": rows[2].id}
    db = Database(review_db)
    state = db.claim_state(report.note_sha256, "c2")
    assert state.label is None and state.accepted_repairs == ("r2",) and state.quote == "confirmed"
    assert db.snapshot(report.note_sha256).report == report
    db.close()


def test_comment_and_reviewer_name(review_db):
    report = make_report(6)
    at = _app(report)
    at.text_input(key="reviewer_name").set_value("Ana").run()
    k = f"{report.note_sha256[:8]}_c2"
    at.text_input(key=f"cmt_{k}").set_value("check page 4")
    at.button(key=f"addc_{k}").click().run()
    (row,) = _rows(review_db)
    assert (row.action, row.reviewer, row.payload) == (Action.COMMENT, "Ana",
                                                       {"comment": "check page 4"})


def test_accepted_repair_shows_in_before_after_and_dashboard(review_db):
    report = make_report(6)
    at = _app(report)
    at.selectbox(key="claim_pick").set_value("c5").run()
    at.button(key=f"acc_{report.note_sha256[:8]}_r5").click().run()  # add_citation on c5
    at.selectbox(key="claim_pick").set_value("c2").run()
    k = f"{report.note_sha256[:8]}_c2"
    at.radio(key=f"lab_{k}").set_value("partial").run()
    at.button(key=f"save_{k}").click().run()
    at.switch_page("reviewer/ui/before_after.py").run()
    assert not at.exception
    diff = at.code[0].value
    assert "+" in diff and "Wages grew in every region. [2]" in diff
    gain = next(m for m in at.metric if m.label.startswith("After accepted"))
    assert gain.value == "100.0%" and gain.delta.startswith("+")
    at.switch_page("reviewer/ui/dashboard.py").run()
    assert not at.exception
    accuracy = [m for m in at.metric if m.label.startswith("Accuracy")]
    assert accuracy and accuracy[0].value == "100.0%"


def test_queue_filters_reviewed_claims_and_navigates(review_db):
    report = make_report(6)
    at = _app(report)
    order = list(at.selectbox(key="claim_pick").options)
    assert len(order) == 6
    at.button(key="next").click().run()
    assert at.selectbox(key="claim_pick").value == "c3"
    at.button(key=f"cq_{report.note_sha256[:8]}_c3").click().run()
    at.toggle(key="only_open").set_value(True).run()
    assert "c3" not in at.selectbox(key="claim_pick").options


def _fake_verify_module(calls: list):
    module = types.ModuleType("reviewer.verify")

    def verify(note_text, sources, config=None, *, runtime=None, note_path="", progress=None):
        calls.append(note_path)
        if progress:
            progress(1, 2, "judging")
            progress(2, 2, "judging")
        return make_report(6, path=note_path)

    module.verify = verify
    return module


def test_check_runs_once_per_note_and_config(review_db, monkeypatch):
    calls: list = []
    monkeypatch.setitem(sys.modules, "reviewer.verify", _fake_verify_module(calls))
    at = _app()
    at.text_input(key="reviewer_name").set_value("ana").run()
    at.button(key="run_check").click().run()
    assert not at.exception and not at.sidebar.error
    assert len(calls) == 1 and at.session_state["report"].claims
    at.button(key="run_check").click().run()  # same note, same config: cached
    at.button(key="next").click().run()  # and clicks never re-run it
    assert len(calls) == 1
    at.toggle(key="repair").set_value(False).run()
    at.button(key="run_check").click().run()  # another configuration runs again
    assert len(calls) == 2
    assert Database(review_db).snapshot() is not None


def test_folder_input_errors_are_one_line(review_db):
    at = _app()
    at.radio(key="bundle_kind").set_value("Folder").run()
    at.text_input(key="folder_path").set_value("/nonexistent/bundle").run()
    assert not at.exception
    assert at.sidebar.error and "\n" not in at.sidebar.error[0].value


def test_upload_of_a_hostile_bundle_is_checked_in_memory(review_db, tmp_path, monkeypatch):
    work = tmp_path / "a" / "b"
    work.mkdir(parents=True)
    monkeypatch.chdir(work)
    note = (f"# Upload\n\n{HOSTILE} The plant made 120 tonnes in 2020 [1].\n\n"
            "Output grew by 5 percent [2].\n").encode()
    at = _app()
    at.radio(key="bundle_kind").set_value("Upload").run()
    at.file_uploader(key="upload_note").set_value(("../../evil note.md", note, "text/markdown"))
    at.file_uploader(key="upload_sources").set_value([
        ("../1.txt", b"The plant made 120 tonnes in 2020. <script>alert(3)</script>",
         "text/plain"),
        ("2.html", (b"<html><body><p>Output grew by 5 percent.</p>"
                    b"<img src=x onerror=alert(4)></body></html>"), "text/html"),
    ])
    at.run()
    at.button(key="run_check").click().run()
    assert not at.exception and not at.sidebar.error, [e.value for e in at.sidebar.error]
    report = at.session_state["report"]
    assert {s.id for s in report.sources} >= {"1", "2"}
    assert len(report.claims) >= 2
    # upload names never chose a path on disk
    assert list(work.iterdir()) == [] and list((tmp_path / "a").iterdir()) == [work]
    assert not any(p.name in ("evil note.md", "1.txt") for p in tmp_path.rglob("*"))
    body = _bodies(at)
    assert "&lt;script&gt;" in body and "<script" not in body.lower()
    assert not re.search(r"<img\b", body, re.IGNORECASE)


@pytest.mark.parametrize("sample", ["analytic-note", "numeric-answer", "quoted-note"])
def test_bundled_samples_check_and_render_on_every_page(review_db, sample):
    at = _app()
    at.selectbox(key="sample_name").set_value(sample).run()
    at.button(key="run_check").click().run()
    assert not at.exception and not at.sidebar.error
    report = at.session_state["report"]
    assert report.claims and report.note_path
    for page in PAGES:
        at.switch_page(page).run()
        assert not at.exception, (page, at.exception)


def test_llm_endpoint_can_be_switched_off_in_the_panel(review_db, monkeypatch):
    configs: list = []
    module = types.ModuleType("reviewer.verify")

    def verify(note_text, sources, config=None, *, runtime=None, **kwargs):
        configs.append(runtime.config if runtime is not None else config)
        return make_report(3)

    module.verify = verify
    monkeypatch.setitem(sys.modules, "reviewer.verify", module)
    monkeypatch.setenv("REVIEWER_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("REVIEWER_LLM_MODEL", "tiny")
    at = _app()
    at.button(key="run_check").click().run()
    # the app builds the same runtime as the command line: online unless the config says offline
    assert configs[-1].llm.configured and not configs[-1].offline
    at.toggle(key="use_llm").set_value(False).run()
    at.button(key="run_check").click().run()
    assert not configs[-1].llm.configured
    assert not at.exception


def test_benchmark_page_runs_a_corpus(review_db, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    rows = [
        {"id": "a", "claim": "The plant made 120 tonnes in 2020.",
         "source_text": "In 2020 the plant made 120 tonnes of steel.", "label": "Supported"},
        {"id": "b", "claim": "Output fell by half.", "source_text": "Output rose slightly.",
         "label": "Not supported"},
        {"id": "c", "claim": "The mine closed.", "source_text": "", "label": "Source unavailable"},
    ]
    corpus.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    at = _app()
    at.switch_page("reviewer/ui/benchmark.py").run()
    at.text_input(key="bench_path").set_value(str(corpus))
    at.button(key="FormSubmitter:bench_form-Run benchmark").click().run()
    assert not at.exception and not at.error, [e.value for e in at.error]
    assert at.metric[0].value == "3"
    assert at.get("plotly_chart")
    at.text_input(key="bench_path").set_value(str(tmp_path / "missing.jsonl"))
    at.button(key="FormSubmitter:bench_form-Run benchmark").click().run()
    assert at.error and "not found" in at.error[0].value


def test_two_sessions_deciding_on_one_note_lose_nothing(review_db):
    report = make_report(6)
    ana, bo = _app(report), _app(report)
    ana.text_input(key="reviewer_name").set_value("ana").run()
    bo.text_input(key="reviewer_name").set_value("bo").run()
    k = report.note_sha256[:8]
    ana.button(key=f"acc_{k}_r2").click().run()
    bo.button(key=f"cq_{k}_c2").click().run()  # bo's page was rendered before ana's decision
    _pick(ana, "c2")
    ana.button(key="undo_c2").click().run()  # undoes ana's own decision, not bo's later one
    _pick(bo, "c2")
    rows = _rows(review_db)
    assert [(d.reviewer, d.action) for d in rows] == [
        ("ana", Action.ACCEPT_REPAIR), ("bo", Action.CONFIRM_QUOTE), ("ana", Action.UNDO)]
    assert rows[2].payload == {"undone": rows[0].id}
    assert "Decisions in force: confirm quote (bo)" in [c.value for c in bo.caption]
    assert ana.button(key="undo_c2").disabled  # nothing of ana's left in force


def test_two_editors_labelling_one_claim_differently_both_see_the_clash(review_db):
    report = make_report(6)
    ana, bo = _app(report, editor="ana"), _app(report, editor="bo")
    ana.button(key="kl_supported").click().run()  # key 1 on the first claim (c2)
    bo.button(key="kl_partial").click().run()  # key 2 on the same claim, in another session
    for at in (ana, bo):
        _pick(at, "c2")
        body = _bodies(at)
        assert "editors disagree" in body and "Supported (ana)" in body and "Partial (bo)" in body
        assert "editor conflicts" in at.selectbox(key="claim_pick").label
        assert at.selectbox(key="claim_pick").format_func("c2").startswith("⚠")
    rows = _rows(review_db)
    assert [(d.reviewer, d.payload["label"]) for d in rows] == [("ana", "supported"), ("bo", "partial")]
    ana.switch_page("reviewer/ui/dashboard.py").run()
    assert not ana.exception
    assert any("labelled differently by two editors" in w.value for w in ana.warning)
    frames = [df.value for df in ana.dataframe]
    pair = next(f for f in frames if "Cohen's κ" in f.columns and "editors" in f.columns)
    assert pair.iloc[0]["claims both labelled"] == 1 and pair.iloc[0]["same label"] == 0
    # the count beside the accuracy: one claim, one label in force (bo's, the later one)
    assert any(m.label.startswith("Accuracy of machine verdicts on 1 gold label (1 note)")
               for m in ana.metric)


def test_decisions_wait_for_the_editors_name(review_db):
    report = make_report(6)
    at = _app(report, editor="")
    assert at.button(key="kl_supported").disabled and "name" in at.button(key="kl_supported").help
    at.text_input(key="editor_prompt").set_value("Cy").run()
    assert not at.button(key="kl_supported").disabled
    at.button(key="kl_supported").click().run()
    assert [d.reviewer for d in _rows(review_db)] == ["Cy"]


def test_markdown_from_notes_and_comments_never_becomes_an_image(review_db):
    report = make_report(6)
    at = _app(report)
    k = f"{report.note_sha256[:8]}_c2"
    at.text_input(key=f"cmt_{k}").set_value("see ![x](https://tracker.example/p.png)").run()
    at.button(key=f"addc_{k}").click().run()
    text = "\n".join(m.value for m in (*at.caption, *at.markdown, *at.warning, *at.success))
    assert "tracker.example" in text and "![x](" not in text
    assert not re.search(r"(?<!\\)!(?<!\\)\[", text)  # every image opener is escaped


def test_the_contradiction_model_can_be_switched_on_in_the_panel(review_db, monkeypatch):
    pytest.importorskip("torch")
    seen: list = []
    module = types.ModuleType("reviewer.verify")

    def verify(note_text, sources, config=None, *, runtime=None, **kwargs):
        seen.append((runtime.config.contradiction_model, runtime.panel.doubter))
        return make_report(3)

    module.verify = verify
    monkeypatch.setitem(sys.modules, "reviewer.verify", module)
    at = _app()
    at.button(key="run_check").click().run()
    assert seen[-1] == (False, None)  # off by default
    at.toggle(key="contradiction_model").set_value(True).run()
    at.button(key="run_check").click().run(timeout=120)
    on, doubter = seen[-1]
    assert on and doubter is not None and 0 < doubter.threshold < 1
    assert not at.exception and not at.sidebar.error
