"""A denial with an exception asserts what it excepts: "free of any hypothec except the one held
by Banque Laurentienne" says a hypothec is held; "no dogs other than guide dogs" that guide dogs
are allowed. ``conflict_text`` marks such a denied noun as not denied."""

from __future__ import annotations

#: the words after a denied noun that except some of it from the denial
EXCEPTING = frozenset(["except", "excepting", "besides"])
EXCEPTING_PAIRS = frozenset([("other", "than"), ("apart", "from"), ("aside", "from")])


def excepted(lower: list[str], head: int) -> bool:
    """The denied word at ``head`` of the lower-cased words ``lower`` is followed by an exception."""
    return (head + 1 < len(lower) and lower[head + 1] in EXCEPTING) or tuple(lower[head + 1 : head + 3]) in EXCEPTING_PAIRS
