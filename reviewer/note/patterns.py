"""The citation-marker patterns and their linear-time helpers (named data), used by
``reviewer.note.citations``: marker kinds (``PATTERNS``, ``NARRATIVE``), DOIs inside URLs,
author-year parts, reference-list headings and labels.

Every pattern is linear-time on hostile input: bounded repeats, possessive quantifiers and
atomic groups, no nested quantifiers over overlapping classes.
"""

from __future__ import annotations

import re

from reviewer.model import CitationKind

#: Numeric ranges wider than this are not expanded (``[1-100000]`` is not a citation list).
MAX_RANGE = 50

#: Section titles that hold the note's reference list.
REFERENCE_HEADINGS = re.compile(
    r"^\s*(references|bibliography|works cited|sources|citations|literature|reference list)\s*:?\s*$",
    re.IGNORECASE,
)

#: A citation key we are willing to look up: no path separators, no ``..``, bounded length.
SAFE_KEY = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:\-]{0,63}$")

# a DOI: "10.", registrant, "/", then a suffix that may hold balanced parentheses
# ("10.1016/S0140-6736(20)30183-5"); each piece possessive, so the whole is linear
_DOI_CHARS = r"[^\s\"'<>\]\[(){}]"
_DOI_BODY = r"10\.\d{4,9}/(?>" + _DOI_CHARS + r"++|\(" + _DOI_CHARS + r"{1,40}+\))++"
# inside a URL the DOI ends before a query or fragment
_DOI_URL_CHARS = r"[^\s\"'<>\]\[(){}?#&]"
_DOI_IN_URL = re.compile(
    r"(?<![\w.])(10\.\d{4,9}/(?>" + _DOI_URL_CHARS + r"++|\(" + _DOI_URL_CHARS + r"{1,40}+\))++)", re.IGNORECASE
)
#: publisher URL tails after the DOI that are not part of it (".../10.1002/x.1/full")
DOI_URL_TAILS = tuple(sep + w for w in ("full", "abstract", "pdf", "epdf", "fulltext", "html", "meta",
                                         "references", "figures") for sep in "./")
_TRAIL = ".,;:!?'\"’”)"

_UP, _LOW = "A-ZÀ-ÖØ-Þ", "a-zß-öø-ÿ"
#: capitalised words that are not authors before a year: "(January 2021)", "(Summer 2020)"
NOT_AUTHORS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep",
    "Sept", "Oct", "Nov", "Dec", "Spring", "Summer", "Autumn", "Fall", "Winter", "Table",
    "Figure", "Fig", "Section", "Chapter", "Page", "Volume", "Vol", "Since", "Before", "After",
    "From", "Until", "Circa", "Around", "About", "In", "Year", "See", "Updated", "Accessed",
    "Retrieved", "Published", "Est", "The", "This", "That", "Early", "Late", "Mid", "And",
    "Or", "By", "Of", "On", "At", "As", "To", "For", "Census", "Fiscal", "Edition", "Ed",
)
_NOT_AUTHOR = r"(?!(?:" + "|".join(NOT_AUTHORS) + r")\b)"
# a surname: "Doe", "O'Brien", "McDonald", "Smith-Jones", "Müller" (an all-caps word is not one)
_SURNAME = _NOT_AUTHOR + rf"(?:[{_UP}]['’])?[{_UP}][{_LOW}]++(?:[{_UP}][{_LOW}]++)?+(?:-[{_UP}][{_LOW}]++)?+"
_YEAR = r"(?:1[5-9]|20)\d\d[a-z]?+(?!\d)"
# authors of one work: "Doe", "Smith and Jones", "Smith, Jones & Lee", "Riess et al."
_AUTHORS = (rf"({_SURNAME})(?:,\s++{_SURNAME}){{0,4}}+(?:,?\s++(?:and|&)\s++{_SURNAME})?+"
            r"(?:\s++et\s++al\.?+)?+")
_PAGES = r"(?:,\s*+pp?\.\s*+\d{1,5}+(?:[-–]\d{1,5}+)?+)?+"
_ONE_WORK = _AUTHORS + r",?\s++(" + _YEAR + ")" + _PAGES

PATTERNS: dict[CitationKind, re.Pattern[str]] = {
    CitationKind.LEDGER: re.compile(r"\[cite:\s*+([^\]\n]{0,200}+)\]", re.IGNORECASE),
    # "[1]", "[2, 3]", "[4-6]", and a sub-item of a numbered reference: "[1a]", "[2b, 3]"
    CitationKind.NUMERIC: re.compile(r"\[\^?(\d{1,4}+[a-z]?+(?:\s*+[-–,;]\s*+\d{1,4}+[a-z]?+){0,30}+)\]"),
    # a URL; balanced parentheses inside it are part of it ("wiki/Mercury_(planet)")
    CitationKind.URL: re.compile(r"\bhttps?://(?>[^\s<>\"'\]\[)(]++|\([^\s<>\"'\]\[)(]{1,80}+\))++", re.IGNORECASE),
    CitationKind.DOI: re.compile(r"\b(?:doi:\s*+)?(" + _DOI_BODY + r")", re.IGNORECASE),
    CitationKind.ARXIV: re.compile(
        r"\barxiv:\s*+(\d{4}\.\d{4,5}+(?:v\d++)?+|[a-z\-]++(?:\.[A-Z]{2})?+/\d{7}(?:v\d++)?+)", re.IGNORECASE
    ),
    # "(Riess et al., 2022)", "(Doe 2023; Roe and Poe, 2021b)", "(e.g., Doe 2023, p. 5)"
    CitationKind.AUTHOR_YEAR: re.compile(
        r"\((?:(?:e\.g\.|i\.e\.|see|cf\.)[,\s]\s*+)?(?>" + _ONE_WORK + r"(?:;\s*+" + _ONE_WORK + r"){0,20}+)\)"
    ),
}
#: narrative author-year: "Doe (2023) found", "Smith and Jones (2019)", "Doe et al. (2021)". A
#: surname starts with a capital (both branches of ``_SURNAME``): the lookahead says so first, so
#: that the word starts of the note do not each try ``NOT_AUTHORS`` (the same matches, faster)
NARRATIVE = re.compile(r"(?<![\w'’-])(?=[" + _UP + r"])" + _AUTHORS + r"\s++\((" + _YEAR + r")" + _PAGES + r"\)")
_ONE_WORK_RE = re.compile(_ONE_WORK)
#: words before a narrative "Name (Year)" that make it a thing, not an author ("the Census (2020)")
_DETERMINERS = frozenset(["the", "a", "an", "this", "that", "these", "those", "its", "their", "our", "his", "her"])
#: a bracketed list preceded by one of these is maths, not a citation ("x ∈ [1, 2]")
_MATH_BEFORE = frozenset("∈=≤≥<>×*^∉⊂⊆+−")
_MATH_WORDS = re.compile(r"(?:interval|range|bounds?|domain|in\s+the\s+set)\s*+\Z", re.IGNORECASE)

_ARXIV_URL = re.compile(r"arxiv\.org/(?:abs|pdf)/(\d{4}\.\d{4,5}(?:v\d+)?|[a-z\-]+/\d{7})", re.IGNORECASE)


def doi_in_url(url: str) -> str | None:
    """The DOI a URL carries (``doi.org/…`` or a publisher's path or query), cleaned; else None."""
    m = _DOI_IN_URL.search(url)
    if m is None:
        return None
    doi, cut = m.group(1), len(m.group(1))
    low = doi.lower()
    while tail := next((t for t in DOI_URL_TAILS if low.endswith(t, 0, cut)), ""):
        cut -= len(tail)  # one tail a pass: linear
    doi = doi[:cut]
    return clean_doi(doi) or None
#: a numbered reference entry: "[3] …", "[^3]: …", "3. …", "3) …", "(3) …", "^3: …", or a sub-item
#: "1a. …", "[1a] …" (groups 1-4: the number, by style; group 5: the entry)
#: a Pandoc citation, "[@doe2023]", "[see @doe2023, p. 4; @roe2021]", "[-@doe2023]": its first key
#: (an "@" after no word character: an e-mail address is no key), then the rest with more keys
PANDOC = re.compile(r"\[[^\[\]@\n]{0,60}+(?<![\w.+])@([A-Za-z0-9_][\w:.\-]{0,63}+)([^\[\]\n]{0,240}+)\]")
PANDOC_MORE = re.compile(r"(?<![\w.+])@([A-Za-z0-9_][\w:.\-]{0,63}+)")
#: a Markdown footnote definition at the start of a line: "[^1]: Port history, https://…"
FOOTNOTE_DEF = re.compile(r"[ ]{0,3}\[\^(\d{1,4}[a-z]?)\]:[^\S\n]++(.*)")
_REF_LABEL = re.compile(r"^\s*(?:[-*+]\s+)?(?:\[\^?(\d{1,4}[a-z]?)\]:?|(\d{1,4}[a-z]?)[.)]|\^(\d{1,4}[a-z]?):"
                        r"|\((\d{1,4}[a-z]?)\))\s+(.*)$")


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


def _identifiers(text: str) -> tuple[str | None, str | None, str | None]:
    doi = arxiv = url = None
    m = PATTERNS[CitationKind.DOI].search(text)
    doi = clean_doi(m.group(1)) if m else None
    u = PATTERNS[CitationKind.URL].search(text)
    if u and doi_in_url(u.group(0)):
        doi = doi_in_url(_strip_trailing(u.group(0)))
    m = _ARXIV_URL.search(text) or PATTERNS[CitationKind.ARXIV].search(text)
    if m:
        arxiv = m.group(1)
    if u:  # (searched once: an entry may be long)
        url = _strip_trailing(u.group(0))
    return doi, arxiv, url
