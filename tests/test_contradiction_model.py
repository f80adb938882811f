"""The contradiction model: passage selection, loading the shipped weights, and the panel's use of
its doubt (supported -> partial, never not_supported). Its accuracy is measured by
``benchmarks/contradiction_model_bench.py``, not asserted here."""

from __future__ import annotations

import json
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.config import Config, load_config
from reviewer.errors import ConfigError
from reviewer.judges import contradiction_model as cm
from reviewer.model import Evidence, Source, Verdict, Vote
from reviewer.panel import Panel, build_panel

S, P, N = Verdict.SUPPORTED, Verdict.PARTIAL, Verdict.NOT_SUPPORTED

SOURCE = ("The Harbour Board met on 4 March. It approved the new slipway by seven votes to two. "
          "Work will start in June and cost £1.2 million. The old crane is to be scrapped.")


# --- passage selection -------------------------------------------------------------------------

def test_passage_keeps_the_sentences_that_share_the_claims_words_in_source_order():
    p = cm.select_passage("The board approved the slipway.", SOURCE, budget=12)
    assert p.text == "It approved the new slipway by seven votes to two."
    assert [SOURCE[s:e] for s, e in p.spans] == [p.text]
    wide = cm.select_passage("The board approved the slipway in June.", SOURCE, budget=30)
    assert [s for s, _ in wide.spans] == sorted(s for s, _ in wide.spans)
    assert "approved" in wide.text and "June" in wide.text


@given(st.text(max_size=400), st.text(max_size=2000), st.integers(1, 200))
@settings(max_examples=200, deadline=None)
def test_passage_is_made_of_source_slices_and_never_crashes(claim, source, budget):
    p = cm.select_passage(claim, source, budget)
    assert all(0 <= s < e <= len(source) for s, e in p.spans)
    assert p.text == " ".join(source[s:e] for s, e in p.spans)
    words = [len(source[s:e].split()) for s, e in p.spans]
    assert sum(words) <= budget or len(words) == 1


def test_a_huge_one_line_source_is_read_bounded():
    source = ("word " * 500_000) + "end."
    p = cm.select_passage("word end", source * 2)
    assert p.spans and p.spans[-1][1] <= cm.MAX_SOURCE_CHARS


def test_a_long_claim_is_cut():
    assert len(cm.cut_claim("w " * 1000).split()) == cm.MAX_CLAIM_WORDS
    assert cm.cut_claim("short claim") == "short claim"


# --- the panel's use of a doubt (a fake model: no torch needed) --------------------------------

class Fixed:
    def __init__(self, verdict):
        self.name, self.verdict = "fixed", verdict

    def judge(self, claim, sources, context=""):
        return Vote(self.name, self.verdict, 0.9, "fixed", Evidence(sources[0].id, "x", 0, 1))


class FakeModel:
    """A ContradictionModel with a fixed probability (its ``caution`` is the real one)."""

    def __init__(self, probability, threshold=0.5):
        self.p, self.threshold, self.calls = probability, threshold, 0

    def probabilities(self, pairs):
        self.calls += 1
        return [self.p] * len(pairs)

    doubt = cm.ContradictionModel.doubt
    caution = cm.ContradictionModel.caution


def decide(verdict, model, claim="The board approved the slipway.", contradiction=True):
    return Panel([Fixed(verdict)], doubter=model, contradiction=contradiction).decide(
        claim, [Source("1", SOURCE)])


def test_a_doubted_supported_claim_becomes_partial_with_a_vote_naming_the_passage():
    d = decide(S, FakeModel(0.9))
    assert d.verdict is P
    vote = d.votes[-1]
    assert vote.judge == "contradiction_model" and vote.verdict is P and vote.score == 0.9
    assert "90% likely" in vote.reason and "source 1" in vote.reason
    assert vote.evidence.quote == SOURCE[vote.evidence.start:vote.evidence.end]
    assert "approved" in vote.evidence.quote
    assert not vote.conflicts  # a doubt names no conflicting span: it never vetoes


@pytest.mark.parametrize("verdict", [P, N])
def test_the_model_is_asked_only_about_supported_claims(verdict):
    model = FakeModel(0.99)
    assert decide(verdict, model).verdict is verdict and model.calls == 0


def test_below_the_threshold_nothing_changes():
    d = decide(S, FakeModel(0.49))
    assert d.verdict is S and all(v.judge != "contradiction_model" for v in d.votes)


class BrokenModel(FakeModel):
    def probabilities(self, pairs):
        raise RuntimeError("tokenizer exploded")


def test_a_model_that_fails_leaves_the_verdict_and_says_so_in_an_error_vote():
    d = decide(S, BrokenModel(0.9))
    assert d.verdict is S  # could not check is not a doubt, and no crash
    vote = d.votes[-1]
    assert vote.judge == "contradiction_model" and vote.verdict is None and "tokenizer exploded" in vote.error


def test_a_rule_found_contradiction_stays_not_supported():
    model = FakeModel(0.99)
    d = decide(S, model, claim="The board rejected the slipway.")
    assert d.verdict is N and model.calls == 0


def test_a_source_without_text_is_not_read():
    model = FakeModel(0.99)
    assert model.doubt("claim", [Source("1", "   ")]) is None and model.calls == 0


def test_a_panel_with_the_model_never_forks():
    panel = Panel([Fixed(S)], doubter=FakeModel(0.1), processes=4)
    items = [("The board approved the slipway.", [Source("1", SOURCE)])] * 3
    assert [d.verdict for d in panel.decide_many(items)] == [S, S, S]


# --- configuration and loading -----------------------------------------------------------------

def test_off_by_default_and_set_by_the_config_file(tmp_path):
    assert Config().contradiction_model is False
    assert build_panel(Config()).doubter is None
    f = tmp_path / "c.toml"
    f.write_text("contradiction_model = true\n", encoding="utf-8")
    assert load_config(f, env={}).contradiction_model is True


def test_without_the_extra_the_error_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "torch", None)
    with pytest.raises(ConfigError, match=r"pip install 'reviewer\[model\]'"):
        cm.ContradictionModel.load()


def test_weights_that_do_not_fit_the_base_are_refused(tmp_path):
    torch = pytest.importorskip("torch")
    from safetensors.torch import save_file

    save_file({"classifier.weight": torch.zeros(3, 7)}, str(tmp_path / "delta.safetensors"))
    (tmp_path / "meta.json").write_text(json.dumps({"threshold": 0.5}), encoding="utf-8")
    with pytest.raises(ConfigError, match="do not fit"):
        cm.ContradictionModel.load(tmp_path)


def test_missing_weights_are_a_config_error(tmp_path):
    pytest.importorskip("torch")
    with pytest.raises(ConfigError, match="unreadable"):
        cm.ContradictionModel.load(tmp_path)


@pytest.fixture(scope="module")
def shipped():
    pytest.importorskip("torch")
    return cm.ContradictionModel.load()


def test_the_shipped_weights_record_what_they_were_trained_on(shipped):
    meta = shipped.meta
    assert 0 < shipped.threshold < 1 and meta["threshold"] == shipped.threshold
    trained = set(meta["train"]["adversarial"]) | set(meta["validation"]["corpora"])
    assert "sealed" not in trained and "probe31" not in trained and "probe30" in trained  # (probe31 and the sealed corpus: held out)


def test_the_shipped_model_gives_probabilities_batch_independent_and_repeatable(shipped):
    pairs = [("The board approved the slipway.", SOURCE), ("The board rejected the slipway.", SOURCE),
             ("", ""), ("ß" * 3000, "数字 " * 400)]
    together = shipped.probabilities(pairs)
    alone = [shipped.probabilities([p])[0] for p in pairs]
    assert all(0.0 <= x <= 1.0 for x in together)
    assert together == pytest.approx(alone, abs=1e-4)
    assert shipped.probabilities(pairs) == together


def test_a_claim_of_long_words_fits_the_model_without_error(shipped):
    """A claim cut at MAX_CLAIM_WORDS words can still be more tokens than the pair may hold (each
    word a run of letters the tokenizer splits into many pieces): the pair is cut, never refused."""
    claim = " ".join(["Zqxjvwkpt" * 8] * cm.MAX_CLAIM_WORDS)
    doubt = shipped.doubt(claim, [Source("1", "Zqxjvwkpt is a word. " * 30)])
    assert doubt is not None and 0.0 <= doubt.probability <= 1.0


def test_the_shipped_model_on_a_real_panel_keeps_verdicts_in_range(shipped):
    panel = build_panel(Config(offline=True))
    panel.doubter = shipped
    d = panel.decide("The Harbour Board approved the new slipway by seven votes to two.", [Source("1", SOURCE)])
    assert d.verdict in (S, P)
    if d.verdict is P:
        assert any(v.judge in ("contradiction_model", "unconfirmed") for v in d.votes)


def test_bench_counts_the_models_training_rows_as_in_sample():
    from types import SimpleNamespace

    from reviewer.bench.run import BenchRow, run_bench
    from reviewer.judges.learned import fingerprint

    model = FakeModel(0.1)
    model.meta = {"train": {"adversarial": ["probe2"]}, "validation": {"corpora": ["probe20"]}}
    model.training_fingerprints = frozenset({fingerprint("seen claim.", SOURCE)})
    rows = [BenchRow("a", "seen claim.", SOURCE, Verdict.SUPPORTED), BenchRow("b", "new claim.", SOURCE, Verdict.SUPPORTED)]
    runtime = SimpleNamespace(panel=Panel([Fixed(S)], doubter=model))
    result = run_bench(rows, runtime)
    assert result.in_sample_rows == 1 and result.to_json()["in_sample"] is True
    assert result.training["contradiction_model"]["corpora"] == ["probe2", "probe20"]
    held = run_bench(rows, runtime, holdout=True)
    assert [r.id for r in held.rows] == ["b"] and held.excluded_rows == 1


@pytest.mark.parametrize("claim, passage, expected", [
    ("Inspectors found corrosion on the hull in February 2025 [2].",
     "Summary. Inspectors found corrosion on the hull in February 2025. The vessel was withdrawn.", True),
    ('The board said it was "in serviceable condition" [cite:g1].', "The board said it was in serviceable condition.", True),
    ("Inspectors found no corrosion on the hull [2].", "Inspectors found corrosion on the hull.", False),
    ("The hull [2].", "The hull was sound.", False),  # too short to call a copy
])
def test_a_copy_of_the_passage_is_recognised(claim, passage, expected):
    assert cm.copies(claim, passage) is expected


def test_a_claim_that_copies_its_source_is_never_doubted():
    model = FakeModel(0.99)
    assert model.doubt("Work will start in June and cost £1.2 million [1].", [Source("1", SOURCE)]) is None
    assert model.calls == 0
    assert decide(S, model, claim="Work will start in June and cost £1.2 million.").verdict is S
