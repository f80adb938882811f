"""The note stage: Markdown blocks, sentences, claims and citation markers.

    blocks.blocks(note)             Markdown block structure (markdown-it-py): paragraphs, table rows
    blocks.code_spans(note)         code blocks and inline code (markers there are not citations)
    split_sentences(text)           pysbd's sentence decisions in linear time (``sentences``, ``engine``, ``breaks``)
    segment(note, citations)        claims with offsets, each carrying the rule that made it
    find_citations(note, exclude)   every marker (ledger, numeric, DOI, arXiv, URL, author-year)
    parse_references(note)          the note's own References list
    resolve(citations, ids, refs)   markers -> source ids, and the dangling ones
"""

from __future__ import annotations

from reviewer._lazy import lazy_getattr

#: public name -> the module that defines it (imported on first use, so that importing one
#: stage does not load the others). ``blocks`` is the submodule, not exported as a function:
#: importing ``reviewer.note.blocks`` would rebind the name.
_EXPORTS = {
    "ReferenceList": ".citations",
    "find_citations": ".citations",
    "is_safe_key": ".citations",
    "parse_references": ".citations",
    "resolve": ".citations",
    "segment": ".segment",
    "split_sentences": ".sentences",
}

__all__ = sorted(_EXPORTS)

__getattr__ = lazy_getattr(__name__, globals(), _EXPORTS)
