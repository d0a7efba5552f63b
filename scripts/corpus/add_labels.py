#!/usr/bin/env python3
"""Append by-eye verdicts to labels.csv for the charts of one run.

    /work/corpus-venv/bin/python scripts/corpus/add_labels.py --label base \
        --out /work/corpus-out-s18 --set random-s18 VERDICTS.csv [--dry-run]

VERDICTS.csv has the columns `collection,name,verdict,why` and optionally
`set` (else the set of the run's first label, else `--set`) and `signature`
(the chart the verdict was given for: a line whose signature is not the run's
chart is skipped and reported, so a verdict never lands on another picture).
The signature and the command come from OUT/<label>/results.jsonl
(`sheet.signature`, `sheet.command`).  A run that already holds a label for
the same chart is skipped (a label is never edited or given twice); the new
lines get the next indexes and CRLF line ends, like the rest of the file.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sheet import command, signature  # noqa: E402

VERDICTS = ("acceptable", "borderline", "wrong")
FIELDS = ["index", "set", "collection", "name", "signature", "verdict", "why", "command"]


def run_command(run: dict, corpus: str | None = None) -> str:
    """sheet.command names the README's /work/corpus; the picture is redrawn
    from the corpus the run read (its `file`), or from --corpus."""
    cmd = command(run)
    readme = f"/work/corpus/{run['collection']}/{run['name']}.csv"
    if corpus:
        path = os.path.join(corpus, run["collection"], run["name"] + ".csv")
    elif os.path.isabs(run.get("file") or ""):
        path = run["file"]
    else:
        return cmd
    return cmd.replace(readme, path, 1)


def main() -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("verdicts")
    ap.add_argument("--label", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--set", help="the set of a run with no label yet")
    ap.add_argument("--labels", default=os.path.join(here, "labels.csv"))
    ap.add_argument("--corpus", help="the corpus the commands name (default: the one the run read)")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    runs = {(r["collection"], r["name"]): r
            for r in map(json.loads, open(os.path.join(args.out, args.label, "results.jsonl")))
            if "name" in r}
    with open(args.labels, newline="") as f:
        labels = list(csv.DictReader(f))
    first_set: dict[tuple, str] = {}
    have = set()
    for lab in labels:
        first_set.setdefault((lab["collection"], lab["name"]), lab["set"])
        have.add((lab["collection"], lab["name"], lab["signature"]))
    index = max(int(lab["index"]) for lab in labels)

    new, problems = [], []
    with open(args.verdicts, newline="") as f:
        for row in csv.DictReader(f):
            key = (row["collection"].strip(), row["name"].strip())
            verdict = row["verdict"].strip()
            if verdict not in VERDICTS:
                problems.append(f"{key}: verdict {verdict!r}")
                continue
            run = runs.get(key)
            if run is None:
                problems.append(f"{key}: not in the run {args.label}")
                continue
            sig = signature(run)
            # A refusal's signature is the first 120 characters of its message, which may end in
            # a space; a verdicts file (or a spreadsheet) trims it, so both sides are compared trimmed.
            if row.get("signature") and row["signature"].strip() != sig.strip():
                problems.append(f"{key}: given for {row['signature']!r}, the run draws {sig!r}")
                continue
            if (*key, sig) in have:
                print(f"already labelled: {key[0]}/{key[1]}  {sig}")
                continue
            set_ = (row.get("set") or "").strip() or first_set.get(key) or args.set
            if not set_:
                problems.append(f"{key}: no set (no earlier label and no --set)")
                continue
            index += 1
            have.add((*key, sig))
            new.append({"index": index, "set": set_, "collection": key[0], "name": key[1],
                        "signature": sig, "verdict": verdict, "why": row["why"].strip(),
                        "command": run_command(run, args.corpus)})
    for p in problems:
        print("skipped:", p)
    print(f"{len(new)} new label lines" + (" (dry run)" if args.dry_run else ""))
    if new and not args.dry_run:
        with open(args.labels, "a", newline="") as f:
            csv.DictWriter(f, fieldnames=FIELDS).writerows(new)   # csv writes CRLF


if __name__ == "__main__":
    main()
