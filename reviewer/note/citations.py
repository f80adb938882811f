"""Citation markers, the note's reference list, and resolution of keys to sources.

Marker kinds (DESIGN.md): ``ledger`` ``[cite:g12]`` / ``[cite:g1,g3]``; ``numeric`` ``[1]``,
``[2, 3]``, ``[4-6]``, ``[1][3]``; ``doi``; ``arxiv``; ``url``; ``author_year``
``(Riess et al., 2022)``, ``(Doe 2023)``. A DOI or arXiv id inside a URL counts once, as the
DOI / arXiv citation. Markers inside the reference list itself are not citations.

The patterns are named data (``PATTERNS``) so they can be read, tested and extended in one place.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from reviewer.model import Citation, CitationKind, Dangling, Reference

#: Numeric ranges wider than this are not expanded (``[1-100000]`` is not a citation list).
MAX_RANGE = 50

#: Section titles that hold the note's reference list.
REFERENCE_HEADINGS = re.compile(
    r"^\s*(references|bibliography|works cited|sources|citations|literature|reference list)\s*:?\s*$",
    re.IGNORECASE,
)

#: A citation key we are willing to look up: no path separators, no ``..``, bounded length.
SAFE_KEY = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:\-]{0,63}$")

_DOI_BODY = r"10\.\d{4,9}/[^\s\"'<>\]\[(){}]+"
_TRAIL = ".,;:!?'\"’”)"

PATTERNS: dict[CitationKind, re.Pattern[str]] = {
    CitationKind.LEDGER: re.compile(r"\[cite:\s*([^\]\n]{1,200})\]", re.IGNORECASE),
    CitationKind.NUMERIC: re.compile(r"\[\^?(\d{1,4}(?:\s*[-–,]\s*\d{1,4}){0,30})\]"),
    CitationKind.URL: re.compile(r"\bhttps?://[^\s<>\"'\]\[)(]+", re.IGNORECASE),
    CitationKind.DOI: re.compile(r"\b(?:doi:\s*)?(" + _DOI_BODY + r")", re.IGNORECASE),
    CitationKind.ARXIV: re.compile(
        r"\barxiv:\s*(\d{4}\.\d{4,5}(?:v\d+)?|[a-z\-]+(?:\.[A-Z]{2})?/\d{7}(?:v\d+)?)", re.IGNORECASE
    ),
    CitationKind.AUTHOR_YEAR: re.compile(
        r"\(((?:[A-Z][\w'’\-]+(?:\s+(?:and|&)\s+[A-Z][\w'’\-]+)?(?:\s+et\s+al\.?)?,?\s+\d{4}[a-z]?"
        r"(?:\s*;\s*)?)+)\)"
    ),
}

_AUTHOR_YEAR_ONE = re.compile(
    r"([A-Z][\w'’\-]+)(?:\s+(?:and|&)\s+[A-Z][\w'’\-]+)?(?:\s+et\s+al\.?)?,?\s+(\d{4}[a-z]?)"
)
_ARXIV_URL = re.compile(r"arxiv\.org/(?:abs|pdf)/(\d{4}\.\d{4,5}(?:v\d+)?|[a-z\-]+/\d{7})", re.IGNORECASE)
_DOI_URL = re.compile(r"(?:dx\.)?doi\.org/(" + _DOI_BODY + ")", re.IGNORECASE)
_REF_LABEL = re.compile(r"^\s*(?:[-*+]\s+)?(?:\[\^?(\d{1,4})\]:?|(\d{1,4})[.)]|\^(\d{1,4}):)\s+(.*)$")


def _strip_trailing(text: str) -> str:
    """Drop trailing punctuation (a ``)`` only when unbalanced); one pass, no copies."""
    end, opens, closes = len(text), text.count("("), text.count(")")
    while end and text[end - 1] in _TRAIL:
        if text[end - 1] == ")":
            if opens >= closes:
                break
            closes -= 1
        end -= 1
    return text[:end]


_HEADING_START = re.compile(r"(#{1,6})\s+")
_FIRST_WORD = re.compile(r"\s*([A-Z][\w'’\-]+)")
_DIGITS4 = re.compile(r"\d{4}")
_DIGIT_RUN = re.compile(r"\d{4,}")


def _heading(stripped: str) -> tuple[str, str] | None:
    r"""``(hashes, title)`` of an ATX heading line (already stripped), else None.

    Same result as ``^(#{1,6})\s+(.*?)\s*#*\s*$`` without its quadratic backtracking on long
    runs of spaces: the title is the rest with its closing hashes and spaces removed."""
    m = _HEADING_START.match(stripped)
    if m is None:
        return None
    return m.group(1), stripped[m.end():].rstrip("#").rstrip()


def _author_year_label(body: str) -> tuple[str, str] | None:
    r"""``(author, year)`` as ``\s*([A-Z][\w'’\-]+).*?\(?(\d{4}[a-z]?)\)?`` would match at the
    start of ``body`` — computed in linear time (that regex is quadratic on one long word).

    The author is the longest prefix (2+ characters) of the first word that still leaves a
    four-digit run starting after it; the year is the first four-digit run from there."""
    m = _FIRST_WORD.match(body)
    if m is None:
        return None
    last = -1
    for run in _DIGIT_RUN.finditer(body, m.start(1) + 2):
        last = run.end() - 4
    word_start = m.start(1)
    if last < word_start + 2:
        # a run may also start inside the word, but never left of its first two characters
        return None
    cut = min(m.end(1), last)
    year = _DIGITS4.search(body, cut)
    end = year.end()
    if end < len(body) and "a" <= body[end] <= "z":
        end += 1
    return body[word_start:cut], body[year.start():end]


def clean_doi(doi: str) -> str:
    return _strip_trailing(doi).lower()


def expand_numeric(body: str) -> list[str]:
    """``"2, 4-6"`` → ``["2", "4", "5", "6"]``; ranges wider than ``MAX_RANGE`` stay as their ends."""
    keys: list[str] = []
    for part in re.split(r"\s*,\s*", body.strip()):
        m = re.fullmatch(r"(\d+)\s*[-–]\s*(\d+)", part)
        if m:
            lo, hi = int(m.group(1)), int(m.group(2))
            if lo <= hi and hi - lo <= MAX_RANGE:
                keys.extend(str(i) for i in range(lo, hi + 1))
            else:
                keys.extend([m.group(1), m.group(2)])
        elif part.isdigit():
            keys.append(str(int(part)))
    seen: dict[str, None] = dict.fromkeys(keys)
    return list(seen)


def author_year_key(author: str, year: str) -> str:
    return f"{author} {year}"


def find_citations(text: str, exclude: Iterable[tuple[int, int]] = ()) -> list[Citation]:
    """Every citation marker in ``text``, in order of position.

    ``exclude`` lists spans (the reference list, code blocks) whose markers are not citations.
    Never raises on any input.
    """
    excluded = sorted(exclude)

    def blocked(start: int, end: int) -> bool:
        return any(s < end and start < e for s, e in excluded)

    found: list[Citation] = []
    taken: list[tuple[int, int]] = []  # sorted, non-overlapping spans already claimed

    def overlaps(start: int, end: int) -> bool:
        i = bisect.bisect_left(taken, (start, end))
        return any(s < end and start < e for s, e in taken[max(0, i - 1): i + 1])

    def add(raw: str, kind: CitationKind, keys: list[str], start: int, end: int) -> None:
        if blocked(start, end) or overlaps(start, end):
            return
        bisect.insort(taken, (start, end))
        for key in keys:
            found.append(Citation(raw=raw, kind=kind, key=key, start=start, end=end))

    for m in PATTERNS[CitationKind.LEDGER].finditer(text):
        keys = [k.strip() for k in m.group(1).split(",") if k.strip()]
        add(m.group(0), CitationKind.LEDGER, list(dict.fromkeys(keys)), m.start(), m.end())
    for m in PATTERNS[CitationKind.URL].finditer(text):
        url = _strip_trailing(m.group(0))
        end = m.start() + len(url)
        doi, arxiv = _DOI_URL.search(url), _ARXIV_URL.search(url)
        if doi:
            add(url, CitationKind.DOI, [clean_doi(doi.group(1))], m.start(), end)
        elif arxiv:
            add(url, CitationKind.ARXIV, [arxiv.group(1)], m.start(), end)
        else:
            add(url, CitationKind.URL, [url], m.start(), end)
    for m in PATTERNS[CitationKind.DOI].finditer(text):
        raw = _strip_trailing(m.group(0))
        add(raw, CitationKind.DOI, [clean_doi(m.group(1))], m.start(), m.start() + len(raw))
    for m in PATTERNS[CitationKind.ARXIV].finditer(text):
        add(m.group(0), CitationKind.ARXIV, [m.group(1)], m.start(), m.end())
    for m in PATTERNS[CitationKind.NUMERIC].finditer(text):
        # a Markdown link text "[1](http…)" or a footnote definition "[^1]:" is not a citation
        if text.startswith("(", m.end()) or (m.group(0).startswith("[^") and text.startswith(":", m.end())):
            continue
        add(m.group(0), CitationKind.NUMERIC, expand_numeric(m.group(1)), m.start(), m.end())
    for m in PATTERNS[CitationKind.AUTHOR_YEAR].finditer(text):
        keys = [author_year_key(a, y) for a, y in _AUTHOR_YEAR_ONE.findall(m.group(1))]
        add(m.group(0), CitationKind.AUTHOR_YEAR, keys, m.start(), m.end())
    found.sort(key=lambda c: (c.start, c.end))
    return found


# --------------------------------------------------------------------------- reference list


@dataclass(frozen=True, slots=True)
class ReferenceList:
    """The note's References / Bibliography section: its span and its entries."""

    span: tuple[int, int] | None
    entries: tuple[Reference, ...]

    def by_label(self) -> dict[str, Reference]:
        return {ref.label: ref for ref in self.entries}


def _identifiers(text: str) -> tuple[str | None, str | None, str | None]:
    doi = arxiv = url = None
    m = _DOI_URL.search(text) or PATTERNS[CitationKind.DOI].search(text)
    if m:
        doi = clean_doi(m.group(1))
    m = _ARXIV_URL.search(text) or PATTERNS[CitationKind.ARXIV].search(text)
    if m:
        arxiv = m.group(1)
    m = PATTERNS[CitationKind.URL].search(text)
    if m:
        url = _strip_trailing(m.group(0))
    return doi, arxiv, url


def parse_references(note: str) -> ReferenceList:
    """Find the reference section (a heading such as ``## References``) and parse its entries.

    Numbered entries (``1. …``, ``[1] …``, ``[^1]: …``) get their number as label; unnumbered
    entries (``- Doe, J. (2023). …``) get an author-year label (``Doe 2023``).
    """
    lines = note.splitlines(keepends=True)
    offset, start, level = 0, None, 0
    entries: list[Reference] = []
    end = len(note)
    for line in lines:
        stripped = line.strip()
        heading = _heading(stripped)
        if start is None:
            title = heading[1] if heading else (stripped.strip("*_") if stripped.endswith(":") or stripped.startswith("**") else "")
            if title and REFERENCE_HEADINGS.match(title.strip("*_ ")):
                start = offset
                level = len(heading[0]) if heading else 7
        elif heading and len(heading[0]) <= level:
            end = offset
            break
        elif stripped:
            m = _REF_LABEL.match(line.rstrip("\n"))
            body = m.group(4) if m else re.sub(r"^\s*[-*+]\s+", "", line.rstrip("\n"))
            label = (m.group(1) or m.group(2) or m.group(3)) if m else None
            if label is None:
                ay = _author_year_label(body)
                label = author_year_key(*ay) if ay else None
            if label is not None:
                doi, arxiv, url = _identifiers(body)
                entries.append(
                    Reference(label=str(int(label)) if label.isdigit() else label, text=body.strip(),
                              doi=doi, arxiv=arxiv, url=url, start=offset, end=offset + len(line.rstrip("\n")))
                )
        offset += len(line)
    if start is None:
        return ReferenceList(span=None, entries=())
    return ReferenceList(span=(start, end), entries=tuple(entries))


# --------------------------------------------------------------------------- resolution


def is_safe_key(key: str) -> bool:
    return bool(SAFE_KEY.match(key)) and ".." not in key


def resolve(
    citations: Iterable[Citation],
    source_ids: Iterable[str],
    references: Mapping[str, Reference],
) -> tuple[list[Citation], list[Dangling]]:
    """Give each citation its ``source_id``; collect the dangling markers.

    * ledger / numeric keys resolve to a bundle source of the same id, or (numeric) to an entry
      of the reference list (whose DOI / arXiv id / URL is then fetched);
    * author-year keys resolve to a reference entry with the same author and year;
    * inline DOIs, arXiv ids and URLs resolve to themselves (a fetchable source) unless the
      reference list names the same identifier, in which case they share its id.
    A path-like or otherwise unsafe key is always dangling.
    """
    ids = set(source_ids)
    by_ident: dict[str, str] = {}
    for label, ref in references.items():
        for ident in (ref.doi, ref.arxiv, ref.url):
            if ident:
                by_ident.setdefault(ident.lower(), label)
    resolved: list[Citation] = []
    dangling: list[Dangling] = []
    for c in citations:
        source_id: str | None = None
        if c.kind in (CitationKind.LEDGER, CitationKind.NUMERIC, CitationKind.AUTHOR_YEAR):
            safe = c.kind is CitationKind.AUTHOR_YEAR or is_safe_key(c.key)
            if safe and (c.key in ids or c.key in references):
                source_id = c.key
        else:
            label = by_ident.get(c.key.lower())
            source_id = label if label is not None else f"{c.kind.value}:{c.key}"
        if source_id is None:
            dangling.append(Dangling(raw=c.raw, key=c.key, start=c.start))
            resolved.append(c)
        else:
            resolved.append(Citation(c.raw, c.kind, c.key, c.start, c.end, source_id))
    return resolved, dangling
