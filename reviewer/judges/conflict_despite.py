"""A claim that something holds even under a condition the source rules out: "The plan allows
planting to go ahead on 7 December even if the ground is frozen" against "Planting days: 7
December, weather permitting; the ground must not be frozen". The claim's condition is in a
clause the negation checks do not hold ("if …" asserts nothing), and the source's denial is of
the same words: the two disagree on what the condition allows.

The claim's clause after "even if", "even when" or "even though" must hold a subject and a word
said of it ("the ground" … "frozen"); the window must deny that word ("must not be frozen", "is
never frozen") in a clause that names the same subject.
"""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.model import ConflictKind

_EVEN = frozenset(["if", "when", "though"])


def despite_hits(claim: Words, window: Words) -> list[Hit]:
    """The claim's "even if <subject> … <word>" against the window's denial of the word of that subject."""
    for k in range(len(claim) - 2):
        if claim.lower[k] != "even" or claim.lower[k + 1] not in _EVEN:
            continue
        end = claim.clause(k + 1)[1]
        said = [j for j in range(k + 2, end) if claim.content[j] and not claim.negated[j]]
        if len(said) < 2:
            continue
        subject, rest = claim.stems[said[0]], {claim.stems[j] for j in said[1:]}
        for j in range(len(window)):
            if not window.negated[j] or window.stems[j] not in rest:
                continue
            a, b = window.clause(j)
            if subject in window.stems[a:b]:
                return [Hit(ConflictKind.NEGATION, f"claim says \u201c{claim.phrase(k, said[-1])}\u201d; source: "
                            f"\u201c{window.phrase(max(a, j - 3), j)}\u201d", (k, said[-1]), (max(a, j - 3), j))]
    return []
