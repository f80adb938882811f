"""What the source rules out by contrast, which the claim asserts: "traced to a mis-scanned
return rather than theft", "a failed power supply, not a software fault as first suspected",
"sent by post instead of by email". The claim must say the ruled-out words plainly (no denial,
no contrast of its own) and carry what the window's sentence says besides them, so that the claim
speaks of the same matter ("the former chief was cleared" is not held to "the contractor, not the
former chief, pleaded guilty")."""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import ARTICLES, Words, sentence_ranges
from reviewer.judges.denials import denials
from reviewer.model import ConflictKind

#: (words of the marker): what follows it, in its clause, is ruled out
_MARKERS = (("rather", "than"), ("instead", "of"), ("and", "not"), ("but", "not"))
#: a claim with one of these words contrasts or denies something itself
_OWN_CONTRAST = frozenset(["rather", "instead", "not", "no", "never", "ruled", "excluded", "excluding", "except",
                           "unlike", "nor", "neither", "without"])
#: a claim word after one of these (a few words on, in its clause) is set against something, as
#: the source sets it: "prefers OAE testing over pure-tone audiometry", "more often than theft"
_SET_AGAINST = frozenset(["over", "than", "versus", "vs", "against"])
RULED_OUT_WORDS = 3  # content words after the marker that say what is ruled out
#: words after the marker those are looked for in (a bound: a run of markers and stop words in a
#: long sentence is not read again from each marker)
RULED_OUT_REACH = 8
SHARED = 2  # other content words of the window's sentence the claim must carry


def _ruled_out(w: Words) -> list[tuple[int, list[int]]]:
    """(marker's first word, the content words it rules out) of each contrast in ``w``."""
    out = []
    n = len(w)
    for i in range(n - 1):
        pair = (w.lower[i], w.lower[i + 1])
        if pair in _MARKERS:
            first = i + 2
        elif w.lower[i] == "not" and i > 0 and "," in w.gap(i) and (w.lower[i + 1] in ARTICLES or w.content[i + 1]):
            first = i + 1  # "a failed power supply, not a software fault"
        else:
            continue
        words_ = []
        k = first
        while k < min(n, first + RULED_OUT_REACH) and len(words_) < RULED_OUT_WORDS and not w.breaks(k) \
                and w.lower[k] not in ("as", "which", "that") and w.lower[k] not in _EXCEPTIONS:
            if w.content[k]:
                words_.append(k)
            k += 1
        if words_:
            out.append((i, words_))
    return out


#: what the source rules out is ruled out only without a condition after it ("but not start cycles unless supervised")
_EXCEPTIONS = frozenset(["unless", "except", "until"])
#: a claim that states the condition too ("only under supervision", "unless", "if")
_CONDITIONED = frozenset(["only", "unless", "if", "except", "until"])


def _conditional(w: Words, last: int) -> bool:
    """A word of ``_EXCEPTIONS`` follows the ruled-out words (``last``: the last of them) in their clause."""
    for k in range(last + 1, min(len(w), last + 4)):
        if w.breaks(k):
            return False
        if w.lower[k] in _EXCEPTIONS:
            return True
    return False


def contrast_hits(claim: Words, window: Words) -> list[Hit]:
    """The claim asserts what the window's sentence rules out by contrast (see the module)."""
    contrasts = window.derived(_ruled_out, _ruled_out)
    if not contrasts or not _OWN_CONTRAST.isdisjoint(claim.lower):
        return []
    _denied, c_nearly, _negative = claim.derived(denials, denials)
    c_stems = {claim.stems[i]: i for i in range(len(claim)) if claim.content[i] and not c_nearly[i]}
    said = c_stems.keys()
    for marker, ruled in contrasts:
        if not all(window.stems[k] in c_stems for k in ruled[:2]):
            continue
        a, b = next(((a, b) for a, b in sentence_ranges(window) if a <= marker < b), (0, len(window)))
        ruled_set = {window.stems[k] for k in ruled}
        others = {window.stems[k] for k in range(a, b) if window.content[k] and k not in ruled}
        if ruled_set & others:
            continue  # named again in the sentence ("the instructor, not the pupil, judges the pupil ready")
        if len(others & said) < SHARED:
            continue
        i = c_stems[window.stems[ruled[0]]]
        if any(claim.lower[k] in _SET_AGAINST for k in range(max(0, i - 3), i)):
            continue
        if _conditional(window, ruled[-1]) and not _CONDITIONED.isdisjoint(claim.lower):
            continue  # "may load but not start cycles unless supervised" / "can start a cycle only under supervision"
        j = c_stems.get(window.stems[ruled[-1]], i)
        lo, hi = min(i, j), max(i, j)
        return [Hit(ConflictKind.NEGATION, f"claim asserts \u201c{claim.phrase(lo, hi)}\u201d; source rules it out: "
                    f"\u201c{window.phrase(marker, ruled[-1])}\u201d", (lo, hi), (marker, ruled[-1]))]
    return []
