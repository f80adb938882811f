"""Sums and differences of a text's figures, for the checks that ask whether a claim's figure is
one the source's figures make (``number_pairs``): pure arithmetic over lists of floats, bounded so
that a hostile window of hundreds of figures costs no cube of their number."""

from __future__ import annotations

from collections.abc import Iterable, Iterator


def sums(values: list[float]) -> Iterator[float]:
    """The sum of each two of ``values``."""
    return (a + b for k, a in enumerate(values) for b in values[k + 1 :])


#: figures of a window beyond which no sum of three is tried (a hostile window of hundreds of
#: figures would cost the cube of their number): 2,024 sums at most
MAX_SUMMED = 24


def sums3(values: list[float]) -> Iterator[float]:
    """The sum of each three of ``values`` ("fines of £12,000, plus £3,450 prosecution costs and a
    £2,000 victim surcharge": £17,450 in all); none when there are more than ``MAX_SUMMED``."""
    if len(values) > MAX_SUMMED:
        return iter(())
    return (a + b + c for k, a in enumerate(values) for m, b in enumerate(values[k + 1 :], k + 1)
            for c in values[m + 1 :])


def gaps(values: list[float]) -> Iterator[float]:
    """The difference of each two of ``values``."""
    return (abs(a - b) for k, a in enumerate(values) for b in values[k + 1 :])


def gaps3(values: list[float]) -> Iterator[float]:
    """A figure less two smaller ones ("16,800 fired …; 9,400 sent …, 5,200 sold": 2,200 neither);
    none when there are more than ``MAX_SUMMED``."""
    return iter(()) if len(values) > MAX_SUMMED else (
        a - b - c for a in values for k, b in enumerate(values) for c in values[k + 1 :] if b < a and c < a)


def near(target: float, values: Iterable[float], tol: float) -> bool:
    """Whether one of ``values`` is ``target`` to within ``tol``."""
    return any(abs(v - target) <= tol for v in values)
