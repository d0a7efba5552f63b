#!/usr/bin/env python3
"""Contact sheets for labelling by eye: a grid of rasterized phasekit charts,
each captioned with the table, its form (r / pandas) and what the binary
chose (x, y, series, mark, layout), or the refusal it printed.

    /work/corpus-venv/bin/python scripts/corpus/sheet.py --label before \
        [--sample 312 --seed 32] [--names r/NAME,pandas/NAME] [--per 12] \
        [--out /work/corpus-out] [--dest DIR] [--width 1800]

The sample is drawn from OUT/<label>/results.jsonl with random.Random(seed)
over the (collection, name) runs sorted by name, so the same seed draws the
same tables for any binary.  Sheets go to DEST (default
OUT/sheets-grid/<label>/sheet-NN.png); the list of drawn runs, in sheet
order, to DEST/sample.csv.  Needs rsvg-convert and pillow.
"""
from __future__ import annotations

import argparse
import csv
import io
import json
import os
import random
import re
import subprocess
import sys
import textwrap

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def font(path: str, size: int):
    try:
        return ImageFont.truetype(path, size)
    except OSError:
        return ImageFont.load_default()


BAND = re.compile(r"median\b.*\bband from the \d+\w* to the \d+\w* percentile", re.I)


def chosen_mark(ch: dict) -> str | None:
    """The mark of a run's chosen chart; a heatmap (session 24, h40a) recorded
    by a runner that did not know the word has it among the report's extras
    and `line` as its mark."""
    if "heatmap" in (ch.get("extra") or []) or (ch.get("mark_raw") or "").lower() == "heatmap":
        return "heatmap"
    return ch.get("mark")


def signature(r: dict) -> str:
    """What the binary drew, in a form that is the same for the same chart
    from any binary: `x=…; y=…; series=…; mark=…; layout=…`, or
    `refused: FIRST LINE` / `crash`."""
    rc = r.get("rc")
    if r.get("timeout") or rc is None or rc < 0 or rc >= 128:
        return "crash"
    if rc != 0:
        first = (r.get("stderr") or r.get("stdout") or "").strip().splitlines()
        return "refused: " + (first[0][:120] if first else f"exit {rc}")
    ch = r.get("chosen") or {}
    y = ch.get("y") or []
    ytext = "|".join(y[:12]) + (f"|…+{len(y) - 12}" if len(y) > 12 else "")
    text = (f"x={'|'.join(ch.get('x') or [])}; y={ytext}; "
            f"series={'|'.join(ch.get('series') or [])}; mark={chosen_mark(ch)}; "
            f"layout={ch.get('layout')}")
    # A log axis is another picture of the same columns (session 15): the report's
    # "NAME on a log scale: it spans …" lines name the axes, and a label of the linear chart
    # no longer applies to it.
    logs = sorted({m.group(1).strip() for m in re.finditer(
        r"^\s*(.+?) on a log scale:", r.get("stdout") or "", re.M)})
    # An axis cut to the bulk of its values, the points beyond drawn at its edge (session 18),
    # is another picture too: "NAME axis cut to the bulk of its values: …" names it.
    clips = sorted({m.group(1).strip() for m in re.finditer(
        r"^\s*(.+?) axis cut to the bulk of its values:", r.get("stdout") or "", re.M)})
    # The median of the series with its 10-90% band drawn in place of the rows' lines (session
    # 19: a numbered run of one quantity, r1..r10, as its median) is another picture of the same
    # columns: the report's "… median … band from the 10th to the 90th percentile" names it.
    band = "; band=median" if BAND.search(r.get("stdout") or "") else ""
    return text + (f"; log={'|'.join(logs)}" if logs else "") + (f"; clip={'|'.join(clips)}" if clips else "") + band


def command(r: dict) -> str:
    """The command that draws the picture again (any binary in place of
    phasekit), on the corpus at its README path whatever --corpus the run
    used."""
    path = f"/work/corpus/{r['collection']}/{r['name']}.csv"   # the README's corpus path
    return f"phasekit chart {path} --out {r['collection']}__{r['name']}.svg --no-terminal --lang en"


def draw_sample(runs: list[dict], n: int, seed: int) -> list[dict]:
    keyed = sorted(runs, key=lambda r: (r["name"], r["collection"]))
    rng = random.Random(seed)
    return rng.sample(keyed, min(n, len(keyed)))


def columns_line(r: dict) -> str:
    """`n=ROWS: name#distinct …` (t text, d date), to judge by without
    opening the file."""
    try:
        import judge
        prof = judge.profile(r["file"])
    except Exception:
        return ""
    parts = []
    for c in prof["columns"]:
        k = {"num": "", "text": "t", "date": "d"}[c["kind"]]
        parts.append(f"{c['name'][:18]}{k}#{c.get('distinct', '?')}")
    return f"n={prof['rows']}: " + " ".join(parts)


def cell(r: dict, index: int, w: int, h: int) -> Image.Image:
    cap_h = 104
    im = Image.new("RGB", (w, h), "white")
    d = ImageDraw.Draw(im)
    d.rectangle([0, 0, w - 1, h - 1], outline="#999")
    head = f"#{index} {r['collection']}/{r['name']}"
    d.text((6, 4), head[:90], fill="black", font=font(BOLD, 15))
    sig = signature(r)
    lines = textwrap.wrap(sig, 95)[:3]
    d.multiline_text((6, 24), "\n".join(lines), fill="#333", font=font(FONT, 12), spacing=2)
    cols = textwrap.wrap(columns_line(r), 100)[:3]
    d.multiline_text((6, 24 + 16 * len(lines)), "\n".join(cols), fill="#06c", font=font(FONT, 11), spacing=1)
    svg = r.get("svg")
    box = (w - 8, h - cap_h - 6)
    if svg and os.path.exists(svg):
        try:
            p = subprocess.run(["rsvg-convert", "-w", str(box[0] * 2), svg],
                               capture_output=True, timeout=120)
            if p.returncode == 0:
                pic = Image.open(io.BytesIO(p.stdout)).convert("RGB")
                pic.thumbnail(box, Image.LANCZOS)
                im.paste(pic, (4 + (box[0] - pic.width) // 2, cap_h))
                return im
            msg = "rsvg-convert failed"
        except subprocess.TimeoutExpired:
            msg = "rsvg-convert timed out"
    else:
        msg = (r.get("stderr") or r.get("stdout") or "no SVG").strip()
    d.multiline_text((10, cap_h + 10), "\n".join(textwrap.wrap(msg, 80)[:12]),
                     fill="#a00", font=font(FONT, 13))
    return im


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--label", required=True)
    ap.add_argument("--out", default="/work/corpus-out")
    ap.add_argument("--dest")
    ap.add_argument("--sample", type=int, default=312)
    ap.add_argument("--seed", type=int, default=32)
    ap.add_argument("--names", help="collection/name,… instead of a random sample")
    ap.add_argument("--per", type=int, default=12)
    ap.add_argument("--cols", type=int, default=3)
    ap.add_argument("--width", type=int, default=1800)
    ap.add_argument("--first", type=int, default=1, help="number of the first sheet to draw")
    ap.add_argument("--last", type=int, default=10**6)
    args = ap.parse_args()
    base = os.path.join(args.out, args.label)
    runs = [json.loads(l) for l in open(os.path.join(base, "results.jsonl"))]
    runs = [r for r in runs if "name" in r]
    if args.names:
        want = args.names.split(",")
        by = {f"{r['collection']}/{r['name']}": r for r in runs}
        picked = [by[k] for k in want if k in by]
    else:
        picked = draw_sample(runs, args.sample, args.seed)
    dest = args.dest or os.path.join(args.out, "sheets-grid", args.label)
    os.makedirs(dest, exist_ok=True)
    with open(os.path.join(dest, "sample.csv"), "w", newline="") as f:
        wr = csv.writer(f)
        wr.writerow(["index", "sheet", "collection", "name", "signature", "command"])
        for i, r in enumerate(picked):
            wr.writerow([i + 1, i // args.per + 1, r["collection"], r["name"], signature(r), command(r)])
    cw = args.width // args.cols
    ch = int(cw * 0.72)
    rows = -(-args.per // args.cols)
    for s in range(0, len(picked), args.per):
        no = s // args.per + 1
        if no < args.first or no > args.last:
            continue
        sheet = Image.new("RGB", (cw * args.cols, ch * rows), "white")
        for k, r in enumerate(picked[s:s + args.per]):
            sheet.paste(cell(r, s + k + 1, cw, ch), ((k % args.cols) * cw, (k // args.cols) * ch))
        path = os.path.join(dest, f"sheet-{no:02d}.png")
        sheet.save(path, optimize=True)
        print(path)


if __name__ == "__main__":
    main()
