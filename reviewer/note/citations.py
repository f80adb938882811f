"""Citation markers, the note's reference list, and resolution of keys to sources.

Marker kinds (DESIGN.md): ``ledger`` ``[cite:g12]`` / ``[cite:g1,g3]``; ``numeric`` ``[1]``,
``[2, 3]``, ``[4-6]``, ``[1][3]`` (and a sub-item of a numbered reference, ``[1a]``: its own key); ``doi``; ``arxiv``; ``url``; ``author_year``
``(Riess et al., 2022)``, ``(Doe 2023)``. A DOI or arXiv id inside a URL counts once, as the
DOI / arXiv citation (``doi.org`` or a publisher's URL such as
``link.springer.com/article/10.1007/…``). Narrative author-year ``Doe (2023) found``,
``Smith and Jones (2019)``, ``Doe et al. (2021)`` is found too; dates and asides in brackets
(``(January 2021)``, ``(see above)``, ``[sic]``, the interval ``[0, 1]``) are not markers.
Markers inside the reference list itself are not citations; its heading may be Markdown
(``## References``, ``**Works Cited**``) or a bare line (``References``) followed by entries.
Author-year keys resolve against the reference list by first author's surname and year.

Every pattern is linear-time on hostile input: bounded repeats, possessive quantifiers and
atomic groups, no nested quantifiers over overlapping classes.

The patterns are named data (``PATTERNS``) so they can be read, tested and extended in one place.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from reviewer.model import Citation, CitationKind, Dangling, Reference
from reviewer.note.keys import case_hint, case_twin, numeric_key  # noqa: F401 - re-exported
from reviewer.note.patterns import (  # noqa: F401 - re-exported
    _ARXIV_URL,
    _DETERMINERS,
    _MATH_BEFORE,
    _MATH_WORDS,
    _ONE_WORK_RE,
    _REF_LABEL,
    FOOTNOTE_DEF,
    MAX_RANGE,
    NARRATIVE,
    NOT_AUTHORS,
    PANDOC,
    PANDOC_MORE,
    PATTERNS,
    REFERENCE_HEADINGS,
    SAFE_KEY,
    _author_year_label,
    _heading,
    _identifiers,
    _strip_trailing,
    clean_doi,
    doi_in_url,
)
from reviewer.text import folded


def expand_numeric(body: str) -> list[str]:
    """``"2, 4-6"`` → ``["2", "4", "5", "6"]``; ranges wider than ``MAX_RANGE`` stay as their ends.

    A sub-item ``"1a"`` is its own key; ``"1a-1c"`` (one number, letters in order) is ``1a, 1b, 1c``;
    any other range with a letter stays as its ends."""
    keys: list[str] = []
    for part in re.split(r"\s*[,;]\s*", body.strip()):
        m = re.fullmatch(r"(\d+)([a-z]?)\s*[-–]\s*(\d+)([a-z]?)", part)
        if m:
            lo, lo_sub, hi, hi_sub = int(m.group(1)), m.group(2), int(m.group(3)), m.group(4)
            if not lo_sub and not hi_sub and lo <= hi and hi - lo <= MAX_RANGE:
                keys.extend(str(i) for i in range(lo, hi + 1))
            elif lo_sub and hi_sub and lo == hi and lo_sub <= hi_sub:
                keys.extend(f"{lo}{chr(c)}" for c in range(ord(lo_sub), ord(hi_sub) + 1))
            else:
                keys.extend([f"{lo}{lo_sub}", f"{hi}{hi_sub}"])
        elif re.fullmatch(r"\d+[a-z]?", part):
            keys.append(numeric_key(part))
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
        keys = [k.strip() for k in re.split(r"[,;]", m.group(1)) if k.strip()]
        # an empty marker ('[cite:]', a placeholder never filled) names no source: dangling
        add(m.group(0), CitationKind.LEDGER, list(dict.fromkeys(keys)) or [""], m.start(), m.end())
    for m in PANDOC.finditer(text) if "@" in text else ():  # Pandoc: keys as [cite:…] keys are
        if text.startswith(("(", "["), m.end()):
            continue  # a Markdown link's text, "[@user](https://…)", is no citation
        keys = [m.group(1), *PANDOC_MORE.findall(m.group(2))]
        add(m.group(0), CitationKind.LEDGER, list(dict.fromkeys(k.rstrip(".:-") for k in keys)), m.start(), m.end())
    # each of these patterns needs a literal that a plain substring test finds much faster than the
    # pattern's own scan of a long note finds nothing: "://" (a URL), "10." (a DOI), "arxiv" (an
    # arXiv id, under the case folding ``re.IGNORECASE`` applies: ``folded``)
    for m in PATTERNS[CitationKind.URL].finditer(text) if "://" in text else ():
        if _image_address(text, m.start()):
            continue  # an image (a tracking pixel, say) is no source: never read, never fetched
        url = _strip_trailing(m.group(0))
        end = m.start() + len(url)
        doi, arxiv = doi_in_url(url), _ARXIV_URL.search(url)
        if doi:
            add(url, CitationKind.DOI, [doi], m.start(), end)
        elif arxiv:
            add(url, CitationKind.ARXIV, [arxiv.group(1)], m.start(), end)
        else:
            add(url, CitationKind.URL, [url], m.start(), end)
    for m in PATTERNS[CitationKind.DOI].finditer(text) if "10." in text else ():
        raw = _strip_trailing(m.group(0))
        add(raw, CitationKind.DOI, [clean_doi(m.group(1))], m.start(), m.start() + len(raw))
    for m in PATTERNS[CitationKind.ARXIV].finditer(text) if "arxiv" in folded(text) else ():
        add(m.group(0), CitationKind.ARXIV, [m.group(1)], m.start(), m.end())
    for m in PATTERNS[CitationKind.NUMERIC].finditer(text):
        # a Markdown link text "[1](http…)" or a footnote definition "[^1]:" is not a citation
        if text.startswith("(", m.end()) or (m.group(0).startswith("[^") and text.startswith(":", m.end())):
            continue
        if _maths(text, m.start(), m.group(1)) or _LAW_REPORT.match(text, m.start()):
            continue
        add(m.group(0), CitationKind.NUMERIC, expand_numeric(m.group(1)), m.start(), m.end())
    for m in PATTERNS[CitationKind.AUTHOR_YEAR].finditer(text):
        keys = [author_year_key(w.group(1), w.group(2)) for w in _ONE_WORK_RE.finditer(m.group(0))]
        add(m.group(0), CitationKind.AUTHOR_YEAR, list(dict.fromkeys(keys)), m.start(), m.end())
    for m in NARRATIVE.finditer(text):
        if _narrative_author(text, m.start()):
            add(m.group(0), CitationKind.AUTHOR_YEAR, [author_year_key(m.group(1), m.group(2))], m.start(), m.end())
    found.sort(key=lambda c: (c.start, c.end))
    return found


#: how far back the alt text of a Markdown image may start ("![alt text](https://…)")
_IMAGE_ALT_REACH = 300
_IMAGE_SRC = re.compile(r"""\bsrc\s*=\s*["']?$""", re.IGNORECASE)


def _image_address(text: str, start: int) -> bool:
    """Whether the URL at ``start`` is where an image is loaded from: a Markdown image's target
    (``![alt](URL)``) or an HTML ``src=`` attribute (``<img src="URL">``)."""
    before = text[max(0, start - _IMAGE_ALT_REACH) : start]
    if _IMAGE_SRC.search(before[-40:]):
        return True
    if not before.endswith("]("):
        return False
    opening = _opening_bracket(before, len(before) - 2)
    return opening is not None and opening > 0 and before[opening - 1] == "!"


def _opening_bracket(text: str, close: int) -> int | None:
    """The ``[`` that the ``]`` at ``close`` closes, with brackets nested in between balanced as
    Markdown allows in a link's text (``![a [b] c](…)``), or None. One backward pass."""
    depth = 0
    for k in range(close - 1, -1, -1):
        if text[k] == "]":
            depth += 1
        elif text[k] == "[":
            if not depth:
                return k
            depth -= 1
    return None


#: a law report's year ("[2025] EWCA Civ 412", "[2019] UKSC 5", "[1932] AC 562", "[2003] 1 WLR 123"):
#: part of a case's citation, not a reference number
_LAW_REPORT = re.compile(r"\[(?:1[6-9]|20)\d\d\][ \t]+(?:\d{1,3}[ \t]+)?[A-Z][A-Za-z]{0,5}[ \t]+(?:\d|[A-Z][a-z]{1,4}\b)")


def _maths(text: str, start: int, body: str) -> bool:
    """``[0, 1]``, ``x ∈ [1, 2]``, ``the interval [2, 5]``: a bracketed list that is maths.
    Citation numbers start at 1."""
    if any(part.strip().startswith("0") for part in re.split(r"[-–,;]", body)):
        return True
    before = text[max(0, start - 24):start].rstrip()
    if not before:
        return False
    if before[-1] == ">" and _HTML_TAG_END.search(text, max(0, start - 200), start):
        return False  # "<b>that day</b> [1]": the closing of an inline HTML tag, not "x > [1]"
    if before[-1] == "*" and _EMPHASIS_END.search(text, max(0, start - 200), start):
        return False  # "**that day** [1]": the closing of Markdown emphasis, not "x * [1]"
    return before[-1] in _MATH_BEFORE or bool(_MATH_WORDS.search(before))


#: an HTML tag (``<b>``, ``</span>``, ``<br/>``, ``<a href="…">``) right before a marker
_HTML_TAG_END = re.compile(r"</?[A-Za-z][A-Za-z0-9-]{0,30}(?:\s[^<>]{0,160})?/?>[ \t]*\Z")
#: emphasis closed right before a marker: a run of one to three asterisks right after a
#: non-blank character, opened by the same run before a non-blank one on the same line
_EMPHASIS_END = re.compile(r"(?<!\*)(\*{1,3})(?=[^\s*])[^*\n]{0,180}[^\s*]\1[ \t]*\Z")


def _narrative_author(text: str, start: int) -> bool:
    """Whether ``Name (Year)`` at ``start`` names an author: not after a determiner ("the
    Census (2020)") nor inside a run of capitalised words ("the Clean Air Act (1970)"), unless
    that word opens the sentence ("Recently Doe (2023) found")."""
    i = start
    while i > 0 and text[i - 1] in " \t":
        i -= 1
    j = i
    while j > 0 and start - j < 40 and (text[j - 1].isalpha() or text[j - 1] in "'’-"):
        j -= 1
    word = text[j:i]
    if not word:
        return True
    if word.lower() in _DETERMINERS:
        return False
    if not word[0].isupper():
        return True
    k = j
    while k > 0 and text[k - 1] in " \t":
        k -= 1
    return k == 0 or text[k - 1] in ".!?:;\n\r\"“(*#>-|"


# --------------------------------------------------------------------------- reference list


@dataclass(frozen=True, slots=True)
class ReferenceList:
    """The note's References / Bibliography section: its span and its entries."""

    span: tuple[int, int] | None
    entries: tuple[Reference, ...]
    footnotes: tuple[tuple[int, int], ...] = ()  # runs of footnote definitions outside ``span``

    def by_label(self) -> dict[str, Reference]:
        return {ref.label: ref for ref in self.entries}


def parse_references(note: str) -> ReferenceList:
    """Find the reference section (a heading such as ``## References``, ``**Works Cited**``, or
    a bare line ``References`` after a blank line and before an entry) and parse its entries.

    Numbered entries (``1. …``, ``[1] …``, ``[^1]: …``; sub-items ``1a. …``) get their number as label; unnumbered
    entries (``- Doe, J. (2023). …``) get an author-year label (``Doe 2023``).
    """
    lines = note.splitlines(keepends=True)
    offset, start, level = 0, None, 0
    entries: list[Reference] = []
    end = len(note)
    for i, line in enumerate(lines):
        stripped = line.strip()
        heading = _heading(stripped)
        if start is None:
            title = heading[1] if heading else (stripped.strip("*_") if stripped.endswith(":") or stripped.startswith("**") else "")
            if not title and len(stripped) <= 40 and _bare_heading(lines, i):
                title = stripped
            if title and REFERENCE_HEADINGS.match(title.strip("*_ ")):
                start = offset
                level = len(heading[0]) if heading else 7
        elif heading and len(heading[0]) <= level:
            end = offset
            break
        elif stripped:
            m = _REF_LABEL.match(line.rstrip("\n"))
            body = m.group(5) if m else re.sub(r"^\s*[-*+]\s+", "", line.rstrip("\n"))
            label = (m.group(1) or m.group(2) or m.group(3) or m.group(4)) if m else None
            if label is None:
                ay = _author_year_label(body)
                label = author_year_key(*ay) if ay else None
            if label is not None:
                doi, arxiv, url = _identifiers(body)
                entries.append(
                    Reference(label=numeric_key(label), text=body.strip(),
                              doi=doi, arxiv=arxiv, url=url, start=offset, end=offset + len(line.rstrip("\n")))
                )
        offset += len(line)
    span = None if start is None else (start, end)
    notes, runs = _footnotes(note, lines, span)
    return ReferenceList(span=span, entries=tuple(entries if span else ()) + tuple(notes), footnotes=tuple(runs))


def _footnotes(note: str, lines: list[str], span: tuple[int, int] | None):
    """Footnote definitions outside the References section (``[^1]: …``, anywhere in the note)
    as entries, and the runs of lines they fill."""
    entries: list[Reference] = []
    runs: list[tuple[int, int]] = []
    offset = 0
    for line in lines:
        m = FOOTNOTE_DEF.match(line.rstrip("\r\n")) if "[^" in line[:6] else None
        if m and not (span and span[0] <= offset < span[1]):
            end = offset + len(line.rstrip("\r\n"))
            doi, arxiv, url = _identifiers(m.group(2))
            entries.append(Reference(label=numeric_key(m.group(1)), text=m.group(2).strip(), doi=doi, arxiv=arxiv,
                                     url=url, start=offset, end=end))
            joined = bool(runs) and not note[runs[-1][1]:offset].strip()
            runs[-1:] = [(runs[-1][0], end)] if joined else [*runs[-1:], (offset, end)]
        offset += len(line)
    return entries, runs


_SETEXT = re.compile(r"[=\-]{2,}+\s*+\Z")
_BULLET = re.compile(r"\s*+[-*+]\s")


def _bare_heading(lines: list[str], i: int) -> bool:
    """Line ``i`` is a bare reference heading ("References", "Works Cited"): the whole line is
    such a title, it starts a paragraph, and the next line (under a setext underline, if any)
    is an entry."""
    if not REFERENCE_HEADINGS.match(lines[i].strip()) or (i and lines[i - 1].strip()):
        return False
    j = i + 1
    while j < len(lines) and (not lines[j].strip() or _SETEXT.match(lines[j].strip())) and j - i < 4:
        j += 1
    if j >= len(lines):
        return False
    nxt = lines[j].rstrip("\r\n")
    return bool(_REF_LABEL.match(nxt) or _BULLET.match(nxt) or _author_year_label(nxt))


# --------------------------------------------------------------------------- resolution


def _by_author(key: str, by_author: Mapping[str, str]) -> str | None:
    """The reference label of author-year ``key`` ("Doe 2023"): by surname and year (case
    folded); "Doe 2023a" falls back to a lone "Doe 2023"."""
    folded = key.casefold()
    if folded in by_author:
        return by_author[folded]
    if folded[-1:].isalpha():
        return by_author.get(folded[:-1])
    return None


def is_safe_key(key: str) -> bool:
    return bool(SAFE_KEY.match(key)) and ".." not in key


def _squash(key: str) -> str:
    """An author-year key or source id without case, spaces or separators ("Doe_2023" -> "doe2023")."""
    return re.sub(r"[\W_]+", "", key.casefold())


def resolve(
    citations: Iterable[Citation],
    source_ids: Iterable[str],
    references: Mapping[str, Reference],
) -> tuple[list[Citation], list[Dangling]]:
    """Give each citation its ``source_id``; collect the dangling markers.

    * ledger / numeric keys resolve to a bundle source of the same id, or (numeric) to an entry
      of the reference list (whose DOI / arXiv id / URL is then fetched);
    * author-year keys resolve to a bundle source named by the key whatever its case and
      separators (``Doe 2023``, ``Doe_2023``, ``doe2023``), else to a reference entry with the same first author's surname and
      year (its label, or the surname and year its text starts with: "Nerem, R. S. et al. (2018)");
    * inline DOIs, arXiv ids and URLs resolve to themselves (a fetchable source) unless the
      reference list names the same identifier, in which case they share its id.
    A path-like or otherwise unsafe key is always dangling.
    """
    ids = set(source_ids)
    squashed = {_squash(i): i for i in sorted(ids, reverse=True)}  # "Doe_2023", "doe2023" for (Doe 2023)
    by_ident: dict[str, str] = {}
    by_author: dict[str, str] = {}
    for label, ref in references.items():
        for ident in (ref.doi, ref.arxiv, ref.url):
            if ident:
                by_ident.setdefault(ident.lower(), label)
        ay = _author_year_label(ref.text)
        for key in (label, author_year_key(*ay) if ay else ""):
            if key:
                by_author.setdefault(key.casefold(), label)
    resolved: list[Citation] = []
    dangling: list[Dangling] = []
    for c in citations:
        source_id: str | None = None
        if c.kind in (CitationKind.LEDGER, CitationKind.NUMERIC, CitationKind.AUTHOR_YEAR):
            safe = c.kind is CitationKind.AUTHOR_YEAR or is_safe_key(c.key)
            if safe and (c.key in ids or c.key in references):
                source_id = c.key
            elif c.kind is CitationKind.AUTHOR_YEAR:
                source_id = squashed.get(_squash(c.key)) or _by_author(c.key, by_author)
        else:
            label = by_ident.get(c.key.lower())
            source_id = label if label is not None else f"{c.kind.value}:{c.key}"
        if source_id is None:
            dangling.append(Dangling(raw=c.raw, key=c.key, start=c.start))
            resolved.append(c)
        else:
            resolved.append(Citation(c.raw, c.kind, c.key, c.start, c.end, source_id))
    return resolved, dangling
