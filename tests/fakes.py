"""Fake reports built from the model dataclasses (no pipeline needed)."""

from __future__ import annotations

import hashlib

from reviewer.model import (
    Citation,
    CitationKind,
    Claim,
    ClaimResult,
    Coverage,
    Dangling,
    Evidence,
    Grounding,
    Repair,
    RepairKind,
    Report,
    Source,
    SourceStatus,
    Verdict,
    Vote,
)

HOSTILE = (
    '<script>alert("x")</script> <img src=x onerror="alert(1)"> '
    '<a href="javascript:alert(2)">click</a>'
)

# (text, verdict, grounding, cited?, votes, repair kind or None)
_PLAN = [
    ("The survey covered 1,200 firms in 2023.", Verdict.SUPPORTED, Grounding.LOCATED, True,
     ("supported", "supported"), None),
    ("Most firms doubled their output.", Verdict.PARTIAL, Grounding.FUZZY, True,
     ("partial", "supported"), RepairKind.SOFTEN),
    ("Prices fell by 40 percent.", Verdict.NOT_SUPPORTED, Grounding.UNLOCATED, True,
     ("not_supported", "not_supported"), RepairKind.DROP),
    ("Exports rose sharply.", Verdict.SUPPORTED, Grounding.UNLOCATED, True,
     ("supported", "supported"), None),
    ("Wages grew in every region.", Verdict.UNCITED, Grounding.NOT_APPLICABLE, False,
     (), RepairKind.ADD_CITATION),
    ("The archive was offline.", Verdict.SOURCE_UNAVAILABLE, Grounding.NOT_APPLICABLE, True,
     (), None),
]

SOURCE_TEXTS = {
    "1": "Intro. The survey covered 1,200 firms in 2023. Many firms raised output; "
         "some nearly doubled it. Exports went up. Tail text.",
    "2": "Prices were stable over the period. Wages grew in every region.",
}


def make_report(n_claims: int = 6, *, hostile: bool = False, path: str = "note.md") -> Report:
    """A note of ``n_claims`` claims cycling through the plan above, with sources."""
    sources = {k: v for k, v in SOURCE_TEXTS.items()}
    if hostile:
        sources = {k: HOSTILE + " " + v for k, v in sources.items()}
    parts: list[str] = ["# Findings\n\n"]
    pending = []
    pos = len(parts[0])
    for i in range(n_claims):
        text, verdict, grounding, cited, votes, repair_kind = _PLAN[i % len(_PLAN)]
        if hostile and i == 0:
            text = HOSTILE + " " + text
        sid = "3" if verdict is Verdict.SOURCE_UNAVAILABLE else ("2" if i % 3 == 2 else "1")
        marker = f" [{sid}]" if cited else ""
        sentence = f"{text}{marker}"
        start, end = pos, pos + len(sentence)
        parts.append(sentence + ("\n\n" if i % 4 == 3 else " "))
        pos += len(parts[-1])
        pending.append((i, text, sentence, start, end, verdict, grounding, cited, votes,
                        repair_kind, sid, marker))
    note = "".join(parts)
    results = []
    for (i, text, sentence, start, end, verdict, grounding, cited, votes, repair_kind,
         sid, marker) in pending:
        cid = f"c{i + 1}"
        cits = ()
        if cited:
            m_start = start + len(text) + 1
            cits = (Citation(marker.strip(), CitationKind.NUMERIC, sid, m_start,
                             m_start + len(marker.strip()), sid),)
        claim = Claim(cid, sentence, start, end, citations=cits)
        evidence = None
        if cited and verdict is not Verdict.SOURCE_UNAVAILABLE:
            src = sources[sid]
            quote = text.rstrip(".")
            at = src.find(quote)
            if grounding is Grounding.LOCATED and at >= 0:
                evidence = Evidence(sid, quote, at, at + len(quote))
            elif grounding is Grounding.FUZZY:
                at = src.find("some nearly doubled it")
                evidence = Evidence(sid, "firms nearly doubled output", at, at + 22)
            else:
                evidence = Evidence(sid, quote, None, None)
        vote_objs = tuple(
            Vote(judge, Verdict(v), 0.8, f"{judge} thinks {v}" + (" <b>bold</b>" if hostile else ""))
            for judge, v in zip(("lexical", "evidence"), votes)
        )
        if cited and verdict is not Verdict.SOURCE_UNAVAILABLE:
            vote_objs += (Vote("learned", None, 0.0, "", error="model timed out"),)
        repairs = ()
        if repair_kind is RepairKind.SOFTEN:
            repairs = (Repair(f"r{i + 1}", repair_kind, cid, start, start + len(text),
                              "Some firms may have raised their output.", rationale="hedge"),)
        elif repair_kind is RepairKind.DROP:
            repairs = (Repair(f"r{i + 1}", repair_kind, cid, start, end + 1, "",
                              rationale="not in source"),)
        elif repair_kind is RepairKind.ADD_CITATION:
            repairs = (Repair(f"r{i + 1}", repair_kind, cid, start + len(text), start + len(text),
                              " [2]", citations=("2",), rationale="source 2 says so"),)
        results.append(ClaimResult(claim, verdict, grounding, evidence, vote_objs, repairs,
                                   reason="fetch failed" if verdict is Verdict.SOURCE_UNAVAILABLE
                                   else ""))
    src_objs = tuple(Source(k, v, title=f"Source {k}", url=f"https://example.org/{k}",
                            origin=f"bundle:sources/{k}.txt") for k, v in sources.items())
    src_objs += (Source("3", "", title="Offline", status=SourceStatus.UNAVAILABLE,
                        reason="fetch failed"),)
    covered = sum(1 for r in results if r.claim.cited)
    total = len(results)
    cov = Coverage(covered, total, before=covered / total if total else None,
                   after=(covered + sum(1 for r in results if not r.claim.cited)) / total
                   if total else None)
    cov = Coverage(covered, total, cov.before, cov.after,
                   None if cov.after is None else cov.after - cov.before)
    return Report(
        note_path=path,
        note_sha256=hashlib.sha256(note.encode()).hexdigest(),
        ok=False,
        claims=tuple(results),
        dangling=(Dangling("[9]", "9", len(note) - 1),),
        coverage=cov,
        note_text=note,
        sources=src_objs,
        repaired_note=None,
    )


def empty_report() -> Report:
    note = "# Just a heading\n"
    return Report("empty.md", hashlib.sha256(note.encode()).hexdigest(), True, (), (),
                  Coverage(0, 0), note_text=note)


def open_app(report: Report | None = None, *, editor: str = "tester"):
    """The app in AppTest (paths resolve against this file), optionally showing ``report``;
    ``editor`` is the session's editor name (decisions need one; "" for none)."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file("../app.py", default_timeout=60)
    if editor:
        at.session_state["reviewer_name"] = editor
    if report is not None:
        at.session_state["report"] = report
    return at.run()


#: claims about the copper-mine sources of the speed and cache tests (each test adds its own)
MINE_CLAIMS = [
    "The plant employs 1,200 workers.",
    "The plant employs 1,500 workers and produced 3.5 million tonnes of copper in 2019.",
    "Acme Mining was founded in 1988 by Jane Doe; it has three shafts.",
    "Analysts estimate 25 percent growth, whereas the company disclosed its revenue.",
    "Workers were consulted about exports to Brazil.",
    "The mine has forty-two kilometres of tunnels and two shafts.",
]
