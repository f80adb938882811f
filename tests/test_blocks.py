"""Markdown blocks from markdown-it-py: what is a block, exact offsets, code spans, deep nesting."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.note.blocks import MAX_NESTING, blocks, code_spans
from reviewer.note.citations import find_citations
from reviewer.note.segment import segment


def texts(note: str) -> list[str]:
    return [b.masked.strip() for b in blocks(note)]


def claim_texts(note: str) -> list[str]:
    return [c.text for c in segment(note, find_citations(note))]


# note, expected block texts (masked, stripped)
GOLDEN = [
    pytest.param("Prose line says a thing.\n\n    indented code says [1] things\n", ["Prose line says a thing."],
                 id="indented-code-is-not-a-block"),
    pytest.param("~~~python\nfenced code says things [1]\n~~~\nAfter the fence.", ["After the fence."],
                 id="tilde-fence"),
    pytest.param("```\nunclosed fence swallows the rest [1]\n\nstill code\n", [], id="unclosed-fence"),
    pytest.param("- outer item\n  - inner item\n    - innermost item\n", ["outer item", "inner item", "innermost item"],
                 id="nested-list"),
    pytest.param("- item one\n\n  second paragraph of item one\n- item two\n",
                 ["item one", "second paragraph of item one", "item two"], id="loose-list-paragraphs"),
    pytest.param("> quoted line one\n> quoted line two\n>\n> quoted para two\n",
                 ["quoted line one   quoted line two", "quoted para two"], id="block-quote-paragraphs"),
    pytest.param("> > nested quote text\n", ["nested quote text"], id="nested-quote"),
    pytest.param("| h1 | h2 |\n|:--|--:|\n| cell a | cell b |\n| cell c | cell d |\n",
                 ["cell a   cell b", "cell c   cell d"], id="table-body-rows-only"),
    pytest.param("Col A | Col B\n--- | ---\nno pipe at start | x\n", ["no pipe at start   x"],
                 id="table-without-outer-pipes"),
    # an HTML block is prose with its tags blanked: a claim inside it is checked, never hidden
    pytest.param("<div>\nhtml block text [1]\n</div>\n\nPlain text after.", ["html block text [1]", "Plain text after."],
                 id="html-block"),
    pytest.param('<script>alert(1)</script> The plant made 120 t [1].\n', ["The plant made 120 t [1]."],  # the script's code is no prose
                 id="claim-after-a-script-block-is-not-hidden"),
    pytest.param('<img src=x onerror="alert(1)"> The plant made 120 t [1].\n',
                 ['<img src=x onerror="alert(1)"> The plant made 120 t [1].'], id="inline-tag-is-paragraph-text"),
    pytest.param("<!--\nmulti-line comment [1]\n-->\nVisible.", ["Visible."], id="html-comment"),
    pytest.param("Title text here\n===\n\nBody.", ["Body."], id="setext-heading"),
    pytest.param("[1]: https://example.org \"A definition\"\n\nBody.", ["Body."], id="link-reference-definition"),
    pytest.param("Text\r\nwrapped\r\n\r\n- item\r\n", ["Text  wrapped", "item"], id="crlf"),
    pytest.param("A\0B text here\n", ["A\0B text here"], id="nul-keeps-length"),
]


@pytest.mark.parametrize("note,expected", GOLDEN)
def test_golden_blocks(note, expected):
    assert texts(note) == expected


def test_sections_follow_headings():
    note = "# Top\n\nA.\n\n## Sources\n\n- B.\n\nSetext\n---\n\nC."
    assert [(b.masked.strip(), b.section) for b in blocks(note)] == [("A.", "Top"), ("B.", "Sources"), ("C.", "Setext")]


def test_indented_and_fenced_code_are_not_claims():
    note = "Real claim about rivers [1].\n\n    Code claim about rivers [2].\n\n```\nFenced claim about rivers [3].\n```\n"
    assert claim_texts(note) == ["Real claim about rivers [1]."]


def test_list_continuation_indented_four_is_not_code():
    note = "- A list item states a fact\n\n    and its second paragraph states another [1].\n"
    assert claim_texts(note) == ["A list item states a fact", "and its second paragraph states another [1]."]


@pytest.mark.parametrize(
    "note,spans",
    [
        ("Use `x [1]` here.", ["`x [1]`"]),
        ("Two ``a ` b`` ticks.", ["``a ` b``"]),
        ("Escaped \\`not code` here `code`.", ["` here `"]),
        ("Unmatched ` tick and `real`.", ["` tick and `"]),
        ("Span over\na line `a\nb` ok.", ["`a\nb`"]),
        ("```\nfence [1]\n```\nafter", ["```\nfence [1]\n```"]),
        ("text\n\n    indented [1]\n", ["    indented [1]"]),
    ],
)
def test_code_spans(note, spans):
    assert [note[a:b] for a, b in code_spans(note)] == spans


def test_citations_in_code_spans_are_excluded():
    note = "Claim `[1]` with a real cite [2].\n\n```\n[3]\n```\n"
    keys = [c.key for c in find_citations(note, exclude=code_spans(note))]
    assert keys == ["2"]


@pytest.mark.parametrize("depth", [MAX_NESTING - 1, MAX_NESTING + 5, 2000])
@pytest.mark.parametrize("shape", ["list-one-line", "quote", "list-indented"])
def test_deep_nesting_loses_no_text(shape, depth):
    if shape == "list-one-line":
        note = "- " * depth + "The deep fact is stated here [1].\n\nThe fact after the list [2].\n"
    elif shape == "quote":
        note = "".join(">" * i + f" Quote number {i} states a fact [1].\n" for i in range(1, depth)) + "\nAfter it [2] we go.\n"
    else:
        depth = min(depth, 300)  # indentation makes the note quadratic in depth
        note = "".join("  " * i + f"- Item number {i} states a fact [1].\n" for i in range(depth))
        note += "\n## References\n\nThe fact after the list [2].\n"
    t0 = time.perf_counter()
    claims = segment(note, find_citations(note))
    assert time.perf_counter() - t0 < 10
    for c in claims:
        assert note[c.start:c.end] == c.text
    cited = "".join(c.text for c in claims)
    assert cited.count("[1]") == note.count("[1]")  # every nested fact is a claim
    if shape == "list-indented":
        assert "[2]" not in cited  # the heading after the list still opens an exempt section
    else:
        assert "[2]" in cited


def test_masked_keeps_length_and_offsets():
    note = "- item one is here\n  continued line\n> quoted text here\n| a | b |\n|--|--|\n| c | d |\n"
    for b in blocks(note):
        assert len(b.masked) == b.end - b.start
        for i, ch in enumerate(b.masked):
            assert ch == " " or ch == note[b.start + i]


MD = st.sampled_from([
    "# H\n", "- ", "  - ", "1. ", "> ", "| a | b |\n", "|---|---|\n", "```\n", "~~~\n", "    ", "\t", "\n", "\n\n",
    "\r\n", "\r", "`", "``", "\\", "<div>\n", "<!-- ", " -->", "[x]: /u\n", "Text [1]. ", "More words here. ", "\0",
    "\u2028", "---\n", "***\n",
])


@settings(max_examples=300, deadline=None)
@given(st.lists(MD, max_size=60))
def test_blocks_invariants(parts):
    note = "".join(parts)
    prev = 0
    for b in blocks(note):
        assert 0 <= b.start <= b.end <= len(note) and b.start >= prev
        prev = b.end
        assert len(b.masked) == b.end - b.start
        assert all(m == " " or m == note[b.start + i] for i, m in enumerate(b.masked))
    for a, z in code_spans(note):
        assert 0 <= a < z <= len(note)
    for c in segment(note, find_citations(note)):
        assert note[c.start:c.end] == c.text
