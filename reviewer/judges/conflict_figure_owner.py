"""A result the claim gives to one name that the source gives to another: "Dilys Prothero won the
women's race in 1:24:05" against "Race organiser: Dilys Prothero. … Women's winner: Freya Ashworth
in 1:24:05"; "Alison Drury topped the results with 312 QSOs and 27,456 points" against "Overall
winner with 312 QSOs and 27,456 points: Kofi Mensah … Second: Alison Drury, 298 QSOs". Every word
of the claim is in the source, the claim's name too, in another place: the window that carries
the claim has both names, and no slot is filled differently in one sentence.

The claim's *telling figures* are the numbers it writes with three digits or more ("1:24:05",
"312", "27,456"; not a year, nor a decimal, nor a name's, "the Cheez-It 355"), two of them or one
of four digits at least. A name is a run of two capitalised words at least with
no article before it ("Freya Ashworth"; not "the Fjordbok Prize"). The source sentence that gives all of them, and shares another word
with the claim, is held to the claim: when it names none of the claim's names, names someone else
beside a figure of that sentence (at most ``NEAR`` words away), a name that does not end as a
body's or a place's does ("Motorsports Park", "IndyCar Series"), and the claim's first name is
one the source gives elsewhere, the result is given to another. A sentence that says it of a
pronoun ("She won in 1:24:05") names no one else and is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from reviewer.judges.conflict_entities import bare, name_runs, name_words
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import ARTICLES, Words, sentence_ranges
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind

_FIGURE = re.compile(r"\d[\d,.:]*\d")  # (linear: one pass, no nesting)
MAX_FIGURES = 4
NEAR = 4  # words between the rival name and a figure of its sentence
#: last words of a name of a body or a place, not of someone ("Motorsports Park", "IndyCar Series")
_BODIES = frozenset(["park", "series", "tribunal", "partners", "university", "council", "society", "club", "prize",
                     "trust", "ltd", "limited", "company", "group", "association", "summary", "report", "court",
                     "centre", "center", "farm", "school", "hospital", "road", "street", "lane", "hall", "church",
                     "league", "cup", "championship", "race", "festival", "museum", "board", "committee", "fund",
                     "authority", "agency", "service", "services", "department", "ministry", "office", "station"])


def _telling(claim_text: str) -> list[str]:
    out = []
    for m in _FIGURE.finditer(claim_text):
        figure = m.group().rstrip(".,:")
        digits = sum(c.isdigit() for c in figure)
        before = claim_text[max(0, m.start() - 40) : m.start()].split()
        if digits >= 3 and "." not in figure and not (len(figure) == 4 and figure.isdigit() and 1800 <= int(figure) <= 2100) \
                and not (before and before[-1][:1].isupper() and claim_text[m.start() - 1 : m.start()] == " ") \
                and not (m.start() and (claim_text[m.start() - 1].isalpha() or claim_text[m.start() - 1] in "-/#")):
            out.append(figure)  # (not a decimal, "1.8", common in any text; nor a name's, "the Cheez-It 355",
            # nor a code's, "batch KB-0925")
    return out[:MAX_FIGURES]


def _given(figure: str, text: str) -> bool:
    """Whether ``text`` writes ``figure`` as a whole number ("312", not the "312" of "3120")."""
    at = text.find(figure)
    while at >= 0:
        before = text[at - 1] if at else " "
        after = text[at + len(figure)] if at + len(figure) < len(text) else " "
        if not (before.isdigit() or after.isdigit() or (after in ",.:" and text[at + len(figure) + 1 : at + len(figure) + 2].isdigit())):
            return True
        at = text.find(figure, at + 1)
    return False


def _named(w: Words, run: tuple[int, int]) -> bool:
    """The run names someone: two capitalised words at least, no article before them ("Freya
    Ashworth", "Kofi Mensah"; not "the Fjordbok Prize", "a Land Rover", "Students")."""
    a, b = run
    return b > a and not (a and w.lower[a - 1] in ARTICLES)


def _sentences_with(index: SourceIndex, figure: str) -> set[int]:
    """The source sentences whose words hold ``figure``'s digits (looked up in the index, never by
    reading every sentence): the figure as one word ("27456", "71.4"), else its longest run of digits."""
    key = figure.replace(",", "")
    if key not in index.positions:
        key = str(int(max(re.findall(r"\d+", key), key=len)))
    return {index.token_span[p] for p in index.positions.get(key, ())}


def figure_owner_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim's result, its telling figures, given in the source to another name (see the module)."""
    names = claim.derived(name_words, name_words)
    if not names:
        return []
    figures = _telling(claim.text)
    if not figures or (len(figures) == 1 and sum(c.isdigit() for c in figures[0]) < 4):
        return []  # (one figure of three digits says little: "the 500", "355 days")
    runs = [r for r in name_runs(claim, names) if _named(claim, r)]
    if not runs:
        return []
    first = runs[0]
    mine = {bare(claim.lower[i]) for a, b in runs for i in range(a, b + 1)}
    if not all(claim.lower[i] in index.exact or claim.stems[i] in index.positions for i in range(first[0], first[1] + 1)):
        return []  # the claim's name is not one the source gives: the name checks read that
    named = set(names)
    said = {claim.stems[i] for i in range(len(claim)) if claim.content[i] and i not in named
            and not claim.lower[i][0].isdigit()}
    for sp in sorted(_sentences_with(index, figures[0])):
        span = index.spans[sp]
        text = index.text[span.start : span.end]
        if not all(_given(f, text) for f in figures):
            continue
        sw = sentence_words(sp)
        a, b = _half(sw, figures)  # (a list's row: "Ile Marais 0.31 m at 0521 UTC; Kessick Bay 0.09 m at 0604 UTC")
        if not mine.isdisjoint(bare(low) for low in sw.lower[a:b]) or said.isdisjoint(sw.stems[a:b]):
            continue
        at = [k for k in range(a, b) if sw.lower[k][0].isdigit()]
        other = next((r for r in name_runs(sw, sw.derived(name_words, name_words)) if _named(sw, r) and a <= r[0] < b
                      and sw.lower[r[1]] not in _BODIES and any(r[0] - NEAR <= k <= r[1] + NEAR for k in at)), None)
        if other is not None:
            return [(Hit(ConflictKind.ENTITY, f"claim gives {', '.join(figures)} to {claim.phrase(*first)}; "
                         f"source: to {sw.phrase(*other)}", first, other), sw)]
    return []


def _half(sw: Words, figures: list[str]) -> tuple[int, int]:
    """The word range of the ";" half of the sentence that gives every telling figure (a row of a
    list the sentence runs through), else the whole sentence."""
    for a, b in sw.derived(sentence_ranges, sentence_ranges):
        text = sw.text[sw.starts[a] : sw.ends[b - 1]]
        if all(_given(f, text) for f in figures):
            return a, b
    return 0, len(sw)
