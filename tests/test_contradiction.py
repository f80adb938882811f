"""The contradiction check: golden cases from the adversarial corpus, one unit case per kind,
and "never raises" invariants on hostile text."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.judges.base import Judge
from reviewer.judges.contradiction import ContradictionJudge, find_conflicts
from reviewer.model import ConflictKind, Source, Verdict

CORPUS = Path(__file__).resolve().parent.parent / "data/adversarial/contradictions.jsonl"
ROWS = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
CONTRADICTIONS = [r for r in ROWS if r["label"] == "Not supported"]
PARAPHRASES = [r for r in ROWS if r["label"] == "Supported"]


def conflicts(claim: str, source: str):
    return find_conflicts(claim, [Source(id="s1", text=source)])


def test_corpus_is_big_and_covers_every_kind():
    assert len(ROWS) >= 300
    kinds = {r["kind"] for r in ROWS}
    assert {"negation", "antonym", "quantity", "multiplier", "vague", "date", "entity", "modality", "scope",
            "paraphrase"} <= kinds
    assert all(set(r) >= {"id", "claim", "source_text", "label", "kind"} for r in ROWS)


def test_corpus_is_reproducible():
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_adversarial", CORPUS.parents[2] / "benchmarks/make_adversarial.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.build(12) == ROWS


@pytest.mark.parametrize("row", CONTRADICTIONS, ids=[r["id"] for r in CONTRADICTIONS])
def test_every_contradiction_is_detected(row):
    found = conflicts(row["claim"], row["source_text"])
    assert found, f"{row['kind']}: {row['claim']!r} vs {row['source_text']!r}"
    for c in found:  # both spans are real spans of the texts given
        assert row["claim"][c.claim_start : c.claim_end] == c.claim_text and c.claim_text
        assert row["source_text"][c.source_start : c.source_end] == c.source_text and c.source_text
        assert c.reason and "\n" not in c.reason


def test_faithful_paraphrases_are_rarely_flagged():
    flagged = [r["id"] for r in PARAPHRASES if conflicts(r["claim"], r["source_text"])]
    assert len(PARAPHRASES) >= 100
    assert len(flagged) <= 0.10 * len(PARAPHRASES), flagged


@pytest.mark.parametrize(
    ("claim", "source", "kind", "reason_part"),
    [
        ("The scan ruled out a fracture.", "The scan could neither rule the fracture in nor out.", ConflictKind.NEGATION, "rule"),
        ("A bleed was ruled out.", "A bleed cannot be ruled out.", ConflictKind.NEGATION, "cannot"),
        ("There is no evidence of harm.", "There is evidence of harm in rats.", ConflictKind.NEGATION, "evidence"),
        ("Exports rose sharply last year.", "Exports fell sharply last year.", ConflictKind.ANTONYM, "fell"),
        ("The river hit its maximum level in May.", "The river hit its minimum level in May.", ConflictKind.ANTONYM, "minimum"),
        ("The council approved the plan.", "The council rejected the plan.", ConflictKind.ANTONYM, "rejected"),
        ("The trip time doubled.", "The trip took 9 hours in 2019 and 14 hours in 2023.", ConflictKind.QUANTITY, "\u00d71.56"),
        ("Unemployment reached 7.5% in March.", "Unemployment reached 5.2% in March.", ConflictKind.QUANTITY, "5.2"),
        ("Most voters backed the plan.", "Only 38% of voters backed the plan.", ConflictKind.QUANTITY, "38"),
        ("The bridge opened in 2019.", "The bridge opened in 2017 after years of delay.", ConflictKind.DATE, "2017"),
        ("Pfizer announced the merger on Monday.", "Moderna announced the merger on Monday.", ConflictKind.ENTITY, "Moderna"),
        ("The drug cures migraine.", "The drug may reduce migraine frequency.", ConflictKind.MODALITY, "may"),
        ("Smoking causes gum disease.", "Smoking is associated with gum disease.", ConflictKind.MODALITY, "associated"),
        ("The compound shrank tumours in humans.", "The compound shrank tumours in mice.", ConflictKind.SCOPE, "mice"),
        ("All patients improved.", "Some patients improved after treatment.", ConflictKind.SCOPE, "Some"),
    ],
)
def test_each_kind(claim, source, kind, reason_part):
    found = conflicts(claim, source)
    assert kind in {c.kind for c in found}, found
    assert any(reason_part in c.reason for c in found if c.kind is kind)


def test_the_reason_an_editor_reads_for_a_doubling():
    (c,) = conflicts("The trip time doubled.", "The trip took 9 hours in 2019 and 14 hours in 2023.")
    assert c.reason == "claim says doubled; source: 9 \u2192 14 hours, \u00d71.56"
    assert c.claim_text == "doubled"


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("The trip took 14 hours in 2023.", "The trip took 9 hours in 2019 and 14 hours in 2023."),
        ("Rents doubled.", "Average rents went from 800 dollars to 1,600 dollars."),
        ("About 40% of members voted yes.", "Some 41.5% of members voted yes."),
        ("More than 500 workers were laid off.", "The firm laid off 620 workers."),
        ("The population is 53.3 million.", "The population is 53,300,000."),
        ("Most voters backed the plan.", "Some 62% of voters backed the plan."),
        ("The drug may reduce migraine.", "The drug may reduce migraine frequency."),
        ("The scan did not rule out a fracture.", "The scan could neither rule the fracture in nor out."),
        ("The panel found no evidence of harm.", "There was no evidence of harm, the panel found."),
        ("Exports rose in 2019.", "In 2019 exports increased, while imports did not rise."),
        ("The museum is in the 17th-century palace.", "The museum occupies a palace built in 1650."),
        ("Moderna announced the merger.", "On Monday, Moderna announced the merger."),
        ("The summit opened in Geneva.", "The weather in Lyon was mild; the summit opened in Geneva."),
    ],
)
def test_faithful_claims_are_not_flagged(claim, source):
    assert conflicts(claim, source) == ()


def test_a_window_about_something_else_is_not_read():
    assert conflicts("The council approved the housing plan.", "Fish stocks in the bay were rejected as a food source.") == ()


def test_unparseable_quantities_are_ignored():
    assert conflicts("Version 3,4 shipped.", "Version 1.2.3 shipped.") == ()
    assert conflicts("The valve failed after 1.2.3 cycles.", "The valve failed after 9,99 cycles.") == ()


def test_judge_protocol_and_veto_vote():
    judge = ContradictionJudge()
    assert isinstance(judge, Judge)
    vote = judge.judge("Exports rose sharply.", [Source(id="s1", text="Exports fell sharply.")])
    assert vote.verdict is Verdict.NOT_SUPPORTED and vote.conflicts and "fell" in vote.reason
    quiet = judge.judge("Exports rose sharply.", [Source(id="s1", text="Exports rose sharply.")])
    assert quiet.verdict is None and quiet.error  # abstains: never a silent verdict-less vote


@pytest.mark.parametrize(
    ("claim", "source"),
    [("", ""), ("   ", "text"), ("123 456 789", "987 654"), ("Город вырос в 2019 году.", "The city grew in 2019."),
     ("漢字 2019 ۱۲۳ 三", "漢字 2020"), ("\u200b\u200b", "\u0000"), ("%%% --- ...", "5% 6% 7%"),
     ("doubled", "1 2"), ("most", "0%"), ("9 - 14 - 2019 to 2020", "between 1 and 0")],
)
def test_bad_input_never_raises(claim, source):
    assert isinstance(conflicts(claim, source), tuple)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200), st.text(max_size=400))
def test_never_raises_on_any_text(claim, source):
    found = conflicts(claim, source)
    for c in found:
        assert claim[c.claim_start : c.claim_end] == c.claim_text
        assert source[c.source_start : c.source_end] == c.source_text


_PIECES = ["not", "no", "never", "rose", "fell", "doubled", "most", "9", "14", "2019", "%", "hours", "Paris",
           "Lyon", "may", "cures", "in", "mice", "humans", "all", "some", ",", ".", "-", "between", "and", "million"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=30), st.lists(st.sampled_from(_PIECES), max_size=60))
def test_never_raises_on_cue_soup(a, b):
    assert isinstance(conflicts(" ".join(a), " ".join(b)), tuple)


def test_linear_time_on_hostile_text():
    hostile = ("not " * 20000) + ("1," * 20000) + ("9-" * 20000) + ("Paris " * 20000)
    start = time.perf_counter()
    conflicts("not " * 2000 + "rose 9 hours Paris", hostile)
    assert time.perf_counter() - start < 5.0


UNIT_CASES = [
    # (claim, source, contradicted?) — units of one dimension are compared in their base unit
    ("Global mean sea level rose by about 20 cm between 1901 and 2018.",
     "Global mean sea level increased by 0.20 m between 1901 and 2018.", False),
    ("The rope is 20 cm long.", "The rope is 0.20 m long.", False),
    ("The rope is 2 m long.", "The rope is 20 cm long.", True),
    ("The climb took 2 hours.", "The climb took 120 minutes.", False),
    ("The climb took 3 hours.", "The climb took 90 minutes.", True),
    ("The bag weighs 2 kg.", "The bag weighs 2000 g.", False),
    ("The bag weighs 5 kg.", "The bag weighs 2000 g.", True),
    ("The treaty was signed in 1992 in Lisbon.", "The treaty was signed in 1989 in Lisbon.", True),
]


@pytest.mark.parametrize(("claim", "source", "contradicted"), UNIT_CASES)
def test_units_are_converted_before_quantities_are_compared(claim, source, contradicted):
    assert bool(find_conflicts(claim, [Source("s", source)])) is contradicted
