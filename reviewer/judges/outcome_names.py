"""Where an outcome the claim states is not the one a source's open matter speaks of: an outcome
in a clause of time or condition ("clocked before the race closed"), and an open matter said of
another name the claim gives ("LM-4 remains open" against "LM-4 … remains open to harvesting while
LM-3 is closed"). Read by ``conflict_pending``."""

from __future__ import annotations

from reviewer.judges.conflict_text import Words

#: before an outcome word in its clause, these make it a time or a condition, no outcome stated
#: ("clocked before the race closed", "once approved"; not "after": "declared after the complaint
#: was dismissed" says it was)
_SUPPOSING = frozenset(["before", "until", "once", "if", "unless", "whether", "since"])  # ("since it began in 2016")


def supposed_outcome(w: Words, i: int) -> bool:
    """Whether a ``_SUPPOSING`` word stands before the outcome word ``i`` in its clause."""
    return any(w.lower[j] in _SUPPOSING and not (w.lower[j] == "since" and _adverb_since(w, j))
               for j in range(w.clause(i)[0], i))


def _adverb_since(w: Words, j: int) -> bool:
    """"since" at word ``j`` is an adverb ("has since been fixed"), not a clause of time."""
    return (j > 0 and w.lower[j - 1] in ("has", "have", "had", "was", "were", "is", "are")) or \
        w.lower[j + 1 : j + 2] in (["been"], ["then"])


def other_name(claim: Words, i: int, sw: Words, k: int) -> bool:
    """The open matter at word ``k`` is said of a name the claim gives of something else: the
    source's clause names one the claim names outside the clause of its outcome ``i``, and none of
    that clause's ("LM-4 remains open" / "LM-4 … remains open to harvesting while LM-3 is closed")."""
    a, b = claim.clause(i)
    mine, theirs = _names(claim, a, b), _names(sw, *sw.clause(k))
    elsewhere = _names(claim, 0, a) | _names(claim, b, len(claim))
    if bool(mine) and mine.isdisjoint(theirs) and not theirs.isdisjoint(elsewhere - mine):
        return True
    # or another number of the claim's own numbered name, one the claim never gives ("LM-4 remains
    # open" for "Area LM-3 must stay closed")
    return any(n not in elsewhere and _series(n) and _series(n) == _series(m) for n in theirs - mine for m in mine)


def _series(name: str) -> str:
    """A numbered name less its number ("lm4" -> "lm"), or "" for a name with no number."""
    bare = name.rstrip("0123456789")
    return bare if bare != name else ""


def _names(w: Words, a: int, b: int) -> set[str]:
    """The names in words ``a..b`` (a sentence's first word only as a label: "Bay 2, whose …"),
    each with the number after it ("LM-4", "Ward 3")."""
    return {w.lower[j] + (w.lower[j + 1] if j + 1 < len(w) and w.is_number(j + 1) else "")
            for j in range(a, b) if w.caps[j] and (j or (len(w) > 1 and w.is_number(1)))}
