"""A partly supported claim that draws the writer's inference from a fact its source states
("The plant doubled its output, suggesting demand grew [cite:g1]", "We assess that … because
…") got no suggestion: the narrowing cut claims only at "and", "but", "while", ";" and
", which", never where an analytic inference begins. It is now narrowed to the fact the source
supports (``soften``, re-verified: "partial -> supported"); the inference alone is never offered,
and a claim the source does not support is still never softened."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.cli import main

SOURCE = "In 2023 the plant's output rose from 40 t to 80 t. The plant doubled its output."
FACT = "The plant doubled its output"


def _claims(tmp_path, note):
    (tmp_path / "note.md").write_text(f"# Note\n\n{note}\n", encoding="utf-8")
    (tmp_path / "ledger.json").write_text(json.dumps({"g1": {"text": SOURCE}}), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path), "--offline", "--json"], out=out, err=err)
    assert code in (0, 1), err.getvalue()
    return json.loads(out.getvalue())["claims"]


INFERENCES = [
    ("The plant doubled its output, suggesting demand from the rail depot grew [cite:g1].", FACT),
    ("The plant doubled its output, consistent with a rise in rail demand at the depot [cite:g1].", FACT),
    ("The plant therefore doubled its output because of the new rail depot [cite:g1].",
     "The plant therefore doubled its output"),
    ("The plant likely doubled its output thanks to the new rail depot [cite:g1].", "The plant likely doubled its output"),
    ("We assess that the plant doubled its output because demand from the new rail depot grew [cite:g1].",
     "We assess that the plant doubled its output"),
]


@pytest.mark.parametrize("note, narrowed", INFERENCES, ids=["suggesting", "consistent-with", "therefore-because",
                                                            "likely-thanks-to", "we-assess-because"])
def test_a_partial_analytic_inference_is_narrowed_to_the_sourced_fact(tmp_path, note, narrowed):
    (claim,) = _claims(tmp_path, note)
    assert claim["verdict"] == "partial", claim["reason"]
    softens = [r for r in claim["repairs"] if r["kind"] == "soften"]
    assert softens, claim["repairs"]
    first = softens[0]
    assert first["replacement"] == narrowed
    assert "supports only part of the claim" in first["rationale"] and "partial -> supported" in first["rationale"]
    assert first["citations"] == [] and "[cite:g1]" not in first["replacement"]  # the marker stays where it is


def test_the_narrowed_claim_checks_as_supported(tmp_path):
    note, narrowed = INFERENCES[0]
    (claim,) = _claims(tmp_path, note)
    repair = next(r for r in claim["repairs"] if r["kind"] == "soften")
    text = f"# Note\n\n{note}\n"
    fixed = (text[:repair["start"]] + repair["replacement"] + text[repair["end"]:]).removeprefix("# Note\n\n").strip()
    (tmp_path / "again").mkdir()
    (again,) = _claims(tmp_path / "again", fixed)
    assert again["text"] == f"{narrowed} [cite:g1]." and again["verdict"] == "supported"


@pytest.mark.parametrize("note", [
    "The plant tripled its output, suggesting demand from the rail depot grew [cite:g1].",  # the fact is wrong
    "The plant hired forty new staff, suggesting demand from the rail depot grew [cite:g1].",  # not in the source
])
def test_a_claim_whose_fact_the_source_does_not_back_is_not_narrowed_into_one(tmp_path, note):
    (claim,) = _claims(tmp_path, note)
    assert claim["verdict"] in ("partial", "not_supported"), claim["reason"]
    assert not [r for r in claim["repairs"] if r["kind"] == "soften" and "suggesting" not in r["replacement"]], \
        claim["repairs"]  # no cut to a bare "fact" the source does not state


def test_only_the_fact_is_offered_never_the_inference_alone():
    from reviewer.repair.corrections import narrowed_variants

    variants = narrowed_variants("The plant doubled its output, suggesting demand from the rail depot grew")
    assert "The plant doubled its output" in variants
    assert not any(v.lower().startswith(("suggesting", "demand")) for v in variants)
    assert narrowed_variants("The plant doubled its output because of the depot") == ["The plant doubled its output"]


def test_cutting_is_bounded_on_hostile_text():
    import time

    from reviewer.repair.corrections import narrowed_variants

    prose = "The plant doubled its output" + ", suggesting x" * 5000 + " because" * 5000 + " " * 20000 + "y"
    began = time.perf_counter()
    variants = narrowed_variants(prose)
    assert time.perf_counter() - began < 2.0
    assert len(variants) <= 12
