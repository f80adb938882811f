"""A name the claim puts in a slot that the source fills with another name, read over the whole
source (the entity check, ``conflict_entities``, reads the evidence window only, and the window
that carries most of a claim often lacks the sentence with the rival).

Three slots, each a name and what it names:

- the same head, another name: "the Crossgill Bell Foundry" where the source names only the
  "Harwarden Bell Foundry" (the claim's name words appear nowhere in the source);
- the same common noun after "the": "the Dunnock Pot resurgence" where the source has "the Allt
  Garbh resurgence" and never puts Dunnock Pot beside a resurgence;
- the same person of another body: "Lorna Fairbairn of Stannard Fabrication" where the source has
  "Lorna Fairbairn of Coppergate Inspection Services" and never puts her beside Stannard.

A slot the source also fills with the claim's name anywhere, or a source sentence that holds both
the claim's name and what it names (said another way), leaves the claim alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from reviewer.judges.conflict_entities import misspelt, name_runs, name_words, title_case
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem

#: sentences with the slot's head read at most (a head on every line is no slot)
MAX_SLOT_SENTENCES = 8
_DETERMINERS = frozenset(["the"])
#: words that describe rather than name ("the Norwegian film", "the First World War", "Managing
#: Director"): a slot filled by one is no rival of a slot filled by a name
_DESCRIBING = frozenset(["first", "second", "third", "fourth", "last", "final", "north", "south", "east", "west",
                         "new", "old", "great", "little", "grand", "royal", "national", "international", "federal",
                         "short", "long", "medium", "main", "upper", "lower", "high", "low", "inner", "outer",
                         "managing", "acting", "founding", "leading", "senior", "junior", "chief", "deputy", "general"])
_DESCRIBING_ENDS = ("ian", "ean", "ican", "ish", "ese", "ic", "ical", "ern")


def rival_name_hits(claim: Words, index: SourceIndex,
                    sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The first slot of the claim (see the module) that the source fills with a rival name and
    never with the claim's; ``sentence_words(i)``: the ``Words`` of the source's sentence ``i``."""
    names = claim.derived(name_words, name_words)
    if not names:
        return []
    for name, head, person in _slots(claim, name_runs(claim, names), index, title_case(claim, names)):
        found = _rival(claim, name, head, person, index, sentence_words)
        if found is not None:
            return [found]
    return []


def _slots(claim: Words, runs: list[tuple[int, int]], index: SourceIndex,
           headline: bool) -> Iterator[tuple[tuple[int, int], tuple[int, int], bool]]:
    """(name words, head words, whether the head follows "of") of each slot of the claim;
    ``headline``: most words are capitalised, so a capitalised head may be no head."""
    starts = {a: b for a, b in runs}
    for a, b in runs:
        # a person of a body: "Lorna Fairbairn of (the) Stannard Fabrication"
        # (someone of two names at least, of a body the source names)
        k = b + 1
        if b > a and k < len(claim) and claim.lower[k] == "of" and not claim.gap(k).strip():
            k += 1 + (k + 1 < len(claim) and claim.lower[k + 1] in _DETERMINERS)
            if k in starts and not claim.gap(k).strip() and all(
                    _indexed(claim, i) in index.positions for i in range(k, starts[k] + 1)):
                yield (a, b), (k, starts[k]), True
        # the same capitalised head: "Crossgill Bell Foundry", its name words unknown to the source
        m = next((i for i in range(a, b + 1) if _indexed(claim, i) in index.positions), b + 1)
        if a < m <= b and not headline and not _describing(claim, a, m - 1):
            yield (a, m - 1), (m, b), False
        # the same common noun after "the": "the Dunnock Pot resurgence"
        if a > 0 and claim.lower[a - 1] in _DETERMINERS and not _describing(claim, a, b) and _noun_after(claim, b):
            yield (a, b), (b + 1, b + 1), False


def _rival(claim: Words, name: tuple[int, int], head: tuple[int, int], person: bool, index: SourceIndex,
           sentence_words: Callable[[int], Words]) -> tuple[Hit, Words] | None:
    """The source's rival for one slot, or None when there is none or the source fills the slot
    with the claim's name. For a person, ``name`` is the person and ``head`` the body."""
    mine = _stems(claim, *name)
    theirs = _stems(claim, *head)
    key = _indexed(claim, name[1] if person else head[0])  # what the read sentences must hold
    places = index.token_spans(key)
    if not places or len(places) > MAX_SLOT_SENTENCES:
        return None
    found: tuple[Hit, Words] | None = None
    rivals: set[frozenset[str]] = set()
    said = set(claim.stems)  # a rival name the claim gives too is none ("the Long route, three times the Short")
    for sp in places:
        sw = sentence_words(sp)
        held = set(sw.stems)
        if mine <= held and theirs <= held:
            return None  # the name and what it names, together: said the claim's way, or another
        for other, at in _fillers(sw, claim, name, head, person):
            if other == (theirs if person else mine):
                return None  # the claim's way
            own = theirs if person else mine
            if other and (person or not other <= said) and not other & own and not _misspelling(
                    claim, head if person else name, sw, at) and not (not person and _describing(sw, at[0], at[1])):
                rivals.add(other)
                found = found or (Hit(ConflictKind.ENTITY, f"claim says {claim.phrase(name[0], head[1])}; source: "
                             f"{sw.phrase(*_whole(sw, at, person))}", (name[0], head[1]), _whole(sw, at, person)), sw)
    return found if len(rivals) == 1 else None  # a slot the source fills with several names is no one slot


_BRACKET_WORDS = 8  # words of a bracket after a person's name read for the body they belong to


def _fillers(sw: Words, claim: Words, name: tuple[int, int], head: tuple[int, int],
             person: bool) -> Iterator[tuple[frozenset[str], tuple]]:
    """Each filler of the slot in a source sentence: (its stems, (its first word, its last word,
    the slot's other end)). For a person: the body named after the claim's surname and "of"; else
    the name run right before the claim's head words."""
    names = sw.derived(name_words, name_words)
    runs = sw.derived(name_runs, lambda w: name_runs(w, names))
    if person:
        surname = claim.stems[name[1]]
        starts = {a: b for a, b in runs}
        ends = {b: a for a, b in runs}
        for a, b in runs:
            k = b + 1
            if sw.stems[b] == surname and k < len(sw) and "(" in sw.gap(k):
                # "Arjun Mehta (-83 kg, Iron Works Leeds)": the name run that closes the bracket
                j = next((j for j in range(k, min(len(sw) - 1, k + _BRACKET_WORDS)) if ")" in sw.gap(j + 1)), None)
                last = next((e for e in range(j, k - 1, -1) if e in ends), None) if j is not None else None
                if last is not None and ends[last] >= k:  # (its last name run: "Deeside" of "Deeside RC")
                    yield _stems(sw, ends[last], last), (ends[last], last, a)
                continue
            if sw.stems[b] != surname or k >= len(sw) or sw.lower[k] != "of" or sw.gap(k).strip():
                continue
            k += 1 + (k + 1 < len(sw) and sw.lower[k + 1] in _DETERMINERS)
            if k in starts and not sw.gap(k).strip():
                yield _stems(sw, k, starts[k]), (k, starts[k], a)
        return
    want = [claim.stems[i] for i in range(head[0], head[1] + 1)]
    caps = claim.caps[head[0]:head[1] + 1]
    n = len(want)
    run_of = {i: (a, b) for a, b in runs for i in range(a, b + 1)}  # (one pass: a sentence may be long)
    for j in range(1, len(sw) - n + 1):
        if sw.stems[j] != want[0] or sw.stems[j:j + n] != want or sw.caps[j:j + n] != caps or sw.gap(j).strip():
            continue
        # the name run the head follows, the head ending it ("Harwarden Bell Foundry"; not the
        # "War" of "Little Rissingdon War Memorial"), or after "the" ("the Allt Garbh resurgence")
        run = run_of.get(j - 1)
        if run is None or (run[1] != j + n - 1 if caps[0] else run[0] == 0 or sw.lower[run[0] - 1] != "the"):
            continue
        yield _stems(sw, run[0], j - 1), (run[0], j - 1, j + n - 1)


def _whole(sw: Words, at: tuple, person: bool) -> tuple[int, int]:
    first, last, other = at
    return (other, last) if person else (first, other)


def _misspelling(claim: Words, span: tuple[int, int], sw: Words, at: tuple) -> bool:
    """Two one-word fillers that may be one name: a slip of spelling ("Harwarden" / "Harwardin"),
    or a short form, which keeps the initial ("Al Kurtenbach" for "Aelred Kurtenbach")."""
    if span[1] != span[0] or at[1] != at[0]:
        return False
    mine, theirs = claim.lower[span[0]], sw.lower[at[0]]
    return mine[0] == theirs[0] or misspelt(mine, theirs)


def _noun_after(w: Words, b: int) -> bool:
    """A lower-case content word right after word ``b`` (not an -ed or -ly word: "the Board agreed")."""
    k = b + 1
    return k < len(w) and w.content[k] and not w.caps[k] and not w.gap(k).strip() \
        and not w.lower[k].endswith(("ed", "ly"))


def _indexed(w: Words, i: int) -> str:
    """Word ``i`` as the source index holds it (its own stemmer; a possessive is its noun)."""
    low = w.lower[i]
    return stem(low[:-2] if low.endswith("'s") else low)


def _describing(w: Words, first: int, last: int) -> bool:
    """Whether a name part is one word that describes rather than names ("Norwegian", "First")."""
    return first == last and (w.lower[first] in _DESCRIBING or w.lower[first].endswith(_DESCRIBING_ENDS))


def _stems(w: Words, first: int, last: int) -> frozenset[str]:
    return frozenset(w.stems[i] for i in range(first, last + 1))
