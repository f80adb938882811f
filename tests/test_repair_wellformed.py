"""Repairs leave well-formed text; hedges count only when the gate recognises them; a pinned
citation is never kept against a contradiction vote (README "Repair safety")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.config import Config
from reviewer.model import (
    Citation,
    CitationKind,
    Claim,
    ClaimResult,
    Conflict,
    ConflictKind,
    Grounding,
    Repair,
    RepairKind,
    Source,
    Verdict,
    Vote,
)
from reviewer.repair import apply_repairs, run_repair_loop, safety, suggest_repairs
from reviewer.repair.corrections import _as_claim, _sentence_at
from reviewer.repair.edits import closest_passage
from reviewer.runtime import build_runtime
from reviewer.verify import verify

REVIEW = ("Northwind Grid annual review 2024.\n\nThe operator connected 1,250 new solar installations in 2024, "
          "compared with 900 in 2023. Peak demand reached 4.2 gigawatts on 14 July 2024. The board approved an "
          "increase in transmission capacity. Chief executive Maria Lopez said the company \"will not raise "
          "tariffs before 2026, whatever the cost of the expansion turns out to be.\" Outages fell by 12 percent "
          "compared with the previous year. Wind generation increased sharply in the second half of the year.\n")
BULLETIN = ("Energy Regulator bulletin, March 2025.\n\nThe regulator fined Northwind Grid 3 million euros for late "
            "reporting. The regulator's chair, John Park, said the fine was proportionate. The regulator did not "
            "approve the proposed tariff increase for 2025. Battery storage capacity in the region doubled in "
            "2024.\n")
SOURCES = {"1": Source("1", REVIEW), "2": Source("2", BULLETIN)}


class NoPanel:
    def decide(self, claim, sources, context=""):
        class D:
            verdict, votes, evidence, reason = Verdict.NOT_SUPPORTED, (), None, ""
        return D()


def _result(sentence: str, key: str, wrong: str, right: str, kind: ConflictKind) -> tuple[str, ClaimResult]:
    note = f"- {sentence} [{key}].\n"
    start, at = 2, note.index(f"[{key}]")
    cite = Citation(f"[{key}]", CitationKind.NUMERIC, key, at, at + len(key) + 2, key)
    claim = Claim("c1", note[start : at + len(key) + 3], start, at + len(key) + 3, (cite,))
    source = SOURCES[key].text
    conflict = Conflict(kind, "golden", claim_text=wrong, source_id=key, source_text=right,
                        source_start=source.find(right), source_end=source.find(right) + len(right))
    vote = Vote("contradiction", Verdict.NOT_SUPPORTED, 1.0, "golden", conflicts=(conflict,))
    return note, ClaimResult(claim, Verdict.NOT_SUPPORTED, Grounding.LOCATED, None, (vote,))


# -- 1. corrections are whole phrases -----------------------------------------------------------

@pytest.mark.parametrize("sentence,key,wrong,right,kind,expected", [
    ("The regulator approved the proposed tariff increase for 2025", "2", "approved", "not approve",
     ConflictKind.NEGATION, "- The regulator did not approve the proposed tariff increase for 2025 [2].\n"),
    ("Outages did not fall compared with the previous year", "1", "fall", "fell",
     ConflictKind.NEGATION, "- Outages fell compared with the previous year [1].\n"),
    ('Lopez said the company "will raise tariffs before 2026"', "1", "raise", "not raise",
     ConflictKind.NEGATION, '- Lopez said the company "will not raise tariffs before 2026" [1].\n'),
    ("Outages fell by 20 percent compared with the previous year", "1", "20 percent", "12 percent",
     ConflictKind.QUANTITY, "- Outages fell by 12 percent compared with the previous year [1].\n"),
    ("The board rejected an increase in transmission capacity", "1", "rejected", "approved",
     ConflictKind.ANTONYM, "- The board approved an increase in transmission capacity [1].\n"),
])
def test_a_correction_replaces_a_whole_phrase(sentence, key, wrong, right, kind, expected):
    note, result = _result(sentence, key, wrong, right, kind)
    repairs = suggest_repairs([result], note, SOURCES, NoPanel())["c1"]
    assert apply_repairs(note, [repairs[0]]) == expected
    assert all(not safety.malformed(note, result, r) for r in repairs)


@pytest.mark.parametrize("sentence,key,wrong,right,kind", [
    # another verb (causative pair): "tariffs will not raise" would be broken English
    ("Chief executive Maria Lopez said tariffs would rise before 2026", "1", "rise", "not raise",
     ConflictKind.NEGATION),
    # a name against a whole sentence is no like-for-like correction
    ('Smith said peak demand "reached 4.2 gigawatts on 14 July"', "1", "Smith",
     "Peak demand reached 4.2 gigawatts on 14 July 2024", ConflictKind.ENTITY),
])
def test_no_clean_correction_offers_the_source_sentence_or_drop(sentence, key, wrong, right, kind):
    note, result = _result(sentence, key, wrong, right, kind)
    repairs = suggest_repairs([result], note, SOURCES, NoPanel())["c1"]
    fixed = [apply_repairs(note, [r]) for r in repairs if r.kind is RepairKind.REQUOTE]
    assert all(right not in f or f.startswith(f"- {right[:1].upper()}") or f.count('"') % 2 == 0 for f in fixed)
    assert not any(f.startswith(note[:-6].replace(wrong, right)) for f in fixed)  # the bad word swap
    assert repairs[-1].kind is RepairKind.DROP
    assert all(not safety.malformed(note, result, r) for r in repairs)


def test_an_unlocated_quote_is_replaced_from_the_start_of_the_sources_quote():
    for quote, expected in [("will raise tariffs ... before 2026", "will not raise tariffs before 2026"),
                            ("raise tariffs before 2026", "will not raise tariffs before 2026")]:
        span = closest_passage(quote, REVIEW)
        assert span is not None and REVIEW[span[0] : span[1]] == expected


@pytest.mark.parametrize("word,expected", [
    ("Outages", "Outages fell by 12 percent compared with the previous year"),  # no stray leading quote
    ("whatever", 'Chief executive Maria Lopez said the company "will not raise tariffs before 2026, whatever '
                 'the cost of the expansion turns out to be"'),  # the closing quote kept
])
def test_a_restatement_is_a_whole_sentence(word, expected):
    at = REVIEW.index(word)
    assert _as_claim(_sentence_at(REVIEW, at, at + len(word)), "X") == expected


# -- the well-formedness guard ------------------------------------------------------------------

GUARD_NOTE = '- Lopez said the company "will raise tariffs" in 2026 [1].\n'


def _guard_result() -> ClaimResult:
    at = GUARD_NOTE.index("[1]")
    cite = Citation("[1]", CitationKind.NUMERIC, "1", at, at + 3, "1")
    return ClaimResult(Claim("c1", GUARD_NOTE[2:-1], 2, len(GUARD_NOTE) - 1, (cite,)), Verdict.NOT_SUPPORTED,
                       Grounding.UNLOCATED)


@pytest.mark.parametrize("old,new,kind,reason", [
    ('"will raise tariffs"', '"will not raise tariffs', RepairKind.REQUOTE, "unbalanced"),
    ("Lopez said", '" Lopez said', RepairKind.REQUOTE, "unbalanced"),
    ("Lopez said", ", Lopez said", RepairKind.REQUOTE, "stray punctuation"),
    ("said the", "said  the", RepairKind.REQUOTE, "doubled blank"),
    (" [1]", "", RepairKind.REQUOTE, "marker [1] lost"),
    ("in 2026 [1].", "in 2026 [1]", RepairKind.REQUOTE, "final"),
    ("(", "(", RepairKind.REQUOTE, ""),
    ("will raise", "will not raise", RepairKind.REQUOTE, ""),
    (" [1]", "", RepairKind.REMOVE_CITATION, ""),
])
def test_the_guard_names_what_a_repair_breaks(old, new, kind, reason):
    if old not in GUARD_NOTE:
        old = new = "will"
    at = GUARD_NOTE.index(old)
    got = safety.malformed(GUARD_NOTE, _guard_result(), Repair("r1", kind, "c1", at, at + len(old), new))
    assert (reason in got and got) if reason else got == ""


def test_the_loop_never_offers_a_malformed_suggestion():
    result = _guard_result()
    at = GUARD_NOTE.index("will")
    bad = Repair("r1", RepairKind.REQUOTE, "c1", at, at + 4, 'will" not')
    good = Repair("r2", RepairKind.REQUOTE, "c1", at, at + 10, "will not raise")
    for verify_suggestions in (True, False):
        loop = run_repair_loop(GUARD_NOTE, lambda text: [result] if text == GUARD_NOTE else [],
                               lambda results, text: {"c1": (bad, good)} if text == GUARD_NOTE else {},
                               max_passes=1, verify_suggestions=verify_suggestions)
        offered = [r.replacement for r in loop.first_suggestions.get("c1", ())]
        assert 'will" not' not in offered and loop.withheld_malformed == 1


# -- 2. a hedge is better only when the gate no longer flags it ---------------------------------

def _uncited(text: str) -> ClaimResult:
    return ClaimResult(Claim("c1", text, 0, len(text)), Verdict.UNCITED, Grounding.NOT_APPLICABLE)


def test_a_hedge_still_flagged_is_not_better_one_read_as_a_judgment_is():
    before = _uncited("The regulator is hostile to the operator.")
    hedged = "It is likely that the regulator is hostile to the operator."
    soften = Repair("r1", RepairKind.SOFTEN, "c1", 0, 3, "It is likely that the")
    assert not safety.better(before, soften, [_uncited(hedged)], hedged)  # uncited -> uncited
    assert safety.better(before, soften, [], hedged)  # now an exempt judgment closing a cited segment
    assert not safety.better(before, soften, [], "The regulator is hostile to the operator?")


# -- 3. a pinned citation is never kept against a contradiction vote -----------------------------

CLAIM = "Solar capacity will double again in 2025."
NOTE = f"Storage capacity doubled in 2024 [2]. {CLAIM}\n"


def _stub_analyze(vote: Vote):
    """A stub pipeline: the second sentence is uncited until it carries [2], then 'supported'
    by the panel with ``vote`` among its votes."""
    def analyze(text: str) -> list[ClaimResult]:
        start = text.index("Solar")
        end = text.index("\n")
        if "2025 [2]" not in text:
            return [_shift(_uncited(CLAIM), start)]
        at = text.index("[2]", start)
        cite = Citation("[2]", CitationKind.NUMERIC, "2", at, at + 3, "2")
        claim = Claim("c1", text[start:end], start, end, (cite,))
        ok = Vote("lexical", Verdict.SUPPORTED, 0.9, "overlap")
        return [ClaimResult(claim, Verdict.SUPPORTED, Grounding.LOCATED, None, (ok, vote))]
    return analyze


def _shift(result: ClaimResult, start: int) -> ClaimResult:
    c = result.claim
    return ClaimResult(Claim(c.id, c.text, start, start + len(c.text)), result.verdict, result.grounding)


CONFLICT = Conflict(ConflictKind.DATE, "claim says 2025; source: 2024", "2025", source_id="2", source_text="2024")


@pytest.mark.parametrize("vote,kept", [
    (Vote("contradiction", Verdict.NOT_SUPPORTED, 1.0, "contradiction: 2025 vs 2024"), False),
    (Vote("nli", Verdict.NOT_SUPPORTED, 0.7, "contradiction", conflicts=(CONFLICT,)), False),
    (Vote("rules", Verdict.SUPPORTED, 0.2, "odd but conflicted", conflicts=(CONFLICT,)), False),
    (Vote("contradiction", None, 0.0, error="abstains: no contradiction found"), True),
    (Vote("nli", Verdict.SUPPORTED, 0.8, "entailment"), True),
])
def test_an_added_citation_needs_no_contradiction_vote(vote, kept):
    at = NOTE.index("2025") + 4
    add = Repair("", RepairKind.ADD_CITATION, "c1", at, at, " [2]", ("2",), "Source 2 supports it.")
    loop = run_repair_loop(NOTE, _stub_analyze(vote), lambda results, text: {"c1": (add,)} if "2025 [2]" not in text
                           else {}, max_passes=1, allowed_keys={"2"})
    assert bool(loop.first_suggestions) is kept
    assert (loop.repaired_note != NOTE) is kept
    assert loop.withheld_not_better == (0 if kept else 1)


# -- property: no offered repair is malformed ----------------------------------------------------

FACTS = [
    "The regulator {v} the proposed tariff increase for 2025 [2].",
    "Outages {f} by {n} percent compared with the previous year [1].",
    'Maria Lopez said the company "{w} raise tariffs before 2026" [1].',
    "The board {v} an increase in transmission capacity [1].",
    "Peak demand reached {n}.2 gigawatts on 14 July 2024 [1].",
    "Battery storage capacity in the region doubled in {y} [2].",
    "{Name} said the fine was proportionate [2].",
]
LINE = st.tuples(
    st.sampled_from(FACTS), st.sampled_from(["approved", "did not approve", "rejected"]),
    st.sampled_from(["fell", "rose", "did not fall"]), st.sampled_from(["4", "12", "20"]),
    st.sampled_from(["will", "will not", "may"]), st.sampled_from(["2024", "2025"]),
    st.sampled_from(["John Park", "Maria Lopez"]), st.sampled_from(["bullet", "prose", "uncited"]))


def _note(lines) -> str:
    out = ["# Note\n\n"]
    for fact, v, f, n, w, y, name, mode in lines:
        text = fact.format(v=v, f=f, n=n, w=w, y=y, Name=name)
        if mode == "uncited":
            text = text.rsplit(" [", 1)[0] + "."
        out.append(f"- {text}\n" if mode == "bullet" else f"\n{text}\n")
    return "".join(out)


@settings(max_examples=10, deadline=None)
@given(st.lists(LINE, min_size=1, max_size=5))
def test_no_offered_repair_fails_the_guard(lines):
    note = _note(lines)
    with build_runtime(Config(offline=True), fetch=False) as runtime:
        report = verify(note, SOURCES, runtime=runtime)
    for result in report.claims:
        for repair in result.repairs:
            assert not safety.malformed(note, result, repair), (note, repair)
            fixed = apply_repairs(note, [repair])
            assert fixed.count('"') % 2 == note.count('"') % 2
