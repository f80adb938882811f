"""Sentence splitting with pysbd's decisions, in linear time.

``split_sentences(text)`` returns the ``(start, end)`` offsets of the sentences of ``text``.

pysbd (``Segmenter(language="en", clean=False)``) decides where sentences end: abbreviations,
initials, decimals, ellipses, quotes. Plain pysbd runs at ~0.1 MB/s and is quadratic on long
lines; ``reviewer.note.engine`` (with ``reviewer.note.breaks``) reproduces its
decisions in linear time, calling pysbd only on short zones around ambiguous stops (see
there). ``benchmarks/segment_bench.py`` measures speed and agreement with plain pysbd.

Conventions on top of pysbd:

- a blank line always ends a sentence; any other line break counts as a space (hard-wrapped
  text), where pysbd would start a new sentence;
- no boundary after the scholarly abbreviations pysbd lacks: ``EXTRA_ABBREVIATIONS``
  (``cf. Table 2``, ``cf. the appendix``) and, before a number or bracket,
  ``EXTRA_NUMBER_ABBREVIATIONS`` (``Vol. 3``);
- no boundary inside a URL, DOI or arXiv id (pysbd splits ``c.html?x=1`` after the ``?``).
- no boundary at the ``!`` of an inline Markdown image (``and ![chart](c.png) shows``);
- no boundary before a comma, semicolon or colon (pysbd splits ``Main St., closed`` after ``St.``),
  nor before a bracketed marker followed by one or by a lowercase word (``Hallam & Co. [1] supplied``);
- a boundary after citation markers glued to a stop after a digit, before a capital or an opening
  quote (``It opened in 1999.[1] Exports grew.``, where pysbd reads ``1999.[1]`` as one token and
  runs the two sentences, and their two sources, into one claim);
- no boundary between two company suffixes (``COMPANY_SUFFIXES``: ``Hallam & Co. Ltd.``), nor
  after a street or place abbreviation pysbd lacks (``PLACE_ABBREVIATIONS``: ``Oak Ln. burned``)
  before a lowercase word or a number.

Citation markers stay with the sentence pysbd gives them to. A marker glued to the stop ends
the sentence (``It rose.[1] Then it fell.`` → ``It rose.[1]`` / ``Then it fell.``); a marker
after the stop and a space starts the next one (``It rose. [1] Then it fell.`` →
``It rose.`` / ``[1] Then it fell.``). Callers wanting markers on the previous sentence should
move a leading marker back.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from reviewer.note.engine import split_paragraph

__all__ = [
    "COMPANY_SUFFIXES",
    "EXTRA_ABBREVIATIONS",
    "EXTRA_NUMBER_ABBREVIATIONS",
    "PLACE_ABBREVIATIONS",
    "pysbd_sentences",
    "split_sentences",
]

#: Scholarly abbreviations pysbd lacks: no sentence ends after them ("cf. the appendix",
#: "cf. Table 2", "approx. 5 mm"), nor after EXTRA_NUMBER_ABBREVIATIONS before a number or a
#: bracket ("Vol. 3", "Ch. 4", "Tab. (2)"), which are words too ("a religious sect.").
EXTRA_ABBREVIATIONS = (
    *("cf", "cfr", "approx", "ca", "eq", "eqs", "figs", "vols", "sects", "chap", "chaps"),
    *("suppl", "resp"),
)
EXTRA_NUMBER_ABBREVIATIONS = ("vol", "sect", "ch", "tab", "tabs")
#: Company suffixes: no sentence ends between two of them ("Hallam & Co. Ltd.", "Acme Ltd. Inc."),
#: while "Sold by Foo Ltd. The buyer …" still ends after "Ltd.".
COMPANY_SUFFIXES = (
    *("co", "ltd", "inc", "corp", "plc", "gmbh", "ag", "kg", "llc", "llp", "lp", "pty", "bros"),
    *("s.a", "sa", "n.v", "nv", "b.v", "bv", "s.p.a", "spa", "s.a.s", "sas", "s.l", "oy", "ab"),
)
#: Street and place abbreviations pysbd lacks (it knows St., Ave., Rd., Blvd., Mt., Ft.): no
#: sentence ends after them before a lowercase word or a number ("Oak Ln. burned", "Apt. 4").
PLACE_ABBREVIATIONS = ("ln", "sq", "pkwy", "ct", "cres", "apt", "ste", "bldg", "rte", "hts", "terr", "jct", "cir")
_EXTRA_ABBR = re.compile(
    r"(?<![^\s(\[])(?:{})\.\Z".format("|".join(EXTRA_ABBREVIATIONS)), re.IGNORECASE
)
_EXTRA_NUMBER_ABBR = re.compile(
    r"(?<![^\s(\[])(?:{})\.\Z".format("|".join(EXTRA_NUMBER_ABBREVIATIONS)), re.IGNORECASE
)
_EXTRA_NEXT = re.compile(r"[A-Za-z0-9(\[]")
_PLACE_ABBR = re.compile(
    r"(?<![^\s(\[])(?:{})\.\Z".format("|".join(PLACE_ABBREVIATIONS)), re.IGNORECASE
)
_LOWER_NEXT = re.compile(r"[a-z0-9]")
_MARKER_THEN_LOWER = re.compile(r"\[[^\]\[\n]{1,200}+\]\s*+[a-z,;:]")
_SUFFIX_BEFORE = re.compile(
    r"(?<![^\s&(\[])(?:{})\.\Z".format("|".join(re.escape(w) for w in COMPANY_SUFFIXES)), re.IGNORECASE
)
_SUFFIX_NEXT = re.compile(
    r"(?:{})\.?(?![^\W_])".format("|".join(re.escape(w) for w in COMPANY_SUFFIXES)), re.IGNORECASE
)
_NUMBER_NEXT = re.compile(r"[0-9(\[]")
#: the rest of a Markdown image after its "!": "[alt](" or "[alt][" ("![chart](c.png)")
_IMAGE_AFTER_BANG = re.compile(r"\[[^\]\[\n]{0,300}+\][(\[]")
#: markers glued to a stop after a digit, then a space and a capital or an opening quote
_GLUED_AFTER_NUMBER = re.compile(r"(?<=\d[.!?])(?:\[[^\]\[\n]{1,80}+\])++(?=[^\S\n]++[A-Z\"“‘(])")
_URL = re.compile(r"(?<!\S)[(\[<\"'“]*(?:https?://|ftp://|www\.|doi:|arxiv:)\S+", re.IGNORECASE)

# Blank line = paragraph break; any other vertical whitespace counts as a space.
_PARAGRAPH = re.compile(r"\n[^\S\n]*\n")
_VERTICAL = re.compile(r"[\r\n\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Sentence spans of ``text``: ordered, non-overlapping, whitespace-stripped offsets.

    Every non-whitespace character of ``text`` lies in exactly one span.
    """
    if not isinstance(text, str):
        raise TypeError(f"split_sentences expects str, got {type(text).__name__}")
    flat = _VERTICAL.sub(" ", text)  # same length, so offsets stay valid
    cuts: list[int] = []
    for start, end in _paragraphs(text):
        local: list[int] = []
        split_paragraph(flat, start, end, local)
        urls = _urls(flat, start, end)
        cuts.extend(c for c in local if start < c < end and _keep(flat, c, urls))
        cuts.extend(_glued_cuts(flat, start, end))
        cuts.append(end)
    return _spans(text, cuts)


def _paragraphs(text: str) -> list[tuple[int, int]]:
    out = []
    start = 0
    for m in _PARAGRAPH.finditer(text):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text)))
    return out


def _keep(s: str, cut: int, urls: list[tuple[int, int]]) -> bool:
    """Whether our conventions keep a boundary pysbd puts at ``cut`` (see the module doc)."""
    k = bisect_left(urls, (cut,)) - 1
    if k >= 0 and urls[k][1] > cut and not s[cut - 1].isspace():
        return False  # inside a URL
    e = cut
    while e > 0 and s[e - 1].isspace():
        e -= 1
    i = cut
    while i < len(s) and s[i].isspace():
        i += 1
    if i < len(s) and s[i] in ",;:":
        return False  # "Main St., closed": a sentence never starts with a comma
    if i == cut == e and s[e - 1] == "!" and _IMAGE_AFTER_BANG.match(s, i):
        return False  # "and ![chart](c.png) shows": the '!' opens a Markdown image
    if i < len(s) and s[i] == "[" and _MARKER_THEN_LOWER.match(s, i):
        return False  # "Hallam & Co. [1] supplied": a marker after an abbreviation, then lowercase
    before = max(0, e - 12)
    if i < len(s) and _SUFFIX_BEFORE.search(s, before, e) and _SUFFIX_NEXT.match(s, i):
        return False  # "Hallam & Co. Ltd."
    if i == len(s) or not _EXTRA_NEXT.match(s, i):
        return True
    return not (
        _EXTRA_ABBR.search(s, before, e)
        or (_LOWER_NEXT.match(s, i) and _PLACE_ABBR.search(s, before, e))
        or (_NUMBER_NEXT.match(s, i) and _EXTRA_NUMBER_ABBR.search(s, before, e))
    )


def _glued_cuts(s: str, start: int, end: int) -> list[int]:
    """The boundaries our conventions add: after markers glued to a stop after a digit."""
    if ".[" not in s[start:end] and "![" not in s[start:end] and "?[" not in s[start:end]:
        return []
    return [m.end() for m in _GLUED_AFTER_NUMBER.finditer(s, start, end)]


def _urls(s: str, start: int, end: int) -> list[tuple[int, int]]:
    low = s[start:end].lower()
    if not any(k in low for k in ("://", "www.", "doi:", "arxiv:")):
        return []
    return [m.span() for m in _URL.finditer(s, start, end)]


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


def pysbd_sentences(text: str, extended: bool = True) -> list[str]:
    """Reference: plain pysbd's sentences (stripped), with our line-break convention.

    With ``extended``, our other conventions (extra abbreviations, URLs) apply too. Slow and
    quadratic on long lines: for tests and benchmarks only.
    """
    import pysbd

    segmenter = pysbd.Segmenter(language="en", clean=False)
    flat = _VERTICAL.sub(" ", text)
    cuts: list[int] = []
    for start, end in _paragraphs(text):
        pos = start
        urls = _urls(flat, start, end)
        for sent in segmenter.segment(flat[start:end]) if flat[start:end].strip() else ():
            sent = sent.strip()
            i = flat.find(sent, pos, end) if sent else -1
            if i < 0:
                continue
            if i > start and (not extended or _keep(flat, i, urls)):
                cuts.append(i)
            pos = i + len(sent)
        if extended:
            cuts.extend(_glued_cuts(flat, start, end))
        cuts.append(end)
    return [text[s:e] for s, e in _spans(text, cuts)]
