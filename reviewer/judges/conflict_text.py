"""A small word view of a claim or an evidence window, for the contradiction checks.

``Words`` holds every word and number of a short text with its offsets, lower-cased form, light
stem, capitals, and whether a negation cue governs it ("did *not* rise", "*neither* rule the
fracture in nor out"). One linear regex pass; windows and claims are short, so the rest is a list walk.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from reviewer.lexicon import CONFLICT_NEGATORS as NEGATORS
from reviewer.judges.excepting import excepted
from reviewer.text import STOP_WORDS, index_token, stem

# a word (letters, inner apostrophes: "didn't", "O'Neil", hyphenated parts are separate words)
# or a number ("1,200", "3.5"); each branch starts on a different character class: linear.
TOKEN_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+(?:[.,]\d+)*")

#: "not only", "no doubt": a cue followed by one of these negates nothing.
_NOT_NEGATING_NEXT = frozenset(["only", "just", "least", "doubt", "less", "matter", "exception", "wonder"])
_CLAUSE_BREAK = frozenset(",;:.!?()[]—–")
_DASHES = frozenset("—–")
_SCOPE_BREAK_WORDS = frozenset(["but", "although", "though", "while", "whereas", "however", "yet", "instead",
                                "and", "which", "who", "because"])
_AUXILIARIES = frozenset(["is", "was", "are", "were", "be", "been", "do", "does", "did", "has", "have", "had",
                          "will", "would", "can", "could", "should", "may", "might", "must", "shall"])
_DETERMINERS = frozenset(["the", "a", "an", "his", "her", "their", "its", "this", "that", "these", "those"])
#: an article or a possessive before a noun ("the side seats", "the Ellerby papers", "his coordinator")
ARTICLES = frozenset(["the", "a", "an", "its", "their", "his", "her", "our"])
_DECADE_RE = re.compile(r"\d{4}['’]?s\b")

_SUFFIXES = ("ing", "ed", "es", "e", "s", "d")


@lru_cache(maxsize=1 << 16)
def word_stem(lower: str) -> str:
    """A coarse key that makes "ruled", "rule", "rules" and "ruling" one word."""
    for suffix in _SUFFIXES:
        # a bare "d" only as the end of "-ed" ("used"), not of "extend", "found", "rapid"
        if lower.endswith(suffix) and len(lower) - len(suffix) >= 3 and (suffix != "d" or lower[-2] == "e") \
                and (suffix != "s" or lower[-2] not in "su"):  # "pass" is "passed"'s, not "pas"; "status"
            return lower[: -len(suffix)]
    return lower


@dataclass(slots=True)
class Words:
    """The words of ``text`` (``text[starts[i]:ends[i]]``), lower-cased, stemmed, flagged."""

    text: str
    offset: int  # where ``text`` starts in the string the caller holds (a source window)
    lower: list[str]
    stems: list[str]
    starts: list[int]
    ends: list[int]
    caps: list[bool]
    negated: list[bool]
    content: list[bool]  # not a stop word, not a negator, not a number
    #: what the checks read from these words alone (``derived``): an evidence window's ``Words``
    #: are kept per window of the source and held against many claims, so each is worked out once
    memo: dict = field(default_factory=dict, repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.lower)

    def derived(self, key, make: Callable[[Words], object]):
        """``make(self)``, remembered under ``key``: a pure function of these words that the
        caller only reads (never mutates)."""
        memo = self.memo
        value = memo.get(key, memo)
        if value is memo:
            value = memo[key] = make(self)
        return value

    def span(self, i: int, j: int | None = None) -> tuple[int, int]:
        """Offsets (in the caller's string) of words ``i..j`` inclusive."""
        j = i if j is None else j
        return self.offset + self.starts[i], self.offset + self.ends[j]

    def phrase(self, i: int, j: int | None = None) -> str:
        j = i if j is None else j
        return self.text[self.starts[i] : self.ends[j]]

    def gap(self, i: int) -> str:
        """The characters between word ``i - 1`` and word ``i``."""
        return self.text[self.ends[i - 1] : self.starts[i]] if i > 0 else self.text[: self.starts[0]]

    def breaks(self, i: int) -> bool:
        """Whether a clause break (a comma, stop, colon, bracket or dash) stands before word ``i``;
        a dash between two numbers ("won 3–2", "5–7 km") is none."""
        gap = self.gap(i)
        if _CLAUSE_BREAK.isdisjoint(gap):
            return False
        return not (gap in _DASHES and i > 0 and self.lower[i][0].isdigit() and self.lower[i - 1][0].isdigit())

    def clause(self, i: int, j: int | None = None) -> tuple[int, int]:
        """The word range ``[a, b)`` of the clause that holds words ``i..j`` (cut where ``breaks``)."""
        a = i
        while a > 0 and not self.breaks(a):
            a -= 1
        b = (i if j is None else j) + 1
        while b < len(self.lower) and not self.breaks(b):
            b += 1
        return a, b

    def is_number(self, i: int) -> bool:
        return self.lower[i][0].isdigit()

    def next_content(self, i: int, n: int = 2) -> list[int]:
        """Up to ``n`` content-word indexes after word ``i`` in the same clause."""
        out = []
        k = i + 1
        while k < len(self.lower) and len(out) < n:
            if self.breaks(k):
                break
            if self.content[k]:
                out.append(k)
            k += 1
        return out

    def prev_content(self, i: int, n: int = 2) -> list[int]:
        out = []
        k = i - 1
        while k >= 0 and len(out) < n:
            if self.breaks(k + 1):
                break
            if self.content[k]:
                out.append(k)
            k -= 1
        return out


@lru_cache(maxsize=1 << 16)
def _info(raw: str) -> tuple[str, bool, str, bool]:
    """(lower-cased, is a content word, stem, capitalised) of one token."""
    low = raw.lower().replace("’", "'")
    is_content = not low[0].isdigit() and low not in STOP_WORDS and low not in NEGATORS and not low.endswith("n't")
    # a possessive is its noun's word ("the council's plan": council; "Builders'": builder)
    return low, is_content, word_stem(low[:-2] if low.endswith("'s") else low.rstrip("'")) if is_content else low, \
        raw[0].isupper()


def words(text: str, offset: int = 0) -> Words:
    matches = list(TOKEN_RE.finditer(text))
    if not matches:
        return Words(text, offset, [], [], [], [], [], [], [])
    lower, content, stems, caps = map(list, zip(*map(_info, map(re.Match.group, matches))))
    w = Words(text, offset, lower, stems, list(map(re.Match.start, matches)), list(map(re.Match.end, matches)),
              caps, [False] * len(lower), content)
    _mark_negation(w)
    return w


def _mark_negation(w: Words) -> None:
    n = len(w.lower)
    for i, low in enumerate(w.lower):
        if _fail_denied(w, i):
            w.negated[i] = True  # "never failed an inspection": the failing is what is denied
            continue
        cue = _is_cue(w, i)
        if cue and low == "not" and i > 0 and "," in w.gap(i) and w.lower[i - 1] not in _AUXILIARIES \
                and i + 1 < n and w.lower[i + 1] in _DETERMINERS:
            cue = False  # "the contractor, not the former chief, pleaded guilty": a contrast, not a denial
        if not cue or _bound(w, i) or (low in _FAIL and w.lower[i + 1 : i + 2] and w.lower[i + 1] in _FAILED_HOW):
            continue  # ("failed to deliver" denies the delivery; "failed overall", "failed on a leaking hose": a result)
        # a cue governs the first content word after it, a few words on at most ("did not
        # rise", "cannot be ruled out", "no evidence of", "neither rule it in nor out"; "no
        # longer supplies": the supplying)
        first = k = i + 2 if low == "no" and i + 2 < n and w.lower[i + 1] == "longer" else i + 1
        while k < n and k <= first + 3:
            if w.breaks(k) or (w.lower[k] in _SCOPE_BREAK_WORDS
                                                             and not (k == i + 1 and w.lower[k] == "yet")):
                break  # ("not yet confirmed": "yet" right after the cue breaks nothing)
            if w.content[k] or w.lower[k][0].isdigit():
                head = _head(w, i, k)
                w.negated[head] = not excepted(w.lower, head)  # ("free of any hypothec except the one held by …")
                break
            k += 1


_FAIL = frozenset(["fail", "failed", "fails"])


def _fail_denied(w: Words, i: int) -> bool:
    """Word ``i`` is a form of "fail" right after a plain denial, which takes the failure back
    ("did not fail", "never failed", "didn't fail", "cannot fail to")."""
    before = w.lower[i - 1] if w.lower[i] in _FAIL and i and w.gap(i) == " " else ""
    return before in ("not", "never", "cannot") or before.endswith("n't")


#: after "failed", the words that say how or on what it failed, not what it failed to do
_FAILED_HOW = frozenset(["overall", "on", "with", "because", "due"])
#: prepositions whose phrase a cue right before them denies as a whole: "not for soaps", "not in
#: Leeds"; "not on the approved palette" denies the palette, not that it is approved
RELATIONS = frozenset(["on", "in", "from", "at", "within", "inside", "among", "under", "into", "onto", "for", "to",
                       "with", "by"])


def _head(w: Words, cue: int, k: int) -> int:
    """The word a cue at ``cue`` denies, ``k`` being the first content word after it; its noun
    when a relation stands between and ``k`` is a participle that describes the noun: "purple is
    not on the approved palette" denies the palette, not that it is approved."""
    if k == cue + 3 and w.lower[cue + 1] in RELATIONS and w.lower[cue + 2] in ARTICLES and \
            w.lower[k].endswith("ed") and k + 1 < len(w) and w.content[k + 1] and w.gap(k + 1) == " ":
        return k + 1
    j = k + 1 + (k + 1 < len(w) and w.lower[k + 1] in ("round", "around"))  # "did not get round to replacing it"
    if w.lower[k] in _CARRIERS and j + 1 < len(w) and w.lower[j] == "to" and w.content[j + 1] and not w.breaks(j + 1):
        return j + 1  # denies the replacing: "did not manage to finish", "never bothered to reply"
    return k


#: verbs that deny the verb after them ("refused to recognise the union", "declined to confirm"),
#: "free of" ("free of charge": no charge) and "zero" before a word ("zero harsh events"); they stay
#: content words (``refused`` is a pole)
_DENYING_VERBS = frozenset(["refused", "refuses", "refusing", "declined", "declines", "declining"])
_CARRIERS = frozenset(["get", "got", "manage", "managed", "bother", "bothered"])  # a denial passes through them

#: "has yet to be tested", "remains yet to be seen": not (yet) done
_YET_TO_AFTER = frozenset(["has", "have", "had", "is", "are", "was", "were", "remain", "remains", "remained"])
#: every word that can open a cue, "n't" forms aside: the negators and the first words of ``_verb_cue``
_CUE_WORDS = NEGATORS | _DENYING_VERBS | frozenset(["free", "yet", "still", "zero"])


def _verb_cue(w: Words, i: int) -> bool:
    nxt = w.lower[i + 1] if i + 1 < len(w) else ""
    low = w.lower[i]
    return (low in _DENYING_VERBS and nxt == "to") or (low == "free" and nxt == "of") or (
        low in ("yet", "still") and nxt == "to" and (low == "yet" or w.lower[i + 2 : i + 3] == ["be"])  # ("still to be
        and i > 0 and w.lower[i - 1] in _YET_TO_AFTER) or (  # confirmed"; not "the plan is still to expand")
        low == "zero" and nxt != "" and w.gap(i + 1) == " " and w.content[i + 1]  # "zero harsh events": none
        and w.lower[i - 1 : i] != ["at"])  # ("at zero yaw": a level, as "at 0° yaw" is)


#: "no more than four tablets", "not later than 5 pm": a bound, not a denial (with "than" after)
_BOUND_COMPARATIVES = frozenset(["more", "fewer", "greater", "higher", "lower", "later", "earlier", "sooner",
                                 "longer", "shorter", "bigger", "larger", "smaller", "older", "younger", "over",
                                 "under"])


def _is_cue(w: Words, i: int) -> bool:
    low = w.lower[i]
    if low not in _CUE_WORDS and not low.endswith("n't"):
        return False  # (no word outside ``_CUE_WORDS`` opens a cue: the rest are passed over at once)
    return ((not w.content[i] and (low in NEGATORS or low.endswith("n't"))) or _verb_cue(w, i)) and not (
        i + 1 < len(w) and w.lower[i + 1] in _NOT_NEGATING_NEXT) and not _superlative(w, i) and not (
        _fail_denied(w, i) or (i + 1 < len(w) and _fail_denied(w, i + 1)))
    # ("did not fail its inspection", "never failed to pay": two denials, nothing denied)


def past_perfect(w: Words, i: int) -> bool:
    """Word ``i`` is said in the past perfect ("had been closed", "had stopped"): a state before."""
    return (i > 0 and w.lower[i - 1] == "had") or w.lower[max(0, i - 2) : i] == ["had", "been"]


def _bound(w: Words, i: int) -> bool:
    """The cue at word ``i`` sets a bound ("no more than four", "not later than 5 pm"): its clause
    is hedged, but the figure after it is not denied."""
    return i + 2 < len(w) and w.lower[i + 1] in _BOUND_COMPARATIVES and w.lower[i + 2] == "than"


def _superlative(w: Words, i: int) -> bool:
    """Word ``i`` ("no", "nothing", "nobody") opens its clause's subject and a comparison with
    "than" follows: a superlative ("No fence caused more faults than the water tray", "Nothing
    mattered more to them than"), said of what follows "than"; nothing is denied (a bound is:
    "No patient had more than 2 episodes")."""
    if w.lower[i] not in _NONE_SUBJECTS or (i and not w.breaks(i) and w.lower[i - 1] not in ("and", "but", "that")):
        return False  # (the subject: "No fence caused more", not "had no more")
    more = next((k for k in range(i + 1, min(len(w), i + 5)) if w.lower[k] in _MORE_OR_LESS or w.breaks(k)), None)
    return more is not None and not w.breaks(more) and any(
        w.lower[k] == "than" and k + 1 < len(w) and not w.lower[k + 1][0].isdigit()
        for k in range(more + 1, min(len(w), more + 6)) if not any(w.breaks(j) for j in range(more + 1, k + 1)))


#: a subject that no thing, or nobody, is ("No fence", "Nobody", "None of the riders")
_NONE_SUBJECTS = frozenset(["no", "nothing", "nobody", "none", "noone"])
_MORE_OR_LESS = _BOUND_COMPARATIVES | frozenset(["less", "better", "worse", "faster", "slower", "stronger", "weaker"])

_SENTENCE_ENDS = frozenset(".!?;")

#: abbreviated titles whose full stop ends no sentence ("Dr. Priya Nair")
TITLE_ABBREVIATIONS = frozenset(["dr", "mr", "mrs", "ms", "prof", "st", "gen", "sen", "rep", "gov", "col", "lt",
                                 "sgt", "capt", "rev", "hon", "jr", "sr", "mt", "ft", "vs"])


def title_stop(w: Words, i: int) -> bool:
    """The gap before word ``i`` is the full stop of an abbreviated title ("Dr. Nair")."""
    return i > 0 and w.lower[i - 1] in TITLE_ABBREVIATIONS and w.gap(i).strip() == "."


def opens_sentence(w: Words, i: int) -> bool:
    """Word ``i`` opens a sentence (or a line): capitalised by position, not necessarily a name."""
    return i == 0 or (w.gap(i).rstrip(" \t\"'“‘(").endswith((".", "!", "?", ":", "\n")) and not title_stop(w, i))


def content_stems(w: Words) -> frozenset[str]:
    """The stems of the text's content words; read it through ``w.derived(content_stems,
    content_stems)``, once per ``Words``."""
    return frozenset(w.stems[k] for k in range(len(w)) if w.content[k])


def unnamed_stems(w: Words, skip: int = -1) -> set[str]:
    """The stems (as the source index spells them: ``index_token``) of the text's content
    words other than word ``skip`` and its names (a capital after the first word marks a name):
    what a source sentence held to a claim must carry."""
    return {index_token(w.lower[k]) for k in range(len(w)) if w.content[k] and not (w.caps[k] and k) and k != skip}


def sentence_stems(w: Words) -> list[tuple[int, int, frozenset[str]]]:
    """Each sentence's word range and the stems of its content words; read it through
    ``w.derived(sentence_stems, sentence_stems)``, once per ``Words``."""
    stems, content = w.stems, w.content
    return [(a, b, frozenset(stems[k] for k in range(a, b) if content[k]))
            for a, b in w.derived(sentence_ranges, sentence_ranges)]


def ranges(w: Words, cut: Callable[[int], bool]) -> list[tuple[int, int]]:
    """Word ranges ``[a, b)`` of ``w``, a new one starting at each word ``i`` where ``cut(i)``."""
    out, start = [], 0
    for i in range(1, len(w)):
        if cut(i):
            out.append((start, i))
            start = i
    if len(w) > start:
        out.append((start, len(w)))
    return out


def sentence_ranges(w: Words) -> list[tuple[int, int]]:
    """Word ranges ``[a, b)`` of the sentences (and ``;`` halves) of ``w``; read it through
    ``w.derived(sentence_ranges, sentence_ranges)``, once per ``Words``."""
    text, ends, starts = w.text, w.ends, w.starts
    return ranges(w, lambda i: not _SENTENCE_ENDS.isdisjoint(text[ends[i - 1] : starts[i]]) and not title_stop(w, i))


def _sentence_starts(w: Words) -> list[int]:
    return [a for a, _b in w.derived(sentence_ranges, sentence_ranges)]


def sentence_at(w: Words, k: int) -> int:
    """The index, in ``sentence_ranges(w)``, of the sentence (or ``;`` half) word ``k`` is in."""
    return bisect_right(w.derived(_sentence_starts, _sentence_starts), k) - 1


def sentences_about(w: Words, places: list[int], stems: frozenset[str]) -> list[int]:
    """Those of word indexes ``places`` whose sentence (or ``;`` half) holds most of ``stems`` (at
    least one): where a window says a word both ways ("Accidental damage: not included. Personal
    possessions away from home: included"), the way said of the claim's other words."""
    ranges_ = w.derived(sentence_stems, sentence_stems)
    held = [len(ranges_[sentence_at(w, k)][2] & stems) for k in places]
    best = max(held, default=0)
    return [k for k, h in zip(places, held) if h == best] if best else places


def is_year(w: Words, i: int) -> bool:
    """A four-digit 1000–2199 number that is not a decade ("1990s") nor part of a bigger number."""
    low = w.lower[i]
    if not (len(low) == 4 and low.isdigit() and 1000 <= int(low) <= 2199):
        return False
    if w.ends[i] < len(w.text) and w.text[w.ends[i]].isalpha():
        return False  # "1350AM", "2020s": glued to letters, not a year
    return _DECADE_RE.match(w.text, w.starts[i]) is None


def has_digit(text: str) -> bool:
    return any(c.isdigit() for c in text)


def carrying_sentences(claim: Words, window: Words) -> list[tuple[int, int]]:
    """The word ranges of the window's sentences that carry most of the claim: the most of its
    content words that are not names (a capital after the first word marks a name)."""
    said = {stem(claim.lower[i]) for i in range(len(claim)) if claim.content[i] and not (claim.caps[i] and i)}
    scored = [(len(said & {stem(window.lower[k]) for k in range(a, b) if window.content[k]}), (a, b))
              for a, b in window.derived(sentence_ranges, sentence_ranges)]
    top = max((n for n, _r in scored), default=0)
    return [r for n, r in scored if n == top]


#: words that open a clause that does not assert its deed ("Once a file has been opened …", "When a
#: member freezes, …"); "because", "although" do ("recalled because the packs contain peanuts")
NOT_ASSERTED = frozenset(["once", "if", "when", "whenever", "after", "unless", "until", "before", "whether"])


def denied_in_clause(w: Words, i: int, reach: int | None = None) -> bool:
    """Whether a negation governs word ``i``: it is marked negated, or a negator ("not", "no",
    "never", "…n't") stands before it in its clause (at most ``reach`` words back, when given)."""
    a = w.clause(i)[0]
    if reach is not None:
        a = max(a, i - reach)
    return w.negated[i] or any(w.lower[j] in NEGATORS or w.lower[j].endswith("n't") for j in range(a, i))


def in_unasserted_clause(w: Words, i: int) -> bool:
    """Whether word ``i`` stands in a clause opened by one of ``NOT_ASSERTED`` (before it, up to the
    last clause break): its deed is a condition or a time, not something the text says happens."""
    return any(w.lower[j] in NOT_ASSERTED for j in range(w.clause(i)[0], i))
