"""The contradiction check: does the evidence say otherwise?

``find_conflicts(claim, sources)`` finds, for each cited source, the evidence window that
carries most of the claim (one to two sentences, rarity-weighted, from the offline judges'
``SourceIndex``, shared through the run's ``SourceIndexes``) and holds the claim to it: negation and polarity ("ruled out" against
"could neither rule it in nor out"), antonyms (rose/fell, approved/rejected), quantities
(numbers with units and percentages; "doubled" against 9 → 14 hours; "most" against 38%;
ranges), years, names (a person, place or company the source names differently), modality
("cures" against "may reduce") and scope ("in humans" against "in mice").

Each finding is a ``Conflict`` with a one-line reason and both spans (offsets into the claim
string given, and into ``source.text``). Only a window that carries at least ``MIN_SHARE`` of
the claim is read: a passage about something else contradicts nothing. Everything is
rule-based and linear-time; nothing that cannot be parsed is guessed.

``ContradictionJudge`` wraps it as a veto for the panel: a claim with a conflict is never
supported. It is not a voting judge: when it finds nothing it abstains (an error vote saying so).
"""

from __future__ import annotations

from collections.abc import Sequence

from reviewer.judges.conflict_absence import no_effect_hits
from reviewer.judges.conflict_agents import agents_elsewhere_hits
from reviewer.judges.conflict_anchor import anchor_hits
from reviewer.judges.conflict_cause import cause_hits, denied_cause_hits
from reviewer.judges.conflict_checks import touches, window_hits
from reviewer.judges.conflict_compare import comparison_hits, has_comparison
from reviewer.judges.conflict_crossing import crossed_hits
from reviewer.judges.conflict_dates import dated_elsewhere_hits, slipped_date_hits
from reviewer.judges.conflict_days import whole_week_words
from reviewer.judges.conflict_decided import decided_hits
from reviewer.judges.conflict_directed import directed_hits
from reviewer.judges.conflict_elsewhere import denied_elsewhere_hits
from reviewer.judges.conflict_figure_owner import figure_owner_hits
from reviewer.judges.conflict_found import found_none_hits
from reviewer.judges.conflict_included import included_hits
from reviewer.judges.conflict_modality import duty_elsewhere_hits
from reviewer.judges.conflict_none import none_elsewhere_hits
from reviewer.judges.conflict_numbers import figure_sentences
from reviewer.judges.conflict_objects import OBJECT_POLES
from reviewer.judges.conflict_scales import compared_elsewhere_hits
from reviewer.judges.conflict_parts import (
    MIN_PART_ANCHORS,
    PART_KINDS,
    PART_SHARE,
    clause_spans,
    frame_stems,
)
from reviewer.judges.conflict_open_cause import open_cause_hits
from reviewer.judges.conflict_planned import outcome_hits
from reviewer.judges.conflict_polarity import (
    ANTONYMS,
    CAUSAL,
    HEDGES,
    SCOPES,
    STRONG,
    Hit,
)
from reviewer.judges.conflict_posts import post_hits
from reviewer.judges.conflict_quantities import MULTIPLIERS, quantities
from reviewer.judges.conflict_recipient import recipient_hits
from reviewer.judges.conflict_rivals import rival_name_hits
from reviewer.judges.conflict_roles import swapped_elsewhere_hits
from reviewer.judges.conflict_scope import left_out_hits
from reviewer.judges.conflict_speaker import misquote_hits, reported_hits, speaker_hits, verbatim_quotes
from reviewer.judges.conflict_superlative import superlative_hits
from reviewer.judges.conflict_text import NEGATORS, Words, words
from reviewer.judges.conflict_time import ORDER_SHARE, order_hits, ordinal_figures
from reviewer.judges.conflict_vague import has_vague, share_hits, vague_hits
from reviewer.judges.conflict_window import MAX_WINDOW, Window, best_window, sentence_counts, window_view
from reviewer.judges.indexes import SourceIndexes
from reviewer.judges.role_names import by_role, name_stems, role_names
from reviewer.judges.sourceindex import SourceIndex
from reviewer.judges.verbatim import verbatim
from reviewer.model import Conflict, ConflictKind, Source, Verdict, Vote
from reviewer.text import content_tokens, stem

#: object poles that are verbs: the claim's "lifted" is expected to differ from the window's "cut"
_VERB_POLES = frozenset(["setting", "verdict", "appeal", "contest", "permission", "state", "attendance"])
CUE_STEMS = frozenset(stem(w) for w in (*ANTONYMS, *SCOPES, *STRONG, *HEDGES, *CAUSAL, *MULTIPLIERS, "time", "times",
                                        *(w for w, (family, _pole) in OBJECT_POLES.items() if family in _VERB_POLES)))

#: negators and the stems of "didn't", "won't" … as content_tokens leaves them
_NEGATING = frozenset(NEGATORS | {stem(w) for w in NEGATORS} | {
    "didn", "doesn", "don", "isn", "wasn", "weren", "aren", "hasn", "haven", "hadn", "couldn", "wouldn",
    "shouldn", "won", "mustn", "needn", "ain"})

MIN_SHARE = 0.5  # rarity-weighted share of the claim a window must carry to be held against it
TITLE_CHARS = 100  # a first sentence this short may be the source's title ("Bulletin entry – Cnoc Dubh.")
MIN_REST = 2  # claim words the best window lacks, for the window that carries them to be read too
REST_SHARE = 0.5  # the share of those words that window must carry
MAX_CLAIM = 4000  # characters of a claim that are read (claims are sentences)
_FIGURE_KINDS = frozenset({ConflictKind.QUANTITY})
#: units of measure a figure found anywhere in the source is held to ("38 feet" / "38 metres")
_MEASURES = frozenset(["length", "mass", "volume", "speed"])
#: a duration given as a limit ("walks of at least 15 minutes") is a rule the source states once, like
#: a measure; a bare one ("three weeks before") is not held to any sentence with the same figure
_BOUNDS = frozenset(["atleast", "atmost"])
AROUND = 2  # sentences either side of a window where a dispute of what it reports is looked for


def find_conflicts(claim: str, sources: Sequence[Source], *, min_share: float = MIN_SHARE,
                   indexes: SourceIndexes | None = None) -> tuple[Conflict, ...]:
    """The contradictions between ``claim`` and the best evidence window of each source.
    ``indexes``: the run's ``SourceIndexes`` (the judges' source indexes; a fresh one when None).
    Never raises on any text; returns ``()`` when nothing is found or nothing can be read."""
    indexes = indexes if indexes is not None else SourceIndexes()
    profile = indexes.profiled(claim) if len(claim) <= MAX_CLAIM else None
    claim = claim[:MAX_CLAIM]
    tokens = profile.stems if profile is not None else content_tokens(claim, stemmed=True)
    if not tokens:
        return ()
    # the words a contradiction turns on ("doubled", "cures", "mice") are expected to differ:
    # they do not count against the window's share of the claim. Nor does a negator (the claim's
    # "not" would draw the window towards any sentence with a "not" in it: "Outages did
    # not fall" read against "will not raise tariffs" rather than "Outages fell by 12 percent"),
    # nor the words that say every day ("on any day of the week" against "at weekends")
    claim_w = words(claim)
    week = {stem(low) for low in whole_week_words(claim_w)}
    anchored = [t for t in tokens if t not in CUE_STEMS and t not in _NEGATING and t not in week
                and not t[0].isdigit()] or tokens
    figures = [t for t in tokens if t[0].isdigit()]  # what settles a tie between windows
    frame = frame_stems(claim_w)
    if frame:  # "The summary states that …": what the window must carry is the rest
        unframed = [t for t in anchored if t not in frame]
        if len(unframed) < 2:  # the rest is mostly cue words: they anchor it then
            unframed = [t for t in tokens if t not in frame and t not in _NEGATING and not t[0].isdigit()]
        if len(unframed) >= 2:
            anchored = unframed
    names: frozenset[str] = frozenset()
    prepared = False  # the claim's names and parts, worked out for the first source with text
    parts: list[list] = []  # [start, end, anchors (before the names), its Words or None until needed]
    out: list[Conflict] = []
    # each source's conflicts are its own (the claim's words, names and parts aside, nothing is
    # shared between sources): remembered for the current claim, which the repair loop asks
    # about with several combinations of sources
    memo = indexes.conflicts
    if memo and next(iter(memo))[0] != claim:
        memo.clear()
    for source in sources:
        text = source.text
        if not text or not text.strip():
            continue
        index = indexes.index(text)  # holds ``text``: id(text) stays its key while ``indexes`` lives
        key = (claim, source.id, id(text), min_share)
        known = memo.get(key)
        if known is not None:
            out += known
            continue
        mine: list[Conflict] = []
        if not prepared:
            prepared = True
            names = name_stems(claim_w)
            parts = [[ps, pe, [t for t in content_tokens(claim[ps:pe], stemmed=True)
                               if t not in CUE_STEMS and t not in _NEGATING and not t[0].isdigit()], None]
                     for ps, pe in clause_spans(claim)]
        # a name the source never gives ("John Park" where the source has "Maria Lopez") is what
        # an entity conflict turns on: like a cue word, it does not count against the window
        own = [t for t in anchored if t not in names or t in index.positions] if names else anchored
        if ordinals := ordinal_figures(claim_w, index):  # ("the tenth hour" / "hours 10")
            own = [t for t in own if t not in ordinals] or own
        own = by_role(own, names, index, indexes.per_source(text, role_names)) if names else own  # "Respondent: X"
        spot = verbatim(claim_w, tokens, index)  # the source gives the claim word for word: read there
        window = Window(index.spans[spot.first].start, index.spans[spot.last].end, 1.0, spot.first, spot.last) \
            if spot is not None else best_window(own or anchored, index, figures)
        if spot is None and (window is None or window.share < min_share) and len(index.spans) > 2 and \
                index.spans[0].end - index.spans[0].start <= TITLE_CHARS:
            # the claim names what the whole source is about, in its title only ("Cnoc Dubh has
            # been confirmed as …" against "Meteoritical Bulletin entry – Cnoc Dubh. … no pairing
            # has been confirmed"): the window is held to the rest of the claim
            rest = [t for t in own or anchored if index.token_spans(t) != (0,)]
            if 2 <= len(rest) < len(own or anchored):
                window = best_window(rest, index)
        seen: set[ConflictKind] = set()
        # the source's own words, quoted: no conflict turns on them
        quoted = verbatim_quotes(claim_w, index) if '"' in claim or "\u201c" in claim else []
        carried = window is not None and window.share >= min_share  # the window is held to the claim
        at = (window.first, window.last) if carried else (-1, -1)  # its sentences, for the checks that read others
        if carried:
            mine += _conflicts(claim, claim_w, source, window, index, seen, quoted=quoted)
            if spot is not None and spot.whole:  # the source's own sentences, whole: no other is read
                out += memo.setdefault(key, tuple(mine))
                continue
            # the rest of the claim against the place that speaks to it: "the footbridge, reopened
            # on 3 April, is accessible to cyclists" against a window about the reopening, and a
            # later sentence "The bridge is not accessible to cyclists"
            rest = [t for t in dict.fromkeys(own or anchored) if not window.holds(t, index)]
            rw = best_window(rest, index) if rest else None
            if rw is not None and len(rest) < MIN_REST and not any(
                    rw.holds(t, index) for t in own or anchored if t not in rest):
                rw = None  # one word the window lacks: read where it is only beside another word of the claim
            if rw is not None and rw.share >= REST_SHARE and not (rw.first <= window.last and window.first <= rw.last):
                mine += _conflicts(claim, claim_w, source, rw, index, seen, about=frozenset(rest), quoted=quoted)
            # a figure of the claim that the window lacks, where the source gives it ("6.5 miles long"
            # against "The 6.5-kilometre line", a sentence after the window about the extension)
            if ConflictKind.QUANTITY not in seen:
                mine += _figure_conflicts(claim, claim_w, source, index, seen, window.first, window.last)
        elif window is not None and any(q.unit in _MEASURES or (q.unit == "time" and q.qualifier in _BOUNDS)
                                        for q in claim_w.derived(quantities, quantities)):
            # no window carries the claim ("The Gannet Point tower is 38 feet tall": the name in one
            # sentence, the tower in another): a measure of the claim is still held to the sentence
            # that gives the same figure ("The tower is 38 metres tall")
            mine += _figure_conflicts(claim, claim_w, source, index, seen, -1, -1)
        sentence = lambda i, ix=index: window_view(ix, ix.spans[i].start, ix.spans[i].end)[0]  # the i-th one's Words
        if ConflictKind.ENTITY not in seen:  # who did it, or said it, wherever the source says so
            mine += _found(speaker_hits(claim_w, index, sentence) or reported_hits(claim_w, index, sentence)
                           or anchor_hits(claim_w, index, sentence) or swapped_elsewhere_hits(claim_w, index, sentence)
                           or post_hits(claim_w, index, sentence) or crossed_hits(claim_w, index, sentence)
                           or agents_elsewhere_hits(claim_w, index, sentence)
                           or directed_hits(claim_w, index, sentence) or rival_name_hits(claim_w, index, sentence)
                           or figure_owner_hits(claim_w, index, sentence)  # "won in 1:24:05" / "winner: X in 1:24:05"
                           or superlative_hits(claim_w, index, sentence)  # "the darkest at A" / "B, the darkest"
                           or recipient_hits(claim_w, index, sentence),  # "A took home the trophy" / "went to B"
                           claim, claim_w, source, seen)
        if ConflictKind.SCOPE not in seen:  # "including the capital" against "the capital is not affected"
            mine += _found(left_out_hits(claim_w, index, sentence), claim, claim_w, source, seen)
        if ConflictKind.SCOPE not in seen and not mine:  # "including the dissertation" / "does not apply to the dissertation"
            mine += _found(included_hits(claim_w, index, sentence), claim, claim_w, source, seen)
        if ConflictKind.NEGATION not in seen:  # "slowed the growth of lung tumours" against "no effect on lung tumours"
            mine += _found(no_effect_hits(claim_w, index, sentence) or none_elsewhere_hits(claim_w, index, sentence)
                           or found_none_hits(claim_w, index, sentence),  # "picked up a tear" / "No tear was seen"
                           claim, claim_w, source, seen)
        if ConflictKind.MODALITY not in seen:  # "regulators have approved" against "no decision has been made"
            # (not the words another check already holds: "compulsory" / "not mandatory" is the negation check's)
            found = _found(outcome_hits(claim_w, index, sentence) or duty_elsewhere_hits(claim_w, index, sentence)
                           or decided_hits(claim_w, index, sentence) or open_cause_hits(claim_w, index, sentence),
                           claim, claim_w, source, seen)
            mine += [c for c in found if not any(_same_words(c, o) for o in mine)]
        if ConflictKind.ANTONYM not in seen:  # "adults more likely than children" / "children … than adults"
            mine += _found(compared_elsewhere_hits(claim_w, index, sentence), claim, claim_w, source, seen)
        if ConflictKind.QUANTITY not in seen:  # "most of the stands" against a count the window lacks
            mine += _found(share_hits(claim_w, index, sentence, *at), claim, claim_w, source, seen)
        if ConflictKind.CAUSE not in seen and not mine:  # "set off by an intruder" / "cause found to be a bird"
            mine += _found(cause_hits(claim_w, index, sentence) or denied_cause_hits(claim_w, index, sentence),
                           claim, claim_w, source, seen)
        if not mine:  # a quotation with one of the source's words changed
            mine += _found(misquote_hits(claim_w, index, sentence), claim, claim_w, source, seen)
        if not mine:  # "has been granted a patent" against a later sentence "no patent has been granted"
            mine += _found(denied_elsewhere_hits(claim_w, index, sentence, *at,
                                                 window_view(index, window.start, window.end)[0] if carried else None),
                           claim, claim_w, source, seen)
        if ConflictKind.DATE not in seen:  # a day the window lacks; "A before B" against A's and B's years
            mine += _found(dated_elsewhere_hits(claim_w, index, sentence) or slipped_date_hits(claim_w, index, sentence)
                           or order_hits(claim_w, lambda tokens, ix=index: _sentence_for(tokens, ix)),
                           claim, claim_w, source, seen)
        # a compound claim: each part also against the window that carries most of it
        for held in parts:
            ps, pe, anchors, part_w = held
            part = [t for t in anchors if t not in names or t in index.positions] if names else anchors
            pw = best_window(part, index) if len(part) >= MIN_PART_ANCHORS else None
            if pw is None or pw.share < max(min_share, PART_SHARE) or window is not None and (
                    (pw.start, pw.end) == (window.start, window.end) or carried and window.holds_all(part, index)):
                continue  # (nor where the window carries the part: no other sentence worded alike is read)
            if part_w is None:
                part_w = held[3] = words(claim[ps:pe], ps)
            mine += _conflicts(claim, part_w, source, pw, index, seen, PART_KINDS)
        out += memo.setdefault(key, tuple(mine))
    return tuple(out)


def _found(hits: list[tuple[Hit, Words]], claim: str, claim_w: Words, source: Source,
           seen: set[ConflictKind]) -> list[Conflict]:
    """The conflicts of a check that reads the source's sentences itself ((hit, Words) pairs)."""
    out = []
    for hit, sw in hits:
        seen.add(hit.kind)
        out.append(_conflict(claim, claim_w, source, sw, hit))
    return out


def _same_words(a: Conflict, b: Conflict) -> bool:
    """Whether two conflicts turn on overlapping words of the claim and of the source."""
    return (a.claim_start < b.claim_end and b.claim_start < a.claim_end and a.source_start < b.source_end
            and b.source_start < a.source_end)


def _figure_conflicts(claim: str, claim_w: Words, source: Source, index: SourceIndex, seen: set[ConflictKind],
                      first: int, last: int) -> list[Conflict]:
    """The figure checks of each source sentence outside ``first..last`` that gives one of the
    claim's figures (``figure_sentences``)."""
    out: list[Conflict] = []
    told: set[int] | None = None  # claim figures the window that carries the claim gives, worked out on first need
    for sp in figure_sentences(claim_w, index, first, last):
        fw = Window(index.spans[sp].start, index.spans[sp].end, 1.0, sp, sp)
        found = _conflicts(claim, claim_w, source, fw, index, set(seen), _FIGURE_KINDS)
        if found and told is None:
            told = _told(claim_w, index, first, last)
        # (a figure the window gives in another unit is no conflict, and leaves its kind open)
        found = [c for c in found if c.claim_start not in told]
        seen.update(c.kind for c in found)
        out += found
    return out


def _told(claim_w: Words, index: SourceIndex, first: int, last: int) -> set[int]:
    """The offsets of the claim's figures that the window that carries the claim (sentences
    ``first..last``; none when -1) gives too, in another unit: "two days without symptoms" against
    "symptom-free for 48 hours" (where another sentence has "2 hours" of parking)."""
    if first < 0:
        return set()
    held = window_view(index, index.spans[first].start, index.spans[last].end)[0]
    same = {(v.unit, v.value) for v in held.derived(quantities, quantities) if v.unit}
    return {claim_w.starts[q.idx] for q in claim_w.derived(quantities, quantities) if (q.unit, q.value) in same}


def _sentence_for(tokens: list[str], index: SourceIndex) -> Words | None:
    """The one sentence of the best window for ``tokens`` that holds most of them (a tie: None)."""
    w = best_window(tokens, index)
    if w is None or w.share < ORDER_SHARE or w.first < 0:
        return None
    held = sentence_counts(dict.fromkeys(tokens), index)
    counts = [(held.get(i, 0), i) for i in range(w.first, w.last + 1)]
    best = max(counts)
    if [h for h, _i in counts].count(best[0]) > 1:
        return None
    span = index.spans[best[1]]
    return window_view(index, span.start, span.end)[0]


def _conflicts(claim: str, claim_w: Words, source: Source, window: Window, index: SourceIndex,
               seen: set[ConflictKind], kinds: frozenset[ConflictKind] | None = None,
               about: frozenset[str] | None = None, quoted: list[tuple[int, int]] = ()) -> list[Conflict]:
    """The conflicts between ``claim_w`` (the claim or a part of it) and ``window`` of ``source``,
    one per kind not yet in ``seen`` (and in ``kinds``, when given; and turning on a claim word
    whose stem is in ``about``, when given)."""
    view = window_view(index, window.start, window.end)
    window_w = view[0]
    out = []
    around = (lambda: _around(index, window)) if window.first >= 0 and kinds is None else (lambda: None)
    for hit in window_hits(claim_w, view, index, binding=kinds is None, main=kinds is None and about is None,
                           around=around):
        if hit.kind in seen or (kinds is not None and hit.kind not in kinds):
            continue
        if about is not None and not touches(claim_w, hit, about):
            continue
        if _quoted(claim_w, hit, quoted):
            continue  # a word the claim quotes from the source verbatim
        seen.add(hit.kind)
        out.append(_conflict(claim, claim_w, source, window_w, hit))
    if ConflictKind.QUANTITY not in seen and about is None and has_vague(claim_w) and (wide := around()) is not None:
        # "a majority of the 15-member board" against the window's board and, a sentence on, the count
        for hit in vague_hits(claim_w, wide, wide.derived(quantities, quantities))[:1]:
            seen.add(hit.kind)
            out.append(_conflict(claim, claim_w, source, wide, hit))
    if ConflictKind.QUANTITY not in seen and about is None and kinds is None and has_comparison(claim_w):
        # "fewer of the deaths than car occupants" against 287 deaths and, a sentence on, 185
        wide = around() or window_w
        for hit in comparison_hits(claim_w, wide, claim_w.derived(quantities, quantities),
                                   wide.derived(quantities, quantities))[:1]:
            if not _quoted(claim_w, hit, quoted):
                seen.add(hit.kind)
                out.append(_conflict(claim, claim_w, source, wide, hit))
    return out


def _quoted(claim_w: Words, hit: Hit, quoted: Sequence[tuple[int, int]]) -> bool:
    """Whether the hit turns only on words the claim quotes from the source verbatim."""
    cs, ce = claim_w.span(*hit.claim_span)
    return any(a <= cs and ce <= b for a, b in quoted)


def _around(index: SourceIndex, window: Window) -> Words | None:
    """The window with ``AROUND`` sentences either side (None when that is too long to read)."""
    lo, hi = max(0, window.first - AROUND), min(len(index.spans) - 1, window.last + AROUND)
    start, end = index.spans[lo].start, index.spans[hi].end
    return window_view(index, start, end)[0] if end - start <= 3 * MAX_WINDOW else None


def _conflict(claim: str, claim_w: Words, source: Source, window_w: Words, hit: Hit) -> Conflict:
    cs, ce = claim_w.span(*hit.claim_span)
    ss, se = window_w.span(*hit.window_span)
    # one line an editor reads: the quoted words keep the text's words, not its line breaks
    return Conflict(kind=hit.kind, reason=" ".join(hit.reason.split()), claim_text=claim[cs:ce], claim_start=cs,
                    claim_end=ce,
                    source_id=source.id, source_text=source.text[ss:se], source_start=ss, source_end=se)


class ContradictionJudge:
    """A veto, not a voter: ``not_supported`` with the conflicts when the evidence says
    otherwise; otherwise an abstaining (error) vote that the panel must not count."""

    name = "contradiction"

    def __init__(self, min_share: float = MIN_SHARE) -> None:
        self.min_share = min_share

    def conflicts(self, claim: str, sources: Sequence[Source]) -> tuple[Conflict, ...]:
        return find_conflicts(claim, sources, min_share=self.min_share)

    def judge(self, claim: str, sources: Sequence[Source], context: str = "") -> Vote:
        found = self.conflicts(claim, sources)
        if not found:
            return Vote(judge=self.name, verdict=None, score=0.0,
                        error="abstains: no contradiction found (this check only vetoes)")
        reason = "; ".join(dict.fromkeys(c.reason for c in found))
        return Vote(judge=self.name, verdict=Verdict.NOT_SUPPORTED, score=1.0, reason=f"contradiction: {reason}",
                    conflicts=found)
