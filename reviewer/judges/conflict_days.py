"""Contradictions of the days a thing happens on: weekdays, weekends, every day.

"trains will run every 30 minutes, including in the evenings and at weekends" against "will run
every 30 minutes between 07:00 and 19:00 on weekdays"; "the tower can be visited on any day of
the week" against "The tower is open to visitors at weekends".

The claim names part of the week (``PARTS``: weekends, weekdays, or every day, which is both);
a sentence of the window that carries the claim (two of its other content words) names part of
the week too, and leaves out a part the claim names; and nowhere in the window is that part
named (the source may give the weekend timetable in the next sentence). Nothing said under a
negation ("not at weekends", "except Sundays") counts, on either side.
"""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words, content_stems, sentence_stems
from reviewer.model import ConflictKind

WEEKEND, WEEKDAY = "weekend", "weekday"
EVERY_DAY = frozenset([WEEKEND, WEEKDAY])

#: one word that names a part of the week
PARTS = {
    "weekend": frozenset([WEEKEND]), "weekends": frozenset([WEEKEND]),
    "weekday": frozenset([WEEKDAY]), "weekdays": frozenset([WEEKDAY]), "midweek": frozenset([WEEKDAY]),
}
#: "every day", "any day of the week", "seven days a week": the whole week
_WHOLE_WEEK_LEADS = frozenset(["every", "each", "any", "seven", "7"])
#: a claim or sentence with one of these takes days out of what it names: left alone
_EXCEPT = frozenset(["except", "excluding", "apart", "bar", "save", "other", "besides"])


def week_parts(w: Words) -> list[tuple[int, int, frozenset[str]]]:
    """(first word, last word, the parts of the week) of each plain (not denied) mention in
    ``w``; read it through ``w.derived(week_parts, week_parts)``."""
    out = []
    lower = w.lower
    for i, low in enumerate(lower):
        if w.negated[i]:
            continue
        parts = PARTS.get(low)
        if parts is not None:
            out.append((i, i, parts))
        elif low in ("day", "days") and i > 0 and lower[i - 1] in _WHOLE_WEEK_LEADS:
            after = lower[i + 1 : i + 4]
            if lower[i - 1] in ("seven", "7"):
                if after[:2] != ["a", "week"]:
                    continue  # "seven days' notice": a length of time
            elif after[:1] == ["now"] or (after[:1] == ["of"] and after[1:3] != ["the", "week"]):
                continue  # "any day now", "every day of the festival"
            out.append((i - 1, i, EVERY_DAY))
        elif low == "daily" and i > 0 and lower[i - 1] in ("open", "opens", "run", "runs", "operates", "served"):
            out.append((i, i, EVERY_DAY))  # "open daily"; not "the daily limit"
    return out


def whole_week_words(w: Words) -> list[str]:
    """The words of each mention of the whole week in ``w`` ("any", "day"): as vague as a cue
    word, they do not draw the claim's evidence window."""
    return [w.lower[k] for a, b, parts in w.derived(week_parts, week_parts) if parts == EVERY_DAY
            for k in range(a, b + 1)]


def week_part_hits(claim: Words, window: Words) -> list[Hit]:
    mine = claim.derived(week_parts, week_parts)
    if not mine or any(low in _EXCEPT for low in claim.lower):
        return []
    theirs = window.derived(week_parts, week_parts)
    if not theirs:
        return []
    said = frozenset().union(*(p for _, _, p in mine))
    named = frozenset().union(*(p for _, _, p in theirs))
    missing = said - named
    if not missing:
        return []  # the window names every part the claim does (somewhere)
    day_words = {claim.stems[k] for a, b, _ in mine for k in range(a, b + 1)}
    content = claim.derived(content_stems, content_stems) - day_words
    for a, b, stems in window.derived(sentence_stems, sentence_stems):
        if len(stems & content) < 2:
            continue
        if any(low in _EXCEPT or (low in PARTS and window.negated[k])
               for k, low in enumerate(window.lower[a:b], start=a)):
            continue
        here = [(i, j, p) for i, j, p in theirs if a <= i < b]
        if not here:
            continue
        i, j, _ = here[0]
        ci, cj, _ = next((m for m in mine if m[2] & missing), mine[0])
        return [Hit(ConflictKind.SCOPE, f"claim says \u201c{claim.phrase(ci, cj)}\u201d; source: "
                    f"\u201c{window.phrase(i, j)}\u201d", (ci, cj), (i, j))]
    return []
