"""Times of day in a text's words: "6:40", "18:05", "6:40 p.m.", "2.30 am", "7.45pm", "6 pm",
each read as minutes since midnight so that "2.30 am" meets "02:30" and "6:40 p.m." meets
"18:40" (``conflict_quantities`` gives them the unit "clock", held only to times of day)."""

from __future__ import annotations

from reviewer.judges.conflict_text import Words


def clock_at(w: Words, i: int) -> float | None:
    """Minutes since midnight of the time of day that word ``i`` opens ("6:40", "18:05"), or None."""
    if i + 1 >= len(w) or w.gap(i + 1) != ":" or (i > 0 and w.gap(i) == ":"):
        return None
    hours, minutes = w.lower[i], w.lower[i + 1]
    if not (hours.isdigit() and minutes.isdigit() and len(minutes) == 2 and int(hours) <= 24 and int(minutes) < 60):
        return None
    return int(hours) * 60.0 + int(minutes)


def meridiem(w: Words, k: int) -> tuple[bool, int] | None:
    """(afternoon, its last word) of an "am" / "pm" / "a.m." / "p.m." that word ``k`` opens right
    after a time ("2.30 pm", "6:40 a.m."), or None."""
    if k >= len(w) or w.gap(k).strip():
        return None
    low = w.lower[k]
    if low in ("am", "pm"):
        return low == "pm", k
    if low in ("a", "p") and k + 1 < len(w) and w.lower[k + 1] == "m" and w.gap(k + 1) == ".":
        return low == "p", k + 1
    return None


def twelve_hour(minutes: float, afternoon: bool) -> float:
    """A 12-hour time's minutes since midnight: "12.15 am" is 00:15, "2.30 pm" 14:30."""
    if minutes >= 13 * 60:
        return minutes  # "18:40 pm": already a 24-hour time
    minutes %= 12 * 60
    return minutes + 12 * 60 if afternoon else minutes


def dotted_clock(w: Words, i: int, value: float, decimals: int) -> tuple[float, int] | None:
    """(minutes since midnight, last word) of a 12-hour time written with a full stop or a bare
    hour and "am" / "pm" after it ("2.30 am", "7.45pm", "6 pm"), or None."""
    marker = meridiem(w, i + 1)
    if marker is None or decimals not in (0, 2):
        return None
    hours, minutes = divmod(round(value * 100), 100) if decimals else (int(value), 0)
    if not (1 <= hours <= 12 and minutes < 60) or (decimals == 0 and value != int(value)):
        return None
    return twelve_hour(hours * 60.0 + minutes, marker[0]), marker[1]


def unmarked_twelve(raw: str) -> bool:
    """A time that may be morning or evening: "6:40" (no "am" / "pm", hours 1-12, not "06:40")."""
    hours = raw.partition(":")[0]
    return ":" in raw and raw[-1].isdigit() and hours.isdigit() and not hours.startswith("0") and 1 <= int(hours) <= 12


def same_clock(a: float, b: float, raw_a: str, raw_b: str) -> bool:
    """Two times of day (minutes since midnight) that may be the same: equal, or twelve hours
    apart when one of them does not say morning or evening ("6:40 p.m." and "6:40")."""
    return a == b or ((unmarked_twelve(raw_a) or unmarked_twelve(raw_b)) and abs(a - b) == 720)


#: zones and marks after a four-digit time of day ("0521 UTC", "1430 hrs", "0604Z" is one word)
_ZONES = frozenset(["utc", "gmt", "z", "hrs", "bst", "cet", "cest", "est", "edt", "cst", "cdt", "pst", "pdt", "local"])
#: words before "<hhmm> hours" that make it a time of day ("at 1430 hours"; not "1430 hours of flying")
_AT = frozenset(["at", "by", "from", "until", "till", "to", "before", "after", "since"])


def military_clock(w: Words, i: int) -> tuple[float, int] | None:
    """(minutes since midnight, last word) of a four-digit time of day with its zone or "hrs"
    after it ("0521 UTC", "1430 hrs", "at 0600 hours"), or None; hours 00-23, minutes 00-59."""
    raw = w.lower[i]
    if len(raw) != 4 or not raw.isdigit() or i + 1 >= len(w) or w.gap(i + 1) != " ":
        return None
    after = w.lower[i + 1]
    if after not in _ZONES and not (after == "hours" and i and w.lower[i - 1] in _AT):
        return None
    hours, minutes = int(raw[:2]), int(raw[2:])
    if hours > 23 or minutes > 59:
        return None
    return hours * 60.0 + minutes, i + 1
