"""Shares a source gives as a whole and its parts after "of which" ("received 214 responses, of
which 201 opposed the change": 94%), and percentages that are the size of a change, not a share
("enlarged the area by 40%"): what the vague-share check (``conflict_vague``) holds a claim's
"most", "around half", "a few" to."""

from __future__ import annotations

from dataclasses import replace

from reviewer.judges.conflict_quantities import Quantity
from reviewer.judges.conflict_text import Words, sentence_at, sentence_stems
from reviewer.judges.figure_sums import near, sums
from reviewer.judges.sourceindex import SourceIndex
from reviewer.text import stem

#: the words after a whole and a comma that open its parts ("…, of which 201 opposed")
_OF_WHICH = (["of", "which"], ["of", "whom"])
#: the words of the whole's noun between its figure and "of which", at most ("weaver members")
MAX_NOUN = 3
#: the parts read after "of which", at most
MAX_PARTS = 6


def by_change(window: Words, v: Quantity) -> bool:
    """A percentage that is the size of a change ("enlarged the chilled food area by 40%"), not a
    share of anything ("backed by 40% of members" is one)."""
    return v.percent and v.idx > 0 and window.lower[v.idx - 1] == "by" and \
        window.lower[v.end_idx + 1 : v.end_idx + 2] != ["of"]


def _past_noun(window: Words, k: int) -> int:
    """Where "of which" stands after the whole's figure, word ``k`` being the first after it: at
    ``k`` itself, or past at most ``MAX_NOUN`` words of letters with nothing but a space or a comma
    after each ("214 responses of which", "186 weaver members, of whom"); else ``k``."""
    for j in range(k, min(k + MAX_NOUN + 1, len(window))):
        if window.lower[j : j + 2] in _OF_WHICH:
            return j
        if j + 1 >= len(window) or not window.lower[j].isalpha() or window.lower[j] in ("of", "which", "whom") \
                or window.gap(j + 1).strip() not in ("", ","):
            return k  # ("200 of the members": a part, no whole's noun)
    return k


def share_of(part: Quantity, whole: Quantity) -> Quantity:
    """The part as a percent ``Quantity`` of the whole, at the part's place, keyed as every share is
    ("share:<part>:<whole index>")."""
    share = 100.0 * part.value / whole.value
    return replace(part, value=share, high=share, percent=True, context=part.context | whole.context,
                   raw=f"{part.raw} of {whole.raw} ({share:.0f}%)", key=f"share:{part.key}:{whole.idx}")


def of_which_shares(window: Words, wq: list[Quantity], claim_values: set[float]) -> list[Quantity]:
    """Each part the window counts after "<whole>, of which" in the whole's sentence, as a percent
    ``Quantity`` at the part's place, keyed as the other shares are ("share:<part>:<whole index>");
    only the parts of a whole the claim gives too, when it gives one ("the week's 37 claims")."""
    out: list[Quantity] = []
    wholes = [v for v in wq if v.value in claim_values]
    for n, whole in enumerate(wq):
        if wholes and whole.value not in claim_values:
            continue
        k = _past_noun(window, whole.end_idx + 1)  # ("214 responses, of which", "186 weaver members, of whom")
        if whole.year or whole.percent or whole.value <= 1 or window.lower[k : k + 2] not in _OF_WHICH:
            continue
        s = sentence_at(window, whole.idx)
        # (past the unit of the whole: "of which 201 opposed"; of the same kind of figure only)
        parts = [p for p in wq[n + 1 : n + 1 + MAX_PARTS] if p.idx >= k + 2 and sentence_at(window, p.idx) == s
                 and not (p.year or p.percent) and p.money == whole.money and 0 < p.value < whole.value]
        for p in parts:
            out.append(share_of(p, whole))
    return out


def said_apart(claim: Words, window: Words, v: Quantity) -> bool:
    """A lone percentage of the window said in a sentence that shares no content word with the
    claim ("Mortality during transport was 14 fish (0.4%)" against "Two-thirds of the trout were
    released into Loch Eilt"): a share of something else, not the one the claim words."""
    mine = {claim.stems[k] for k in range(len(claim)) if claim.content[k]}
    return not window.derived(sentence_stems, sentence_stems)[sentence_at(window, v.idx)][2] & mine


#: verbs a bare part's figure may be followed by ("…, and 22 rated it excellent") besides any "-ed"
_PART_VERBS = frozenset(["were", "had", "did", "said", "came", "chose", "gave", "went", "took", "made", "got",
                         "are", "have", "say", "do"])


def and_part_shares(window: Words, wq: list[Quantity]) -> list[Quantity]:
    """A whole counted with its noun, then a part of it with the noun left out, after ", and" in the
    same sentence ("Feedback forms were returned by 24 participants, and 22 rated the trip
    'excellent'": 22 of 24, 92%), as percent ``Quantity``s keyed as the other shares are. The
    part's figure must be followed by a verb (a word ending "-ed", or "were", "said" …)."""
    out: list[Quantity] = []
    for n, whole in enumerate(wq[:-1]):
        k = whole.end_idx + 1
        if whole.year or whole.percent or whole.value <= 1 or k >= len(window) or not window.content[k] \
                or not window.lower[k].endswith("s"):
            continue
        part = wq[n + 1]
        j, after = part.idx, part.end_idx + 1
        if part.year or part.percent or part.money != whole.money or not 0 < part.value < whole.value \
                or j < 1 or window.lower[j - 1] != "and" or "," not in window.gap(j - 1) or after >= len(window) \
                or sentence_at(window, j) != sentence_at(window, whole.idx) or window.gap(after) != " " \
                or not (window.lower[after].endswith("ed") or window.lower[after] in _PART_VERBS):
            continue
        out.append(share_of(part, whole))
    return out


#: source words after a figure read for the noun it counts ("63 brown-wax cylinders")
_NOUN_REACH = 3


def whole_in_source(q: Quantity, cq: list[Quantity], claim: Words, wq: list[Quantity], index: SourceIndex) -> bool:
    """The claim's figure is the whole of a part it gives ("Fourteen of the 63 cylinders"), and
    the source gives that figure for the same things ("The collection holds 63 brown-wax
    cylinders"), and the part is a figure of the window or the sum of two ("Nine were too badly
    affected by mould …; five were cracked"): the whole is the source's, whatever a window about
    another part says ("Forty-nine cylinders were transferred"). A part the window does not make
    ("Eleven of the 63") leaves the whole held to the window."""
    i = q.idx
    part = next((p for p in cq if p.idx == i - 3), None)
    if not q.unit or q.percent or q.year or q.code or i < 3 or claim.lower[i - 2 : i] != ["of", "the"] \
            or part is None or not near(part.value, [v.value for v in wq] + list(sums([v.value for v in wq])), 1e-9):
        return False
    noun = next((stem(claim.lower[k]) for k in range(i + 1, min(len(claim), q.end_idx + 2))
                 if claim.content[k] and claim.stems[k] == q.unit), None)
    tokens, spans = index.tokens, index.token_span
    return noun is not None and any(tokens[j] == noun and spans[j] == spans[p] for p in index.positions.get(q.key, ())
                                    for j in range(p + 1, min(len(tokens), p + 1 + _NOUN_REACH)))



def whole_of_two(q: Quantity, claim: Words, wq: list[Quantity]) -> bool:
    """The claim's figure is a whole it takes a share of ("Of the 27 tonnes of rice used, only
    one-ninth …"), and two figures of the window in its unit make it ("24 tonnes of Yamada
    Nishiki and … 3 tonnes of Cambridgeshire-grown rice"): the whole of those parts, not a rival
    of either. Only a plain figure of a unit, after "of the"."""
    i = q.idx
    if not q.unit or q.percent or q.year or q.code or q.qualifier or q.compare or q.high != q.value \
            or i < 2 or claim.lower[i - 2 : i] != ["of", "the"]:
        return False
    parts = [v.value for v in wq if v.unit == q.unit and not (v.year or v.percent or v.compare or v.qualifier)
             and v.high == v.value and 0 < v.value < q.value]
    return near(q.value, list(sums(parts)), max(q.rounding, 1e-9))
