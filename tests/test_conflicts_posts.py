"""Golden cases for posts (from probe33's role swaps, rewritten in other words): the source gives
the claim's post to someone else in a form the post check did not read ("Priya Nandakumar,
Facilities Manager."; a bare "postmaster Eirlys Jenkins" against the claim's "retiring
postmaster"; a holder whose title opens the name, "vice-chair, Cllr Ravi Sandhu"), or gives the
claim's person a lesser post ("the panel's vice-chair", "the deputy head teacher"); and what must
stay quiet: a place before a comma is no holder, the lesser post when the claim says it too."""

from __future__ import annotations

import pytest

from reviewer.judges.contradiction import find_conflicts
from reviewer.model import ConflictKind, Source

K = ConflictKind

CONTRADICTED = [
    ("s51-p01", "Tom Birch, the club's grounds manager, wrote the report.",
     "Report written by: Ella Shaw, Grounds Manager. Reviewed by: Tom Birch, Club Secretary, Avon Rowing Club.",
     K.ENTITY),
    ("s51-p02", "Iwan Rees, the town's retiring harbourmaster, signed the notice.",
     "Notice signed on 4 May by Regional Ports Officer Iwan Rees. Following the retirement of harbourmaster Dilys "
     "Morgan, the port will be run from Fishguard.", K.ENTITY),
    ("s51-p03", "Cllr Amir Khan, who chairs the Housing Panel, asked for a report on empty homes.",
     "To: Housing Panel. The panel's vice-chair, Cllr Amir Khan, has asked officers to report on empty homes.",
     K.ENTITY),
    ("s51-p04", "Ann Lee, the school's head teacher, opened the fair.",
     "The summer fair was opened by the deputy head teacher, Ann Lee, at noon.", K.ENTITY),
    ("s51-p05", "Ravi Patel, the trust's chair, welcomed the decision.",
     "The decision was welcomed by the trust's former chair, Ravi Patel, and by its staff.", K.ENTITY),
]

FAITHFUL = [
    ("s51-p06", "Tom Birch, the club's secretary, reviewed the report.",
     "Report written by: Ella Shaw, Grounds Manager. Reviewed by: Tom Birch, Club Secretary, Avon Rowing Club."),
    ("s51-p07", "Mary Hale, a retired teacher from Wenlow, died on 2 May.",
     "Notice re: Mary Hale, deceased, late of 4 Mill Lane, Wenlow, retired teacher, who died on 2 May."),
    ("s51-p08", "Ann Lee, the school's deputy head teacher, opened the fair.",
     "The summer fair was opened by the deputy head teacher, Ann Lee, at noon."),
    ("s51-p09", "Cllr Amir Khan, the panel's vice-chair, asked for a report on empty homes.",
     "To: Housing Panel. The panel's vice-chair, Cllr Amir Khan, has asked officers to report on empty homes."),
]


def conflicts(claim: str, source: str):
    return find_conflicts(claim, [Source(id="s1", text=source)])


@pytest.mark.parametrize("claim,source,kind", [c[1:] for c in CONTRADICTED], ids=[c[0] for c in CONTRADICTED])
def test_a_post_given_to_another_is_caught(claim, source, kind):
    found = conflicts(claim, source)
    assert kind in {c.kind for c in found}, found
    for c in found:
        assert claim[c.claim_start : c.claim_end] == c.claim_text and c.claim_text
        assert source[c.source_start : c.source_end] == c.source_text and c.source_text


@pytest.mark.parametrize("claim,source", [c[1:] for c in FAITHFUL], ids=[c[0] for c in FAITHFUL])
def test_the_post_the_source_gives_is_not_flagged(claim, source):
    assert conflicts(claim, source) == ()
