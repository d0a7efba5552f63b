#!/usr/bin/env python3
"""Judge what a phasekit binary chose for each corpus table, independently of
phasekit's code: the table is read with pandas and profiled here, and each run
is classified as

  ok                 a chart a careful analyst would accept
  wrong              one or more rules below broken (the first is the primary)
  refused-chartable  non-zero exit although the table has something to chart
  refused-ok         non-zero exit and nothing sensible to chart
  crash              killed by a signal, or timed out
  unjudged           exit 0 but the runner could not tell what x was drawn

    /work/corpus-venv/bin/python scripts/corpus/judge.py --label before \
        [--out /work/corpus-out] [--examples 3]

Reads OUT/<label>/results.jsonl, writes OUT/<label>/judged.jsonl and
OUT/<label>/summary.md, and prints the summary.  The rules are written down in
README.md; every rule looks only at the table's values and names, never at the
file name.
"""
from __future__ import annotations

import argparse
import copy
import json
import math
import os
import pickle
import re
import statistics
import sys
import warnings
from collections import Counter, defaultdict

import numpy as np
import pandas as pd

import judge_s17 as s17
import judge_s18 as s18
import judge_s19 as s19
import judge_s20 as s20
import judge_s21 as s21
import judge_s22 as s22
import judge_s23 as s23
import judge_s24 as s24
import judge_s25 as s25
import judge_s26 as s26
import judge_s27 as s27
from judge_profile import (PROFILE_VERSION, TIME_TOKENS, _number_name, classify_columns, family,
                           profile, read_table, tokens, unit_named)  # noqa: F401 (read_table: compare.py)

warnings.filterwarnings("ignore")

MAX_SERIES = 12
SCALE_RATIO = 20.0
SCALE_SHARE = 0.02
SVG_LIMIT = 2 * 1024 * 1024
UNORDERED = 0.8   # under this share of steps in one direction, rows are in no x order

_PAIR_CACHE: dict = {}


def read_columns(prof: dict, positions: list[int]) -> pd.DataFrame:
    """Some columns of the profiled file, as text, keyed by position."""
    return pd.read_csv(prof["path"], header=None, skiprows=1, usecols=positions,
                       dtype=str, keep_default_na=False, low_memory=False,
                       encoding_errors="replace", on_bad_lines="skip")


def pair_corr(prof: dict, a: dict, b: dict) -> tuple[float, float, int] | None:
    """|Spearman| and |Pearson| of two numeric columns over the rows where
    both hold a number, and how many such rows; read from the file (the
    cached profile keeps no values).  None when fewer than 8 rows pair up."""
    key = (prof["path"], a["pos"], b["pos"])
    if key not in _PAIR_CACHE:
        try:
            df = read_columns(prof, [a["pos"], b["pos"]])
            u = pd.to_numeric(df[a["pos"]], errors="coerce")
            v = pd.to_numeric(df[b["pos"]], errors="coerce")
            m = u.notna() & v.notna()
            u, v = u[m], v[m]
            if len(u) < 8 or u.nunique() < 3 or v.nunique() < 3:
                _PAIR_CACHE[key] = None
            else:
                sp = abs(float(u.rank().corr(v.rank())))
                pe = abs(float(u.corr(v)))
                _PAIR_CACHE[key] = (sp, pe, int(len(u)))
        except Exception:
            _PAIR_CACHE[key] = None
    return _PAIR_CACHE[key]


def constant_within(prof: dict, unit: dict, value: dict) -> bool:
    """Whether `value` holds one value per `unit` (an attribute of the unit,
    such as a unit fixed effect), in 95% of the units that repeat."""
    try:
        df = read_columns(prof, [unit["pos"], value["pos"]])
        g = df.groupby(unit["pos"])[value["pos"]]
        size, distinct = g.size(), g.nunique()
        rep = size > 1
        return bool(rep.sum() and (distinct[rep] == 1).mean() >= 0.95)
    except Exception:
        return False


LAYOUT_NAMES = {"row", "col", "column", "plot", "block", "rep", "replicate", "range", "run", "id"}
TREATMENT_TOKENS = {"trt", "treatment", "treat", "drug", "dose", "conc", "concentration", "variety",
                    "insecticide", "fertilizer", "fertiliser", "herbicide", "fungicide", "pesticide",
                    "diet", "feed", "supp", "therapy", "condition"}
COUNT_NAME = re.compile(r"^(freq|frequency|n|count|counts|number|cases|total|nobs)$", re.I)
NEAR_COPY = 0.995   # rank correlation of a pair that follows one from the other (points vs wins)


def treatment_named(name: str) -> bool:
    return bool(set(tokens(name)) & TREATMENT_TOKENS)


def design_factor(c: dict, n: int) -> bool:
    """A factor of a designed experiment: words of 2-30 repeating values, or
    a balanced integer column of 2-12 levels (each level about as often:
    doses, treatment numbers), never an id, unit, time or field layout."""
    if set(c["roles"]) & {"id", "rownames", "time", "weight"} or unit_named(c["name"]) \
            or c["name"].strip().lower() in LAYOUT_NAMES or not c.get("level_min"):
        return False
    if c["kind"] == "text":
        return "category" in c["roles"]
    # (doses 0.5 / 1 / 2: a few balanced levels that are not whole numbers)
    return c["kind"] == "num" and 2 <= c["distinct"] <= (12 if c.get("integer") else 6) \
        and c["distinct"] < 0.5 * n and c["level_max"] <= 2 * c["level_min"]


def pair_count(prof: dict, a: dict, b: dict) -> int | None:
    """Rows where both columns hold a number."""
    try:
        df = read_columns(prof, [a["pos"], b["pos"]])
        u = pd.to_numeric(df[a["pos"]], errors="coerce")
        v = pd.to_numeric(df[b["pos"]], errors="coerce")
        return int((u.notna() & v.notna()).sum())
    except Exception:
        return None


def ordered_within(prof: dict, group: dict | None, x: dict) -> float:
    """The share of steps in one direction of x within each group, in file
    order (a panel sorted by unit then year: 100%)."""
    if group is None:
        return 0.0
    try:
        df = read_columns(prof, [group["pos"], x["pos"]])
        v = pd.to_numeric(df[x["pos"]], errors="coerce")
        d = v.groupby(df[group["pos"]]).diff().dropna()
        return float(max((d >= 0).mean(), (d <= 0).mean())) if len(d) else 0.0
    except Exception:
        return 0.0


def date_back_share(prof: dict, x: dict) -> float:
    """How far a date column steps back, summed, as a share of its span
    (months of many years stitched into one typical year: several spans)."""
    try:
        t = pd.to_datetime(read_columns(prof, [x["pos"]])[x["pos"]], errors="coerce", format="mixed", utc=True)
        v = ((t.dropna() - pd.Timestamp(0, tz="UTC")).dt.total_seconds()).to_numpy(dtype=float)
        d = np.diff(v)
        span = v.max() - v.min() if len(v) else 0
        return float(-d[d < 0].sum() / span) if span > 0 else 0.0
    except Exception:
        return 0.0


def has_clock(prof: dict, x: dict) -> bool:
    """Whether a date column carries a time of day (not all at midnight)."""
    try:
        t = pd.to_datetime(read_columns(prof, [x["pos"]])[x["pos"]], errors="coerce", format="mixed", utc=True).dropna()
        return bool(len(t) and ((t.dt.hour != 0) | (t.dt.minute != 0) | (t.dt.second != 0)).mean() > 0.1)
    except Exception:
        return True


def rows_per_value(prof: dict, c: dict) -> tuple[int, int] | None:
    """The fewest and the most rows any one value of a column holds."""
    try:
        vc = read_columns(prof, [c["pos"]])[c["pos"]].value_counts()
        return (int(vc.min()), int(vc.max())) if len(vc) else None
    except Exception:
        return None


def same_start(prof: dict, ycols: list) -> bool:
    """Whether the series all start at one value (prices normalised to 1)."""
    try:
        df = pd.read_csv(prof["path"], header=None, skiprows=1, nrows=1, dtype=str,
                         usecols=[c["pos"] for c in ycols], keep_default_na=False)
        first = pd.to_numeric(df.iloc[0], errors="coerce")
        return bool(first.notna().all() and first.nunique() == 1)
    except Exception:
        return False


# a limit of a fitted equation's range (Tmin, Tmax, T_min, Pmax, lower, upper)
LIMIT_NAME = re.compile(r"^[a-z]{0,2}_?(min|max)$|^(lower|upper)(_?bound|_?limit)?$", re.I)
# a fitted coefficient: a letter with an optional number (A, B, C1, c2, a0)
COEFF_NAME = re.compile(r"^[a-z][0-9]{0,2}$", re.I)
# money and physical size: a price against an area is no pair of head counts
SIZE_TOKENS = {"price", "cost", "value", "income", "salary", "wage", "wages", "sales", "revenue",
               "area", "sqft", "length", "weight", "size", "living", "lot",
               # (session 17: heights and distances are sizes, not head counts)
               "elevation", "altitude", "height", "depth", "distance", "width", "volume", "mass"}
INTERVAL_PAIRS = [("start", "stop"), ("tstart", "tstop"), ("start", "end"), ("begin", "end"),
                  ("l", "u"), ("lo", "hi"), ("entry", "exit"), ("time1", "time2")]
# a numbered coefficient of a fitted equation (c4, n0, sigma1), lower case
COEFF_STEM = re.compile(r"([a-z]|alpha|beta|gamma|sigma|tau|eta|mu|nu|omega|lambda|theta|kappa)[0-9]{1,2}")
UNCERTAINTY_NAME = re.compile(r"uncert|(^|_|\s)(err|error|se|sd|std_?err(or)?)$", re.I)


def col(prof: dict, name: str) -> dict | None:
    for c in prof["columns"]:
        if c["name"] == name:
            return c
    for c in prof["columns"]:     # phasekit trims the spaces around a name
        if c["name"].strip() == str(name).strip():
            return c
    return None


# ------------------------------------------------------------ the rules

def judge_run(r: dict, prof: dict | None) -> dict:
    out = {"collection": r.get("collection"), "name": r.get("name"), "rc": r.get("rc"),
           "seconds": r.get("seconds"), "svg_bytes": r.get("svg_bytes"), "rules": [], "why": []}
    if "runner_error" in r:
        out["class"] = "crash"
        out["why"].append("runner error: " + r["runner_error"])
        return out
    rc = r.get("rc")
    if r.get("timeout") or (rc is not None and (rc < 0 or rc >= 128)):
        out["class"] = "crash"
        out["why"].append("timed out" if r.get("timeout") else f"signal {r.get('signal') or rc - 128}")
        return out
    if prof is None:
        out["class"] = "unjudged"
        out["why"].append("table could not be read")
        return out
    if rc != 0 and s19.untrue_refusal(prof, r.get("stderr")):
        # (session 19: refused as binary while the file holds no NUL byte)
        out["class"] = "borderline"
        out["soft"] = ["untrue-refusal"]
        out["why"].append("untrue-refusal (borderline): refused as binary data, but the file holds no NUL byte")
        return out
    if rc != 0:
        # a table of repeating words (> 30 kinds) refused: counts of the
        # commonest could be drawn, but nothing obvious is lost
        out["class"] = "refused-chartable" if prof["chartable"] else (
            "borderline" if prof.get("wordy") else "refused-ok")
        out["why"].append((r.get("stderr") or "").strip().splitlines()[0][:200] if r.get("stderr") else f"exit {rc}")
        if prof["chartable"]:
            out["why"].append("measures: " + ", ".join(prof["measures"][:6]))
        return out

    ch = r.get("chosen") or {}
    # (session 20: a binary that read the real names below a line of made-up
    # ones (matplotlib's Stocks) reported those names: the table is judged
    # by them, the line of names no row either way)
    if any("name_below" in c for c in prof["columns"]) and not col(prof, (ch.get("x") or [""])[0]):
        below = copy.deepcopy(prof)
        for c in below["columns"]:
            c["name"] = c.pop("name_below", c["name"])
        classify_columns(below)
        if col(below, (ch.get("x") or [""])[0]):
            prof = below
    # (a name that holds ", " itself, "Radiative efficiency, W/m^2/ppb", is
    # kept whole: run.py resolved it against the header already)
    # (session 17: a difference of two columns, "stop − start", is a derived
    # measure the binary computed: added to the profile as such)
    for x in ch.get("x", []):
        s17.add_difference(prof, x)
    raw_x = [part.strip() for x in ch.get("x", [])
             for part in ([x] if col(prof, x) else x.split(", "))]
    # x is the row number ("row"): the row-name column when the table has one.
    row_x = raw_x == ["row"] and not col(prof, "row")
    if row_x:
        raw_x = [c["name"] for c in prof["columns"] if "rownames" in c["roles"]][:1]
    xs = [col(prof, x)["name"] for x in raw_x if col(prof, x)]
    ys = [col(prof, y)["name"] for y in ch.get("y", []) if col(prof, y)]
    split = [col(prof, s)["name"] for s in ch.get("series", []) if col(prof, s)]
    # (session 24: a heatmap, h40a's mark, is no line whatever the runner recorded)
    mark = "heatmap" if "heatmap" in (ch.get("extra") or []) or ch.get("mark") == "heatmap" else ch.get("mark", "line")
    if mark == "heatmap":
        ys = ys[:1]          # (the report's second y is the value the cells are coloured by, not a series)
    panels = ch.get("layout") == "panels"
    # session 15 kinds: log axes; a wide table drawn as a line per row over its
    # column names (years, speeds), said by the report or seen in x
    log_x, log_y = bool(ch.get("log_x")), bool(ch.get("log_y"))
    # (session 16: or the binary's "Read wide: the 7 columns day_3 to day_9
    # are x" line, when x is reported as a range the runner cannot expand)
    read_wide = bool(ch.get("read_wide")) or (
        sum(_number_name(x) for x in raw_x) >= 3 and mark == "line") or bool(
        re.search(r"^Read wide:", r.get("stdout") or "", re.M)) or bool(s18.profile_run(r.get("stdout")))
    # (session 18: an axis cut to the bulk of its values, the points beyond
    # drawn at its edge and counted: nothing squashed on it)
    clipped = s18.clipped_axes(r.get("stdout"))
    rules = []

    def add(rule, why):
        rules.append(rule)
        out["why"].append(f"{rule}: {why}")

    if (r.get("svg_bytes") or 0) > SVG_LIMIT:
        add("svg-over-2mb", f"{r['svg_bytes'] / 1e6:.1f} MB")

    # (session 18: the share of 1s per flag of a table of many 0/1 flags, x the
    # flags' names: the chart of such a table, policy F)
    if s18.flag_shares(r.get("stdout")) and mark == "bars":
        out["class"] = "ok"
        out["why"].append("the share of rows with 1 per flag: %d flags over %d rows" % s18.flag_shares(r.get("stdout")))
        out["chosen"] = {"x": ["flag"], "y": ys[:20], "series": split, "mark": mark, "layout": ch.get("layout"),
                         "n_series": ch.get("n_series"), "log_x": False, "log_y": False, "read_wide": False}
        return out
    if not xs and not row_x and not read_wide:
        if not rules:
            out["class"] = "unjudged"
            out["why"].append(f"x not recovered: {ch.get('x')}")
            return out
    xcols = [col(prof, x) for x in xs]
    x_time = any("time" in c["roles"] or "datepart" in c["roles"] for c in xcols)
    x_rowname = row_x or any("rownames" in c["roles"] for c in xcols)
    others_time = [c["name"] for c in prof["columns"]
                   if "time" in c["roles"] and "rownames" not in c["roles"] and c["name"] not in xs]

    # 1. the row-name / index column as x while a time column orders the rows
    if x_rowname and others_time:
        add("rownames-as-x", f"x {xs} is the row name/index column while {others_time[:3]} orders the rows")
    # 1b. a time column orders the rows but x is some other measure
    # (rows counted per category, bars with no y, session 16: a count per
    # campaign or per nucleotide is no series over the dates the rows carry)
    count_bars = mark == "bars" and not ys
    # (session 17: a map of the places, lat against lon, is policy M's chart
    # even when a time orders the rows: earthquakes, episodes by air date)
    a_map = len(xs) == 1 and len(ys) == 1 and s17.is_map(col(prof, xs[0]), col(prof, ys[0]))
    if not x_time and not x_rowname and others_time and not count_bars and not a_map:
        per = min(prof["rows"] / max(col(prof, t).get("distinct") or 1, 1) for t in others_time)
        # items pooled over a few years (20 rows or more a value: cars by model
        # year, athletes by Games, session 15 policy P): the year orders no series
        # (session 18: nor a scatter of two measures of items that merely carry
        # a date, which follow on from row to row in no order of it)
        items = mark == "points" and len(xs) == 1 and len(ys) == 1 and all(
            s18.items_not_series(prof, col(prof, t), [col(prof, xs[0]), col(prof, ys[0])]) for t in others_time[:2])
        if per < 20 and not items:
            add("time-not-x", f"x {xs} while {others_time[:3]} orders the rows")
    # 2. the row-name / index column as a y series
    for y in ys:
        if "rownames" in col(prof, y)["roles"]:
            add("rownames-as-y", f"{y!r} (row names/index) drawn as a series")
    # 3. ids as y
    for y in ys:
        c = col(prof, y)
        if "id" in c["roles"] and "rownames" not in c["roles"]:
            add("id-as-y", f"{y!r} is an identifier")
    # 3b. ids as x
    for c in xcols:
        if "id" in c["roles"] and "rownames" not in c["roles"] and not x_time and prof["measures"] \
                and not (mark == "bars" and (c["kind"] == "text" or count_bars)):   # labelled bars: see bars-by-id
            add("id-as-x", f"x {c['name']!r} is an identifier")
    # 4. date parts as y beside another x
    for y in ys:
        c = col(prof, y)
        if "datepart" in c["roles"] and y not in xs:
            add("datepart-as-y", f"{y!r} is a date part drawn against x {xs}")
    # 4b. only codes / ids / date parts drawn while the table has measures
    if ys and prof["measures"]:
        real_y = [y for y in ys if not set(col(prof, y)["roles"]) & {"coded", "id", "rownames", "datepart"}]
        unused = [m for m in prof["measures"] if m not in ys
                  and "coded" not in col(prof, m)["roles"]]
        if not real_y and unused:
            add("no-measure-as-y", f"every y {ys[:4]} is a code, id or date part; "
                                   f"measures such as {unused[:3]} are not drawn as y")
    # 5. coded factors as lines
    if mark == "line":
        for y in ys:
            c = col(prof, y)
            if "coded" in c["roles"] and not set(c["roles"]) & {"datepart", "rownames", "id"}:
                add("coded-as-line", f"{y!r} has {c['distinct']} integer codes, joined by a line")
    # 6. too many series on one axis
    nser = ch.get("n_series") or len(r.get("svg_facts", {}).get("series", [])) or len(ys)
    if not panels and nser and nser > MAX_SERIES:
        add("too-many-series", f"{nser} series overlaid on one axis")
    # 7. a series squashed by a much larger one on the same axis
    # (session 17: not the groups of one measure as coloured points, fish by
    # food: a group of small spread shares the measure's unit, nothing is squashed)
    if not panels and not log_y and not (mark == "points" and split and len(ys) == 1):
        ser = [s for s in r.get("svg_facts", {}).get("series", []) if "y0" in s]
        if len(ser) < 2 and len(ys) >= 2 and not split:
            ser = [{"name": y, "y0": col(prof, y)["min"], "y1": col(prof, y)["max"]}
                   for y in ys if col(prof, y)["kind"] == "num" and col(prof, y)["min"] is not None]
        if len(ser) >= 2:
            lo = min(s["y0"] for s in ser)
            hi = max(s["y1"] for s in ser)
            axis = hi - lo
            spans = [(s["y1"] - s["y0"], s["name"]) for s in ser]
            big = max(sp for sp, _ in spans)
            squashed = [nm for sp, nm in spans
                        if sp > 0 and axis > 0 and big / sp > SCALE_RATIO and sp / axis < SCALE_SHARE]
            if squashed:
                add("scale-squash", f"{len(squashed)} series use under 2% of the axis "
                                    f"(e.g. {squashed[0]!r}); largest span {big:.4g}")
    # 8. cross-sectional measures joined by lines
    # (a wide table read as a line per row: x is the column names, no column order)
    if mark == "line" and not x_time and not read_wide:
        if x_rowname:
            lag = [col(prof, y).get("lag1") for y in ys if col(prof, y) and col(prof, y).get("lag1") is not None]
            med = statistics.median(lag) if lag else prof.get("median_lag1")
            if not prof["has_time"] and (med is None or med < 0.3):
                add("cross-section-lines", f"rows in no order (lag-1 autocorrelation {med if med is None else round(med, 2)}) "
                                           f"joined by lines over the row number")
        else:
            c = xcols[0]
            if c["kind"] == "num" and c.get("ordered", 1.0) < UNORDERED and not (
                    split and ordered_within(prof, col(prof, split[0]), c) >= UNORDERED):
                add("cross-section-lines", f"rows are not in order of x {c['name']!r} "
                                           f"({c['ordered']:.0%} of steps in one direction) but joined by lines")
            elif c["kind"] == "num" and c.get("unique") and not prof["has_time"] and len(xcols) == 1:
                # x a unique number the rows follow (county codes 6001, 6003, ...)
                # while the measures jump from row to row: items, not a curve
                lag = [col(prof, y).get("lag1") for y in ys if col(prof, y) and col(prof, y).get("lag1") is not None]
                if lag and statistics.median(lag) < 0.3:
                    add("cross-section-lines", f"measures jump from row to row (lag-1 autocorrelation "
                                               f"{statistics.median(lag):.2f}) but are joined by lines over {c['name']!r}")

    # ---- softer rules (issue 32): each says "wrong" or "borderline"
    soft = []

    def soft_add(rule, severity, why):
        soft.append((rule, severity))
        out["why"].append(f"{rule}: {why}" if severity == "wrong" else f"{rule} (borderline): {why}")

    ycols = [col(prof, y) for y in ys]
    roles = lambda c: set(c["roles"]) if c else set()
    n = prof["rows"]
    # wide tables whose column names are values (years, wind speeds): any
    # chart of two such columns, or over another column, misses the table
    if prof.get("wide_numbers") and any(_number_name(c["name"]) for c in xcols + ycols) and not read_wide:
        soft_add("wide-values-as-columns", "wrong", "column names are values (years, speeds); the table wants one line per row over them")
    # a few year values with many rows each: a cross-section pooled over
    # waves, drawn as strips (not a time series)
    for c in xcols[:1] if len(xcols) == 1 else []:
        year_named = bool(set(tokens(c["name"])) & {"year", "yr", "years", "wave", "round"}) \
            and c["kind"] == "num" and c.get("integer")
        if (roles(c) & {"time", "datepart"} or year_named) and c["kind"] == "num" and c["distinct"] <= (60 if year_named else 21) \
                and n >= 8 * c["distinct"] and not split and mark not in ("bars", "histogram"):
            # (one measure over a year of 30 values or more, one chart: the
            # year an item was made read as its property, planes' seats by
            # year built; session 16)
            sev = "borderline" if c["distinct"] > 30 and len(ys) == 1 and not panels else "wrong"
            soft_add("strips-over-waves", sev, f"x {c['name']!r} has {c['distinct']} values for {n} rows: strips, not a series")
    # units, ids and sampling weights drawn as x, y or series
    for c in xcols:
        if "id" in roles(c) and "rownames" not in roles(c) and "time" not in roles(c):
            # (rows counted per campaign 1..30: the chart of a table of such
            # rows, ids in text order a minor flaw; per a code of four digits or
            # more, a FIPS county, bars by a code: session 16)
            if count_bars and c["kind"] == "num" and (c["max"] or 0) < 1000:
                pass
            elif mark == "bars" and (c["kind"] == "text" or count_bars):
                soft_add("bars-by-id", "borderline", f"a bar per identifier {c['name']!r} ({c['distinct']} of them)")
            elif "id-as-x" not in rules:
                soft_add("unit-as-x", "wrong", f"x {c['name']!r} names units or records")
        if "weight" in roles(c):
            soft_add("weight-drawn", "wrong", f"x {c['name']!r} is a sampling weight")
    for c in ycols:
        if "id" in roles(c) and "rownames" not in roles(c) and "id-as-y" not in rules:
            soft_add("unit-as-y", "wrong", f"{c['name']!r} names units or records")
        if "weight" in roles(c):
            soft_add("weight-drawn", "wrong", f"{c['name']!r} is a sampling weight")
    for s_name in split:
        c = col(prof, s_name)
        # a line per unit (or their median and band, over 12 units) is the
        # panel chart; wrong only when y is the unit's own attribute, one
        # value per unit (a fixed effect, a birth year): flat lines
        if c and c["kind"] == "num" and "id" in roles(c) and ycols \
                and all(constant_within(prof, c, y) for y in ycols):
            soft_add("unit-as-series", "wrong", f"series split by the unit number {s_name!r}, "
                                                f"and {ys[:2]} hold one value per unit")
        if c and (c["kind"] == "date" or c.get("time_of_day")):
            soft_add("time-as-series", "wrong", f"series split by the time column {s_name!r}: one series over date and time")
    # codes: every y a code (a 0/1 flag counts at any table size)
    if ycols and all(roles(c) & {"coded"} and not roles(c) & {"datepart"} for c in ycols) \
            and "no-measure-as-y" not in rules and "coded-as-line" not in rules:
        soft_add("codes-as-y", "wrong", f"every y {ys[:3]} is a code")
    elif ycols and any("coded" in roles(c) for c in ycols) and panels:
        soft_add("code-among-panels", "borderline", "a code drawn as one of the panels")
    # the field layout (row, column, plot, block) as x in a designed experiment
    layout = ("row", "col", "column", "plot", "block", "rep", "replicate", "range")
    for c in xcols + ycols:
        low = c["name"].strip().lower()
        if c["kind"] == "num" and c.get("integer") and low in layout:
            treat = [t for t in prof["columns"] if t is not c and t["name"].strip().lower() not in layout
                     and ("category" in roles(t) or t["kind"] == "text" or "coded" in roles(t))]
            soft_add("layout-as-x", "wrong" if treat else "borderline",
                     f"x {c['name']!r} is the field layout" + (f" while {treat[0]['name']!r} is the treatment" if treat else ""))
    # coordinates (lat/lon, X/Y) joined by lines: a map drawn as two wiggles,
    # unless the points follow each other closely (a track)
    if mark == "line":
        kinds = {}
        for c in ycols:
            t = c["name"].strip().lower()
            if t in ("lat", "latitude", "y"):
                kinds["lat"] = c
            elif t in ("lon", "long", "lng", "longitude", "x"):
                kinds["lon"] = c
        if len(kinds) == 2 and not all((c.get("lag1") or 0) > 0.99 for c in kinds.values()):
            soft_add("coordinates-as-lines", "wrong", "a pair of coordinates joined by lines; a map (scatter) is the chart")
    # a scatter of two columns with few values each: a grid of codes
    if mark == "points" and not panels and len(xcols) == 1 and len(ycols) == 1 \
            and "codes-as-y" not in [r_ for r_, _ in soft]:
        a, b = xcols[0], ycols[0]
        if a["kind"] == b["kind"] == "num":
            most = max(a["distinct"], b["distinct"])
            if most <= 5 and n >= 10:
                soft_add("codes-grid", "wrong", f"{a['name']!r} vs {b['name']!r}: {most} values at most, a few dots")
            elif most <= 40 and n >= 10 * most and a.get("integer") and b.get("integer") \
                    and all(c["max"] - c["min"] <= 100 for c in (a, b)):   # codes, not counts
                # a grid of 15 or more levels cannot be read at all (customer
                # subtype codes, income brackets); a 1-10 score grid still shows a trend
                soft_add("codes-grid", "wrong" if most >= 15 else "borderline",
                         f"{a['name']!r} vs {b['name']!r}: a grid of {most} levels at most")
    # x a text column that is mostly empty
    for c in xcols:
        if c["kind"] == "text" and c["nonnull"] < 0.5 * n:
            soft_add("empty-x", "wrong", f"x {c['name']!r} is empty in {n - c['nonnull']} of {n} rows")
    # measures as panels over another measure (covariates over a survival time)
    if panels and mark == "points" and len(ycols) >= 3:
        for c in xcols:
            if c["kind"] == "num" and not roles(c) & {"time", "datepart", "rownames", "coded", "id"} \
                    and c["distinct"] > 20:
                soft_add("panels-over-measure", "wrong", f"{len(ycols)} measures as panels over the measure {c['name']!r}")
    # lines over the row number for several measures of a cross-section
    if mark == "line" and x_rowname and not prof["has_time"] and len(ycols) >= 2 \
            and "cross-section-lines" not in rules:
        # (session 17: borderline whatever their number when a column rises
        # with the rows, ozone's day of year: the rows are a sequence)
        sev = "wrong" if len(ycols) >= 8 and not s17.rows_in_sequence(prof) else "borderline"
        soft_add("several-lines-over-row", sev, f"{len(ycols)} measures joined by lines over the row number")
    # a scatter squashed by outliers: the middle half of the points in a
    # sliver of the axis
    if mark == "points" and not panels and len(xcols) == 1 and len(ycols) == 1:
        for c, log in ((xcols[0], log_x), (ycols[0], log_y)):
            if log:
                continue    # a log axis spreads what a linear one squashes
            if c["name"].strip() in clipped:
                # (session 18: an axis cut to the bulk is judged on what it keeps)
                sev = s18.squash_after_clip(prof, c, r.get("stdout"))
                if sev:
                    soft_add("outlier-squash", sev, f"{c['name']!r} cut to its bulk, still squashed")
                    break
                continue
            if c["kind"] == "num" and c.get("q25") is not None and c["max"] > c["min"] \
                    and c["distinct"] > 20:
                width = c["max"] - c["min"]
                if (c["q95"] - c["q05"]) / width < 0.001:
                    soft_add("outlier-squash", "wrong", f"90% of {c['name']!r} lies in under 0.1% of its axis")
                    break
                if (c["q75"] - c["q25"]) / width < 0.012:
                    soft_add("outlier-squash", "borderline", f"half of {c['name']!r} lies in under 1.2% of its axis")
                    break
    # two of a numbered run of parallel columns (Manager1 vs Manager2, day_3 vs day_4)
    if len(xcols) == 1 and len(ycols) == 1 and mark == "points":
        fx, fy = family(xcols[0]["name"]), family(ycols[0]["name"])
        if fx and fx == fy and sum(family(c["name"]) == fx for c in prof["columns"]) >= 3:
            if set(tokens(fx.replace("#", " "))) & (TIME_TOKENS | {"wave", "visit", "round"}):
                # day_3 vs day_4: a wide table over time; one line per row over the days
                soft_add("two-of-a-run", "wrong", f"two time points {fx!r} of a wide table scattered")
            else:
                soft_add("two-of-a-run", "borderline", f"two of the parallel columns {fx!r}")
        elif (fx is None) != (fy is None) and any(f and set(tokens(f.replace("#", " "))) & (TIME_TOKENS | {"wave", "visit", "round"})
                 and sum(family(c["name"]) == f for c in prof["columns"]) >= 3 for f in (fx, fy)):
            # Before vs "2 week": the baseline and one time point of a wide
            # table (session 16); one line per row over the weeks
            soft_add("two-of-a-run", "wrong", "two time points of a wide table scattered")
        elif fx and fx == fy and all(re.fullmatch(r"[A-Za-z]+\d{2,}", c["name"].strip()) for c in (xcols[0], ycols[0])):
            # the same count in two waves (BIR74 vs BIR79, PO7984 vs PO8488): size-driven
            soft_add("two-of-a-run", "borderline", f"the same quantity {fx!r} in two waves")
    # the geometry of shapes (area vs perimeter) instead of what the table measures
    if xcols and ycols and all("geometry" in roles(c) for c in xcols + ycols):
        soft_add("geometry-scatter", "borderline", "area/perimeter of shapes scattered")
    # a map on its side
    if len(xcols) == 1 and len(ycols) == 1 and tokens(xcols[0]["name"])[:1] in (["lat"], ["latitude"]) \
            and tokens(ycols[0]["name"])[:1] in (["lon"], ["long"], ["lng"], ["longitude"]):
        soft_add("map-on-its-side", "borderline", "latitude on x, longitude on y")
    # two units overlaid on one axis (prices with a return, glucose with a current)
    if not panels and mark == "line" and len(ycols) >= 2 and "scale-squash" not in rules and not log_y:
        rng = [(c["min"], c["max"]) for c in ycols if c["kind"] == "num" and c["max"] is not None]
        apart = False
        for i in range(len(rng)):
            for j in range(i + 1, len(rng)):
                (a0, a1), (b0, b1) = rng[i], rng[j]
                small = min(a1 - a0, b1 - b0)
                overlap = min(a1, b1) - max(a0, b0)
                if small > 0 and overlap / small < 0.5:
                    apart = True
        if apart and not same_start(prof, ycols):
            soft_add("mixed-units-overlay", "borderline", "series on different levels (units) overlaid on one axis")
    # a column drawn against a copy of itself: a rescaling (GWP = AGWP / k),
    # a square, a log, a complement (awake = 24 - sleep); nothing is learnt
    if len(xcols) == 1 and len(ycols) == 1 and mark == "points" and not panels \
            and xcols[0]["kind"] == ycols[0]["kind"] == "num" and xcols[0] is not ycols[0]:
        pc = pair_corr(prof, xcols[0], ycols[0])
        if pc and (pc[0] >= 0.9999 or (pc[1] >= 0.99999 and pc[0] >= 0.99)):
            # (two neighbours of a numbered run, spectrum channels V9 and V10:
            # near copies by the physics, policy R, borderline; session 16)
            fam = family(xcols[0]["name"])
            in_run = fam and fam == family(ycols[0]["name"]) \
                and sum(family(c["name"]) == fam for c in prof["columns"]) >= 3
            soft_add("copy-pair", "borderline" if in_run else "wrong", f"{ys[0]!r} is a function of {xs[0]!r} "
                     f"(rank correlation {pc[0]:.5f}): a line, nothing learnt")
    # the limits of a fitted equation's validity range, or a value against
    # its own uncertainty, instead of what was measured or fitted
    if len(xcols) == 1 and len(ycols) == 1 and mark == "points":
        names = [xcols[0]["name"].strip(), ycols[0]["name"].strip()]
        if any(LIMIT_NAME.match(nm) for nm in names):
            soft_add("validity-limits", "borderline", f"{[nm for nm in names if LIMIT_NAME.match(nm)]} "
                                                      "bound a fitted equation's range")
        elif all(COEFF_NAME.match(nm) and nm.lower() not in ("x", "y", "z") for nm in names) \
                and 3 <= sum(bool(COEFF_NAME.match(c["name"].strip())) for c in prof["columns"]) <= 12:
            soft_add("coefficient-pair", "borderline", f"two fitted coefficients {names} scattered")
        if any(UNCERTAINTY_NAME.search(nm) for nm in names):
            soft_add("value-vs-uncertainty", "borderline", "a value against its uncertainty")
    # counts per category while a second category of a few values (the
    # outcome, the other factor) is left unsplit
    # (counts summed from a count column, session 15, the same)
    if mark == "bars" and not split and len(xcols) == 1 and xcols[0]["kind"] == "text" and (
            not ycols or (len(ycols) == 1 and COUNT_NAME.match(ycols[0]["name"].strip()))):
        second = [c for c in prof["columns"] if c is not xcols[0] and "category" in roles(c)
                  and c["kind"] == "text" and c["distinct"] <= 3 and "id" not in roles(c)]
        if second:
            soft_add("counts-unsplit", "borderline", f"counts per {xs[0]!r}, not split by {second[0]['name']!r}")
    # strips of a few integer scores per category: every cell of the grid
    # holds a dot, the strips are identical columns of dots
    if mark == "points" and len(xcols) == 1 and len(ycols) == 1 and not split:
        a, b = xcols[0], ycols[0]
        if (a["kind"] == "text" or "coded" in roles(a)) and b["kind"] == "num" and b.get("integer") \
                and 3 <= b["distinct"] <= 10 and n >= 2 * a["distinct"] * b["distinct"] and a["distinct"] >= 3:
            soft_add("dot-grid", "wrong", f"{ys[0]!r} has {b['distinct']} integer levels: "
                                          f"strips per {xs[0]!r} are full columns of dots")
    # a coordinate against its own projection (latitude vs UTM northing)
    if len(xcols) == 1 and len(ycols) == 1:
        pair = {xcols[0]["name"].strip().lower(), ycols[0]["name"].strip().lower()}
        if (pair & {"lat", "latitude"} and pair & {"y", "northing", "utm_y"}) or \
                (pair & {"lon", "long", "lng", "longitude"} and pair & {"x", "easting", "utm_x"}):
            soft_add("coordinate-twice", "wrong", "one coordinate in two projections; a map is x vs y")
    # several measures as point panels over a date the rows do not follow:
    # a table of items (elements by year discovered, products by date)
    if panels and mark == "points" and len(ycols) >= 3 and len(xcols) == 1 and x_time \
            and (xcols[0].get("ordered") or 1.0) < 0.6:
        soft_add("items-over-time", "borderline", f"{len(ycols)} measures as points over {xs[0]!r}, "
                                                  "which the rows do not follow: items, not a series")
    # strips over a date: many rows on each date drawn as points (single
    # sales, single readings); counts or a daily summary is the chart
    if mark == "points" and len(xcols) == 1 and xcols[0]["kind"] == "date" and not split \
            and n >= 10 * max(xcols[0]["distinct"], 1):
        soft_add("strips-over-date", "wrong", f"{n} rows on {xcols[0]['distinct']} dates drawn as strips")
    # two of hundreds of parallel measures (gene expressions, pixels): any
    # pair is arbitrary; a summary over the measures is the first look
    if len(xcols) == 1 and len(ycols) == 1 and mark == "points" \
            and family(xcols[0]["name"]) and family(ycols[0]["name"]) \
            and sum(bool(family(m)) for m in prof["measures"]) >= 50:
        soft_add("two-of-many", "borderline", f"two of {len(prof['measures'])} numbered measures scattered")
    # a bar per row of a sequence: bars over the row names of a long table
    if mark == "bars" and x_rowname and ycols and n > 30:
        soft_add("bars-over-rows", "borderline", f"{n} bars over the row names; a line or a histogram")
    # ---- session 15 (the labelling policies D, P, S and U in README.md)
    single = len(xcols) == 1 and len(ycols) == 1 and not panels and not split
    if single and mark == "points":
        xc, yc = xcols[0], ycols[0]
        # D. a designed experiment (factors and at most three measures) as strips
        factors = [c for c in prof["columns"] if design_factor(c, n)]
        measures_d = [c for c in prof["columns"] if c["kind"] == "num" and c not in factors
                      and not roles(c) & {"id", "rownames", "time", "datepart", "weight", "coded"}
                      and c["nonnull"] >= 3]
        if factors and len(measures_d) <= 3:
            if yc in factors and xc["kind"] == "num" and xc not in factors and xc["distinct"] > 12:
                soft_add("design-axes-swapped", "borderline",
                         f"the factor {ys[0]!r} on y and the response {xs[0]!r} on x")
            elif xc in factors or (unit_named(xc["name"]) and xc.get("distinct", 99) <= 30) \
                    or xc["name"].strip().lower() in LAYOUT_NAMES:
                rest = [c for c in factors if c is not xc and c is not yc]
                main_f = max(rest, key=lambda c: (treatment_named(c["name"]), c["distinct"]), default=None)
                if main_f is not None and (xc not in factors or (
                        treatment_named(main_f["name"]) and not treatment_named(xc["name"]))
                        or (not treatment_named(xc["name"]) and main_f["distinct"] > xc["distinct"])):
                    soft_add("design-factor-ignored", "borderline",
                             f"strips by {xs[0]!r} while the design's main factor {main_f['name']!r} "
                             f"({main_f['distinct']} levels) is ignored")
            elif xc in measures_d and yc in measures_d and xc is not yc \
                    and any(treatment_named(c["name"]) for c in factors):
                soft_add("design-as-scatter", "borderline", f"two measures scattered while the treatment "
                         f"{next(c['name'] for c in factors if treatment_named(c['name']))!r} is ignored")
        # P. a scatter of a pair present together in few rows
        if xc["kind"] == yc["kind"] == "num" and n >= 50:
            k = pair_count(prof, xc, yc)
            if k is not None and k < 5:
                soft_add("few-dots", "wrong", f"{xs[0]!r} and {ys[0]!r} are both present in {k} of {n} rows")
            elif k is not None and k < 0.1 * n:
                soft_add("few-dots", "borderline", f"{xs[0]!r} and {ys[0]!r} are both present in {k} of {n} rows")
        # a near copy: one measure follows from the other with little noise
        if xc["kind"] == yc["kind"] == "num" and xc is not yc and "copy-pair" not in [r_ for r_, _ in soft]:
            pc = pair_corr(prof, xc, yc)
            # (or nearly on a line: height in shoes vs height, Pearson 0.998, session 16)
            if pc and (pc[0] >= NEAR_COPY or pc[1] >= NEAR_COPY):
                soft_add("near-copy", "borderline", f"{ys[0]!r} nearly follows from {xs[0]!r} "
                                                     f"(rank correlation {pc[0]:.4f}, Pearson {pc[1]:.4f})")
    if single and mark == "points":
        xc, yc = xcols[0], ycols[0]
        # a panel (units measured on a few occasions) drawn as strips over the
        # occasion: a line per unit shows the trajectories
        units = [c for c in prof["columns"] if c["kind"] == "num" and "id" in roles(c)
                 and "rownames" not in roles(c) and 2 <= c["distinct"] <= n / 2 and c is not xc and c is not yc]
        if units and xc["kind"] == "num" and xc.get("integer") and 2 < xc["distinct"] <= 30 \
                and n >= 2 * xc["distinct"] and yc["kind"] == "num" and not roles(yc) & {"coded", "id"}:
            soft_add("panel-as-strips", "borderline", f"{ys[0]!r} as strips over {xs[0]!r} while "
                                                      f"{units[0]['name']!r} names {units[0]['distinct']} units")
        # the same few dots drawn over and over: two measures of few values
        # each (a value per locality copied to every row)
        if xc["kind"] == yc["kind"] == "num" and not (roles(xc) | roles(yc)) & {"coded", "id", "rownames"} \
                and not (xc.get("integer") and yc.get("integer")) \
                and max(xc["distinct"], yc["distinct"]) <= 12 and n >= 10 * max(xc["distinct"], yc["distinct"]):
            soft_add("repeated-dots", "borderline", f"{n} rows drawn as at most "
                                                    f"{max(xc['distinct'], yc['distinct'])} distinct dots")
    # a matrix (a label per row, a count or rate per column: a contingency
    # table, VADeaths) drawn with one of its cells as x: grouped bars per label
    if len(xcols) == 1 and ycols and not x_rowname:
        labels = [c for c in prof["columns"] if c["kind"] == "text" and c.get("unique")] or \
            [c for c in prof["columns"] if "rownames" in roles(c) and c["kind"] == "text"]
        cells = [c for c in prof["columns"] if c["kind"] == "num" and "rownames" not in roles(c)]
        crossed = all(any(set(tokens(c["name"])) & set(tokens(d["name"])) for d in cells if d is not c)
                      for c in cells)
        if labels and n <= 30 and 3 <= len(cells) <= 12 and xcols[0] in cells and all(y in cells for y in ycols) \
                and all((c["min"] or 0) >= 0 for c in cells) \
                and (all(c.get("integer") for c in cells) or (crossed and not any(family(c["name"]) for c in cells))) \
                and not any(set(tokens(c["name"])) & TIME_TOKENS for c in cells):
            soft_add("matrix-as-scatter", "wrong", f"a table of counts or rates ({len(cells)} columns by "
                                                   f"{labels[0]['name']!r}) drawn with the cell {xs[0]!r} as x")
    # lines joining row labels: x a column of unique words (names, codes)
    if mark == "line" and len(xcols) == 1 and xcols[0]["kind"] == "text" and xcols[0].get("unique") \
            and not xcols[0].get("time_of_day") and n > 3:
        soft_add("lines-over-labels", "wrong", f"lines join {n} rows labelled by {xs[0]!r}, which follow no order")
    # y holds one value: a flat row of dots (green counts all 0, session 16)
    if len(xcols) == 1 and len(ycols) == 1 and ycols[0]["kind"] == "num" and ycols[0].get("distinct") == 1 \
            and n >= 3 and not panels and mark == "points":
        soft_add("one-value-y", "wrong", f"y {ys[0]!r} holds one value: a flat row of dots")
    # x holds one value: every row on one vertical strip (a single year)
    if len(xcols) == 1 and xcols[0].get("distinct") == 1 and n >= 3 and mark != "bars":
        soft_add("one-value-x", "wrong", f"x {xs[0]!r} holds one value: all {n} rows on one strip")
    # one line through several rows a value of x (groups joined into one
    # zigzag line: regions per date, lots per time)
    # (no y: the line is of counts per x, h32h's events per date, not of rows)
    # (session 17: nor a median with its 10-90% band per x, a summary line)
    summary = s17.summary_line(r.get("stdout"))
    if mark == "line" and not split and len(xcols) == 1 and xcols[0]["kind"] in ("num", "date") and ycols \
            and xcols[0].get("distinct") and n >= 2 * xcols[0]["distinct"] and not x_rowname and not summary:
        soft_add("line-zigzag", "wrong", f"{n} rows on {xcols[0]['distinct']} values of {xs[0]!r} "
                                         "joined into one line per measure")
    # a frequency table (a count per cell) drawn as strips of the count by one
    # category: the cells of the other categories as dots; summed bars (policy F)
    if single and mark == "points" and (xcols[0]["kind"] == "text" or "category" in roles(xcols[0])) \
            and COUNT_NAME.match(ycols[0]["name"].strip()) and ycols[0].get("integer") \
            and any("category" in roles(c) for c in prof["columns"] if c is not xcols[0]):
        soft_add("counts-as-strips", "borderline", f"the counts {ys[0]!r} as strips by {xs[0]!r}: "
                                                   "summed bars per category are the chart")
    # a line that runs back along x: x mostly rising with a step back (two
    # lots one after the other joined into one line)
    if mark == "line" and not split and len(xcols) == 1 and not x_rowname and xcols[0]["kind"] == "num" and ycols \
            and UNORDERED <= (xcols[0].get("ordered") or 1.0) < 0.995:
        soft_add("line-runs-back", "wrong", f"the line runs back along {xs[0]!r} "
                                            f"({xcols[0]['ordered']:.0%} of steps one way): groups joined into one line")
    # U. a sample of units (ids, clusters, sampling weights) joined by lines
    # over the row number: the rows are units, not a sequence
    if mark == "line" and x_rowname and not prof["has_time"] and "cross-section-lines" not in rules:
        marks = [c["name"] for c in prof["columns"] if c not in ycols and (
            roles(c) & {"weight"} or ("id" in roles(c) and "rownames" not in roles(c)))]
        if marks:
            soft_add("units-as-sequence", "wrong", f"lines over the row number while {marks[0]!r} "
                                                   "says the rows are sampled units")
    # ---- session 16 (h32q): classes the eye calls borderline or wrong that
    # the judge passed on the merged binary of session 15
    if len(xcols) == 1 and len(ycols) == 1 and mark == "points" and not panels:
        xc, yc = xcols[0], ycols[0]
        # two counts that follow the same size (voters vs registered, pupils
        # above vs below the median, bronze vs silver medals): whole numbers
        # from 0 up, a long right tail (the largest unit several IQRs out),
        # ranked alike; the rates or the outcome say more
        if xc is not yc and all(c["kind"] == "num" and c.get("integer") and (c["min"] or 0) >= 0
                                and c["max"] >= 100 and c.get("q75") is not None and c["q75"] > c["q25"]
                                and c["max"] - c["q75"] >= max(1.5 * (c["q75"] - c["q25"]), 2 * (c["q25"] - c["min"]))
                                and not roles(c) & {"id", "time", "datepart", "rownames", "coded"}
                                for c in (xc, yc)):
            pc = pair_corr(prof, xc, yc)
            if pc and pc[0] >= 0.7 and not any(set(tokens(c["name"])) & SIZE_TOKENS for c in (xc, yc)) \
                    and "near-copy" not in [r_ for r_, _ in soft] \
                    and "copy-pair" not in [r_ for r_, _ in soft]:
                soft_add("size-driven-counts", "borderline", f"{ys[0]!r} and {xs[0]!r} are counts that "
                         f"follow one size (rank correlation {pc[0]:.2f})")
        # one fitted coefficient (c4, n0, a1) drawn as if a property of the
        # items, in a table of 3-12 such coefficients
        # (c0..c4, v1..v6, sigma0, n1: numbered letters of two or more stems;
        # r1..r10 alone is a numbered run of one thing)
        coeffs = [c for c in prof["columns"] if COEFF_STEM.fullmatch(c["name"].strip())]
        stems = {COEFF_STEM.fullmatch(c["name"].strip()).group(1) for c in coeffs}
        if "coefficient-pair" not in [r_ for r_, _ in soft] and len(coeffs) >= 4 and len(stems) >= 2 and any(
                c in coeffs and c["kind"] == "num" for c in (xc, yc)):
            soft_add("coefficient-drawn", "borderline", "a fitted coefficient drawn as a measure")
        # an interval's start against its stop (counting-process rows,
        # censoring bounds): each row's own interval, policy S
        pair = {xc["name"].strip().lower(), yc["name"].strip().lower()}
        if any(pair == set(p) for p in INTERVAL_PAIRS):
            soft_add("interval-bounds", "borderline", f"the start and stop of each row's interval {sorted(pair)} scattered")
    # strips of a designed table by a unit (a tree, a subject), the design's
    # factor only as colour (policy D: strips by a unit)
    if len(xcols) == 1 and len(ycols) == 1 and mark == "points" and not panels and split:
        xc, yc = xcols[0], ycols[0]
        factors = [c for c in prof["columns"] if design_factor(c, n)]
        measures_d = [c for c in prof["columns"] if c["kind"] == "num" and c not in factors
                      and not roles(c) & {"id", "rownames", "time", "datepart", "weight", "coded"} and c["nonnull"] >= 3]
        if (unit_named(xc["name"]) or xc["name"].strip().lower() in LAYOUT_NAMES) and xc.get("distinct", 99) <= 30 \
                and any(c is not xc and c["name"] in split for c in factors) and len(measures_d) <= 3:
            soft_add("strips-by-unit", "borderline", f"strips by the unit {xs[0]!r} while the factor "
                                                     f"{split[0]!r} is only a colour")
    # rows counted per date of a balanced panel: every date holds the same
    # number of rows (54 regions x 2 types), the line is flat but for a
    # missing row; the measures per date are the chart (session 16)
    if mark == "line" and not ycols and not split and len(xcols) == 1 and xcols[0]["kind"] == "date" \
            and xcols[0].get("distinct", 0) >= 10:
        per = rows_per_value(prof, xcols[0])
        if per is not None and per[1] >= 10 and per[1] <= 1.05 * per[0] + 1 and prof["measures"]:
            soft_add("balanced-count-line", "wrong", f"every date holds {per[0]}-{per[1]} rows: "
                                                     "the count is the design, a flat line")
    # rows counted per date of a table of items (house sales, births per
    # birthday, lifters per meet): no time of day anywhere, so the rows are
    # no log of events, and the items carry measures of their own, whose
    # chart is the first look; an event log (flights by the hour,
    # transactions, pizzas with their time) counted per day is the chart
    if mark == "line" and not ycols and not split and len(xcols) == 1 and xcols[0]["kind"] == "date" \
            and len(prof["measures"]) >= 2 and "balanced-count-line" not in [r_ for r_, _ in soft] \
            and not any(c.get("time_of_day") for c in prof["columns"]) and not has_clock(prof, xcols[0]):
        soft_add("items-counted-per-date", "borderline", f"rows counted per {xs[0]!r}, a date with no time of day, "
                                                         f"while the rows' measures ({prof['measures'][0]!r} …) go undrawn")
    # counts of one 0/1 flag split by another, of many such flags (answers
    # to 12 questions, 67 painting elements): any pair is arbitrary; wrong
    # when the flag is nearly always one value (one full bar)
    if mark == "bars" and not ycols and len(xcols) == 1 and split:
        flags = [c for c in prof["columns"] if c["kind"] == "num" and c.get("values")
                 and len(c["values"]) == 2 and set(c["values"]) == {0.0, 1.0}]
        sc = col(prof, split[0])
        if len(flags) >= 5 and xcols[0] in flags and sc in flags:
            xc = xcols[0]
            full = (xc.get("level_max") or 0) >= 0.95 * max(xc["nonnull"], 1)
            soft_add("two-of-many-flags", "wrong" if full else "borderline",
                     f"counts of the flag {xs[0]!r} by the flag {split[0]!r}, two of {len(flags)} 0/1 columns")
    # measures as point panels over a date that several rows share (coffees
    # graded, eruptions seen, eggs laid on one day): items, not a series;
    # a scatter of two of the measures says more (session 16)
    if panels and mark == "points" and len(ycols) >= 2 and len(xcols) == 1 and xcols[0]["kind"] == "date" \
            and not split and n >= 2 * max(xcols[0].get("distinct") or n, 1) and "items-over-time" not in [r_ for r_, _ in soft]:
        soft_add("items-over-time", "borderline", f"{len(ycols)} measures as points over {xs[0]!r}, "
                                                  f"{n} rows on {xcols[0]['distinct']} dates: items, not a series")
    # a measure on x against a y of 2-5 values: the dots fall in a few
    # horizontal stripes (Karnofsky scores 70-100 against CD4); strips by a
    # group on x are policy D's chart, not this
    if single and mark == "points" and n >= 20 and xcols[0]["kind"] == ycols[0]["kind"] == "num" \
            and 2 <= (ycols[0].get("distinct") or 0) <= 5 < (xcols[0].get("distinct") or 0) \
            and "codes-grid" not in [r_ for r_, _ in soft]:
        soft_add("few-stripes", "borderline", f"{ys[0]!r} holds {ycols[0]['distinct']} values: "
                                              "the dots fall in a few stripes across x")
    # an uncertainty (error, standard error) drawn as a series of its own
    # beside the values it belongs to: an error bar or band is its place
    if len(ycols) >= 2 and "value-vs-uncertainty" not in [r_ for r_, _ in soft]:
        errs = [c["name"] for c in ycols if UNCERTAINTY_NAME.search(c["name"].strip())]
        if errs and len(errs) < len(ycols):
            soft_add("uncertainty-as-series", "borderline", f"the uncertainty {errs[0]!r} drawn as a series of its own")
    # a panel of nothing: a column of words, a constant, a note (a URL or a
    # '#' comment read as a header), or a second clock beside the time x
    if panels and ycols:
        junk = [c["name"] for c in ycols if (c["kind"] == "num" and c["distinct"] <= 1)
                or re.search(r"https?:|^\s*#", c["name"])
                or (x_time and "time" in roles(c) and c not in xcols)]
        if junk:
            soft_add("junk-panel", "borderline", f"{junk[0]!r} drawn as a panel holds no measure")
    # a line over dates that step back in time (a typical year stitched from
    # months of many years): the line runs back along x
    # (not a line of counts per date, no y: the counts are in date order;
    # back steps of minutes or hours, a clock change, are no stitching)
    if mark == "line" and not split and ycols and xcols and xcols[0]["kind"] == "date" and not x_rowname \
            and UNORDERED <= (xcols[0].get("ordered") or 1.0) < 0.9999 and not summary:
        back = date_back_share(prof, xcols[0])
        # (session 17: and, sorted, the dates leap over a tenth of their span:
        # a stitched year; a table not sorted by date is drawn in date order)
        if back >= 0.1 and s17.dates_leap(prof, xcols[0]):
            soft_add("date-runs-back", "borderline", f"the dates of {xs[0]!r} step back by "
                                                     f"{back:.0%} of their span: a line that runs back")
    # lines over the row number of a full grid (eruptions x waiting, each
    # pair once): a sawtooth; a heat map of the grid is the chart
    if mark == "line" and x_rowname and n >= 100:
        levels = [c["distinct"] for c in prof["columns"] if c["kind"] == "num" and 5 <= (c.get("distinct") or 0) < n
                  and not roles(c) & {"rownames", "time", "datepart"}]   # (year x month is a calendar)
        if any(a * b == n for i, a in enumerate(levels) for b in levels[i + 1:]):
            soft_add("grid-as-lines", "wrong", "the rows are a full grid of two columns, joined by lines over the row number")
    # ---- session 18 (h34e): judge_s18.py
    for rule, sev, why in s18.soft_rules(prof, xcols, ycols, mark, panels, r.get("stdout"), pair_corr,
                                         set(rules) | {r_ for r_, _ in soft}):
        soft_add(rule, sev, why)
    # ---- session 17 (h33e): judge_s17.py
    for rule, sev, why in s17.soft_rules(prof, xcols, ycols, split, mark, panels, design_factor, same_start,
                                         set(rules) | {r_ for r_, _ in soft}):
        soft_add(rule, sev, why)
    # ---- session 19 (h35e): judge_s19.py
    for rule, sev, why in s19.soft_rules(prof, xcols, ycols, split, mark, panels, log_y, r.get("stdout"),
                                         set(rules) | {r_ for r_, _ in soft}):
        soft_add(rule, sev, why)
    # ---- session 20 (h36e): judge_s20.py
    for rule, sev, why in s20.soft_rules(prof, xcols, ycols, split, mark, panels,
                                         set(rules) | {r_ for r_, _ in soft}, design_factor):
        soft_add(rule, sev, why)
    # ---- session 21 (h37e): judge_s21.py
    for rule, sev, why in s21.soft_rules(prof, xcols, ycols, split, mark, panels,
                                         set(rules) | {r_ for r_, _ in soft}):
        soft_add(rule, sev, why)
    # ---- session 22 (h38e): judge_s22.py
    for rule, sev, why in s22.soft_rules(prof, xcols, ycols, split, mark, panels,
                                         set(rules) | {r_ for r_, _ in soft}, r.get("stdout")):
        soft_add(rule, sev, why)
    # ---- session 23 (h39e): judge_s23.py
    for rule, sev, why in s23.soft_rules(prof, xcols, ycols, split, mark, panels,
                                         set(rules) | {r_ for r_, _ in soft}, r.get("stdout"), log_x, log_y):
        soft_add(rule, sev, why)
    # ---- session 24 (h40e): judge_s24.py
    for rule, sev, why in s24.soft_rules(prof, xcols, ycols, split, mark, panels,
                                         set(rules) | {r_ for r_, _ in soft}, r.get("stdout"), log_x, log_y):
        soft_add(rule, sev, why)
    # ---- session 25 (lead): judge_s25.py
    for rule, sev, why in s25.soft_rules(prof, xcols, ycols, split, mark, panels,
                                         set(rules) | {r_ for r_, _ in soft}, r.get("stdout")):
        soft_add(rule, sev, why)
    # ---- session 26 (h42j): judge_s26.py, checks written leave-one-collection-out
    for rule, sev, why in s26.soft_rules(prof, xcols, ycols, split, mark, panels,
                                         set(rules) | {r_ for r_, _ in soft}, r.get("stdout")):
        soft_add(rule, sev, why)
    # ---- session 28 (h44f): judge_s27.py, checks written from the unseen collections s24-s27
    for rule, sev, why in s27.soft_rules(prof, xcols, ycols, split, mark, panels,
                                         set(rules) | {r_ for r_, _ in soft}, r.get("stdout")):
        soft_add(rule, sev, why)
    for rule in s19.lifted(prof, xcols, ycols, mark, panels, r.get("stdout"), set(rules) | {r_ for r_, _ in soft}) \
            | s20.lifted(prof, xcols, ycols, mark, r.get("stdout"), set(rules) | {r_ for r_, _ in soft}) \
            | s22.lifted(prof, xcols, ycols, split, mark, set(rules) | {r_ for r_, _ in soft}) \
            | s23.lifted(prof, xcols, ycols, split, mark, read_wide, set(rules) | {r_ for r_, _ in soft},
                         r.get("stdout")) \
            | s24.lifted(prof, xcols, ycols, mark, set(rules) | {r_ for r_, _ in soft}) \
            | s25.lifted(prof, xcols, ycols, mark, set(rules) | {r_ for r_, _ in soft}) \
            | s27.lifted(prof, xcols, ycols, mark, panels, set(rules) | {r_ for r_, _ in soft}, r.get("stdout")):
        rules[:] = [r_ for r_ in rules if r_ != rule]
        soft[:] = [(r_, sev) for r_, sev in soft if r_ != rule]
        out["why"] = [w for w in out["why"] if not w.startswith((rule + ":", rule + " (borderline):"))]
    out["rules"] = rules + [r_ for r_, sev in soft if sev == "wrong"]
    out["soft"] = [r_ for r_, sev in soft if sev == "borderline"]
    out["class"] = "wrong" if out["rules"] else ("borderline" if out["soft"] else "ok")
    out["chosen"] = {"x": xs, "y": ys[:20], "series": split, "mark": mark,
                     "layout": ch.get("layout"), "n_series": nser, "log_x": log_x, "log_y": log_y,
                     "read_wide": read_wide}
    return out


# ------------------------------------------------------------ analyst default

def analyst_chart(prof: dict) -> dict:
    """The chart a careful analyst would draw first (used by compare.py):
    a line over time (dates, else year+month/quarter, else a time-named
    column), one line per entity in long tables; else a bar per label for a
    small table with unique labels; else a scatter of two real measures; else
    one measure over the rows (if they follow each other) or its histogram."""
    cols = prof["columns"]
    n = prof["rows"]
    measures = [col(prof, m) for m in prof["measures"]]
    measures = [m for m in measures if "coded" not in m["roles"]] or measures
    real = [m for m in measures if not m.get("integer") or m["distinct"] > 20]
    dates = sorted((c for c in cols if c["kind"] == "date"), key=lambda c: -(c.get("distinct") or 0))
    times = sorted((c for c in cols if "time" in c["roles"] and c["kind"] == "num"
                    and "rownames" not in c["roles"]), key=lambda c: -c["distinct"])
    texts = [c for c in cols if c["kind"] == "text" and "rownames" not in c["roles"]]
    parts = {}
    for c in cols:
        if "datepart" in c["roles"]:
            for t in tokens(c["name"]):
                if t in ("year", "yr", "month", "quarter", "qtr", "day") and t not in parts:
                    parts[{"yr": "year", "qtr": "quarter"}.get(t, t)] = c
    x, x_parts = None, None
    if dates:
        x = dates[0]
    elif "year" in parts and ("month" in parts or "quarter" in parts):
        x_parts = [parts["year"]["name"], (parts.get("month") or parts["quarter"])["name"]]
        if "month" in parts and "day" in parts:
            x_parts.append(parts["day"]["name"])
    elif times:
        x = times[0]
    if (x is not None or x_parts) and measures:
        skip = set(x_parts or []) | ({x["name"]} if x is not None else set())
        ys = [m["name"] for m in (real or measures) if m["name"] not in skip][:4]
        if ys:
            if x is not None:
                n_x = x["distinct"]
            else:
                n_x = 1
                for p in x_parts:
                    n_x *= max(1, col(prof, p)["distinct"])
                n_x = min(n_x, n)
            chart = {"kind": "line", "x": x["name"] if x is not None else None, "x_parts": x_parts,
                     "y": ys, "color": None, "detail": None,
                     "x_type": "temporal" if (x is None or x["kind"] == "date") else "quantitative",
                     "x_integer": bool(x is not None and x.get("integer"))}
            if n_x < 0.9 * n:
                # long format: the text column with about one row per x value
                # per entity names the lines
                ents = [t for t in texts if t["distinct"] >= 2 and abs(n / t["distinct"] - n_x) <= 0.25 * n_x]
                small = [t for t in texts if 2 <= t["distinct"] <= 12]
                if ents:
                    ent = min(ents, key=lambda t: t["distinct"])
                    if ent["distinct"] <= 12:
                        chart["color"] = ent["name"]
                    else:
                        chart["detail"] = ent["name"]
                        others = [t for t in small if t["name"] != ent["name"]]
                        chart["color"] = others[0]["name"] if others else None
                elif small:
                    chart["color"] = small[0]["name"]
                    chart["kind"] = "point"
                else:
                    chart["kind"] = "point"
            return chart
    labels = [t for t in texts if t.get("unique")]
    if not labels and cols and "rownames" in cols[0]["roles"] and cols[0]["kind"] == "text":
        labels = [cols[0]]
    if labels and measures and n <= 150:
        return {"kind": "bar", "x": labels[0]["name"], "y": [(real or measures)[0]["name"]]}
    small = [t for t in texts if 2 <= t["distinct"] <= 12]
    if len(real) >= 2:
        return {"kind": "point", "x": real[0]["name"], "y": [real[1]["name"]],
                "color": small[0]["name"] if small else None}
    if real or len(measures) == 1:
        m = (real or measures)[0]
        lag = m.get("lag1")
        if lag is not None and lag > 0.5:
            return {"kind": "line", "x": None, "y": [m["name"]]}
        return {"kind": "histogram", "x": m["name"], "y": []}
    if len(measures) >= 2:
        return {"kind": "point", "x": measures[0]["name"], "y": [measures[1]["name"]],
                "color": small[0]["name"] if small else None}
    if texts:
        return {"kind": "count", "x": min(texts, key=lambda t: t["distinct"])["name"], "y": []}
    return {"kind": "none"}


# ------------------------------------------------------------ driver

def load_profiles(paths: list[str], cache_path: str) -> dict:
    cache = {}
    if os.path.exists(cache_path):
        try:
            with open(cache_path, "rb") as f:
                cache = pickle.load(f)
        except Exception:
            cache = {}
    out, dirty = {}, False
    for p in paths:
        try:
            st = os.stat(p)
        except OSError:
            out[p] = None
            continue
        key = (p, st.st_size, int(st.st_mtime), PROFILE_VERSION)
        if cache.get(key) is not None:   # an unreadable table is tried again
            out[p] = copy.deepcopy(cache[key])
            if out[p] is not None:
                classify_columns(out[p])
            continue
        try:
            pr = profile(p)
        except Exception as e:
            print(f"!! cannot profile {p}: {e}", file=sys.stderr)
            pr = None
        cache[key] = copy.deepcopy(pr)
        if pr is not None:
            classify_columns(pr)
        out[p] = pr
        dirty = True
    if dirty:
        with open(cache_path, "wb") as f:
            pickle.dump(cache, f)
    return out


def summarise(judged: list[dict], label: str, examples: int) -> str:
    lines = [f"# Judge summary: {label}", ""]
    for coll in sorted({j["collection"] for j in judged}):
        js = [j for j in judged if j["collection"] == coll]
        n = len(js)
        cls = Counter(j["class"] for j in js)
        prim = Counter(j["rules"][0] for j in js if j["class"] == "wrong")
        anyr = Counter(r for j in js if j["class"] == "wrong" for r in set(j["rules"]))
        big = sum(1 for j in js if (j.get("svg_bytes") or 0) > SVG_LIMIT)
        secs = [j["seconds"] for j in js if j.get("seconds") is not None]
        lines.append(f"## {coll}: {n} files")
        lines.append("")
        lines.append("| class | count | share |")
        lines.append("| --- | ---: | ---: |")
        for k in ("ok", "borderline", "wrong", "refused-chartable", "refused-ok", "crash", "unjudged"):
            lines.append(f"| {k} | {cls.get(k, 0)} | {cls.get(k, 0) / n:.1%} |")
        lines.append("")
        lines.append("| wrong, by rule | primary | any |")
        lines.append("| --- | ---: | ---: |")
        for rule, c in sorted(anyr.items(), key=lambda kv: -kv[1]):
            lines.append(f"| {rule} | {prim.get(rule, 0)} | {c} ({c / n:.1%}) |")
        soft = Counter(r for j in js if j["class"] == "borderline" for r in j.get("soft", []))
        if soft:
            lines.append("")
            lines.append("| borderline, by rule | count |")
            lines.append("| --- | ---: |")
            for rule, c in sorted(soft.items(), key=lambda kv: -kv[1]):
                lines.append(f"| {rule} | {c} ({c / n:.1%}) |")
        lines.append("")
        lines.append(f"SVG over 2 MB: {big}; median time {statistics.median(secs) if secs else float('nan'):.3f} s; "
                     f"max {max(secs) if secs else float('nan'):.1f} s")
        lines.append("")
        if examples:
            lines.append("Examples:")
            for rule, _ in sorted(anyr.items(), key=lambda kv: -kv[1]):
                ex = [j for j in js if j["class"] == "wrong" and rule in j["rules"]][:examples]
                for j in ex:
                    why = next((w for w in j["why"] if w.startswith(rule)), "")
                    lines.append(f"- {rule}: {j['name']}: {why[len(rule) + 2:]} "
                                 f"[x={j['chosen']['x']}, {j['chosen']['n_series']} series, {j['chosen']['mark']}]")
            for k in ("refused-chartable", "crash"):
                for j in [j for j in js if j["class"] == k][:examples]:
                    lines.append(f"- {k}: {j['name']}: {'; '.join(j['why'])[:200]}")
            lines.append("")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--label", required=True)
    ap.add_argument("--out", default="/work/corpus-out")
    ap.add_argument("--examples", type=int, default=3)
    args = ap.parse_args()
    base = os.path.join(args.out, args.label)
    runs = [json.loads(l) for l in open(os.path.join(base, "results.jsonl"))]
    profs = load_profiles(sorted({r["file"] for r in runs}), os.path.join(args.out, "judge-profiles.pkl"))
    judged = []
    for r in sorted(runs, key=lambda r: (r["collection"], r["name"])):
        j = judge_run(r, profs.get(r["file"]))
        judged.append(j)
    with open(os.path.join(base, "judged.jsonl"), "w") as f:
        for j in judged:
            f.write(json.dumps(j) + "\n")
    text = summarise(judged, args.label, args.examples)
    with open(os.path.join(base, "summary.md"), "w") as f:
        f.write(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
