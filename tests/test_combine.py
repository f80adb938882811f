"""The panel's combiner (reviewer.judges.combine): stacked weights, following one judge, and the
rules that stay outside it (error votes, the judge set, one of the given verdicts)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reviewer.config import Config
from reviewer.judges.combine import METHODS, FollowJudge, StackedCombiner, vote_features
from reviewer.model import JUDGED_VERDICTS, Source, Verdict, Vote
from reviewer.panel import build_panel, shipped_calibration, tally

S, P, N, U = Verdict.SUPPORTED, Verdict.PARTIAL, Verdict.NOT_SUPPORTED, Verdict.SOURCE_UNAVAILABLE
JUDGES = ["a", "b"]


def stacked(coef, intercept=(0.0, 0.0, 0.0)):
    n = 4 * len(JUDGES)
    return StackedCombiner.from_dict({"method": "stacked", "judges": JUDGES,
                                      "classes": ["Supported", "Partial", "Not supported"],
                                      "mean": [0.0] * n, "scale": [1.0] * n, "coef": coef,
                                      "intercept": list(intercept)})


# class rows: Supported, Partial, Not supported; inputs: a=S, a=P, a=N, a.score, b=S, b=P, b=N, b.score
TRUST_A = [[5, 0, 0, 0, 0, 0, 0, 0], [0, 5, 0, 0, 0, 0, 0, 0], [0, 0, 5, 0, 0, 0, 0, 0]]


def test_vote_features_one_hot_then_score():
    assert vote_features(S, 0.7) == [1.0, 0.0, 0.0, 0.7]
    assert vote_features("Not supported", 0.1) == [0.0, 0.0, 1.0, 0.1]


def test_stacked_follows_the_weights_not_the_head_count():
    comb = stacked(TRUST_A)
    assert tally([Vote("a", S), Vote("b", N)], calibration=comb) == S
    assert tally([Vote("a", P), Vote("b", S)], calibration=comb) == P


def test_stacked_picks_only_among_the_verdicts_given():
    # the weights favour Not supported whatever the votes; nobody voted it, so it is not picked
    comb = stacked(TRUST_A, intercept=(0.0, 0.0, 50.0))
    assert tally([Vote("a", S), Vote("b", S)], calibration=comb) == S


def test_stacked_ties_break_sceptically():
    comb = stacked([[0] * 8] * 3)
    assert tally([Vote("a", S), Vote("b", P)], calibration=comb) == P


def test_a_ballot_the_combiner_was_not_fitted_for_is_a_plurality():
    comb = stacked(TRUST_A)
    assert not comb.covers([Vote("a", S)])  # a judge missing
    assert not comb.covers([Vote("a", S), Vote("a", S), Vote("b", N)])  # a judge twice
    assert not comb.covers([Vote("a", S), Vote("b", N), Vote("llm", N)])  # another judge
    assert tally([Vote("a", S), Vote("b", N), Vote("llm", N)], calibration=comb) == N
    # an error vote never counts: the ballot is short of a judge, so the plurality of the rest decides
    assert tally([Vote("a", None, error="down"), Vote("b", N)], calibration=comb) == N
    assert tally([Vote("a", None, error="down"), Vote("b", None, error="down")], calibration=comb) is None


def test_follow_judge():
    comb = FollowJudge.from_dict({"method": "judge", "judge": "b", "judges": JUDGES})
    assert tally([Vote("a", S), Vote("b", P)], calibration=comb) == P
    assert tally([Vote("a", S), Vote("b", None, error="down")], calibration=comb) == S  # not covered: plurality


@pytest.mark.parametrize("bad", [
    {"method": "stacked"},
    {"method": "stacked", "judges": ["a"], "classes": ["Supported"], "mean": [0], "scale": [1], "coef": [[0]],
     "intercept": [0]},
    {"method": "stacked", "judges": ["a"], "classes": ["Maybe"], "mean": [0] * 4, "scale": [1] * 4,
     "coef": [[0] * 4], "intercept": [0]},
    {"method": "judge", "judge": "c", "judges": ["a", "b"]},
    {"method": "judge"},
])
def test_malformed_combiner_is_a_value_error(bad):
    with pytest.raises(ValueError):
        METHODS[bad["method"]].from_dict(bad)


@given(st.lists(st.tuples(st.sampled_from(["lexical", "evidence", "learned"]),
                          st.sampled_from(list(JUDGED_VERDICTS) + [None]),
                          st.floats(0, 1)), max_size=6))
def test_shipped_combiner_picks_a_given_verdict_and_ignores_errors(triples):
    comb = shipped_calibration()
    ballot = [Vote(name, v, score=score, error=None if v else "down") for name, v, score in triples]
    result = tally(ballot, calibration=comb)
    given_verdicts = {v for _, v, _ in triples if v is not None}
    assert (result is None) == (not given_verdicts)
    if result is not None:
        assert result in given_verdicts


def test_the_veto_comes_after_the_combiner():
    panel = build_panel(Config())
    d = panel.decide("Turnout rose to 61 percent in 2019.", [Source("1", "Turnout fell to 61 percent in 2019.")])
    assert d.verdict is N and any(v.judge == "contradiction" for v in d.votes)
