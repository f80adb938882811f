"""A source of many sentences worded alike (a log, a table read as prose) and a note that quotes
them: each claim is read against its own sentence, never against a neighbour that differs only
in its figures. Before, 387 of 400 such verbatim claims were called contradicted: the main
window tied on words and took the first alike sentence holding one figure fewer, and each
clause of the compound claim was read against its own best sentence, figures unseen."""

from __future__ import annotations

import random

import pytest

from reviewer.judges.contradiction import find_conflicts
from reviewer.judges.indexes import SourceIndexes
from reviewer.model import Source

NAMES = ["Alder", "Birch", "Cedar", "Dunmore", "Elm", "Fenwick", "Garth", "Holm"]


def _log(seed: int, n: int) -> list[str]:
    rng = random.Random(seed)
    return [f"Station {rng.choice(NAMES)} {i} recorded {rng.randint(2, 90)} mm of rain on {rng.randint(1, 28)} March, "
            f"and the gauge was checked by {rng.choice(NAMES)} staff." for i in range(n)]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_claim_copied_from_one_of_many_alike_sentences_has_no_conflict(seed):
    lines = _log(seed, 120)
    source = [Source(id="s1", text=" ".join(lines))]
    indexes = SourceIndexes()
    flagged = [line for line in lines if find_conflicts(line, source, indexes=indexes)]
    assert flagged == []


@pytest.mark.parametrize("seed", [1, 2])
def test_a_changed_figure_among_alike_sentences_is_still_caught(seed):
    lines = _log(seed, 120)
    source = [Source(id="s1", text=" ".join(lines))]
    indexes = SourceIndexes()
    missed = []
    for line in lines[::7]:
        mm = int(line.split(" recorded ")[1].split(" mm")[0])
        changed = line.replace(f" recorded {mm} mm", f" recorded {mm + 91} mm")  # no sentence gives 93-181 mm
        if not find_conflicts(changed, source, indexes=indexes):
            missed.append(changed)
    assert missed == []
