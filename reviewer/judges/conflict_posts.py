"""Contradictions of post: the claim gives a post to one person and the source gives it to
another ("Ben Ashworth acted as controller" against "Planner: Ben Ashworth. Controller: Maggie
Teal"; "Mercedes Alarcón will act as his academic coordinator" against "Your academic
coordinator here is Dr Beatriz Lorenzo. Yours sincerely, Mercedes Alarcón"). Both names are in
the source, so the entity check sees nothing wrong, and the post's sentence is often not the
claim's window (a list of posts, a letter's sign-off).

A *post* is a role noun tied to the name slots (``conflict_binding.slots``) of one clause, in
a few fixed forms only:

* in the claim: "<name> acted as [the|his …] <role>", "<name> serves as …", "<name> as <role>"
  ("sent to Jenny Beaumont as clerk of the course"), "<name> is/was the
  <role>", "<name>, the <role>" ("Desmond Achterberg, the Gas Safe engineer on the job"), "<owner>
  <role>, <name>" ("assessed by its finance manager, Rhodri Pask"),
  "<Role> <name>" opening the claim ("Physiotherapist Fiona Lacey drew up …"), "[was|by|the]
  <role> <name>" inside it ("It was pond technician Nguyen Van Long who …"), and a post's deed
  ("<name>[, who] manages …": the manager; ``DEED_POSTS``);
* in the source: "<role>[ of the <word>]: <names>" ("Controller: Maggie Teal (HOC)", "Clerk of the
  course: Mark Anstey"), "<role> [here] is/was
  <names>", "<name> (<role>)", "<role>, <name>" ("The marina manager, Ms Ishbel Rankine, may
  …"), "<role>ed by <names>" ("hosted by Brackenford Morris Men") and "<role> <name>" ("surveyed
  by consulting arborist Dominic Faull").

The claim is contradicted when the source gives the claim's role only to other people and names
the claim's person somewhere.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

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
#: a deed that is a post's own: "<name> manages the market" gives the name the manager's post
DEED_POSTS = {"manages": "manager", "managed": "manager", "chairs": "chair", "chaired": "chair",
              "directs": "director", "edits": "editor", "edited": "editor", "coordinates": "coordinator",
              "supervises": "supervisor", "translated": "translator", "translates": "translator"}
#: what may follow a role noun in the claim's phrase ("the arborist from Westcountry Tree Care")
_AFTER_ROLE = frozenset(["for", "of", "at", "on", "from", "in", "with"])
#: before a role, these make it another, lesser or past post ("vice-chair", "deputy head", "former editor")
_LESSER = frozenset(["vice", "deputy", "assistant", "associate", "former", "ex"])
#: before "<name> as <role>", these make the name the post's holder ("to Jenny Beaumont as clerk"; not
#: "took over from Paul Ridley as festival director": the subject's post)
_AS_HOLDER = frozenset(["to", "with", "by"])
#: a name's titles, read past between a role and its holder ("marina manager, Ms Ishbel Rankine")
_TITLES = TITLE_ABBREVIATIONS | {"miss", "mx", "professor", "cllr", "councillor"}


def _role_after(w: Words, k: int) -> int | None:
    """The role noun of the phrase that starts at word ``k`` ("the", an owner's name with "'s"
    and its title, up to two modifiers, then the noun), ending its clause: its index, or None."""
    while k < len(w) and (w.lower[k] in _OWNERS or w.lower[k] in TITLE_ABBREVIATIONS
                          or w.lower[k].endswith(("'s", "\u2019s"))) and not w.breaks(k):
        k += 1
    for j in (k, k + 1, k + 2):  # the noun, after up to two modifiers ("the Gas Safe engineer")
        if j < len(w) and w.content[j] and not w.caps[j] and (j + 1 == len(w) or w.breaks(j + 1)
                                                             or w.lower[j + 1] in _AFTER_ROLE):
            return j if all(w.content[m] and not w.breaks(m + 1) for m in range(k, j)) else None
    return None


#: a phrase after one of these says when or where, not who ("Under the treaty, Astrel gave up …")
_NOT_A_HOLDER = frozenset(["under", "in", "on", "at", "after", "before", "during", "since", "for", "from", "through",
                           "despite", "following", "of", "about", "into", "over", "within", "without"])


def _role_before(w: Words, first: int) -> int | None:
    """The role noun of "<owner> [modifiers] <role>, <name>" ending right before the name at word
    ``first`` ("assessed by its finance manager, Rhodri Pask"): its index, or None."""
    r = first - 1
    if r < 1 or w.gap(first).strip() != "," or not w.content[r] or w.caps[r]:
        return None
    for j in (r - 1, r - 2, r - 3):  # the owner, past up to two lower-case modifiers
        if j < 0 or w.breaks(j + 1):
            return None
        if w.lower[j] in _OWNERS:
            return r if j == 0 or w.lower[j - 1] not in _NOT_A_HOLDER else None
        if not w.content[j] or w.caps[j]:
            return None
    return None


#: before "<role> <name>" in a claim, these open the role's phrase ("It was pond technician Nguyen Van Long who")
_ROLE_OPENERS = frozenset(["was", "is", "by", "the", "to", "with"])
#: words before a name that are no role ("with another Academy Award nomination", "the new Ashby Road")
_NO_ROLE = frozenset(["another", "other", "every", "each", "new", "old", "first", "last", "next", "same", "whole",
                      "fellow", "late", "then", "now", "current", "former", "future", "original", "own"])


def _role_ahead(w: Words, first: int) -> int | None:
    """The lower-case role noun right before the name at word ``first``, after up to one lower-case
    modifier and a word of ``_ROLE_OPENERS`` ("It was pond technician Nguyen Van Long who …"): its
    index, or None."""
    r = first - 1
    if r < 1 or not w.content[r] or w.caps[r] or w.gap(first) != " " or w.breaks(r) or w.lower[r] in _NO_ROLE \
            or w.lower[r].endswith(("s", "'s", "\u2019s")) and not w.lower[r].endswith("ss"):
        return None  # (no plural nor owner: "the two repairs Crusader quoted", "the board's Equality Lead")
    j = r - 1 if w.content[r - 1] and not w.caps[r - 1] and not w.breaks(r) else r
    return r if j > 0 and w.lower[j - 1] in _ROLE_OPENERS and w.gap(j) == " " else None


class Post(NamedTuple):
    """A post the claim gives a person."""

    role: str  # the role noun's stem ("controller")
    person: Slot
    at: int  # the role word's index in the claim
    noun: str  # the role noun ("manager" for "manages")
    modifier: str = ""  # the stem of a lower-case word the role has before it ("the *defending* champion")


def claimed_posts(w: Words, names: list[Slot]) -> list[Post]:
    """The posts the claim states ("Ben Ashworth acted as controller")."""
    out = []
    for s in names:
        k = s.last + 1
        if k < len(w) and w.lower[k] == "who" and "," in w.gap(k):
            k += 1  # "Alasdair Fyfe, who manages the marina"
        elif k < len(w) and w.lower[k] == "will" and not w.breaks(k):
            k += 1
        if k < len(w) and w.lower[k] in DEED_POSTS and not w.breaks(k):
            out.append(Post(DEED_POSTS[w.lower[k]], s, k, DEED_POSTS[w.lower[k]]))
            continue
        if k + 2 < len(w) and w.lower[k] in ("owns", "owned") and w.lower[k + 1 : k + 3] == ["the", "land"]:
            out.append(Post("landowner", s, k, "landowner"))  # "Keith Barlow, who owns the land" / "the landowner, Mr …"
            continue
        if k + 1 < len(w) and w.lower[k] in _SERVE and w.lower[k + 1] == "as" and not w.breaks(k + 1):
            r = _role_after(w, k + 2)
        elif k + 1 < len(w) and w.lower[k] == "as" and not w.breaks(k) and w.lower[k + 1] not in ("well", "much") \
                and (s.first == 0 or w.lower[s.first - 1] in _AS_HOLDER):
            r = _role_after(w, k + 1)  # "submitted … to Jenny Beaumont as clerk of the course"
        elif k + 1 < len(w) and w.lower[k] in _BE and w.lower[k + 1] == "the" and not w.breaks(k):
            r = _role_after(w, k + 1)
        elif k + 1 < len(w) and w.gap(k).strip() == "," and w.lower[k] in _OWNERS:
            r = _role_after(w, k + 1)  # "Desmond Achterberg, the Gas Safe engineer"
        elif (r := _role_before(w, s.first)) is None and (len(s.words) < 2 or (r := _role_ahead(w, s.first)) is None):
            continue
        if r is not None:
            modifier = w.stems[r - 1] if w.content[r - 1] and not w.caps[r - 1] \
                and not w.lower[r - 1].endswith(("'s", "\u2019s")) else ""  # (not an owner: "the couple's broker")
            out.append(Post(w.stems[r], s, r, w.lower[r], modifier))
    if names and names[0].first == 0 and len(names[0].words) >= 3 and names[0].words[0] not in _TITLES \
            and not names[0].words[0].endswith("s"):
        # "Physiotherapist Fiona Lacey drew up …": a capitalised role before the name opens the
        # claim (one person's: "Dancers Fred Astaire and Ginger Rogers" share theirs)
        s = names[0]
        person = Slot(s.kind, 1, s.last, s.keys - {s.words[0]}, s.words[1:])
        out.append(Post(w.stems[0], person, 0, w.lower[0]))
    return out


def _listed(w: Words, j: int) -> bool:
    """Word ``j``, after a comma, goes on a list of names ("Ann Lee, Raj Patel", "…, and Raj Patel")."""
    if w.gap(j).strip() != ",":
        return False
    k = j + 1 if w.lower[j] in ("and", "or") and j + 1 < len(w) else j
    return w.caps[k] or w.lower[k] in _TITLES


def _holders(w: Words, names: list[Slot], role: str) -> list[tuple[Slot, int, bool]]:
    """``(person, role index, bare)`` for each person the source sentence ``w`` gives ``role`` to,
    in the source's forms (see the module); ``bare``: as "<role> <name>", with no colon, verb or
    bracket to say it is a post (it may be a distinction: "six-times world champion Steve Davis")."""
    out: list[tuple[Slot, int, bool]] = []
    for r in range(len(w)):
        if w.stems[r] != role or not w.content[r]:
            continue
        k = r + 1
        if k < len(w) and w.lower[k] == "here":
            k += 1
        elif k + 2 < len(w) and w.lower[k] == "of" and not w.breaks(k):  # "Clerk of the course: Mark Anstey"
            j = k + 2 if w.lower[k + 1] == "the" else k + 1
            if j + 1 < len(w) and w.content[j] and ":" in w.gap(j + 1) and not w.breaks(j):
                k = j + 1
        gap = w.gap(k) if k < len(w) else ""
        if ":" in gap or (k < len(w) and w.lower[k] in _BE and not w.breaks(k)):
            start = k if ":" in gap else k + 1
            # the names of the clause after it ("Judges: Ann Lee and Raj Patel", "Ann Lee, Raj Patel"),
            # to a full stop or to a comma before a new clause ("… is Lottie Fairbairn, and the lead is …")
            end = next((j for j in range(start + 1, len(w)) if w.breaks(j) and not _listed(w, j)), len(w))
            out += [(s, r, False) for s in names if start <= s.first < end]
        elif w.lower[r].endswith("ed") and k + 1 < len(w) and w.lower[k] == "by" and not w.breaks(k):
            # "hosted by Brackenford Morris Men": the post's deed, done by the names after "by"
            end = next((j for j in range(k + 2, len(w)) if w.breaks(j) and not _listed(w, j)), len(w))
            out += [(s, r, False) for s in names if k < s.first < end and s.first <= k + 2]
        elif r >= 2 and w.gap(r).strip() == "(" and ")" in (w.gap(r + 1) if r + 1 < len(w) else w.text[w.ends[r]:]):
            out += [(s, r, False) for s in names if s.last == r - 1]  # "Maggie Teal (controller)"
        elif (m := _after_name(w, r)) is not None:
            # ("Priya Nandakumar, Facilities Manager."; a name of two words at least: not "Wenlow, retired schoolteacher")
            out += [(s, r, False) for s in names if s.last == m - 1 and len(s.words) >= 2]
        elif k < len(w) and w.gap(k).strip() in ("", ","):
            k0 = k
            while k < len(w) and w.lower[k] in _TITLES and w.gap(k + 1).strip() in ("", "."):
                k += 1  # "marina manager, Ms Ishbel Rankine"; "consulting arborist Dominic Faull"
            first = next((s for s in names if k0 <= s.first <= k), None)  # (the title may be the name's own)
            while first is not None:  # and the names listed after it ("dancers Ginger Rogers and Fred Astair")
                out.append((first, r, True))
                j = first.last + 1
                if j < len(w) and w.lower[j] in ("and", "or") and w.gap(j).strip() in ("", ","):
                    j += 1
                elif not (j < len(w) and _listed(w, j)):
                    break
                while j < len(w) and w.lower[j] in _TITLES:
                    j += 1
                first = next((s for s in names if s.first == j), None)
    return out


def _lesser_at(w: Words, at: int, modifier: str) -> int | None:
    """The word of ``_LESSER`` before role word ``at``, past the claim's ``modifier`` ("deputy head
    teacher" for the claim's "head teacher"): its index, or None."""
    j = at - 1 if at > 0 and modifier and w.stems[at - 1] == modifier else at
    return j - 1 if j > 0 and w.lower[j - 1] in _LESSER else None


def _after_name(w: Words, r: int) -> int | None:
    """The first word of a role phrase at role word ``r`` that follows a name and a comma and ends
    its clause ("Priya Nandakumar, Facilities Manager."; up to three modifiers): its index, or None."""
    if r + 1 < len(w) and not w.breaks(r + 1):
        return None
    for m in range(r, max(0, r - 4), -1):
        if w.gap(m).strip() == "," and m > 0 and w.caps[m - 1]:
            return m
        if m < r and (not w.content[m] or w.breaks(m + 1)):
            return None
    return None


def _names(w: Words) -> list[Slot]:
    return [s for s in slots(w) if s.kind == "name"]


def post_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """A post the claim gives a person that the source gives only to others, naming the claim's
    person too (see the module). ``sentence_words(i)``: the ``Words`` of the source's sentence ``i``."""
    for role, person, r, noun, modifier in claimed_posts(claim, claim.derived(_names, _names)):
        places = index.token_spans(stem(noun))  # (the index's stems are ``reviewer.text.stem``'s)
        if not places or len(places) > MAX_POST_SENTENCES:
            continue
        if not any(index.token_spans(stem(word)) for word in person.keys):
            continue  # the claim's person is not in the source: the entity check's
        rival = lesser = None
        for sp in places:
            sw = sentence_words(sp)
            for holder, at, bare in _holders(sw, [s for s in slots(sw, claim) if s.kind == "name"], role):
                if same_filler(holder, person) and (d := _lesser_at(sw, at, modifier)) is not None and \
                        _lesser_at(claim, r, modifier) is None:
                    if lesser is None:  # the claim's person holds a lesser post: "the panel's vice-chair, Cllr Ravi Sandhu"
                        lo, hi = min(holder.first, d), max(holder.last, at)
                        ca, cb = min(person.first, r), max(person.last, r)
                        lesser = (Hit(ConflictKind.ENTITY, f"claim says {claim.phrase(ca, cb)}; source: "
                                      f"\u201c{sw.phrase(lo, hi)}\u201d", (ca, cb), (lo, hi)), sw)
                    continue
                if same_filler(holder, person):
                    return []  # the source gives it the claim's person too
                # (a post with another modifier is another post: "Supreme champion was …" is not "the defending champion")
                other = modifier and at > 0 and sw.content[at - 1] and not sw.caps[at] and \
                    sw.stems[at - 1] != modifier and not sw.breaks(at)
                if rival is None and not other and (
                        not bare or not modifier or (at > 0 and (sw.stems[at - 1] == modifier or not sw.content[at - 1]))):
                    # (a rival named after a bare role holds the claim's post as the claim words it:
                    # not "the defending champion" against "six-times world champion Steve Davis")
                    lo, hi = min(holder.first, at), max(holder.last, at)
                    ca, cb = min(person.first, r), max(person.last, r)
                    rival = (Hit(ConflictKind.ENTITY, f"claim says {claim.phrase(ca, cb)}; source: "
                                 f"\u201c{sw.phrase(lo, hi)}\u201d", (ca, cb), (lo, hi)), sw)
        if rival is not None or lesser is not None:
            return [rival or lesser]
    return []
