#!/usr/bin/env python3
"""Measure a phasekit binary on every labelled corpus in one command.

    /work/corpus-venv/bin/python scripts/corpus/remeasure.py --bin /work/main/.build/debug/phasekit \
        --label merged [--out /work/corpus-out-s15] \
        [--corpora /work/corpus-h32c,/work/corpus-s15] [--seed 15] [--sample 60]

1. runs the binary over each corpus (`run.py`, under `flock /tmp/phasekit-heavy.lock`, one
   corpus at a time) into OUT/<label>.<corpus dir name>/;
2. joins the runs into OUT/<label>/results.jsonl and judges them (`judge.py`);
3. prints the judge's agreement with labels.csv per set (`agreement.py`), and writes the
   labelled runs whose chart changed (they need a new label) to OUT/<label>/stale.txt;
4. draws those runs' contact sheets to OUT/<label>/sheets-changed/ and a random sample
   (`--sample 60 --seed 15`, over both corpora) to OUT/<label>/sheets-random/, whose
   sample.csv lists the drawn runs: label the ones agreement.py says have no label.

`--skip-run` reuses the runs already in OUT (to re-judge after a judge.py change).
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PY = sys.executable
LOCK = "/tmp/phasekit-heavy.lock"


def step(args: list[str], heavy: bool = False) -> None:
    cmd = (["flock", LOCK] if heavy else []) + args
    print("$ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", help="the phasekit binary (not needed with --skip-run)")
    ap.add_argument("--label", required=True)
    ap.add_argument("--out", default="/work/corpus-out-s15")
    ap.add_argument("--corpora", default="/work/corpus-h32c,/work/corpus-s15")
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--sample", type=int, default=60)
    ap.add_argument("--skip-run", action="store_true")
    args = ap.parse_args()
    if not args.skip_run and not args.bin:
        ap.error("--bin is required unless --skip-run")
    merged = os.path.join(args.out, args.label)
    os.makedirs(merged, exist_ok=True)
    lines = []
    for corpus in args.corpora.split(","):
        sub = f"{args.label}.{os.path.basename(corpus.rstrip('/'))}"
        if not args.skip_run:
            step([PY, os.path.join(HERE, "run.py"), "--bin", args.bin, "--label", sub,
                  "--corpus", corpus, "--out", args.out], heavy=True)
        with open(os.path.join(args.out, sub, "results.jsonl")) as f:
            lines += [line for line in f if line.strip()]
    with open(os.path.join(merged, "results.jsonl"), "w") as f:
        f.writelines(lines)
    print(f"{len(lines)} runs joined into {merged}/results.jsonl", flush=True)
    step([PY, os.path.join(HERE, "judge.py"), "--label", args.label, "--out", args.out])
    stale = os.path.join(merged, "stale.txt")
    step([PY, os.path.join(HERE, "agreement.py"), "--label", args.label, "--out", args.out,
          "--stale", stale, "--show", "40"])
    names = open(stale).read().strip()
    if names:
        step([PY, os.path.join(HERE, "sheet.py"), "--label", args.label, "--out", args.out,
              "--names", names, "--dest", os.path.join(merged, "sheets-changed")])
    else:
        print("no labelled run changed its chart", flush=True)
    step([PY, os.path.join(HERE, "sheet.py"), "--label", args.label, "--out", args.out,
          "--sample", str(args.sample), "--seed", str(args.seed),
          "--dest", os.path.join(merged, "sheets-random")])
    # the random sample's runs that have no label for the chart they show now
    sys.path.insert(0, HERE)
    from sheet import signature
    runs = {(r["collection"], r["name"]): r for r in map(json.loads, lines) if "name" in r}
    with open(os.path.join(HERE, "labels.csv"), newline="") as f:
        have = {(lab["collection"], lab["name"], lab["signature"]) for lab in csv.DictReader(f)}
    with open(os.path.join(merged, "sheets-random", "sample.csv"), newline="") as f:
        drawn = [(row["collection"], row["name"]) for row in csv.DictReader(f)]
    need = [(c, n, signature(runs[(c, n)])) for c, n in drawn
            if (c, n) in runs and (c, n, signature(runs[(c, n)])) not in have]
    with open(os.path.join(merged, "need-label.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["collection", "name", "signature"])
        w.writerows(need)
    print(f"\nlabelled runs whose chart changed: {len(names.split(',')) if names else 0} "
          f"(sheets in {merged}/sheets-changed)\nrandom {args.sample} (seed {args.seed}): "
          f"{merged}/sheets-random; {len(need)} of them need a label: {merged}/need-label.csv",
          flush=True)

if __name__ == "__main__":
    main()
