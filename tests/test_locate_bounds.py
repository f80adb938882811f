"""Locate invariants (issue 13): offsets round-trip, fabricated quotes never located, bounded
work on hostile input (counted, not timed)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reviewer.locate.fuzzy as fuzzy_mod
import reviewer.locate.quote as quote_mod
from reviewer.locate import locate_quote
from reviewer.model import Grounding

PROPS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SOURCE_WORDS = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima".split()
OTHER_WORDS = "mango nectar orbit pepper quartz radish saffron tulip umber violet walnut yarrow".split()


@PROPS
@given(quote=st.text(max_size=60), source=st.text(max_size=300))
def test_offsets_round_trip(quote, source):
    got = locate_quote(quote, source)
    if got.status != Grounding.UNLOCATED:
        assert source[got.start : got.end] == got.text
        assert all(0 <= a <= b <= len(source) for a, b in got.spans)


@PROPS
@given(
    src=st.lists(st.sampled_from(SOURCE_WORDS), min_size=5, max_size=200),
    quote=st.lists(st.sampled_from(OTHER_WORDS), min_size=1, max_size=15),
    sep=st.sampled_from([" ", " ... ", " [the firm] ", " \u2026 "]),
)
def test_fabricated_quote_never_located(src, quote, sep):
    got = locate_quote(sep.join(quote), " ".join(src))
    assert got.status == Grounding.UNLOCATED and got.reason


@PROPS
@given(
    src=st.lists(st.sampled_from(SOURCE_WORDS), min_size=5, max_size=200),
    real=st.integers(0, 190),
    fake=st.lists(st.sampled_from(OTHER_WORDS), min_size=2, max_size=6),
)
def test_elided_quote_with_a_fabricated_fragment_never_located(src, real, fake):
    real = min(real, len(src) - 3)
    quote = " ".join(src[real : real + 3]) + " ... " + " ".join(fake)
    assert locate_quote(quote, " ".join(src)).status == Grounding.UNLOCATED


@PROPS
@given(quote=st.text(), source=st.text())
def test_never_raises(quote, source):
    assert locate_quote(quote, source).status in set(Grounding)


HOSTILE = [
    ("repeated_source_elided", "word word ... word word ... word other", "word " * 20000),
    ("repeated_source_fuzzy", "word word word word word word other", "word " * 20000),
    ("repeated_quote", "word " * 5000, "word other " * 100),
    ("only_ellipses", "\u2026 " * 5000, "some text here"),
]
WORK_ONLY = [("many_fragments", " ... ".join(["word"] * 300), "word " * 5000)]


@pytest.mark.parametrize(
    ("kind", "quote", "source"), HOSTILE + WORK_ONLY, ids=[k for k, *_ in HOSTILE + WORK_ONLY]
)
def test_hostile_input_bounded_work(kind, quote, source, monkeypatch):
    """Count the work: occurrences examined and word pairs compared stay bounded."""
    seen = {"occ": 0, "align": 0}
    occurrences, align = quote_mod._occurrences, fuzzy_mod._align

    def counting_occurrences(*a, **k):
        for x in occurrences(*a, **k):
            seen["occ"] += 1
            yield x

    def counting_align(q, s, *a, **k):
        seen["align"] += len(q) * len(s)
        return align(q, s, *a, **k)

    monkeypatch.setattr(quote_mod, "_occurrences", counting_occurrences)
    monkeypatch.setattr(fuzzy_mod, "_align", counting_align)
    got = locate_quote(quote, source)
    if kind not in dict((k, 0) for k, *_ in WORK_ONLY):
        assert got.status == Grounding.UNLOCATED and got.reason
    else:  # every fragment really is in the source: any status, but never unbounded work
        assert got.status in set(Grounding)
    assert seen["occ"] <= 5000
    assert seen["align"] <= 5_000_000
