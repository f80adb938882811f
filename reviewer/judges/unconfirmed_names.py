"""A name the claim gives that no cited source mentions at all: an unconfirmed name.

"Tashi, born at Zoo Basel in 2019" against a studbook entry that has him born at Rotterdam and
never speaks of Basel; "the new cold store, paid for by the Karnataka government" against a notice
that names only the Central Silk Board; "the session is moving to St Paul's Church Hall" against
one that moves it to the Community Centre. The name checks (``conflict_entities``,
``conflict_rivals``) call such a claim contradicted only when they find the rival in the same
slot; when they do not, every other word of the claim is still in the source and the judges call
it supported. An editor skips what is called supported, so a name that nothing cited backs keeps
the claim *partial*: a person must look (``reviewer.panel``). It is never a contradiction: a source
that does not mention Basel does not deny it.

A *name* is a capitalised content word that does not open a sentence (``conflict_entities.
name_words``; headline-cased claims are left alone: there capitals mark no name), a month or a
weekday, or an acronym. The source *mentions* it when one of its words has the same stem, or, for
a name of five letters or more, the same first five letters ("Vietnamese" / "Vietnam", "Palauan"
/ "Palau"); a month or weekday also by its three-letter abbreviation ("Nov"); an acronym also by
the initials of a run of capitalised words ("EMA" / "European Medicines Agency") and a run of the
claim's names by an acronym of the source. Ordinals ("the Eighth Army" / "8th") and words of two
letters ("Mt", "St") are not read.

Pure and linear in the claim's and the sources' words: a source's words are read in one pass of
the tokeniser, its acronyms in a second only when a claim's name is not among its words, and at
most ``MAX_RESPELT`` names of a claim are looked up as spelt another way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from reviewer.judges.conflict_entities import name_words, title_case
from reviewer.judges.conflict_text import TOKEN_RE, Words, opens_sentence, words
from reviewer.judges.indexes import SourceIndexes
from reviewer.judges.quantity_words import FULL_MONTHS
from reviewer.judges.when_words import WEEKDAYS

#: a name this long or longer is mentioned by a source word with the same first letters
PREFIX = 5
CALENDAR = FULL_MONTHS | WEEKDAYS
ORDINALS = frozenset(["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                      "eleventh", "twelfth"])
#: a people's or a language's name and its country's, where the first letters differ ("Spanish" / "Spain")
DEMONYMS = {"spanish": "spain", "british": "britain", "french": "france", "dutch": "netherlands",
            "welsh": "wales", "irish": "ireland", "scottish": "scotland", "scots": "scotland", "danish": "denmark",
            "swiss": "switzerland", "greek": "greece", "norwegian": "norway", "swedish": "sweden",
            "finnish": "finland", "english": "england", "cornish": "cornwall", "polish": "poland",
            "turkish": "turkey", "icelandic": "iceland", "flemish": "flanders", "portuguese": "portugal",
            "peruvian": "peru", "chilean": "chile", "filipino": "philippines", "thai": "thailand",
            "belgian": "belgium", "hungarian": "hungary", "czech": "czechia", "slovak": "slovakia"}
#: the common word a place or a body is named by ("the Bay of Biscay", "Kirkham Methodist Hall"): unmentioned,
#: it still leaves the name mentioned when another word of the name is
GENERIC_HEADS = frozenset(
    ["bay", "river", "lake", "loch", "mount", "mountain", "hill", "sea", "ocean", "island", "isle", "cape", "valley",
     "street", "road", "lane", "avenue", "square", "bridge", "park", "station", "airport", "port", "harbour",
     "church", "chapel", "cathedral", "hall", "house", "centre", "center", "college", "university", "school",
     "hospital", "museum", "library", "council", "committee", "board", "trust", "company", "group", "club",
     "society", "association", "department", "ministry", "office", "agency", "court", "county", "district",
     "city", "town", "village", "parish", "province", "state", "region", "estate", "farm", "mill", "works"])
#: words inside a name that its acronym skips ("Department of Health and Social Care": DHSC)
_ACRONYM_SKIPS = frozenset(["of", "and", "the", "for", "&", "on", "in", "de"])
#: most letters an acronym has
_MAX_ACRONYM = 8
#: most names of a claim looked up as spelt another way (a fuzzy look-up over the source's words each)
MAX_RESPELT = 16
#: most words of a lower-case phrase read as an acronym spelt out
_SPELLED_OUT = 4


class Mentions:
    """What one source mentions: its words in lower case (a possessive also without its "'s") and the
    first ``PREFIX`` letters of its longer words, read at once in one pass of the tokeniser; the
    acronyms it uses or spells out and its longer words for a fuzzy look-up, read only when a
    claim's name is not among its words (most are)."""

    __slots__ = ("_acronyms", "_long_words", "_text", "_written", "prefixes", "words")

    def __init__(self, text: str) -> None:
        lows = set(TOKEN_RE.findall(text.lower().replace("\u2019", "'")))
        self._text = text
        self.words = frozenset(lows | {low[:-2] for low in lows if low.endswith("'s")})
        self.prefixes = frozenset(low[:PREFIX] for low in lows if len(low) >= PREFIX)
        self._acronyms: frozenset[str] | None = None
        self._written: frozenset[str] | None = None
        self._long_words: tuple[str, ...] | None = None

    @property
    def written_acronyms(self) -> frozenset[str]:
        """The acronyms the source writes as such ("CSB", "U.S."), not the initials of its own
        names: what a run of the claim's names may stand for ("Central Silk Board" / "CSB"; not
        "Harrogate in September" for the initials of "Hollinwood Silver")."""
        if self._written is None:
            w = words(self._text)
            self._written = frozenset({w.lower[k] for k in range(len(w)) if _is_acronym(w, k)} | _dotted(w))
        return self._written

    @property
    def acronyms(self) -> frozenset[str]:
        """The acronyms the source uses ("EMA", "U.S.") or spells out in capitalised words ("Presidential
        Leadership Council") or in up to ``_SPELLED_OUT`` lower-case ones ("artificial intelligence")."""
        if self._acronyms is None:
            w = words(self._text)
            found = {w.lower[k] for k in range(len(w)) if _is_acronym(w, k)}
            found.update(_run_initials(w))
            for size in range(2, _SPELLED_OUT + 1):
                found.update("".join(low[0] for low in w.lower[k:k + size]) for k in range(len(w) - size + 1)
                             if all(w.content[j] and not w.caps[j] for j in range(k, k + size)))
            found.update(_dotted(w))
            self._acronyms = frozenset(a for a in found if len(a) >= 2)
        return self._acronyms

    def spelt_otherwise(self, low: str) -> bool:
        """A word of the source is ``low`` with one letter added, dropped or changed ("Zubaidi")."""
        if self._long_words is None:
            self._long_words = tuple(sorted(word for word in self.words if len(word) >= PREFIX))
        return process.extractOne(low, self._long_words, scorer=Levenshtein.distance, score_cutoff=1) is not None

    def mention(self, w: Words, k: int) -> bool:
        """Whether this source mentions the claim's word ``k`` (see the module)."""
        low = w.lower[k].removesuffix("'s")
        if low in self.words or w.stems[k] in self.words or low + "s" in self.words:
            return True
        if low in CALENDAR:
            return low[:3] in self.words
        country = DEMONYMS.get(w.stems[k])
        if country is not None and country in self.words:
            return True
        if len(low) >= PREFIX and low[:PREFIX] in self.prefixes:
            return True
        return _is_acronym(w, k) and low in self.acronyms


@dataclass(frozen=True, slots=True)
class UnconfirmedName:
    """The claim's name ``claim[start:end]`` that no source mentions, and the reason an editor reads."""

    word: str
    start: int
    end: int
    reason: str


def _is_acronym(w: Words, k: int) -> bool:
    raw = w.text[w.starts[k]:w.ends[k]]
    return 2 <= len(raw) <= _MAX_ACRONYM and raw.isalpha() and raw.isupper()


def _capital_runs(w: Words) -> list[tuple[int, int]]:
    """Runs of capitalised words, the small words an acronym skips allowed inside (not at the ends)."""
    runs: list[tuple[int, int]] = []
    start = None
    for k in range(len(w) + 1):
        inside = k < len(w) and (w.caps[k] or (start is not None and w.lower[k] in _ACRONYM_SKIPS))
        if inside and start is not None and w.gap(k).strip() not in ("", "&"):
            inside = False  # a comma or a full stop ends the run
            runs.append((start, k - 1))
            start = k if w.caps[k] else None
            continue
        if inside and start is None and w.caps[k]:
            start = k
        elif not inside and start is not None:
            runs.append((start, k - 1))
            start = None
    out = []
    for a, b in runs:
        while b > a and not w.caps[b]:
            b -= 1
        if b > a:
            out.append((a, b))
    return out


def _dotted(w: Words) -> set[str]:
    """Acronyms written with full stops ("U.S.", "U.K."): runs of one-letter words."""
    out, run = set(), ""
    for k in range(len(w) + 1):
        if k < len(w) and len(w.lower[k]) == 1 and (not run or w.gap(k) == "."):
            run += w.lower[k]
            continue
        if len(run) >= 2:
            out.add(run)
        run = w.lower[k] if k < len(w) and len(w.lower[k]) == 1 else ""
    return out


def _run_initials(w: Words) -> set[str]:
    """The initials of every run of capitalised words and of every stretch of such a run
    ("Yemen's Presidential Leadership Council": PLC too)."""
    out = set()
    for a, b in _capital_runs(w):
        ends = [k for k in range(a, b + 1) if w.caps[k]]
        for i, first in enumerate(ends):
            for last in ends[i + 1:i + _MAX_ACRONYM]:
                out.add(_initials(w, first, last))
    return out


def _initials(w: Words, a: int, b: int) -> str:
    return "".join(w.lower[k][0] for k in range(a, b + 1) if w.lower[k] not in _ACRONYM_SKIPS)


def _quoted(w: Words, k: int) -> bool:
    """Word ``k`` opens a quotation (capitalised by position: "the line 'What's in a name?'")."""
    return w.gap(k).endswith(("'", '"', "‘", "“"))


def _candidates(w: Words) -> list[int]:
    """The claim's words read as names (see the module), in order."""
    names = [k for k in name_words(w) if not opens_sentence(w, k) and not _quoted(w, k)]
    if names and title_case(w, names):
        return []
    picked = set(names)
    picked.update(k for k in range(len(w)) if not opens_sentence(w, k) and not _quoted(w, k) and (
        _is_acronym(w, k) or w.caps[k] and w.lower[k] in CALENDAR))
    return sorted(k for k in picked if len(w.lower[k]) > 2 and w.stems[k] not in ORDINALS and w.lower[k][1] != "'"
                  or _is_acronym(w, k))


def unconfirmed_name(claim: str, sources: Sequence[str],
                     indexes: SourceIndexes | None = None) -> UnconfirmedName | None:
    """The first name of the claim that no text of ``sources`` mentions (see the module); None when
    every name is mentioned somewhere. ``indexes`` keeps each source's ``Mentions`` for the run."""
    w = words(claim)
    ks = _candidates(w)
    if not ks:
        return None
    mentions = [Mentions(text) if indexes is None else indexes.per_source(text, Mentions) for text in sources]
    known = {k: any(m.mention(w, k) for m in mentions) for k in ks}
    runs = _capital_runs(w)
    if not all(known.values()):  # "Central Silk Board" where the source says "CSB"
        for a, b in runs:
            if b > a and not all(known.get(k, True) for k in range(a, b + 1)) and any(
                    _initials(w, a, b) in m.written_acronyms for m in mentions):
                known.update((k, True) for k in range(a, b + 1))
    fuzzy = [k for k in ks if not known[k] and len(w.lower[k]) >= PREFIX and not _is_acronym(w, k)
             and w.lower[k] not in CALENDAR]  # ("March" is no misspelt "marsh")
    for k in fuzzy[:MAX_RESPELT]:  # (a bound: a hostile claim of thousands of names costs no more)
        known[k] = any(m.spelt_otherwise(w.lower[k].removesuffix("'s")) for m in mentions)
    for a, b in runs:
        if any(known.get(k) for k in range(a, b + 1)):
            known.update((k, True) for k in range(a, b + 1) if w.lower[k] in GENERIC_HEADS)
    for k in ks:
        if known[k]:
            continue
        said = w.text[w.starts[k]:w.ends[k]]
        reason = f"unconfirmed name: the claim names \"{said}\", which the source never mentions"
        return UnconfirmedName(said, w.starts[k], w.ends[k], reason)
    return None
