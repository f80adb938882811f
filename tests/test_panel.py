"""Panel voting: plurality, the sceptical tie-break, error votes, unusable sources."""

from __future__ import annotations

import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reviewer.config import Config, LLMConfig
from reviewer.model import JUDGED_VERDICTS, Evidence, Source, SourceStatus, Verdict, Vote
from reviewer.panel import TIEBREAK, Panel, build_panel, tally

S, P, N, U = Verdict.SUPPORTED, Verdict.PARTIAL, Verdict.NOT_SUPPORTED, Verdict.SOURCE_UNAVAILABLE


class Fixed:
    def __init__(self, name, verdict, evidence=None, error=None):
        self.name, self.verdict, self.evidence, self.error = name, verdict, evidence, error
        self.calls = 0

    def judge(self, claim, sources, context=""):
        self.calls += 1
        assert all(s.usable for s in sources)
        return Vote(self.name, self.verdict, 0.5, "fixed", self.evidence, self.error)


class Boom:
    name = "boom"

    def judge(self, claim, sources, context=""):
        raise RuntimeError("judge bug")


def votes(*verdicts):
    return [Vote(f"j{i}", v, error=None if v else "down") for i, v in enumerate(verdicts)]


@pytest.mark.parametrize(
    "verdicts, expected",
    [
        ((S, S, P), S),
        ((S, P), P),  # tie: partial is more sceptical
        ((S, N), N),
        ((P, N), P),
        ((S, U), U),
        ((N, U), N),
        ((S, N, P), P),
        ((S, S, N, N), N),
        ((S, None, None), S),  # error votes never count
        ((None, None), None),
        ((), None),
    ],
)
def test_tally(verdicts, expected):
    assert tally(votes(*verdicts)) == expected


def test_tally_weights():
    vs = [Vote("lexical", S), Vote("evidence", S), Vote("learned", N)]
    assert tally(vs) == S
    assert tally(vs, {"learned": 2.5}) == N
    assert tally(vs, {"learned": 2.0}) == N  # 2 vs 2: sceptical tie-break


@given(st.lists(st.sampled_from(list(JUDGED_VERDICTS) + [None]), max_size=7))
def test_tally_picks_a_most_voted_verdict(verdicts):
    result = tally(votes(*verdicts))
    counts = {v: verdicts.count(v) for v in verdicts if v is not None}
    if not counts:
        assert result is None
    else:
        assert counts[result] == max(counts.values())
        assert all(TIEBREAK.index(result) <= TIEBREAK.index(v) for v, c in counts.items() if c == counts[result])


def test_unusable_sources_skip_the_judges():
    judge = Fixed("a", S)
    sources = [Source("1", "", status=SourceStatus.UNAVAILABLE, reason="fetch failed"), Source("2", "   ")]
    d = Panel([judge]).decide("claim", sources)
    assert d.verdict is U and judge.calls == 0 and d.votes == ()
    assert "fetch failed" in d.reason


def test_judges_get_only_usable_sources():
    judge = Fixed("a", S)
    d = Panel([judge]).decide("claim", [Source("1", "", status=SourceStatus.UNAVAILABLE), Source("2", "text")])
    assert d.verdict is S and judge.calls == 1


def test_all_errors_is_could_not_check():
    d = Panel([Fixed("a", None, error="timeout"), Boom()]).decide("claim", [Source("1", "text")])
    assert d.verdict is U
    assert d.reason.startswith("could not check")
    assert len(d.votes) == 2 and not any(v.ok for v in d.votes)
    assert "judge bug" in d.votes[1].error


def test_error_vote_never_counts_as_supported():
    d = Panel([Fixed("a", None, error="bad json"), Fixed("b", N)]).decide("c", [Source("1", "t")])
    assert d.verdict is N


def test_evidence_comes_from_an_agreeing_judge():
    ev_s = Evidence("1", "text", 0, 4)
    ev_n = Evidence("1", "t", 0, 1)
    d = Panel([Fixed("a", S, ev_s), Fixed("b", N, ev_n), Fixed("c", N, None)]).decide("c", [Source("1", "text")])
    assert d.verdict is N and d.evidence == ev_n
    assert [v.judge for v in d.votes] == ["a", "b", "c"]


def test_concurrent_judges_run_in_parallel():
    barrier = threading.Barrier(3, timeout=5)

    class Waiting(Fixed):
        concurrent = True

        def judge(self, claim, sources, context=""):
            barrier.wait()  # breaks (an error vote) unless all three run at the same time
            return super().judge(claim, sources, context)

    panel = Panel([Waiting("a", S), Waiting("b", S), Waiting("c", P)], max_workers=3)
    d = panel.decide("claim", [Source("1", "text")])
    panel.close()
    assert all(v.ok for v in d.votes)
    assert d.verdict is S


def test_build_panel_default_is_offline():
    panel = build_panel(Config())
    assert panel.names == ("lexical", "evidence", "learned")


def test_build_panel_weights_and_llm_models():
    config = Config(judges=("lexical", "learned:3"), llm=LLMConfig(base_url="http://127.0.0.1:9", models=("m1", "m2")))
    panel = build_panel(config)
    assert panel.names == ("lexical", "learned", "llm:m1", "llm:m2")
    assert panel.weights["learned"] == 3.0


def test_real_panel_on_a_source():
    source = Source("1", "The bridge opened in 1932. It is 503 metres long and carries eight lanes.")
    d = build_panel(Config()).decide("The bridge, which opened in 1932, is 503 metres long.", [source])
    assert d.verdict is S
    assert d.evidence is not None and source.text[d.evidence.start:d.evidence.end] == d.evidence.quote


# --- the calibrated panel ---------------------------------------------------------------------

from reviewer.panel import Calibration, shipped_calibration  # noqa: E402


def calibration(counts, prior=None):
    labels = ["Supported", "Partial", "Not supported"]
    return Calibration.from_dict({"labels": labels, "prior": prior or {lab: 10 for lab in labels},
                                  "counts": counts, "smoothing": 1.0})


RELIABLE = {"Supported": {"Supported": 90, "Partial": 5, "Not supported": 5},
            "Partial": {"Supported": 5, "Partial": 90, "Not supported": 5},
            "Not supported": {"Supported": 5, "Partial": 5, "Not supported": 90}}
COIN = {v: {"Supported": 33, "Partial": 34, "Not supported": 33} for v in RELIABLE}


def test_a_reliable_judge_outweighs_two_coin_flippers():
    cal = calibration({"good": RELIABLE, "a": COIN, "b": COIN})
    ballot = [Vote("good", S), Vote("a", N), Vote("b", N)]
    assert tally(ballot) == N  # plain plurality
    assert tally(ballot, calibration=cal) == S


def test_a_verdict_the_judge_gives_wrongly_counts_against_it():
    # "lex" says supported for rows that are mostly partial: its supported vote backs partial
    lex = {"Supported": {"Supported": 10, "Partial": 80, "Not supported": 10},
           "Not supported": {"Supported": 5, "Partial": 15, "Not supported": 80}}
    cal = calibration({"lex": lex, "ev": COIN})
    assert tally([Vote("lex", S), Vote("ev", P)], calibration=cal) == P


def test_calibrated_ties_break_sceptically():
    cal = calibration({"a": RELIABLE, "b": RELIABLE})
    assert tally([Vote("a", S), Vote("b", P)], calibration=cal) == P
    assert tally([Vote("a", S), Vote("b", N)], calibration=cal) == N


def test_uncalibrated_judge_falls_back_to_weighted_plurality():
    cal = calibration({"good": RELIABLE})
    ballot = [Vote("good", S), Vote("llm", N), Vote("llm2", N)]
    assert tally(ballot, calibration=cal) == N
    assert tally([Vote("good", S), Vote("x", None, error="down")], calibration=cal) == S  # error votes never count
    assert tally([Vote("x", None, error="down")], calibration=cal) is None


@given(st.lists(st.tuples(st.sampled_from(["lexical", "evidence", "learned"]),
                          st.sampled_from(list(JUDGED_VERDICTS) + [None])), max_size=6))
def test_calibrated_verdict_is_always_one_of_the_votes(pairs):
    cal = shipped_calibration()
    ballot = [Vote(name, v, error=None if v else "down") for name, v in pairs]
    result = tally(ballot, calibration=cal)
    given_verdicts = {v for _, v in pairs if v is not None}
    assert (result is None) == (not given_verdicts)
    if result is not None:
        assert result in given_verdicts


@pytest.mark.parametrize("bad", [{}, {"labels": ["Supported"]}, {"labels": ["Maybe"], "prior": {}, "counts": {}},
                                 {"labels": ["Supported"], "prior": {"Supported": 1}, "counts": {"a": {"Nope": {}}}}])
def test_malformed_calibration_is_a_value_error(bad):
    with pytest.raises(ValueError):
        Calibration.from_dict(bad)


def test_default_panel_is_calibrated_and_says_so():
    panel = build_panel(Config())
    assert panel.calibration is not None
    assert panel.calibration.covers([Vote(n, S) for n in panel.names])
    decision = panel.decide("The bridge opened in 1932.", [Source("1", "The bridge opened in 1932 after four years.")])
    assert decision.verdict is S and "measured reliability" in decision.reason
    assert {v.judge for v in decision.votes} >= {"lexical", "evidence", "learned"}  # every vote still shown
    assert build_panel(Config(judges=("lexical", "evidence"))).calibration is None


CONTRADICTED = [
    # (claim, source): the evidence says otherwise, so whatever the judges vote it is not supported
    ("The trip time doubled between 2019 and 2023.", "The trip took 9 hours in 2019 and 14 hours in 2023."),
    ("Turnout rose to 61 percent in 2019.", "Turnout fell to 61 percent in 2019."),
    ("The rope is 2 m long.", "The rope is 20 cm long."),
]


@pytest.mark.parametrize("judged", [S, P])
@pytest.mark.parametrize(("claim", "source"), CONTRADICTED)
def test_a_contradicted_claim_is_never_supported_nor_partial(judged, claim, source):
    panel = Panel([Fixed("a", judged), Fixed("b", judged)])
    d = panel.decide(claim, [Source("s1", source)])
    assert d.verdict is N
    veto = [v for v in d.votes if v.judge == "contradiction"]
    assert veto and veto[0].conflicts and veto[0].conflicts[0].source_id == "s1"
    c = veto[0].conflicts[0]
    assert claim[c.claim_start:c.claim_end] == c.claim_text and source[c.source_start:c.source_end] == c.source_text


def test_the_veto_can_be_turned_off_and_leaves_a_faithful_claim_alone():
    claim, source = CONTRADICTED[0]
    assert Panel([Fixed("a", S)], contradiction=False).decide(claim, [Source("s1", source)]).verdict is S
    faithful = Panel([Fixed("a", S)]).decide("The trip took 14 hours in 2023.", [Source("s1", source)])
    assert faithful.verdict is S and all(v.judge != "contradiction" for v in faithful.votes)


def test_conflicts_are_in_the_json_report():
    from reviewer.report import vote_dict

    claim, source = CONTRADICTED[1]
    d = Panel([Fixed("a", S)]).decide(claim, [Source("s1", source)])
    out = [vote_dict(v) for v in d.votes if v.judge == "contradiction"][0]
    conflict = out["conflicts"][0]
    assert conflict["kind"] and conflict["reason"]
    assert conflict["source"]["source_id"] == "s1" and conflict["source"]["start"] is not None
    assert claim[conflict["claim"]["start"]:conflict["claim"]["end"]] == conflict["claim"]["text"]


_SCRUTINY = "Cars 12, 37 and 51 passed the noise test; car 8 was sent back to refit its silencer."


def test_a_claim_that_outruns_every_source_is_partial_never_supported():
    d = Panel([Fixed("a", S), Fixed("b", S)]).decide("Every car passed the noise test.", [Source("s1", _SCRUTINY)])
    assert d.verdict is P
    caution = [v for v in d.votes if v.judge == "unconfirmed"]
    assert caution and caution[0].verdict is P and '"Every"' in caution[0].reason
    assert d.reason.startswith("partial: unconfirmed scope") and "the judges said supported: a, b" in d.reason


def test_the_caution_leaves_other_verdicts_and_backed_claims_alone():
    claim = "Every car passed the noise test."
    for verdict in (P, N):
        d = Panel([Fixed("a", verdict)]).decide(claim, [Source("s1", _SCRUTINY)])
        assert d.verdict is verdict and all(v.judge != "unconfirmed" for v in d.votes)
    backed = Panel([Fixed("a", S)]).decide(claim, [Source("s1", _SCRUTINY), Source("s2", "All cars were weighed.")])
    assert backed.verdict is S
    assert Panel([Fixed("a", S)], contradiction=False).decide(claim, [Source("s1", _SCRUTINY)]).verdict is S
