"""Markdown block structure from markdown-it-py, with exact character offsets into the note.

``blocks(note)`` lists the units the claim rules work on: paragraphs (in list items and block
quotes too) and table body rows, each with ``masked`` = ``note[start:end]`` with the Markdown
syntax (list markers, ``>`` prefixes, indentation, line breaks, table pipes) blanked to spaces,
so that offsets found in ``masked`` are offsets into the note. Headings set the section and are
not blocks; fenced and indented code, HTML comments, thematic breaks, link reference
definitions and table header rows are skipped. An HTML block is prose with its tags blanked.

``code_spans(note)`` lists the note's code (fenced and indented code blocks, inline code spans):
citation markers inside code are not citations.

The parser (CommonMark + GFM tables, block rules only: inline parsing is not needed, the
inline code spans are found with CommonMark's backtick-run rule over each block's text) works
on line numbers (``Token.map``); lines split on ``\\r\\n``, ``\\r`` and ``\\n`` exactly as the
parser splits them, and ``\\0`` (which it reads as U+FFFD) keeps its length, so line offsets
are exact. Nesting deeper than ``MAX_NESTING`` containers is not given up on (markdown-it stops
parsing inside it): those lines are parsed again with their container prefixes removed, so no
text of the note is ever dropped unseen.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from markdown_it import MarkdownIt
from markdown_it.token import Token

from reviewer.note.raw import raw_elements

__all__ = ["MAX_NESTING", "Block", "Structure", "Walked", "blocks", "code_spans", "structure", "walk"]

#: container depth (lists, list items, block quotes each count one) the parser descends into;
#: markdown-it recurses per level, so this bounds its stack. Deeper lines are re-read flat.
MAX_NESTING = 64

_EOL = re.compile(r"\r\n|\r|\n")
_TAG = re.compile(r"<[^<>]*+>")  # an HTML tag (linear: no backtracking into the run)


_CONTAINERS = frozenset({"list_item_open", "blockquote_open"})
_INLINE_LEAVES = frozenset({"paragraph_open", "heading_open", "tr_open"})


@dataclass(frozen=True, slots=True)
class Block:
    """A paragraph, list item, quote paragraph or table row: the unit a trailing cite covers."""

    start: int
    end: int
    masked: str  # note[start:end] with Markdown syntax blanked to spaces (same length)
    section: str
    index: int
    table_row: bool = False


@dataclass(frozen=True, slots=True)
class Structure:
    """The note's blocks and code spans (sorted), as ``blocks`` and ``code_spans`` list them."""

    blocks: tuple[Block, ...]
    code: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Walked:
    """One text read on its own (``walk``): its structure, its headings (offset, how many blocks
    come before it, title: a block's ``section`` is the title of the last heading before it, ""
    before the first) and its code and HTML blocks' spans (a fence left open runs to the end)."""

    structure: Structure
    headings: tuple[tuple[int, int, str], ...]
    leaves: tuple[tuple[int, int], ...]


@functools.cache
def _parser() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"maxNesting": MAX_NESTING}).enable("table")
    return md.disable(["inline", "text_join"])  # block structure only


def blocks(note: str) -> list[Block]:
    """The note's paragraphs and table rows, in order (see the module docstring)."""
    return list(_structure(note).blocks)


def code_spans(note: str) -> list[tuple[int, int]]:
    """``(start, end)`` offsets of fenced and indented code blocks and inline code spans, sorted.

    A fenced block runs from its opening line to the end of its closing line (an unclosed
    fence to the end of its container); an inline span from its opening to its closing
    backtick run. Markers inside them are not citations."""
    return list(_structure(note).code)


@functools.lru_cache(maxsize=4)  # segment and verify both ask for the same note
def _structure(note: str) -> Structure:
    return walk(note).structure


def structure(note: str) -> Structure:
    """The note's blocks and code spans (what ``blocks`` and ``code_spans`` return)."""
    return _structure(note)


def walk(note: str) -> Walked:
    """Parse ``note`` on its own (see ``Walked``)."""
    text = note.replace("\0", "\ufffd") if "\0" in note else note  # same length
    offsets = [0] + [m.end() for m in _EOL.finditer(text)]
    ends = [m.start() for m in _EOL.finditer(text)] + [len(text)]
    lines = [text[a:b] for a, b in zip(offsets, ends)]
    walker = _Walk(note, text)
    walker.view(offsets, lines, _parser().parse(note), flat=False)
    code = sorted(walker.code)
    return Walked(Structure(tuple(walker.blocks), tuple(code)), tuple(walker.headings), tuple(walker.leaves))


class _Walk:
    """Turns a token stream over a *view* of the note (lines, each with its note offset) into
    blocks and code spans."""

    def __init__(self, note: str, text: str):
        self.note = note  # masked text is cut from the note itself
        self.text = text  # the note as the parser reads it (``\0`` -> U+FFFD), for comparisons
        self.blocks: list[Block] = []
        self.code: list[tuple[int, int]] = []
        self.section = ""
        self.headings: list[tuple[int, int, str]] = []  # (offset, blocks before it, title)
        self.leaves: list[tuple[int, int]] = []  # code and HTML blocks

    def view(self, offsets: Sequence[int], lines: Sequence[str], tokens: list[Token], flat: bool) -> None:
        in_head = False
        i = 0
        while i < len(tokens):
            tok = tokens[i]
            kind = tok.type
            if kind == "thead_open":
                in_head = True
            elif kind == "thead_close":
                in_head = False
            elif tok.map is None:
                pass
            elif kind in _CONTAINERS and tok.level + 1 >= MAX_NESTING:
                self._overflow(offsets, lines, *tok.map, flat)  # the parser emitted nothing inside
            elif kind in ("fence", "code_block"):
                a, b = tok.map
                self.code.append((offsets[a], offsets[b - 1] + len(lines[b - 1])))
                self.leaves.append(self.code[-1])
            elif kind == "html_block":
                a, b = tok.map
                self.leaves.append((offsets[a], offsets[b - 1] + len(lines[b - 1])))
                self._html(offsets, lines, tok.map, tok.content)
            elif kind == "heading_open":
                self.section = tokens[i + 1].content.strip()
                self.headings.append((offsets[tok.map[0]], len(self.blocks), self.section))
                self._inline_code(offsets, lines, *tok.map)
            elif kind == "paragraph_open":
                self._paragraph(offsets, lines, tok.map, tokens[i + 1].content)
            elif kind == "tr_open":
                self._table_row(offsets, lines, tok.map[0], header=in_head)
            i += 1

    # -- leaves ------------------------------------------------------------------------------

    def _paragraph(self, offsets: Sequence[int], lines: Sequence[str], span: list[int], content: str) -> None:
        a, b = span
        content_lines = content.split("\n")
        if len(content_lines) != b - a:  # not expected: blank the prefixes by hand
            content_lines = [lines[k][_prefix_len(lines[k]):] for k in range(a, b)]
        pieces: list[tuple[int, int]] = []  # note ranges kept verbatim
        for k, body in zip(range(a, b), content_lines):
            line, body = lines[k], body.strip()
            stop = len(line.rstrip())
            begin = stop - len(body)
            if body and (begin < 0 or line[begin:stop] != body):
                begin = _prefix_len(line)
            pieces.append((offsets[k] + begin, offsets[k] + len(line)))
        self._emit(offsets[a], offsets[b - 1] + len(lines[b - 1]), pieces)
        self._inline_code(offsets, lines, a, b)

    def _html(self, offsets: Sequence[int], lines: Sequence[str], span: list[int], content: str) -> None:
        """An HTML block is read as prose with its tags blanked: a claim written after a tag on
        the same line (``<img …> The plant made 120 t [1].``) is checked, never hidden. Only an
        HTML comment is skipped."""
        if content.lstrip().startswith("<!--"):
            return
        a, b = span
        start, end = offsets[a], offsets[b - 1] + len(lines[b - 1])
        text = self.note[start:end]
        pieces, at = [], 0
        for el in raw_elements(text):  # a script's code is no prose: blanked to its end tag
            pieces += [text[at:el.body], " " * (el.body_end - el.body)]
            at = el.body_end
            self.code.append((start + el.start, start + el.end))
        masked = _TAG.sub(lambda m: " " * len(m.group()), "".join(pieces) + text[at:])
        masked = _EOL.sub(lambda m: " " * len(m.group()), masked)
        if masked.strip():
            self.blocks.append(Block(start, end, masked, self.section, len(self.blocks)))

    def _table_row(self, offsets: Sequence[int], lines: Sequence[str], k: int, header: bool) -> None:
        self._inline_code(offsets, lines, k, k + 1)
        if header:
            return  # the header row is not a claim
        line = lines[k]
        begin = _prefix_len(line, markers=False)  # a body row never starts with a list marker
        start = offsets[k]
        masked = " " * begin + self.note[start + begin : start + len(line)].replace("|", " ")
        if masked.strip():
            self.blocks.append(Block(start, start + len(line), masked, self.section, len(self.blocks), True))

    def _emit(self, start: int, end: int, pieces: list[tuple[int, int]]) -> None:
        out, cursor = [], start
        for s, e in pieces:
            out.append(" " * (s - cursor))
            out.append(self.note[s:e])
            cursor = e
        out.append(" " * (end - cursor))
        masked = "".join(out)
        if "<" in masked:
            masked = _blank_inline_raw(masked, inline_code_spans(self.text, start, end), start, self.code)
        if masked.strip():
            self.blocks.append(Block(start, end, masked, self.section, len(self.blocks)))

    def _inline_code(self, offsets: Sequence[int], lines: Sequence[str], a: int, b: int) -> None:
        start, end = offsets[a], offsets[b - 1] + len(lines[b - 1])
        self.code.extend(inline_code_spans(self.text, start, end))

    # -- nesting deeper than MAX_NESTING ------------------------------------------------------

    def _overflow(self, offsets: Sequence[int], lines: Sequence[str], a: int, b: int, flat: bool) -> None:
        """Lines ``[a, b)`` sit deeper than the parser goes: read them again without their
        container prefixes (one line, one block, if that happens twice)."""
        cut = [_prefix_len(lines[k]) for k in range(a, b)]
        sub_offsets = [offsets[k] + c for k, c in zip(range(a, b), cut)]
        sub_lines = [lines[k][c:] for k, c in zip(range(a, b), cut)]
        if flat:
            for k, (off, line) in enumerate(zip(sub_offsets, sub_lines)):
                self._emit(off, off + len(line), [(off, off + len(line))])
                self._inline_code(sub_offsets, sub_lines, k, k + 1)
            return
        self.view(sub_offsets, sub_lines, _parser().parse("\n".join(sub_lines)), flat=True)


def _blank_inline_raw(masked: str, code: Sequence[tuple[int, int]], offset: int, spans: list[tuple[int, int]]) -> str:
    """``masked`` (a paragraph's text, at ``offset`` in the note) with each ``<script>`` and
    ``<style>`` element it closes blanked, tags and all (the same length), each one's note span
    added to ``spans``; ``code``: the paragraph's inline code spans, where a tag is only text."""
    found = raw_elements(masked, closed_only=True, skip=[(a - offset, b - offset) for a, b in code])
    pieces, at = [], 0
    for el in found:
        pieces += [masked[at:el.start], " " * (el.end - el.start)]
        at = el.end
        spans.append((offset + el.start, offset + el.end))
    return "".join(pieces) + masked[at:]


def _prefix_len(line: str, markers: bool = True) -> int:
    """Length of the container syntax opening ``line``: indentation, ``>`` and list markers."""
    i, n = 0, len(line)
    while i < n:
        ch = line[i]
        if ch in " \t>":
            i += 1
            continue
        if not markers:
            break
        j = i
        if ch in "-*+":
            j = i + 1
        else:
            while j < n and j - i < 9 and line[j].isascii() and line[j].isdigit():
                j += 1
            if j == i or j >= n or line[j] not in ".)":
                break
            j += 1
        if j < n and line[j] not in " \t":
            break
        i = j
    return i


def inline_code_spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Inline code spans in ``text[start:end]`` by CommonMark's rule: a backtick run opens a
    span closed by the next run of the same length; a run with no such closer is literal; a
    backslash before a run escapes its first backtick. Linear apart from a bisect per run."""
    runs: list[tuple[int, int]] = []  # (position, length)
    i = text.find("`", start, end)
    while i >= 0:
        j = i
        while j < end and text[j] == "`":
            j += 1
        runs.append((i, j - i))
        i = text.find("`", j, end)
    by_length: dict[int, list[int]] = {}
    for k, (_, n) in enumerate(runs):
        by_length.setdefault(n, []).append(k)
    spans: list[tuple[int, int]] = []
    k = 0
    while k < len(runs):
        pos, n = runs[k]
        slashes = 0
        while pos - slashes - 1 >= start and text[pos - slashes - 1] == "\\":
            slashes += 1
        if slashes % 2:
            pos, n = pos + 1, n - 1
        closers = by_length.get(n, [])
        c = bisect.bisect_right(closers, k) if n else len(closers)
        if c < len(closers):
            close_pos, close_n = runs[closers[c]]
            spans.append((pos, close_pos + close_n))
            k = closers[c] + 1
        else:
            k += 1
    return spans
