"""Fast, linear-time sentence splitting that keeps pysbd's decisions.

``split_sentences(text)`` returns ``(start, end)`` offsets of the sentences of ``text``.

pysbd (``Segmenter(language="en", clean=False)``) is the authority on sentence boundaries, but
it is slow (~0.1 MB/s) and quadratic on long lines. We therefore:

1. cut the text into paragraphs at blank lines (hard boundaries); inside a paragraph every
   other line break counts as a space (hard-wrapped text), which pysbd would not do on its own;
2. emulate pysbd's one global line-breaking rule that matters on long lines (parenthesis between
   quotes, ``"a" (b) "c"``) and treat its breaks as hard boundaries, as pysbd does;
3. find *unambiguous* boundaries with one regex pass: ``word. Next`` where ``word`` is a plain
   lowercase word (2+ letters, not one of pysbd's abbreviations nor a roman numeral), the stop is
   followed by whitespace and a capital, and the stop is not inside a quoted, bracketed or
   parenthesised span (found with pysbd's own between-punctuation regexes);
4. accept the pieces between those boundaries as single sentences when they contain nothing
   pysbd could split on (no other ``.!?`` except inside tokens such as ``3.5`` or ``a.b``,
   no list markers, no leading quote or parenthesis); hand runs of the remaining, ambiguous
   pieces to pysbd in chunks of bounded size (cached), so the cost stays linear.

Deviation from running pysbd on a whole long line: pysbd has a few line-global rules (list
items such as ``a.``/``b.`` or ``1)``/``2)`` far apart, quote pairing across the whole line);
we apply them within a chunk of a few hundred characters. ``benchmarks/segment_bench.py``
measures the agreement.

Citation markers stay with the sentence pysbd gives them to. A marker after the stop and a
space (``It rose. [1] Then it fell.``) starts the next sentence (``[1] Then it fell.``); a marker
glued to the stop (``It rose.[1] Then it fell.``) ends the previous one (``It rose.[1]``).
Callers that want markers on the previous sentence should move a leading marker back.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

from pysbd.between_punctuation import BetweenPunctuation
from pysbd.languages import Language
from pysbd.processor import Processor

__all__ = ["split_sentences", "pysbd_sentences"]

_EN = Language.get_language_code("en")
_ABBREVIATIONS = frozenset(a.strip().lower() for a in _EN.Abbreviation.ABBREVIATIONS)
_ROMAN = re.compile(r"[ivxlcdm]+")

#: Scholarly abbreviations pysbd lacks; a boundary after them is dropped when the next
#: sentence would start with a capital, a digit or a bracket ("cf. Table 2", "Eq. 3").
EXTRA_ABBREVIATIONS = (
    "cf cfr approx ca figs eq eqs vol vols sect sects ch chap chaps tab tabs suppl resp"
).split()
_EXTRA_ABBR = re.compile(
    r"(?<![^\s(\[])(?:%s)\.\Z" % "|".join(EXTRA_ABBREVIATIONS), re.IGNORECASE
)
_EXTRA_NEXT = re.compile(r"[A-Z0-9(\[]")

#: Runs of ambiguous pieces are handed to pysbd in chunks of about this many characters.
CHUNK = 600
#: A single ambiguous piece longer than this is split with overlapping windows.
WINDOW = 1500
_MARGIN = 300

# Blank line = paragraph break; any other vertical whitespace counts as a space.
_PARAGRAPH = re.compile(r"\n[^\S\n]*\n")
_VERTICAL = re.compile(r"[\r\n\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")

# pysbd's Processor.check_for_parens_between_quotes: breaks before "(" and after ")".
_PBQ_OPEN = re.compile(r'["”]\s\(')
_PBQ_CLOSE = re.compile(r'\)\s["“]')
_PBQ_BREAK = re.compile(r"\s(?=\()|(?<=\))\s")

# Candidate boundary: plain lowercase word, one stop, whitespace, capital.
_CUT = re.compile(r"(?<![^\s\-'’/])([a-z]{2,})[.!?](\s+)(?=[A-Z])")

# Spans in which pysbd protects punctuation (same regexes pysbd uses).
_BP = BetweenPunctuation
_SINGLE_QUOTES = re.compile(_BP.BETWEEN_SINGLE_QUOTES_REGEX)
_LEADING_APOSTROPHE = re.compile(_BP.WORD_WITH_LEADING_APOSTROPHE)
_PROTECTED = [
    re.compile(p)
    for p in (
        _BP.BETWEEN_SINGLE_QUOTE_SLANTED_REGEX,
        _BP.BETWEEN_DOUBLE_QUOTES_REGEX_2,
        _BP.BETWEEN_SQUARE_BRACKETS_REGEX_2,
        _BP.BETWEEN_PARENS_REGEX_2,
        _BP.BETWEEN_QUOTE_ARROW_REGEX_2,
        _BP.BETWEEN_EM_DASHES_REGEX_2,
        _BP.BETWEEN_QUOTE_SLANTED_REGEX_2,
    )
]
_PROTECT_TRIGGER = re.compile(r"[\"'‘“«(\[]|--")
_OPENERS = {"(": ")", '"': '"', "'": "'", "“": "”", "（": "）", "「": "」"}
_OPENING = re.compile(  # the bracket/quote alternatives of pysbd's SENTENCE_BOUNDARY_REGEX
    r"\s*(（[^）]*）(?=\s?[A-Z])|「[^」]*」(?=\s[A-Z])|\([^)]{2,}\)(?=\s[A-Z])"
    r"|'[^']*[^,]'(?=\s[A-Z])|\"[^\"]*[^,]\"(?=\s[A-Z])|“[^”]*[^,]”(?=\s[A-Z]))"
)
_QUOTE_END = re.compile(r"[!?.\-][\"'“”]\s[A-Z]")  # pysbd always splits after the quote

# Anything pysbd might split on inside a piece (the piece's own final stop excluded).
_AMBIGUOUS = re.compile(
    r"[!?。．！？]"  # other sentence punctuation
    r"|\.(?!(?<=[A-Za-z0-9_]\.)[A-Za-z0-9_])"  # a stop that is not inside a token
    r"|(?<=[^\d\s])\.(?=\d)"  # numbered reference: "rose.5 Then"
    r"|(?<=\.[A-Za-z0-9_])\."  # "Will.I.Am": pysbd protects only every other stop
    r"|(?<!\S)[A-Za-z]\."  # single letter + stop: initials, alphabetical list items
    r"|-[\"'“”]\s"  # pysbd splits after -" followed by a capital
    r"|(?<![^\s(])(?:\d{1,2}|[A-Za-z]|[ivxlcdmIVXLCDM]+)\)"  # list items "1)", "b)", "(iv)"
    r"|[∯∮ȸȹ☉☈☇☄ᓴᓷᓰᓱᓳᓸ⎋♨☝✂⌬☏ƪ♟♝♬♭&]"  # pysbd's placeholder characters
)


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Sentence spans of ``text``: ordered, non-overlapping, whitespace-stripped offsets.

    Every non-whitespace character of ``text`` lies in exactly one span. A blank line always
    ends a sentence; a single line break counts as a space.
    """
    if not isinstance(text, str):
        raise TypeError(f"split_sentences expects str, got {type(text).__name__}")
    flat = _VERTICAL.sub(" ", text)  # same length, so offsets stay valid
    cuts: list[int] = []
    start = 0
    for m in [*_PARAGRAPH.finditer(text), None]:
        end = len(text) if m is None else m.start()
        local: list[int] = []
        _split_paragraph(flat, start, end, local)
        cuts.extend(c for c in local if start < c < end and not _after_extra_abbr(flat, c))
        if m is not None:
            cuts.append(end)
            start = m.end()
    return _spans(text, cuts)


def _after_extra_abbr(s: str, cut: int) -> bool:
    """True if the boundary at ``cut`` follows one of EXTRA_ABBREVIATIONS (so it is dropped)."""
    e = cut
    while e > 0 and s[e - 1].isspace():
        e -= 1
    i = cut
    while i < len(s) and s[i].isspace():
        i += 1
    return bool(
        i < len(s)
        and _EXTRA_NEXT.match(s, i)
        and _EXTRA_ABBR.search(s, max(0, e - 12), e)
    )


def _spans(text: str, cuts: list[int]) -> list[tuple[int, int]]:
    spans = []
    prev = 0
    for cut in [*sorted(set(cuts)), len(text)]:
        s, e = prev, cut
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if s < e:
            spans.append((s, e))
        prev = max(prev, cut)
    return spans


def _split_paragraph(s: str, a: int, b: int, cuts: list[int]) -> None:
    """Append the sentence boundaries of ``s[a:b]`` (a paragraph) to ``cuts``."""
    if a >= b:
        return
    para = s[a:b]
    region = _parens_between_quotes(para) if "(" in para else None
    if region is None:
        _split_segment(s, a, b, cuts)
        return
    i, j = region
    prev = a
    for m in _PBQ_BREAK.finditer(para, i, j):
        br = a + m.start()
        _split_segment(s, prev, br, cuts)
        cuts.append(br)
        prev = br + 1
    _split_segment(s, prev, b, cuts)


def _parens_between_quotes(para: str) -> tuple[int, int] | None:
    """The one match of pysbd's PARENS_BETWEEN_DOUBLE_QUOTES_REGEX, found in linear time.

    pysbd's ``["”]\\s\\(.*\\)\\s["“]`` is greedy, so it runs from the first opener to the
    last closer after it; pysbd puts a line break before each " (" and after each ") " in it.
    """
    first = _PBQ_OPEN.search(para)
    if first is None:
        return None
    end = None
    for m in _PBQ_CLOSE.finditer(para, first.end()):
        end = m.end()
    return None if end is None else (first.start(), end)


def _single_quoted(seg: str) -> list[tuple[int, int]]:
    """Spans between straight single quotes, with pysbd's whole-segment exemption."""
    if "'" not in seg:
        return []
    probe = seg if seg[-1] in _EN.Punctuations else seg + "ȸ"  # as pysbd's process_text
    if _LEADING_APOSTROPHE.search(probe) and not re.search(r"'\s", probe):
        return []
    return [m.span() for m in _SINGLE_QUOTES.finditer(seg)]


def _protected(seg: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Spans of ``seg`` inside quotes/brackets where no cut is accepted: (all merged, global).

    ``global`` spans (single quotes) depend on the whole segment, so pysbd decisions made on
    a chunk are never trusted inside them.
    """
    if not _PROTECT_TRIGGER.search(seg):
        return [], []
    spans = [m.span() for rx in _PROTECTED for m in rx.finditer(seg)]
    single = _single_quoted(seg)
    spans += single
    m = _OPENING.match(seg)  # pysbd's boundary regex takes "(...)" / "..." at a sentence start
    if m:
        spans.append((m.end() - len(m.group(1)), m.end()))
    return _merge(spans), _merge(single)


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if merged and s <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], e))
        else:
            merged.append((s, e))
    return merged


def _containing(spans: list[tuple[int, int]], pos: int) -> tuple[int, int] | None:
    """The span of sorted, disjoint ``spans`` with start < pos < end - 1, if any."""
    k = bisect_left(spans, (pos,)) - 1
    if k >= 0 and spans[k][1] - 1 > pos:
        return spans[k]
    return None


def _split_segment(s: str, a: int, b: int, cuts: list[int]) -> None:
    """Append the sentence boundaries of ``s[a:b]`` (no hard breaks inside) to ``cuts``."""
    seg = s[a:b]
    if not seg.strip():
        return
    protected, single = _protected(seg)
    starts = [p[0] for p in protected]
    # Pieces: (start, end) in seg; end is just after the stop of an accepted cut.
    pieces = []
    prev = 0
    for m in _CUT.finditer(seg):
        word = m.group(1)
        if word in _ABBREVIATIONS or _ROMAN.fullmatch(word):
            continue
        stop = m.start(2) - 1
        k = bisect_left(starts, stop + 1) - 1
        if k >= 0 and protected[k][1] > stop:
            continue
        pieces.append((prev, stop + 1))
        prev = m.end(2)
    pieces.append((prev, len(seg)))

    marks = [m.start() for m in _AMBIGUOUS.finditer(seg)]
    run: list[tuple[int, int]] = []  # consecutive ambiguous pieces
    for ps, pe in pieces:
        e = pe
        while e > ps and seg[e - 1].isspace():
            e -= 1
        last = e - 1 if e > ps and seg[e - 1] in ".!?" else e
        i = bisect_left(marks, ps)
        if i < len(marks) and marks[i] < last or _starts_open(seg, ps, e):
            run.append((ps, pe))
            continue
        _flush(seg, a, run, cuts, protected, single)
        run = []
        cuts.append(a + pe)
    _flush(seg, a, run, cuts, protected, single)


def _starts_open(seg: str, ps: int, pe: int) -> bool:
    while ps < pe and seg[ps].isspace():
        ps += 1
    return seg[ps : ps + 1] in _OPENERS


def _flush(seg: str, a: int, run: list[tuple[int, int]], cuts: list[int], protected, single) -> None:
    """Hand a run of ambiguous pieces to pysbd in bounded chunks; append all boundaries."""
    if not run:
        return
    chunk_start = run[0][0]
    for i, (ps, pe) in enumerate(run):
        last = i == len(run) - 1
        if last or run[i + 1][1] - chunk_start > CHUNK:
            _pysbd_range(seg, chunk_start, pe, a, cuts, protected, single)
            cuts.append(a + pe)
            if not last:
                chunk_start = run[i + 1][0]


def _pysbd_range(seg: str, x: int, y: int, a: int, cuts: list[int], protected, single) -> None:
    """Boundaries pysbd finds in ``seg[x:y]``, using overlapping windows for long ranges.

    A boundary whose stop lies inside a span protected at segment level (quotes, brackets)
    that reaches outside the pysbd window is dropped: pysbd on the whole segment would not see it.
    """
    found: list[tuple[int, int, int]] = []  # (cut, window start, window end)
    while y - x > WINDOW:
        inner = [b for b in _pysbd_cuts(seg[x : x + WINDOW]) if b <= WINDOW - _MARGIN]
        if inner:
            found.extend((x + b, x, x + WINDOW) for b in inner)
            x += inner[-1]
        else:  # one long sentence so far: slide the window on, without cutting
            ws = seg.find(" ", x + WINDOW - _MARGIN, x + WINDOW)
            x = ws + 1 if ws >= 0 else x + WINDOW - _MARGIN
    found.extend((x + b, x, y) for b in _pysbd_cuts(seg[x:y]))
    for c, wx, wy in found:
        stop = c - 1
        while stop > 0 and seg[stop].isspace():
            stop -= 1
        span = _containing(protected, stop)
        if (
            span is not None
            and (span[0] < wx or span[1] > wy or _containing(single, stop))
            and not _QUOTE_END.match(seg, stop - 1)
        ):
            continue
        cuts.append(a + c)


@lru_cache(maxsize=4096)
def _pysbd_cuts(chunk: str) -> tuple[int, ...]:
    """Offsets in ``chunk`` where pysbd starts a new sentence (excluding the first)."""
    try:
        sents = Processor(chunk, _EN).process()
    except Exception:  # pysbd bug on odd input: keep the chunk as one sentence
        return ()
    out = []
    pos = 0
    for sent in sents or ():
        sent = sent.strip()
        if not sent:
            continue
        i = chunk.find(sent, pos)
        if i < 0:
            continue
        if out or chunk[:i].strip():
            out.append(i)
        pos = i + len(sent)
    return tuple(out)


def pysbd_sentences(text: str, extended: bool = True) -> list[str]:
    """Reference: plain pysbd's sentences (stripped, non-empty) with our newline convention.

    Blank lines end paragraphs; other line breaks count as spaces. With ``extended``, a
    boundary after one of EXTRA_ABBREVIATIONS is dropped as ``split_sentences`` does (the two
    parts are joined by one space). Slow and quadratic on long lines: tests/benchmarks only.
    """
    import pysbd

    segmenter = pysbd.Segmenter(language="en", clean=False)
    out: list[str] = []
    for para in _PARAGRAPH.split(text):
        flat = _VERTICAL.sub(" ", para)
        sents: list[str] = []
        for sent in segmenter.segment(flat) if flat.strip() else ():
            sent = sent.strip()
            if not sent:
                continue
            if sents and extended and _EXTRA_NEXT.match(sent) and _EXTRA_ABBR.search(sents[-1]):
                sents[-1] = sents[-1] + " " + sent
            else:
                sents.append(sent)
        out.extend(sents)
    return out
