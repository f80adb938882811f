"""Shared tokenization, the offline judges and the judge registry."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.judges import JUDGE_NAMES, UnknownJudgeError, make_judge, parse_judge_spec
from reviewer.judges.evidence import EvidenceJudge
from reviewer.judges.features import FEATURE_NAMES, analyze
from reviewer.judges.learned import LearnedJudge, LinearModel, WeightsError, load_model
from reviewer.judges.lexical import LexicalJudge
from reviewer.model import Source, Verdict
from reviewer.text import content_tokens, negation_count, numbers, sentence_spans

SOURCE = (
    "The survey was published in March 2024. It found that 41.3% of households own a bicycle. "
    "Ownership rose from 35% in 2019. The authors did not measure car ownership. "
    "Cycling to work takes about 5 hours a week on average."
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The 5h trip", ["5", "h", "trip"]),
        ("a 5-hour trip", ["5", "hour", "trip"]),
        ("It took 5 hours", ["took", "5", "hours"]),
        ("1,000 people", ["1000", "people"]),
        ("41.3 % of them", ["41.3"]),
        ("3.50 dollars", ["3.5", "dollars"]),
        ("The United States and the U.K.", ["united", "states", "u", "k"]),
        ("COVID19 cases", ["covid", "19", "cases"]),
        ("", []),
    ],
)
def test_content_tokens(text, expected):
    assert content_tokens(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("41.3% in 2016", ["41.3", "2016"]),
        ("1,200,000 and 3.0", ["1200000", "3"]),
        ("no numbers", []),
        ("5h and 5-hour", ["5", "5"]),
    ],
)
def test_numbers(text, expected):
    assert numbers(text) == expected


@pytest.mark.parametrize(
    "text, count",
    [("It did not rise", 1), ("It didn't rise", 1), ("Never without a fight", 2), ("It rose", 0)],
)
def test_negation(text, count):
    assert negation_count(text) == count


@given(st.text(max_size=400))
@settings(max_examples=150, deadline=None)
def test_sentence_spans_are_real_nonempty_spans(text):
    spans = sentence_spans(text, max_len=50)
    last = 0
    for s in spans:
        assert last <= s.start < s.end <= len(text)
        assert text[s.start : s.end].strip() == text[s.start : s.end]
        assert s.end - s.start <= 50
        last = s.end


@pytest.mark.parametrize("text, expected", [
    ("Cremator No. 2 was relined. Cremator No. 1 stayed in service.",
     ["Cremator No. 2 was relined.", "Cremator No. 1 stayed in service."]),
    ("Certificate no. 7719-0432. Coin: a guinea.", ["Certificate no. 7719-0432.", "Coin: a guinea."]),
    ("The survey was led by Dr. Amara Nair. It ran for a year.",
     ["The survey was led by Dr. Amara Nair.", "It ran for a year."]),
    ("The answer was No. Then the vote was taken.", ["The answer was No.", "Then the vote was taken."]),
    ("Dr. Nair left. 5 staff stayed.", ["Dr. Nair left.", "5 staff stayed."]),
], ids=["number", "lower-case-number", "title", "no-then-capital", "title-then-digit"])
def test_an_abbreviation_ends_no_source_sentence(text, expected):
    """"No. 2" and "Dr. Nair" end no sentence; "No." before a capital word, and a stop before a
    figure after anything else, still do."""
    assert [text[s.start : s.end] for s in sentence_spans(text)] == expected


def src(text: str, sid: str = "1") -> Source:
    return Source(id=sid, text=text)


@pytest.mark.parametrize(
    "claim, verdict",
    [
        ("41.3% of households own a bicycle, the survey found.", Verdict.SUPPORTED),
        ("Penguins migrate across Antarctic glaciers every winter.", Verdict.NOT_SUPPORTED),
    ],
)
def test_lexical_judge(claim, verdict):
    vote = LexicalJudge().judge(claim, [src(SOURCE)])
    assert vote.verdict == verdict
    assert vote.ok and 0.0 <= vote.score <= 1.0
    if verdict is Verdict.SUPPORTED:
        assert vote.evidence is not None and "41.3%" in vote.evidence.quote
    if vote.evidence is not None:
        assert SOURCE[vote.evidence.start : vote.evidence.end] == vote.evidence.quote


def test_lexical_multi_source_needs_every_source():
    claim = "41.3% of households own a bicycle, the survey found."
    good, unrelated = src(SOURCE, "1"), src("Penguins live in Antarctica and eat krill.", "2")
    assert LexicalJudge().judge(claim, [good]).verdict == Verdict.SUPPORTED
    vote = LexicalJudge().judge(claim, [good, unrelated])
    assert vote.verdict == Verdict.NOT_SUPPORTED
    assert vote.evidence is not None and vote.evidence.source_id == "1"  # best source gives the quote


@pytest.mark.parametrize(
    "claim, verdict",
    [
        ("The survey found that 41.3% of households own a bicycle.", Verdict.SUPPORTED),
        # compound: the first half is in the source, the second is not
        ("41.3% of households own a bicycle; penguins migrate across Antarctic glaciers each winter.",
         Verdict.PARTIAL),
        # the number differs
        ("The survey found that 52.7% of households own a bicycle.", Verdict.PARTIAL),
        ("Penguins migrate across Antarctic glaciers every winter.", Verdict.NOT_SUPPORTED),
    ],
)
def test_evidence_judge(claim, verdict):
    vote = EvidenceJudge().judge(claim, [src(SOURCE)])
    assert vote.verdict == verdict, vote.reason
    if vote.evidence is not None:
        assert SOURCE[vote.evidence.start : vote.evidence.end] == vote.evidence.quote


def test_evidence_picks_the_right_sentence():
    vote = EvidenceJudge().judge("Ownership rose from 35% in 2019.", [src(SOURCE)])
    assert "35%" in vote.evidence.quote


def test_learned_judge_votes_with_probabilities():
    vote = LearnedJudge().judge("The survey found that 41.3% of households own a bicycle.", [src(SOURCE)])
    assert vote.ok and vote.verdict in (Verdict.SUPPORTED, Verdict.PARTIAL, Verdict.NOT_SUPPORTED)
    assert 0.0 < vote.score <= 1.0
    assert "%" in vote.reason


def test_shipped_weights_match_the_features():
    model = load_model()
    assert set(model.features) <= set(FEATURE_NAMES)
    assert {c.value for c in model.classes} == {"supported", "partial", "not_supported"}
    probs = model.probabilities(analyze("41.3% of households own a bicycle.", SOURCE).features)
    assert abs(sum(probs.values()) - 1.0) < 1e-9


def test_feature_order_is_the_vector_the_learned_judge_was_fitted_on():
    # learned_weights.json and train_judge.py read the vector by these names, in this order
    assert FEATURE_NAMES == (
        "recall", "recall_exact", "idf_recall", "win1_recall", "win_recall", "win_idf_recall", "win_precision",
        "top3_recall", "bigram_recall", "win_bigram_recall", "prefix_recall", "num_count", "num_found",
        "num_win_found", "num_missing_any", "ent_recall", "neg_claim", "neg_mismatch", "clause_min", "clause_mean",
        "clause_frac_ok", "log_claim_tokens", "log_source_chars", "missing_tokens", "tok_recall", "tok_idf_recall",
        "tok_wide_recall", "num_ctx_found", "num_contradicted", "clause_count", "clause_frac_sup",
        "clause_frac_none", "ent_win_recall", "top3_idf_recall", "comparative_unbacked")
    a = analyze("41.3% of households own a bicycle.", SOURCE)
    assert a.vector() == [getattr(a.features, name) for name in FEATURE_NAMES]
    assert a.features.recall == 1.0 and a.features.num_found == 1.0 and a.features.num_count == 1.0


@pytest.mark.parametrize(
    "claim, count, found",
    [("The plant employs 1,200 workers.", 1.0, 1.0),
     # a number word the claim lists that many things of is never missing, but it is still a number stated
     ("Coal and gas are the two main fuels.", 1.0, 1.0),
     ("1,200 and the three", 2.0, 1.0),
     ("Thermal expansion, melting ice and rain are the three causes from 1,200 and 35.", 3.0, 0.5)],
)
def test_num_count_counts_every_number_the_claim_states(claim, count, found):
    f = analyze(claim, "The plant employs 1,200 workers. Coal and gas remain the main fuels.").features
    assert (f.num_count, f.num_found) == (count, found)


@pytest.mark.parametrize(
    "data",
    [{}, {"features": ["nope"], "classes": ["Supported"], "mean": [0], "scale": [1], "coef": [[1]], "intercept": [0]},
     {"features": ["recall"], "classes": ["Supported"], "mean": [0, 1], "scale": [1], "coef": [[1]], "intercept": [0]}],
)
def test_bad_weights_are_a_clear_error(data):
    with pytest.raises(WeightsError):
        LinearModel(data)


judge_claims = st.text(alphabet=st.characters(codec="utf-8"), max_size=120)


@given(claim=judge_claims, source=st.text(min_size=1, max_size=600))
@settings(max_examples=60, deadline=None)
def test_offline_judges_never_raise_and_quote_real_spans(claim, source):
    s = src(source)
    for judge in (LexicalJudge(), EvidenceJudge(), LearnedJudge()):
        vote = judge.judge(claim, [s])
        assert vote.ok
        if vote.evidence is not None:
            assert source[vote.evidence.start : vote.evidence.end] == vote.evidence.quote


@pytest.mark.parametrize("spec, expected", [("lexical", ("lexical", 1.0)), ("Learned:2", ("learned", 2.0)),
                                            (" evidence : 0.5", ("evidence", 0.5))])
def test_parse_judge_spec(spec, expected):
    assert parse_judge_spec(spec) == expected


@pytest.mark.parametrize("spec", ["oracle", "lexical:x", "lexical:0", "lexical:-1"])
def test_parse_judge_spec_rejects(spec):
    with pytest.raises(UnknownJudgeError):
        parse_judge_spec(spec)


@pytest.mark.parametrize("name", ["lexical", "evidence", "learned"])
def test_make_offline_judge(name):
    assert make_judge(name).name == name


def test_make_llm_judge_needs_configuration():
    assert "llm" in JUDGE_NAMES
    with pytest.raises(UnknownJudgeError):
        make_judge("llm")


@pytest.mark.parametrize(
    "text, expected",
    [("more than two metres", ["2"]), ("Twenty-five people and thirty one cats", ["25", "31"]),
     ("one of three", ["3"]), ("nineteen ninety", ["19", "90"]), ("twentyish", [])],
)
def test_number_words_are_numbers(text, expected):
    assert numbers(text) == expected
    assert [t for t in content_tokens(text) if t[0].isdigit()] == expected


FERRY = (
    "Report of the Lindqvist Ferry Inquiry (sample text written for this bundle).\n\n"
    "1. Findings. The ferry left port with its bow door not fully secured. Ship's logs show that the crew had "
    "completed the safety drill on the Tuesday, two days before the voyage, and that all lifeboats were inspected.\n\n"
    "2. Cause. The inquiry concludes that the sinking was caused by a failure of the bow door locking mechanism, "
    "which allowed water onto the vehicle deck.\n\n"
    "3. The operator. The operator had received two earlier warnings about the condition of the door seals and "
    "had scheduled repairs for the following month.\n"
)
SEA = (
    "Climate-change-driven accelerated sea-level rise\n"
    "Using a 25-year satellite altimeter record, we estimate the climate-change-driven acceleration of global mean "
    "sea level over the last 25 years to be 0.084 ± 0.025 mm per year squared.\n"
    "Satellite altimetry has measured sea level since 1993. The observed rise is driven by thermal expansion of the "
    "ocean as it warms and by the melting of land ice in Greenland, Antarctica and mountain glaciers.\n"
    "If the rate of change continues, global mean sea level would rise about 65 cm by 2100 relative to 2005, "
    "enough to cause significant problems for coastal cities.\n"
)
# misjudgements seen on the sample bundles: a number (or number word) the source states otherwise
NUMBER_CONFLICTS = [
    ("The inquiry also said the operator had ignored three earlier warnings about the door seals", FERRY, "3"),
    ("Sea level will rise by more than two metres by 2100 in every emissions scenario.", SEA, "2"),
    ("The operator had received 4 earlier warnings about the condition of the door seals.", FERRY, "4"),
]


@pytest.mark.parametrize("claim, source, number", NUMBER_CONFLICTS)
def test_a_contradicted_number_is_never_supported(claim, source, number):
    assert number in analyze(claim, source).contradicted
    for judge in (LexicalJudge(), EvidenceJudge(), LearnedJudge()):
        vote = judge.judge(claim, [src(source)])
        assert vote.ok and vote.verdict != Verdict.SUPPORTED, (judge.name, vote.reason)


@pytest.mark.parametrize(
    "claim, source",
    [("The inquiry also said the operator had ignored two earlier warnings about the door seals", FERRY),
     ("The operator had received 2 earlier warnings about the condition of the door seals.", FERRY),
     ("Global mean sea level would rise about 65 cm by 2100 if the rate of change continues.", SEA),
     # a list marker ("3. The operator") is not a rival quantity; a rounded figure is the same number
     ("The crew completed the safety drill two days before the voyage.", FERRY)],
)
def test_an_agreeing_number_is_not_contradicted(claim, source):
    assert analyze(claim, source).contradicted == ()
    assert EvidenceJudge().judge(claim, [src(source)]).verdict == Verdict.SUPPORTED


@pytest.mark.parametrize(
    "claim, source",
    [("He was charged with high treason on 7 January.",  # a date in another order
      "The government charged him with high treason on January 7. Talks resumed on 9 January."),
     ("The United States admitted 1.18 million legal immigrants.",  # a rounded figure
      "In 2016 the United States admitted a total of 1,183,505 legal immigrants.")],
)
def test_rewordings_of_a_number_are_not_contradictions(claim, source):
    assert analyze(claim, source).contradicted == ()


def test_shipped_evidence_thresholds_are_the_trained_ones():
    from reviewer.judges import evidence

    meta = load_model().meta["evidence_thresholds"]
    assert (evidence.SUPPORTED_AT, evidence.PARTIAL_AT, evidence.CLAUSE_FLOOR) == (
        meta["supported_at"], meta["partial_at"], meta["clause_floor"])


@given(claim=judge_claims, source=st.text(min_size=1, max_size=600))
@settings(max_examples=40, deadline=None)
def test_features_are_finite_and_bounded(claim, source):
    f = analyze(claim, source).features.as_dict()
    assert list(f) == list(FEATURE_NAMES)
    assert all(math.isfinite(v) for v in f.values()), f
    for name in ("recall", "win_idf_recall", "num_found", "num_ctx_found", "num_contradicted", "clause_frac_sup",
                 "clause_frac_none", "ent_win_recall", "top3_idf_recall", "win_precision"):
        assert 0.0 <= f[name] <= 1.0 + 1e-9, name


@pytest.mark.parametrize("claim, source, number", NUMBER_CONFLICTS)
def test_default_panel_never_supports_a_contradicted_number(claim, source, number):
    from reviewer.config import Config
    from reviewer.panel import build_panel

    decision = build_panel(Config()).decide(claim, [src(source)])
    assert decision.verdict in (Verdict.PARTIAL, Verdict.NOT_SUPPORTED), decision.reason


GLACIERS = (
    "Glaciers distinct from the Greenland and Antarctic ice sheets are shrinking rapidly. Using satellite stereo "
    "imagery, the authors estimate that between 2000 and 2019 glaciers lost mass in every region of the world, at "
    "a rate of 267 gigatonnes per year.\n\nGlacier mass loss accelerated over the period and accounted for about 21% "
    "of the observed sea-level rise. Thinning rates doubled between 2000 and 2019.\n"
)
CAUSES = ("The observed rise is driven by thermal expansion of the ocean as it warms and by the melting of land ice "
          "in Greenland, Antarctica and mountain glaciers.")
IPCC = "A.1.7 Global mean sea level increased by 0.20 m between 1901 and 2018."


# a number word is only ever contradicted, never missing; a count of years is never contradicted by a year
@pytest.mark.parametrize(
    "claim, source",
    [("Mountain glaciers lost mass in every region of the world over the past two decades.", GLACIERS),
     ("Thermal expansion of warming ocean water and melting land ice are the two main contributors.", CAUSES)],
)
def test_number_words_are_not_missing_numbers(claim, source):
    a = analyze(claim, source)
    assert a.contradicted == () and a.features.num_found == 1.0
    vote = EvidenceJudge().judge(claim, [src(source)])
    assert vote.verdict == Verdict.SUPPORTED, vote.reason
    assert "number" not in LexicalJudge().judge(claim, [src(source)]).reason


@pytest.mark.parametrize(
    "claim, source, found",
    [("Global mean sea level rose by about 20 cm between 1901 and 2018.", IPCC, True),
     ("Global mean sea level rose by about 200 mm between 1901 and 2018.", IPCC, True),
     ("Global mean sea level rose by 0.2 metres between 1901 and 2018.", IPCC, True),
     ("Global mean sea level rose by about 35 cm between 1901 and 2018.", IPCC, False),
     ("Global mean sea level rose by about 20 kg between 1901 and 2018.", IPCC, False)],
)
def test_numbers_match_across_units(claim, source, found):
    a = analyze(claim, source)
    assert (a.features.num_found == 1.0) is found
    verdict = EvidenceJudge().judge(claim, [src(source)]).verdict
    assert (verdict == Verdict.SUPPORTED) is found


@pytest.mark.parametrize(
    "text, expected",
    [("20 cm", [("length", 0.2)]), ("0.20 m", [("length", 0.2)]), ("two metres", [("length", 2.0)]),
     ("5 kg and 3 tonnes", [("mass", 5.0), ("mass", 3000.0)]), ("250 ml", [("volume", 0.25)]),
     ("12 per cent", [("percent", 12.0)]), ("41.3 %", [("percent", 41.3)]), ("$5m", []), ("20 M people", [])],
)
def test_measures(text, expected):
    from reviewer.text import measures

    assert [(m.dimension, pytest.approx(m.value)) for m in measures(text)] == expected


@pytest.mark.parametrize(
    "claim, source, capped",
    [("Greenland's ice sheet contributes more to sea-level rise than Antarctica's.", GLACIERS, True),
     ("Greenland's ice sheet contributes more to sea-level rise than Antarctica's.",
      "Greenland's ice sheet contributes more to sea-level rise than Antarctica's, the authors find.", False),
     ("The Greenland ice sheet is the largest contributor to sea-level rise.", GLACIERS, True),
     # "more than 60" is a quantity, not a comparison
     ("More than 60 people were killed in clashes on 19 September.",
      "60 people were killed in clashes on 19 September.", False)],
)
def test_an_unbacked_comparison_is_at_most_partial(claim, source, capped):
    from reviewer.config import Config
    from reviewer.panel import build_panel

    assert analyze(claim, source).comparative_unbacked is capped
    if capped:
        for judge in (EvidenceJudge(), LearnedJudge()):
            assert judge.judge(claim, [src(source)]).verdict != Verdict.SUPPORTED, judge.name
        assert build_panel(Config()).decide(claim, [src(source)]).verdict != Verdict.SUPPORTED
