"""The parts of a compound claim, each held against its own evidence window; and the claim's
attribution frame ("The summary states that …"), which no window needs to carry.

"The bridge opened in 1932 and tolls were abolished in 1950" is two facts that a source may
state in two places; the contradiction check's best window for the whole claim holds the first,
so a wrong year in the second would go unseen. ``clause_spans`` cuts the claim where the
judges cut it (``reviewer.judges.claimprofile.CLAUSE_RE``: ``;``, ``:``, ", and/but/while …",
" and x …") into parts of at least ``MIN_PART_TOKENS`` content words; ``find_conflicts`` then
also checks each part against the window that carries most of *that part* (a stricter share,
``PART_SHARE``, since a short part is easier to match by chance), when it is another window,
for the kinds of conflict in ``PART_KINDS``.
"""

from __future__ import annotations

from reviewer.judges.claimprofile import CLAUSE_RE
from reviewer.judges.conflict_text import Words
from reviewer.lexicon import QUOTE_NUMBER_WORDS
from reviewer.model import ConflictKind
from reviewer.text import content_tokens

MIN_PART_TOKENS = 3  # content words of a part
MIN_PART_ANCHORS = 2  # of them, words that place it in the source (not a cue word, a number or a name it lacks)
PART_SHARE = 0.6
MAX_PARTS = 4
#: what a part is checked for: the facts (a figure, a date, a name). The polarity checks
#: (negation, antonym, modality, scope) on a part's own window raised false alarms on real
#: Supported rows (AttributionBench 3 -> 6 of 599) and are left to the whole claim's window.
PART_KINDS = frozenset({ConflictKind.QUANTITY, ConflictKind.DATE, ConflictKind.ENTITY})


#: words a quantity conflict can turn on without a digit
QUANTITY_WORDS = QUOTE_NUMBER_WORDS | frozenset(
    ["most", "majority", "minority", "half", "third", "quarter", "doubled", "tripled", "quadrupled", "halved", "twice", "dozen"])


def may_state_a_fact(part: str) -> bool:
    """Whether ``part`` could conflict in a ``PART_KINDS`` way: it has a digit, a capitalised word
    after its first, or a quantity word (a cheap test before looking for its window)."""
    if any(ch.isdigit() for ch in part):
        return True
    tokens = part.split()
    return any(t[:1].isupper() for t in tokens[1:]) or any(t.strip(".,;:()\"'").lower() in QUANTITY_WORDS
                                                             for t in tokens)


def clause_spans(claim: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each part of a compound claim, or ``[]`` when it has fewer than two;
    only the parts that ``may_state_a_fact`` are returned."""
    cuts = [m.span() for m in CLAUSE_RE.finditer(claim)]
    if not cuts:
        return []
    bounds = [0] + [x for cut in cuts for x in cut] + [len(claim)]
    out = []
    for s, e in zip(bounds[::2], bounds[1::2]):
        while s < e and claim[s].isspace():
            s += 1
        while e > s and claim[e - 1] in " \t\n.,;:":
            e -= 1
        if len(content_tokens(claim[s:e], stemmed=True)) >= MIN_PART_TOKENS:
            out.append((s, e))
    if len(out) < 2:
        return []
    return [(s, e) for s, e in out[:MAX_PARTS] if may_state_a_fact(claim[s:e])]


#: verbs that frame a report ("The summary states that …", "The release said the trust "…"")
FRAME_VERBS = frozenset(["said", "says", "say", "states", "stated", "state", "notes", "noted", "writes", "wrote",
                         "reports", "reported", "claims", "claimed", "argues", "argued", "told", "tells",
                         "explains", "explained", "concludes", "concluded", "adds", "added", "announced",
                         "announces", "reads", "insists", "insisted"])
_FRAME_REACH = 8  # words from the claim's start within which a frame's verb is looked for


def frame_stems(w: Words) -> frozenset[str]:
    """The content stems of a claim's attribution frame, "The summary states that" or "The
    release said the trust "…"": who says it is not what the evidence must carry (the source is
    the one speaking), so these words do not count against an evidence window's share of the
    claim. ("According to the 2016 Yearbook, …" is left alone: such a frame names the source, whose
    own text often carries the name.)"""
    lower = w.lower
    for k in range(1, min(len(w), _FRAME_REACH)):
        if lower[k] in FRAME_VERBS:
            nxt = w.gap(k + 1) if k + 1 < len(w) else ""
            if (k + 1 < len(w) and lower[k + 1] == "that") or any(c in nxt for c in ':"“'):
                return frozenset(content_tokens(w.text[: w.ends[k]], stemmed=True))
            break
    return frozenset()
