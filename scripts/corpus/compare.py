#!/usr/bin/env python3
"""Side-by-side contact sheets: phasekit's chart, pandas' default .plot(), and
a Vega-Lite rendering of the chart the judge's analyst would draw first.

    /work/corpus-venv/bin/python scripts/corpus/compare.py --label before \
        [--n 60] [--seed 7] [--names NAME,NAME] [--out /work/corpus-out]

Needs rsvg-convert (apt-get install -y librsvg2-bin) and, in the venv,
matplotlib, vl-convert-python and pillow.  Sheets go to
OUT/sheets/<label>/<collection>__<name>.png.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import random
import re
import subprocess
import sys
import textwrap
import warnings

import numpy as np
import pandas as pd

warnings.filterwarnings("ignore")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judge  # noqa: E402

import matplotlib  # noqa: E402
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from PIL import Image, ImageDraw, ImageFont  # noqa: E402

PANEL_W, PANEL_H = 800, 400
MAX_VL_ROWS = 5000
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def font(size):
    try:
        return ImageFont.truetype(FONT, size)
    except OSError:
        return ImageFont.load_default()


def placeholder(text: str) -> Image.Image:
    im = Image.new("RGB", (PANEL_W, PANEL_H), "#f4f4f4")
    d = ImageDraw.Draw(im)
    d.multiline_text((20, 20), "\n".join(textwrap.wrap(text, 70)[:14]), fill="#444", font=font(16))
    return im


def fit(im: Image.Image) -> Image.Image:
    im = im.convert("RGB")
    im.thumbnail((PANEL_W, PANEL_H))
    bg = Image.new("RGB", (PANEL_W, PANEL_H), "white")
    bg.paste(im, ((PANEL_W - im.width) // 2, (PANEL_H - im.height) // 2))
    return bg


def phasekit_panel(svg: str | None, note: str) -> Image.Image:
    if not svg or not os.path.exists(svg):
        return placeholder(f"no SVG ({note})")
    try:
        p = subprocess.run(["rsvg-convert", "-w", str(PANEL_W), svg], capture_output=True, timeout=120)
        if p.returncode != 0:
            return placeholder("rsvg-convert failed: " + p.stderr.decode()[:300])
        return fit(Image.open(io.BytesIO(p.stdout)))
    except subprocess.TimeoutExpired:
        return placeholder("rsvg-convert timed out")


def pandas_panel(path: str) -> Image.Image:
    try:
        df = pd.read_csv(path, index_col=0, low_memory=False)
        num = df.select_dtypes("number")
        if num.empty:
            return placeholder("pandas .plot(): no numeric columns")
        fig, ax = plt.subplots(figsize=(8, 4), dpi=100)
        df.plot(ax=ax)          # exactly what df.plot() does by default
        fig.tight_layout()
        buf = io.BytesIO()
        fig.savefig(buf, format="png")
        plt.close(fig)
        return fit(Image.open(buf))
    except Exception as e:
        plt.close("all")
        return placeholder(f"pandas .plot() failed: {type(e).__name__}: {e}")


def vega_spec(path: str, prof: dict, chart: dict) -> dict | None:
    kind = chart.get("kind")
    if kind in (None, "none"):
        return None
    header, raw = judge.read_table(path)
    df = raw.copy()
    # Vega-Lite reads dots and brackets in a field name as a path
    safe, fields = [], {}
    for h in header:
        f = re.sub(r"[.\[\]\\'\"]", "_", h) or "(row names)"
        while f in safe:
            f += "_"
        safe.append(f)
    for h, f in reversed(list(zip(header, safe))):
        fields[h] = f
    df.columns = safe
    name = lambda n: fields[n]  # noqa: E731
    if len(df) > MAX_VL_ROWS:
        step = int(np.ceil(len(df) / MAX_VL_ROWS))
        df = df.iloc[::step]
    base = {"$schema": "https://vega.github.io/schema/vega-lite/v5.json",
            "width": 700, "height": 300}
    keep = [c for c in [chart.get("x"), chart.get("color"), chart.get("detail"),
                        *(chart.get("x_parts") or []), *chart.get("y", [])] if c is not None]
    keep = [name(c) for c in keep]
    df = df.reset_index(drop=True)
    if chart.get("x") is None and not chart.get("x_parts"):
        df["row"] = np.arange(1, len(df) + 1)
        keep.append("row")
    d = df[list(dict.fromkeys(keep))].copy()
    xfield = name(chart["x"]) if chart.get("x") else "row"
    if chart.get("x_parts"):
        # year + month (+ day) or year + quarter composed into a date
        p = [pd.to_numeric(d[name(c)], errors="coerce") for c in chart["x_parts"]]
        month = p[1] if "quarter" not in judge.tokens(chart["x_parts"][1]) and \
            "qtr" not in judge.tokens(chart["x_parts"][1]) else p[1] * 3 - 2
        day = p[2] if len(p) > 2 else 1
        xfield = "date (" + ", ".join(chart["x_parts"]) + ")"
        d[xfield] = pd.to_datetime(dict(year=p[0], month=month, day=day), errors="coerce") \
            .dt.strftime("%Y-%m-%d")
    for c in chart.get("y", []):
        d[name(c)] = pd.to_numeric(d[name(c)], errors="coerce")
    if kind in ("point", "histogram") and chart.get("x") and chart.get("x_type") != "temporal":
        d[name(chart["x"])] = pd.to_numeric(d[name(chart["x"])], errors="coerce")
    if kind in ("line", "point") and chart.get("x_type") == "quantitative" and chart.get("x"):
        d[name(chart["x"])] = pd.to_numeric(d[name(chart["x"])], errors="coerce")
    values = json.loads(d.to_json(orient="records"))
    base["data"] = {"values": values}
    if kind == "line" or (kind == "point" and "x_type" in chart):
        ys = [name(y) for y in chart["y"]]
        x = {"field": xfield, "type": chart.get("x_type", "quantitative")}
        if x["type"] == "quantitative":
            x["scale"] = {"zero": False}
            if chart.get("x_integer"):
                x["axis"] = {"format": "d"}
        ranges = [(d[y].max() - d[y].min()) for y in ys if d[y].notna().any()]
        spread = (max(ranges) / max(min(ranges), 1e-12)) if ranges else 1
        mark = {"type": "line"} if kind == "line" else {"type": "point", "opacity": 0.5, "size": 12}
        enc = {"x": x}
        if chart.get("detail"):
            enc["detail"] = {"field": name(chart["detail"]), "type": "nominal"}
        if len(ys) > 1:
            base["transform"] = [{"fold": ys, "as": ["variable", "value"]}]
            enc["y"] = {"field": "value", "type": "quantitative", "scale": {"zero": False}}
            if chart.get("color"):
                enc["color"] = {"field": name(chart["color"]), "type": "nominal"}
            if spread > judge.SCALE_RATIO or chart.get("color") or chart.get("detail"):
                height = max(60, 300 // len(ys))
                return {"$schema": base["$schema"], "data": base["data"], "transform": base["transform"],
                        "facet": {"row": {"field": "variable", "type": "nominal"}},
                        "resolve": {"scale": {"y": "independent"}},
                        "spec": {"width": 700, "height": height, "mark": mark, "encoding": enc}}
            enc["color"] = {"field": "variable", "type": "nominal"}
        else:
            enc["y"] = {"field": ys[0], "type": "quantitative", "scale": {"zero": False}}
            if chart.get("color"):
                enc["color"] = {"field": name(chart["color"]), "type": "nominal"}
        base["mark"] = mark
        base["encoding"] = enc
    elif kind == "point":
        base["mark"] = {"type": "point", "opacity": 0.6}
        base["encoding"] = {"x": {"field": name(chart["x"]), "type": "quantitative", "scale": {"zero": False}},
                            "y": {"field": name(chart["y"][0]), "type": "quantitative", "scale": {"zero": False}}}
        if chart.get("color"):
            base["encoding"]["color"] = {"field": name(chart["color"]), "type": "nominal"}
    elif kind == "bar":
        base["mark"] = {"type": "bar"}
        base["encoding"] = {"x": {"field": name(chart["x"]), "type": "nominal", "sort": "-y"},
                            "y": {"field": name(chart["y"][0]), "type": "quantitative"}}
    elif kind == "histogram":
        base["mark"] = {"type": "bar"}
        base["encoding"] = {"x": {"field": name(chart["x"]), "bin": {"maxbins": 40}, "type": "quantitative"},
                            "y": {"aggregate": "count", "type": "quantitative"}}
    elif kind == "count":
        base["mark"] = {"type": "bar"}
        base["encoding"] = {"x": {"field": name(chart["x"]), "type": "nominal", "sort": "-y"},
                            "y": {"aggregate": "count", "type": "quantitative"}}
    return base


def _titles(spec, titles):
    if isinstance(spec, dict):
        f = spec.get("field")
        if isinstance(f, str) and f in titles and "title" not in spec:
            spec["title"] = titles[f]
        for k, v in spec.items():
            if k != "data":
                _titles(v, titles)
    elif isinstance(spec, list):
        for v in spec:
            _titles(v, titles)
    return spec


def vega_panel(path: str, prof: dict) -> tuple[Image.Image, str]:
    chart = judge.analyst_chart(prof)
    desc = f"{chart.get('kind')}: x={chart.get('x') or chart.get('x_parts')} y={chart.get('y')}" + \
           (f" colour={chart['color']}" if chart.get("color") else "") + \
           (f" line per {chart['detail']}" if chart.get("detail") else "")
    try:
        spec = vega_spec(path, prof, chart)
        if spec is None:
            return placeholder("analyst: nothing to chart"), desc
        import vl_convert as vlc
        png = vlc.vegalite_to_png(spec, scale=1)
        return fit(Image.open(io.BytesIO(png))), desc
    except Exception as e:
        return placeholder(f"Vega-Lite failed: {type(e).__name__}: {str(e)[:300]}"), desc


def sheet(rec: dict, verdict: dict | None, prof: dict, out_png: str, label: str):
    pk = phasekit_panel(rec.get("svg"), f"exit {rec.get('rc')}, {rec.get('svg_bytes')} bytes"
                        + (", deleted: over 50 MB" if rec.get("svg_deleted") else ""))
    pdp = pandas_panel(rec["file"])
    vg, vdesc = vega_panel(rec["file"], prof)
    ch = rec.get("chosen") or {}
    head = f"{rec['collection']}/{rec['name']}.csv   ({prof['rows']} rows x {len(prof['columns'])} cols)"
    v = verdict or {}
    verdict_s = f"judge: {v.get('class')}  " + ("; ".join(v.get("why", []))[:230])
    labels = [f"phasekit [{label}]  x={ch.get('x')} y={(ch.get('y') or [])[:4]} series={ch.get('series')} "
              f"{ch.get('mark')} n={ch.get('n_series')}",
              "pandas: pd.read_csv(f, index_col=0).plot()",
              f"analyst default (Vega-Lite): {vdesc}"]
    top = 56
    lab_h = 26
    W = PANEL_W * 3 + 40
    H = top + lab_h + PANEL_H + 10
    im = Image.new("RGB", (W, H), "white")
    d = ImageDraw.Draw(im)
    d.text((10, 6), head, fill="black", font=font(18))
    colour = {"ok": "#1a7f37", "wrong": "#c62828"}.get(v.get("class"), "#b26a00")
    d.text((10, 30), verdict_s, fill=colour, font=font(14))
    for i, (panel, lab) in enumerate(zip((pk, pdp, vg), labels)):
        x0 = 10 + i * (PANEL_W + 10)
        d.text((x0, top + 4), lab[:105], fill="#222", font=font(13))
        im.paste(panel, (x0, top + lab_h))
        d.rectangle([x0 - 1, top + lab_h - 1, x0 + PANEL_W, top + lab_h + PANEL_H], outline="#bbb")
    im.save(out_png)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--label", required=True)
    ap.add_argument("--out", default="/work/corpus-out")
    ap.add_argument("--n", type=int, default=60)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--names", help="comma-separated table names to include as well")
    args = ap.parse_args()
    base = os.path.join(args.out, args.label)
    runs = {(r["collection"], r["name"]): r for r in map(json.loads, open(os.path.join(base, "results.jsonl")))}
    verdicts = {}
    jp = os.path.join(base, "judged.jsonl")
    if os.path.exists(jp):
        verdicts = {(j["collection"], j["name"]): j for j in map(json.loads, open(jp))}
    names = sorted({n for _, n in runs})
    rng = random.Random(args.seed)
    picked = rng.sample(names, min(args.n, len(names)))
    # alternate the two exports so that both are looked at
    keys = [("r" if i % 2 == 0 else "pandas", n) for i, n in enumerate(picked)]
    if args.names:
        for n in args.names.split(","):
            keys += [("r", n), ("pandas", n)]
    outdir = os.path.join(args.out, "sheets", args.label)
    os.makedirs(outdir, exist_ok=True)
    profs = judge.load_profiles(sorted({runs[k]["file"] for k in keys if k in runs}),
                                os.path.join(args.out, "judge-profiles.pkl"))
    for k in keys:
        if k not in runs:
            continue
        rec = runs[k]
        prof = profs.get(rec["file"])
        if prof is None:
            continue
        out_png = os.path.join(outdir, f"{k[0]}__{k[1]}.png")
        sheet(rec, verdicts.get(k), prof, out_png, args.label)
        print(out_png, file=sys.stderr)


if __name__ == "__main__":
    main()
