"""Which files of a sources folder (or an upload) and which ledger keys name a source, and how.

A source is named by its citation key: ``1.txt``, ``g3.html``, ``doe_2023.md`` (a safe key: no
path, no leading dot), or, for an author-year citation, by the key the note's ``(Doe 2023)``
reads: ``Doe 2023.txt``, a ledger entry ``"Doe 2023"`` (words and a four-digit year, one space
between them). A file of a source type named otherwise (``1 (1).txt``, a browser's second
download) is not read, and one warning names it: a source is never skipped silently.
"""

from __future__ import annotations

import re

from reviewer.note.citations import is_safe_key

SOURCE_EXTENSIONS = (".txt", ".md", ".html", ".htm", ".pdf")
#: document formats a writer may drop into ``sources/`` that are not read: a file of one of these
#: types is an unavailable source ("unsupported source type .docx"), never a missing one
#: (other files, ``x.bin``, are not sources at all)
UNSUPPORTED_DOCUMENTS = (".docx", ".doc", ".docm", ".odt", ".rtf", ".epub", ".pages", ".pptx", ".ppt", ".odp",
                         ".xlsx", ".xls", ".ods", ".csv", ".tsv", ".json", ".xml", ".tex", ".rst", ".djvu", ".ps",
                         ".mhtml", ".xhtml", ".wpd")
#: "Doe 2023", "van der Berg 2020b", "O'Brien 2019": words, then a year, single spaces
_AUTHOR_YEAR_NAME = re.compile(r"[^\W\d_][\w'’\-]*(?: [^\W\d_][\w'’\-]*)* \d{4}[a-z]?")


def is_source_key(name: str) -> bool:
    """Whether a file stem or a ledger key names a source (see the module's docstring)."""
    return is_safe_key(name) or (len(name) <= 64 and _AUTHOR_YEAR_NAME.fullmatch(name) is not None)


def is_source_type(name: str) -> bool:
    """Whether a file name has the extension of a source (read, or an unsupported document)."""
    suffix = name[name.rfind("."):].lower() if "." in name else ""
    return suffix in SOURCE_EXTENSIONS or suffix in UNSUPPORTED_DOCUMENTS


def unnamed_warning(shown: list[str]) -> str | None:
    """One line naming the source files not read because no citation key names them, or None."""
    if not shown:
        return None
    listed = ", ".join(shown[:3]) + (f" and {len(shown) - 3} more" if len(shown) > 3 else "")
    return (f"{listed} {'is' if len(shown) == 1 else 'are'} not read: a source file is named by its citation "
            "key (1.txt, g3.html, Doe 2023.txt for (Doe 2023))")
