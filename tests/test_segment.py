"""Note → claims: Markdown handling and the claim rules of DESIGN.md, as golden data."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.note.citations import find_citations
from reviewer.note.segment import blocks, segment


def claims_of(note: str):
    return segment(note, find_citations(note))


def summary(note: str):
    """[(claim text, cited?, covered_by_trailing)] for compact golden comparisons."""
    return [(c.text, c.cited, c.covered_by_trailing) for c in claims_of(note)]


# note, expected [(text, cited, covered_by_trailing)]
GOLDEN = [
    pytest.param(
        "The U.S. economy grew 3.5% in 2023, i.e. faster than forecast [cite:g1].",
        [("The U.S. economy grew 3.5% in 2023, i.e. faster than forecast [cite:g1].", True, False)],
        id="abbreviations-and-decimals-one-sentence",
    ),
    pytest.param(
        "Dr. Smith measured sample No. 5 at 2.5 mm, e.g. in the lab, cf. the appendix [3].",
        [("Dr. Smith measured sample No. 5 at 2.5 mm, e.g. in the lab, cf. the appendix [3].", True, False)],
        id="dr-no-eg-cf",
    ),
    pytest.param(
        "- First fact about rivers. Second fact about lakes [cite:g2].",
        [("First fact about rivers.", True, True), ("Second fact about lakes [cite:g2].", True, False)],
        id="trailing-cite-covers-its-bullet",
    ),
    pytest.param(
        "- Rivers flooded the valley [cite:g2]. The valley has many farms.",
        [("Rivers flooded the valley [cite:g2].", True, False), ("The valley has many farms.", False, False)],
        id="trailing-fact-is-flagged",
    ),
    pytest.param(
        "- Rivers flooded the valley [cite:g2]. This suggests the levees failed.",
        [("Rivers flooded the valley [cite:g2].", True, False)],
        id="trailing-judgment-is-not-flagged",
    ),
    pytest.param(
        "Rivers flooded the valley.[1] Then the farms were lost.",
        [("Rivers flooded the valley.[1]", True, False), ("Then the farms were lost.", False, False)],
        id="marker-after-the-period-belongs-before",
    ),
    pytest.param(
        "## Findings\n\nThe dam held for years.\n\n## Gaps\n\nNobody measured the flow rate.\n\n"
        "## Limitations\n\nThe sample was very small.\n",
        [("The dam held for years.", False, False)],
        id="exempt-sections",
    ),
    pytest.param(
        "What caused the flood this year?\nThe main causes were these:\n",
        [],
        id="questions-and-colon-lead-ins",
    ),
    pytest.param(
        "# A heading that asserts things loudly\n\nSetext heading that says things\n---------\n\nA plain fact sits here.",
        [("A plain fact sits here.", False, False)],
        id="headings-are-not-claims",
    ),
    pytest.param(
        "```\nThe code block says things [1].\n```\n\nOutside the code block it is true [2].",
        [("Outside the code block it is true [2].", True, False)],
        id="code-blocks-skipped",
    ),
    pytest.param(
        "| Metric | Value |\n|---|---|\n| Growth was strong this year | 3.5% [1] |\n",
        [("Growth was strong this year | 3.5% [1]", True, False)],
        id="table-row-is-one-claim-header-and-separator-skipped",
    ),
    pytest.param(
        "> The quoted paragraph states a fact\n> over two lines [cite:g4].",
        [("The quoted paragraph states a fact\n> over two lines [cite:g4].", True, False)],
        id="block-quote-hard-wrapped",
    ),
    pytest.param(
        "This paragraph is\nhard wrapped across\nthree lines [1].",
        [("This paragraph is\nhard wrapped across\nthree lines [1].", True, False)],
        id="hard-wrapped-paragraph-is-one-sentence",
    ),
    pytest.param(
        "1. Numbered item states a fact [1].\n2) Another numbered item states one too.",
        [("Numbered item states a fact [1].", True, False), ("Another numbered item states one too.", False, False)],
        id="numbered-items",
    ),
    pytest.param(
        "<!-- a comment that says things [1] -->\nThe visible text is here.",
        [("The visible text is here.", False, False)],
        id="html-comments-skipped",
    ),
    pytest.param(
        "Sea level rose [1].\n\n## References\n\n1. IPCC report on the climate (2021).",
        [("Sea level rose [1].", True, False)],
        id="reference-list-is-not-claims",
    ),
]


@pytest.mark.parametrize("note,expected", GOLDEN)
def test_golden(note, expected):
    assert summary(note) == expected


def test_claim_offsets_and_ids():
    note = "# T\n\n- Alpha beta gamma [1].\n- Delta epsilon zeta.\n"
    claims = claims_of(note)
    assert [c.id for c in claims] == ["c1", "c2"]
    for c in claims:
        assert note[c.start:c.end] == c.text


def test_quotes_are_extracted_from_cited_claims_only():
    note = 'The report says "the bow door was not secured at all" [1]. Others said "this was not ever true".'
    claims = claims_of(note)
    assert [q.text for q in claims[0].quotes] == ["the bow door was not secured at all"]
    assert claims[1].quotes == ()
    q = claims[0].quotes[0]
    assert note[q.start:q.end] == q.text


def test_trailing_cite_covers_whole_paragraph():
    note = "First sentence here is a fact. Second sentence is another fact. Third one cites [cite:g1]."
    claims = claims_of(note)
    assert [c.cited for c in claims] == [True, True, True]
    assert [c.citations[0].key for c in claims] == ["g1"] * 3


def test_sections_are_recorded():
    note = "## Key judgments\n\n- A fact that is stated here [1].\n"
    assert claims_of(note)[0].section == "Key judgments"


def test_blocks_mask_keeps_length():
    note = "- item one is here\n  continued line\n> quoted text here\n"
    for b in blocks(note):
        assert len(b.masked) == b.end - b.start


MD_PIECES = st.sampled_from([
    "# Heading\n", "## Gaps\n", "- ", "1. ", "> ", "| a | b |\n", "|---|---|\n", "```\n", "\n", "\n\n",
    "The U.S. grew 3.5%. ", "Dr. Smith said so [1]. ", "Why? ", "Lead-in: ", "It rose [cite:g1]. ",
    "Therefore it matters. ", "\"quoted words are here now\" ", "e.g. ", "(Doe 2023) ", "https://a.b/c. ",
])


@settings(max_examples=300, deadline=None)
@given(st.lists(MD_PIECES, max_size=40))
def test_offsets_round_trip_on_markdown_soup(parts):
    note = "".join(parts)
    claims = claims_of(note)
    prev_end = 0
    for c in claims:
        assert note[c.start:c.end] == c.text
        assert c.start >= prev_end
        prev_end = c.end
        for q in c.quotes:
            assert note[q.start:q.end] == q.text


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_offsets_round_trip_on_any_text(note):
    for c in claims_of(note):
        assert note[c.start:c.end] == c.text


# claim text, the quoted passages the checker must verify against the source
QUOTED = [
    pytest.param('Lopez called the expansion "a costly mistake" [1].', ["a costly mistake"], id="short-quote"),
    pytest.param('The chair said the fine was "proportionate" [2].', ["proportionate"], id="one-word-scare-quote"),
    pytest.param("The chair called the fine “entirely disproportionate” [2].", ["entirely disproportionate"],
                 id="curly-quotes"),
    pytest.param("Er nannte es „völlig überzogen“ [2].", ["völlig überzogen"], id="german-quotes"),
    pytest.param("Il a parlé d’une « erreur coûteuse » [2].", ["erreur coûteuse"], id="guillemets-trimmed"),
    pytest.param("The company’s chair said it wasn't 'fair' [2].", [], id="apostrophes-and-single-quotes-are-not-quotes"),
    pytest.param('The firm sold 27" monitors and 32" screens [1].', [], id="inch-marks-open-nothing"),
    pytest.param('The firm called the 27" monitor "a best seller" [1].', ["a best seller"], id="inch-mark-then-quote"),
    pytest.param('He said "the 27" monitor sold out" [1].', ['the 27" monitor sold out'], id="inch-mark-inside-quote"),
    pytest.param('He said "output peaked in 2024" according to the review [1].', ["output peaked in 2024"],
                 id="quote-ending-in-a-year"),
    pytest.param('Lopez "promised" cuts and called them "overdue" [1].', ["promised", "overdue"], id="two-quotes"),
    pytest.param('The memo ("no change") held [1].', ["no change"], id="quote-after-bracket"),
    pytest.param('An empty pair "" and a lone " mark stay out [1].', [], id="empty-and-unpaired"),
]


@pytest.mark.parametrize("note,quotes", QUOTED)
def test_every_quoted_span_of_a_cited_claim_is_a_quote(note, quotes):
    (claim,) = claims_of(note)
    assert [q.text for q in claim.quotes] == quotes
    for q in claim.quotes:
        assert note[q.start:q.end] == q.text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('ab 1"“”„«»\'’.(')), max_size=80))
def test_quoted_spans_are_ordered_trimmed_and_inside_the_text(text):
    from reviewer.note.quotes import quoted_spans

    prev = -1
    for a, b in quoted_spans(text):
        assert 0 < a < b < len(text) and a > prev
        assert text[a:b] == text[a:b].strip() and any(c.isalnum() for c in text[a:b])
        prev = a


def test_quoted_spans_linear_on_many_marks():
    import time

    from reviewer.note.quotes import quoted_spans

    for shape in ('1" ' * 50_000, '"' * 150_000, "“" * 150_000, 'a "b" ' * 25_000):
        t = time.perf_counter()
        quoted_spans(shape)
        assert time.perf_counter() - t < 2.0
