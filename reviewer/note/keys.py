"""Numeric citation keys and what a dangling key nearly named.

A numbered reference may have sub-items ("1a. …", "1b. …" under reference 1): ``[1a]`` is its
own key, resolving to an entry or a source "1a", never silently to reference 1. When it names
nothing, the dangling line says which key it nearly named (``key_hint``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_NUMERIC_KEY = re.compile(r"(\d+)([a-z]?)")


def numeric_key(label: str) -> str:
    """``"03"`` → ``"3"``, ``"01a"`` → ``"1a"``; any other label unchanged."""
    m = _NUMERIC_KEY.fullmatch(label)
    return f"{int(m.group(1))}{m.group(2)}" if m else label


def is_numeric_key(key: str) -> bool:
    """A key a ``[n]`` marker can carry: a number, or a number and one sub-item letter ("1a")."""
    return bool(_NUMERIC_KEY.fullmatch(key))


def case_twin(key: str, ids: Iterable[str]) -> str | None:
    """The source id that ``key`` names but for its case ("G1" for a dangling "g1"), else None:
    keys are case-sensitive, and a dangling marker says which id it nearly named."""
    folded = key.casefold()
    return min((i for i in ids if i != key and i.casefold() == folded), default=None) if key else None


def case_hint(key: str, ids: Iterable[str]) -> str:
    """`` (keys are case-sensitive: there is a source 'G1')`` for a ``case_twin``, else ""."""
    twin = case_twin(key, ids)
    return f" (keys are case-sensitive: there is a source {twin!r})" if twin else ""


def sub_item_hint(key: str, ids: Iterable[str]) -> str:
    """What a dangling numeric key nearly named: reference 1 for a dangling "1a" (a sub-item needs
    its own entry), or the sub-items "1a", "1b" for a dangling "1"; else ""."""
    m = _NUMERIC_KEY.fullmatch(key)
    if m is None:
        return ""
    ids = set(ids)
    number, letter = m.groups()
    if letter and number in ids:
        return (f" (there is a reference {number!r}: the sub-item {key!r} needs its own entry, "
                f"'{key}.' in the References list or sources/{key}.txt)")
    subs = sorted(i for i in ids if (s := _NUMERIC_KEY.fullmatch(i)) and s.group(2) and s.group(1) == number)
    if not letter and subs:
        return f" (there are sub-items {', '.join(map(repr, subs))}: cite one of them, e.g. [{subs[0]}])"
    return ""


#: what a key written as a file name ends with: the kinds of source file a bundle holds
_FILE_ENDING = re.compile(r"\.(?:txt|md|markdown|html?|pdf|json)", re.IGNORECASE)


def file_hint(key: str, ids: Iterable[str]) -> str:
    """`` (a key is a source's name without its folder or extension: there is a source '1')`` for
    a dangling key written as the source's file (``1.txt``, ``sources/g3.html``), else "". The
    key still names no file: only the hint names the source."""
    name = key.replace("\\", "/").rsplit("/", 1)[-1]
    stem = name[:m.start()] if (m := _FILE_ENDING.search(name)) and m.end() == len(name) else name
    if stem == key or not stem or stem not in set(ids):
        return ""
    return f" (a key is a source's name without its folder or extension: there is a source {stem!r})"


def key_hint(key: str, ids: Iterable[str]) -> str:
    """The hint a dangling marker's line carries: the id it names but for case, else the
    reference or sub-items it nearly names, else the source whose file name it is; else ""."""
    ids = list(ids)
    return case_hint(key, ids) or sub_item_hint(key, ids) or file_hint(key, ids)


def twice_listed(note: str, entries) -> str | None:
    """One warning line for the References entries that share a label, or None: a marker reads
    the first of them, silently. Markdown shows a list numbered ``1.``, ``1.``, ``1.`` as 1, 2, 3,
    but the note's text says "1" each time, so ``[2]`` dangles and ``[1]`` reads the first entry."""
    lines: dict[str, list[int]] = {}
    for ref in entries:
        lines.setdefault(ref.label, []).append(note.count("\n", 0, ref.start) + 1)
    twice = [(label, at) for label, at in lines.items() if len(at) > 1]
    if not twice:
        return None
    said = "; ".join(f"{label!r} on lines {', '.join(map(str, at[:-1]))} and {at[-1]}" for label, at in twice[:3])
    more = f" (and {len(twice) - 3} more labels)" if len(twice) > 3 else ""
    numbered = any(is_numeric_key(label) for label, _ in twice)
    return (f"the References list gives one label to several entries: {said}{more}; a marker reads the "
            f"first of them" + ("; number the entries as they are cited (1., 2., 3., …: Markdown shows a "
                                "list of '1.' as 1, 2, 3, but the note still says 1)" if numbered else ""))
