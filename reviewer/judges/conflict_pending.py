"""Contradictions of outcome: the claim reports a decision or a start that the source says is
still pending, or an action done that the source says is only planned ("The zone has been
expanded to the outer ring road" against "The council plans to expand the zone to the outer ring
road in 2025").

"EU regulators have approved Corvax" against "Regulators in the EU are reviewing the data; no
decision has been made"; "The prosecution has decided to appeal" against "said it was considering
whether to appeal"; "Construction is already under way" against "construction had not yet started".
Every word of such a claim is in the source or near it: overlap sees nothing wrong.

The claim states an outcome (``OUTCOMES``: approved, cleared, decided, ruled, started, under way
…; not negated, not hedged, not in the future: "will approve" reports no outcome) and one of the
source's sentences that carry most of the claim (its words other than names) says the matter is
open (``PENDING``: "no decision", "pending", "yet to", "not yet", "considering whether", "under
review", "is reviewing" …), while the source never states the claim's outcome word itself
("approved in the US; the EU is reviewing": silence, the check cannot tell which is which).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words, index_token, unnamed_stems
from reviewer.judges.conflict_window import most_held, sentence_counts
from reviewer.judges.outcome_names import other_name, supposed_outcome
from reviewer.judges.sourceindex import SourceIndex
from reviewer.judges.when_words import clause_count, tallied
from reviewer.model import ConflictKind
from reviewer.text import stem

#: a decision or a start, as the claim states it done
OUTCOMES = frozenset(["approved", "approves", "rejected", "rejects", "decided", "decides", "ruled", "rules",
                      "cleared", "clears", "granted", "grants", "authorised", "authorized", "ratified", "signed",
                      "finalised", "finalized", "adopted", "upheld", "overturned", "awarded", "sanctioned",
                      "started", "begun", "began", "underway", "confirmed", "replicated", "completed", "finished",
                      "sentenced", "concluded", "settled", "issued", "received", "fixed", "resolved", "repaired",
                      "transferred", "registered", "installed", "delivered", "dismissed", "reinstated",
                      "introduced", "implemented", "enacted", "secured", "opened", "sold", "voided", "cancelled",
                      "canceled", "withdrawn", "suspended", "closed", "demolished", "abolished", "revoked", "verified",
                      "launched", "removed", "presented", "established"])
#: (not "accepted": in "11 were accepted and three were rejected" the first outcome word is read)
#: phrases that say something is in progress, not what: they count only in a sentence that names
#: the claim's outcome ("Replication … is under way" for "replicated", "Sentencing is scheduled")
_OF_THE_OUTCOME = frozenset([("scheduled", "for"), ("under", "way")])
#: outcomes that are a start: "under way" in the source confirms them
_STARTS = frozenset(["started", "begun", "began", "underway"])
#: the matter is still open (word sequences)
PENDING = (("no", "decision"), ("pending",), ("yet", "to"), ("not", "yet"), ("considering", "whether"),
           ("under", "review"), ("under", "consideration"), ("still", "reviewing"), ("are", "reviewing"),
           ("is", "reviewing"), ("were", "reviewing"), ("was", "reviewing"), ("still", "being"),
           ("awaiting",), ("undecided",), ("has", "not", "decided"), ("have", "not", "decided"),
           ("is", "considering"), ("are", "considering"), ("was", "considering"), ("were", "considering"),
           ("still", "requires"), ("still", "needs"), ("subject", "to", "approval"), ("expected", "to", "review"),
           ("expected", "to", "decide"), ("due", "to", "decide"), ("scheduled", "for"), ("under", "way"),
           ("no", "final"), ("decision", "is", "due"), ("still", "in", "review"), ("opened", "an", "investigation"),
           ("under", "discussion"), ("under", "negotiation"), ("being", "discussed"), ("being", "considered"),
           ("outstanding",), ("is", "planned"), ("are", "planned"), ("planned", "for"), ("remain", "open"),
           ("remains", "open"), ("still", "open"), ("is", "ongoing"), ("are", "ongoing"), ("remains", "ongoing"),
           ("still", "ongoing"), ("is", "awaited"), ("are", "awaited"), ("still", "awaited"), ("remains", "awaited"),
           ("under", "appeal"), ("under", "construction"), ("in", "progress"), ("held", "over"), ("was", "deferred"),
           ("were", "deferred"), ("been", "deferred"), ("is", "unknown"), ("remains", "unknown"), ("is", "unclear"),
           ("remains", "unclear"), ("is", "uncertain"), ("remains", "uncertain"), ("not", "known"),
           ("applied", "for"), ("decision", "expected"), ("decision", "due"), ("will", "consider"),
           ("provisional",), ("provisionally",), ("to", "confirm"), ("to", "be", "confirmed"), ("been", "postponed"),
           ("was", "postponed"), ("is", "postponed"), ("postponed", "until"), ("may", "change"),
           ("decision", "will", "be"), ("expected", "to", "take", "place"), ("too", "soon", "to"),
           ("too", "early", "to"), ("remains", "available"), ("remain", "available"), ("still", "available"))
PENDING_BY_FIRST = {first: tuple(p for p in PENDING if p[0] == first) for first in {p[0] for p in PENDING}}
#: before the outcome word, these say it has not happened ("will approve", "may be cleared")
_NOT_DONE = frozenset(["will", "would", "may", "might", "could", "should", "to", "if", "whether", "unless",
                       "expected", "expects", "plans", "hopes", "seeks", "awaits", "yet"])
#: words that deny an outcome a few words before it, its subject among them
_NONE = frozenset(["not", "no", "never", "nobody", "none", "nothing", "neither"])


def _before(w: Words, k: int, reach: int = 3) -> set[str]:
    """The ``reach`` words before word ``k``, lower-cased, but for a capital "May" inside the
    sentence: the month, no modal ("In May the board approved …", "result issued 20 May")."""
    return {w.lower[j] for j in range(max(0, k - reach), k) if not (j and w.caps[j] and w.lower[j] == "may")}


def _outcome(claim: Words) -> int | None:
    """The claim's outcome word, stated as done, or None."""
    for i, low in enumerate(claim.lower):
        if low == "under" and i + 1 < len(claim) and claim.lower[i + 1] == "way":
            low = "underway"
        elif low == "live" and i and claim.lower[i - 1] in ("went", "gone", "goes"):
            low = "launched"  # "since the system went live on 1 November": a start, stated done
        elif low == "ahead" and i and claim.lower[i - 1] in ("went", "gone", "goes"):
            low = "started"  # "the winter sanding went ahead as planned": it happened
        elif low == "out" and i and claim.lower[i - 1] in ("taken", "pulled", "dropped"):
            low = "removed"  # "has been taken out of the matinée"
        if low in OUTCOMES and not claim.negated[i] and not supposed_outcome(claim, i) and not (  # ("before it closed")
                _before(claim, i) & _NOT_DONE or any(claim.lower[k] in _NONE or claim.lower[k].endswith("n't")
                                                     for k in range(max(0, i - 4), i))):  # ("Nobody has yet been confirmed")
            return i
    return None


MAX_SENTENCES = 2  # the source sentences that carry most of the claim, read for a pending matter


def pending_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim's outcome against the source's sentences that carry most of the claim (at most
    ``MAX_SENTENCES``, by how many of its words other than names each has) when one says the
    matter is still open, and the source never states the outcome word itself (see the module)."""
    i = claim.derived(_outcome, _outcome)  # (per claim, not per source)
    if i is None or not index.spans:
        return []
    done = "underway" if claim.lower[i] == "under" else stem(claim.lower[i])
    subject = own_subject = _subject(claim, i)
    least = 1 if subject else 2  # of the words it is said of, the ones a sentence stating it must share
    # (else the names before it: "'S1 MON' was sold by private treaty" is not "'1 MG', which sold for £142,000")
    subject = subject or _object(claim, i) or frozenset(claim.stems[k] for k in range(i) if claim.content[k])
    # a claim that says it happened ("has received", "was received") is not said by a rule that it
    # must ("must be received 7 days beforehand"); a claim that states the rule ("is signed by a GP") is
    happened = not _HAPPENED.isdisjoint(claim.lower[max(0, i - 3) : i])
    put_off = _PUT_OFF | _RULES if happened else _PUT_OFF
    after = frozenset(claim.stems[j] for j in range(i + 1, claim.clause(i)[1]) if claim.content[j])  # (its clause)
    if (done == "underway" and "way" in index.positions) or _stated(done, index, sentence_words, subject, least,
                                                                    put_off, after):
        return []  # the source states the outcome (of what the claim speaks of, or of anything when it names nothing)
    if _supposed(claim, done) is not None:
        return []  # the claim supposes it too: "If the change is adopted, manufacturers would …"
    matter = unnamed_stems(claim, i)
    if len(claim) > 1 and claim.caps[0] and claim.caps[1] and not claim.breaks(1):
        matter.discard(index_token(claim.lower[0]))  # a name that opens the claim ("Daniel Okoro has …")
    if len(matter) < 2:  # a claim of names ("Rhian Talbot has been awarded the Federation's Master's Trophy"):
        matter = {index_token(claim.lower[k]) for k in range(len(claim)) if claim.content[k] and k != i}  # they carry it
    counts = sentence_counts(matter, index)
    a_start = claim.lower[i] in _STARTS | {"under"}
    tally = tallied(claim, i)  # "five were rejected": the five, not the two "deferred pending photographs"
    carrying = most_held(counts, MAX_SENTENCES + 1)
    for n, sp in enumerate(carrying):
        sw = sentence_words(sp)
        if n >= MAX_SENTENCES and (not own_subject or own_subject.isdisjoint(sw.stems)):
            continue  # a further sentence only where it names what the claim's outcome is said of ("the board")
        named = any(low[:5] == claim.lower[i][:5] for low in sw.lower)
        for k, first in enumerate(sw.lower):
            if k and sw.caps[k] and not sw.breaks(k):
                continue  # a word of a name: "an Emmy Award for Outstanding Guest Actress"
            for phrase in PENDING_BY_FIRST.get(first, ()):
                if phrase == ("under", "way") and a_start:
                    continue  # "construction is under way" says it started
                if phrase in _OF_THE_OUTCOME and not named:
                    continue  # "Sentencing is scheduled for September" is about sentencing, not "cleared"
                if tuple(sw.lower[k : k + len(phrase)]) == phrase:
                    if subject and _elsewhere(sw, k, claim, subject) or other_name(claim, i, sw, k):
                        continue  # "…, was inaugurated on 5 June; the drying yard extension is still being built"
                    if tally is not None and clause_count(sw, k) not in (None, tally):
                        continue  # another part of the tally is open
                    nxt = sw.next_content(k + len(phrase) - 1, 1)  # "are reviewing the data", "pending regulatory"
                    if nxt and sw.stems[nxt[0]] in claim.stems and _says_open(claim):
                        continue  # the claim says that part is open too: "but the move still awaits veterinary …"
                    end = nxt[0] if nxt else k + len(phrase) - 1
                    last = i + 1 if claim.lower[i] == "under" else i  # "under way"
                    return [(Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.phrase(i, last)}\u201d; source: still "
                                 f"open: \u201c{sw.phrase(k, end)}\u201d", (i, last), (k, end)), sw)]
        if (k := _supposed(sw, done)) is not None:  # "… would take 18 months if consent is granted"
            return [(Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.phrase(i)}\u201d; source: only if: "
                         f"\u201c{sw.phrase(k[0], k[1])}\u201d", (i, i), k), sw)]
    return []


def says_pending(w: Words) -> bool:
    """Whether ``w`` has a phrase of ``PENDING`` ("pending", "not yet", "still needs" …)."""
    return any(tuple(w.lower[k : k + len(p)]) == p for k, first in enumerate(w.lower)
               for p in PENDING_BY_FIRST.get(first, ()))


def _says_open(claim: Words) -> bool:
    """Whether the claim says a matter is still open ("still awaits", "pending", "not yet")."""
    return "awaits" in claim.lower or says_pending(claim)


#: the outcome after one of these is supposed, not stated ("if consent is granted")
_CONDITIONS = frozenset(["if", "unless", "once"])


def _supposed(sw: Words, done: str) -> tuple[int, int] | None:
    """The span from a condition word to the outcome (stem ``done``) it supposes, within four
    words: "if consent is granted", "if the change is adopted"; or None."""
    for k, low in enumerate(sw.lower):
        if stem(low) == done and not sw.negated[k]:
            c = next((j for j in range(k - 1, max(-1, k - 5), -1) if sw.lower[j] in _CONDITIONS), None)
            if c is not None and not any(sw.breaks(j) for j in range(c + 1, k + 1)):
                return c, k
    return None


def _object(claim: Words, i: int) -> frozenset[str]:
    """The stems of the (at most three) content words after the claim's outcome word ``i`` that
    are no names, when nothing but names stands before it ("Paragon finished shooting the storm
    sequence"); none after "started by", "began with" (how it began, not what)."""
    if i + 1 < len(claim) and claim.lower[i + 1] in ("by", "with"):
        return frozenset()
    return frozenset(claim.stems[j] for j in claim.next_content(i, 3) if not claim.caps[j])


def _subject(claim: Words, i: int) -> frozenset[str]:
    """The stems of the content words before the claim's outcome word ``i`` that are no names:
    what the outcome is said of ("The missing rate limit on login has since been fixed")."""
    return frozenset(claim.stems[k] for k in range(i) if claim.content[k] and not claim.caps[k]
                     and claim.lower[k] not in _WHEN_DONE)


#: words before an outcome that say when it was done, not what it is said of ("has already been presented")
_WHEN_DONE = frozenset(["already", "now", "since", "also", "just", "recently", "finally", "previously", "duly"])


def _stated(done: str, index: SourceIndex, sentence_words: Callable[[int], Words], subject: frozenset[str],
            least: int, put_off: frozenset[str], after: frozenset[str]) -> bool:
    """The source says the outcome of stem ``done`` somewhere, not put off ("If approved, the
    combined firm would …" states nothing), in a sentence with a word of the claim's ``subject``
    when it has one, before or after the outcome up to a semicolon: "the critical issue … was
    fixed on 17 February" says nothing of the rate limit on login, nor "Digitisation was completed
    in 2021; conservation of the damaged folio … has not yet begun" of the folio's conservation."""
    for sp in index.token_spans(done):
        sw = sentence_words(sp)
        if subject and subject.isdisjoint(sw.stems):
            continue
        for k, low in enumerate(sw.lower):
            if stem(low) == done and not _before(sw, k) & put_off and not _may_lead(sw, k) and (
                    len(subject & {sw.stems[j] for j in range(*_semicolons(sw, k))}) >= min(least, len(subject))) \
                    and not _open_instead(sw, k, after):
                return True
    return False


def _open_instead(sw: Words, k: int, after: frozenset[str]) -> bool:
    """The sentence states the outcome at word ``k`` of one thing and says another clause is still
    open, one that holds more of what the claim says after its outcome (``after``): "The board has
    approved extending the pilot, but a proposal to raise the fee to £140 has been deferred" for
    "approved raising the fee to £140"."""
    ka, kb = sw.clause(k)
    mine = len(after & set(sw.stems[ka:kb]))
    for p, first in enumerate(sw.lower):
        for phrase in PENDING_BY_FIRST.get(first, ()):
            if tuple(sw.lower[p : p + len(phrase)]) == phrase:
                if not mine and len(after & set(sw.stems)) >= 2:
                    return True  # the outcome is said of none of it: "JB proposed moving the fair to the
                    # field; the committee approved a site visit but no decision was taken"
                pa, pb = sw.clause(p)
                if not ka <= p < kb and len(after & set(sw.stems[pa:pb])) > mine:
                    return True
    return False


#: modals that, before a verb of leading to ("could lead to that course being voided"), put the
#: outcome that follows off
_LEAD_MODALS = frozenset(["could", "may", "might", "would"])
_LEAD_VERBS = frozenset(["lead", "result", "mean", "cause", "end"])


def _may_lead(sw: Words, k: int) -> bool:
    """Whether the outcome word ``k`` follows "could lead to" (or "may result in" …) in its clause."""
    for j in range(k - 1, max(0, k - 7), -1):
        if sw.breaks(j + 1):
            return False
        if sw.lower[j] in _LEAD_VERBS and j and sw.lower[j - 1] in _LEAD_MODALS:
            return True
    return False


def _elsewhere(sw: Words, k: int, claim: Words, subject: frozenset[str]) -> bool:
    """Whether the part of ``sw`` (cut at semicolons) that holds word ``k`` speaks of something
    else: the claim's ``subject`` stands in another part and not in this one, and this one names
    two things the claim does not before ``k`` ("…, was inaugurated on 5 June; the drying yard
    extension is still being built"; not "…; that disqualification is under review", "…; a
    decision is awaited")."""
    a, b = _semicolons(sw, k)
    if (a, b) == (0, len(sw)) or not subject.isdisjoint(sw.stems[a:b]) or subject.isdisjoint(sw.stems):
        return False
    known = {low[:5] for low in claim.lower}
    return sum(1 for j in range(a, k) if sw.content[j] and sw.lower[j][:5] not in known) >= 2


def _cuts(sw: Words) -> list[int]:
    """The offsets in ``sw.text`` of its semicolons outside brackets."""
    depth, cuts = 0, []
    for pos, ch in enumerate(sw.text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif ch == ";" and not depth:
            cuts.append(pos)
    return cuts


def _semicolons(sw: Words, k: int) -> tuple[int, int]:
    """The word range ``[a, b)`` around word ``k`` between semicolons outside brackets (or the
    ends of ``sw``): "(enquiry submitted 17 February; outcome pending)" is one part."""
    cuts = sw.derived(_cuts, _cuts)  # (once per sentence: a long one is read once)
    if not cuts:
        return 0, len(sw)
    c = bisect_left(cuts, sw.starts[k])
    a = bisect_left(sw.starts, cuts[c - 1]) if c else 0
    b = bisect_left(sw.starts, cuts[c]) if c < len(cuts) else len(sw)
    return a, b


def _carrying(counts: dict[int, int]) -> list[int]:
    return most_held(counts, MAX_SENTENCES)


#: before the source's form of the claim's verb, these say it is only planned ("plans to expand",
#: "a proposal to lower", "has proposed extending", "intends to install")
PLANNED = frozenset(["plans", "plan", "planned", "proposal", "proposed", "proposes", "propose", "intends", "intend",
                     "intention", "aims", "consultation", "considering", "consider", "considers", "hopes", "expects",
                     "seeks", "wants", "will",
                     "would", "expected", "scheduled", "due", "agreed", "promised", "offered", "may", "might",
                     "could"])
#: a done word after one of these is not said to be done ("pending retailer confirmation")
_PUT_OFF = _NOT_DONE | PLANNED | frozenset(["pending", "awaiting"])
#: a done word after one of these is a rule ("must be received"), no report that it was done
_RULES = frozenset(["must", "shall", "needs", "need"])
_PERFECT = frozenset(["has", "have", "had"])
#: before a claim's outcome word, these say it happened ("has received", "was received")
_HAPPENED = _PERFECT | frozenset(["was", "were", "already"])
