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


def test_a_repeated_saying_verb_keeps_the_first_speaker_without_deep_calls():
    """"X said … and warned and warned …": the warning is X's, however often the source repeats the
    verb (it was found by one call per repetition: 3,000 of them overflowed the stack)."""
    from reviewer.judges.conflict_speaker import _reporter
    from reviewer.judges.conflict_text import words

    sw = words("The Infant Nutrition Association said it agreed" + " and warned" * 3000 + " that some products could struggle.")
    assert sw.phrase(*_reporter(sw, len(sw) - 3)) == "The Infant Nutrition Association said"


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


# A new user's notes (Northwind Grid): contradicted claims that came out supported. Each was
# missed for a reason in the check, not in the wording: the claim's "not" drew the window to
# another sentence with a "not"; "fell"/"fall" and "raise"/"rise" share no suffix stem; a year
# given elsewhere in the source ("900 in 2023") licensed any claim year; "July 2024" was read as
# a day of the month; day-month dates were never compared; a name of two words was compared
# word by word; a speaker the source never names was not checked; "three" was no number.
_REVIEW = ("Northwind Grid annual review 2024.\n\nThe operator connected 1,250 new solar installations in "
           "2024, compared with 900 in 2023. Peak demand reached 4.2 gigawatts on 14 July 2024. The board "
           "approved an increase in transmission capacity. Chief executive Maria Lopez said the company \"will "
           "not raise tariffs before 2026, whatever the cost of the expansion turns out to be.\" Outages fell by "
           "12 percent compared with the previous year. Wind generation increased sharply in the second half "
           "of the year.")
_BULLETIN = ("Energy Regulator bulletin, March 2025.\n\nThe regulator fined Northwind Grid 3 million euros for "
             "late reporting. The regulator's chair, John Park, said the fine was proportionate. The regulator "
             "did not approve the proposed tariff increase for 2025. Battery storage capacity in the region "
             "doubled in 2024.")

NEW_USER_CASES = [
    # (claim, source, kind, the source words the conflict must point at)
    ("Outages did not fall compared with the previous year.", _REVIEW, ConflictKind.NEGATION, "fell"),
    ("Chief executive Maria Lopez said tariffs would rise before 2026.", _REVIEW, ConflictKind.NEGATION, "not raise"),
    ("Outages were not reduced and did not decrease last year.", "Outages decreased sharply last year.",
     ConflictKind.NEGATION, "decreased"),
    ("Battery storage capacity in the region doubled in 2025.", _BULLETIN, ConflictKind.DATE, "2024"),
    ("Peak demand reached 4.2 gigawatts on 14 July 2023.", _REVIEW, ConflictKind.DATE, "2024"),
    ("Peak demand reached 4.2 gigawatts on 12 July 2024.", _REVIEW, ConflictKind.DATE, "14 July"),
    ("The ministry confirmed the outbreak on 12 March.", "The ministry confirmed the outbreak on 14 March, officials said.",
     ConflictKind.DATE, "14 March"),
    ("The ministry confirmed the outbreak on March 12.", "The ministry confirmed the outbreak on 14th of March.",
     ConflictKind.DATE, "14th of March"),
    ('Chief executive John Park said the company "will not raise tariffs before 2026".', _REVIEW,
     ConflictKind.ENTITY, "Maria Lopez"),
    ('Smith said peak demand "reached 4.2 gigawatts on 14 July".', _REVIEW, ConflictKind.ENTITY, "Peak demand"),
    ("According to Omar Haddad, the plant will close in spring.", "Greta Lund said the plant will close in spring.",
     ConflictKind.ENTITY, "Greta Lund"),
    ("The inspector ignored three earlier warnings before the collapse.",
     "The inspector received two earlier warnings before the collapse.", ConflictKind.QUANTITY, "two"),
    ("The firm hired twenty-five engineers in Leeds.", "The firm hired 40 engineers in Leeds.", ConflictKind.QUANTITY, "40"),
    ("A dozen ships were lost in the storm.", "Five ships were lost in the storm.", ConflictKind.QUANTITY, "Five"),
    ("The city planted two hundred trees along the river.", "The city planted 350 trees along the river.",
     ConflictKind.QUANTITY, "350"),
]


@pytest.mark.parametrize(("claim", "source", "kind", "source_part"), NEW_USER_CASES,
                         ids=[c[0][:40] for c in NEW_USER_CASES])
def test_new_user_contradictions(claim, source, kind, source_part):
    found = conflicts(claim, source)
    assert kind in {c.kind for c in found}, found
    (c,) = [c for c in found if c.kind is kind]
    assert source_part in c.source_text, c
    assert source[c.source_start : c.source_end] == c.source_text and claim[c.claim_start : c.claim_end] == c.claim_text


NEW_USER_FAITHFUL = [
    # the faithful paraphrases in the same notes, which must stay unflagged
    ("Outages fell by twelve percent compared with the previous year.", _REVIEW),
    ("Outages fell by 12 percent compared with the previous year.", _REVIEW),
    ("Outages fell.", _REVIEW),
    ("The operator hooked up 1,250 additional solar systems during 2024, against 900 a year earlier.", _REVIEW),
    ("Northwind Grid connected 1,250 new solar installations in 2024, up from 900 in 2023.", _REVIEW),
    ("Peak demand reached 4.2 gigawatts on 14 July 2024.", _REVIEW),
    ("Peak demand reached 4.2 gigawatts in July 2024.", _REVIEW),
    ('Lopez said the company "will not raise tariffs ... whatever the cost".', _REVIEW),
    ("Maria Lopez said tariffs would not rise before 2026.", _REVIEW),
    ("Wind generation increased sharply in the second half of the year.", _REVIEW),
    ("The regulator penalised Northwind Grid with a 3 million euro fine because it reported late.", _BULLETIN),
    ("The regulator fined Northwind Grid 3 million euros for late reporting.", _BULLETIN),
    ('The chair, John Park, said the fine was "proportionate".', _BULLETIN),
    ("Battery storage in the region grew twofold in 2024.", _BULLETIN),
    ("Storage capacity doubled in 2024.", _BULLETIN),
    ("The regulator might have fined Northwind Grid.", _BULLETIN),
    ("The inspector received two earlier warnings.", "The inspector received 2 earlier warnings before the collapse."),
    ("The firm hired a dozen engineers.", "The firm hired 12 engineers in Leeds."),
    ("One of the engineers quit in 2021.", "Three engineers joined in 2019; one of them quit in 2021."),
    ("Turnout rose between 2019 and 2023, peaking in 2021.", "Turnout rose from 2019 to 2023."),
    ("Powell was named on March 1, 2017.", "By Travis Zimpfer on March 2, 2017. Powell was named on Wednesday."),
]


@pytest.mark.parametrize(("claim", "source"), NEW_USER_FAITHFUL, ids=[c[0][:40] for c in NEW_USER_FAITHFUL])
def test_new_user_faithful_paraphrases_stay_unflagged(claim, source):
    assert conflicts(claim, source) == ()
