"""The claim rules of DESIGN.md as golden cases: a port of the design's recall-gate cases
(zero-cite, fully cited, exempt sections, headers, uncited tail, trailing cite covers bullet,
claim after last cite, trailing judgments, standalone judgment, trailing fact, tables, colon
lead-ins, caveats, abbreviations, coverage fractions). Each case names the rule of every
sentence: claims as (text, rule), skipped sentences as (text, rule)."""

from __future__ import annotations

import pytest

from reviewer.config import Config
from reviewer.coverage import coverage_of
from reviewer.model import ClaimResult, ClaimRule, Grounding, Verdict
from reviewer.note.citations import find_citations
from reviewer.note.segment import RULES, segment_note

R = ClaimRule


EXEMPT = Config().exempt_sections


def decide(note: str, exempt=EXEMPT):
    seg = segment_note(note, find_citations(note), exempt)
    return [(c.text, c.rule) for c in seg.claims], [(s.text, s.rule) for s in seg.skipped]


# note, claims [(text, rule)], skipped [(text, rule)]
CASES = [
    pytest.param(
        "The levees failed in 2005. The city flooded for weeks.",
        [("The levees failed in 2005.", R.UNCITED), ("The city flooded for weeks.", R.UNCITED)], [],
        id="zero-cite",
    ),
    pytest.param(
        "- The levees failed in 2005 [cite:g1].\n- The city flooded for weeks [cite:g2].",
        [("The levees failed in 2005 [cite:g1].", R.CITED), ("The city flooded for weeks [cite:g2].", R.CITED)], [],
        id="fully-cited",
    ),
    pytest.param(
        "## Findings\n\nThe dam held for years [1].\n\n## Provenance\n\n- query: neighbours of Halberd at depth 2, run on 1 May 2025\n\n"
        "## Gaps & caveats\n\nNobody measured the flow rate.\n\n## Methodology\n\nWe read three reports.\n\n"
        "## Sources\n\n- g1: Annual report 2024\n",
        [("The dam held for years [1].", R.CITED)],
        [("query: neighbours of Halberd at depth 2, run on 1 May 2025", R.EXEMPT_SECTION),
         ("Nobody measured the flow rate.", R.EXEMPT_SECTION), ("We read three reports.", R.EXEMPT_SECTION),
         ("g1: Annual report 2024", R.EXEMPT_SECTION)],
        id="exempt-sections",
    ),
    pytest.param(
        "# Harbor City water supply\n\n## Key judgments\n\n- Leaks rose to 31% [cite:g1].",
        [("Leaks rose to 31% [cite:g1].", R.CITED)], [],
        id="headers-are-not-claims",
    ),
    pytest.param(
        "The levees failed in 2005 [1]. The city flooded for weeks.",
        [("The levees failed in 2005 [1].", R.CITED), ("The city flooded for weeks.", R.TRAILING_FACT)], [],
        id="uncited-tail",
    ),
    pytest.param(
        "- The levees were old. They failed in 2005 [cite:g1].",
        [("The levees were old.", R.COVERED_BY_TRAILING), ("They failed in 2005 [cite:g1].", R.CITED)], [],
        id="trailing-cite-covers-bullet",
    ),
    pytest.param(
        "- They failed in 2005 [cite:g1]. Repairs cost four billion dollars.",
        [("They failed in 2005 [cite:g1].", R.CITED), ("Repairs cost four billion dollars.", R.TRAILING_FACT)], [],
        id="claim-after-last-cite",
    ),
    pytest.param(
        "- Halberd reports to Signals-Cell [cite:g1]. Halberd's command is therefore mediated by Signals-Cell. "
        "This is consistent with the relay logs. This is an inferred adjacency, not an asserted one. "
        "The link will likely persist.",
        [("Halberd reports to Signals-Cell [cite:g1].", R.CITED)],
        [("Halberd's command is therefore mediated by Signals-Cell.", R.CLOSING_JUDGMENT),
         ("This is consistent with the relay logs.", R.CLOSING_JUDGMENT),
         ("This is an inferred adjacency, not an asserted one.", R.CLOSING_JUDGMENT),
         ("The link will likely persist.", R.CLOSING_JUDGMENT)],
        id="trailing-judgments-inference-marker-anywhere",
    ),
    pytest.param(
        "- Halberd reports to Signals-Cell [cite:g1].\n\nTaken together, Halberd's command linkage therefore runs "
        "through Signals-Cell.",
        [("Halberd reports to Signals-Cell [cite:g1].", R.CITED),
         ("Taken together, Halberd's command linkage therefore runs through Signals-Cell.", R.STANDALONE_JUDGMENT)],
        [], id="standalone-judgment",
    ),
    pytest.param(
        "We assess with moderate confidence that the network will expand.",
        [("We assess with moderate confidence that the network will expand.", R.STANDALONE_JUDGMENT)], [],
        id="standalone-estimative",
    ),
    pytest.param(
        "- Rivers flooded the valley [cite:g2]. The valley has 40 farms.",
        [("Rivers flooded the valley [cite:g2].", R.CITED), ("The valley has 40 farms.", R.TRAILING_FACT)], [],
        id="trailing-fact",
    ),
    pytest.param(
        "| Metric | Value |\n|---|---|\n| Leak rate in 2024 | 31% [1] |\n| Mains replaced that year | 12 km |\n",
        [("Leak rate in 2024 | 31% [1]", R.CITED_TABLE_ROW), ("Mains replaced that year | 12 km", R.UNCITED)], [],
        id="tables",
    ),
    pytest.param(
        "| Metric | 2023 | 2024 |\n|---|---|---|\n| Solar connections | 900 | 1,250 [1] |\n| Outages | 100 | 88 |\n",
        [("Solar connections | 900 | 1,250 [1]", R.CITED_TABLE_ROW), ("Outages | 100 | 88", R.UNCITED)], [],
        id="uncited-data-row-with-a-one-word-label-is-a-claim",
    ),
    pytest.param(
        "| Item | Status |\n|---|---|\n| Outages were reported monthly | yes |\n| Notes | n/a |\n| Headcount | 300 |\n",
        [("Outages were reported monthly | yes", R.UNCITED), ("Headcount | 300", R.UNCITED)],
        [("Notes | n/a", R.FRAGMENT)],
        id="data-rows-are-claims-wordless-rows-fragments",
    ),
    pytest.param(
        "| Year | Outages |\n|:--|--:|\n| 2024 | 88 [cite:g1] |\n",
        [("2024 | 88 [cite:g1]", R.CITED_TABLE_ROW)], [],
        id="header-and-separator-rows-stay-exempt",
    ),
    pytest.param(
        "Costs rose by 40% between 2020 and 2023 [cite:g2]. Doe (2023) found that congestion costs rose by 40%.",
        [("Costs rose by 40% between 2020 and 2023 [cite:g2].", R.CITED),
         ("Doe (2023) found that congestion costs rose by 40%.", R.CITED)], [],
        id="narrative-citation-starts-its-own-sentence-after-ledger-cite",
    ),
    pytest.param(
        "Grid congestion costs rose by 40% between 2020 and 2023 (Doe 2023). Doe (2023) found that congestion "
        "costs rose by 40%.",
        [("Grid congestion costs rose by 40% between 2020 and 2023 (Doe 2023).", R.CITED),
         ("Doe (2023) found that congestion costs rose by 40%.", R.CITED)], [],
        id="narrative-citation-after-parenthetical-author-year",
    ),
    pytest.param(
        "Costs rose by 40% [1]. Smith and Jones (2019) disagree with that estimate. Doe et al. (2021) agree.",
        [("Costs rose by 40% [1].", R.CITED), ("Smith and Jones (2019) disagree with that estimate.", R.CITED),
         ("Doe et al. (2021) agree.", R.CITED)], [],
        id="narrative-citations-two-authors-and-et-al",
    ),
    pytest.param(
        "- Congestion costs rose sharply. Doe (2023) found that they rose by 40%.",
        [("Congestion costs rose sharply.", R.UNCITED),
         ("Doe (2023) found that they rose by 40%.", R.CITED)], [],
        id="narrative-citation-is-no-trailing-cite-of-its-bullet",
    ),
    pytest.param(
        "Costs rose by 40%. [1] Then they fell. It ended (Doe 2023). (Roe 2024) They rose again.",
        [("Costs rose by 40%. [1]", R.CITED), ("Then they fell.", R.TRAILING_FACT),
         ("It ended (Doe 2023). (Roe 2024)", R.CITED), ("They rose again.", R.TRAILING_FACT)], [],
        id="leading-bracketed-and-parenthetical-markers-still-close-the-sentence-before",
    ),
    pytest.param(
        "The main causes were these:\n\n- Old mains leaked badly [1].\n\nWhat caused the flood?",
        [("Old mains leaked badly [1].", R.CITED)],
        [("The main causes were these:", R.COLON_LEAD_IN), ("What caused the flood?", R.QUESTION)],
        id="colon-lead-ins-and-questions",
    ),
    pytest.param(
        "- Halberd reports to Signals-Cell [cite:g1]. A second relay cannot be ruled out without a second "
        "modality.\n\nThe role inference is single-modality and rests on the graph alone.\n\n"
        "No relational store is referenced in the available evidence.\n\n"
        "The tasking channel could not be confirmed without corroboration.\n\n"
        "There is insufficient evidence to date the link.",
        [("Halberd reports to Signals-Cell [cite:g1].", R.CITED)],
        [("A second relay cannot be ruled out without a second modality.", R.CAVEAT),
         ("The role inference is single-modality and rests on the graph alone.", R.CAVEAT),
         ("No relational store is referenced in the available evidence.", R.CAVEAT),
         ("The tasking channel could not be confirmed without corroboration.", R.CAVEAT),
         ("There is insufficient evidence to date the link.", R.CAVEAT)],
        id="caveats",
    ),
    pytest.param(
        "Hallam & Co. Ltd. supplied the valves [1]. The depot on Main St., closed [2]. "
        "Dr. Alvarez of Acme Inc. confirmed it, i.e. in 2024 [3].",
        [("Hallam & Co. Ltd. supplied the valves [1].", R.CITED), ("The depot on Main St., closed [2].", R.CITED),
         ("Dr. Alvarez of Acme Inc. confirmed it, i.e. in 2024 [3].", R.CITED)], [],
        id="abbreviations",
    ),
    pytest.param(
        "A connects to B [cite:g1]. See [2].",
        [("A connects to B [cite:g1].", R.CITED), ("See [2].", R.CITED)], [],
        id="short-cited-sentences-are-claims",
    ),
    pytest.param(
        "Strong growth.",
        [], [("Strong growth.", R.FRAGMENT)],
        id="fragment-without-marker",
    ),
    pytest.param(
        "- The levees likely failed [cite:g1].",
        [("The levees likely failed [cite:g1].", R.CITED)], [],
        id="cited-judgment-is-a-claim",
    ),
    pytest.param(
        "- A relay cannot be ruled out [cite:g1].",
        [("A relay cannot be ruled out [cite:g1].", R.CITED)], [],
        id="cited-caveat-is-a-claim",
    ),
    pytest.param(
        "The town relies on a single well. The flood came alone at night.",
        [("The town relies on a single well.", R.UNCITED), ("The flood came alone at night.", R.UNCITED)], [],
        id="not-caveats",
    ),
]


@pytest.mark.parametrize("note,claims,skipped", CASES)
def test_recall_gate_cases(note, claims, skipped):
    assert decide(note) == (claims, skipped)


def test_exempt_sections_are_configurable():
    note = "## Provenance\n\nThe graph was read on 1 May.\n\n## Background\n\nThe network dates from 2019."
    assert [r for _, r in decide(note)[0]] == [R.UNCITED]
    claims, skipped = decide(note, exempt=("background",))
    assert [t for t, _ in claims] == ["The graph was read on 1 May."]
    assert skipped == [("The network dates from 2019.", R.EXEMPT_SECTION)]
    assert decide(note, exempt=())[1] == []


@pytest.mark.parametrize(
    "note,covered,total",
    [
        ("The levees failed. The city flooded.", 0, 2),
        ("- The levees failed [1].\n- The city flooded [2].", 2, 2),
        ("- The levees were old. They failed [1].\n- The city flooded.", 2, 3),
        ("- They failed [1]. This suggests neglect.\n- A relay cannot be ruled out.", 1, 1),
        ("## Gaps\n\nNo one knows.", 0, 0),
    ],
    ids=["none", "all", "two-of-three", "judgment-and-caveat-not-counted", "no-claims"],
)
def test_coverage_fractions(note, covered, total):
    seg = segment_note(note, find_citations(note))
    results = [ClaimResult(c, Verdict.SUPPORTED if c.cited else Verdict.UNCITED, Grounding.NOT_APPLICABLE)
               for c in seg.claims]
    cov = coverage_of(results)
    assert (cov.covered, cov.total) == (covered, total)
    assert cov.fraction == (None if total == 0 else pytest.approx(covered / total))


def test_every_rule_is_named_data_with_a_doc():
    assert set(RULES) == set(ClaimRule)
    for name, rule in RULES.items():
        assert rule.name is name and rule.doc
    assert {r for r in RULES.values() if r.claim} == {RULES[n] for n in (
        R.CITED, R.CITED_TABLE_ROW, R.COVERED_BY_TRAILING, R.UNCITED, R.TRAILING_FACT, R.STANDALONE_JUDGMENT)}


def test_offsets_of_claims_and_skipped_sentences():
    note = "## Key\n\n- Fact one here [1]. This suggests more.\n\n## Gaps\n\nUnknown flows."
    seg = segment_note(note, find_citations(note))
    for item in (*seg.claims, *seg.skipped):
        assert note[item.start:item.end] == item.text


HALBERD = """# Halberd command structure

## Key judgments

- Halberd's field units report to the Signals-Cell through a relay station at Varn [cite:g1].
- The Signals-Cell issues Halberd's command orders to the field units each week [cite:g2].
- Halberd's command linkage to the field units has no other channel recorded [cite:g3].

Taken together, Halberd's command linkage therefore runs through Signals-Cell.

## Provenance

- query: neighbours of Halberd at depth 2

## Gaps & caveats

- The role inference is single-modality and rests on the graph alone.
"""
LEDGER = {
    "g1": "Intercepts show that Halberd's field units report to the Signals-Cell through a relay station at Varn.",
    "g2": "The Signals-Cell issues Halberd's command orders to the field units each week, according to the order log.",
    "g3": "The channel survey recorded no other channel for Halberd's command linkage to the field units.",
}


def test_synthesis_repair_cites_the_bullets_it_restates():
    from reviewer.model import RepairKind, Source
    from reviewer.verify import verify

    report = verify(HALBERD, {k: Source(k, t, origin="ledger") for k, t in LEDGER.items()})
    synthesis = next(r for r in report.claims if r.claim.text.startswith("Taken together"))
    assert synthesis.claim.rule is R.STANDALONE_JUDGMENT and synthesis.verdict is Verdict.UNCITED
    first = synthesis.repairs[0]
    assert first.kind is RepairKind.ADD_CITATION and set(first.citations) <= set(LEDGER)
    assert "Re-checked" in first.rationale  # re-verified before it is offered
    assert report.coverage.before == pytest.approx(0.75) and report.coverage.after == 1.0
    assert all(r.claim.rule is not None for r in report.claims)
