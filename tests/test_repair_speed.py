"""The repair loop's shortcuts change no output: a decision is skipped only where its verdict
provably cannot matter, and the report is the same with every shortcut turned off."""

from __future__ import annotations

import itertools

import pytest

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
    "The plant employs 1,200 workers.",
    "The plant employs 1,500 workers and produced 3.5 million tonnes of copper in 2019.",
    "Acme Mining was founded in 1988 by Jane Doe; it has three shafts.",
    "Analysts estimate 25 percent growth, whereas the company disclosed its revenue.",
    "Workers were consulted about exports to Brazil.",
    "The mine has forty-two kilometres of tunnels and two shafts.",
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

    monkeypatch.setattr(forked, "spare_core", lambda: True)
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
