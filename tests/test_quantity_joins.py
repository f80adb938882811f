"""Figures read together: a range in one unit, a sum of money with a scale letter."""

import pytest

from reviewer.judges.conflict_quantities import quantities
from reviewer.judges.conflict_text import words

#: (text, [(value, high, unit)]) in the reader's base units
READINGS = [
    ("riders between 0.95 m and 1.10 m may ride", [(0.95, 1.1, "length")]),
    ("ranging from 5 km to 7 km", [(5000.0, 7000.0, "length")]),
    ("a salary of £1.5m to £2m a year", [(1.5e6, 2e6, "")]),
    ("between £2m and £2.5m", [(2e6, 2.5e6, "")]),
    # a change is no range: "from … to" after a verb of change
    ("output rose from 5 km to 7 km", [(5000.0, 5000.0, "length"), (7000.0, 7000.0, "length")]),
    # two units are no range
    ("between 2 kg and 3 m", [(2.0, 2.0, "mass"), (3.0, 3.0, "length")]),
    # "2m" without a currency sign is two metres
    ("a 2m fence", [(2.0, 2.0, "length")]),
    ("8 minutes and 20 seconds", [(500.0, 500.0, "time")]),
]


@pytest.mark.parametrize("text,expected", READINGS, ids=[r[0] for r in READINGS])
def test_figures_read_together(text, expected):
    assert [(q.value, q.high, q.unit) for q in quantities(words(text))] == expected


def test_a_range_is_written_to_its_finer_end():
    (q,) = quantities(words("between £2m and £2.5m"))
    assert q.rounding == pytest.approx(0.05e6)
