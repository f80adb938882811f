"""AppTest: the Before/after page on the ferry-repair sample shows the point of the repair loop —
coverage 0.625 → 1.0, the claims whose verdict the repairs changed, and the diff of the note."""

from __future__ import annotations

import pytest
from fakes import open_app
from streamlit.testing.v1 import AppTest

from reviewer.model import (
    Claim,
    ClaimResult,
    Coverage,
    Grounding,
    Repair,
    RepairKind,
    Report,
    Verdict,
)
from reviewer.verify import sha256_text

APP = "../app.py"
PAGE = "reviewer/ui/before_after.py"

pytestmark = pytest.mark.usefixtures("fresh_caches")


def _ferry() -> AppTest:
    at = AppTest.from_file(APP, default_timeout=90)
    at.session_state["reviewer_name"] = "tester"
    at.run()
    at.selectbox(key="sample_name").set_value("ferry-repair").run()
    at.button(key="run_check").click().run()
    assert not at.exception, at.exception
    at.switch_page(PAGE).run()
    assert not at.exception, at.exception
    return at


def _html(at: AppTest) -> str:
    return "\n".join(h.proto.body for h in at.get("html"))


def _metric(at: AppTest, label: str):
    return next(m for m in at.metric if m.label == label)


def test_ferry_repair_shows_coverage_changed_verdicts_and_the_diff(review_db):
    at = _ferry()
    assert at.radio(key="ba_view").value.startswith("Repair loop")
    assert _metric(at, "Coverage before").value == "62.5%"
    after = _metric(at, "After the repair loop")
    assert after.value == "100.0%" and after.delta == "+37.5 pts"
    assert _metric(at, "After accepted repairs").value == "62.5%"  # nothing accepted yet
    report = at.session_state["report"]
    assert _metric(at, "Accepted repairs").value == f"0 / {sum(len(r.repairs) for r in report.claims)}"

    (table,) = at.dataframe
    rows = {row["claim"]: row for row in table.value.to_dict("records")}
    assert rows["c3"]["before"] == "uncited" and rows["c3"]["after"] == "supported"
    assert rows["c3"]["repair that did it"].startswith("r1 add_citation [2]")
    # the wrong subsidy figure is contradicted (not supported) until the source's figure replaces it
    assert rows["c6"]["before"] == "not_supported" and rows["c6"]["after"] == "supported"
    assert "requote" in rows["c6"]["repair that did it"]
    assert rows["c8"]["after"] == "supported"
    assert "c1" not in rows and "c5" not in rows  # unchanged claims are not listed

    body = _html(at)
    assert "six weeks of repairs<ins> [2]</ins>." in body
    assert "<del>4.5</del><ins>3.2</ins> million euros" in body
    assert "until March 2026<ins> [4]</ins>" in body


def test_accepted_repairs_view_reverifies_the_editors_note(review_db):
    at = _ferry()
    report = at.session_state["report"]
    at.switch_page("reviewer/ui/review.py").run()
    at.selectbox(key="claim_pick").set_value("c8").run()
    c8 = next(r for r in report.claims if r.id == "c8")
    (add,) = [r for r in c8.repairs if r.kind == "add_citation"]  # add_citation [4] on c8
    at.button(key=f"acc_{report.note_sha256[:8]}_{add.id}").click().run()
    assert not at.exception, at.exception
    at.switch_page(PAGE).run()
    assert not at.exception, at.exception
    assert at.radio(key="ba_view").value.startswith("Editors")
    accepted = _metric(at, "After accepted repairs")
    assert accepted.value == "75.0%" and accepted.delta == "+12.5 pts"
    rows = at.dataframe[0].value.to_dict("records")
    assert [r["claim"] for r in rows] == ["c8"]
    assert rows[0]["before"] == "uncited" and rows[0]["after"] == "supported"
    assert "until March 2026<ins> [4]</ins>" in _html(at)
    assert "<ins> [2]</ins>" not in _html(at)  # the loop's other repairs were not accepted


def _hostile_report() -> Report:
    note = 'Intro.\n\nThe vessel <script>alert("x")</script> sank.\n'
    start = note.index("The vessel")
    end = note.index("sank.") + len("sank.")
    claim = Claim("c1", note[start:end], start, end)
    repair = Repair("r1", RepairKind.SOFTEN, "c1", start, start + 3,
                    '<img src=x onerror="alert(1)"> It is possible that the')
    repaired = note[:start] + repair.replacement + note[start + 3:]
    result = ClaimResult(claim, Verdict.UNCITED, Grounding.NOT_APPLICABLE, repairs=(repair,))
    return Report("note.md", sha256_text(note), False, (result,), (),
                  Coverage(0, 1, before=0.0, after=0.0, gain=0.0), note_text=note,
                  repaired_note=repaired)


def test_untrusted_note_text_is_escaped_in_the_diff(review_db):
    at = open_app(_hostile_report())
    at.switch_page(PAGE).run()
    assert not at.exception, at.exception
    body = _html(at)
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in body
    assert "<ins>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in body
    assert "<script>" not in body and "<img" not in body
