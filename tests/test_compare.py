"""reviewer.review.compare: the diff, offset mapping, claim pairing, verdict changes, coverage."""

from __future__ import annotations

import html
import itertools
import re
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reviewer.model import (
    Citation,
    CitationKind,
    Claim,
    ClaimResult,
    Coverage,
    Grounding,
    Repair,
    RepairKind,
    Report,
    Verdict,
)
from reviewer.review import compare
from reviewer.review.compare import EditKind

TEXT = st.text(alphabet=st.sampled_from(list("ab c.\n<>&\"'[]1")), max_size=60)


def _claim(note: str, text: str, cid: str, verdict: Verdict, *, cite: str | None = None,
           grounding: Grounding = Grounding.NOT_APPLICABLE, repairs=()) -> ClaimResult:
    start = note.index(text)
    cits = ()
    if cite is not None:
        at = note.index(cite, start)
        cits = (Citation(cite, CitationKind.NUMERIC, cite.strip("[]"), at, at + len(cite), cite.strip("[]")),)
    return ClaimResult(Claim(cid, text, start, start + len(text), citations=cits), verdict, grounding,
                       repairs=tuple(repairs))


def _report(note: str, results, repaired: str | None = None, coverage: Coverage | None = None) -> Report:
    return Report("note.md", "0" * 64, False, tuple(results), (),
                  coverage or Coverage(0, len(results)), note_text=note, repaired_note=repaired)


# ----------------------------------------------------------------------------------- diff


@given(TEXT, TEXT)
def test_edits_tile_both_texts(a, b):
    diff = compare.edits(a, b)
    assert "".join(a[e.a0:e.a1] for e in diff) == a
    assert "".join(b[e.b0:e.b1] for e in diff) == b
    for prev, e in itertools.pairwise(diff):
        assert (prev.a1, prev.b1) == (e.a0, e.b0)
        assert not (prev.kind is EditKind.EQUAL and e.kind is EditKind.EQUAL)
    for e in diff:
        if e.kind is EditKind.EQUAL:
            assert a[e.a0:e.a1] == b[e.b0:e.b1]
    assert compare.changed(diff) == (a != b)


@given(TEXT, TEXT)
def test_diff_html_is_escaped_and_gives_back_both_texts(a, b):
    out = compare.diff_html(a, b)
    assert re.sub(r"</?(ins|del)>", "", out).count("<") == 0  # every other "<" is escaped
    draft = html.unescape(re.sub(r"<ins>.*?</ins>", "", out, flags=re.DOTALL).replace("<del>", "").replace("</del>", ""))
    repaired = html.unescape(re.sub(r"<del>.*?</del>", "", out, flags=re.DOTALL).replace("<ins>", "").replace("</ins>", ""))
    assert (draft, repaired) == (a, b)


@pytest.mark.parametrize(("a", "b", "expected"), [
    ("Six weeks of repairs.", "Six weeks of repairs [2].", "Six weeks of repairs<ins> [2]</ins>."),
    ("a subsidy of 4.5 million", "a subsidy of 3.2 million", "a subsidy of <del>4.5</del><ins>3.2</ins> million"),
    ("free of any defect", "in serviceable condition", "<del>free of any defect</del><ins>in serviceable condition</ins>"),
    ("Keep.\nDrop me.\nKeep too.", "Keep.\nKeep too.", "Keep.\n<del>Drop me.\n</del>Keep too."),
    ('<script>alert("x")</script>', '<script>alert("y")</script>',
     "&lt;script&gt;alert(&quot;<del>x</del><ins>y</ins>&quot;)&lt;/script&gt;"),
    ("same", "same", "same"),
])
def test_diff_html_golden(a, b, expected):
    assert compare.diff_html(a, b) == expected


def test_diff_counts():
    assert compare.diff_counts(compare.edits("ab cd", "ab xyz cd")) == (4, 0)
    assert compare.diff_counts(compare.edits("ab cd", "ab")) == (0, 3)


_PARA = "The ferry carried 2.4 million passengers in 2024 [1]. Fares stay frozen.\n\n"
_BIG = _PARA * 14000  # ~1 MB


@pytest.mark.parametrize(("a", "b"), [
    (_BIG, _BIG[:500_000] + " [4]" + _BIG[500_000:700_000].replace("frozen", "fixed") + _BIG[700_000:]),
    (_BIG, _BIG.replace("\n\n", "\n")),
    (_BIG, "x\n" * 300_000),
    ("X " + "word " * 1490 + "Y", "Z " + "word " * 1200 + "q " + "word " * 280 + "W"),
    ("X\n" + "same\n" * 1990 + "Y", "Z\n" + "same\n" * 1700 + "q\n" + "same\n" * 280 + "W"),
], ids=["1MB-edits", "1MB-all-lines", "1MB-replaced", "repeated-words", "repeated-lines"])
def test_big_or_repetitive_notes_diff_in_bounded_time(a, b):
    t = time.perf_counter()
    diff = compare.edits(a, b)
    assert time.perf_counter() - t < 5
    assert "".join(b[e.b0:e.b1] for e in diff) == b
    assert "".join(a[e.a0:e.a1] for e in diff) == a


# ---------------------------------------------------------------------------- offset mapping


@given(TEXT, TEXT, st.data())
def test_map_offset_is_monotone_and_exact_on_unchanged_text(a, b, data):
    diff = compare.edits(a, b)
    i = data.draw(st.integers(0, len(a)))
    j = data.draw(st.integers(i, len(a)))
    x, y = compare.map_span(diff, i, j)
    assert 0 <= x <= y <= len(b)
    assert compare.map_offset(diff, i) <= compare.map_offset(diff, j)
    assert compare.map_span(diff, 0, len(a)) == (0, len(b))
    for e in diff:
        if e.kind is EditKind.EQUAL and e.a0 < i < e.a1:
            assert compare.map_offset(diff, i) == e.b0 + i - e.a0 == compare.map_offset(diff, i, right=True)


def test_a_span_takes_in_text_inserted_at_its_edges_and_inside():
    a, b = "One. Two.", "One [1]. Two."
    diff = compare.edits(a, b)
    assert compare.map_span(diff, 0, 4) == (0, 8)  # "One." → "One [1]."
    assert b[slice(*compare.map_span(diff, 5, 9))] == "Two."
    a2, b2 = "Keep. Drop this. End.", "Keep. End."
    start = a2.index("Drop")
    x, y = compare.map_span(compare.edits(a2, b2), start, start + len("Drop this."))
    assert "Drop" not in b2[x:y] and len(b2[x:y].strip()) <= 1  # a removed span maps to (almost) nothing


# ------------------------------------------------------------------------ pairing and changes

DRAFT = ("- Ferries carried 2.4 million people [1].\n"
         "- The Skerry was withdrawn for six weeks.\n"
         "- Nobody will ever know why.\n"
         "- Fares rose by 4.5 percent [2].\n")


def _draft_results():
    r1 = Repair("r1", RepairKind.ADD_CITATION, "c2", DRAFT.index(" weeks.") + 6, DRAFT.index(" weeks.") + 6, " [2]", ("2",))
    drop_at = DRAFT.index("- Nobody")
    r2 = Repair("r2", RepairKind.DROP, "c3", drop_at, DRAFT.index("- Fares"), "")
    at45 = DRAFT.index("4.5")
    r3 = Repair("r3", RepairKind.REQUOTE, "c4", at45, at45 + 3, "3.2", ("2",))
    return [
        _claim(DRAFT, "Ferries carried 2.4 million people [1].", "c1", Verdict.SUPPORTED, cite="[1]",
               grounding=Grounding.LOCATED),
        _claim(DRAFT, "The Skerry was withdrawn for six weeks.", "c2", Verdict.UNCITED, repairs=[r1]),
        _claim(DRAFT, "Nobody will ever know why.", "c3", Verdict.UNCITED, repairs=[r2]),
        _claim(DRAFT, "Fares rose by 4.5 percent [2].", "c4", Verdict.NOT_SUPPORTED, cite="[2]",
               grounding=Grounding.UNLOCATED, repairs=[r3]),
    ]


def _repaired(results, chosen_ids):
    from reviewer.repair.apply import apply_repairs

    chosen = [rp for r in results for rp in r.repairs if rp.id in chosen_ids]
    return apply_repairs(DRAFT, chosen), chosen


def _after(text):
    return [
        _claim(text, "Ferries carried 2.4 million people [1].", "c1", Verdict.SUPPORTED, cite="[1]",
               grounding=Grounding.LOCATED),
        _claim(text, "The Skerry was withdrawn for six weeks [2].", "c2", Verdict.SUPPORTED, cite="[2]",
               grounding=Grounding.LOCATED),
        _claim(text, "Fares rose by 3.2 percent [2].", "c3", Verdict.SUPPORTED, cite="[2]",
               grounding=Grounding.LOCATED),
    ]


def test_pairing_follows_the_offsets_even_when_ids_shift():
    results = _draft_results()
    text, _ = _repaired(results, {"r1", "r2", "r3"})
    pairs = compare.pair_claims(results, _after(text), compare.edits(DRAFT, text))
    got = [(p.before and p.before.id, p.after and p.after.id) for p in pairs]
    assert got == [("c1", "c1"), ("c2", "c2"), ("c3", None), ("c4", "c3")]


def test_pairing_by_text_when_the_offsets_lose_a_claim():
    a = "Alpha beta gamma delta.\nOther words here.\nThird line stays.\n"
    b = "Other words here.\nThird line stays.\nAlpha beta gamma delta [1].\n"
    before = [_claim(a, "Alpha beta gamma delta.", "c1", Verdict.UNCITED),
              _claim(a, "Other words here.", "c2", Verdict.UNCITED),
              _claim(a, "Third line stays.", "c3", Verdict.UNCITED)]
    after = [_claim(b, "Other words here.", "c1", Verdict.UNCITED),
             _claim(b, "Third line stays.", "c2", Verdict.UNCITED),
             _claim(b, "Alpha beta gamma delta [1].", "c3", Verdict.SUPPORTED, cite="[1]")]
    pairs = compare.pair_claims(before, after, compare.edits(a, b))
    assert [(p.before and p.before.id, p.after and p.after.id) for p in pairs] == [
        ("c1", "c3"), ("c2", "c1"), ("c3", "c2")]


def test_a_new_claim_is_listed_as_new():
    a, b = "One claim.\n", "One claim.\n\nA second claim.\n"
    before = [_claim(a, "One claim.", "c1", Verdict.UNCITED)]
    after = [_claim(b, "One claim.", "c1", Verdict.UNCITED), _claim(b, "A second claim.", "c2", Verdict.UNCITED)]
    pairs = compare.pair_claims(before, after, compare.edits(a, b))
    assert [(p.before and p.before.id, p.after and p.after.id) for p in pairs] == [("c1", "c1"), (None, "c2")]


def test_verdict_changes_name_the_repair_that_did_it():
    results = _draft_results()
    text, chosen = _repaired(results, {"r1", "r2", "r3"})
    report = _report(DRAFT, results, text)
    changes = compare.verdict_changes(report, _after(text), text, chosen)
    got = [(c.claim_id, c.before, c.after, [r.id for r in c.repairs]) for c in changes]
    assert got == [("c2", Verdict.UNCITED, Verdict.SUPPORTED, ["r1"]),
                   ("c3", Verdict.UNCITED, None, ["r2"]),
                   ("c4", Verdict.NOT_SUPPORTED, Verdict.SUPPORTED, ["r3"])]
    assert changes[2].after_text == "Fares rose by 3.2 percent [2]."
    assert changes[2].grounding_before is Grounding.UNLOCATED and changes[2].grounding_after is Grounding.LOCATED


def test_a_grounding_change_alone_is_listed():
    a, b = 'It said "no defect" [1].', 'It said "serviceable" [1].'
    before = [_claim(a, a, "c1", Verdict.SUPPORTED, cite="[1]", grounding=Grounding.UNLOCATED)]
    after = [_claim(b, b, "c1", Verdict.SUPPORTED, cite="[1]", grounding=Grounding.LOCATED)]
    (change,) = compare.verdict_changes(_report(a, before), after, b, ())
    assert not change.verdict_changed and change.repairs == ()


def test_unchanged_claims_are_not_listed():
    results = _draft_results()
    assert compare.verdict_changes(_report(DRAFT, results), results, DRAFT, ()) == ()


def test_applied_repairs_the_loops_first_pass_exactly():
    results = _draft_results()
    text, _ = _repaired(results, {"r1", "r3"})  # the loop never applies drop
    report = _report(DRAFT, results, text)
    assert [r.id for r in compare.applied_repairs(report, text)] == ["r1", "r3"]


def test_applied_repairs_found_by_context_when_the_text_went_further():
    results = _draft_results()
    text, _ = _repaired(results, {"r1"})
    text = text.replace("Nobody will ever know why.", "Nobody knows why [3].")  # a later pass
    report = _report(DRAFT, results, text)
    assert [r.id for r in compare.applied_repairs(report, text)] == ["r1"]
    assert compare.applied_repairs(_report(DRAFT, results, DRAFT), DRAFT) == ()


# ------------------------------------------------------------------------------------ coverage


def test_coverage_after_counts_removed_claims_apart():
    results = _draft_results()
    text, _ = _repaired(results, {"r1", "r2", "r3"})
    report = _report(DRAFT, results, text, Coverage(2, 4, before=0.5))
    fig = compare.coverage_after(report, _after(text), text)
    assert (fig.before, fig.after, fig.removed, fig.hidden) == (0.5, 1.0, 1, 0)
    assert fig.gain == pytest.approx(0.5)


def test_coverage_after_counts_hidden_claims_as_uncovered():
    results = _draft_results()
    text = DRAFT.replace("Nobody will ever know why.", "It is likely that nobody will ever know why.")
    after = [r for r in _draft_results() if r.id != "c3"]
    after = [_claim(text, r.claim.text, r.id, r.verdict, cite=(r.claim.citations[0].raw if r.claim.cited else None))
             for r in after]
    fig = compare.coverage_after(_report(DRAFT, results, text, Coverage(2, 4, before=0.5)), after, text)
    assert (fig.after, fig.removed, fig.hidden) == (0.5, 0, 1)


def test_loop_coverage_is_what_the_report_recorded():
    report = _report(DRAFT, _draft_results(), DRAFT,
                     Coverage(5, 8, before=0.625, after=1.0, gain=0.375, removed=1, hidden=2))
    fig = compare.loop_coverage(report)
    assert (fig.before, fig.after, fig.removed, fig.hidden) == (0.625, 1.0, 1, 2)
    assert compare.CoverageFigures(None, 1.0).gain is None


def test_the_ferry_sample_end_to_end():
    """The bundled demo: the page's figures agree with what the loop recorded."""
    from reviewer.config import Config
    from reviewer.runtime import build_runtime
    from reviewer.sources.bundle import load_bundle
    from reviewer.verify import verify

    bundle = load_bundle("data/samples/ferry-repair")
    with build_runtime(Config(offline=True)) as rt:
        report = verify(bundle.note_text, bundle.sources, runtime=rt)
    with build_runtime(Config(offline=True, repair=False)) as rt:
        after = verify(report.repaired_note, {s.id: s for s in report.sources}, runtime=rt)
    text = report.repaired_note
    assert compare.coverage_after(report, after.claims, text) == compare.loop_coverage(report)
    applied = compare.applied_repairs(report, text)
    changes = {c.claim_id: c for c in compare.verdict_changes(report, after.claims, text, applied)}
    assert changes["c3"].after is Verdict.SUPPORTED and changes["c3"].repairs[0].kind is RepairKind.ADD_CITATION
    # the wrong subsidy figure (4.5 vs 3.2 million) is contradicted: not supported until corrected
    assert changes["c6"].before is Verdict.NOT_SUPPORTED and changes["c6"].after is Verdict.SUPPORTED
