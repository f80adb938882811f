"""Repair safety (README "Repair safety"): no laundering of unlocated or contradicted claims,
coverage that counts what the note asserts, suggestions for partial claims, re-verification."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reviewer.repair as repair_pkg
from reviewer.config import Config
from reviewer.coverage import standing_coverage
from reviewer.model import (
    Citation,
    CitationKind,
    Claim,
    ClaimResult,
    Conflict,
    ConflictKind,
    Evidence,
    Grounding,
    Repair,
    RepairKind,
    Source,
    Verdict,
    Vote,
)
from reviewer.repair import safety, suggest_repairs
from reviewer.runtime import build_runtime
from reviewer.sources.bundle import load_bundle
from reviewer.verify import verify

SAMPLES = Path(__file__).resolve().parents[1] / "data" / "samples"


class Decision:
    def __init__(self, verdict):
        self.verdict, self.votes, self.evidence, self.reason = verdict, (), None, ""


class NoPanel:
    """A panel that finds no other source supports anything."""

    def decide(self, claim, sources, context=""):
        return Decision(Verdict.NOT_SUPPORTED)


SOURCE = Source("g1", "The council approved a subsidy of 3.2 million euros for 2025. Fares stay frozen.")
NOTE = "- The council approved a subsidy of 4.5 million euros for 2025 [cite:g1].\n"


def _claim(note: str = NOTE) -> Claim:
    start = note.index("The")
    at = note.index("[cite:g1]")
    cite = Citation("[cite:g1]", CitationKind.LEDGER, "g1", at, at + 9, "g1")
    return Claim("c1", note[start : note.index(".\n") + 1], start, note.index(".\n") + 1, (cite,))


def _contradicted() -> ClaimResult:
    conflict = Conflict(ConflictKind.QUANTITY, "claim says 4.5 million; source: 3.2 million",
                        claim_text="4.5 million", source_id="g1", source_text="3.2 million")
    vote = Vote("rules", Verdict.NOT_SUPPORTED, 0.9, "different amount", conflicts=(conflict,))
    return ClaimResult(_claim(), Verdict.NOT_SUPPORTED, Grounding.LOCATED,
                       Evidence("g1", "a subsidy of 3.2 million euros", 20, 50), (vote,))


def _unlocated() -> ClaimResult:
    return ClaimResult(_claim(), Verdict.NOT_SUPPORTED, Grounding.UNLOCATED, None)


@pytest.mark.parametrize("make", [_contradicted, _unlocated], ids=["contradicted", "unlocated"])
def test_a_protected_claim_keeps_its_citation_and_is_never_softened(make):
    result = make()
    assert safety.protected(result)
    repairs = suggest_repairs([result], NOTE, {"g1": SOURCE}, NoPanel())["c1"]
    kinds = [r.kind for r in repairs]
    assert RepairKind.REMOVE_CITATION not in kinds and RepairKind.SOFTEN not in kinds
    assert not any(safety.removes_marker(result, r) for r in repairs if r.kind is not RepairKind.DROP)
    assert kinds[-1] is RepairKind.DROP  # drop is always the alternative
    assert any(r.kind is RepairKind.REQUOTE for r in repairs)  # a correction drawn from the source


def test_a_contradiction_is_corrected_with_the_source_words():
    repairs = suggest_repairs([_contradicted()], NOTE, {"g1": SOURCE}, NoPanel())["c1"]
    fixed = repair_pkg.apply_repairs(NOTE, [repairs[0]])
    assert "3.2 million euros" in fixed and "[cite:g1]" in fixed and "4.5" not in fixed


@pytest.mark.parametrize("kind,span,text,allowed", [
    (RepairKind.REMOVE_CITATION, "marker", "", False),
    (RepairKind.SOFTEN, "first", "It is likely that The", False),
    (RepairKind.REQUOTE, "whole", "The council approved a subsidy.", False),  # swallows the marker
    (RepairKind.REQUOTE, "number", "3.2", True),
    (RepairKind.ADD_CITATION, "end", " [cite:g2]", True),
    (RepairKind.DROP, "whole", "", True),
])
def test_forbidden_repairs_on_a_protected_claim(kind, span, text, allowed):
    result = _unlocated()
    c = result.claim
    spans = {"marker": (c.citations[0].start, c.citations[0].end), "first": (c.start, c.start + 3),
             "whole": (c.start, c.end), "number": (NOTE.index("4.5"), NOTE.index("4.5") + 3),
             "end": (c.end - 1, c.end - 1)}
    repair = Repair("r1", kind, "c1", *spans[span], text)
    assert safety.forbidden(result, repair) is (not allowed)
    # an unprotected claim (located, no conflict) may have its citation removed
    plain = ClaimResult(c, Verdict.NOT_SUPPORTED, Grounding.LOCATED, Evidence("g1", "x", 0, 1))
    assert not safety.forbidden(plain, repair)


def test_better_needs_a_truer_claim_and_one_claim_where_one_stood():
    before = ClaimResult(_claim(), Verdict.PARTIAL, Grounding.LOCATED)
    fix = Repair("r1", RepairKind.REQUOTE, "c1", 0, 1, "x")
    same = ClaimResult(_claim(), Verdict.PARTIAL, Grounding.LOCATED)
    up = ClaimResult(_claim(), Verdict.SUPPORTED, Grounding.LOCATED)
    assert safety.better(before, fix, [up], "text") and not safety.better(before, fix, [same], "text")
    assert not safety.better(before, fix, [up, up], "text")  # split in two
    assert not safety.better(before, fix, [], "")  # a non-drop repair that deletes the claim
    drop = Repair("r2", RepairKind.DROP, "c1", 0, 1, "")
    assert safety.better(before, drop, [], "") and not safety.better(up, drop, [], "")


def test_standing_coverage_counts_a_hidden_claim_and_reports_removed_ones():
    text = "A b c. D e f. G h i."
    def res(s, e, cited):
        cites = (Citation("[1]", CitationKind.NUMERIC, "1", e, e, "1"),) if cited else ()
        return ClaimResult(Claim("c", text[s:e], s, e, cites), Verdict.SUPPORTED if cited else Verdict.UNCITED,
                           Grounding.LOCATED)
    after = [res(0, 6, True)]  # "D e f." is no longer a claim, "G h i." gone from the total
    got = standing_coverage(after, text, [(0, 6), (7, 13), (14, 14)])
    assert (got.covered, got.total, got.hidden, got.removed) == (1, 2, 1, 1)


def _check(folder: str):
    bundle = load_bundle(SAMPLES / folder)
    with build_runtime(Config(offline=True), fetch=False) as runtime:
        return verify(bundle.note_text, bundle.sources, runtime=runtime)


def test_the_ferry_sample_shows_repair_moving_coverage_and_verdicts():
    report = _check("ferry-repair")
    assert report.coverage.before == 0.625 and report.coverage.after == 1.0
    kinds = {r.id: [x.kind for x in r.repairs] for r in report.claims}
    by_verdict = {r.id: r.verdict for r in report.claims}
    flagged = [cid for cid, v in by_verdict.items() if v is not Verdict.SUPPORTED]
    assert flagged and all(kinds[cid] for cid in flagged)  # every flagged claim gets a suggestion
    # the subsidy claim states 4.5 million where the source says 3.2: contradicted, so not supported
    # (not "partial"), and the first suggestion is a correction from the source, never a hedge
    subsidy = next(r for r in report.claims if "subsidy" in r.claim.text)
    assert subsidy.verdict is Verdict.NOT_SUPPORTED
    assert any(v.judge == "contradiction" and v.conflicts for v in subsidy.votes)
    assert subsidy.repairs[0].kind is RepairKind.REQUOTE and "3.2" in subsidy.repairs[0].replacement
    synthesis = next(r for r in report.claims if r.claim.text.startswith("Passenger numbers"))
    assert synthesis.repairs[0].kind is RepairKind.ADD_CITATION and set(synthesis.repairs[0].citations) == {"1", "3"}
    for result in report.claims:
        for r in result.repairs:
            assert not safety.forbidden(result, r)
            assert "Re-checked with the repair applied" in r.rationale


# -- property: coverage never rises unless a citation is added -------------------------------------

FACTS = [
    ("The authority carried 2.4 million passengers in 2024", "1"),
    ("Inspectors found corrosion on the hull of the MV Skerry", "2"),
    ("The vessel was withdrawn from service for six weeks", "2"),
    ("Most commuters rely on the ferry three days a week", "3"),
    ("The council approved a subsidy of 3.2 million euros", "4"),
    ("The ferry fleet was entirely replaced in 2020", "1"),  # supported by nothing
]
SOURCES = {k: s for k, s in load_bundle(SAMPLES / "ferry-repair").sources.items()}
LINE = st.tuples(st.sampled_from(FACTS), st.sampled_from(["cited", "uncited", "wrong", "hedged"]),
                 st.booleans())


def _note(lines) -> str:
    out = ["# Note\n\n## Findings\n\n"]
    for (text, key), mode, bullet in lines:
        wrong = str(int(key) % 4 + 1)
        body = {"cited": f"{text} [{key}].", "uncited": f"{text}.", "wrong": f"{text} [{wrong}].",
                "hedged": f"It is likely that {text[0].lower() + text[1:]}."}[mode]
        out.append(f"- {body}\n" if bullet else f"\n{body}\n\n")
    return "".join(out)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(LINE, min_size=1, max_size=6))
def test_coverage_never_rises_without_an_added_citation(monkeypatch, lines):
    note = _note(lines)
    original = repair_pkg.suggest_repairs

    def no_new_citations(results, text, sources, panel):
        got = original(results, text, sources, panel)
        return {cid: kept for cid, reps in got.items()
                if (kept := tuple(r for r in reps if r.kind is not RepairKind.ADD_CITATION and not r.citations))}

    monkeypatch.setattr(repair_pkg, "suggest_repairs", no_new_citations)
    with build_runtime(Config(offline=True), fetch=False) as runtime:
        report = verify(note, SOURCES, runtime=runtime)
    cov = report.coverage
    if cov.before is not None:
        assert cov.after is not None and cov.after <= cov.before + 1e-9, (note, report.repaired_note)


@settings(max_examples=12, deadline=None)
@given(st.lists(LINE, min_size=1, max_size=6))
def test_no_suggestion_launders_a_protected_claim(lines):
    with build_runtime(Config(offline=True), fetch=False) as runtime:
        report = verify(_note(lines), SOURCES, runtime=runtime)
    for result in report.claims:
        for r in result.repairs:
            assert not safety.forbidden(result, r)


# a new user's notes (the trial behind these rules): a correction that would make up a quotation,
# and a corrected name that would pin a statement the source does not make on another person
TRANSCRIPT = Source("t1", "Transcript, day 3. Chief engineer Helen Park said passenger safety \"has never been "
                          "compromised at any point\". Operations director Tom Ashby said the timetable would "
                          "change in May.")
NOTICES = Source("g2", "Dr Maria Okafor, the Board's chief scientist, said the boil-water notices would stay in "
                       "place while tests continue. She did not give a date for lifting the notices.")


def _repairs_of(note: str, sources: dict[str, Source]):
    report = verify(note, sources, Config(offline=True))
    return report, [r for result in report.claims for r in result.repairs]


def test_a_correction_inside_a_quotation_must_leave_the_sources_own_words():
    note = 'Park said safety "has been compromised at several points" [cite:t1].\n'
    report, repairs = _repairs_of(note, {"t1": TRANSCRIPT})
    assert report.claims[0].verdict is Verdict.NOT_SUPPORTED
    for r in repairs:  # "has never been compromised at several points" is in no source
        fixed = repair_pkg.apply_repairs(note, [r])
        assert "never been compromised at several points" not in fixed, r
    assert "never been compromised at several points" not in (report.repaired_note or "")


def test_a_contradicted_claim_is_not_mended_into_another_unsupported_claim():
    note = "Dr Samuel Reyes, the Board's chief scientist, said the notices would be lifted on Friday [cite:g2].\n"
    report, repairs = _repairs_of(note, {"g2": NOTICES})
    assert report.claims[0].verdict is Verdict.NOT_SUPPORTED
    for r in repairs:  # Okafor never said Friday: putting her name there is no repair
        assert "Okafor, the Board's chief scientist, said the notices would be lifted on Friday" not in \
            repair_pkg.apply_repairs(note, [r]), r
    repaired = report.repaired_note or ""
    assert not ("Okafor" in repaired and "Friday" in repaired), repaired  # a restatement of the source may stand


def test_a_correction_inside_a_quotation_to_the_sources_words_is_still_offered():
    note = 'Park said passenger safety "has been compromised at any point" [cite:t1].\n'
    report, repairs = _repairs_of(note, {"t1": TRANSCRIPT})
    assert report.claims[0].verdict is Verdict.NOT_SUPPORTED
    fixed = [repair_pkg.apply_repairs(note, [r]) for r in repairs]
    assert any('"has never been compromised at any point"' in f for f in fixed), fixed
