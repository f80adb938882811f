"""What the offline judges read from a claim alone, computed once per claim text.

``claim_profile(claim)`` is the claim half of ``reviewer.judges.features.analyze``: a claim is
judged by three judges and, in the repair loop, against several candidate sources, so its
tokens, bigrams, numbers (digits, number words, units, year spans, listed counts), named-entity
proxies, negations and clauses are worked out once per run (``SourceIndexes.profile``) and shared.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from reviewer.judges.sourceindex import number_contexts, number_kind
from reviewer.text import (
    _NUMBER_WORD,
    _WORD_RE,
    Measure,
    _stem_cached,
    capitalized_terms,
    content_tokens,
    folded,
    is_comparative,
    measures,
    negation_count,
    normalize_number,
    word_info,
)

__all__ = ["ClaimProfile", "bigrams", "claim_profile", "clauses", "listed_numbers", "spans_in", "year_spans"]

CLAUSE_RE = re.compile(r";|(?<!\d):|:(?!\d)|,\s+(?:and|but|while|whereas|which|who)\b|\.\s+|\s+and\s+(?=[a-z]+\s)")


@dataclass(frozen=True, slots=True)
class ClaimProfile:
    """Everything ``analyze`` reads from the claim alone."""

    tokens: tuple[str, ...]  # stemmed content tokens, in order
    token_set: frozenset[str]
    exact: frozenset[str]  # unstemmed content tokens
    bigrams: frozenset[tuple[str, str]]
    numbers: frozenset[str]
    entities: frozenset[str]  # stemmed capitalised words (named-entity proxy)
    negations: int
    clauses: tuple[frozenset[str], ...]  # non-empty clause token sets
    number_contexts: tuple  # ``number_contexts(tokens)``, for ``check_numbers``
    word_numbers: frozenset[str] = frozenset()  # numbers written only as words ("two")
    listed_numbers: frozenset[str] = frozenset()  # number words the claim lists as many things of
    spans: tuple[tuple[str, float], ...] = ()  # number words that are a span of years: ("2", 20.0)
    measures: tuple[Measure, ...] = ()  # numbers with a unit ("20 cm")
    comparative: bool = False  # "more … than", "the largest", "exceeds"
    stems: tuple[str, ...] = ()  # ``content_tokens(claim, stemmed=True)`` (the contradiction check's tokens)


def bigrams(tokens) -> set[tuple[str, str]]:
    """Consecutive token pairs."""
    return set(pairwise(tokens))


def clauses(claim: str) -> list[list[str]]:
    """The claim's clauses (cut at ``;``, ``:``, ", and", ". ", " and x …"; not at the colon of a
    clock time or a ratio, "09:15", "3:1") as stemmed content tokens; clauses of fewer than two
    tokens are dropped (the whole claim when none is left)."""
    parts = [content_tokens(p, stemmed=True) for p in CLAUSE_RE.split(claim) if p]
    parts = [p for p in parts if len(p) >= 2]
    return parts or [content_tokens(claim, stemmed=True)]


def _clauses_from_words(claim: str, cuts: list[tuple[int, int]], stemmed: list[tuple[str, ...]],
                        starts: list[int]) -> list[list[str]]:
    """``clauses(claim)`` from the claim's word matches (one regex pass instead of one per
    clause): a word match never crosses a clause separator (``cuts``), and matching a part on
    its own finds the same words as matching the whole claim, so each part's words are the
    matches starting inside it. ``stemmed``: each match's stemmed content tokens."""
    if not cuts:
        parts = [[t for toks in stemmed for t in toks]] if claim else []
    else:
        bounds = [0] + [x for span in cuts for x in span] + [len(claim)]
        pieces = [(a, b) for a, b in zip(bounds[::2], bounds[1::2]) if b > a]  # non-empty parts
        parts = [[] for _ in pieces]
        k, last = 0, len(pieces)
        for toks, start in zip(stemmed, starts):
            while k < last and start >= pieces[k][1]:
                k += 1
            if k == last:
                break
            if start >= pieces[k][0]:
                parts[k].extend(toks)
    parts = [p for p in parts if len(p) >= 2]
    return parts or [[t for toks in stemmed for t in toks]]


_SPAN_RE = re.compile(rf"\b({_NUMBER_WORD})[\s-]+(years?|decades?|centuries|century)\b", re.IGNORECASE)
_SPAN_YEARS = {"year": 1.0, "years": 1.0, "decade": 10.0, "decades": 10.0, "century": 100.0, "centuries": 100.0}
_LISTED_RE = re.compile(rf"\b(?:the|these|those|both|its|their)\s+({_NUMBER_WORD})\b", re.IGNORECASE)


def year_spans(claim: str) -> list[tuple[str, float]]:
    """Number words that count years ("two decades" → ("2", 20.0))."""
    low = folded(claim)
    if "year" not in low and "decade" not in low and "centur" not in low:  # the regex needs one
        return []
    out = []
    for m in _SPAN_RE.finditer(claim):
        num = normalize_number(m.group(1))
        if num.isdigit():  # not "ſIX years": IGNORECASE matches it, but it is no number we read
            out.append((num, float(num) * _SPAN_YEARS[folded(m.group(2))]))  # folded: "yearſ" too
    return out


def listed_numbers(claim: str) -> frozenset[str]:
    """Number words the claim itself lists that many things of: "X and Y are the two main …"
    (a list of at least that many items, by its "and"s and commas, before the number)."""
    out: set[str] = set()
    if " and " not in claim:  # every number kept needs an " and " before it
        return frozenset(out)
    for m in _LISTED_RE.finditer(claim):
        num = normalize_number(m.group(1))
        if not num.isdigit():  # "the ſIX": matched under IGNORECASE, but no number we read
            continue
        n = int(num)
        before = claim[: m.start()]
        if 2 <= n <= 5 and " and " in before and before.count(",") + before.count(" and ") >= n - 1:
            out.add(str(n))
    return frozenset(out)


def claim_profile(claim: str) -> ClaimProfile:
    """One pass of the word regex feeds the stemmed tokens, the exact tokens and the clauses
    (each equal to what ``content_token_offsets``, ``content_tokens`` and ``clauses`` return)."""
    cuts = [m.span() for m in CLAUSE_RE.finditer(claim)]
    if cuts:
        matches = list(_WORD_RE.finditer(claim))
        words = [m.group() for m in matches]
        starts = [m.start() for m in matches]
    else:
        words = _WORD_RE.findall(claim)
        starts = []
    infos = [word_info(w) for w in words]
    tokens = [info[0] for info in infos if info[0] is not None]
    numbers = frozenset(t for t in tokens if t[0].isdigit())
    as_digits = frozenset(info[0] for w, info in zip(words, infos) if info[0] and w[0].isdigit())
    word_numbers = numbers - as_digits
    return ClaimProfile(
        tokens=tuple(tokens),
        token_set=frozenset(tokens),
        exact=frozenset([t for info in infos for t in info[1]]),
        bigrams=frozenset(bigrams(tokens)),
        numbers=numbers,
        entities=frozenset([_stem_cached(e) for e in capitalized_terms(claim)]),
        negations=negation_count(claim),
        clauses=tuple(frozenset(c) for c in _clauses_from_words(claim, cuts, [info[2] for info in infos], starts)
                      if c),
        number_contexts=tuple(number_contexts(tokens)) if numbers else (),  # contexts of numbers only
        word_numbers=word_numbers,
        # both keep only numbers written as words: nothing to look for without one
        listed_numbers=listed_numbers(claim) & word_numbers if word_numbers else frozenset(),
        spans=tuple((n, y) for n, y in year_spans(claim) if n in word_numbers) if word_numbers else (),
        measures=tuple(measures(claim)) if numbers else (),
        comparative=is_comparative(claim),
        stems=tuple([t for info in infos for t in info[2]]),
    )


def spans_in(spans: tuple[tuple[str, float], ...], window_numbers: frozenset[str]) -> set[str]:
    """The claim's year ``spans`` the window's years make ("2000" … "2019" is about two decades)."""
    years = sorted(int(t) for t in window_numbers if number_kind(t) == "year")
    out = set()
    for num, length in spans:
        tolerance = max(1.0, 0.1 * length)
        if any(abs(b - a - length) <= tolerance for i, a in enumerate(years) for b in years[i + 1 :]):
            out.add(num)
    return out
