"""`verify`, the one classification function: wiring, grounding vs verdict, injected edges."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from reviewer.config import Config, LLMConfig
from reviewer.model import Evidence, Grounding, Source, SourceStatus, Verdict, Vote
from reviewer.panel import Decision
from reviewer.runtime import build_runtime
from reviewer.sources.bundle import load_bundle
from reviewer.verify import claim_text_for_judges, verify

SAMPLES = Path(__file__).resolve().parents[1] / "data" / "samples"


class FixedPanel:
    """A fake panel: the same verdict for every claim, evidence = the first 20 source chars."""

    def __init__(self, verdict: Verdict, quote: str | None = None):
        self.verdict, self.quote, self.calls = verdict, quote, []

    def decide(self, claim, sources, context=""):
        self.calls.append((claim, tuple(s.id for s in sources)))
        usable = [s for s in sources if s.usable]
        if not usable:
            return Decision(Verdict.SOURCE_UNAVAILABLE, (), None, "no usable source")
        src = usable[0]
        quote = self.quote if self.quote is not None else src.text[:20]
        start = src.text.find(quote)
        ev = Evidence(src.id, quote, start if start >= 0 else None, start + len(quote) if start >= 0 else None)
        return Decision(self.verdict, (Vote("fake", self.verdict, 1.0, "fixed"),), ev, "")


def test_uncited_claims_are_never_judged():
    panel = FixedPanel(Verdict.SUPPORTED)
    report = verify("Rivers flood every spring in the valley.", {}, runtime=build_runtime(Config(repair=False), panel=panel, fetch=False))
    assert [r.verdict for r in report.claims] == [Verdict.UNCITED]
    assert report.claims[0].grounding is Grounding.NOT_APPLICABLE
    assert panel.calls == [] and report.ok is False


def test_judges_read_the_claim_without_markers():
    panel = FixedPanel(Verdict.SUPPORTED)
    note = "Rivers flood every spring in the valley [cite:g1]."
    verify(note, {"g1": Source("g1", "Rivers flood every spring in the valley.")}, runtime=build_runtime(Config(repair=False), panel=panel, fetch=False))
    assert panel.calls == [("Rivers flood every spring in the valley.", ("g1",))]


def test_supported_with_unverifiable_quote_stays_supported():
    """'Quote unverified' never masquerades as 'not supported'."""
    panel = FixedPanel(Verdict.SUPPORTED, quote="a sentence that is nowhere in the source text")
    note = "Rivers flood every spring in the valley [cite:g1]."
    report = verify(note, {"g1": Source("g1", "Rivers flood every spring in the valley.")}, runtime=build_runtime(Config(repair=False), panel=panel, fetch=False))
    result = report.claims[0]
    assert result.verdict is Verdict.SUPPORTED
    assert result.grounding is Grounding.UNLOCATED and result.quote_unverified


def test_note_quotes_set_the_grounding():
    report = verify(*_bundle("quoted-note"), runtime=build_runtime(Config(repair=False), panel=FixedPanel(Verdict.SUPPORTED), fetch=False))
    by_text = {r.claim.text.split('"')[1] if '"' in r.claim.text else r.claim.text: r for r in report.claims}
    assert by_text["with its bow door not fully secured"].grounding is Grounding.LOCATED
    assert by_text["THE ALARM SOUNDED AT 21:40 AND THE CAPTAIN WAS CALLED"].grounding is Grounding.LOCATED  # re-cased
    assert by_text["had completed the safety drill ... two days before the voyage"].grounding is Grounding.LOCATED  # elided
    assert by_text["had ignored three earlier warnings about the door seals"].grounding is Grounding.UNLOCATED  # changed number
    for r in report.claims:
        if r.evidence and r.evidence.start is not None:
            src = report.source(r.evidence.source_id)
            assert src.text[r.evidence.start:r.evidence.end] == r.evidence.quote


def test_unavailable_source_is_never_judged_and_never_not_supported():
    panel = FixedPanel(Verdict.NOT_SUPPORTED)
    down = Source("g1", "", status=SourceStatus.UNAVAILABLE, reason="HTTP 503")
    report = verify("Rivers flood every spring in the valley [cite:g1].", {"g1": down}, runtime=build_runtime(Config(repair=False), panel=panel, fetch=False))
    r = report.claims[0]
    assert r.verdict is Verdict.SOURCE_UNAVAILABLE and r.grounding is Grounding.NOT_APPLICABLE


def test_fetcher_is_used_for_references_and_only_once_per_source():
    calls = []

    class Fetcher:
        def fetch_reference(self, ref, source_id):
            calls.append((ref.url, source_id))
            return Source(source_id, "Rivers flood every spring in the valley near the town.", url=ref.url)

    note = ("Rivers flood every spring in the valley [1].\nThe valley floods each spring [1].\n\n"
            "## References\n\n1. https://example.org/rivers\n")
    report = verify(note, {}, runtime=build_runtime(Config(repair=False), fetcher=Fetcher()))
    assert calls == [("https://example.org/rivers", "1")]
    assert all(r.verdict is not Verdict.SOURCE_UNAVAILABLE for r in report.claims)


def test_progress_reports_every_claim():
    seen = []
    verify(*_bundle("analytic-note"), Config(repair=False), progress=lambda d, t, s: seen.append((d, t)))
    assert seen[0][0] == 0 and seen[-1][0] == seen[-1][1] > 0


def test_repair_sets_gain_and_no_repair_leaves_it_none():
    note, sources = _bundle("numeric-answer")
    off = verify(note, sources, Config(repair=False))
    on = verify(note, sources, Config(repair=True))
    assert off.coverage.gain is None and off.repaired_note is None
    assert on.coverage.gain is not None and on.coverage.before == off.coverage.fraction
    assert on.coverage.after >= on.coverage.before
    assert any(r.repairs for r in on.claims if r.verdict is Verdict.UNCITED)


def test_llm_judge_joins_the_panel_through_the_injected_client():
    requests = []

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        requests.append(body["model"])
        reply = {"verdict": "supported", "quote": "Rivers flood every spring"}
        return httpx.Response(200, json={"choices": [{"message": {"content": json.dumps(reply)}, "finish_reason": "stop"}]})

    client = httpx.Client(transport=httpx.MockTransport(handler))
    config = Config(repair=False, llm=LLMConfig(base_url="http://llm.test/v1", model="m1"))
    note = "Rivers flood every spring in the valley [cite:g1]."
    report = verify(note, {"g1": Source("g1", "Rivers flood every spring in the valley.")}, runtime=build_runtime(config, model_http=client, fetch=False))
    judges = [v.judge for v in report.claims[0].votes]
    assert any(j.startswith("llm") for j in judges) and requests == ["m1"]


def test_llm_garbage_is_an_error_vote_not_a_verdict():
    client = httpx.Client(transport=httpx.MockTransport(
        lambda r: httpx.Response(200, json={"choices": [{"message": {"content": "I think so!"}, "finish_reason": "stop"}]})))
    config = Config(judges=("lexical",), repair=False, llm=LLMConfig(base_url="http://llm.test/v1", model="m1", retries=0))
    note = "Rivers flood every spring in the valley [cite:g1]."
    report = verify(note, {"g1": Source("g1", "Rivers flood every spring in the valley.")}, runtime=build_runtime(config, model_http=client, fetch=False))
    llm_votes = [v for v in report.claims[0].votes if v.judge.startswith("llm")]
    assert llm_votes and all(v.verdict is None and v.error for v in llm_votes)


@pytest.mark.parametrize("text,expected", [
    ("Rivers flood every spring [cite:g1].", "Rivers flood every spring."),
    ("Rivers [1] flood [2, 3] every spring.", "Rivers flood every spring."),
])
def test_claim_text_for_judges(text, expected):
    from reviewer.note.citations import find_citations
    from reviewer.note.segment import segment

    claim = segment(text, find_citations(text))[0]
    assert claim_text_for_judges(claim) == expected


def _bundle(name: str):
    b = load_bundle(SAMPLES / name)
    return b.note_text, b.sources


def test_unreachable_llm_is_a_visible_warning_not_a_verdict():
    from reviewer.report import to_text

    def down(request):
        raise httpx.ConnectError("connection refused", request=request)

    client = httpx.Client(transport=httpx.MockTransport(down))
    config = Config(judges=("lexical",), repair=False, llm=LLMConfig(base_url="http://llm.test/v1", model="m1", retries=0))
    note = "Rivers flood every spring in the valley [cite:g1]."
    report = verify(note, {"g1": Source("g1", "Rivers flood every spring in the valley.")}, runtime=build_runtime(config, model_http=client, fetch=False))
    assert report.claims[0].verdict is Verdict.SUPPORTED  # decided by the judge that could vote
    assert "judge vote could not be cast (llm:m1)" in to_text(report)


def test_a_dead_llm_endpoint_is_not_called_for_every_claim():
    calls = []

    def down(request):
        calls.append(request.url)
        raise httpx.ConnectError("connection refused", request=request)

    client = httpx.Client(transport=httpx.MockTransport(down))
    config = Config(judges=("lexical",), repair=False, llm=LLMConfig(base_url="http://llm.test/v1", model="m1", retries=1))
    note = "\n".join(f"- Rivers number {i} flood every spring in the valley [cite:g1]." for i in range(10))
    report = verify(note, {"g1": Source("g1", "Rivers flood every spring in the valley.")}, runtime=build_runtime(config, model_http=client, fetch=False))
    errors = [v.error for r in report.claims for v in r.votes if not v.ok]
    # the circuit opens after 3 consecutive transport failures (attempts: call 1 x 2, call 2 x 1), then fails fast
    assert len(errors) == 10 and len(calls) == 3
    assert "endpoint not answering: 3 calls in a row failed" in errors[-1]


PARK = ("The regulator fined Northwind Grid 3 million euros for late reporting. The regulator's chair, John Park, "
        "said the fine was proportionate. The storage programme was slow, expensive and badly managed.")
PARK_SENTENCE = "The regulator's chair, John Park, said the fine was proportionate."


# claim (citing g1 = PARK), grounding, evidence quote (None: the quote itself, unplaced)
SHORT_QUOTES = [
    pytest.param('Lopez called the expansion "a costly mistake" [cite:g1].', Grounding.UNLOCATED, None,
                 id="fabricated-short-quote"),
    pytest.param('The chair called the fine "entirely disproportionate" [cite:g1].', Grounding.UNLOCATED, None,
                 id="flipped-short-quote"),
    pytest.param("The chair called the fine “entirely disproportionate” [cite:g1].", Grounding.UNLOCATED, None,
                 id="flipped-short-quote-curly"),
    pytest.param('Park "promised" that the fine would stand [cite:g1].', Grounding.UNLOCATED, None,
                 id="scare-quote-not-in-source"),
    pytest.param('The chair said the fine was "proportionate" [cite:g1].', Grounding.LOCATED, PARK_SENTENCE,
                 id="scare-quote-in-source-keeps-the-judges-passage"),
    pytest.param('The chair said the fine was "PROPORTIONATE" [cite:g1].', Grounding.LOCATED, PARK_SENTENCE,
                 id="short-quote-normalized-tier"),
    pytest.param('The programme was "slow, expensive" [cite:g1].', Grounding.LOCATED, "slow, expensive",
                 id="short-quote-outside-the-judges-passage-is-the-evidence"),
    pytest.param('The programme was "programme … badly managed" [cite:g1].', Grounding.UNLOCATED, None,
                 id="short-elided-quote-gets-no-fragment-tier"),
    pytest.param('Park said the fine was "proportionate" and "a costly mistake" [cite:g1].', Grounding.UNLOCATED, None,
                 id="one-unfound-quote-among-found-ones"),
    pytest.param('Park said "the fine was proportionate" but "a costly mistake" [cite:g1].', Grounding.UNLOCATED, None,
                 id="long-quote-found-short-quote-not"),
    pytest.param('The firm sold 27" monitors, said the chair, John Park [cite:g1].', Grounding.LOCATED, PARK_SENTENCE,
                 id="inch-mark-is-no-quote"),
]


@pytest.mark.parametrize("note,grounding,evidence", SHORT_QUOTES)
def test_every_note_quote_must_be_found_whatever_the_judges_picked(note, grounding, evidence):
    """The judges point at a real, located passage; a quote of the note that the source does
    not contain still makes the claim 'quote unverified, please confirm'."""
    panel = FixedPanel(Verdict.SUPPORTED, quote=PARK_SENTENCE)
    report = verify(note, {"g1": Source("g1", PARK)}, runtime=build_runtime(Config(repair=False), panel=panel, fetch=False))
    (result,) = report.claims
    assert result.verdict is Verdict.SUPPORTED  # grounding never changes the verdict
    assert result.grounding is grounding
    assert result.quote_unverified is (grounding is Grounding.UNLOCATED)
    ev = result.evidence
    if evidence is None:
        assert ev.start is None and ev.quote in {q.text for q in result.claim.quotes}
    else:
        assert ev.quote == evidence and PARK[ev.start:ev.end] == evidence


def test_nu_b3_short_quotes_are_checked():
    """The reported bundle: fabricated and flipped short quotes are unverified, a real one-word quote located."""
    note = ('The chair called the fine "entirely disproportionate" [2].\n\n'
            'The chair, John Park, said the fine was "proportionate" [2].\n\n'
            'Lopez called the expansion "a costly mistake" [1].\n')
    sources = {"1": Source("1", "Chief executive Maria Lopez said the company \"will not raise tariffs before 2026, "
                                "whatever the cost of the expansion turns out to be.\""),
               "2": Source("2", PARK)}
    report = verify(note, sources, runtime=build_runtime(Config(repair=False), fetch=False))
    assert [r.grounding for r in report.claims] == [Grounding.UNLOCATED, Grounding.LOCATED, Grounding.UNLOCATED]
