"""Progress on long work: the repair stage reports itself after judging (a new user's trial: a
big note's bar sat at 'judging 600/600' while the repair passes ran, with no word of them), and a
new stage gets its own bar line even when it starts at the percentage the last one ended on."""

from __future__ import annotations

import io

from reviewer.cli import _progress_printer
from reviewer.config import Config
from reviewer.model import Source
from reviewer.runtime import build_runtime
from reviewer.verify import verify

NOTE = ("The dam was finished in 1961 [cite:g1]. The lake is 40 km long [cite:g1].\n\n"
        "The reservoir holds 3 billion cubic metres.\n")
SOURCE = Source("g1", "The dam was finished in 1961. The lake is 12 km long.")


def _stages(repair: bool) -> list[tuple[int, int, str]]:
    calls: list[tuple[int, int, str]] = []
    config = Config(repair=repair, max_repair_passes=2)
    verify(NOTE, {"g1": SOURCE}, runtime=build_runtime(config, fetch=False),
           progress=lambda done, total, stage="": calls.append((done, total, stage)))
    return calls


def test_the_repair_stage_reports_progress_after_judging():
    calls = _stages(repair=True)
    stages = [stage for _, _, stage in calls]
    assert "judging" in stages and "repairing" in stages
    assert stages.index("repairing") > max(i for i, s in enumerate(stages) if s == "judging")
    repairing = [(d, t) for d, t, s in calls if s == "repairing"]
    assert repairing[0] == (0, 2) and repairing[-1] == (2, 2)
    assert all(0 <= d <= t for d, t in repairing)


def test_no_repair_stage_without_repair():
    assert "repairing" not in {stage for _, _, stage in _stages(repair=False)}


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_printer_starts_a_new_bar_for_a_new_stage():
    stream = _Tty()
    progress = _progress_printer(stream, "checking")
    progress(0, 2, "judging")
    progress(2, 2, "judging")
    progress(2, 2, "repairing")  # the same 100% as the stage before, but another stage
    text = stream.getvalue()
    assert "repairing" in text and text.count("\n") == 2
