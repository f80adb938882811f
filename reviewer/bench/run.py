"""`reviewer bench`: run the panel (or one judge) over a labeled corpus and measure it.

    rows = load_corpus("alex_v1v2.jsonl", limit=None)        # CorpusError: one-line reason
    with build_runtime(config, fetch=False) as runtime:      # reviewer.runtime
        result = run_bench(rows, runtime, by=None, progress=None)
    result.to_json()       # the metrics of Contract 2, plus per-judge accuracy and agreement
    write_html(result, "bench.html"); figures(result)          # plotly charts (reviewer.bench.charts)

**In-sample rows.** The learned judge, the evidence judge's thresholds and the panel's
calibration were fitted on a declared training split (half of alex and of WiCE; see
``reviewer.judges.learned``). The metrics name the corpora the weights saw and carry
``"in_sample": true`` with ``"in_sample_rows"`` when scored rows are training rows;
``run_bench(..., holdout=True)`` (``reviewer bench --holdout``) scores only the rows the
weights never saw and reports ``"excluded_rows"``.

**Binary corpora.** A corpus whose gold labels include no ``Partial`` (AttributionBench:
attributable / not attributable) is scored in the binary collapse: there a ``partial`` verdict
means "not fully supported" and agrees with gold ``Not supported``. The metrics then carry
``"labels": "binary"`` and a confusion matrix without a Partial row or column; a corpus with
Partial labels is scored three-way (``"labels": "three-way"``). ``Source unavailable`` stays its
own answer in both (could not check is never counted as not supported).

``progress(done, total)`` is called with ``done = 0`` first and then after every row.
A row with an empty ``source_text`` becomes an unusable Source, which the panel answers
``source_unavailable`` without asking a judge.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reviewer.errors import CorpusError, InputError
from reviewer.model import (
    JUDGED_VERDICTS,
    Citation,
    CitationKind,
    Claim,
    Source,
    SourceStatus,
    Verdict,
    Vote,
)

REQUIRED_FIELDS = ("id", "claim", "source_text", "label")
CORPUS_LIMIT_BYTES = 1024 * 1024 * 1024  # 1 GB of JSON Lines
LABELS: tuple[str, ...] = tuple(v.corpus_label for v in JUDGED_VERDICTS)
#: the labels of a binary corpus (no Partial): a partial verdict is scored as Not supported
BINARY_LABELS: tuple[str, ...] = tuple(v.corpus_label for v in JUDGED_VERDICTS if v is not Verdict.PARTIAL)
BINARY, THREE_WAY = "binary", "three-way"
LABEL_NOTES = {BINARY: "binary gold labels (no Partial): a partial verdict is scored as not supported",
               THREE_WAY: "three-way gold labels: supported, partial, not supported"}
Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class BenchRow:
    id: str
    claim: str
    source_text: str
    label: Verdict
    context: str = ""
    fields: dict[str, Any] = field(default_factory=dict)  # the whole JSON object, for --by
    line: int = 0  # its line in the corpus file (0: not read from a file)

    def source(self) -> Source:
        if self.source_text.strip():
            return Source(id=self.id, text=self.source_text, origin="corpus")
        return Source(id=self.id, text="", origin="corpus", status=SourceStatus.UNAVAILABLE,
                      reason="the corpus row has no source text")


#: characters that show nothing and are no whitespace to ``str.strip`` (zero-width space, joiners, BOM)
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))


def load_corpus(path: str | Path, limit: int | None = None) -> list[BenchRow]:
    """Read a JSONL corpus (Contract 4). Raises ``CorpusError`` with a one-line reason."""
    from reviewer.safeio import read_file

    p = Path(path)
    if not os.path.lexists(p):
        raise CorpusError(f"corpus not found: {p}")
    raw = read_file(p, "corpus", limit=CORPUS_LIMIT_BYTES, error=CorpusError)  # regular file, bounded
    from reviewer.safeio import decode_text, document_kind

    if (kind := document_kind(raw)) is not None:  # corpus.jsonl.gz, a spreadsheet: named, not 'not UTF-8'
        raise CorpusError(f"corpus {p} is {kind}, not JSON Lines text (unpack or export it to .jsonl)")
    try:  # binary, UTF-16, Latin-1: in the words a note gets
        text = decode_text(raw, f"corpus {p}", CORPUS_LIMIT_BYTES)
    except InputError as exc:
        raise CorpusError(str(exc)) from None
    rows: list[BenchRow] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if limit is not None and len(rows) >= limit:
            break
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CorpusError(f"{p}:{number}: not valid JSON ({exc.msg})") from None
        except (ValueError, RecursionError):  # a number too long to convert; nesting too deep
            raise CorpusError(f"{p}:{number}: not usable JSON (too deeply nested or a number too long)") from None
        if not isinstance(obj, dict):
            raise CorpusError(f"{p}:{number}: a row must be a JSON object")
        missing = [k for k in REQUIRED_FIELDS if k not in obj]
        if missing:
            raise CorpusError(f"{p}:{number}: missing field(s) {', '.join(missing)}")
        if not isinstance(obj["claim"], str) or not isinstance(obj["source_text"], str):
            raise CorpusError(f"{p}:{number}: 'claim' and 'source_text' must be strings")
        if not obj["claim"].translate(_INVISIBLE).strip():  # nothing to judge: scored, it is noise in n
            raise CorpusError(f"{p}:{number}: 'claim' is {'empty' if not obj['claim'] else 'blank'}: "
                              "every row needs the claim to score (fill it in or remove the row)")
        if isinstance(obj["id"], bool) or not isinstance(obj["id"], (str, int, float)):
            # null, a list or an object as id: "None" or "['a']" would name the row in every report
            raise CorpusError(f"{p}:{number}: 'id' must be a string or a number, not {json.dumps(obj['id'])[:40]}")
        try:
            label = Verdict.from_label(str(obj["label"]))
        except ValueError:
            label = None
        if label not in JUDGED_VERDICTS:
            raise CorpusError(f"{p}:{number}: unknown label {obj['label']!r} (expected one of {', '.join(LABELS)})")
        context = obj.get("claim_context") or ""
        rows.append(BenchRow(str(obj["id"]), obj["claim"], obj["source_text"], label,
                             context if isinstance(context, str) else "", obj, number))
    if not rows:
        raise CorpusError(f"corpus {p} has no rows")
    return rows


def duplicate_ids(rows: Sequence[BenchRow], path: str | Path = "corpus") -> str | None:
    """One line on ids that more than one row carries (the first such id, its lines, how many
    more), or None. Every row is still scored: a corpus made elsewhere stays comparable."""
    lines: dict[str, list[BenchRow]] = {}
    for row in rows:
        lines.setdefault(row.id, []).append(row)
    repeated = [group for group in lines.values() if len(group) > 1]
    if not repeated:
        return None
    first = repeated[0]
    numbers = [str(r.line) for r in first]
    where = f"lines {', '.join(numbers[:-1])} and {numbers[-1]}" if all(r.line for r in first) else f"{len(first)} rows"
    same = len({(r.claim, r.source_text, r.label, r.context) for r in first}) == 1
    more = f"; {len(repeated) - 1} more id{'s are' if len(repeated) > 2 else ' is'} repeated" if len(repeated) > 1 else ""
    return (f"{path}: id {first[0].id[:80]!r} is on {where}"
            f"{' (the same row: counted ' + str(len(first)) + ' times)' if same else ''}{more}; "
            "every row is scored, but ids should be unique")


@dataclass(frozen=True, slots=True)
class BenchResult:
    rows: tuple[BenchRow, ...]
    predictions: tuple[Verdict, ...]
    votes: tuple[tuple[Vote, ...], ...]
    judges: tuple[str, ...]
    seconds: float = 0.0
    by: str | None = None
    training: dict[str, Any] = field(default_factory=dict)  # corpora and rows the fitted judges saw
    in_sample_rows: int = 0  # scored rows that are training rows of a fitted judge on the panel
    excluded_rows: int = 0  # training rows left out (holdout)
    holdout: bool = False
    labels: str = THREE_WAY  # BINARY: the corpus has no Partial label (label_scheme)

    def judge_predictions(self, name: str) -> list[Verdict | None]:
        """One judge's verdict per row (``source_unavailable`` where the panel asked no judge;
        None for an error vote)."""
        out: list[Verdict | None] = []
        for pred, votes in zip(self.predictions, self.votes):
            vote = next((v for v in votes if v.judge == name), None)
            out.append(Verdict.SOURCE_UNAVAILABLE if vote is None and not votes else (vote.verdict if vote else None))
        return out

    def to_json(self) -> dict[str, Any]:
        gold = [r.label for r in self.rows]
        binary = self.labels == BINARY
        out = metrics(gold, list(self.predictions), binary=binary)
        out["labels"] = self.labels
        out["label_note"] = LABEL_NOTES[self.labels]
        out["seconds"] = round(self.seconds, 3)
        out["claims_per_second"] = round(len(self.rows) / self.seconds, 1) if self.seconds > 0 else None
        out["judges"] = list(self.judges)
        out["training"] = dict(self.training)
        out["in_sample"] = self.in_sample_rows > 0
        out["in_sample_rows"] = self.in_sample_rows
        out["holdout"] = self.holdout
        out["excluded_rows"] = self.excluded_rows
        per_judge = {}
        for name in self.judges:
            preds = self.judge_predictions(name)
            m = metrics(gold, preds, binary=binary)
            per_judge[name] = {"exact_accuracy": m["exact_accuracy"],
                               "supported_vs_rest_accuracy": m["supported_vs_rest_accuracy"],
                               "errors": sum(1 for p in preds if p is None)}
        out["per_judge"] = per_judge
        out["agreement"] = agreement({n: self.judge_predictions(n) for n in self.judges})
        if self.by:
            groups: dict[str, list[int]] = {}
            for i, row in enumerate(self.rows):
                groups.setdefault(_group_key(row.fields.get(self.by)), []).append(i)
            out["by"] = {self.by: {key: _subset(metrics([gold[i] for i in idx], [self.predictions[i] for i in idx],
                                                           binary=binary))
                                   for key, idx in sorted(groups.items())}}
        return out


def _group_key(value: Any) -> str:
    if value is None:
        return "(missing)"
    if isinstance(value, (dict, list)):
        return json.dumps(value, sort_keys=True, ensure_ascii=False)
    return str(value).lower() if isinstance(value, bool) else str(value)


def corpus_fields(rows: Sequence[BenchRow]) -> list[str]:
    """Every field some row of the corpus has (what ``--by`` can split by), sorted."""
    return sorted({key for row in rows for key in row.fields})


def _subset(m: dict) -> dict:
    return {k: m[k] for k in ("n", "exact_accuracy", "supported_vs_rest_accuracy")}


def label_scheme(gold: Sequence[Verdict]) -> str:
    """``BINARY`` when no gold label is Partial (and some row is Supported or Not supported),
    else ``THREE_WAY``."""
    labels = set(gold)
    if Verdict.PARTIAL not in labels and labels & {Verdict.SUPPORTED, Verdict.NOT_SUPPORTED}:
        return BINARY
    return THREE_WAY


def binary_collapse(pred: Verdict | None) -> Verdict | None:
    """A verdict as a binary corpus reads it: partial (not fully supported) is not supported."""
    return Verdict.NOT_SUPPORTED if pred is Verdict.PARTIAL else pred


def metrics(gold: Sequence[Verdict], pred: Sequence[Verdict | None], binary: bool = False) -> dict[str, Any]:
    """Exact and supported-vs-rest accuracy, per-class P/R/F1 and the confusion matrix.
    A None prediction (the judge could not vote) counts as wrong on both scales and is in no
    matrix cell.
    ``binary``: the gold labels have no Partial; a partial prediction is scored as not
    supported, and the matrix has no Partial row or column (``binary_collapse``); so is a gold
    Partial (``--labels binary`` on a graded corpus: both sides read "not fully supported")."""
    n = len(gold)
    labels = BINARY_LABELS if binary else LABELS
    if binary:
        gold = [binary_collapse(g) for g in gold]
        pred = [binary_collapse(p) for p in pred]
    confusion = {g: {p: 0 for p in labels} for g in labels}
    for g, p in zip(gold, pred):
        if p is not None and p.corpus_label in labels and g.corpus_label in labels:
            confusion[g.corpus_label][p.corpus_label] += 1
    exact = sum(1 for g, p in zip(gold, pred) if g == p)
    # a judge that could not vote (None) is wrong on both scales, never counted as "rest"
    svr = sum(1 for g, p in zip(gold, pred) if p is not None and (g is Verdict.SUPPORTED) == (p is Verdict.SUPPORTED))
    per_class = {}
    for label in labels:
        tp = confusion[label][label]
        predicted = sum(confusion[g][label] for g in labels)
        support = sum(1 for g in gold if g.corpus_label == label)
        precision = tp / predicted if predicted else 0.0
        recall = tp / support if support else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        per_class[label] = {"precision": round(precision, 4), "recall": round(recall, 4),
                            "f1": round(f1, 4), "support": support}
    return {
        "n": n,
        "exact_accuracy": round(exact / n, 4) if n else 0.0,
        "supported_vs_rest_accuracy": round(svr / n, 4) if n else 0.0,
        "per_class": per_class,
        "confusion": confusion,
    }


def agreement(preds: dict[str, list[Verdict | None]]) -> dict[str, dict[str, float | None]]:
    """Share of rows on which two judges gave the same verdict (rows where both voted)."""
    out: dict[str, dict[str, float | None]] = {}
    for a, pa in preds.items():
        out[a] = {}
        for b, pb in preds.items():
            both = [(x, y) for x, y in zip(pa, pb) if x is not None and y is not None]
            out[a][b] = round(sum(1 for x, y in both if x == y) / len(both), 4) if both else None
    return out


def row_claim(row: BenchRow) -> Claim:
    """A corpus row as the one claim of a one-claim note, citing the row's own source."""
    end = len(row.claim)
    citation = Citation(raw=f"[cite:{row.id}]", kind=CitationKind.LEDGER, key=row.id, start=end, end=end,
                        source_id=row.id)
    return Claim(id=row.id, text=row.claim, start=0, end=end, citations=(citation,))


#: judges whose weights or thresholds were fitted on the training split
FITTED_JUDGES = ("learned", "evidence")


def training_info(judges: Sequence[str]) -> tuple[dict[str, Any], frozenset[str]]:
    """What the fitted judges among ``judges`` were trained on, and the training fingerprints
    (empty when no fitted judge sits on the panel)."""
    if not any(name in FITTED_JUDGES for name in judges):
        return {"corpora": [], "fitted_judges": [], "rows": 0}, frozenset()
    from reviewer.judges.learned import load_model

    model = load_model()
    fps = model.training_fingerprints
    split = model.training.get("split", {})
    return ({"corpora": list(model.training_corpora), "rows": len(fps),
             "fitted_judges": [n for n in FITTED_JUDGES if n in judges] + ["panel combiner"],
             "split": split}, fps)


def is_training_row(row: BenchRow, fingerprints: frozenset[str]) -> bool:
    from reviewer.judges.learned import fingerprint

    return bool(fingerprints) and fingerprint(row.claim, row.source_text) in fingerprints


def run_bench(rows: Sequence[BenchRow], runtime, by: str | None = None,
              progress: Progress | None = None, holdout: bool = False, labels: str | None = None) -> BenchResult:
    """Decide every row through ``reviewer.verify.verify_claim`` with ``runtime``'s panel: the
    same classification the CLI and the app apply to each cited claim of a note. ``holdout``:
    only the rows the panel's fitted judges never saw (``CorpusError`` if none is left). ``labels``:
    ``BINARY`` or ``THREE_WAY`` scoring; None: ``label_scheme`` of the corpus's gold labels."""
    from reviewer.verify import verify_claim

    panel = runtime.panel
    if labels is None:
        labels = label_scheme([r.label for r in rows])  # of the whole corpus, before --holdout
    elif labels not in LABEL_NOTES:
        raise ValueError(f"labels must be {BINARY!r} or {THREE_WAY!r}, not {labels!r}")
    training, fingerprints = training_info(panel.names)
    doubter = getattr(panel, "doubter", None)
    if doubter is not None:  # the contradiction model's own training and validation rows
        training = {**training, "contradiction_model": {
            "corpora": list(doubter.meta.get("train", {}).get("adversarial", []))
            + list(doubter.meta.get("validation", {}).get("corpora", [])),
            "real_training_split": list(doubter.meta.get("train", {}).get("real_training_split", [])),
            "rows": len(doubter.training_fingerprints)}}
        fingerprints = fingerprints | doubter.training_fingerprints
    seen = [is_training_row(r, fingerprints) for r in rows]
    excluded = 0
    if holdout:
        excluded = sum(seen)
        rows = [r for r, s in zip(rows, seen) if not s]
        seen = [False] * len(rows)
        if not rows:
            raise CorpusError(f"--holdout: all {excluded} rows are training rows of the shipped weights")
    n = len(rows)
    if progress:
        progress(0, n)
    started = time.perf_counter()

    def decide(row: BenchRow):
        return verify_claim(row_claim(row), [row.source()], panel, row.context)

    results = []
    if any(getattr(j, "concurrent", False) for j in panel.judges):
        with ThreadPoolExecutor(max_workers=max(1, getattr(panel, "max_workers", 4))) as pool:
            for i, result in enumerate(pool.map(decide, rows), start=1):
                results.append(result)
                if progress:
                    progress(i, n)
    else:
        for i, row in enumerate(rows, start=1):
            results.append(decide(row))
            if progress:
                progress(i, n)
    seconds = time.perf_counter() - started
    return BenchResult(tuple(rows), tuple(r.verdict for r in results), tuple(r.votes for r in results),
                       tuple(panel.names), seconds, by, training, sum(seen), excluded, holdout, labels)


def figures(result: BenchResult) -> dict:
    """The plotly figures of the report (confusion, per-class P/R, per-judge accuracy, agreement)."""
    from reviewer.bench.charts import figures as _figures

    return _figures(result.to_json())


def write_html(result: BenchResult, path: str | Path) -> None:
    """A self-contained HTML report (plotly.js inline: works offline)."""
    from reviewer.bench.charts import html_report

    Path(path).write_text(html_report(result.to_json()), encoding="utf-8")
