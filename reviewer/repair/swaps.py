"""Word-swap corrections: a contradicted claim's conflicting words replaced by the source's
(``Conflict.claim_text`` → ``Conflict.source_text``), as whole phrases ("approved" → "did not
approve"; "did not fall" → "fell"; "All of the port's" → "None of the port's" by replacing
"All" alone). The edit replaces exactly the conflicting words; a correction that would not read
cleanly is left out (the claim is then offered the source's own sentence, or drop).

The suggester's context (``context._Context``) is passed in; the loop re-verifies every draft.
"""

from __future__ import annotations

import re
from typing import Any

from reviewer.judges.vague_words import VAGUE_CUES
from reviewer.lexicon import STOP_WORDS
from reviewer.model import ClaimResult, ConflictKind, Repair, RepairKind
from reviewer.repair import edits


def _draft(kind: RepairKind, result: ClaimResult, span: tuple[int, int], text: str, why: str,
           keys: tuple[str, ...] = ()) -> Repair:
    return Repair("", kind, result.claim.id, span[0], span[1], text, keys, why)


#: auxiliaries a negation leans on ("did not approve", "will not raise")
_AUX = frozenset(["do", "does", "did", "will", "would", "shall", "should", "can", "could", "may", "might", "must",
                  "has", "have", "had", "is", "are", "was", "were", "be", "been", "am"])
_NEGATION = frozenset({"not", "never"})
#: a quantifier of the claim against a denied subject of the source: "All" → "None" is a word swap
_QUANTIFIERS = frozenset(["all", "every", "each", "some", "most", "many", "several"])
_NONE = frozenset(["none", "no", "nobody", "nothing", "neither"])
_WORD = re.compile(r"[\w’'-]+")


def _word_before(text: str, at: int) -> tuple[str, int] | None:
    """The word ending right before ``at`` (across blanks only) and its start."""
    end = at
    while end > 0 and text[end - 1] in " \t":
        end -= 1
    start = end
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "’'-"):
        start -= 1
    return (text[start:end], start) if start < end < at else None


def _first_word(text: str) -> str:
    match = _WORD.search(text)
    return match.group().lower() if match else ""


def _source_phrase(ctx: Any, conflict: Any) -> str:
    """The source's words of a conflict, with the auxiliary a leading negation leans on
    ("not approve" → "did not approve")."""
    right = conflict.source_text.strip()
    if _first_word(right) not in _NEGATION:
        return right
    source = ctx.sources.get(conflict.source_id)
    if source is None:
        return right
    at = conflict.source_start
    if at is None or source.text[at : at + len(conflict.source_text)] != conflict.source_text:
        at = source.text.find(right)
        if at < 0 or source.text.find(right, at + 1) >= 0:
            return right
    before = _word_before(source.text, at)
    return f"{before[0]} {right}" if before and before[0].lower() in _AUX else right


#: irregular past forms, so that "did not fall" may become "fell"
_IRREGULAR = {"fell": "fall", "fallen": "fall", "rose": "rise", "risen": "rise", "grew": "grow", "grown": "grow",
              "won": "win", "lost": "lose", "shrank": "shrink", "shrunk": "shrink", "went": "go", "gone": "go",
              "made": "make", "took": "take", "taken": "take", "gave": "give", "given": "give", "began": "begin",
              "begun": "begin", "said": "say", "sold": "sell", "paid": "pay", "held": "hold", "left": "leave"}


def _roots(text: str) -> set[str]:
    """The words of a phrase but its auxiliaries and negations, reduced to a crude root."""
    out = set()
    for word in _WORD.findall(text.lower()):
        if word in _AUX or word in _NEGATION:
            continue
        word = _IRREGULAR.get(word, word)
        for suffix in ("ing", "ed", "es", "s", "d"):
            if word.endswith(suffix) and len(word) - len(suffix) >= 3:
                word = word[: -len(suffix)]
                break
        out.add(word.rstrip("e"))
    return out


def clean_phrase(text: str, start: int, end: int) -> bool:
    """Whether the phrase ``text[start:end]`` (a replacement in place) reads as a whole verb
    phrase: a leading negation leans on an auxiliary before it, a leading auxiliary does not
    follow another one, and it starts and ends on word boundaries."""
    if start > 0 and text[start - 1].isalnum() and text[start : start + 1].isalnum():
        return False
    if end < len(text) and text[end].isalnum() and text[end - 1 : end].isalnum():
        return False
    first = _first_word(text[start:end])
    before = _word_before(text, start)
    prev = before[0].lower() if before else ""
    if first in _NEGATION:
        return prev in _AUX
    return not (first in _AUX and prev in _AUX)


def _word_after(text: str, at: int) -> tuple[str, int] | None:
    """The word starting right after ``at`` (across blanks only) and its end."""
    start = at
    while start < len(text) and text[start] in " \t":
        start += 1
    end = start
    while end < len(text) and (text[end].isalnum() or text[end] in "’'-"):
        end += 1
    return (text[start:end], end) if start < end and start > at else None


def _aligned(text: str, at: int, end: int, right: str) -> tuple[int, int, str]:
    """The edit that replaces exactly the conflicting words. A conflict may name one word of
    the claim (``port's``) against the source's phrase holding it (``None of the port's``):
    the claim's function words next to it (``All of the``) answer the source's, so the edit
    covers them, and the words both sides share are left out: ``All`` → ``None`` (never
    ``All of the None of the port's``). Otherwise the edit is ``[at, end) → right`` as given."""
    wrong = text[at:end]
    inside = re.search(r"(?<!\w)" + re.escape(wrong) + r"(?!\w)", right, re.IGNORECASE)
    if inside is None:
        return _trimmed(text, at, end, right)  # "All of the port's" → "None of the port's": "All" → "None"
    if inside.group() == right:
        return at, end, right
    lo, hi = at, end
    for _ in range(len(right[: inside.start()].split())):
        word = _word_before(text, lo)
        if word is None or word[0].lower() not in STOP_WORDS:
            break
        lo = word[1]
    for _ in range(len(right[inside.end() :].split())):
        word = _word_after(text, hi)
        if word is None or word[0].lower() not in STOP_WORDS:
            break
        hi = word[1]
    return _trimmed(text, lo, hi, right)


def _trimmed(text: str, lo: int, hi: int, right: str) -> tuple[int, int, str]:
    """``text[lo:hi] → right`` without the words both sides share at either end."""
    ours = list(re.finditer(r"\S+", text[lo:hi]))
    theirs = right.split()
    if not ours:
        return lo, hi, right
    while len(ours) > 1 and len(theirs) > 1 and ours[-1].group().lower() == theirs[-1].lower():
        ours.pop(), theirs.pop()
    while len(ours) > 1 and len(theirs) > 1 and ours[0].group().lower() == theirs[0].lower():
        ours.pop(0), theirs.pop(0)
    new_at, new_end = lo + ours[0].start(), lo + ours[-1].end()
    fixed = " ".join(theirs)
    if text[new_at:new_end][:1].isupper() and fixed[:1].islower():
        fixed = fixed[:1].upper() + fixed[1:]
    return new_at, new_end, fixed


def conflict_corrections(ctx: Any, result: ClaimResult) -> list[Repair]:
    """For a contradicted claim: its conflicting words replaced by the source's (``requote``),
    as whole phrases: a negated verb phrase with its auxiliary ("approved" → "did not
    approve"; "did not fall" → "fell"). A correction that would not read cleanly is left out
    (the claim is then offered the source's own sentence, or drop)."""
    claim = result.claim
    out: list[Repair] = []
    seen = set()
    for vote in result.votes:
        for conflict in vote.conflicts:
            wrong, right = conflict.claim_text.strip(), _source_phrase(ctx, conflict)
            if not wrong or not right or len(right) > 200 or (wrong, right) in seen:
                continue
            if len(wrong.split()) > 4 or conflict.kind is ConflictKind.MODALITY or (
                    conflict.kind is ConflictKind.QUANTITY and not VAGUE_CUES.isdisjoint(wrong.lower().split())):
                continue  # the whole claim's standing ("states as fact what the source reports"), a
                # certainty against a hedge ("will" / "likely", "have approved" / "are reviewing the":
                # no word for word fix reads as English; the source's sentence or a softening does),
                # or a share in words against a count ("majority" / "six of 15"): no phrase to swap
            hits = [m.start() for m in re.finditer(r"(?<!\w)" + re.escape(wrong) + r"(?!\w)", claim.text)]
            if len(hits) != 1:
                continue  # absent, or ambiguous
            if len(right.split()) > len(wrong.split()) + 3:
                continue  # not a like-for-like correction (a name against a whole sentence)
            at, end = hits[0], hits[0] + len(wrong)
            edit = _aligned(claim.text, at, end, right)
            aligned = edit != (at, end, right)  # "port's" → "None of the port's" became "All" → "None"
            at, end, right = edit
            before = _word_before(claim.text, at)
            if before and before[0].lower() in _NEGATION and _first_word(right) not in _NEGATION:
                at, before = before[1], _word_before(claim.text, before[1])  # "not fall" → "fell"
                wrong_negated = True
            else:
                wrong_negated = _first_word(wrong) in _NEGATION
            if (before and before[0].lower() in _AUX
                    and (wrong_negated or _first_word(right) in _AUX | _NEGATION)):
                at = before[1]  # the claim's own auxiliary goes with the phrase ("will raise")
            if conflict.kind is ConflictKind.NEGATION and not _roots(claim.text[at:end]) & _roots(right) \
                    and not aligned and not (_first_word(wrong) in _QUANTIFIERS and _first_word(right) in _NONE):
                continue  # another verb ("would rise" / "will not raise"): restate instead ("All" / "None" is a swap)
            if claim.text[at:end] == right:
                continue
            fixed = claim.text[:at] + right + claim.text[end:]
            if not clean_phrase(fixed, at, at + len(right)):
                continue
            start = claim.start + at
            if any(c.start < claim.start + end and start < c.end for c in claim.citations):
                continue
            seen.add((wrong, right))
            out.append(_draft(RepairKind.REQUOTE, result, (start, claim.start + end), right,
                              f'The source contradicts the claim ({conflict.kind.value}: {conflict.reason}); '
                              f'correct "{edits.snippet(claim.text[at:end], 60)}" to the source\'s '
                              f'"{edits.snippet(right, 60)}".',
                              (conflict.source_id,) if conflict.source_id in ctx.sources else ()))
    return out
