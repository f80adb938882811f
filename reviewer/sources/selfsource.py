"""A note is never its own source.

``sources/2.txt`` may be a symlink to ``../note.md``, a hard link to it, or a copy saved under a
source name; a ledger entry may carry the note's text. Read as a source, the note "supports"
every claim it makes and the repairs suggest citing it: a trust failure. Such a source is made
unavailable, with a reason naming it, and one warning says which sources were set aside.

A source is the note when it is the same file (any link, any path), when its text is the
note's text (whitespace aside: a copy with other line endings is still the note), or when it
holds the note's whole text with more around it (the draft pasted into a file of notes, a page
that quotes the note in full): its extra text does not make the note's claims any less its own.
Only a note of at least ``MIN_WORDS`` words is looked for inside a bigger source: a one-line note
may well be a sentence its source says word for word.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from reviewer.model import Source, SourceStatus

#: the end of every reason and warning: why the source is not read
WHY = "a note cannot support itself"

#: a note this short is never looked for inside a bigger source (a one-sentence note may be a
#: sentence its source says word for word); a copy of it is still set aside
MIN_WORDS = 20


def is_note(src: Source) -> bool:
    """``src`` was set aside here as the note itself."""
    return src.status is SourceStatus.UNAVAILABLE and src.reason.endswith(WHY)


def _folded(text: str) -> str:
    return " ".join(text.split())


class NoteText:
    """The note's text, folded once, for comparing many sources against it."""

    def __init__(self, note: str):
        self._folded = _folded(note)
        self._size = len(note.strip())
        self._words = self._folded.count(" ") + 1 if self._folded else 0

    def same(self, text: str) -> bool:
        """``text`` is the note's text, whitespace aside."""
        size = len(text.strip())
        if not self._folded or not size or size > 2 * self._size or 2 * size < self._size:
            return False  # a quick length test before folding a big source
        return _folded(text) == self._folded

    def inside(self, text: str) -> bool:
        """``text`` holds the note's whole text (whitespace aside) and more: only for a note of
        at least ``MIN_WORDS`` words."""
        if self._words < MIN_WORDS or len(text) < self._size:
            return False
        return self._folded in _folded(text)

    def within(self, text: str) -> str | None:
        """How ``text`` is the note: ``"copy"`` (the same text), ``"holds"`` (the whole note and
        more), or None."""
        if self.same(text):
            return "copy"
        return "holds" if self.inside(text) else None


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def _file_of(src: Source, sources_dir: Path | None) -> Path | None:
    if sources_dir is None or not src.origin.startswith("file:"):
        return None
    return sources_dir / src.origin[len("file:"):]


def _shown(src: Source, path: Path | None) -> str:
    if path is not None:
        return f"{path.parent.name}/{path.name}"
    kind, _, name = src.origin.partition(":")
    return f"{kind} entry {src.id}" if kind == "ledger" else (name or f"source {src.id}")


def set_aside(note: str, sources: Mapping[str, Source], *, note_path: Path | None = None,
              sources_dir: Path | None = None) -> tuple[dict[str, Source], str | None]:
    """``sources`` with every source that is the note made unavailable, and one warning line
    naming them (None when there is none). ``note_path`` and ``sources_dir`` (a bundle on disk)
    let the reason say that a file is the note reached through a link rather than a copy."""
    text = NoteText(note)
    out = dict(sources)
    shown: list[str] = []
    name = note_path.name if note_path is not None else "the note"
    for key, src in sources.items():
        if not src.usable:
            continue
        path = _file_of(src, sources_dir)
        if path is not None and note_path is not None and _same_file(path, note_path):
            what = f"is {name} itself (a link to it)"
        elif (how := text.within(src.text)) == "copy":
            what = f"is a copy of {name} (the same text)"
        elif how == "holds":
            what = f"holds all of {name} (its whole text, with more around it)"
        else:
            continue
        where = _shown(src, path)
        out[key] = replace(src, text="", status=SourceStatus.UNAVAILABLE,
                           reason=f"{where} {what}: {WHY}")
        shown.append(f"{where} {what}")
    if not shown:
        return out, None
    return out, f"{'; '.join(shown)}: not used as {'a source' if len(shown) == 1 else 'sources'} ({WHY})"
