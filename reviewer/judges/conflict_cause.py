"""A cause the claim gives that the source gives otherwise: "The 03:10 alarm was set off by an
intruder" against "03:10 alarm activation …; cause found to be a bird"; "is not standing again
because shareholders rejected the report" against "will not stand again because he retires".

The sentence held to the claim carries most of what the claim says was caused (its words before
the causal marker, at least ``MIN_EFFECT`` of them) and names a cause itself; the claim's cause
shares no word with that cause nor with the rest of the sentence (a word's first five letters
decide: "retires" / "retirement"; its first word, the head, is what is read: "an intruder inside the
warehouse" against "a bird inside the warehouse"), so it is another cause, not the same one in other
words.

The source gives a cause after "because", "due to", "after" (not a time: "after 40 minutes", "the
year after"), a sanction's "for" ("withheld by judges for insufficient quality") or before ", so",
"led to", "forcing" ("the ewes proved flighty, so only 11 open dogs completed the pen"). Sentences
that tie on the effect are settled by the claim's figures. The claim's cause may be a true fact the
source states elsewhere ("Three dogs were retired by the judge for gripping"): only a sentence that
also holds the effect excuses it."""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import ARTICLES, Words
from reviewer.judges.conflict_window import figures_held, most_held, sentence_counts
from reviewer.judges.quantity_words import MONTHS
from reviewer.judges.when_words import WEEKDAYS
from reviewer.model import ConflictKind
from reviewer.text import index_token, stem

#: the markers after which a claim gives a cause
_CLAIM_MARKERS = (("because", "of"), ("because",), ("due", "to"), ("owing", "to"), ("caused", "by"),
                  ("set", "off", "by"), ("triggered", "by"), ("put", "down", "to"), ("attributed", "to"),
                  ("blamed", "on"), ("traced", "to"), ("as", "a", "result", "of"), ("stems", "from"),
                  ("stemmed", "from"), ("resulted", "from"), ("results", "from"), ("thanks", "to"), ("after",))
#: and a source (also "cause found to be", "cause: …", "the cause was")
_SOURCE_MARKERS = _CLAIM_MARKERS + (("cause", "found", "to", "be"), ("cause", "was"), ("the", "cause", "is"),
                                    ("reflects",), ("reflected",))
#: markers after which a source gives the effect, the cause standing before them in the clause
#: ("the ewes proved flighty, so only 11 open dogs completed the pen")
_SOURCE_EFFECT_MARKERS = (("so",), ("which", "meant"), ("led", "to"), ("leading", "to"), ("resulting", "in"),
                          ("resulted", "in"), ("forcing",), ("causing",))
#: "is due to receive £8,290": a time it is expected, not a cause (unless a noun follows: "was due to the rain")
_BE = frozenset(["is", "are", "was", "were", "be", "been", "being"])
_NOUN_OPENERS = ARTICLES | frozenset(["poor", "heavy", "high", "low"])
#: units of time: "after 40 minutes", "the year after"
_TIME_UNITS = frozenset(["minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year",
                         "years", "decade", "decades", "season"])
#: "after" gives a time, not a cause, when one of these follows it ("after 40 minutes", "after May")
_TIMES = _TIME_UNITS | frozenset(["seasons", "dark", "midnight", "noon", "dawn", "dusk", "lunch", "which", "that",
                                  "this", "then", "being", "having", "its", "their", "his", "her", "every", "each",
                                  "winter", "summer", "spring", "autumn"]) | MONTHS | WEEKDAYS
#: "the year after", "a week after": a time after something, not a cause
_SPANS = _TIME_UNITS | frozenset(["morning", "evening", "night", "soon", "long"])
#: words of the marker itself, not of the effect ("largely because", "mainly due to")
_MARKER_ADVERBS = frozenset(["largely", "mainly", "mostly", "chiefly", "primarily", "solely", "only", "simply",
                             "just", "purely", "entirely", "wholly", "apparently", "reportedly"])
#: the verbs of a sanction or a praise, whose "for" gives the reason ("withheld by judges for
#: insufficient quality", "retired by the judge for gripping", "failed for lack of evidence"): one
#: of them at most ``_FOR_REACH`` words before "for", in its clause
_FOR_VERBS = frozenset(["withheld", "retired", "disqualified", "dismissed", "fined", "banned", "suspended", "penalised",
                        "penalized", "sacked", "fired", "rejected", "refused", "excluded", "expelled", "punished",
                        "sanctioned", "cautioned", "booked", "reprimanded", "criticised", "criticized", "praised",
                        "commended", "failed", "docked", "recalled", "arrested", "charged", "convicted", "jailed",
                        "removed", "disciplined", "censured", "condemned", "blamed"])
_FOR_REACH = 6
MIN_EFFECT = 2
CAUSE_WORDS = 5  # content words after a marker, in its clause, that name the cause
_PREFIX = 5


def _by_first(markers: tuple[tuple[str, ...], ...]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The markers by their first word, each word's in the order given (the longer one first)."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for m in markers:
        out.setdefault(m[0], []).append(m)
    return {k: tuple(v) for k, v in out.items()}


_CLAIM_FIRST = _by_first(_CLAIM_MARKERS)
_SOURCE_FIRST = _by_first(_SOURCE_MARKERS)
_EFFECT_FIRST = _by_first(_SOURCE_EFFECT_MARKERS)


def _starting(w: Words, i: int, markers: dict[str, tuple[tuple[str, ...], ...]]) -> list[tuple[str, ...]]:
    """The markers (``markers``: by first word) that start at word ``i``, in their order."""
    return [m for m in markers.get(w.lower[i], ()) if tuple(w.lower[i : i + len(m)]) == m]


def _a_time(w: Words, after: int) -> bool:
    """Whether "after" (ending at ``after``) gives a time: a figure, a month or a time word follows."""
    nxt = w.next_content(after - 1, 1)
    k = nxt[0] if nxt else after
    return k >= len(w) or w.lower[k] in _TIMES or w.lower[k][0].isdigit() or (after < len(w) and (
        w.lower[after] in _TIMES or w.lower[after][0].isdigit()))


def _markers(w: Words, markers: dict[str, tuple[tuple[str, ...], ...]]):
    """(first word, word after) of each causal marker in ``w`` (``markers``: by first word,
    ``_CLAIM_FIRST`` or ``_SOURCE_FIRST``), in order; a label "Cause: …" too."""
    for i, low in enumerate(w.lower):
        if low == "cause" and i + 1 < len(w) and w.gap(i + 1).strip() == ":":
            yield i, i + 1
            continue
        for m in _starting(w, i, markers) if low in markers else ():
            if m == ("due", "to") and i > 0 and w.lower[i - 1] in _BE and i + 2 < len(w) \
                    and w.lower[i + 2] not in _NOUN_OPENERS:
                continue
            if m == ("after",) and (_a_time(w, i + 1) or w.lower[i + 1].endswith("ing")
                                    or (i > 0 and w.lower[i - 1] in _SPANS)):
                continue  # "after 40 minutes", "after winning", "the year after": a time, a sequence
            yield i, i + len(m)
            break


def _marker(w: Words, markers: dict[str, tuple[tuple[str, ...], ...]]) -> tuple[int, int] | None:
    """The first of ``_markers``, or None."""
    return next(_markers(w, markers), None)


def _for_markers(w: Words):
    """(for, word after) where "for" gives the reason for a sanction or a praise just before it."""
    for i in range(1, len(w) - 1):
        if w.lower[i] == "for" and not _a_time(w, i + 1) and not w.caps[i + 1] and any(
                w.lower[j] in _FOR_VERBS and not any(w.breaks(t) for t in range(j + 1, i + 1))
                for j in range(max(0, i - _FOR_REACH), i)):
            yield i, i + 1


def _cause(w: Words, after: int) -> list[int]:
    out = []
    k = after
    while k < len(w) and len(out) < CAUSE_WORDS and (k == after or not w.breaks(k)):
        if w.content[k]:
            out.append(k)
        k += 1
    return out


def _cause_before(w: Words, marker: int) -> list[int]:
    """The content words of the clause before an effect marker at ``marker`` (the cause), in order."""
    return [k for k in range(w.clause(max(0, marker - 1))[0], marker) if w.content[k]][-CAUSE_WORDS:]


def _effect(claim: Words, marker: int, index) -> tuple[set[str], dict[int, int]]:
    """The stems of what the claim says was caused (its content words before the causal marker
    at ``marker``, not the marker's own adverb: "largely because") and how many of them each
    source sentence holds (``sentence_counts``)."""
    effect = {index_token(claim.lower[k]) for k in range(marker)
              if claim.content[k] and claim.lower[k] not in _MARKER_ADVERBS}
    return effect, sentence_counts(effect, index)



def _given_cause(sw: Words, effect: set[str]) -> tuple[int, list[int]] | None:
    """(marker, cause words) of a cause the sentence gives for the claim's effect: a marker with
    ``MIN_EFFECT`` of the effect's stems before it (or, for "so", "led to" …, after it)."""
    def held(a: int, b: int) -> int:
        return len({index_token(sw.lower[k]) for k in range(a, b) if sw.content[k]} & effect)
    found = list(_markers(sw, _SOURCE_FIRST)) + list(_for_markers(sw))
    for i, after in sorted(found, key=lambda m: sw.lower[m[0]] == "after"):  # "after" last: a time, often
        if not sw.negated[i] and held(0, i) >= MIN_EFFECT and (cause := _cause(sw, after)):
            return i, cause
    for i in range(1, len(sw)):
        for m in _starting(sw, i, _EFFECT_FIRST) if sw.lower[i] in _EFFECT_FIRST else ():
            if m == ("so",) and not sw.breaks(i):
                continue  # "so" that joins clauses comes after a comma: not "so many", "so far"
            if not sw.negated[i] and held(i + len(m), len(sw)) >= MIN_EFFECT and (cause := _cause_before(sw, i)):
                return i, cause
    return None


def _claim_marker(claim: Words) -> tuple[int, int] | None:
    """The claim's causal marker: the first, unless it is "after" and a stronger one follows
    ("closes its courts after heavy rain because the surface gets slippery")."""
    found = list(_markers(claim, _CLAIM_FIRST))
    return next((m for m in found if claim.lower[m[0]] != "after"), found[0] if found else None)


#: words of the claim's cause (first five letters) that, in the sentence, make it the same cause
#: whatever its first word
_SHARED_CAUSE = 3


def cause_hits(claim: Words, index, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim's cause against the one the sentence carrying the claim's effect gives."""
    found = _claim_marker(claim)
    if found is None or claim.negated[found[0]] or any(claim.lower[k] in ("not", "no", "rather", "instead", "partly")
                                                       for k in range(max(0, found[0] - 1), len(claim))):
        return []  # ("because of the rain, not the wind", "partly because of …")
    if "whether" in claim.lower[: found[0]]:
        return []  # a cause asked about, not given ("cannot tell whether the decline stems from …")
    mine = _cause(claim, found[1])
    if not mine:
        return []
    effect, counts = _effect(claim, found[0], index)
    top = most_held(counts, 3)
    if not top or counts[top[0]] < MIN_EFFECT:
        return []
    tied = [sp for sp in top if counts[sp] == counts[top[0]]]
    if len(tied) > 1:  # a tie is settled by the claim's figures ("only 11 open dogs"), else nothing is read
        figures = [claim.lower[k] for k in range(len(claim)) if claim.lower[k][0].isdigit()]
        by_figures = sorted(((figures_held(figures, index, sp, sp), sp) for sp in tied), reverse=True)
        if by_figures[0][0] == by_figures[1][0]:
            return []
        tied = [by_figures[0][1]]
    sw = sentence_words(tied[0])
    given = _given_cause(sw, effect)
    if given is None:
        return []  # (the effect is said before the cause: "the alarm at Unit 11 …; cause found to be …")
    at, cause = given
    said = {sw.lower[k][:_PREFIX] for k in range(len(sw)) if sw.content[k]}
    shared = sum(claim.lower[k][:_PREFIX] in said for k in mine)
    if claim.lower[mine[0]][:_PREFIX] in said or stem(claim.lower[mine[0]]) in set(sw.stems) or (
            shared >= _SHARED_CAUSE and 2 * shared >= len(mine)):  # (or its stem: "the opening" / "opened")
        return []  # the claim's cause is in the sentence, in some words (its head, or most of its words:
        # "because the moderator found its marking accurate" / "marking was found to be accurate …, so";
        # not two words of a place: "an intruder inside the warehouse" / "a bird inside the warehouse")
    head = stem(claim.lower[mine[0]])
    held = sentence_counts({stem(claim.lower[k]) for k in mine}, index)
    if any(held.get(sp, 0) >= 2 and counts.get(sp, 0) >= MIN_EFFECT for sp in index.token_spans(head)):
        return []  # another sentence ties it to the effect ("individuals with autism often have unique experiences")
    first, last = (at, cause[-1]) if cause[0] > at else (cause[0], at)
    return [(Hit(ConflictKind.CAUSE, f"claim gives the cause as \u201c{claim.phrase(mine[0], mine[-1])}\u201d; "
                 f"source: \u201c{sw.phrase(first, last)}\u201d", (mine[0], mine[-1]), (first, last)), sw)]


#: what denies a cause in the source: "not because of any change in the law", "not linked to the
#: refurbishment", "not a matter of storage space"
_DENIED_CAUSE = (("not", "because", "of"), ("not", "because"), ("not", "due", "to"), ("not", "caused", "by"),
                 ("not", "linked", "to"), ("not", "related", "to"), ("not", "connected", "to"),
                 ("not", "connected", "with"), ("not", "a", "matter", "of"), ("not", "the", "result", "of"),
                 ("unrelated", "to"))
_DENIED_FIRST = _by_first(_DENIED_CAUSE)
#: words the claim's cause and the denied one must share (or all of the denied one's, if fewer)
MIN_DENIED_SHARED = 2


def denied_cause_hits(claim: Words, index, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim's cause, which the sentence carrying the claim's effect denies: "lengthened its
    safety briefing because of a change in health and safety law" against "extended … because of a
    rise in near-miss reports, not because of any change in the law"."""
    found = _marker(claim, _CLAIM_FIRST)
    if found is None or claim.negated[found[0]]:
        return []
    mine = _cause(claim, found[1])
    counts = _effect(claim, found[0], index)[1]
    top = most_held(counts, 1)
    if not mine or not top or counts[top[0]] < MIN_EFFECT:
        return []
    sw = sentence_words(top[0])
    cause = {claim.lower[k][:_PREFIX] for k in mine}
    for i in range(len(sw)):
        for m in _starting(sw, i, _DENIED_FIRST):
            denied = _cause(sw, i + len(m))
            shared = [k for k in denied if sw.lower[k][:_PREFIX] in cause]
            if denied and len(shared) >= min(MIN_DENIED_SHARED, len(denied)):
                return [(Hit(ConflictKind.CAUSE, f"claim gives the cause as \u201c{claim.phrase(mine[0], mine[-1])}"
                             f"\u201d; source: \u201c{sw.phrase(i, denied[-1])}\u201d", (mine[0], mine[-1]),
                             (i, denied[-1])), sw)]
    return []
