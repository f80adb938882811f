"""Probe cases R03 and R04 (tests/data/probe): a repair must keep the claim's meaning and be a
well-formed edit of it.

* R04: "Nobody was reported injured [1]." against a source whose first line is its title: the
  re-quote offered the title ("Regional flood report, April 2023") in place of the claim, which
  re-checked as supported only because it was copied from the source;
* R03: "All of the port's cranes …" against "None of the port's cranes …": the word swap put
  "None of the port's" in place of "port's" ("All of the None of the port's cranes").
"""

from __future__ import annotations

import io
import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.cli import main
from reviewer.model import (
    Citation,
    CitationKind,
    Claim,
    ClaimResult,
    Grounding,
    Repair,
    RepairKind,
    Verdict,
)
from reviewer.repair import meaning, safety
from reviewer.repair.swaps import _aligned

PROBE = Path(__file__).parent / "data" / "probe"


def _check(name: str, tmp_path: Path) -> tuple[dict, str]:
    out, err = io.StringIO(), io.StringIO()
    repaired = tmp_path / "repaired.md"
    main(["check", str(PROBE / name), "--offline", "--json", "--out", str(repaired)], out, err)
    return json.loads(out.getvalue()), repaired.read_text(encoding="utf-8")


def test_r04_no_requote_replaces_the_claim_with_the_title(tmp_path):
    report, repaired = _check("R04_requote_replaces_claim_with_title", tmp_path)
    claim = next(c for c in report["claims"] if c["text"].startswith("Nobody"))
    replacements = [r["replacement"] for r in claim["repairs"]]
    assert all("Regional flood report" not in r for r in replacements)
    assert "Regional flood report" not in repaired
    # what is offered instead says what the claim says, in the source's words
    assert replacements == ["No injuries were reported"]
    assert "No injuries were reported [1]." in repaired


def test_r03_word_swap_replaces_exactly_the_conflicting_words(tmp_path):
    report, repaired = _check("R03_garbled_requote_all_none", tmp_path)
    (claim,) = report["claims"]
    assert claim["verdict"] == "not_supported"
    first = claim["repairs"][0]
    assert first["kind"] == "requote" and first["replacement"] == "None"
    note = (PROBE / "R03_garbled_requote_all_none" / "note.md").read_text(encoding="utf-8")
    assert note[first["start"] : first["end"]] == "All"
    assert all("of the None of" not in r["replacement"] for r in claim["repairs"])
    assert "None of the port's cranes were replaced during the year [1]." in repaired
    assert "All of the None" not in repaired


def test_aligned_edit_covers_the_claims_answering_words():
    text = "All of the port's cranes were replaced."
    at = text.index("port's")
    assert _aligned(text, at, at + 6, "None of the port's") == (0, 3, "None")
    text = "The port replaced all cranes."
    at = text.index("cranes")
    start, end, right = _aligned(text, at, at + 6, "none of the cranes")
    assert (text[start:end], right) == ("all", "none of the")
    text = "Cranes were replaced."  # nothing of the claim's answers "No": the phrase goes in whole
    assert _aligned(text, 0, 6, "No cranes") == (0, 6, "No cranes")
    text = "The board approved the plan."  # the source's phrase does not hold the claim's word
    at = text.index("approved")
    assert _aligned(text, at, at + 8, "did not approve") == (at, at + 8, "did not approve")


def _result(note: str) -> ClaimResult:
    start = note.index("[1]")
    citation = Citation("[1]", CitationKind.NUMERIC, "1", start, start + 3, source_id="1")
    claim = Claim("c1", note, 0, len(note), (citation,))
    return ClaimResult(claim, Verdict.NOT_SUPPORTED, Grounding.LOCATED)


def test_a_swap_that_doubles_the_words_around_it_is_malformed():
    note = "All of the port's cranes were replaced during the year [1]."
    result = _result(note)
    at = note.index("port's")
    garbled = Repair("r1", RepairKind.REQUOTE, "c1", at, at + 6, "None of the port's")
    assert "doubled" in safety.malformed(note, result, garbled)
    clean = Repair("r1", RepairKind.REQUOTE, "c1", 0, 3, "None")
    assert safety.malformed(note, result, clean) == ""


def test_title_in_place_of_the_claim_changes_its_meaning():
    note = "Nobody was reported injured [1]."
    result = _result(note)
    end = note.index(" [1]")
    title = Repair("r1", RepairKind.REQUOTE, "c1", 0, end, "Regional flood report, April 2023")
    assert safety.changes_meaning(note, result, title)
    same = Repair("r1", RepairKind.REQUOTE, "c1", 0, end, "No injuries were reported")
    assert safety.changes_meaning(note, result, same) == ""
    other_subject = Repair("r1", RepairKind.REQUOTE, "c1", 0, end,
                           "About 300 homes were evacuated, and no injuries were reported")
    assert safety.changes_meaning(note, result, other_subject)


def test_soften_may_hedge_or_narrow_but_not_add():
    before = "Copper demand tripled in Chile, while nickel output halved"
    assert meaning.changes_meaning(RepairKind.SOFTEN, before, "It is likely that copper demand tripled in "
                                   "Chile, while nickel output halved", "Copper") == ""
    assert meaning.changes_meaning(RepairKind.SOFTEN, before, "Copper demand tripled in Chile", before) == ""
    assert meaning.changes_meaning(RepairKind.SOFTEN, before, "Zinc prices tripled in Peru", before)


_WORDS = st.sampled_from("flood homes evacuated injured reported river banks rain council approved subsidy "
                         "ferry fares cranes replaced port year jobs park regional report April".split())


@settings(max_examples=200, deadline=None)
@given(st.lists(_WORDS, min_size=2, max_size=8), st.lists(_WORDS, min_size=1, max_size=12))
def test_an_offered_restatement_keeps_most_of_the_claims_content(claim_words, new_words):
    """Property: whatever a restatement reads, it is offered only when it keeps at least
    ``KEEP`` of the claim's content words and adds no more than it keeps."""
    before, after = " ".join(claim_words), " ".join(new_words)
    if not meaning.restates(before, after):
        total, kept, added = meaning.measure(before, after)
        assert kept >= meaning.KEEP * total and added <= kept
