"""Contradictions of evidence: the claim says there is no effect where the source only says it
could not find one ("absence of evidence is not evidence of absence").

"The meal service has no effect on kidney function" against "The investigators found no evidence
that the intervention affected kidney function, but noted that the study was not powered to
detect such an effect". Both deny, so the negation check sees agreement; but the claim states a
finding (the effect is absent) that the source explicitly does not make.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words, content_stems
from reviewer.judges.conflict_window import most_held, sentence_counts
from reviewer.judges.denials import denials
from reviewer.judges.sourceindex import SourceIndex
from reviewer.lexicon import ALREADY_HEDGED
from reviewer.model import ConflictKind
from reviewer.text import stem

#: what a claim can say there is none of
EFFECTS = frozenset(["effect", "effects", "impact", "link", "links", "association", "difference", "differences",
                     "benefit", "benefits", "risk", "harm", "influence", "relationship", "correlation"])
#: phrases (as word tuples) by which a source says it could not tell
UNDETERMINED: tuple[tuple[str, ...], ...] = (
    ("not", "powered"), ("underpowered",), ("too", "small", "to"), ("could", "not", "detect"),
    ("unable", "to", "detect"), ("cannot", "rule", "out"), ("could", "not", "rule", "out"), ("inconclusive",),
    ("insufficient", "evidence"), ("not", "enough", "evidence"), ("no", "evidence"), ("not", "designed", "to"),
    ("too", "early", "to"), ("remains", "unclear"), ("remains", "unknown"),
)


def _none_of(claim: Words) -> int | None:
    """The index of "no" in the claim's "no effect" / "no significant link", or None."""
    for i, low in enumerate(claim.lower):
        if low == "no" and any(claim.lower[k] in EFFECTS for k in range(i + 1, min(len(claim), i + 3))):
            return i
    return None


def absence_hits(claim: Words, window: Words) -> list[Hit]:
    i = claim.derived(_none_of, _none_of)
    if i is None:
        return []
    lower = window.lower
    for k in range(len(window)):
        for phrase in UNDETERMINED:
            if tuple(lower[k : k + len(phrase)]) == phrase and not (phrase == ("no", "evidence") and _absence_found(window, k)):
                end = next((j for j in range(i + 1, min(len(claim), i + 3)) if claim.lower[j] in EFFECTS), i)
                return [Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.phrase(i, end)}\u201d; source could not "
                            f"tell: \u201c{window.phrase(k, k + len(phrase) - 1)}\u201d", (i, end), (k, k + len(phrase) - 1))]
    return []


#: nouns by which a source says what it did not find ("no evidence that …", "no sign of …")
_GROUNDS = frozenset(["evidence", "sign", "signs", "indication", "indications", "proof", "suggestion"])


def unfound_hits(claim: Words, window: Words) -> list[Hit]:
    """The claim states as fact what the window says there is no evidence of: "The regulator found
    that the rattles had also been sold in shops" against "found no evidence that the rattles were
    sold in shops". Every content word of the clause after "no evidence that" (two at least) is in
    the claim, and the claim denies and hedges nothing (nor speaks of evidence itself)."""
    if any(low in _GROUNDS or low in ALREADY_HEDGED for low in claim.lower):
        return []
    c_denied, _, c_negative = claim.derived(denials, denials)
    if any(c_denied) or any(c_negative):
        return []
    claim_stems = claim.derived(content_stems, content_stems)
    for k in range(1, len(window) - 1):
        if window.lower[k] not in _GROUNDS or window.lower[k + 1] not in ("that", "of") or not _unfound(window, k):
            continue
        clause = []
        for j in range(k + 2, len(window)):
            if window.breaks(j):
                break
            if window.content[j]:
                clause.append(j)
        if len(clause) >= 2 and all(window.stems[j] in claim_stems for j in clause):
            said = {window.stems[j] for j in clause}
            mine = [i for i in range(len(claim)) if claim.content[i] and claim.stems[i] in said]
            return [Hit(ConflictKind.NEGATION, f"claim states \u201c{claim.phrase(mine[0], mine[-1])}\u201d; source: "
                        f"\u201c{window.phrase(k - 1, clause[-1])}\u201d", (mine[0], mine[-1]), (k - 1, clause[-1]))]
    return []


def _unfound(w: Words, k: int) -> bool:
    """The ground at word ``k`` is said to be missing: "no evidence", "did not find evidence",
    "found no sign"."""
    if w.lower[k - 1] in ("no", "little"):
        return True
    return any(w.lower[j] in ("not", "never") or w.lower[j].endswith("n't") for j in range(max(0, k - 4), k))


def _absence_found(window: Words, k: int) -> bool:
    """"no evidence of any effect was found in a large, well-powered trial" is a finding: the
    window also says it was powered, large or conclusive."""
    return any(low in ("powered", "conclusive", "definitive") and window.lower[j - 1] != "not"
               for j, low in enumerate(window.lower) if j > 0)


#: verbs by which a claim says something changed what follows them ("slowed the growth of lung tumours")
CHANGE_VERBS = frozenset(
    f"{stem}{end}" for stem, ends in {
        "reduc": ("ed", "es", "e"), "slow": ("ed", "s"), "increas": ("ed", "es", "e"), "improv": ("ed", "es", "e"),
        "lower": ("ed", "s"), "rais": ("ed", "es", "e"), "boost": ("ed", "s"), "curb": ("ed", "s"),
        "inhibit": ("ed", "s"), "suppress": ("ed", "es"), "enhanc": ("ed", "es", "e"), "worsen": ("ed", "s"),
        "lessen": ("ed", "s"), "decreas": ("ed", "es", "e"), "eas": ("ed", "es", "e"), "affect": ("ed", "s"),
        "shrank": ("",), "shrunk": ("",), "halt": ("ed", "s"), "prevent": ("ed", "s"), "delay": ("ed", "s"),
        "accelerat": ("ed", "es", "e"), "alter": ("ed", "s"), "chang": ("ed", "es", "e"), "cut": ("", "s"),
        "shorten": ("ed", "s"), "extend": ("ed", "s"), "strengthen": ("ed", "s"), "weaken": ("ed", "s"),
    }.items() for end in ends)
_NO_EFFECT_NOUNS = frozenset(["effect", "effects", "impact", "influence"])
_NO_EFFECT_REACH = 6  # words from the claim's change verb to what it changed


def _no_effect(window: Words) -> list[tuple[int, int, frozenset[str]]]:
    """Where the window says something has no effect on a thing: ``(first word, last word, the
    stems of the thing's words)`` for "no (measurable) effect on lung tumours", "did not affect
    blood pressure"."""
    out = _no_difference(window)
    low = window.lower
    n = len(low)
    for k in range(n):
        start = None
        if low[k] == "no" and k + 2 < n:
            j = next((j for j in range(k + 1, min(n, k + 3)) if low[j] in _NO_EFFECT_NOUNS), None)
            if j is not None and j + 1 < n and low[j + 1] == "on" and not _broken(window, k + 1, j + 2):
                start = j + 2
        elif low[k] in ("not", "never") and k + 1 < n and low[k + 1] in ("affect", "affected", "alter", "change"):
            start = k + 2
        if start is None or start >= n:
            continue
        end = start  # "lung tumours", "the growth of lung tumours": content words, "of" and "the"
        while end + 1 < n and end + 1 - start < 5 and not _broken(window, end + 1, end + 2) and (
                window.content[end + 1] or low[end + 1] in ("of", "the")):
            end += 1
        while end > start and not window.content[end]:
            end -= 1
        stems = frozenset(window.stems[i] for i in range(start, end + 1) if window.content[i])
        if stems:
            out.append((k, end, stems))
    return out


_DIFFER = frozenset(["differ", "differed"])
_SUBJECT_WORDS = 4  # content words of the subject before "did not differ"


def _no_difference(window: Words) -> list[tuple[int, int, frozenset[str]]]:
    """Where the window says a measure did not differ between the groups compared: "mortality at 90
    days did not differ significantly between the groups" (the subject, up to ``_SUBJECT_WORDS``
    content words of its clause), "there was no significant difference in mortality" (the words
    after "in")."""
    out = []
    low = window.lower
    for k in range(2, len(low)):
        if low[k] in _DIFFER and (low[k - 1] in ("not", "never") or low[k - 1].endswith("n't")):
            a = window.clause(k)[0]
            subject = [j for j in range(a, k - 1) if window.content[j] and not window.is_number(j)][-_SUBJECT_WORDS:]
            if subject:
                out.append((subject[0], k, frozenset(window.stems[j] for j in subject)))
        elif low[k] in ("difference", "differences") and "no" in low[max(0, k - 3) : k] and k + 2 < len(low) \
                and low[k + 1] == "in" and not _broken(window, k - 2, k + 3):
            thing = []  # the words right after "in" ("in 90-day mortality between …": not the groups)
            for j in range(k + 2, min(len(low), k + 5)):
                if not window.content[j] or (j > k + 2 and window.breaks(j)):
                    break
                thing.append(j)
            if thing:
                first = max(j for j in range(max(0, k - 3), k) if low[j] == "no")
                out.append((first, thing[-1], frozenset(window.stems[j] for j in thing)))
    return out


def _broken(w: Words, a: int, b: int) -> bool:
    """A clause break in a gap before words ``a..b - 1``."""
    return any(w.breaks(i) for i in range(a, min(b, len(w))))


def _changed(claim: Words) -> tuple[int, int] | None:
    """The claim's first change verb said plainly and the last word of what it changed (within
    ``_NO_EFFECT_REACH`` words, in its clause): "slowed … lung tumours"; None without one."""
    denied, _nearly, negative = claim.derived(denials, denials)
    for i, low in enumerate(claim.lower):
        if low not in CHANGE_VERBS or denied[i] or negative[i]:
            continue
        last = None
        for k in range(i + 1, min(len(claim), i + 1 + _NO_EFFECT_REACH)):
            if _broken(claim, k, k + 1):
                break
            if claim.content[k]:
                last = k
        if last is not None:
            return i, last
    return None


def no_effect_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim says a thing was changed ("TR-118 also slowed the growth of lung tumours") where
    one of the source sentences that carry most of the claim says there was no effect on it
    ("had previously shown no effect on lung tumours")."""
    if not any(low in CHANGE_VERBS for low in claim.lower):
        return []
    found = claim.derived(_changed, _changed)
    if found is None or not index.spans:
        return []
    i, last = found
    changed = {claim.stems[k] for k in range(i + 1, last + 1) if claim.content[k]}
    said = {stem(claim.lower[k]) for k in range(len(claim)) if claim.content[k] and k != i}
    counts = sentence_counts(said, index)
    for sp in most_held(counts, 2):
        sw = sentence_words(sp)
        for first, end, stems in sw.derived(_no_effect, _no_effect):
            if stems & changed and len(stems & changed) * 2 >= len(stems):
                return [(Hit(ConflictKind.NEGATION, f"claim says \u201c{claim.phrase(i, last)}\u201d; source: "
                             f"\u201c{sw.phrase(first, end)}\u201d", (i, last), (first, end)), sw)]
    return []


#: words by which a window says a thing changed, besides ``CHANGE_VERBS`` ("roughly halved pressing time")
_CHANGED = CHANGE_VERBS | frozenset(["halved", "doubled", "tripled", "trebled", "quadrupled", "fell", "rose", "dropped",
                                     "grew", "shrank", "shortened", "lengthened", "cut", "reduced", "increased"])


_THING_REACH = 9


def _none_on(claim: Words) -> tuple[int, int, frozenset[str]] | None:
    """The claim's "no (real) difference to / effect on / impact on X" or "did not change X": (its
    "no" or "not", X's last word, X's stems), X being up to ``_THING_REACH`` words of its clause ("how long each batch took to press")."""
    low = claim.lower
    for k, word in enumerate(low):
        start = None
        if word == "no":
            j = next((j for j in range(k + 1, min(len(low), k + 3)) if low[j] in EFFECTS), None)
            if j is not None and j + 1 < len(low) and low[j + 1] in ("on", "to", "in") and not _broken(claim, k + 1, j + 2):
                start = j + 2
        elif word in ("not", "never") and k + 1 < len(low) and low[k + 1] in ("affect", "alter", "change", "shorten"):
            start = k + 2
        if start is None:
            continue
        thing = [j for j in range(start, min(len(low), start + _THING_REACH))
                 if claim.content[j] and not _broken(claim, start, j + 1)]
        if thing:
            return k, thing[-1], frozenset(claim.stems[j] for j in thing)
    return None


def changed_hits(claim: Words, window: Words) -> list[Hit]:
    """The claim says a thing made no difference ("made no difference to how long each batch took
    to press") where the window says it changed it ("roughly halved pressing time per batch"): a
    change word said plainly, two of the claim's words for the thing among the window's next
    ``_NO_EFFECT_REACH`` words of its clause."""
    found = claim.derived(_none_on, _none_on)
    if found is None:
        return []
    first, end, thing = found
    denied, _nearly, negative = window.derived(denials, denials)
    for k, low in enumerate(window.lower):
        if low not in _CHANGED or denied[k] or negative[k]:
            continue
        near = [j for j in range(k + 1, min(len(window), k + 1 + _NO_EFFECT_REACH))
                if window.content[j] and not _broken(window, k + 1, j + 1)]
        shared = [j for j in near if window.stems[j] in thing or any(  # ("dry" / "drying")
            len(t) >= 3 and window.lower[j].startswith(t) for t in thing)]
        if len(shared) >= 2:
            return [Hit(ConflictKind.NEGATION, f"claim says \u201c{claim.phrase(first, end)}\u201d; source: "
                        f"\u201c{window.phrase(k, shared[-1])}\u201d", (first, end), (k, shared[-1]))]
    return []
