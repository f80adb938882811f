"""The note's structure read chunk by chunk (``reviewer.note.chunks``) is the structure of one
reading of the whole note, on random notes and on random edits of them (the repair loop's case:
the chunks read before are remembered)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reviewer.note.blocks import structure, walk
from reviewer.note.chunks import ChunkedStructure, boundaries

#: lines that open, continue or close every kind of block the parser knows, and prose
LINES = [
    "", " ", "\t", "A claim here [1].", "Bare prose line", "Another sentence. Then more [cite:g1].",
    "# Heading", "## Sources", "Setext", "===", "---", "- item one [2]", "  continued item",
    "* star item", "1. ordered", "2) ordered", "> quoted line", ">", "> > deeper", "    indented code",
    "```", "```python", "~~~", "  ```", "<div>", "</div>", "<pre>", "</pre>", "<!-- comment", "-->",
    "<?php", "?>", "<script>", "</script>", "<![CDATA[", "]]>", "<!X", "( paren", "\u00a0nbsp", "#nohash", "| a | b |", "|---|---|", "a | b", "-|-", "[ref]: http://x.org", "`code` and more",
    "Text with `inline [3]` code", "***", "   - nested", "      - deeper", "+ plus", "x\0y", "Z\u00a0 z",
]
EOLS = ["\n", "\r\n", "\r"]

notes = st.lists(st.tuples(st.sampled_from(LINES), st.sampled_from(EOLS), st.booleans()), max_size=40).map(
    lambda parts: "".join(line + eol + ("\n" if blank else "") for line, eol, blank in parts))


def _chunked_equals_full(reader: ChunkedStructure, note: str) -> None:
    assert reader(note) == walk(note).structure == structure(note)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(notes)
def test_chunked_reading_is_the_whole_reading(note):
    _chunked_equals_full(ChunkedStructure(), note)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(notes, st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 40), notes), min_size=1, max_size=4))
def test_chunked_reading_of_edited_notes(note, edits):
    """Random edits (spans replaced by random Markdown) of a note read before: the remembered
    chunks do not change the reading."""
    reader = ChunkedStructure()
    _chunked_equals_full(reader, note)
    for at, length, text in edits:
        start = at % (len(note) + 1)
        note = note[:start] + text + note[start + length:]
        _chunked_equals_full(reader, note)


def test_a_fence_left_open_swallows_the_chunks_after_it():
    note = "A claim [1].\n\n```\ncode\n\nStill code [2].\n\nAnd this [3].\n"
    assert len(boundaries(note)) == 5  # three boundaries inside, all in the fence
    got = ChunkedStructure()(note)
    assert [b.masked.strip() for b in got.blocks] == ["A claim [1]."]
    assert got == structure(note)


def test_sections_and_indexes_carry_over_chunks():
    note = "# Top\n\nA one.\n\nB two.\n\n## Sources\n\nC three.\n"
    got = ChunkedStructure()(note)
    assert [(b.masked.strip(), b.section, b.index) for b in got.blocks] == [
        ("A one.", "Top", 0), ("B two.", "Top", 1), ("C three.", "Sources", 2)]
    assert got == structure(note)


def test_no_boundary_inside_a_crlf():
    assert boundaries("a\r\nB") == [0, 4]
    assert boundaries("a\r\n\r\nB") == [0, 5, 6]


def test_chunks_read_together_read_as_alone():
    """The chunks not read yet are read in one parse: the same as reading each alone, also when
    one of them leaves a fence open (then the ones after it are read one by one)."""
    note = ("Alpha [1].\n\n- item [2]\n\nBeta\n===\n\nGamma ```\n\n"
            "Delta <pre>\n\n```\nopen fence\n\nEpsilon [3].\n\nZeta [4].\r\n")
    together = ChunkedStructure()
    assert together(note) == structure(note)
    alone = ChunkedStructure()
    for a, b in zip(boundaries(note), boundaries(note)[1:]):
        alone._one(note[a:b])
    common = together._read.keys() & alone._read.keys()
    assert len(common) >= 4 and all(together._read[k] == alone._read[k] for k in common)
    edited = note.replace("Beta", "Beta [5]").replace("Zeta", "Eta")
    assert together(edited) == structure(edited)


def test_a_fence_that_never_closes_is_read_in_linear_time(monkeypatch):
    """A fence left open at the top swallows thousands of chunks: what is parsed stays within a
    few readings of the note (chunks read together in doubling runs), not one per chunk."""
    import reviewer.note.chunks as chunks

    parsed = []

    def counting(text):
        parsed.append(len(text))
        return walk(text)

    monkeypatch.setattr(chunks, "walk", counting)
    note = "Intro [1].\n\n```\n" + "".join(f"Para {i} says a thing [2].\n\n" for i in range(3000))
    assert ChunkedStructure()(note) == structure(note)
    assert sum(parsed) < 5 * len(note)


def test_code_with_blank_lines_is_not_read_chunk_by_chunk(monkeypatch):
    """Fences with blank lines inside (each leaves its first chunk open): the chunks after them
    are still read in the one parse of the chunks not read yet, not one parse each."""
    import reviewer.note.chunks as chunks

    parsed = []

    def counting(text):
        parsed.append(len(text))
        return walk(text)

    monkeypatch.setattr(chunks, "walk", counting)
    note = "".join(f"Para {i} [1].\n\n```\ncode {i}\n\nmore code\n```\n\n"
                   + "".join(f"Then claim {i}.{j} [2].\n\n" for j in range(5)) for i in range(200))
    assert ChunkedStructure()(note) == structure(note)
    assert len(parsed) <= 2 + 2 * 200 and sum(parsed) < 3 * len(note)  # the parse, the last chunk, each fence twice
