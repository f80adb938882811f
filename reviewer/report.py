"""Rendering a ``Report``: the JSON of Contract 3, a Markdown "Citation health" section, and
the human summary ``reviewer check`` prints by default."""

from __future__ import annotations

import re
from typing import Any

from reviewer.md_escape import md_text
from reviewer.model import ClaimResult, Grounding, Report, Verdict, Vote

SCHEMA = "reviewer.report/1"

#: How a verdict reads to a person; "supported — quote unverified" keeps grounding and verdict apart.
VERDICT_TEXT = {
    Verdict.SUPPORTED: "supported",
    Verdict.PARTIAL: "partially supported",
    Verdict.NOT_SUPPORTED: "not supported",
    Verdict.SOURCE_UNAVAILABLE: "source unavailable",
    Verdict.UNCITED: "uncited",
}
VERDICT_MARK = {
    Verdict.SUPPORTED: "✓",
    Verdict.PARTIAL: "◐",
    Verdict.NOT_SUPPORTED: "✗",
    Verdict.SOURCE_UNAVAILABLE: "⊘",
    Verdict.UNCITED: "?",
}  # the same symbols as the review app's legend


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 4)


def status_text(result: ClaimResult) -> str:
    """``supported — quote unverified, please confirm`` and friends."""
    text = VERDICT_TEXT[result.verdict]
    if result.quote_unverified:
        return f"{text} — quote unverified, please confirm"
    if result.grounding is Grounding.FUZZY and result.verdict is not Verdict.UNCITED:
        return f"{text} — quote matched approximately"
    return text


def vote_dict(vote: Vote) -> dict[str, Any]:
    out: dict[str, Any] = {
        "judge": vote.judge,
        "verdict": vote.verdict.value if vote.verdict is not None else None,
        "score": round(float(vote.score), 4),
        "reason": vote.reason,
    }
    if vote.error:
        out["error"] = vote.error
    if vote.conflicts:  # a contradiction names both conflicting spans (DESIGN.md "contradiction")
        out["conflicts"] = [
            {"kind": c.kind.value, "reason": c.reason,
             "claim": {"text": c.claim_text, "start": c.claim_start, "end": c.claim_end},
             "source": {"source_id": c.source_id, "text": c.source_text, "start": c.source_start, "end": c.source_end}}
            for c in vote.conflicts
        ]
    if vote.calls:  # the model calls behind the vote (an extra key: Contract 3 allows extras)
        out["calls"] = [
            {"model": c.model, "endpoint": c.endpoint, "prompt_sha256": c.prompt_sha256, "params": c.params,
             "latency_ms": c.latency_ms, "reply_sha256": c.reply_sha256, "status": c.status}
            for c in vote.calls
        ]
    return out


def claim_dict(result: ClaimResult) -> dict[str, Any]:
    claim = result.claim
    ev = result.evidence
    return {
        "id": claim.id,
        "text": claim.text,
        "start": claim.start,
        "end": claim.end,
        "citations": [
            {"raw": c.raw, "kind": c.kind.value, "key": c.key, "source_id": c.source_id}
            for c in claim.citations
        ],
        "verdict": result.verdict.value,
        "grounding": result.grounding.value,
        "evidence": None if ev is None else {"source_id": ev.source_id, "quote": ev.quote, "start": ev.start, "end": ev.end},
        "votes": [vote_dict(v) for v in result.votes],
        "repairs": [
            {"id": r.id, "kind": r.kind.value, "replacement": r.replacement, "citations": list(r.citations),
             "rationale": r.rationale, "start": r.start, "end": r.end}
            for r in result.repairs
        ],
        "covered_by_trailing": claim.covered_by_trailing,
        "quote_unverified": result.quote_unverified,
        "status": status_text(result),
        "reason": result.reason,
        "rule": None if claim.rule is None else claim.rule.value,  # the claim rule (extra key)
    }


def to_dict(report: Report) -> dict[str, Any]:
    cov = report.coverage
    return {
        "schema": SCHEMA,
        "note": {"path": report.note_path, "sha256": report.note_sha256},
        "ok": report.ok,
        "claims": [claim_dict(r) for r in report.claims],
        "dangling": [{"raw": d.raw, "key": d.key, "start": d.start} for d in report.dangling],
        "coverage": {
            "covered": cov.covered,
            "total": cov.total,
            "fraction": _round(cov.fraction),
            "before": _round(cov.before),
            "after": _round(cov.after),
            "gain": _round(cov.gain),
            "removed": cov.removed,
            "hidden": cov.hidden,
        },
        "summary": report.summary(),
        "skipped": [  # sentences that are not claims, and the rule that says so (extra key)
            {"text": s.text, "start": s.start, "end": s.end, "rule": s.rule.value, "section": s.section}
            for s in report.skipped
        ],
        "sources": [
            {"id": s.id, "title": s.title, "url": s.url, "origin": s.origin, "status": s.status.value,
             "reason": s.reason, "chars": len(s.text)}
            for s in report.sources
        ],
        # what reading the inputs could not settle silently, cited claims that could not be
        # checked (source unavailable) and judge votes that could not be cast (an unreachable
        # model endpoint): extra key, present only then; the text output's lines, unprefixed
        **({"warnings": lines} if (lines := [*report.warnings, *filter(None, [not_checked(report), votes_not_cast(report)])])
           else {}),
    }


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


def _gain(gain: float | None) -> str:
    """A coverage gain with its sign: +50.0%, +0.0%, -9.1%."""
    return f"{'+' if (gain or 0) >= 0 else ''}{_pct(gain)}"


#: flagged claims, and dangling markers, the text report lists (the JSON report lists them all)
TEXT_LIST_LIMIT = 200


def _more(n: int, what: str) -> list[str]:
    return [f"  … and {n:,} more {what} (--json lists them all)"] if n > 0 else []


def _flagged(report: Report) -> list[ClaimResult]:
    return [r for r in report.claims if r.verdict is not Verdict.SUPPORTED or r.grounding is Grounding.UNLOCATED]


def _brief(report: Report, reason: str) -> str:
    """A claim's reason without what a warning of the report already says in full: a source
    set aside as the note itself reads "3: the note itself, see the warning above" (the JSON
    report keeps the whole reason)."""
    from reviewer.sources.selfsource import WHY

    for src in report.sources:
        said = src.reason.removesuffix(f": {WHY}")
        if not src.usable and said != src.reason and any(said in w for w in report.warnings):
            reason = reason.replace(f"{src.id}: {src.reason}", f"{src.id}: the note itself, see the warning above")
    return reason


def _short(text: str, n: int = 110) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def _after_repair(cov) -> str:
    """Why coverage after repair is what it is, when the repairs removed or hid claims: "We assess
    that a cut is likely [3]" without its citation is no longer read as a claim, and counts as
    uncovered (coverage never rises by hiding a claim)."""
    parts = []
    if cov.hidden:
        parts.append(f"{_plural(cov.hidden, 'claim')} no longer read as a claim, counted as uncovered")
    if cov.removed:
        parts.append(f"{_plural(cov.removed, 'claim')} dropped")
    return f" — {'; '.join(parts)}" if parts else ""


def md_code(text: str) -> str:
    """``text`` as a Markdown code span, fenced past any run of backticks it holds."""
    fence = "`" * (max((len(m) for m in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def to_markdown(report: Report) -> str:
    """A "Citation health" section to paste under a note."""
    s, gate = report.summary(), gate_line(report)
    cov = report.coverage
    lines = [
        "## Citation health",
        "",
        (f"**{gate[0]}**{f': {gate[1]}.' if gate[1] else ' —'} {_plural(s['claims'], 'claim')}: {s['supported']} supported, "
         f"{s['partial']} partial, {s['not_supported']} not supported, "
         f"{s['source_unavailable']} source unavailable, {s['uncited']} uncited."),
        "",
        f"Coverage: {cov.covered}/{cov.total} ({_pct(cov.fraction)})"
        + (f"; after repair {_pct(cov.after)} (gain {_gain(cov.gain)}){_after_repair(cov)}" if cov.gain is not None else ""),
    ]
    if report.dangling:
        lines += ["", "Dangling markers: " + ", ".join(md_code(_short(d.raw, 80)) for d in report.dangling)]
    for line in warnings(report):
        lines += ["", f"> {md_text(line[0].upper() + line[1:])}"]
    flagged = _flagged(report)
    if flagged:
        lines += ["", "| claim | status | votes | note |", "|---|---|---|---|"]
        for r in flagged:
            votes = " ".join(f"{v.judge}:{v.verdict.value if v.verdict else 'error'}" for v in r.votes)
            fix = r.repairs[0].rationale if r.repairs else _brief(report, r.reason)
            cell = lambda t: md_text(_short(t))
            lines.append(f"| {r.id}: {cell(r.claim.text)} | {status_text(r)} | {votes} | {cell(fix)} |")
    return "\n".join(lines) + "\n"


def gate_line(report: Report) -> tuple[str, str]:
    """PASS or FAIL (the contract's gate: citations and dangling markers) and, when nothing was
    verified, why: a note whose cited claims all lack a source text, or a note with no claims,
    passes the gate, but no claim was checked against a source (``""`` otherwise)."""
    word = "PASS" if report.ok else "FAIL"
    cited = [r for r in report.claims if r.verdict is not Verdict.UNCITED]
    if not report.claims:
        return f"{word} — nothing checked", "no claims found in the note"
    if cited and all(r.verdict is Verdict.SOURCE_UNAVAILABLE for r in cited):
        which = "the cited claim could not" if len(cited) == 1 else f"none of the {len(cited)} cited claims could"
        return f"{word} — nothing verified", f"{which} be checked (source unavailable)"
    return word, ""


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def warnings(report: Report) -> list[str]:
    """What a PASS/FAIL line alone would hide: the inputs' warnings (a source id named by two
    files), claims their sources do not support when the gate passes, claims that could not be
    checked, judges that could not vote (an unreachable LLM endpoint, an unparseable reply)."""
    lines = [f"warning: {line}" for line in report.warnings]
    if not report.claims:  # a PASS on nothing: the wrong file, or a note of headings and questions
        lines.append("warning: no claims found in the note (headings, questions, colon lead-ins and exempt "
                     "sections are not claims): nothing was checked")
    against = [r for r in report.claims if r.verdict is Verdict.NOT_SUPPORTED]
    if against and report.ok:  # PASS is the citation gate: say what it does not cover
        contradicted = sum(1 for r in against if any(v.conflicts for v in r.votes))
        lines.append(f"warning: {_plural(len(against), 'cited claim')} not supported by {'its' if len(against) == 1 else 'their'} "
                     f"sources ({contradicted} contradicted), e.g. {against[0].id}; the gate checks citations "
                     f"only (--strict also fails on these)")
    lines += [f"warning: {line}" for line in filter(None, [not_checked(report), votes_not_cast(report)])]
    return lines


def not_checked(report: Report) -> str | None:
    """One line on the cited claims whose source could not be had (a fetch failure, a missing or
    unreadable file), or None when every cited claim was checked against its source."""
    unchecked = [r for r in report.claims if r.verdict is Verdict.SOURCE_UNAVAILABLE]
    if not unchecked:
        return None
    return (f"{_plural(len(unchecked), 'cited claim')} could not be checked (source unavailable), "
            f"e.g. {unchecked[0].id}: {_brief(report, unchecked[0].reason) or 'no source text'}")


def votes_not_cast(report: Report) -> str | None:
    """One line on the judge votes that could not be cast (they never count toward a verdict),
    or None when every judge voted."""
    failed = [(v.judge, v.error) for r in report.claims for v in r.votes if not v.ok]
    if not failed:
        return None
    judges = sorted({j for j, _ in failed})
    claims = len({r.claim.id for r in report.claims if any(not v.ok for v in r.votes)})
    return (f"{_plural(len(failed), 'judge vote')} could not be cast ({', '.join(judges)}) on "
            f"{_plural(claims, 'claim')}, decided without them: {failed[0][1] or 'error'}")


def to_text(report: Report) -> str:
    """The default human summary of ``reviewer check``."""
    s = report.summary()
    cov = report.coverage
    out = [
        f"{report.note_path or 'note'}: {': '.join(filter(None, gate_line(report)))}",
        (f"  {_plural(s['claims'], 'claim')} — {s['supported']} supported, {s['partial']} partial, "
         f"{s['not_supported']} not supported, {s['source_unavailable']} source unavailable, "
         f"{s['uncited']} uncited"),
        f"  coverage {cov.covered}/{cov.total} ({_pct(cov.fraction)})"
        + (f", after repair {_pct(cov.after)} (gain {_gain(cov.gain)})"
           f"{_after_repair(cov)}" if cov.gain is not None else ""),
    ]
    out += [f"  {line}" for line in warnings(report)]
    from reviewer.note.keys import key_hint

    ids = [s.id for s in report.sources] if report.dangling else []
    for d in report.dangling[:TEXT_LIST_LIMIT]:
        out.append(f"  dangling marker {d.raw} at offset {d.start}: "
                   + (f"no source for {d.key!r}{key_hint(d.key, ids)}" if d.key else "an empty marker names no source"))
    out += _more(len(report.dangling) - TEXT_LIST_LIMIT, "dangling markers")
    flagged = _flagged(report)
    for r in flagged[:TEXT_LIST_LIMIT]:
        out.append(f"  {VERDICT_MARK[r.verdict]} {r.id} [{status_text(r)}] {_short(r.claim.text, 90)}")
        if r.reason and r.verdict is Verdict.SOURCE_UNAVAILABLE:
            out.append(f"      reason: {_brief(report, r.reason)}")
        for rep in r.repairs[:2]:
            change = f"'{_short(rep.replacement, 60)}'" if rep.replacement.strip() else "(remove)"
            out.append(f"      suggest {rep.kind.value} {change}: {_short(rep.rationale, 160)}")
    out += _more(len(flagged) - TEXT_LIST_LIMIT, "flagged claims")
    return "\n".join(out) + "\n"
