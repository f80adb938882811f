"""Cues around a figure that say what it is, read by ``conflict_quantities.quantities``: a name
with a number ("Tank 3", "version 13.14"), one of a unit of time after a bound ("up to an
hour"), a list item's number ("(2) The …"), a count followed by what it counts ("six batches"),
and, read by ``conflict_numbers``, figures said alike or of other things (``said_of_alike``,
``counted_apart``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from reviewer.judges.conflict_text import Words
from reviewer.judges.quantity_words import DIMENSIONS, LABEL_NOUNS, UNITS, VERSION_WORDS

if TYPE_CHECKING:
    from reviewer.judges.conflict_quantities import Quantity


def versioned(w: Words, i: int) -> bool:
    """Word ``i`` (a number) names a release: "version 13.14", "versions 2.1 and 2.3", "from
    version 13.14 to 16.4"."""
    return i > 0 and w.gap(i) == " " and (w.lower[i - 1] in VERSION_WORDS or (
        i > 2 and w.lower[i - 1] in ("to", "and", "or") and w.lower[i - 3] in VERSION_WORDS and w.is_number(i - 2)))


def labelled(w: Words, i: int) -> bool:
    """Whether word ``i`` follows a capitalised label in one run of words ("Tank 3", "Division One")."""
    return i > 0 and w.caps[i - 1] and w.lower[i - 1] in LABEL_NOUNS and w.gap(i) == " "


def one_period(w: Words, i: int) -> bool:
    """Word ``i`` is "a" or "an" before a unit of time, right after a bound ("up to an hour", "within
    a week", "at least a day"; not "twice a week", "£10 a month": a rate)."""
    return w.lower[i] in ("a", "an") and 0 < i < len(w) - 1 and w.lower[i - 1] in ("to", "within", "least", "most") \
        and UNITS.get(w.stems[i + 1], ("",))[0] == "time" and not w.gap(i + 1).strip()


def list_marker(w: Words, i: int) -> bool:
    """Word ``i`` (a number) numbers an item of a list, not a count: "(2)" or "2)" opening a
    sentence or following a colon ("Summary of changes: (1) The upper age limit is raised … (2) The
    planned sample size increases"); not a count in brackets mid-sentence ("wells (2) and pumps")."""
    if i + 1 >= len(w) or not w.gap(i + 1).startswith(")"):
        return False
    before = w.gap(i)
    before = (before.removesuffix("(")).rstrip(" \t")
    return (i == 0 and not before.strip()) or before.endswith(("\n", ".", ":", ";"))


def counts_things(claim: Words, c: Quantity) -> bool:
    """The claim's count is followed by the plural of what it counts ("six batches", "seven
    members", "two of the Texel classes"), not a verb ("Station Alder 28 recorded 140 mm": a
    station's number, which times any 5 mm of a long log would excuse a wrong figure)."""
    k = c.end_idx + 1
    if k < len(claim) and claim.lower[k] == "of":
        k = next(iter(claim.next_content(k, 1)), len(claim))  # ("two of the Texel classes": the classes)
        while k + 1 < len(claim) and claim.content[k + 1] and not claim.breaks(k + 1) and claim.caps[k]:
            k += 1
    return k < len(claim) and claim.content[k] and claim.lower[k].endswith("s") and not claim.breaks(k)


def said_of_alike(claim: Words, q: Quantity, v: Quantity) -> bool:
    """Two bare percentages the claim and a window give of one thing: the words beside the
    window's figure are all words of the claim figure's clause ("Losses in the three pens whose
    netting was torn ran to about 60%" / "losses in those pens were about 40%"), though the words
    beside the claim's ("torn ran") are not the window's."""
    if not (q.percent and v.percent) or q.unit or v.unit or q.compare or v.compare or len(v.context) < 2:
        return False
    a, b = claim.clause(q.idx)
    return v.context <= {claim.stems[k] for k in range(a, b) if claim.content[k]}


def counted_apart(q: Quantity, v: Quantity, claim: Words, window: Words, wq: list[Quantity]) -> bool:
    """The window's figure ``v`` (``q``'s digits) counts other things than ``q`` (a plural noun
    after it), which the window counts with another figure: "capped at eight walkers" / "a maximum
    of 12 walkers and 8 llamas" (not "the two players who shared second", a count already told)."""
    after = window.lower[v.end_idx + 1] if v.end_idx + 1 < len(window) else ""
    return bool(q.unit) and bool(v.unit) and v.unit != q.unit and not q.code and not v.code \
        and q.unit not in DIMENSIONS and after.endswith("s") and not after.endswith("ss") \
        and not (q.idx > 0 and claim.lower[q.idx - 1] == "the") \
        and any(u.unit == q.unit and u.key != q.key and not u.year for u in wq)
