"""Repair safety: which repairs a claim may get, and whether a re-verified repair is better.

Rules (README "Repair safety"):

* a claim whose quote is unlocated (``Grounding.UNLOCATED``) or whose verdict is
  ``not_supported`` because of a contradiction (a vote with ``conflicts``) is *protected*: no
  repair removes one of its citation markers or softens it; it gets ``requote`` (the source's
  own words), a correction drawn from the source, an added citation, or ``drop``;
* every suggestion is re-verified (the loop re-analyses the note with the repair applied) and
  shown only when the claim comes out *better* (``score`` below rises). A hedge counts only
  when the gate recognises it: the hedged sentence is read as an analytic judgment closing a
  cited segment and is no longer flagged; a hedged sentence still flagged ``uncited`` is not
  better. A repair that pins a citation (``add_citation``, a replacing ``remove_citation``) is
  kept only when the re-verified claim has no contradiction vote;
* every suggestion is *well formed* (``malformed`` below) before it is offered: balanced quotes
  and brackets, no doubled blank, no stray leading punctuation, the claim's markers kept, its
  final punctuation kept.

Everything here is pure.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from reviewer.model import ClaimResult, Grounding, Repair, RepairKind, Verdict
from reviewer.repair import edits, meaning

#: how true a verdict leaves the note: a false citation is worse than none (the gate flags it)
VERDICT_RANK = {
    Verdict.SUPPORTED: 4,
    Verdict.PARTIAL: 3,
    Verdict.UNCITED: 2,
    Verdict.SOURCE_UNAVAILABLE: 2,
    Verdict.NOT_SUPPORTED: 1,
}
GROUNDING_RANK = {
    Grounding.LOCATED: 3,
    Grounding.FUZZY: 2,
    Grounding.NOT_APPLICABLE: 1,
    Grounding.UNLOCATED: 0,
}

#: (verdict rank, grounding rank, exempt): ``exempt`` is True only for a sentence that stands
#: as a hedged analytic judgment the gate does not flag (no longer a claim)
Score = tuple[int, int, bool]


def contradicted(result: ClaimResult) -> bool:
    """``not_supported`` because a judge found the evidence says otherwise."""
    return result.verdict is Verdict.NOT_SUPPORTED and any(v.conflicts for v in result.votes)


def protected(result: ClaimResult) -> bool:
    """A cited claim whose quote is unlocated or whose evidence contradicts it."""
    if not result.claim.cited:
        return False
    return result.grounding is Grounding.UNLOCATED or contradicted(result)


def removes_marker(result: ClaimResult, repair: Repair) -> bool:
    """Whether ``repair`` deletes one of the claim's citation markers without putting it back
    (a ``drop`` of the whole claim aside)."""
    if repair.start == repair.end:
        return False
    return any(repair.start <= c.start and c.end <= repair.end and c.raw not in repair.replacement
               for c in result.claim.citations)


def forbidden(result: ClaimResult, repair: Repair) -> bool:
    """A repair the safety rules never offer for this claim."""
    if not protected(result) or repair.kind is RepairKind.DROP:
        return False
    return repair.kind in (RepairKind.REMOVE_CITATION, RepairKind.SOFTEN) or removes_marker(result, repair)


def score(result: ClaimResult) -> Score:
    """(verdict rank, grounding rank, False): higher is truer. Hedging a sentence the gate still
    flags as a claim does not make it truer: "uncited -> uncited (hedged)" is no improvement."""
    return VERDICT_RANK[result.verdict], GROUNDING_RANK[result.grounding], False


def standing_score(text: str) -> Score:
    """The score of a sentence that still stands in the note but is no longer a claim: an
    uncited assertion, marked ``exempt`` when it is hedged (the segmenter reads it as an
    analytic judgment closing a cited segment, which the gate does not flag)."""
    return VERDICT_RANK[Verdict.UNCITED], GROUNDING_RANK[Grounding.NOT_APPLICABLE], edits.already_hedged(text)


def contradiction_vote(result: ClaimResult) -> bool:
    """A vote says the evidence contradicts the claim: a ``contradiction`` judge's veto (not its
    abstention) or any vote naming conflicts."""
    return any(v.conflicts or (v.judge == "contradiction" and v.verdict is Verdict.NOT_SUPPORTED)
               for v in result.votes)


def pins_citation(repair: Repair) -> bool:
    """The repair attaches a source to the claim (an added marker, or a marker replaced by one)."""
    return repair.kind is RepairKind.ADD_CITATION or (
        repair.kind is RepairKind.REMOVE_CITATION and bool(repair.citations))


def better(before: ClaimResult, repair: Repair, after: Sequence[ClaimResult], after_text: str) -> bool:
    """Whether the claim comes out truer with ``repair`` applied.

    ``after`` are the re-verified claims that now stand where the claim stood, ``after_text``
    the repaired text there. A ``drop`` is better when the claim is gone and was not a supported
    claim with a confirmed quote; any other repair when the worst claim there scores higher
        than the claim did (a claim no longer segmented as one scores as an uncited assertion, a
    hedged one as an exempt judgment), and it still stands as one claim (a claim split in two
    would count twice in the coverage). A repair pinning a citation is never better when a
    re-verified claim there has a contradiction vote; a repair inside a quotation only when the
    quotation then stands in the source word for word (located); a repair of a contradicted
    claim only when the claim comes out supported (a corrected name on a claim the source still
    does not back would pin the statement on someone else).
    """
    if not after_text.strip():
        return repair.kind is RepairKind.DROP and (
            before.verdict is not Verdict.SUPPORTED or before.grounding is Grounding.UNLOCATED)
    if repair.kind is RepairKind.DROP:
        return False  # the claim is still there
    if len(after) > 1:
        return False  # one claim split into several: coverage would count it twice
    if pins_citation(repair) and any(contradiction_vote(r) for r in after):
        return False  # the source it pins says otherwise
    if edits_quote(before, repair) and any(r.claim.quotes and r.grounding is not Grounding.LOCATED for r in after):
        return False  # a quotation edited into words the source does not have is a made-up quotation
    if contradicted(before) and any(r.verdict is not Verdict.SUPPORTED for r in after if r.claim.cited):
        return False  # a contradicted claim mended only in part still says what the source does not
    scores = [score(r) for r in after] or [standing_score(after_text)]
    return min(scores) > score(before)


def edits_quote(result: ClaimResult, repair: Repair) -> bool:
    """Whether ``repair`` changes words inside one of the claim's quotations."""
    return any(q.start < repair.end and repair.start < q.end if repair.start != repair.end
               else q.start < repair.start < q.end for q in result.claim.quotes)


# --------------------------------------------------------------------------- well-formedness

_PAIRS = {"(": ")", "[": "]", "“": "”"}
_CLOSERS = {v: k for k, v in _PAIRS.items()}
#: a sentence starting with punctuation, or with an opening mark followed by a blank
_STRAY_LEAD = re.compile(r"""^(?:[,.;:!?)\]}”’…–—-]|["“‘(\[]\s)""")
#: two blanks in a row, or a blank before closing punctuation
#: a table cell's border (an escaped ``\|`` is text)
_CELL = re.compile(r"(?<!\\)\|")
_LOOSE_BLANK = re.compile(r"[ \t]{2,}|[ \t][,.;:!?](?!\w)")
_FINAL = re.compile(r"""([.!?…])["'”’)\]*_]*$""")


def _balanced(text: str) -> bool:
    """Straight double quotes come in pairs; ``( )``, ``[ ]`` and ``“ ”`` nest."""
    if text.count('"') % 2:
        return False
    stack: list[str] = []
    for ch in text:
        if ch in _PAIRS:
            stack.append(ch)
        elif ch in _CLOSERS and (not stack or stack.pop() != _CLOSERS[ch]):
            return False
    return not stack


def _own_markers(result: ClaimResult) -> list[str]:
    claim = result.claim
    return [group[0].raw for group in edits.markers(claim.citations) if claim.start <= group[0].start < claim.end]


def _final(text: str) -> str:
    match = _FINAL.search(text.rstrip())
    return match.group(1) if match else ""


def _line(text: str, at: int) -> str:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return text[start : end if end >= 0 else len(text)]


def _spliced(note: str, repair: Repair, start: int, end: int) -> str:
    """``(note[:repair.start] + repair.replacement + note[repair.end:])[start:end]`` for
    ``0 <= start <= end``, without building the whole repaired note."""
    rs, new = repair.start, repair.replacement
    mid = rs + len(new)  # where the note's text after the repair resumes in the repaired note
    shift = repair.end - mid
    return (note[start:min(end, rs)] + new[max(start - rs, 0):max(end - rs, 0)]
            + (note[max(start, mid) + shift:end + shift] if end > mid else ""))


def _line_after(note: str, repair: Repair) -> str:
    """``_line`` of the repaired note at ``repair.start``."""
    at, new = repair.start, repair.replacement
    start = note.rfind("\n", 0, at) + 1  # the text before the repair is the note's
    k = new.find("\n")
    if k >= 0:
        end = at + k
    else:
        old = note.find("\n", repair.end)
        end = at + len(new) + ((old if old >= 0 else len(note)) - repair.end)
    return _spliced(note, repair, start, end)


def _whole_lines(note: str, repair: Repair) -> bool:
    """Whether ``repair`` removes whole lines (the next line, padded as an aligned table's rows
    are, is not text the repair left)."""
    return (not repair.replacement and repair.end > repair.start
            and (repair.start == 0 or note[repair.start - 1] == "\n")
            and (repair.end == len(note) or note[repair.end - 1] == "\n"))


def _region(note: str, result: ClaimResult | None, repair: Repair) -> tuple[str, str]:
    """(before, after): the claim's text before and after the repair (the line around the
    repair when the claim is unknown or dropped)."""
    if result is None or repair.kind is RepairKind.DROP:
        if _whole_lines(note, repair):  # a bullet or table row removed: no text of its is left
            return "", ""
        return _line(note, repair.start), _line_after(note, repair)
    start, end = edits.map_span([repair], result.claim.start, result.claim.end)
    return note[result.claim.start : result.claim.end], _spliced(note, repair, start, end)


def malformed(note: str, result: ClaimResult | None, repair: Repair) -> str:
    """Why the text ``repair`` leaves in place of its claim is not well formed ("" when it is).

    Checked on the claim's text once the repair is applied, each check only when the claim
    passed it before (a flaw of the draft is not the repair's): balanced quotation marks and
    brackets; no doubled blank or blank before punctuation; no stray punctuation at the start;
    every citation marker of the claim still there (but for ``remove_citation`` and ``drop``);
    the claim's final punctuation kept; a table row's cells kept (no ``|`` lost or added)."""
    if not 0 <= repair.start <= repair.end <= len(note):
        return "span outside the note"
    before, after = _region(note, result, repair)
    if _balanced(before) and not _balanced(after):
        return "unbalanced quotation marks or brackets"
    if not _LOOSE_BLANK.search(before) and _LOOSE_BLANK.search(after):
        return "doubled blank or blank before punctuation"
    if repair.kind is RepairKind.DROP or result is None:
        return ""
    if _CELL.findall(before) != _CELL.findall(after):
        return "table cells lost or added"  # "| x | claim |" restated as one sentence: a row of one cell
    b, a = before.strip(), after.strip()
    if not _STRAY_LEAD.match(b) and _STRAY_LEAD.match(a):
        return "stray punctuation at the start"
    if repair.kind is not RepairKind.REMOVE_CITATION:
        for raw in dict.fromkeys(_own_markers(result)):
            if a.count(raw) < _own_markers(result).count(raw):
                return f"citation marker {raw} lost"
    end = _final(b)
    if end and _final(a) != end:
        return f"final {end!r} lost"
    doubled = _doubled(note, result, repair)
    if doubled:
        return f"the words {doubled!r} doubled around the edit"
    return ""


_WORD = re.compile(r"[\w’'-]+")


def _doubled(note: str, result: ClaimResult, repair: Repair) -> str:
    """Two words of the replacement that the claim's words right next to the edit say again,
    where the claim did not say them twice: the edit did not replace the words it corrects
    ("All of the port's" with "port's" → "None of the port's" reads "All of the None of the
    port's"). "" when there are none."""
    new = [w.lower() for w in _WORD.findall(repair.replacement)]
    if len(new) < 2 or not result.claim.start <= repair.start <= repair.end <= result.claim.end:
        return ""
    reach = len(new) + 1
    left = [w.lower() for w in _WORD.findall(note, result.claim.start, repair.start)][-reach:]
    right = [w.lower() for w in _WORD.findall(note, repair.end, result.claim.end)][:reach]
    old = [w.lower() for w in _WORD.findall(note, repair.start, repair.end)]

    def pairs(words: list[str]) -> list[tuple[str, str]]:
        return list(itertools.pairwise(words))

    around = set(pairs(left)) | set(pairs(right))
    before, after = pairs(left + old + right), pairs(left + new + right)
    for pair in pairs(new):
        if pair in around and after.count(pair) > before.count(pair):
            return " ".join(pair)
    return ""


def changes_meaning(note: str, result: ClaimResult | None, repair: Repair) -> str:
    """Why ``repair`` rewrites its claim into something the claim did not say ("" when it keeps
    the claim's meaning, or rewrites none of its words): ``meaning.changes_meaning`` on the
    claim's text before and after the repair, its markers left out."""
    if result is None or repair.kind not in (RepairKind.REQUOTE, RepairKind.SOFTEN):
        return ""
    if not 0 <= repair.start <= repair.end <= len(note):
        return "span outside the note"
    before, after = _region(note, result, repair)
    for raw in dict.fromkeys(c.raw for c in result.claim.citations):
        before, after = before.replace(raw, " "), after.replace(raw, " ")
    return meaning.changes_meaning(repair.kind, before, after, note[repair.start : repair.end])
