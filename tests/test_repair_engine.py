"""Repair suggestions of every kind, and the bounded repair loop, against a fake panel."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from reviewer.locate import locate_quote
from reviewer.model import (
    Citation,
    CitationKind,
    Claim,
    ClaimResult,
    Evidence,
    Grounding,
    QuoteSpan,
    RepairKind,
    Source,
    SourceStatus,
    Verdict,
    Vote,
)
from reviewer.repair import apply_repairs, coverage_fraction, run_repair_loop, suggest_repairs

# --------------------------------------------------------------------------- fakes

_WORD = re.compile(r"\d+(?:\.\d+)?|[a-z]{3,}")
_STOP = {"the", "and", "that", "this", "with", "for", "from", "was", "were", "are", "has", "have"}


def words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


@dataclass(frozen=True)
class Decision:
    verdict: Verdict
    votes: tuple[Vote, ...]
    evidence: Evidence | None
    reason: str


class FakePanel:
    """Token recall of the claim in the source: >= .75 supported, >= .4 partial, else not."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[str, ...]]] = []

    def decide(self, claim: str, sources, context: str = "") -> Decision:
        self.calls.append((claim, tuple(s.id for s in sources)))
        if not sources or not all(s.usable for s in sources):
            return Decision(Verdict.SOURCE_UNAVAILABLE, (), None, "source unavailable")
        want = words(claim)
        text = " ".join(s.text for s in sources)
        recall = len(want & words(text)) / max(1, len(want))
        verdict = (Verdict.SUPPORTED if recall >= 0.75 else Verdict.PARTIAL if recall >= 0.4
                   else Verdict.NOT_SUPPORTED)
        sentence = max(re.split(r"(?<=\.)\s+", sources[0].text), key=lambda s: len(want & words(s)))
        start = sources[0].text.find(sentence)
        evidence = Evidence(sources[0].id, sentence, start, start + len(sentence))
        vote = Vote("lexical", verdict, recall, f"recall {recall:.2f}", evidence)
        return Decision(verdict, (vote,), evidence, f"recall {recall:.2f}")


_MARKER = re.compile(r"\[cite:([^\]]+)\]|\[(\d+(?:,\s*\d+)*)\]")
_QUOTE = re.compile(r'"([^"]+)"')


def analyzer(sources: dict[str, Source], panel: FakePanel):
    """A tiny stand-in for the pipeline: each sentence of each non-heading line is a claim."""

    def analyze(note: str) -> list[ClaimResult]:
        results = []
        for block, line in enumerate(re.finditer(r"[^\n]+", note)):
            if line.group().lstrip().startswith("#"):
                continue
            body_start = line.start() + len(re.match(r"\s*(?:- )?", line.group()).group())
            for sent in re.finditer(r"[^.!?]+[.!?]*(?:\s*\[[^\]]+\])?[.!?]*", note[body_start : line.end()]):
                raw = sent.group()
                start = body_start + sent.start() + len(raw) - len(raw.lstrip())
                end = body_start + sent.start() + len(raw.rstrip())
                if start >= end:
                    continue
                text = note[start:end]
                cites = []
                for m in _MARKER.finditer(text):
                    kind = CitationKind.LEDGER if m.group(1) else CitationKind.NUMERIC
                    for key in (m.group(1) or m.group(2)).replace(" ", "").split(","):
                        cites.append(Citation(m.group(), kind, key, start + m.start(), start + m.end(),
                                              key if key in sources else None))
                quotes = tuple(QuoteSpan(q.group(1), start + q.start(1), start + q.end(1)) for q in _QUOTE.finditer(text))
                claim = Claim(f"c{len(results) + 1}", text, start, end, tuple(cites), "body", block, False, quotes)
                if not cites:
                    results.append(ClaimResult(claim, Verdict.UNCITED, Grounding.NOT_APPLICABLE))
                    continue
                clean = _MARKER.sub("", text)
                decision = panel.decide(clean, [sources[c.key] for c in cites if c.key in sources])
                grounding = Grounding.LOCATED if decision.evidence else Grounding.NOT_APPLICABLE
                results.append(ClaimResult(claim, decision.verdict, grounding, decision.evidence,
                                           decision.votes, (), decision.reason))
        return results

    return analyze


SOURCES = {
    "g1": Source("g1", "Global wheat prices rose 12% in 2023 as exports from the Black Sea fell sharply.", title="FAO brief"),
    "g2": Source("g2", "Fertilizer costs doubled after the gas price shock of 2022 hit ammonia plants."),
    "g3": Source("g3", "Rainfall in the Sahel was above average in 2023, lifting millet yields."),
    "g9": Source("g9", "", status=SourceStatus.UNAVAILABLE, reason="fetch failed"),
}


def run(note: str, sources=SOURCES):
    panel = FakePanel()
    results = analyzer(sources, panel)(note)
    return results, suggest_repairs(results, note, sources, panel), panel


def by_text(results, fragment: str) -> ClaimResult:
    return next(r for r in results if fragment in r.claim.text)


# --------------------------------------------------------------------------- suggestions


def test_add_citation_inserts_ledger_marker_before_final_punctuation() -> None:
    note = "- Millet yields rose in 2023 [cite:g3].\n- Wheat prices rose 12% in 2023 as Black Sea exports fell.\n"
    results, suggestions, _ = run(note)
    target = by_text(results, "Wheat")
    (repair,) = suggestions[target.id]
    assert repair.kind is RepairKind.ADD_CITATION and repair.citations == ("g1",)
    assert repair.start == repair.end == note.index("fell.") + len("fell")
    assert repair.replacement == " [cite:g1]" and repair.id == "r1"
    assert "g1 (FAO brief) supports" in repair.rationale and "wheat prices rose 12%" in repair.rationale
    assert apply_repairs(note, [repair]).endswith("Black Sea exports fell [cite:g1].\n")


def test_add_citation_uses_numeric_style_of_numeric_notes() -> None:
    sources = {"1": SOURCES["g1"], "2": SOURCES["g2"]}
    note = "Fertilizer costs doubled after the gas price shock [2]. Wheat prices rose 12% in 2023"
    results, suggestions, _ = run(note, sources)
    (repair,) = suggestions[by_text(results, "Wheat").id]
    assert repair.citations == ("1",) and repair.replacement == " [1]"
    assert apply_repairs(note, [repair]).endswith("rose 12% in 2023 [1]")  # no final punctuation


LOOKALIKES = {"g1": SOURCES["g1"], "g4": Source("g4", SOURCES["g1"].text + " Analysts agree.")}


def test_synthesis_sentence_prefers_key_cited_in_its_paragraph() -> None:
    note = ("Wheat prices rose 12% in 2023 as exports fell [cite:g4]. "
            "Wheat prices rose 12% in 2023 as Black Sea exports fell.\n")
    results, suggestions, _ = run(note, LOOKALIKES)
    (repair,) = suggestions[by_text(results, "Black Sea").id]
    assert repair.citations == ("g4",) and "neighbouring" in repair.rationale


def test_bullet_prefers_a_source_the_note_never_cites() -> None:
    # a sibling bullet's key is no hint for a bullet; an orphan source is where a lost cite belonged
    note = ("- Wheat prices rose 12% in 2023 as exports fell [cite:g4].\n"
            "- Wheat prices rose 12% in 2023 as Black Sea exports fell.\n")
    results, suggestions, _ = run(note, LOOKALIKES)
    (repair,) = suggestions[by_text(results, "Black Sea").id]
    assert repair.citations == ("g1",) and "neighbouring" not in repair.rationale


def test_partial_support_softens_and_names_the_source_without_attaching_it() -> None:
    note = "Global wheat prices rose sharply as Black Sea exports fell, because farmers hoarded grain in silos across Europe."
    _, suggestions, _ = run(note)
    soften, drop = suggestions["c1"]
    assert (soften.kind, drop.kind) == (RepairKind.SOFTEN, RepairKind.DROP)
    assert soften.citations == () and "g1 (FAO brief) only partly supports" in soften.rationale
    assert "[cite:g1] only if" in soften.rationale
    assert apply_repairs(note, [soften]) == ("It is likely that global wheat prices rose sharply as Black Sea exports "
                                             "fell, because farmers hoarded grain in silos across Europe.")


def test_a_figure_is_never_hedged_away() -> None:
    """'We assess that the ferry carried 212 passengers' would launder an unsourced number: a claim
    that states a figure gets a drop suggestion that says it needs a source, never a soften."""
    note = "Wheat prices rose 12% in 2023 because farmers hoarded grain in silos across Europe."
    _, suggestions, _ = run(note)
    (drop,) = suggestions["c1"]
    assert drop.kind is RepairKind.DROP and "specific figure, which needs a source" in drop.rationale


def test_unsupported_uncited_claim_is_softened_or_dropped() -> None:
    note = "- Copper demand tripled in Chile.\n- Wheat prices rose 12% in 2023 [cite:g1].\n"
    _results, suggestions, _ = run(note)
    soften, drop = suggestions["c1"]
    assert (soften.kind, drop.kind) == (RepairKind.SOFTEN, RepairKind.DROP)
    assert "no source" in soften.rationale.lower()
    assert apply_repairs(note, [soften]).startswith("- We assess that copper demand tripled in Chile.\n")
    assert apply_repairs(note, [drop]) == "- Wheat prices rose 12% in 2023 [cite:g1].\n"  # the whole bullet goes
    assert not soften.citations and not drop.citations


@pytest.mark.parametrize(
    ("sentence", "context", "expected"),
    [
        ("The rate rose.", "", "We assess that the rate rose."),
        ("Inflation rose.", "core inflation rose", "We assess that inflation rose."),  # seen in lower case
        ("Brazil exported soy.", "exports from Brazil grew", "We assess that Brazil exported soy."),  # a name
        ("Copper rose.", "", "We assess that copper rose."),
        ("Paris grew.", "flights to Paris", "We assess that Paris grew."),
        ("NATO expanded.", "nato", "We assess that NATO expanded."),  # acronym
        ("**Rates** rose.", "", "We assess that **Rates** rose."),
    ],
)
def test_soften_hedge_and_casing(sentence: str, context: str, expected: str) -> None:
    from reviewer.repair.edits import soften_edit

    claim = Claim("c1", sentence, 0, len(sentence))
    start, end, text = soften_edit(sentence, claim, "none", (context,))
    assert sentence[:start] + text + sentence[end:] == expected


def test_already_hedged_claim_gets_only_drop() -> None:
    note = "Copper demand likely tripled in Chile."
    _, suggestions, _ = run(note)
    assert [r.kind for r in suggestions["c1"]] == [RepairKind.DROP]
    assert apply_repairs(note, suggestions["c1"]) == ""


def test_drop_inside_paragraph_keeps_neighbours() -> None:
    note = "Wheat prices rose 12% in 2023 [cite:g1]. Copper demand tripled in Chile. Rain fell."
    results, suggestions, _ = run(note)
    drop = next(r for r in suggestions[by_text(results, "Copper").id] if r.kind is RepairKind.DROP)
    assert apply_repairs(note, [drop]) == "Wheat prices rose 12% in 2023 [cite:g1]. Rain fell."


def test_not_supported_citation_is_replaced_by_the_supporting_key() -> None:
    note = "Wheat prices rose 12% in 2023 as Black Sea exports fell [cite:g2]."
    results, suggestions, _ = run(note)
    assert results[0].verdict is Verdict.NOT_SUPPORTED
    (repair,) = suggestions["c1"]
    assert repair.kind is RepairKind.REMOVE_CITATION and repair.citations == ("g1",)
    assert "Replace [cite:g2] by [cite:g1]" in repair.rationale
    assert apply_repairs(note, [repair]) == "Wheat prices rose 12% in 2023 as Black Sea exports fell [cite:g1]."


def test_not_supported_without_alternative_removes_and_softens() -> None:
    note = "The copper demand tripled in Chile [cite:g2]."
    _, suggestions, _ = run(note)
    kinds = [r.kind for r in suggestions["c1"]]
    assert kinds == [RepairKind.REMOVE_CITATION, RepairKind.SOFTEN, RepairKind.DROP]
    out = apply_repairs(note, suggestions["c1"][:2])
    assert out == "We assess that the copper demand tripled in Chile."


def test_source_unavailable_and_supported_claims_get_no_repairs() -> None:
    note = "Wheat prices rose 12% in 2023 as Black Sea exports fell [cite:g1]. Copper tripled [cite:g9]."
    results, suggestions, _ = run(note)
    assert {r.verdict for r in results} == {Verdict.SUPPORTED, Verdict.SOURCE_UNAVAILABLE}
    assert suggestions == {}


def test_never_names_a_key_outside_the_sources_or_an_unusable_one() -> None:
    note = ("- Wheat prices rose 12% in 2023.\n- Fertilizer costs doubled after the gas price shock.\n"
            "- Millet yields rose with rainfall in the Sahel.\n- Copper tripled [cite:g7].\n")
    _results, suggestions, panel = run(note)
    keys = {k for repairs in suggestions.values() for r in repairs for k in r.citations}
    assert keys and keys <= {"g1", "g2", "g3"}
    assert all("g9" not in ids for _, ids in panel.calls)
    ids = [r.id for repairs in suggestions.values() for r in repairs]
    assert ids == [f"r{i}" for i in range(1, len(ids) + 1)]


def test_requote_replaces_a_fuzzy_quote_with_the_source_text() -> None:
    source = Source("g1", "The minister said the harvest was \u201cthe worst in thirty years for the whole region\u201d on Monday.")
    note = 'The harvest was "the worst in 30 years for the whole region" [cite:g1].'
    quote = "the worst in 30 years for the whole region"
    loc = locate_quote(quote, source.text)
    claim = Claim("c1", note, 0, len(note), (Citation("[cite:g1]", CitationKind.LEDGER, "g1", 61, 70, "g1"),),
                  quotes=(QuoteSpan(quote, 16, 16 + len(quote)),))
    evidence = Evidence("g1", "the harvest was \u201cthe worst in thirty years for the whole region\u201d", 21, 86)
    result = ClaimResult(claim, Verdict.SUPPORTED, Grounding.UNLOCATED, evidence)
    suggestions = suggest_repairs([result], note, {"g1": source}, FakePanel())
    (repair,) = suggestions["c1"]
    assert repair.kind is RepairKind.REQUOTE and repair.citations == ("g1",)
    if loc.status == Grounding.FUZZY:
        assert repair.replacement == source.text[loc.start : loc.end]
    else:  # "30" is not "thirty": unlocated, so the closest passage of the source is offered
        assert repair.replacement == "the worst in thirty years for the whole region"
    assert repair.replacement in source.text


def test_requote_offers_the_closest_passage_for_an_unlocated_quote() -> None:
    source = Source("s1", "3. The operator. The operator had received two earlier warnings about the condition "
                          "of the door seals and had scheduled repairs.")
    note = 'The operator "had ignored three earlier warnings about the door seals" [cite:s1].'
    quote = "had ignored three earlier warnings about the door seals"
    start = note.index(quote)
    claim = Claim("c1", note, 0, len(note), (Citation("[cite:s1]", CitationKind.LEDGER, "s1", 71, 80, "s1"),),
                  quotes=(QuoteSpan(quote, start, start + len(quote)),))
    result = ClaimResult(claim, Verdict.PARTIAL, Grounding.UNLOCATED, Evidence("s1", quote, None, None))
    repair, *others = suggest_repairs([result], note, {"s1": source}, FakePanel())["c1"]
    # an unlocated quote keeps its citation and is never softened: the requote first, drop as the alternative
    assert [r.kind for r in others] == [RepairKind.DROP]
    assert repair.kind is RepairKind.REQUOTE and repair.citations == ("s1",)
    assert repair.replacement == "had received two earlier warnings about the condition of the door seals"
    assert "check the wording" in repair.rationale
    fabricated = 'The operator "sold the ship to a Panamanian company" [cite:s1].'
    at = fabricated.index("[cite:s1]")
    claim2 = Claim("c1", fabricated, 0, len(fabricated),
                   (Citation("[cite:s1]", CitationKind.LEDGER, "s1", at, at + 9, "s1"),),
                   quotes=(QuoteSpan("sold the ship to a Panamanian company", 14, 51),))
    out = suggest_repairs([ClaimResult(claim2, Verdict.SUPPORTED, Grounding.UNLOCATED)], fabricated,
                          {"s1": source}, FakePanel())
    assert out == {}  # nothing in the source is close: no requote is invented


def test_requote_skips_located_quotes() -> None:
    source = Source("g1", "He called it the worst harvest in thirty years.")
    note = 'It was "the worst harvest in thirty years" [cite:g1].'
    claim = Claim("c1", note, 0, len(note), (Citation("[cite:g1]", CitationKind.LEDGER, "g1", 42, 51, "g1"),),
                  quotes=(QuoteSpan("the worst harvest in thirty years", 8, 41),))
    result = ClaimResult(claim, Verdict.SUPPORTED, Grounding.LOCATED)
    assert suggest_repairs([result], note, {"g1": source}, FakePanel()) == {}


# --------------------------------------------------------------------------- the loop


def loop(note: str, suggest=None, max_passes: int = 2, sources=SOURCES):
    panel = FakePanel()
    analyze = analyzer(sources, panel)
    suggest = suggest or (lambda results, text: suggest_repairs(results, text, sources, panel))
    return run_repair_loop(note, analyze, suggest, max_passes, allowed_keys=set(sources))


def test_loop_fixes_everything_in_one_pass() -> None:
    note = ("- Wheat prices rose 12% in 2023 as Black Sea exports fell.\n"
            "- Fertilizer costs doubled after the gas price shock [cite:g2].\n")
    result = loop(note)
    assert result.passes == 1 and result.stopped == "gate passed" and result.ok
    assert result.coverage_before == 0.5 and result.coverage_after == 1.0 and result.gain == 0.5
    assert "exports fell [cite:g1]." in result.repaired_note
    assert list(result.first_suggestions) == ["c1"]


def test_loop_that_fixes_nothing_stops_at_max_passes() -> None:
    note = "Copper demand tripled in Chile. Nickel output halved in Indonesia."

    def reword(results, text):  # changes the text but never adds a citation
        from reviewer.model import Repair
        return {r.id: (Repair("r1", RepairKind.SOFTEN, r.id, r.claim.start, r.claim.start, "Arguably, "),)
                for r in results[:1]}

    for n in (1, 2, 3):
        # loop control only: the re-verification would withhold a rewording that hedges nothing
        result = run_repair_loop(note, analyzer(SOURCES, FakePanel()), reword, n, allowed_keys=set(SOURCES),
                                 verify_suggestions=False)
        assert result.passes == n and result.stopped == "max passes" and not result.ok
        assert result.gain == 0.0 and result.repaired_note.count("Arguably, ") == n


def test_loop_with_no_applicable_suggestion_leaves_the_note() -> None:
    note = "Copper demand likely tripled in Chile."  # only `drop` is suggested, never auto-applied
    result = loop(note)
    assert result.passes == 0 and result.repaired_note == note and result.stopped == "nothing to apply"
    assert [r.kind for r in result.first_suggestions["c1"]] == [RepairKind.DROP]
    assert result.coverage_before == result.coverage_after == 0.0


def test_a_hedge_the_gate_still_flags_is_withheld_and_the_note_still_fails() -> None:
    note = "- Copper demand tripled in Chile.\n- Wheat prices rose 12% in 2023 as Black Sea exports fell.\n"
    result = loop(note)
    assert not result.ok and result.passes == 1
    # "We assess that copper …" re-checks as uncited: no truer, so not offered (only drop is)
    assert result.repaired_note.startswith("- Copper demand tripled in Chile.\n")
    copper = next(cid for cid, reps in result.first_suggestions.items() if reps[-1].start == 0)
    assert [r.kind for r in result.first_suggestions[copper]] == [RepairKind.DROP]
    assert result.withheld_not_better >= 1
    assert result.coverage_before == 0.0 and result.coverage_after == 0.5


def test_loop_drops_repairs_naming_unknown_keys_and_bad_spans() -> None:
    from reviewer.model import Repair

    note = "Wheat prices rose 12% in 2023 as Black Sea exports fell."

    def rogue(results, text):
        return {"c1": (Repair("r1", RepairKind.ADD_CITATION, "c1", 55, 55, " [cite:g77]", ("g77",)),
                       Repair("r2", RepairKind.SOFTEN, "c1", 10, 999, "x"))}

    result = loop(note, rogue)
    assert result.first_suggestions == {} and result.repaired_note == note and result.passes == 0


def test_loop_never_proposes_a_key_absent_from_the_sources() -> None:
    note = ("# A\n- Wheat prices rose 12% in 2023.\n- Copper tripled [cite:g5].\n"
            "- Fertilizer costs doubled after the gas shock [cite:g3].\n- Millet yields rose in the Sahel.\n")
    result = loop(note, max_passes=3)
    named = {k for repairs in result.first_suggestions.values() for r in repairs for k in r.citations}
    named |= {k for batch in result.applied for r in batch for k in r.citations}
    assert named and named <= {"g1", "g2", "g3"}
    assert "g5" in result.repaired_note and "[cite:g9]" not in result.repaired_note


def test_coverage_of_no_claims_is_none() -> None:
    result = loop("# Only a heading\n")
    assert result.coverage_before is None and result.coverage_after is None and result.gain is None
    assert coverage_fraction([]) is None and result.passes == 0


def test_zero_passes_is_the_baseline() -> None:
    note = "Wheat prices rose 12% in 2023 as Black Sea exports fell."
    result = loop(note, max_passes=0)
    assert result.repaired_note == note and result.first_suggestions == {} and result.gain == 0.0
    with pytest.raises(ValueError):
        loop(note, max_passes=-1)


def test_a_year_is_a_time_frame_not_a_figure() -> None:
    from reviewer.repair.suggest import _states_figure

    assert not _states_figure("The supply will remain tight through 2026.")
    assert _states_figure("The ferry carried 212 passengers in 2024.")
    assert _states_figure("Demand rose by 3.5% over the period.")
