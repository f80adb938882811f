"""Vague shares held to the figures of the evidence: "most voters" against "38% of voters",
"few of the patients" against "62% were over 65", "the vast majority" against "55%"."""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import Quantity
from reviewer.judges.conflict_text import Words
from reviewer.model import ConflictKind

#: (words …) → the percent range the phrase means
VAGUE: tuple[tuple[tuple[str, ...], float, float], ...] = (
    (("vast", "majority"), 75, 100), (("nearly", "all"), 75, 100), (("almost", "all"), 75, 100),
    (("more", "than", "half"), 50.01, 100), (("over", "half"), 50.01, 100), (("two", "thirds"), 60, 72),
    (("three", "quarters"), 70, 80), (("one", "third"), 28, 40), (("a", "third"), 28, 40),
    (("one", "quarter"), 20, 30), (("a", "quarter"), 20, 30), (("half", "of"), 45, 55),
    (("majority",), 50.01, 100), (("most",), 50.01, 100), (("minority",), 0, 49.99),
    (("fewer", "than", "half"), 0, 49.99), (("less", "than", "half"), 0, 49.99), (("under", "half"), 0, 49.99),
    (("few",), 0, 25), (("hardly", "any"), 0, 10), (("nearly", "half"), 40, 50), (("almost", "half"), 40, 50),
)
_VAGUE_WORDS = frozenset(["majority", "minority", "most", "half", "third", "thirds", "quarter", "quarters", "all"])


def vague_hits(claim: Words, window: Words, wq: list[Quantity]) -> list[Hit]:
    """"most voters" against "38% of voters"."""
    if any(low in _VAGUE_WORDS for low in window.lower):
        return []
    pct = [v for v in wq if v.percent]
    if not pct:
        return []
    n = len(claim)
    for i in range(n):
        for phrase, lo, hi in VAGUE:
            m = len(phrase)
            if tuple(claim.lower[i : i + m]) != phrase:
                continue
            if phrase == ("most",) and (i > 0 and claim.lower[i - 1] in ("the", "at") or
                                        i + 1 < n and claim.lower[i + 1] not in ("of",) and not claim.content[i + 1]):
                continue
            about = {claim.stems[j] for j in claim.next_content(i + m - 1, 3)}
            relevant = [v for v in pct if v.context & about] or (pct if len(pct) == 1 else [])
            if relevant and not any(lo - 0.5 <= v.value <= hi + 0.5 or lo <= v.high and v.value <= hi
                                    for v in relevant):
                v = relevant[0]
                return [Hit(ConflictKind.QUANTITY, f"claim says \u201c{claim.phrase(i, i + m - 1)}\u201d; source: "
                            f"{window.phrase(v.idx, v.end_idx)}%", (i, i + m - 1), (v.idx, v.end_idx))]
            break
    return []
