"""Quote locating (Contract 1): golden cases per tier and per fabrication kind, and invariants."""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reviewer.locate import (
    Location,
    PreparedSource,
    Tier,
    expand_to_sentence,
    locate_anchor,
    locate_quote,
    normalize,
    prepare,
)
from reviewer.locate.fold import fold_with_map
from reviewer.model import Grounding

SOURCE = (
    "Annual Report 2019\n\n"
    "The committee found that the new treatment was effective in 72.5% of patients. "
    "It was not approved for children under 12 years of age, because the trials were too small.\n"
    "Revenue grew by 2.5 million dollars in 2019 \u2014 a record \u2014 while costs fell.\n"
    "Dr. Smith said: \u201cIt\u2019s a well\u2011known result, and it holds across three independent cohorts.\u201d\n"
    "The researchers observed a typical response in the control group, with no serious side effects "
    "reported during the twelve-week follow-up period.\n"
    "Ein Stra\u00dfenbahnnetz verbindet die Stadtteile.\n"
)


def loc(quote: str, source: str = SOURCE) -> Location:
    return locate_quote(quote, source)


# -- golden: located / fuzzy ---------------------------------------------------------------------

LOCATED = [
    # (quote, tier, expected matched source text)
    (
        "the new treatment was effective in 72.5% of patients",
        Tier.EXACT,
        "the new treatment was effective in 72.5% of patients",
    ),
    ("THE NEW TREATMENT WAS EFFECTIVE", Tier.NORMALIZED, "the new treatment was effective"),
    (
        "Revenue grew by 2.5 million dollars in 2019 - a record - while costs fell",
        Tier.NORMALIZED,
        "Revenue grew by 2.5 million dollars in 2019 \u2014 a record \u2014 while costs fell",
    ),
    ("in 2019\u2013a record\u2013while", Tier.NORMALIZED, "in 2019 \u2014 a record \u2014 while"),
    ('"It\'s a well-known result"', Tier.NORMALIZED, "It\u2019s a well\u2011known result"),
    ("it was not\napproved   for\tchildren", Tier.NORMALIZED, "It was not approved for children"),
    ("not\u00a0approved for chil\u00addren", Tier.NORMALIZED, "not approved for children"),
    ("not appro\u200bved for children", Tier.NORMALIZED, "not approved for children"),
    ("\uff34\uff48\uff45 committee found", Tier.NORMALIZED, "The committee found"),  # fullwidth
    ("was e\ufb00ective in 72.5%", Tier.NORMALIZED, "was effective in 72.5%"),  # ligature ff
    ("ein strassenbahnnetz verbindet", Tier.NORMALIZED, "Ein Stra\u00dfenbahnnetz verbindet"),
    ("...too small.", Tier.NORMALIZED, "too small"),
    (
        "The committee found that\u2026 effective in 72.5% of patients",
        Tier.FRAGMENTS,
        "The committee found that the new treatment was effective in 72.5% of patients",
    ),
    (
        "The committee found that [\u2026] effective in 72.5% of patients",
        Tier.FRAGMENTS,
        "The committee found that the new treatment was effective in 72.5% of patients",
    ),
    (
        "The committee found that [...] effective in 72.5% of patients",
        Tier.FRAGMENTS,
        "The committee found that the new treatment was effective in 72.5% of patients",
    ),
    (
        "Revenue grew by 2.5 million dollars in 2019 ... while costs fell",
        Tier.FRAGMENTS,
        "Revenue grew by 2.5 million dollars in 2019 \u2014 a record \u2014 while costs fell",
    ),
]

FUZZY = [
    # typo, dropped word, punctuation difference, two typos in a long quote, fuzzy fragment
    (
        "the new treatmnet was effective in 72.5% of patients",
        "the new treatment was effective in 72.5% of patients",
    ),
    (
        "It was not approved for children under 12 years of age, because trials were too small",
        "It was not approved for children under 12 years of age, because the trials were too small",
    ),
    (
        "Revenue grew by 2.5 million dollars in 2019, a record, while costs fell",
        "Revenue grew by 2.5 million dollars in 2019 \u2014 a record \u2014 while costs fell",
    ),
    (
        "a well-known result, and it holds acros three independant cohorts",
        "a well\u2011known result, and it holds across three independent cohorts",
    ),
    (
        "The committee found that ... was efective in 72.5% of patients",
        "The committee found that the new treatment was effective in 72.5% of patients",
    ),
]


@pytest.mark.parametrize(("quote", "tier", "expected"), LOCATED)
def test_located(quote, tier, expected):
    got = loc(quote)
    assert got.status == Grounding.LOCATED == "located"
    assert got.tier == tier
    assert SOURCE[got.start : got.end] == got.text == expected


@pytest.mark.parametrize(("quote", "expected"), FUZZY)
def test_fuzzy(quote, expected):
    got = loc(quote)
    assert got.status == Grounding.FUZZY == "fuzzy"
    assert SOURCE[got.start : got.end] == got.text == expected
    assert 0.5 < got.score <= 1.0


# -- golden: fabrications stay unlocated ----------------------------------------------------------

FABRICATED = [
    (
        "other_document",
        "The board approved the merger with a large majority of shareholders present.",
    ),
    ("changed_number", "the new treatment was effective in 75.5% of patients"),
    (
        "changed_number_year",
        "Revenue grew by 2.5 million dollars in 2018 \u2014 a record \u2014 while costs fell",
    ),
    ("changed_number_word", "it holds across four independent cohorts and more"),
    ("changed_number_noisy", "THE NEW TREATMENT WAS EFFECTIVE IN 72.6% OF PATIENTS"),
    ("dropped_number", "Revenue grew by million dollars in 2019, a record, while costs fell"),
    ("truncated_number", "effective in 72"),
    ("truncated_decimal", "grew by 2"),
    ("dropped_percent", "was effective in 72.5 of patients"),
    (
        "negation_removed",
        "It was approved for children under 12 years of age, because the trials were too small",
    ),
    ("negation_inserted", "the new treatment was not effective in 72.5% of patients"),
    ("negation_never", "the new treatment was never effective in 72.5% of patients"),
    ("negation_typo", "It was nut approved for children under 12 years of age"),
    ("antonym_prefix", "The researchers observed an atypical response in the control group"),
    ("shuffled", "patients the treatment of new effective was in 72.5% committee"),
    ("word_cut", "the new treat"),
    ("fragments_reordered", "while costs fell ... Revenue grew by 2.5 million dollars"),
    ("fragments_too_short", "It ... was"),
    ("added_word", "the new experimental treatment was effective in 72.5% of patients"),
    ("empty", ""),
    ("whitespace", " \n\t "),
    ("punctuation_only", "\u2026 \u201c\u201d"),
]


@pytest.mark.parametrize(("kind", "quote"), FABRICATED, ids=[k for k, _ in FABRICATED])
def test_fabrication_unlocated(kind, quote):
    got = loc(quote)
    assert got.status == Grounding.UNLOCATED == "unlocated"
    assert (got.start, got.end, got.tier, got.score) == (None, None, Tier.NONE, 0.0)
    assert got.reason


def test_word_hyphenated_at_a_line_break():
    src = "The results show that the treat-\nment was well tolerated by most of the patients."
    got = loc("the treatment was well tolerated by most of the patients", src)
    assert got.status == Grounding.FUZZY
    assert got.text == "the treat-\nment was well tolerated by most of the patients"


def test_fragments_too_far_apart():
    far = (
        "The opening words are here. "
        + "Filler text goes on. " * 200
        + "The closing words are here."
    )
    assert loc("The opening words ... The closing words", far).status == Grounding.UNLOCATED
    near = "The opening words are here. Then the closing words are here."
    assert loc("The opening words ... the closing words", near).status == Grounding.LOCATED


def test_near_duplicate_passage_is_skipped_for_the_real_one():
    src = (
        "TITLE: Kate Winslet and Lancome launch UK literacy programme\n"
        + "Some unrelated text about other matters entirely. " * 3
        + "\n# Kate Winslet and Lancome launch UK literacy programme for children\n"
    )
    got = loc("TITLE: Kate and Lancome launch UK literacy programme", src)
    assert got.status == Grounding.FUZZY and got.start == 0


def test_location_record():
    got = loc("quick", "the quick fox")
    assert dataclasses.is_dataclass(got)
    with pytest.raises(dataclasses.FrozenInstanceError):
        got.start = 3  # type: ignore[misc]
    assert got.found and got.spans == ((4, 9),) and got.tier == "exact"
    assert isinstance(got.status, Grounding)


def test_prepared_source_is_reused_and_equivalent():
    p = prepare(SOURCE)
    assert isinstance(p, PreparedSource) and prepare(p) is p
    assert not hasattr(prepare, "cache_info")  # no cache keyed on whole texts: a check keeps its own
    for quote, *_ in LOCATED + FUZZY + FABRICATED:
        assert locate_quote(quote, p) == locate_quote(quote, SOURCE)


def test_fragment_spans_listed():
    got = loc("The committee found that\u2026 effective in 72.5% of patients")
    assert len(got.spans) == 2
    assert [SOURCE[a:b] for a, b in got.spans] == [
        "The committee found that",
        "effective in 72.5% of patients",
    ]


# -- anchor and sentence expansion ----------------------------------------------------------------

SENTENCES = [
    # (text, anchor, expected sentence)
    (
        "First one. Dr. Smith went to Washington. Last one.",
        "went to",
        "Dr. Smith went to Washington.",
    ),
    ("It costs 3.5 dollars. Next.", "costs", "It costs 3.5 dollars."),
    ("Alpha beta, e.g. gamma delta. Next.", "gamma", "Alpha beta, e.g. gamma delta."),
    ("He said \u201cstop now.\u201d Then left.", "stop", "He said \u201cstop now.\u201d"),
    ("Heading\nThe body line has no stop", "body line", "The body line has no stop"),
    (
        "A wrapped sentence that goes\non the next line. Other.",
        "next line",
        "A wrapped sentence that goes\non the next line.",
    ),
    ("Para one ends\n\nPara two starts here", "two starts", "Para two starts here"),
    ("Is it? Yes! It is. Done.", "Yes", "Yes!"),
    ("J. R. R. Tolkien wrote books. More.", "wrote", "J. R. R. Tolkien wrote books."),
]


@pytest.mark.parametrize(("text", "anchor", "expected"), SENTENCES)
def test_expand_to_sentence(text, anchor, expected):
    i = text.index(anchor)
    s, e = expand_to_sentence(text, i, i + len(anchor))
    assert text[s:e] == expected


@pytest.mark.parametrize(("text", "anchor", "expected"), SENTENCES)
def test_locate_anchor(text, anchor, expected):
    got = locate_anchor(anchor.upper(), text)
    assert got.status == Grounding.LOCATED and got.text == expected == text[got.start : got.end]


def test_locate_anchor_unlocated_and_ambiguous():
    assert locate_anchor("absent phrase", SOURCE).status == Grounding.UNLOCATED
    got = locate_anchor("words", "Some words here. More words there.")
    assert got.text == "Some words here." and "2 times" in got.reason


def test_expand_to_sentence_is_bounded():
    text = "word " * 5000
    s, e = expand_to_sentence(text, 12500, 12504, max_chars=300)
    assert 12500 - 300 <= s <= 12500 and 12504 <= e <= 12504 + 300


# -- properties -----------------------------------------------------------------------------------

PROPS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPS
@given(quote=st.text(), source=st.text())
def test_never_raises_and_offsets_are_sane(quote, source):
    got = locate_quote(quote, source)
    assert got.status in (Grounding.LOCATED, Grounding.FUZZY, Grounding.UNLOCATED)
    if got.start is None:
        assert got.end is None and got.status == Grounding.UNLOCATED
    else:
        assert 0 <= got.start <= got.end <= len(source)
        assert source[got.start : got.end] == got.text


words_a = st.text(alphabet="abcdefghijklmABCDEFGHIJKLM0123", min_size=1, max_size=8)
words_b = st.text(alphabet="nopqrstuvwxyzNOPQRSTUVWXYZ56789", min_size=1, max_size=8)


@PROPS
@given(
    src=st.lists(words_a, min_size=1, max_size=60),
    quote=st.lists(words_b, min_size=1, max_size=12),
    sep=st.sampled_from([" ", "\n", " - ", ", "]),
)
def test_disjoint_alphabet_never_located(src, quote, sep):
    got = locate_quote(sep.join(quote), " ".join(src))
    assert got.status == Grounding.UNLOCATED


@PROPS
@given(quote=st.text(max_size=40), source=st.text(max_size=200))
def test_located_span_normalizes_to_quote(quote, source):
    got = locate_quote(quote, source)
    if got.tier in (Tier.EXACT, Tier.NORMALIZED):
        assert normalize(source[got.start : got.end]) == normalize(quote)


@PROPS
@given(
    words=st.lists(
        st.text(alphabet="abcdefgh\u00e9\u00df\u2019-", min_size=1, max_size=7),
        min_size=3,
        max_size=40,
    ),
    data=st.data(),
)
def test_noisy_substring_is_located(words, data):
    source = " ".join(words)
    i = data.draw(st.integers(0, len(words) - 1))
    j = data.draw(st.integers(i + 1, len(words)))
    span = " ".join(words[i:j])
    noisy = data.draw(st.sampled_from([str.upper, str.title, lambda s: s.replace(" ", "\n  ")]))(
        span
    )
    got = locate_quote(noisy, source)
    if any(c.isalnum() for c in normalize(span)):
        assert got.status == Grounding.LOCATED
        assert normalize(got.text) == normalize(noisy)


@PROPS
@given(text=st.text())
def test_fold_map_is_monotone_and_in_range(text):
    norm, origin = fold_with_map(text)
    assert len(norm) == len(origin)
    assert all(0 <= int(o) < len(text) for o in origin)
    assert all(int(a) <= int(b) for a, b in itertools.pairwise(origin))
    assert "  " not in norm and not norm.startswith(" ") and not norm.endswith(" ")


@PROPS
@given(text=st.text(max_size=300), a=st.integers(-5, 305), b=st.integers(-5, 305))
def test_expand_to_sentence_contains_span(text, a, b):
    s, e = expand_to_sentence(text, a, b)
    lo, hi = sorted((max(0, min(a, len(text))), max(0, min(b, len(text)))))
    assert 0 <= s <= lo and hi <= e <= len(text)


# -- issue 13: grounding that never launders ------------------------------------------------------

BOARD = (
    "The board approved the merger after a long debate. Shareholders were told that the company "
    "would pay some creditors later. The maximum dose was 5 mg. Sales increased in 2020. "
    "The drug was not effective in trials. The drug was less effective in children. "
    "Smith met Jones in Paris. It reported losses for the third year. Only 5 patients improved. "
    "The results show that the treat-\nment was well tolerated by most of the patients. "
    "The panel approved the plan by a wide margin on Monday."
)

MEANING_CHANGED = [
    # (kind, quote): every one is unlocated with a reason
    ("fragment_never_said", "the board approved the merger \u2026 and paid every creditor in full"),
    ("short_fragment_never_said", "the board approved the merger after a long debate ... in full"),
    ("ellipsis_cuts_negation", "the drug was \u2026 effective"),
    ("ellipsis_cuts_negation_bracket", "The drug was [...] effective in trials"),
    ("ellipsis_cuts_modifier", "the drug was ... effective in children"),
    ("ellipsis_cuts_only", "losses for the third year. ... 5 patients improved"),
    ("ellipsis_cuts_number", "It reported losses for the ... year"),
    ("antonym_maximum", "The minimum dose was 5 mg"),
    ("antonym_increased", "Sales decreased in 2020, it said"),
    ("antonym_approved", "The board rejected the merger after a long debate"),
    ("antonym_approved_panel", "The panel rejected the plan by a wide margin on Monday"),
    ("swapped_name", "Jones met Jones in Paris on a visit"),
    ("swapped_name_2", "Smith met Smith in Paris."),
    ("changed_number", "The maximum dose was 6 mg."),
    ("insertion_hides_number", "It reported losses for the [43] year"),
    ("doubled_negation", "The drug was not not effective in trials"),
    ("modifier_dropped", "The drug was effective in children, they said"),
    ("pronoun_swapped_near_the", "She found the company would pay some creditors later"),
]


def test_source_brackets_are_text_not_editorial():
    src = 'She said: "But [she brings that along] with an Ivy League degree."'
    assert loc('"But [she brings that along] with an Ivy League degree."', src).status == Grounding.LOCATED
    got = loc('"But [he brings that along] with an Ivy League degree."', src)
    assert got.status == Grounding.UNLOCATED and "bracketed" in got.reason


@pytest.mark.parametrize(("kind", "quote"), MEANING_CHANGED, ids=[k for k, _ in MEANING_CHANGED])
def test_meaning_change_unlocated(kind, quote):
    got = loc(quote, BOARD)
    assert got.status == Grounding.UNLOCATED, (got.tier, got.text)
    assert got.start is None and got.reason


@pytest.mark.parametrize(
    ("quote", "word"),
    [
        ("the drug was \u2026 effective", "'not'"),
        ("the drug was ... effective in children", "'less'"),
        ("It reported losses for the ... year", "'third'"),
    ],
)
def test_elision_reason_names_the_cut_word(quote, word):
    got = loc(quote, BOARD)
    assert got.reason.startswith("meaning changed") and word in got.reason


TRANSCRIPTION_NOISE = [
    # (quote, status, matched source text)
    ("the the board approved the merger", Grounding.FUZZY, "The board approved the merger"),
    (
        "The board approved the the merger after a long debate",
        Grounding.FUZZY,
        "The board approved the merger after a long debate",
    ),
    ("The board approved merger after a long debate", Grounding.FUZZY, "The board approved the merger after a long debate"),
    ("The board approved teh merger after a long debate", Grounding.FUZZY, "The board approved the merger after a long debate"),
    ("The board approved the merger og a long debate".replace("og", "aftre"), Grounding.FUZZY, "The board approved the merger after a long debate"),
    ("Shareholders were told thta the company would pay", Grounding.FUZZY, "Shareholders were told that the company would pay"),
    ("Shareholders were tld that the company would pay", Grounding.FUZZY, "Shareholders were told that the company would pay"),
    ("Shareholders were told that tho company would pay", Grounding.FUZZY, "Shareholders were told that the company would pay"),
    ("the treatment was well tolerated by most", Grounding.FUZZY, "the treat-\nment was well tolerated by most"),
    ("the treat- ment was well tolerated by most", Grounding.LOCATED, "the treat-\nment was well tolerated by most"),
    ("Shareholders were told that the com\npany would pay", Grounding.FUZZY, "Shareholders were told that the company would pay"),
    ("\u201cThe board approved the merger\u201d", Grounding.LOCATED, "The board approved the merger"),
    ("THE BOARD APPROVED THE MERGER", Grounding.LOCATED, "The board approved the merger"),
    ("the board approved [sic] the merger", Grounding.LOCATED, "The board approved the merger"),
    ("[T]he board approved the merger", Grounding.LOCATED, "The board approved the merger"),
    ("[The company] reported losses for the third year", Grounding.LOCATED, "reported losses for the third year"),
    ("The board [of directors] approved the merger after", Grounding.LOCATED, "The board approved the merger after"),
    ("Shareholders were told that [the firm] would pay some creditors", Grounding.LOCATED, "Shareholders were told that the company would pay some creditors"),
    ("The drug was not effective ... The drug was less effective", Grounding.LOCATED, "The drug was not effective in trials. The drug was less effective"),
]


@pytest.mark.parametrize(("quote", "status", "expected"), TRANSCRIPTION_NOISE)
def test_transcription_noise_recovered(quote, status, expected):
    got = loc(quote, BOARD)
    assert got.status == status, got.reason
    assert BOARD[got.start : got.end] == got.text == expected


BAD_INPUT = [
    ("only_ellipses", "... \u2026 [...] (...)", BOARD),
    ("only_brackets", "[] [ ] [the] [sic]", BOARD),
    ("only_punctuation", "\u201c\u201d ,;:!? -- ''", BOARD),
    ("longer_than_source", "the board approved the merger after a long debate " * 40, "The board approved the merger."),
    ("one_repeated_word_source", "word word word word word word other", "word " * 20000),
    ("one_repeated_word_elided", "word word ... word word ... word other", "word " * 20000),
]


@pytest.mark.parametrize(("kind", "quote", "source"), BAD_INPUT, ids=[k for k, *_ in BAD_INPUT])
def test_bad_input_unlocated_with_reason(kind, quote, source):
    got = locate_quote(quote, source)
    assert got.status == Grounding.UNLOCATED and got.reason
