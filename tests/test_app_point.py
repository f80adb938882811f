"""Anchor-and-expand in the review app: an editor types a few words of the source, the whole
sentence becomes the confirmed quote, and the gold export carries it."""

from __future__ import annotations

import io
import json

from streamlit.testing.v1 import AppTest

from reviewer.review.export import export_gold
from reviewer.review.store import Action, Database

APP = "../app.py"


def _checked(sample: str) -> AppTest:
    import streamlit as st

    st.cache_resource.clear()
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["reviewer_name"] = "tester"  # decisions need an editor's name
    at.run()
    at.selectbox(key="sample_name").set_value(sample).run()
    at.button(key="run_check").click().run()
    assert not at.exception
    return at


def _pick(at: AppTest, claim_id: str) -> None:
    at.selectbox(key="claim_pick").set_value(claim_id).run()


def test_pointing_confirms_the_whole_sentence_and_exports_it(review_db):
    at = _checked("analytic-note")
    report = at.session_state["report"]
    target = next(r for r in report.claims if "tariff" in r.claim.text)
    _pick(at, target.claim.id)
    k = f"{report.note_sha256[:8]}_{target.claim.id}"
    at.text_input(key=f"anchor_{k}").input("earmarked for pipe").run()
    assert not at.exception
    at.button(key=f"pt_{k}").click().run()
    assert not at.exception

    db = Database(review_db)
    try:
        rows = [d for d in db.decisions() if d.action is Action.CONFIRM_QUOTE]
        assert len(rows) == 1
        payload = rows[0].payload
        source = report.source(payload["source_id"]).text
        assert source[payload["start"]:payload["end"]] == payload["quote"]
        assert payload["quote"].startswith("The finance committee noted") and payload["quote"].endswith("pipe renewal.")
        # label it, export gold: the pointed sentence is the row's quote
        db.record(reviewer="t", note_sha256=report.note_sha256, claim_id=target.claim.id, claim_text=target.claim.text,
                  action=Action.SET_LABEL, payload={"label": "Supported"}, machine_verdict=target.verdict.value)
        out = io.StringIO()
        export_gold(db, out, note_sha256=report.note_sha256)
    finally:
        db.close()
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["quote"] for r in rows] == [payload["quote"]]


def test_words_not_in_the_sources_say_so(review_db):
    at = _checked("analytic-note")
    report = at.session_state["report"]
    target = next(r for r in report.claims if r.claim.cited)
    _pick(at, target.claim.id)
    k = f"{report.note_sha256[:8]}_{target.claim.id}"
    at.text_input(key=f"anchor_{k}").input("purple elephants dancing").run()
    assert not at.exception
    assert any("not in the cited sources" in c.value for c in at.caption)


def test_first_visit_shows_the_bundled_sample_checked(review_db, monkeypatch):
    import streamlit as st

    monkeypatch.setenv("REVIEWER_AUTOLOAD", "1")
    st.cache_resource.clear()
    at = AppTest.from_file(APP, default_timeout=60).run()
    assert not at.exception
    report = at.session_state["report"]
    assert report.claims and report.note_path.endswith("note.md")
    assert not at.info  # no "no note checked yet" placeholder
