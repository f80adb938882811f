"""Speed work must not change a verdict: caches and indexes return what the plain code returns,
and the judges' evidence does not depend on the interpreter's string-hash seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

_EVIDENCE_SCRIPT = """
import json, sys
from reviewer.config import Config
from reviewer.sources import load_inputs
from reviewer.verify import verify
inputs = load_inputs(sys.argv[1], None, None)
report = verify(inputs.note_text, inputs.all_sources(), Config(repair=False, offline=True))
print(json.dumps([[c.verdict.value, c.evidence and [c.evidence.start, c.evidence.end]] for c in report.claims]))
"""


@pytest.mark.parametrize("sample", ["numeric-answer", "analytic-note"])
def test_evidence_independent_of_hash_seed(sample):
    outputs = set()
    for seed in ("0", "1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        run = subprocess.run([sys.executable, "-c", _EVIDENCE_SCRIPT, str(ROOT / "data" / "samples" / sample)],
                             env=env, capture_output=True, text=True, check=True, cwd=ROOT)
        outputs.add(run.stdout)
    assert len(outputs) == 1, outputs
    assert json.loads(outputs.pop())  # claims were judged
