"""Times of day read as minutes since midnight, whichever way they are written."""

import pytest

from reviewer.judges.clocks import same_clock, unmarked_twelve
from reviewer.judges.conflict_quantities import quantities
from reviewer.judges.conflict_text import words

CLOCKS = [
    ("at 02:30", 150), ("at 18:05", 18 * 60 + 5), ("at 6:40 a.m. on Monday", 400), ("at 6:40 p.m. daily", 1120),
    ("at 2.30 am", 150), ("at 2.30pm", 870), ("at 6 pm", 1080), ("at 12.15 am", 15), ("at 12.15 pm", 735),
    ("at 12 pm", 720), ("at 18:40 pm", 1120),
]


@pytest.mark.parametrize("text,minutes", CLOCKS, ids=[c[0] for c in CLOCKS])
def test_clock_times(text, minutes):
    got = [q for q in quantities(words(text)) if q.unit == "clock"]
    assert [q.value for q in got] == [minutes]


@pytest.mark.parametrize("text", ["rose 2.30 percent", "2.305 am", "13.30 pm", "a 6.5 am", "version 2.30", "won 3-2"])
def test_not_clock_times(text):
    assert not [q for q in quantities(words(text)) if q.unit == "clock"]


@pytest.mark.parametrize("raw,unmarked", [("6:40", True), ("06:40", False), ("18:40", False), ("6:40 p.m", False),
                                          ("12:05", True), ("2.30 am", False)])
def test_unmarked_twelve(raw, unmarked):
    assert unmarked_twelve(raw) is unmarked


def test_same_clock_only_twelve_hours_apart_when_one_is_unmarked():
    assert same_clock(1120, 400, "6:40 p.m", "6:40")
    assert not same_clock(1120, 400, "6:40 p.m", "06:40")
    assert not same_clock(1120, 460, "6:40 p.m", "7:40")
