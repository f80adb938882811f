"""The note's Markdown structure read chunk by chunk, each chunk's reading remembered by its text.

The repair loop reads many versions of one note (``reviewer.verify``: after every round), and a
round changes a few dozen sentences of a note of thousands of paragraphs. ``ChunkedStructure``
cuts the note where the block parser starts afresh and parses only the chunks it has not seen;
``structure(note)`` (one parse of the whole note) is what it returns, exactly.

A chunk starts at a *boundary*: a line right after a blank line (only spaces and tabs, as the
parser reads blank) that opens with neither a blank (Unicode's: space, tab or any other) nor a
list marker's first character (``-``, ``+``, ``*``, a digit) nor ``>``. There, whatever the text
before, every container the parser had open is closed (a list item goes on only on an indented
line or a new list marker, a block quote only on ``>``), as is every paragraph and table (a
blank line ends them), and an indented code block (the line is not indented); so the line
starts its block (a paragraph, a heading, a table, a fence …) just as it would in a note of its
own. Only two leaves run over blank lines into an unindented line: a fenced code block with no
closing fence, and an HTML block (``<pre``, ``<!--`` …) with no end. A chunk read on its own shows that: such a leaf runs over
the chunk's trailing blank lines; the chunk is then read together with the next one, then with
the next three, seven … (a fence that never closes costs twice one reading of the rest, not a
reading per chunk), until what was read together leaves no leaf open. The parser never looks back, so the chunks before a boundary read the same
whatever follows it. What a chunk cannot know, the section its first blocks sit in and the
blocks' indexes, is carried over from the chunks before it.

The chunks not read yet are read in one parse, one after the other (each starts as a chunk does
after a blank line: a boundary again); what a leaf left open runs into is read again later.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from reviewer.note.blocks import Block, Structure, Walked, walk

__all__ = ["ChunkedStructure", "boundaries"]

#: what a chunk starts with: not a blank, a list marker's first character or ``>``
_OPENS = r"[^\s\-+*\d>]"
#: a blank line (after a line break, not between the ``\r`` and ``\n`` of one) and its line
#: break, before a line that starts with ``_OPENS``: the match ends where a chunk starts
_BOUNDARY = re.compile(r"(?:(?<=\n)|(?<=\r)(?!\n))[ \t]*+(?:\r\n|\r|\n)(?=" + _OPENS + ")")
_STARTS = re.compile(_OPENS)


def boundaries(note: str) -> list[int]:
    """Where the note's chunks start (0 first), then ``len(note)``."""
    return [0, *(m.end() for m in _BOUNDARY.finditer(note)), len(note)]


def _content_end(text: str) -> int:
    """The end of ``text``'s last line that is not blank (0 when every line is)."""
    end = len(text.rstrip(" \t\r\n"))
    while end < len(text) and text[end] in " \t":
        end += 1
    return end


@dataclass(frozen=True, slots=True)
class _Chunk:
    """A chunk read on its own: its blocks and code spans (offsets into the chunk), how many
    blocks come before its first heading (they sit in the section of the chunks before), the
    section its last heading opens (None: no heading), and whether a leaf runs over its
    trailing blank lines (it is left open: a fence or HTML block with no end)."""

    blocks: tuple[Block, ...]
    code: tuple[tuple[int, int], ...]
    headless: int
    section: str | None
    open: bool


class _Parts:
    """A reading of several chunks one after the other, to be cut into the chunks' readings
    (``cut``: offsets looked up by bisection, so cutting every chunk is linear)."""

    def __init__(self, text: str, walked: Walked):
        self.text = text
        self.blocks = walked.structure.blocks
        self.code = walked.structure.code
        self.headings = walked.headings
        self.leaves = sorted(walked.leaves)
        self._starts = ([b.start for b in self.blocks], [a for a, _ in self.code],
                        [h[0] for h in self.headings], [a for a, _ in self.leaves])

    def _range(self, which: int, start: int, end: int) -> range:
        starts = self._starts[which]
        return range(bisect.bisect_left(starts, start), bisect.bisect_left(starts, end))

    def cut(self, start: int, end: int) -> _Chunk:
        """The part ``text[start:end]`` as a ``_Chunk`` of its own (offsets from ``start``)."""
        spans, codes, heads = (self._range(k, start, end) for k in range(3))
        lo = spans.start
        headless = self.headings[heads.start][1] - lo if heads else len(spans)
        blocks = tuple(Block(b.start - start, b.end - start, b.masked, b.section if k >= headless else "",
                             k, b.table_row) for k, b in enumerate(self.blocks[lo:spans.stop]))
        code = tuple((a - start, z - start) for a, z in self.code[codes.start:codes.stop])
        leaf_end = max((self.leaves[k][1] for k in self._range(3, start, end)), default=start)
        return _Chunk(blocks, code, headless, self.headings[heads.stop - 1][2] if heads else None,
                      leaf_end > start + _content_end(self.text[start:end]))


class ChunkedStructure:
    """``blocks.structure`` for the versions of one note, remembering each chunk's reading by
    the chunk's text for as long as the object lives (one check: ``reviewer.verify`` holds one,
    as it holds a ``BlockSentences``)."""

    __slots__ = ("_read",)

    def __init__(self) -> None:
        self._read: dict[str, _Chunk] = {}

    def _one(self, chunk: str) -> _Chunk:
        got = self._read.get(chunk)
        if got is None:
            got = self._read[chunk] = _Parts(chunk, walk(chunk)).cut(0, len(chunk))
        return got

    def _read_together(self, chunks: list[str]) -> None:
        """Read the note's ``chunks`` not read yet in one parse of them one after the other:
        every chunk but the last ends with a blank line, every one but the first starts as a
        chunk does (``_OPENS``), so each one of those that starts so starts at a boundary there
        too, and reads as alone unless a leaf left open before it runs into it. Those, and the
        chunks that leave a leaf open, are read later, with the chunks after them (``__call__``)."""
        # in order, repeats too: a repeated chunk may hold the fence that closes the one before it
        todo = [c for c in chunks[:-1] if c not in self._read and _STARTS.match(c)]
        if len(todo) < 2:
            return
        text = "".join(todo)
        parts = _Parts(text, walk(text))
        start = reach = k = 0  # reach: the furthest end of the leaves that start before ``start``
        for chunk in todo:
            while k < len(parts.leaves) and parts.leaves[k][0] < start:
                reach = max(reach, parts.leaves[k][1])
                k += 1
            got = parts.cut(start, start + len(chunk))
            if reach <= start and not got.open:
                self._read[chunk] = got
            start += len(chunk)

    def __call__(self, note: str) -> Structure:
        cuts = boundaries(note)
        self._read_together([note[a:b] for a, b in zip(cuts, cuts[1:])])
        blocks: list[Block] = []
        code: list[tuple[int, int]] = []
        section = ""
        i = 0
        while i + 1 < len(cuts):
            j, step = i + 1, 1
            got = self._one(note[cuts[i]:cuts[j]])
            while j + 1 < len(cuts) and got.open:  # a leaf left open: read on with the next chunks,
                j = min(j + step, len(cuts) - 1)  # twice as many each time (linear, not quadratic)
                step *= 2
                got = self._one(note[cuts[i]:cuts[j]])
            offset = cuts[i]
            for k, b in enumerate(got.blocks):
                blocks.append(Block(b.start + offset, b.end + offset, b.masked,
                                    section if k < got.headless else b.section, len(blocks), b.table_row))
            code.extend((a + offset, z + offset) for a, z in got.code)
            if got.section is not None:
                section = got.section
            i = j
        return Structure(tuple(blocks), tuple(code))
