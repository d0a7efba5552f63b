#!/usr/bin/env python3
"""How far the judge agrees with the labels given by eye.

    /work/corpus-venv/bin/python scripts/corpus/agreement.py --label before \
        [--labels scripts/corpus/labels.csv] [--out /work/corpus-out]

Reads the labels (one line per run drawn at random, see README.md; the `set`
column tells the calibration labels from the held-out ones) and
OUT/<label>/judged.jsonl (judge.py's output for the same binary's run).  A
label applies to a run when the run's chart signature (x, y, series, mark,
layout, or the refusal) is the one the label was given for; runs whose chart
changed are listed as needing a new label and left out of the figures.

The judge's class maps to a verdict: ok → acceptable, borderline →
borderline, wrong / refused-chartable / crash → wrong, refused-ok →
acceptable, unjudged → borderline.  Printed: the by-eye shares, the judge's
shares on the same runs, agreement (exact on three verdicts, and on "wrong or
not"), agreement per by-eye verdict and per judge class, and the confusion
table.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sheet import signature  # noqa: E402

VERDICTS = ("acceptable", "borderline", "wrong")
CLASS_TO_VERDICT = {"ok": "acceptable", "borderline": "borderline", "wrong": "wrong",
                    "refused-chartable": "wrong", "crash": "wrong",
                    "refused-ok": "acceptable", "unjudged": "borderline"}


def load_labels(path: str) -> list[dict]:
    with open(path, newline="") as f:
        return [row for row in csv.DictReader(f) if row.get("verdict")]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--label", required=True)
    ap.add_argument("--labels", default=os.path.join(here, "labels.csv"))
    ap.add_argument("--out", default="/work/corpus-out")
    ap.add_argument("--show", type=int, default=0, help="list up to N disagreements")
    ap.add_argument("--sets", help="only labels of these sets (calibration,holdout,random-s14)")
    ap.add_argument("--runs", help="only these runs: coll/name,… or @FILE (e.g. a sheet.py sample.csv)")
    ap.add_argument("--stale", help="write the changed runs as coll/name,… to this file (for sheet.py --names)")
    args = ap.parse_args()
    base = os.path.join(args.out, args.label)
    runs = {(r["collection"], r["name"]): r
            for r in map(json.loads, open(os.path.join(base, "results.jsonl"))) if "name" in r}
    judged = {(j["collection"], j["name"]): j
              for j in map(json.loads, open(os.path.join(base, "judged.jsonl")))}
    labels = load_labels(args.labels)
    if args.sets:
        labels = [lab for lab in labels if lab.get("set") in args.sets.split(",")]
    # a run may have several labels, one per chart it was seen as (labels are
    # added, never overwritten, when a binary draws another chart): the one
    # whose signature is this run's applies; with none, the chart changed
    by_run = defaultdict(list)
    for lab in labels:
        by_run[(lab["collection"], lab["name"])].append(lab)
    if args.runs:
        if args.runs.startswith("@"):
            with open(args.runs[1:], newline="") as f:
                want = {(row["collection"], row["name"]) for row in csv.DictReader(f)}
        else:
            want = {tuple(k.split("/", 1)) for k in args.runs.split(",")}
        by_run = {k: v for k, v in by_run.items() if k in want}
    pairs, stale, missing = [], [], []
    for key, labs in by_run.items():
        r, j = runs.get(key), judged.get(key)
        if r is None or j is None:
            missing.append(key)
            continue
        sig = signature(r)
        lab = next((lab for lab in labs if lab["signature"] == sig), None)
        if lab is None:
            stale.append((key, labs[-1]["signature"], sig))
            continue
        pairs.append((lab, j, CLASS_TO_VERDICT.get(j["class"], "borderline")))
    n = len(pairs)
    print(f"# Agreement of the judge with the eye: {args.label}")
    if args.stale:
        with open(args.stale, "w") as f:
            f.write(",".join(f"{k[0]}/{k[1]}" for k, _, _ in stale))
    print(f"{len(labels)} labels of {len(by_run)} runs; {n} apply to this run; {len(stale)} charts changed "
          f"(need a new label); {len(missing)} tables not in the run")
    if not n:
        return
    eye = Counter(lab["verdict"] for lab, _, _ in pairs)
    jud = Counter(v for _, _, v in pairs)
    print("\n| verdict | by eye | judge |")
    print("| --- | ---: | ---: |")
    for v in VERDICTS:
        print(f"| {v} | {eye[v]} ({eye[v] / n:.1%}) | {jud[v]} ({jud[v] / n:.1%}) |")
    exact = sum(lab["verdict"] == v for lab, _, v in pairs)
    binary = sum((lab["verdict"] == "wrong") == (v == "wrong") for lab, _, v in pairs)
    print(f"\nagreement, three verdicts: {exact}/{n} = {exact / n:.1%}")
    print(f"agreement, wrong or not:   {binary}/{n} = {binary / n:.1%}")
    accept = sum((lab["verdict"] == "acceptable") == (v == "acceptable") for lab, _, v in pairs)
    print(f"agreement, acceptable or not: {accept}/{n} = {accept / n:.1%}")
    sets = sorted({lab.get("set") or "" for lab, _, _ in pairs})
    if len(sets) > 1:
        # the calibration set is what the judge's rules were written from;
        # the holdout was labelled afterwards and never used to change a rule
        print("\n| set | runs | three verdicts | wrong or not | by eye acc/bord/wrong | judge acc/bord/wrong |")
        print("| --- | ---: | ---: | ---: | --- | --- |")
        for name in sets:
            ps = [(lab, v) for lab, _, v in pairs if (lab.get("set") or "") == name]
            k = len(ps)
            ex = sum(lab["verdict"] == v for lab, v in ps)
            bi = sum((lab["verdict"] == "wrong") == (v == "wrong") for lab, v in ps)
            e = Counter(lab["verdict"] for lab, _ in ps)
            j_ = Counter(v for _, v in ps)
            share = lambda c: "/".join(f"{c[v] / k:.0%}" for v in VERDICTS)
            print(f"| {name} | {k} | {ex / k:.1%} | {bi / k:.1%} | {share(e)} | {share(j_)} |")
    print("\n| by eye | agree | of | share |")
    print("| --- | ---: | ---: | ---: |")
    for v in VERDICTS:
        k = [1 for lab, _, jv in pairs if lab["verdict"] == v]
        a = sum(1 for lab, _, jv in pairs if lab["verdict"] == v and jv == v)
        if k:
            print(f"| {v} | {a} | {len(k)} | {a / len(k):.0%} |")
    print("\n| judge class | agree | of |")
    print("| --- | ---: | ---: |")
    per = defaultdict(lambda: [0, 0])
    for lab, j, v in pairs:
        per[j["class"]][1] += 1
        per[j["class"]][0] += lab["verdict"] == v
    for c, (a, t) in sorted(per.items(), key=lambda kv: -kv[1][1]):
        print(f"| {c} | {a} | {t} |")
    print("\nconfusion (rows: by eye, columns: judge)\n")
    print("| eye \\ judge | " + " | ".join(VERDICTS) + " |")
    print("| --- |" + " ---: |" * len(VERDICTS))
    conf = Counter((lab["verdict"], v) for lab, _, v in pairs)
    for e in VERDICTS:
        print(f"| {e} | " + " | ".join(str(conf[(e, v)]) for v in VERDICTS) + " |")
    if args.show:
        print("\ndisagreements:")
        shown = 0
        for lab, j, v in pairs:
            if lab["verdict"] != v and shown < args.show:
                shown += 1
                print(f"- {lab['collection']}/{lab['name']}: eye {lab['verdict']} ({lab['why']}); "
                      f"judge {j['class']}: {'; '.join(j['why'])[:200]}")
    if stale:
        print("\ncharts changed since labelled:")
        for key, old, new in stale[:40]:  # old: the last label given
            print(f"- {key[0]}/{key[1]}: was {old[:90]} | now {new[:90]}")


if __name__ == "__main__":
    main()
