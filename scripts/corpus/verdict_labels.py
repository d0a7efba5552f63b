#!/usr/bin/env python3
"""Write a verdicts file as a separate labels file, for agreement.py --labels,
without touching labels.csv (another branch's set, an unseen collection):

    /work/corpus-venv/bin/python scripts/corpus/verdict_labels.py VERDICTS.csv \
        --label unseen24 --out /work/corpus-out-s21 --set unseen-s24 --dest /tmp/unseen-labels.csv

VERDICTS.csv has the columns `collection,name,verdict,why` (more are ignored);
each line takes the signature and the command of its run in
OUT/<label>/results.jsonl (`sheet.signature`, `sheet.command`), as add_labels.py
does; a line whose run is missing is reported and skipped.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from add_labels import FIELDS  # noqa: E402
from sheet import command, signature  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("verdicts")
    ap.add_argument("--label", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--set", required=True)
    ap.add_argument("--dest", required=True)
    args = ap.parse_args()
    runs = {(r["collection"], r["name"]): r
            for r in map(json.loads, open(os.path.join(args.out, args.label, "results.jsonl"))) if "name" in r}
    rows = []
    with open(args.verdicts, newline="") as f:
        for v in csv.DictReader(f):
            run = runs.get((v["collection"].strip(), v["name"].strip()))
            if run is None:
                print(f"skipped: {v['collection']}/{v['name']} not in the run {args.label}")
                continue
            rows.append({"index": len(rows) + 1, "set": args.set, "collection": run["collection"],
                         "name": run["name"], "signature": signature(run), "verdict": v["verdict"].strip(),
                         "why": v["why"].strip(), "command": command(run)})
    with open(args.dest, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS)
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} labels written to {args.dest}")


if __name__ == "__main__":
    main()
