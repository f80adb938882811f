"""The repair loop's shortcuts change no output: a decision is skipped only where its verdict
provably cannot matter, and the report is the same with every shortcut turned off."""

from __future__ import annotations

import itertools

import pytest
from fakes import MINE_CLAIMS
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.checkpanel import CheckPanel
from reviewer.config import Config
from reviewer.model import Source, Verdict
from reviewer.panel import build_panel, possible_verdicts

_SOURCES = [
    Source("s1", "The plant employs 1,200 workers. In 2019 it produced 3.5 million tonnes of copper, up from "
                 "three million in 2018. The company did not disclose its revenue; analysts estimate twenty-five "
                 "percent growth. Exports to Brazil and Chile rose, while imports fell."),
    Source("s2", "Acme Mining was founded in 1988 by Jane Doe. The mine has two shafts and forty-two kilometres "
                 "of tunnels. Workers said they were never consulted."),
    Source("s3", "Copper prices rose in 2019 while the plant's output fell to three million tonnes."),
]
_CLAIMS = [
    *MINE_CLAIMS,
    "Copper prices fell in 2019.",
    "The plant produced 3.5 million tonnes of copper and employs 1,200 workers; the mine has two shafts.",
    "Nothing here matches at all.",
    "",
]


def test_decision_is_among_the_possible_verdicts_of_its_tally():
    panel = build_panel(Config())
    combos = [list(c) for n in (1, 2, 3) for c in itertools.permutations(_SOURCES, n)]
    seen = set()
    for claim in _CLAIMS:
        for sources in combos:
            before = panel.verdict_before_veto(claim, sources)
            decision = panel.decide(claim, sources)
            assert decision.verdict in possible_verdicts(before), (claim, [s.id for s in sources])
            seen.add((before, decision.verdict))
    assert (Verdict.SUPPORTED, Verdict.NOT_SUPPORTED) in seen or (Verdict.PARTIAL, Verdict.NOT_SUPPORTED) in seen


def test_check_panel_bound_is_exact_and_remembers_decisions():
    check = CheckPanel(build_panel(Config()))
    for claim in _CLAIMS:
        for sources in ([_SOURCES[0]], _SOURCES[:2]):
            possible = check.possible_verdicts(claim, sources)
            decision = check.decide(claim, sources)
            assert decision.verdict in possible
            assert check.possible_verdicts(claim, sources) == {decision.verdict}  # known now: exact


class _ModelPanel:
    """A panel whose votes are not cheap to ask again (as with a model judge)."""

    offline = False

    def decide(self, claim, sources, context=""):
        raise AssertionError("not asked")


def test_check_panel_does_not_bound_a_model_panel():
    assert CheckPanel(_ModelPanel()).possible_verdicts("A claim.", _SOURCES[:1]) is None


@pytest.mark.parametrize("processes", [1, 2])
def test_repair_report_same_without_the_bound(monkeypatch, processes):
    from reviewer import verify as V
    from reviewer.judges import forked
    from reviewer.report import to_dict

    monkeypatch.setattr(forked, "spare_cores", lambda: 1)
    monkeypatch.setattr(V, "BATCH_MIN_CLAIMS", 1)
    monkeypatch.setattr(forked, "MIN_ITEMS", 2)
    note = "\n\n".join([
        "The plant employs 1,500 workers [cite:s1]. Acme Mining was founded in 1988 by Jane Doe.",
        "- The mine has forty-two kilometres of tunnels and three shafts [cite:s1].",
        "- Copper prices fell in 2019 [cite:s3].",
        "The plant produced 3.5 million tonnes of copper in 2019 and the mine has two shafts [cite:s1].",
        "Workers said they were never consulted about exports to Brazil.",
    ]) + "\n"
    sources = {s.id: s for s in _SOURCES}
    config = Config(repair=True, processes=processes)
    fast = to_dict(V.verify(note, sources, config))
    monkeypatch.setattr(CheckPanel, "possible_verdicts", lambda self, claim, sources, context="": None)
    assert to_dict(V.verify(note, sources, config)) == fast
    assert any(c["repairs"] for c in fast["claims"])


def _plain_cited_above(ctx, claim):
    """``synthesis_citations``' look-back as it was written first: every result filtered."""
    from reviewer.repair import corrections, edits

    return [r for r in ctx.results if r.claim.cited and r.claim.end <= claim.start
            and (r.claim.section == claim.section or edits.is_list_item(ctx.note, r.claim))
            ][-corrections.SYNTHESIS_LOOKBACK:]


@given(st.lists(st.tuples(st.booleans(), st.booleans(), st.integers(0, 2)), min_size=0, max_size=40),
       st.randoms(use_true_random=False), st.booleans())
@settings(max_examples=150, deadline=None)
def test_cited_above_equals_the_plain_filter(lines, rnd, shuffle):
    from reviewer.model import Citation, CitationKind, Claim, ClaimResult, Grounding
    from reviewer.repair import corrections
    from reviewer.repair.context import _Context

    note, results = "", []
    for i, (bullet, cited, section) in enumerate(lines):
        line = ("- " if bullet else "") + f"Claim {i} says something here"
        start = len(note) + (2 if bullet else 0)
        end = len(note) + len(line)
        cites = (Citation(raw="[1]", kind=CitationKind.NUMERIC, key="1", start=end, end=end),) if cited else ()
        claim = Claim(f"c{i}", line[(2 if bullet else 0):], start, end, cites, section=f"S{section}", block=i)
        results.append(ClaimResult(claim, Verdict.SUPPORTED if cited else Verdict.UNCITED, Grounding.NOT_APPLICABLE))
        note += line + "\n"
    if shuffle:
        rnd.shuffle(results)
    ctx = _Context(results, note, {}, None)
    for r in results:
        assert corrections._cited_above(ctx, r.claim) == _plain_cited_above(ctx, r.claim)


def test_remembered_sentence_splits_equal_the_plain_split():
    from reviewer.note.citations import find_citations
    from reviewer.note.segment import BlockSentences, segment_note
    from reviewer.note.sentences import split_sentences

    memo = BlockSentences()
    notes = ["# A\n\nIt rose. [1] Then it fell. Dr. Smith said so.\n\n- One item [2].\n- Two items, e.g. this.\n",
             "# A\n\nIt rose [1]. Then it fell. Dr. Smith said so.\n\n- One item [2].\n- Two items, e.g. this.\n",
             "Plain text... with dots. And more?\n\n| a | b |\n|---|---|\n| 1 [3] | 2 |\n"]
    for note in notes * 2:
        cites = find_citations(note)
        assert segment_note(note, cites, split=memo) == segment_note(note, cites)
    for text in ("It rose. Then it fell.", "", "No stop", "It rose. Then it fell."):
        assert list(memo(text)) == split_sentences(text)


def test_remembered_quote_location_equals_locate_quote():
    from reviewer.locate import locate_quote, prepare

    check = CheckPanel(build_panel(Config()))
    text = _SOURCES[0].text
    for quote in ("employs 1,200 workers", "employs 1,300 workers", "analysts estimate twenty five percent",
                  "nothing like it", ""):
        want = locate_quote(quote, prepare(text))
        assert check.located_quote(quote, text) == want
        assert check.located_quote(quote, text) == want  # remembered
