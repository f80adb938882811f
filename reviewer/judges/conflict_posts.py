"""Contradictions of post: the claim gives a post to one person and the source gives it to
another ("Ben Ashworth acted as controller" against "Planner: Ben Ashworth. Controller: Maggie
Teal"; "Mercedes Alarcón will act as his academic coordinator" against "Your academic
coordinator here is Dr Beatriz Lorenzo. Yours sincerely, Mercedes Alarcón"). Both names are in
the source, so the entity check sees nothing wrong, and the post's sentence is often not the
claim's window (a list of posts, a letter's sign-off).

A *post* is a role noun tied to the name slots (``conflict_binding.slots``) of one clause, in
a few fixed forms only:

* in the claim: "<name> acted as [the|his …] <role>", "<name> serves as …", "<name> is/was the
  <role>";
* in the source: "<role>: <names>" ("Controller: Maggie Teal (HOC)"), "<role> [here] is/was
  <names>", "<name> (<role>)".

The claim is contradicted when the source gives the claim's role only to other people and names
the claim's person somewhere.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_binding import Slot, same_filler, slots
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import ARTICLES, TITLE_ABBREVIATIONS, Words
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem

_SERVE = frozenset(["act", "acts", "acted", "acting", "serve", "serves", "served", "serving"])
_BE = frozenset(["is", "was", "are", "were"])
_OWNERS = ARTICLES | {"your"}
#: a post shared out in a sentence (at most this many of its sentences are read)
MAX_POST_SENTENCES = 6


def _role_after(w: Words, k: int) -> int | None:
    """The role noun of the phrase that starts at word ``k`` ("the", an owner's name with "'s"
    and its title, up to one modifier, then the noun), ending its clause: its index, or None."""
    while k < len(w) and (w.lower[k] in _OWNERS or w.lower[k] in TITLE_ABBREVIATIONS
                          or w.lower[k].endswith(("'s", "\u2019s"))) and not w.breaks(k):
        k += 1
    for j in (k, k + 1):
        if j < len(w) and w.content[j] and not w.caps[j] and (j + 1 == len(w) or w.breaks(j + 1)
                                                             or w.lower[j + 1] in ("for", "of", "at", "on")):
            return j if j == k or (w.content[k] and not w.breaks(j)) else None
    return None


def claimed_posts(w: Words, names: list[Slot]) -> list[tuple[str, Slot, int]]:
    """``(role stem, person, role index)`` the claim states ("Ben Ashworth acted as controller")."""
    out = []
    for s in names:
        k = s.last + 1
        if k < len(w) and w.lower[k] == "will" and not w.breaks(k):
            k += 1
        if k + 1 < len(w) and w.lower[k] in _SERVE and w.lower[k + 1] == "as" and not w.breaks(k + 1):
            r = _role_after(w, k + 2)
        elif k + 1 < len(w) and w.lower[k] in _BE and w.lower[k + 1] == "the" and not w.breaks(k):
            r = _role_after(w, k + 1)
        else:
            continue
        if r is not None:
            out.append((w.stems[r], s, r))
    return out


def _holders(w: Words, names: list[Slot], role: str) -> list[tuple[Slot, int]]:
    """``(person, role index)`` for each person the source sentence ``w`` gives ``role`` to, in
    the source's forms (see the module)."""
    out: list[tuple[Slot, int]] = []
    for r in range(len(w)):
        if w.stems[r] != role or not w.content[r]:
            continue
        k = r + 1
        if k < len(w) and w.lower[k] == "here":
            k += 1
        gap = w.gap(k) if k < len(w) else ""
        if ":" in gap or (k < len(w) and w.lower[k] in _BE and not w.breaks(k)):
            start = k if ":" in gap else k + 1
            # the names of the clause after it ("Judges: Ann Lee and Raj Patel")
            end = next((j for j in range(start + 1, len(w)) if w.breaks(j) and "," not in w.gap(j)), len(w))
            out += [(s, r) for s in names if start <= s.first < end]
        elif r >= 2 and w.gap(r).strip() == "(" and ")" in (w.gap(r + 1) if r + 1 < len(w) else w.text[w.ends[r]:]):
            out += [(s, r) for s in names if s.last == r - 1]  # "Maggie Teal (controller)"
    return out


def post_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """A post the claim gives a person that the source gives only to others, naming the claim's
    person too (see the module). ``sentence_words(i)``: the ``Words`` of the source's sentence ``i``."""
    if _SERVE.isdisjoint(claim.lower) and _BE.isdisjoint(claim.lower):
        return []
    names = [s for s in slots(claim) if s.kind == "name"]
    for role, person, r in claimed_posts(claim, names):
        places = index.token_spans(stem(claim.lower[r]))  # (the index's stems are ``reviewer.text.stem``'s)
        if not places or len(places) > MAX_POST_SENTENCES:
            continue
        if not any(index.token_spans(stem(word)) for word in person.keys):
            continue  # the claim's person is not in the source: the entity check's
        rival = None
        for sp in places:
            sw = sentence_words(sp)
            for holder, at in _holders(sw, [s for s in slots(sw, claim) if s.kind == "name"], role):
                if same_filler(holder, person):
                    return []  # the source gives it the claim's person too
                if rival is None:
                    lo, hi = min(holder.first, at), max(holder.last, at)
                    rival = (Hit(ConflictKind.ENTITY, f"claim says {claim.phrase(person.first, r)}; source: "
                                 f"\u201c{sw.phrase(lo, hi)}\u201d", (person.first, r), (lo, hi)), sw)
        if rival is not None:
            return [rival]
    return []
