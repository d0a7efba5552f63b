#!/usr/bin/env python3
"""List runs whose chart changed between two run labels, with any by-eye label.
usage: changed.py [--out /work/corpus-out-s28] BEFORE AFTER
Labels are read from labels.csv beside this script (matched by collection, name and the BEFORE signature)."""
import argparse, csv, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sheet import signature
ap = argparse.ArgumentParser(); ap.add_argument("before"); ap.add_argument("after")
ap.add_argument("--out", default="/work/corpus-out-s28"); ap.add_argument("--labels", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "labels.csv"))
a = ap.parse_args()
def load(label):
    d = {}
    for line in open(os.path.join(a.out, label, "results.jsonl")):
        r = json.loads(line); d[(r["collection"], r["name"])] = signature(r)
    return d
B, A = load(a.before), load(a.after)
labs = {}
for row in csv.DictReader(open(a.labels)):
    labs.setdefault((row["collection"], row["name"]), []).append((row["signature"], row["verdict"], row["set"], row["why"][:90]))
n = 0
for k in sorted(B):
    if k in A and A[k] != B[k]:
        n += 1
        lab = [l for l in labs.get(k, []) if l[0] == B[k]]
        print(f"{k[0]}/{k[1]}\n  before: {B[k]}\n  after:  {A[k]}" + (f"\n  label(before): {lab[0][1]} [{lab[0][2]}] {lab[0][3]}" if lab else ""))
print(f"# {n} of {len(B)} runs changed ({a.before} -> {a.after})")
