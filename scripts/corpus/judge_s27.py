"""Session 28 checks of the judge (h44f): written from the eye's labels of the
unseen collections s24-s27 where the session-26 judge called ok (or borderline)
a chart the eye called borderline (or wrong).

Each check is a CLASS of tables and charts, read from the table's values and
names and the binary's chosen chart, never a file or data-set name.  Written
from s27 mostly, so agreement on s24-s27 is no holdout for them; the lead
measures them on s28.  judge.py calls:

- `soft_rules(...)` the checks on a chart, as (rule, severity, why)
- `lifted(...)` the earlier rules these checks take back, as a set of names

Checks:

- `date-as-number` (wrong): x or a drawn y is a column of whole numbers that are
  all dates written as digits, YYYYMM (199701) or YYYYMMDD (20220516), drawn on
  a numeric axis: each year a comma of 12 points and a gap of 88.
- `code-as-value` (wrong): a drawn axis holds a missing-value code (77777,
  99999, -999, 2147483647, ±214748364 …: a run of one repeated digit, or a
  32-bit limit) in ≥ 1% of its rows, far beyond the other values: the points
  pile in the corners the code makes.
- `exact-function` (wrong alone, borderline among panels): a drawn y is
  y = a ± x exactly (slope ±1, a ≠ 0 or a sign change) on ≥ 98% of the rows:
  born = 2024 − age (to within one), total = score + 288.  Only slope ±1: a change of unit
  (°C / °F) is `copy-pair`'s.
- `curves-pooled` (borderline): one measure against another as points, one
  colour, while an undrawn column of words names 3-60 samples whose rows come
  in blocks (one run each, ≥ 5 rows) and x sweeps within each block: a family
  of curves (flow curves per sample, discharge curves per battery) pooled as
  one cloud.
- `datepart-among-panels` (borderline, lifting `datepart-as-y`): a date part
  (the month number 1-12) drawn as one panel among ≥ 3 panels of real
  measures over a time: a sawtooth panel beside a chart that reads.
- lifted `items-counted-per-date` (`events-counted`): when the binary said it
  read the rows as a list of events ("N rows list events, a row per case …:
  their count per week / month / year is drawn"): incidents (shootings,
  injuries) counted per period are the chart the eye accepts, unless …
- `counts-stretched` (borderline): rows counted per date (a line, no y) while
  90% of the rows (5th to 95th percentile of the date) lie in under 30% of
  the dates' span: a few early records stretch the axis and the counts are a
  flat line then a wall (UFO sightings since 1900, firefighter deaths).
"""
from __future__ import annotations

import os
import re

import numpy as np
import pandas as pd

from judge_s20 import _read as s20_read

CHECKS = ("date-as-number", "code-as-value", "exact-function", "curves-pooled", "datepart-among-panels",
          "events-counted", "counts-stretched")
# (measuring aid: JUDGE_S27_CHECKS=a,b runs only those checks, "none" none)
ENABLED = set(CHECKS) if os.environ.get("JUDGE_S27_CHECKS") is None else \
    set(os.environ["JUDGE_S27_CHECKS"].split(",")) & set(CHECKS)

READ_ROWS = 20000         # rows read for a check
CODE = re.compile(r"^-?(?:([1-9])\1{2,}|2147483647|214748364[0-9]?|32767|65535)$")
CODE_SHARE = 0.01         # rows holding the code
CODE_FAR = 5.0            # the code lies this many times beyond the other values' 99th percentile
EXACT_SHARE = 0.98        # rows where y = a ± x exactly
BLOCK_ROWS = 5            # rows per sample block, on average
# the binary's own line when it read such numbers as dates (then nothing is wrong)
READ_AS_DATES = re.compile(r"^Whole numbers written as YYYYMM or YYYYMMDD were read as dates", re.M)
# the binary's own line when it counted a list of events per period
EVENTS_COUNTED = re.compile(r"^\d+ rows list events, a row per case .*: their count per (week|month|quarter|year) is drawn",
                            re.M)
STRETCH = 0.3             # the middle 90% of the counted rows' dates within this share of their span
PANELS_BESIDE = 3         # real measures drawn as panels beside a date part
UNITS_APART = 5           # samples in blocks, without a sweep, that must lie apart …
ETA_APART = 0.5           # … their means explaining this share of both axes' variance
SWEEP = 0.9               # share of steps of x in one direction within the blocks


def _read(prof: dict, positions: list[int]) -> pd.DataFrame | None:
    """The columns at `positions` as text, the first READ_ROWS rows (judge_s20's reader)."""
    return s20_read(prof, positions, rows=READ_ROWS)


def _num(s: pd.Series) -> pd.Series:
    return pd.to_numeric(s.str.strip(), errors="coerce")


def date_as_number(prof: dict, c: dict) -> str | None:
    """The form ('YYYYMM' / 'YYYYMMDD') when every value of a numeric column
    is a whole number that is a date written as digits, over ≥ 2 years."""
    if not c or c["kind"] != "num" or not c.get("integer") or (c.get("distinct") or 0) < 6:
        return None
    lo, hi = c.get("min"), c.get("max")
    if lo is None or hi is None:
        return None
    if 190001 <= lo and hi <= 210012:
        form, width = "YYYYMM", 6
    elif 19000101 <= lo and hi <= 21001231:
        form, width = "YYYYMMDD", 8
    else:
        return None
    df = _read(prof, [c["pos"]])
    if df is None:
        return None
    v = _num(df[c["pos"]]).replace([np.inf, -np.inf], np.nan).dropna()
    if len(v) < 6 or (v != v.round()).any():
        return None
    v = v.astype(np.int64)
    if width == 6:
        month, year = v % 100, v // 100
        ok = (month >= 1) & (month <= 12)
    else:
        day, month, year = v % 100, (v // 100) % 100, v // 10000
        ok = (month >= 1) & (month <= 12) & (day >= 1) & (day <= 31)
    if not ok.all() or year.nunique() < 2:
        return None
    return form


def code_as_value(prof: dict, c: dict) -> tuple[str, float] | None:
    """(code, share) when a drawn numeric column holds a missing-value code in
    ≥ 1% of its rows, ≥ 5× beyond the 99th percentile of its other values."""
    if not c or c["kind"] != "num":
        return None
    df = _read(prof, [c["pos"]])
    if df is None:
        return None
    v = _num(df[c["pos"]]).replace([np.inf, -np.inf], np.nan).dropna()
    if len(v) < 20:
        return None
    whole = v[v == v.round()].astype(np.int64)
    counts = whole.value_counts()
    coded = [int(k) for k in counts.index if CODE.match(str(k))]
    others = v[~v.isin(coded)].abs()
    if len(others) < 5:
        return None
    bulk = max(float(others.quantile(0.99)), 1.0)
    for code in coded:
        k = int(counts[code])
        if k / len(v) >= CODE_SHARE and abs(code) >= CODE_FAR * bulk:
            return str(code), float(k / len(v))
    return None


def exact_function(prof: dict, x: dict, y: dict) -> str | None:
    """'y = a + x' / 'y = a − x' when y follows x with slope ±1 on ≥ 98% of the
    rows where both hold a number (≥ 10 rows, ≥ half the rows, ≥ 5 values of
    x), a taking one value or two neighbouring whole numbers (a birth year
    against an age: 2024 or 2023, by the birthday).  x may be text that is
    mostly numbers (a golf score, 'E' for even)."""
    if not x or not y or x is y or y["kind"] != "num" or (x.get("distinct") or 0) < 5:
        return None
    df = _read(prof, [x["pos"], y["pos"]])
    if df is None:
        return None
    u, v = _num(df[x["pos"]]), _num(df[y["pos"]])
    m = u.notna() & v.notna() & np.isfinite(u) & np.isfinite(v)
    if m.sum() < 10 or m.mean() < 0.5 or u[m].nunique() < 5:
        return None
    u, v = u[m].to_numpy(dtype=float), v[m].to_numpy(dtype=float)
    for sign, form in ((1.0, "+"), (-1.0, "−")):
        a = np.round(v - sign * u, 9)
        vals, counts = np.unique(a, return_counts=True)
        top = vals[np.argsort(-counts)[:2]]
        share = counts.max() / len(a)
        if len(top) == 2 and abs(top[0] - top[1]) == 1 and float(top[0]) == round(float(top[0])):
            share = np.isin(a, top).mean()
        c0 = float(vals[np.argmax(counts)])
        if sign > 0 and c0 == 0:
            continue                     # y = x: copy-pair's
        if share >= EXACT_SHARE:
            return f"{y['name']} = {c0:g} {form} {x['name']}" + ("" if share == counts.max() / len(a) else " (to within one)")
    return None


def _eta2(v: pd.Series, groups: pd.Series) -> float:
    """The share of a column's variance its group means explain."""
    m = v.notna()
    v, g = v[m], groups[m]
    tot = float(((v - v.mean()) ** 2).sum())
    if tot <= 0:
        return 0.0
    means = v.groupby(g).transform("mean")
    return float(((means - v.mean()) ** 2).sum() / tot)


def curves_pooled(prof: dict, x: dict, y: dict, split: list) -> tuple[str, int, str] | None:
    """(column, samples, how) when an undrawn column of words names 3-60 samples
    whose rows come in blocks (one run each, ≥ 5 rows on average) and either
    x steps one way in ≥ 90% of the steps within the blocks (curves), or there
    are ≥ 5 samples whose means explain half the variance of both x and y
    (units apart on both axes: 34 batteries' capacity and voltage) — pooled
    as one cloud.  Three species apart on both axes are a colour the eye can
    spare (penguins); so are blocks whose means barely differ (athletes by
    games)."""
    n = prof["rows"]
    if split or x["kind"] != "num" or y["kind"] != "num":
        return None
    drawn = {x["name"], y["name"]}
    cands = [c for c in prof["columns"] if c["kind"] == "text" and c["name"] not in drawn
             and "rownames" not in c["roles"] and 3 <= (c.get("distinct") or 0) <= 60
             and n / c["distinct"] >= BLOCK_ROWS]
    if not cands:
        return None
    df = _read(prof, [c["pos"] for c in cands] + [x["pos"], y["pos"]])
    if df is None:
        return None
    xv, yv = _num(df[x["pos"]]), _num(df[y["pos"]])
    for c in cands:
        s = df[c["pos"]]
        runs = int((s != s.shift()).sum())
        if runs > s.nunique():
            continue                     # not in one block per sample
        d = xv.groupby(s).diff().dropna()
        d = d[d != 0]
        if len(d) >= 10 and max((d > 0).mean(), (d < 0).mean()) >= SWEEP:
            return c["name"], int(s.nunique()), "curves"
        if s.nunique() >= UNITS_APART and min(_eta2(xv, s), _eta2(yv, s)) >= ETA_APART:
            return c["name"], int(s.nunique()), "units"
    return None


def soft_rules(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool,
               fired: set, stdout: str | None = None) -> list[tuple[str, str, str]]:
    """The session-28 checks on a chart as (rule, severity, why), one for each
    that holds; `fired` holds the rules already given."""
    out = []
    xs = [c for c in xcols if c]
    ys = [c for c in ycols if c]
    if "date-as-number" in ENABLED and not READ_AS_DATES.search(stdout or ""):
        for c in xs + ys:
            form = date_as_number(prof, c)
            if form:
                out.append(("date-as-number", "wrong", f"{c['name']!r} holds dates written {form} as whole numbers, "
                                                       "drawn on a numeric axis: yearly commas with gaps"))
                break
    if "code-as-value" in ENABLED and mark in ("points", "line", "histogram", "bars"):
        for c in (xs + ys)[:6]:
            hit = code_as_value(prof, c)
            if hit:
                out.append(("code-as-value", "wrong", f"{c['name']!r} holds the code {hit[0]} in {hit[1]:.0%} of "
                                                      "its rows, drawn as a value far beyond the rest"))
                break
    if "exact-function" in ENABLED and len(xs) == 1 and ys and "shifted-copy" not in fired:
        for y in ys[:12]:
            f = exact_function(prof, xs[0], y)
            if f:
                alone = len(ys) == 1
                out.append(("exact-function", "wrong" if alone else "borderline",
                            f"{f}: a straight line of slope ±1 drawn as data"
                            + ("" if alone else ", one of the panels")))
                break
    if "curves-pooled" in ENABLED and mark == "points" and not panels and len(xs) == 1 and len(ys) == 1 \
            and not fired & {"units-pooled", "margins-pooled"}:
        hit = curves_pooled(prof, xs[0], ys[0], split)
        if hit:
            what = f"each a run of rows along {xs[0]['name']!r}" if hit[2] == "curves" else \
                "each a block of rows apart from the others on both axes"
            out.append(("curves-pooled", "borderline", f"{hit[1]} samples of {hit[0]!r}, {what}, pooled as one "
                                                       "cloud: they are not told apart"))
    if "datepart-among-panels" in ENABLED and panels and "datepart-as-y" in fired:
        dp = datepart_among_panels(xs, ys)
        if dp:
            out.append(("datepart-among-panels", "borderline", f"{dp!r}, a date part, drawn as one panel beside "
                                                               f"{len(ys) - 1} measures over {xs[0]['name']!r}"))
    if "counts-stretched" in ENABLED and counted_dates(xs, ys, mark) and not split:
        share = date_bulk_share(prof, xs[0])
        if share is not None and share < STRETCH:
            out.append(("counts-stretched", "borderline", f"90% of the rows lie in {share:.0%} of the span of "
                                                          f"{xs[0]['name']!r}: a few far records stretch the axis"))
    return out


def date_bulk_share(prof: dict, x: dict) -> float | None:
    """The 5th-95th percentile range of a date column as a share of its span."""
    try:
        df = pd.read_csv(prof["path"], header=None, skiprows=1, usecols=[x["pos"]], dtype=str, keep_default_na=False,
                         encoding_errors="replace", on_bad_lines="skip", low_memory=False)
        t = pd.to_datetime(df[x["pos"]], errors="coerce", format="mixed", utc=True).dropna()
        if len(t) < 20:
            return None
        v = (t - pd.Timestamp(0, tz="UTC")).dt.total_seconds().to_numpy(dtype=float)
        span = v.max() - v.min()
        if span <= 0:
            return None
        q05, q95 = np.quantile(v, [0.05, 0.95])
        return float((q95 - q05) / span)
    except Exception:
        return None


def counted_dates(xs: list, ys: list, mark: str) -> bool:
    return mark == "line" and not ys and len(xs) == 1 and xs[0]["kind"] == "date"


def datepart_among_panels(xs: list, ys: list) -> str | None:
    """The date part's name when x is a time and the panels hold one date part
    beside ≥ 3 measures that are no date part, code or id."""
    if len(xs) != 1 or not (xs[0]["kind"] == "date" or set(xs[0]["roles"]) & {"time", "datepart"}):
        return None
    parts = [y for y in ys if "datepart" in y["roles"]]
    real = [y for y in ys if not set(y["roles"]) & {"datepart", "coded", "id", "rownames"}]
    return parts[0]["name"] if len(parts) == 1 and len(real) >= PANELS_BESIDE else None


def lifted(prof: dict, xcols: list, ycols: list, mark: str, panels: bool, fired: set,
           stdout: str | None = None) -> set[str]:
    """Earlier rules taken back by these checks (see the module's doc)."""
    out = set()
    xs = [c for c in xcols if c]
    ys = [c for c in ycols if c]
    if "datepart-among-panels" in ENABLED and panels and "datepart-as-y" in fired and datepart_among_panels(xs, ys):
        out.add("datepart-as-y")
    if "events-counted" in ENABLED and "items-counted-per-date" in fired and EVENTS_COUNTED.search(stdout or "") \
            and len(xs) == 1 and (date_bulk_share(prof, xs[0]) or 0.0) >= STRETCH:
        out.add("items-counted-per-date")
    return out
