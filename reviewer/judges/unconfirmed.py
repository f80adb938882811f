"""What a claim asserts that no cited source says at all: an unconfirmed "every" or "guaranteed".

A claim can contradict nothing and still say more than its evidence: "Every car presented at
scrutiny came in under the 98 dB(A) noise limit" against a report that lists the cars that passed
and never speaks of all of them; "the whole Jinhua Sunrise factory was rated grade B" against a
rating of one line. Such a widening is the commonest way a fluent claim outruns its source, and no
word-overlap judge sees it: every other word is in the source.

The same holds for certainty: "Pixelgrove has guaranteed that the new site will launch on 13
March" against "Pixelgrove is aiming to launch on 13 March"; "the study proves" against "the study
suggests"; and for a cause: "The activity centre imposed its burn ban because of an outbreak of
ticks" against a notice that gives the ban and, elsewhere, the ticks, but no reason at all.

``unconfirmed`` reads each ``Family`` (named data, in ``FAMILIES``): the claim's word of the
family (``SCOPE``: all, every, entire, whole, throughout …; ``CERTAINTY``: guaranteed, definitely,
proves …; ``CAUSE``: because, caused, attributed, blamed …) is unconfirmed when none of the usable
sources uses any word of the family's wider source set (for scope also "each", "both", "none",
"nothing", "unanimously"; for certainty also "ensure", "promised", "confirmed", "committed"; for a
cause also "due", "led", "result", "following", "after", "so", "therefore"). The panel turns a *supported* decision into
*partial* on it (``reviewer.panel``), with a reason an editor reads in one line; it is never a
contradiction (the source does not deny the scope, it only does not state it), so it never makes a
claim *not supported*.

A word the claim itself takes back is left alone: negated ("not guaranteed"). A universal also
when the claim does not mean it as scope:

- hedged: "not every", "not all", "almost all", "nearly every";
- a frequency or a span of time: "every day", "every two weeks", "every April", "all year round",
  "throughout the winter", a bare closing "throughout";
- an idiom or a compound: "in all", "at all", "after all", "above all", "all but", "all-cash",
  "all-weather".

Pure and linear in the claim's and the sources' words (one token pass each, no regex beyond the
tokeniser's).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reviewer.judges.conflict_polarity import NEARLY
from reviewer.judges.conflict_text import TOKEN_RE, Words, denied_in_clause, words
from reviewer.judges.indexes import SourceIndexes

#: words by which a claim says it of every one, everywhere or all of it
CLAIM_UNIVERSALS = frozenset(["all", "every", "entire", "whole", "throughout", "everyone", "everybody",
                              "everywhere"])
#: words by which a source says something of every one (or of none, which bounds every one too)
SOURCE_UNIVERSALS = CLAIM_UNIVERSALS | frozenset(
    ["each", "entirely", "wholly", "everything", "always", "none", "nobody", "nothing", "both", "universal",
     "universally", "unanimous", "unanimously"])
#: words by which a claim says a thing is certain
CLAIM_CERTAINTY = frozenset(["guarantee", "guarantees", "guaranteed", "definitely", "certainly", "undoubtedly",
                             "proves", "proven", "conclusively"])
#: words by which a source commits to a thing or says it is sure
SOURCE_CERTAINTY = CLAIM_CERTAINTY | frozenset(
    ["sure", "ensure", "ensures", "ensured", "assure", "assured", "assures", "promise", "promised", "promises",
     "commit", "commits", "committed", "commitment", "confirm", "confirms", "confirmed", "pledge", "pledged",
     "certain", "certainty", "guaranteeing"])
#: words by which a claim gives a cause
CLAIM_CAUSES = frozenset(["because", "caused", "cause", "causes", "causing", "attributed", "attributable", "blamed",
                          "triggered", "owing"])
#: words by which a source gives a cause, a reason or a consequence ("as" and "since" are left out:
#: mostly they say when or how, and a source without them would rarely be read as giving no cause)
SOURCE_CAUSES = CLAIM_CAUSES | frozenset(
    ["due", "reason", "reasons", "result", "results", "resulted", "resulting", "led", "leads", "lead", "following",
     "after", "so", "therefore", "consequently", "hence", "why", "prompted", "prompting", "meant", "means",
     "thanks", "blame"])

#: "almost all", "not every", "virtually the whole": the claim does not say every one
_HEDGES = NEARLY | frozenset(["practically", "not", "nor", "hardly", "scarcely", "quite"])
#: "in all", "at all", "after all", "above all"
_IDIOM_BEFORE_ALL = frozenset(["in", "at", "after", "above"])
#: "all but", "all too", "all the same": not a scope
_IDIOM_AFTER_ALL = frozenset(["but", "too", "along", "told", "same"])
#: words of time after which a universal is a frequency or a span ("every day", "all year round")
TIME_WORDS = frozenset(
    ["second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "night", "nights", "week",
     "weeks", "weekend", "weekends", "weekday", "weekdays", "fortnight", "month", "months", "year", "years",
     "season", "seasons", "term", "terms", "morning", "mornings", "afternoon", "evening", "evenings", "spring",
     "summer", "autumn", "fall", "winter", "time", "times", "period", "history", "life", "lifetime", "career",
     "century", "decade", "shift", "visit", "session", "cycle", "round", "other", "few", "single", "quarter",
     "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
     "along", "through", "long"])
_NUMBER_WORDS = frozenset(["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve"])
#: words skipped between a universal and the time word it ranges over ("throughout the Antarctic winter")
_BEFORE_TIME = frozenset(["the", "its", "their", "his", "her", "this", "that", "our"])
_MAX_TO_TIME = 3
#: how many words back a negation governs the claim's word ("has not, so far, guaranteed"): a bound,
#: so that a hostile claim of many universals costs linear time
_NEGATION_REACH = 12


@dataclass(frozen=True, slots=True)
class Family:
    """Words a claim may say (``claim``) that some word of ``source`` must back in a source;
    ``not_meant(claim, k)``: the claim's word at ``k`` does not say what the family is about."""

    name: str
    claim: frozenset[str]
    source: frozenset[str]
    says: str  # what the source never says, for the reason ("all, every, each, whole or none")
    not_meant: Callable[[Words, int], bool]

    def backed_by(self, text: str) -> bool:
        """Whether ``text`` uses a word of ``source`` (one pass of the tokeniser, stopping at the
        first)."""
        return any(m.group().lower() in self.source for m in TOKEN_RE.finditer(text))


@dataclass(frozen=True, slots=True)
class Unconfirmed:
    """A word of the claim that no source says anything like: ``claim[start:end]``."""

    family: str
    word: str
    start: int
    end: int
    reason: str


def _not_scope(claim: Words, k: int) -> bool:
    """Whether the claim hedges its universal at ``k`` or does not mean it as scope (see the module)."""
    before = claim.lower[k - 1] if k > 0 else ""
    if before in _HEDGES or (k > 1 and claim.lower[k - 2] in _HEDGES and before in ("the", "of")):
        return True
    after = claim.lower[k + 1] if k + 1 < len(claim) else ""
    if claim.lower[k] == "all" and (before in _IDIOM_BEFORE_ALL or after in _IDIOM_AFTER_ALL):
        return True
    end = claim.ends[k]
    if claim.text[end : end + 1] in ("-", "‐") or (claim.starts[k] > 0
                                                    and claim.text[claim.starts[k] - 1] in ("-", "‐")):
        return True  # "all-cash", "all-weather", "year-round"
    return _spans_time(claim, k)


def _spans_time(claim: Words, k: int) -> bool:
    """"every day", "every two weeks", "all year round", "throughout the winter", "… throughout."."""
    j = k + 1
    if claim.lower[k] == "throughout" and (j >= len(claim) or claim.breaks(k)):
        return True  # "stayed in safe attitude throughout."
    steps = 0
    while j < len(claim) and steps < _MAX_TO_TIME and not claim.breaks(j - 1):
        low = claim.lower[j]
        if low in TIME_WORDS:
            return True
        if low in _BEFORE_TIME or low in _NUMBER_WORDS or claim.is_number(j) or not claim.content[j] and low != "of":
            j += 1
            steps += 1
            continue
        if claim.content[j] and j + 1 < len(claim) and claim.lower[j + 1] in TIME_WORDS and steps < _MAX_TO_TIME - 1:
            j += 1  # "throughout the Antarctic winter"
            steps += 1
            continue
        return False
    return False


def _nothing(claim: Words, k: int) -> bool:
    return False


SCOPE = Family("scope", CLAIM_UNIVERSALS, SOURCE_UNIVERSALS, "all, every, each, whole or none of anything",
               _not_scope)
CERTAINTY = Family("certainty", CLAIM_CERTAINTY, SOURCE_CERTAINTY,
                   "that anything is guaranteed, certain, promised or confirmed", _nothing)
CAUSE = Family("cause", CLAIM_CAUSES, SOURCE_CAUSES,
               "why anything happened (because, due to, caused, led to, as a result, so …)", _nothing)
FAMILIES: tuple[Family, ...] = (SCOPE, CERTAINTY, CAUSE)


def unconfirmed(claim: str, sources: Sequence[str], indexes: SourceIndexes | None = None,
                families: Sequence[Family] = FAMILIES) -> Unconfirmed | None:
    """The first word of the claim that a family of ``families`` has and no text of ``sources``
    backs (see the module); None when there is none. ``indexes`` remembers each source's answers
    for the run."""
    w = words(claim)
    for family in families:
        found = next((k for k in range(len(w)) if w.lower[k] in family.claim
                      and not denied_in_clause(w, k, _NEGATION_REACH) and not family.not_meant(w, k)), None)
        if found is None:
            continue
        read = family.backed_by  # (equal bound methods: one memo entry per source and family)
        if any(read(text) if indexes is None else indexes.per_source(text, read) for text in sources):
            continue
        said = w.text[w.starts[found] : w.ends[found]]
        reason = f"unconfirmed {family.name}: the claim says \"{said}\", but the source never says {family.says}"
        return Unconfirmed(family.name, said, w.starts[found], w.ends[found], reason)
    return None

