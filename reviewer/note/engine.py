"""The linear-time engine behind ``reviewer.note.sentences``: pysbd's decisions, computed locally.

pysbd's pipeline is a long series of regex rewrites over a whole line. Most of its sentence
boundaries, though, are decided by local context, so we:

1. emulate its line-global rules that break lines (list items, parentheses between quotes:
   ``reviewer.note.breaks``) and split the paragraph into segments there, as pysbd does;
2. find the spans where pysbd masks punctuation (quotes, brackets, parentheses, em dashes),
   with pysbd's own regexes (``reviewer.note.protected``): it never ends a sentence strictly
   inside one, except right after a closing quote (``."`` + space + capital);
3. accept unambiguous boundaries with one regex pass (``word. Next``, where ``word`` is no
   abbreviation pysbd would keep, outside masked spans), and a bracket or quote that opens a
   sentence and is followed by a capital (pysbd's boundary regex takes it whole);
4. collect the remaining stops pysbd might end a sentence at ("marks"), skipping those pysbd
   never splits at (``Dr.``, ``No. 5``, ``Co. staff``, initials, ``e.g.``, ``3.5``, ``a.b``);
5. run pysbd only on a small zone around each mark (cached, and in overlapping windows when
   marks are dense), keeping its boundaries except those inside masked spans.

Each step is a regex pass or a walk over sorted positions, so the cost is linear. Known
differences from pysbd on a whole line: on paragraphs past ``sentence_breaks.LIST_LIMIT``
characters or ``LIST_ITEMS`` list items, pysbd's list rule (``a.`` / ``b.``, ``1)`` / ``2)``
far apart) applies within each zone only; pysbd's regexes treat backslashes specially, ours
do not; brackets/quotes opening a sentence are taken whole only up to 2,000 characters.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache

from pysbd.languages import Language
from pysbd.processor import Processor

from reviewer.note.breaks import line_breaks
from reviewer.note.protected import QUOTE_END, inside, protected_spans

__all__ = ["split_paragraph"]

_EN = Language.get_language_code("en")
_ABBREVIATIONS = frozenset(a.strip().lower() for a in _EN.Abbreviation.ABBREVIATIONS)

#: pysbd decides each ambiguous stop seeing this much text before and after it.
_LEFT, _RIGHT = 100, 60
#: Longer stretches of ambiguous text go to pysbd in overlapping windows of this size.
WINDOW = 1500
_MARGIN = 300

# Candidate boundary: a word (2+ letters), a number (3+ digits), a closing bracket/quote or a
# space, then one stop, whitespace and anything but more punctuation. The stop is searched for
# and what precedes it checked by ``_before_stop`` (a regex starting there would be slow).
_STOP_SPACE = re.compile(r"[.!?](\s+)(?=[^\s.!?。．！？])")
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’]*[A-Za-z]|\d[\d,]*\d\d")
_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'’,")
_BEFORE_TOKEN = "-/([\"“'’‘$£€"
_CLOSERS = ")]\"”'’"
_STOPS = frozenset(_EN.Punctuations)
_PREPOSITIVE = frozenset(_EN.Abbreviation.PREPOSITIVE_ABBREVIATIONS)
_NUMBER_ABBR = frozenset(_EN.Abbreviation.NUMBER_ABBREVIATIONS)


_OTHER_ABBR = _ABBREVIATIONS - _PREPOSITIVE - _NUMBER_ABBR - {"u.s"}
_STARTERS = "|".join(_EN.AbbreviationReplacer.SENTENCE_STARTERS)


def _alternation(words) -> str:
    return "|".join(sorted((re.escape(w) for w in words if len(w) > 1), key=len, reverse=True))


# Stops pysbd never ends a sentence at, matched at the start of a whitespace-delimited token
# (marks inside the match are ignored):
_SAFE = re.compile(
    # prepositive abbreviation + space: "Dr. Smith", "St. Raymond"
    rf"(?i:{_alternation(_PREPOSITIVE)})\.(?=\s)"
    # number abbreviation + number or bracket: "No. 5", "pp. 3-4", "Art. (2)"
    + rf"|(?i:{_alternation(_NUMBER_ABBR)})\.(?=\s\d|\s+\()"
    # other abbreviation before a lowercase word, a number, "(" or "I": "Co. headquarters"
    + rf"|(?i:{_alternation(_OTHER_ABBR)})\.(?=[.:\-?,]|\s(?:[a-z\d(]|I\s|I'm|I'll))"
    # initial (not "I"): "Thomas K. Arnold"
    + r"|(?<=\s)[A-HJ-Z]\.(?=,?\s)"
    # letters with stops: "O.C. Marsh", "e.g. this", "U.S. population"; but pysbd ends a
    # sentence after "U.S." & co before a sentence starter, after "a.m." before a capital
    + rf"|(?!(?:U\.S\.|U\.K\.|E\.U\.|U\.S\.A\.|I\.V\.|i\.v\.)\s(?:{_STARTERS})\s)"
    + r"(?!(?i:a\.m\.|p\.m\.)\s[A-Z])[A-Za-z](?:\.[A-Za-z]){1,12}\.(?=\s|,|-)"
)

_OPENING = re.compile(  # the bracket/quote alternatives of pysbd's SENTENCE_BOUNDARY_REGEX
    r"（[^）]{0,2000}）(?=\s?[A-Z])|「[^」]{0,2000}」(?=\s[A-Z])"
    r"|\((?!(?=[mdclxvi])m*(?:c[md]|d?c*)(?:x[cl]|l?x*)(?:i[xv]|v?i*)\))[^)]{2,2000}\)(?=\s[A-Z])"
    r"|'[^']{0,2000}[^,]'(?=\s[A-Z])|\"[^\"]{0,2000}[^,]\"(?=\s[A-Z])"
    r"|“[^”]{0,2000}[^,]”(?=\s[A-Z])"  # bounded: a few KB, to stay linear
)
_OPEN_CHARS = "（「('\"“"

# Anything pysbd might split on inside a piece (the piece's own final stop excluded). Every
# alternative starts with the character it marks, which keeps the search fast.
_ROMAN_ITEMS = "".join(
    rf"|(?<=(?<!\S)[ivxlcdm]{{{k}}}\))|(?<=(?<!\S)\([ivxlcdm]{{{k}}}\))" for k in range(2, 6)
)
_AMBIGUOUS = re.compile(
    r"[!?。．！？]"  # other sentence punctuation
    r"|\.(?:"
    r"(?!(?<=[A-Za-z0-9_]\.)[A-Za-z0-9_])"  # a stop that is not inside a token
    r"|(?<=[^\d\s]\.)(?=\d)"  # numbered reference: "rose.5 Then"
    r"|(?<=\.[A-Za-z0-9_]\.)"  # "Will.I.Am": pysbd protects only every other stop
    r"|(?<=(?<!\S)[A-Za-z]\.))"  # single letter + stop: initials, alphabetical list items
    r"|-[\"'“”]\s"  # pysbd splits after -" followed by a capital
    r"|\)(?:(?<=(?<!\S)[a-z]\))|(?<=(?<!\S)\([a-z]\))|(?<=(?<!\S)\d\))|(?<=(?<!\S)\d\d\))"
    + _ROMAN_ITEMS  # list items "1)", "b)", "(iv)"
    + r")|[∯∮ȸȹ☉☈☇☄ᓴᓷᓰᓱᓳᓸ⎋♨☝✂⌬☏ƪ♟♝♬♭]"  # pysbd's placeholder characters
)


def split_paragraph(s: str, a: int, b: int, cuts: list[int]) -> None:
    """Append the sentence boundaries of paragraph ``s[a:b]`` to ``cuts``.

    ``s`` must hold no line breaks (``split_sentences`` turns them into spaces).
    """
    if a >= b:
        return
    breaks, masked = line_breaks(s[a:b])
    prev = a
    for br in [*breaks, b - a]:
        seg_masked = [a + m - prev for m in masked if prev <= a + m < a + br]
        _split_segment(s, prev, a + br, cuts, seg_masked, "" if prev == a else "\r")
        cuts.append(a + br)
        prev = a + br
        while prev < b and s[prev].isspace():
            prev += 1


def _split_segment(s: str, a: int, b: int, cuts: list[int], masked: list[int], start: str) -> None:
    """Append the sentence boundaries of ``s[a:b]`` (no hard breaks inside) to ``cuts``."""
    seg = s[a:b]
    if not seg.strip():
        return
    protected, forced, other = protected_spans(seg, masked)
    bounds = forced  # (end of a sentence, start of the next), in seg
    for m in _STOP_SPACE.finditer(seg):
        ok, word = _before_stop(seg, m.start())
        if not ok:
            continue
        stop, after = seg[m.start()], seg[m.end()]
        if stop == "!" and (after.islower() or word and word.endswith(("Yahoo", "Yum"))):
            continue  # pysbd: "!" before a lowercase word, exclamation words
        if word:
            low = word.lower()
            if low in _ABBREVIATIONS and (
                low in _PREPOSITIVE or not "A" <= after <= "Z" or after == "I"
            ):
                continue  # pysbd: abbreviation unless a capital follows (never "Dr." etc.)
            if low == "co" and seg.startswith(" KG", m.start(1)):
                continue  # pysbd: "Co. KG"
        if not inside(protected, m.start()):
            bounds.append((m.start(1), m.end(1)))
    bounds.sort()
    marks, has_stop = _marks(seg, protected)
    has_stop = has_stop or bool(bounds)
    pieces: list[tuple[int, int, bool]] = []  # (start, end, known to be one sentence)
    prev, j, n = 0, 0, len(seg)
    while prev < n:
        q = prev
        while q < n and seg[q].isspace():
            q += 1
        m = _OPENING.match(seg, q) if has_stop and q < n and seg[q] in _OPEN_CHARS else None
        if m:  # pysbd takes "(...)" or "..." + space + capital whole at a sentence start
            for qe in QUOTE_END.finditer(seg, q, m.end()):  # pysbd splits it there still
                if qe.group()[1] != "'" or not inside(other, qe.start() + 1):
                    pieces.append((q, qe.start() + 2, True))
                    q = qe.start() + 3
            pieces.append((q, m.end(), True))
            prev = m.end()
        while j < len(bounds) and bounds[j][0] <= prev:
            j += 1
        if m:
            continue
        if j == len(bounds):
            pieces.append((prev, n, False))
            break
        pieces.append((prev, bounds[j][0], False))
        prev = bounds[j][1]

    zones: list[list[int]] = []  # where pysbd must decide: around marks of ambiguous pieces
    ambiguous: list[tuple[int, int]] = []
    for ps, pe, known in pieces:
        cuts.append(a + pe)
        e = pe
        while e > ps and seg[e - 1].isspace():
            e -= 1
        last = e - 1 if e > ps and seg[e - 1] in ".!?" else e
        i = bisect_left(marks, ps)
        if not known and i < len(marks) and marks[i] < last:
            ambiguous.append((ps, pe))
        while not known and i < len(marks) and marks[i] < last:
            p = marks[i]
            i += 1
            zs, ze = _zone(seg, p, ps, protected)
            if zones and zs <= zones[-1][1]:
                zones[-1][1] = max(zones[-1][1], ze)
            else:
                zones.append([zs, ze])
    for zs, ze in zones:
        _pysbd_range(seg, zs, ze, a, cuts, (protected, other), ambiguous, start)


def _before_stop(seg: str, stop: int) -> tuple[bool, str | None]:
    """Whether a word, number, closing bracket/quote or space precedes ``seg[stop]``; the word."""
    i = stop
    while i > 0 and stop - i < 64 and seg[i - 1] in _TOKEN_CHARS:
        i -= 1
    for j in range(i, stop - 1):  # leftmost start first, as a regex search would
        if (j == 0 or seg[j - 1].isspace() or seg[j - 1] in _BEFORE_TOKEN) and _TOKEN.fullmatch(
            seg, j, stop
        ):
            return True, seg[j:stop]
    c = seg[stop - 1] if stop else ""
    if c in _CLOSERS and c:
        return True, None
    return bool(
        c.isspace() and stop >= 2 and seg[stop - 2] not in ".!?" and not seg[stop - 2].isspace()
    ), None


def _zone(seg: str, p: int, ps: int, protected: list[tuple[int, int]]) -> tuple[int, int]:
    """Text around mark ``p`` (in a piece starting at ``ps``) that pysbd needs to decide it.

    The zone starts at a word start and never inside a quoted or bracketed span, so pysbd
    pairs quotes in it as it would in the whole segment.
    """
    zs = _token_start(seg, max(ps, p - _LEFT), ps)
    k = bisect_left(protected, (zs + 1,)) - 1
    if k >= 0 and protected[k][0] < zs < protected[k][1]:
        s, e = protected[k]
        if zs - s > 2 * _LEFT:  # long span: start right after it (marks are never inside)
            zs = min(e, p)
        else:  # short span: take it whole, starting before its opening quote
            zs = ps if s <= ps else _token_start(seg, s - 1, ps)
    ze = _token_end(seg, p + _RIGHT)
    k = bisect_left(protected, (ze + 1,)) - 1
    if k >= 0 and protected[k][0] < ze < protected[k][1] <= ze + 2 * _LEFT:
        ze = protected[k][1]
    return zs, ze


def _token_start(seg: str, z: int, lo: int) -> int:
    """Move ``z`` back (not below ``lo``) to the start of a word."""
    stop = max(lo, z - 40)
    while z > stop and not (seg[z - 1].isspace() and seg[z].isalnum()):
        z -= 1
    return z


def _token_end(seg: str, z: int) -> int:
    """Move ``z`` forward to the next whitespace (or the end)."""
    stop = min(len(seg), z + 40)
    while z < stop and not seg[z].isspace():
        z += 1
    return min(z, len(seg))


def _marks(seg: str, protected: list[tuple[int, int]]) -> tuple[list[int], bool]:
    """Sorted positions where pysbd might end a sentence, besides our accepted cuts.

    Also tells whether ``seg`` keeps a stop once pysbd has masked abbreviations etc.
    """
    out = []
    has_stop = False
    for m in _AMBIGUOUS.finditer(seg):
        p = m.start()
        if _safe_stop(seg, p):
            continue
        has_stop = has_stop or seg[p] in _STOPS or seg[p + 1 : p + 2] == "."
        if not inside(protected, p):
            out.append(p)
    return out, has_stop


def _safe_stop(seg: str, p: int) -> bool:
    """Whether ``seg[p]`` is a stop pysbd never ends a sentence at (``_SAFE``, matched at the
    start of the token that holds it)."""
    i = p
    while i > 0 and not seg[i - 1].isspace() and p - i < 24:
        i -= 1  # start of the token holding the mark
    return bool((i == 0 or seg[i - 1].isspace()) and (safe := _SAFE.match(seg, i)) and p < safe.end())


def _pysbd_range(
    seg: str, x: int, y: int, a: int, cuts: list[int], spans, ambiguous, start: str
) -> None:
    """Boundaries pysbd finds in ``seg[x:y]``, using overlapping windows for long ranges.

    Only boundaries in ``ambiguous`` pieces count (the others are settled, and pysbd on a
    window lacks context at its edges), and not inside the segment's protected ``spans`` (see
    ``_protected``): pysbd on the whole segment would not make them.
    """
    found: list[int] = []
    while y - x > WINDOW:
        inner = [c for c in _cuts_in(seg, x, x + WINDOW, start) if c <= WINDOW - _MARGIN]
        if inner:
            found.extend(x + c for c in inner)
            x += inner[-1]
        else:  # one long sentence so far: slide the window on, without cutting
            ws = seg.find(" ", x + WINDOW - _MARGIN, x + WINDOW)
            x = ws + 1 if ws >= 0 else x + WINDOW - _MARGIN
    found.extend(x + c for c in _cuts_in(seg, x, y, start))
    protected, other = spans
    dropped = -1  # the last boundary dropped
    for c in found:
        stop = c - 1
        while stop > 0 and seg[stop].isspace():
            stop -= 1
        k = bisect_right(ambiguous, (stop, len(seg))) - 1
        # a stop pysbd never ends a sentence at is no boundary, whatever pysbd made of a zone cut
        # short after it ("… al. I" at a zone's edge, where the whole text reads "… al. I the.")
        keep = k >= 0 and ambiguous[k][1] > stop and not _safe_stop(seg, stop)
        keep = keep and (
            not inside(protected, stop)
            or bool(QUOTE_END.match(seg, stop - 1))
            and (seg[stop] != "'" or not inside(other, stop))
        )
        if keep and dropped >= 0 and seg[dropped] in _OPEN_CHARS:
            m = _OPENING.match(seg, dropped)  # a sentence pysbd opened at a dropped boundary
            keep = not (m and m.end() == stop + 1)
        if keep:
            cuts.append(a + c)
        dropped = -1 if keep else c


def _cuts_in(seg: str, x: int, y: int, start: str) -> list[int]:
    """pysbd's boundaries in ``seg[x:y]``, relative to ``x``.

    pysbd treats the start of its text and of a line specially ("5. The" is a list item
    there), so a zone is prefixed as its context requires: nothing at the start of the
    paragraph, a line break at the start of a later segment, else a neutral word.
    """
    prefix = start if x == 0 else "x "
    return [c - len(prefix) for c in _pysbd_cuts(prefix + seg[x:y]) if c > len(prefix)]


@lru_cache(maxsize=4096)
def _pysbd_cuts(chunk: str) -> tuple[int, ...]:
    """Offsets in ``chunk`` where pysbd starts a new sentence (excluding the first)."""
    try:
        sents = Processor(chunk, _EN).process()
    except Exception:  # noqa: BLE001 - a pysbd bug on odd input must not stop a check
        # keep the chunk as one sentence
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
