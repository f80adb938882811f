"""Names a source gives only in a header that ties them to a role ("Respondent: Marcus Teel,
Tallinn, Estonia.", "Narrator: Amara Lewis."), and then calls by the role ("The Complainant's
further request that the Respondent be ordered to pay its legal costs was rejected"). A claim
that names the person ("make Marcus Teel pay Halvessen's legal costs") is read against the
sentence that speaks of the role: for the evidence window, the name stands for its role.

A header is a capitalised word, a colon and one to four capitalised words (past a title: "Mr",
"Ms", "Dr" …) at the start of a sentence. Read once per source text (``SourceIndexes.per_source``),
with a pattern that runs in linear time on any text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from reviewer.judges.conflict_text import Words, opens_sentence
from reviewer.judges.sourceindex import SourceIndex
from reviewer.text import content_tokens, stem

#: "<Role>: [Title] <Name> [<Name> …]" at a sentence's start (bounded repeats: linear time)
_HEADER = re.compile(r"(?:^|[.;\n]\s{0,4})([A-Z][a-z]{2,24}):[ \t]{1,4}(?:(?:Mr|Mrs|Ms|Dr|Prof|Miss|Mx)\.?[ \t]{1,3})?"
                     r"((?:[A-Z][\w'\u2019-]{0,30}[ \t]{0,3}){1,4})")
#: headers read per source, at most
MAX_HEADERS = 200


def role_names(text: str) -> dict[str, str]:
    """{name token: role token} for each header's name words (as ``content_tokens`` stems them),
    a name that two headers give to different roles left out."""
    out: dict[str, str] = {}
    clashed: set[str] = set()
    for n, m in enumerate(_HEADER.finditer(text)):
        if n >= MAX_HEADERS:
            break
        role = content_tokens(m.group(1), stemmed=True)
        if len(role) != 1:
            continue
        for token in content_tokens(m.group(2), stemmed=True):
            if out.get(token, role[0]) != role[0]:
                clashed.add(token)
            out[token] = role[0]
    return {t: r for t, r in out.items() if t not in clashed}


def by_role(tokens: Sequence[str], names: frozenset[str], index: SourceIndex, roles: dict[str, str]) -> list[str]:
    """``tokens`` with each of the claim's ``names`` that the source gives only in its header
    sentence(s) replaced by the role's token, when the source uses that role elsewhere."""
    if not roles or not names:
        return list(tokens)
    out: list[str] = []
    for t in tokens:
        role = roles.get(t) if t in names else None
        if role is not None and role in index.positions and len(index.token_spans(role)) > len(index.token_spans(t)) \
                and set(index.token_spans(t)) <= set(index.token_spans(role)):
            t = role  # (the name only where the header ties it to the role; the role said elsewhere too)
        if t not in out:
            out.append(t)
    return out


def name_stems(w: Words) -> frozenset[str]:
    """The stems (as ``content_tokens`` gives them) of the claim's capitalised words that do not
    open a sentence: the names it gives."""
    return frozenset(stem(w.lower[i]) for i in range(1, len(w)) if w.caps[i] and w.content[i]
                     and not opens_sentence(w, i))
