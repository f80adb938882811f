"""Contradictions of inclusion: the claim names a part as included that the source leaves out.

"The extensions policy applies to all School of Law coursework, including the dissertation"
against "This policy does not apply to the dissertation, which has its own procedure"; "The
auditors rated the whole factory, both coating lines included, at grade B" against "Scope:
coating line 2 …; line 1 was shut for maintenance and not audited". The claim says the part is in
as plainly as it can, so a source that says, of that very part, that it is out contradicts it.

The claim's *included part* is what follows "including", what comes before "included" or
"among them" in its clause, and either side of "both A and B" and of "A as well as B" (the words
the two sides do not share). The source leaves a part out when a clause that names one of the
part's own words also

* says it is left out (``LEFT_OUT``: "unaffected", "exempt", "excluded" …), or puts it after
  "except", "excluding", "apart from", "other than"; or
* denies, in that clause, a word that says it is in ("does not apply to the dissertation", "is
  not covered") or a word of what the claim says of it ("not audited" against "auditors rated").

The source's sentence (with the sentence before it, which may say what the part is left out of)
must carry at least ``SHARED`` other words of the claim, and the claim must deny nothing itself;
a word of the part that names another thing of its kind there ("pressure tests" / "hydrostatic
test not due") is not the part.
Only the source sentences that name the part are read, and only for a claim with no other
conflict with that source.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_scope import LEFT_OUT as SAID_LEFT_OUT
from reviewer.judges.conflict_scope import LEFT_OUT_DENIED
from reviewer.judges.conflict_text import Words, content_stems, unnamed_stems
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem

#: words by which a source says a part is out: the scope check's (``conflict_scope.LEFT_OUT``) but
#: "unchanged" (a figure that stayed as it was), and "ineligible"
LEFT_OUT = (SAID_LEFT_OUT - {"unchanged"}) | {"ineligible"}
#: words that, denied, say a part is out ("does not apply to", "is not covered"): the scope check's
#: but "changed", and the verbs' other forms
IN_WORDS = (LEFT_OUT_DENIED - {"changed"}) | {"cover", "covers", "include", "includes", "eligible", "part"}
#: words after which the rest of the clause is out ("except the dissertation")
EXCEPT = frozenset(["except", "excluding", "excepting", "besides"])
_EXCEPT_PAIRS = (("apart", "from"), ("other", "than"))
#: the claim itself leaves something out or denies
_CLAIM_DENIES = frozenset(["not", "no", "never", "except", "excluding", "without", "only", "apart", "unless"])
SHARED = 2  # other words of the claim the source sentence must carry
MAX_SENTENCES = 6  # source sentences read (those that name the part)
PREFIX = 5  # letters two words must share to count as one ("audited" / "auditors")


def _included(w: Words) -> list[list[int]]:
    """The claim's included parts, each as the indexes of its content words."""
    n, out = len(w), []

    def run(i: int, step: int, stop: Callable[[int], bool]) -> list[int]:
        got, k = [], i
        while 0 <= k < n and not stop(k):
            if w.content[k]:
                got.append(k)
            k += step
        return got

    for i, low in enumerate(w.lower):
        if low == "including":
            out.append(run(i + 1, 1, lambda k: w.breaks(k)))
        elif low == "included" or (low == "among" and i + 1 < n and w.lower[i + 1] == "them"):
            out.append(run(i - 1, -1, lambda k: w.breaks(k + 1)))
        elif low == "well" and 1 < i < n - 1 and w.lower[i - 1] == "as" and w.lower[i + 1] == "as":
            out += _sides(w, run(i - 2, -1, lambda k, i=i: w.breaks(k + 1) or k < i - 8),
                          run(i + 2, 1, lambda k, i=i: w.breaks(k) or k > i + 8))
        elif low == "both":
            k = next((k for k in range(i + 1, min(n, i + 8)) if w.lower[k] == "and"), None)
            if k is not None:
                out += _sides(w, run(i + 1, 1, lambda j, k=k: j >= k or w.breaks(j)),
                              run(k + 1, 1, lambda j, k=k: w.breaks(j) or j > k + 6))
    return [sorted(part) for part in out if part]


def _sides(w: Words, a: list[int], b: list[int]) -> list[list[int]]:
    """The two sides of "both A and B", "A as well as B", each without the words they share ("the
    north and the south roofs": "north", "south")."""
    shared = {w.stems[j] for j in a} & {w.stems[j] for j in b}
    return [[j for j in side if w.stems[j] not in shared] for side in (a, b)]


def _other_kind(claim: Words, part: list[int], sw: Words, k: int, mine: frozenset[str]) -> bool:
    """Source word ``k`` names another thing of the part's kind: the claim's word before it in the
    part is a word the sentence lacks, and the sentence's word before it one the claim lacks ("its
    six-hour pressure tests" / "cylinder hydrostatic test not due")."""
    i = next((i for i in part if claim.stems[i] == sw.stems[k]), None)
    if i is None or i - 1 not in part or not claim.content[i - 1] or k == 0 or not sw.content[k - 1]:
        return False
    return claim.stems[i - 1] not in set(sw.stems) and sw.stems[k - 1] not in mine


def _near(a: str, b: str) -> bool:
    return a == b or (len(a) >= PREFIX and len(b) >= PREFIX and a[:PREFIX] == b[:PREFIX])


def _out_here(sw: Words, k: int, said: frozenset[str]) -> int | None:
    """Whether the source's clause around word ``k`` leaves it out: the word that says so, or None."""
    a, b = sw.clause(k)
    for j in range(a, b):
        low = sw.lower[j]
        if low in LEFT_OUT:
            return j
        if j < k and (low in EXCEPT or (j > a and (sw.lower[j - 1], low) in _EXCEPT_PAIRS)):
            return j
        if sw.negated[j] and (low in IN_WORDS or any(_near(sw.stems[j], s) for s in said)):
            return j
    return None


def included_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """A part the claim includes that the source leaves out (see the module); ``sentence_words(i)``:
    the ``Words`` of the source's sentence ``i``."""
    if not _CLAIM_DENIES.isdisjoint(claim.lower) or any(low.endswith("n't") for low in claim.lower):
        return []
    parts = claim.derived(_included, _included) if any(
        low in ("including", "included", "among", "well", "both") for low in claim.lower) else []
    mine = claim.derived(content_stems, content_stems)
    for part in parts:
        own = {claim.stems[i] for i in part}
        said = mine - own
        # (as the index spells them: "applies" and "apply" are one word)
        others = {stem(claim.lower[i]) for i in range(len(claim)) if claim.content[i] and claim.stems[i] not in own}
        spans = sorted({sp for i in part for sp in index.token_spans(stem(claim.lower[i]))})[:MAX_SENTENCES]
        for sp in spans:
            sw = sentence_words(sp)
            # what the part is left out of may be the sentence before ("A hosepipe ban starts … Allotments
            # are exempt")
            mine_here = sw.derived(unnamed_stems, unnamed_stems)
            if len(mine_here & others) < SHARED and (sp == 0 or len(
                    (mine_here | sentence_words(sp - 1).derived(unnamed_stems, unnamed_stems)) & others) < SHARED):
                continue
            for k in range(len(sw)):
                if not (sw.content[k] and sw.stems[k] in own) or _other_kind(claim, part, sw, k, mine):
                    continue
                j = _out_here(sw, k, said)
                if j is not None:
                    lo, hi = min(j, k), max(j, k)
                    return [(Hit(ConflictKind.SCOPE, f"claim includes \u201c{claim.phrase(part[0], part[-1])}\u201d; "
                                 f"source leaves it out: \u201c{sw.phrase(lo, hi)}\u201d",
                                 (part[0], part[-1]), (lo, hi)), sw)]
    return []
