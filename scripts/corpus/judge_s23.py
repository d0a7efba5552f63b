"""Session 23 rules of the judge (h39e), kept apart so judge.py stays readable.

Written from the labels where the judge disagreed with the eye on main23's
run, in the sets calibration, new-s15 and random-s14 .. random-s22, each as a
CLASS of tables checked against every run of main23 (labelled or not); never
from `random-s23` (the seed-23 sample, labelled this session before any rule)
nor from `holdout`.  The README's "Session 23" table lists them with the
labels they were written from.  judge.py calls:

- `soft_rules(...)` the session-23 rules on a chart, as (rule, severity, why)
- `lifted(...)` the rules of earlier sessions that do not hold on a chart
"""
from __future__ import annotations

import re

import numpy as np
import pandas as pd

import judge_s21 as s21
from judge_s20 import _read, survival_time

BINNED_CORR = 0.98        # rank correlation of a column with its own rounded or binned form
BINNED_SHARE = 0.75       # rows whose fine value lies between the coarse value's neighbouring levels
ZERO_SHARE = 0.70         # an axis whose values are this often exactly 0
GAP_SPAN = 0.10           # a step of x over this share of x's span …
GAP_STEPS = 50            # … and this many median steps: a stretch without data
RESCALED = 0.999         # rank correlation of a column with an axis it merely rescales (its log)
STRIP_FILL = 3            # rows per strip (and colour) for each value y takes
# the binary's report of a battery drawn as distributions (h39b): a line per
# column over shared bins, its counts joined, no rows joined
DISTRIBUTIONS = re.compile(r"a panel for each, its distribution over \d+ bins", re.I)
ROW_ORDER_RULES = {"cross-section-lines", "time-not-x", "line-zigzag", "line-runs-back", "several-lines-over-row",
                   "units-as-sequence"}
BROKEN = re.compile(r"gaps? longer than usual: the line breaks", re.I)   # the binary's report


def _numbers(prof: dict, cols: list[dict]) -> pd.DataFrame | None:
    """The columns read as numbers (NaN where a cell is not one), or None."""
    df = _read(prof, [c["pos"] for c in cols])
    if df is None:
        return None
    return df.apply(pd.to_numeric, errors="coerce")


def binned_copy(prof: dict, x: dict, y: dict) -> tuple[str, str, float] | None:
    """(coarse, fine, share) when one of x and y is the other rounded or cut
    into classes, else None.

    The coarser column (fewer values: at most 0.8 as many, at least 5) ranks
    the rows as the finer one does (rank correlation ≥ 0.98), and in ≥ 75% of
    the rows the fine value lies between the coarse value's neighbouring
    levels: a lifter's weight class against the bodyweight it was cut from (a
    staircase), a pig's initial weight in whole kilograms against the same
    weight to the half kilogram (a diagonal).  Two measures that merely rise
    together (weight loss against iron content, Gibbs energy against enthalpy)
    differ by far more than a level's step.  Policy C: a near copy."""
    if x is y or "date" in (x["kind"], y["kind"]):
        return None
    df = _numbers(prof, [x, y])
    if df is None:
        return None
    # (a column of numbers with a few words among them is read as numbers, as
    # the binary draws it: weight classes `52` … `120` and `120+`)
    raw = _read(prof, [x["pos"], y["pos"]])
    filled = (~raw.isin(["", "NA", "NaN", "nan", "None"])).sum()
    if (df.notna().sum() < 0.9 * filled).any():
        return None
    both = df.dropna()
    if len(both) < 10:
        return None
    a, b = both[x["pos"]].to_numpy(dtype=float), both[y["pos"]].to_numpy(dtype=float)
    coarse, fine, cname, fname = (b, a, y["name"], x["name"]) if len(np.unique(b)) <= len(np.unique(a)) \
        else (a, b, x["name"], y["name"])
    levels = np.unique(coarse)
    if len(levels) < 5 or len(levels) > 0.8 * len(np.unique(fine)):
        return None
    if abs(pd.Series(coarse).rank().corr(pd.Series(fine).rank())) < BINNED_CORR:
        return None
    i = np.searchsorted(levels, coarse)
    below = np.where(i > 0, levels[np.maximum(i - 1, 0)], -np.inf)
    above = np.where(i < len(levels) - 1, levels[np.minimum(i + 1, len(levels) - 1)], np.inf)
    share = float(((fine >= below) & (fine <= above)).mean())
    return (cname, fname, share) if share >= BINNED_SHARE else None


def zero_piled(prof: dict, cols: list[dict]) -> tuple[str, float] | None:
    """(name, share) of an axis whose values are exactly 0 in ≥ 70% of the
    rows while it holds ≥ 5 values, else None: capital gains (mostly none)
    against years of schooling; the dots pile on one line and the few that
    are not 0 are the chart.  A flag or code (< 5 values) is not this; a
    value other than 0 that many rows share (a study's end at week 52, the
    censored) is the data's own limit, not this."""
    for c in cols:
        if c["kind"] != "num" or (c.get("distinct") or 0) < 5 or c.get("min") is None or c["min"] > 0:
            continue
        df = _numbers(prof, [c])
        if df is None:
            continue
        v = df[c["pos"]].dropna()
        if len(v) >= 10:
            share = float((v == 0).mean())
            if share >= ZERO_SHARE:
                return c["name"], share
    return None


def bridged_gap(prof: dict, x: dict, stdout: str | None) -> float | None:
    """The widest step of x as a share of its span when a line over x jumps
    a stretch with no rows — a step ≥ 10% of the span and ≥ 50 median steps
    (an airline's flights missing for three months of the year) — and the
    binary did not say it breaks the line there ("gaps longer than usual:
    the line breaks there"); else None.  A straight segment across the
    stretch draws values that were never measured."""
    if x["kind"] not in ("num", "date") or (x.get("distinct") or 0) < 20 or BROKEN.search(stdout or ""):
        return None
    df = _read(prof, [x["pos"]])
    if df is None:
        return None
    s = df[x["pos"]]
    if x["kind"] == "num":
        v = pd.to_numeric(s, errors="coerce").dropna().to_numpy(dtype=float)
    else:
        t = pd.to_datetime(s, errors="coerce", format="mixed", utc=True).dropna()
        v = ((t - pd.Timestamp(0, tz="UTC")).dt.total_seconds()).to_numpy(dtype=float)
    v = np.unique(v)
    if len(v) < 20:
        return None
    steps = np.diff(v)
    span, med = v[-1] - v[0], float(np.median(steps))
    if span <= 0 or med <= 0:
        return None
    widest = float(steps.max())
    return widest / span if widest >= GAP_SPAN * span and widest >= GAP_STEPS * med else None


def overdrawn_strips(prof: dict, x: dict, y: dict, split: list) -> tuple[int, float] | None:
    """(y's values, rows per strip) when strips of y over a few-level x
    (≤ 12 values) hold, in the median strip (and colour), ≥ 3 rows for each
    of the 3 to 25 values y takes, else None: 93 subjects' 0-10 scores in
    halves by a two-level factor make every strip a full column of dots drawn
    over one another; neither the counts nor a difference show.  Boxes or a
    histogram per level say it."""
    if y["kind"] != "num" or not 3 <= (y.get("distinct") or 0) <= 25 or not 1 <= (x.get("distinct") or 0) <= 12:
        return None
    keys = [x] + [c for c in prof["columns"] if split and c["name"] == split[0]][:1]
    df = _read(prof, [c["pos"] for c in keys] + [y["pos"]])
    if df is None:
        return None
    df = df.assign(_y=pd.to_numeric(df[y["pos"]], errors="coerce")).dropna(subset=["_y"])
    if df.empty:
        return None
    per = float(df.groupby([c["pos"] for c in keys])["_y"].size().median())
    k = int(df["_y"].nunique())
    return (k, per) if k >= 3 and per >= STRIP_FILL * k else None


def rescaled_axes(prof: dict, axes: list[dict]) -> list[dict]:
    """The numeric columns, other than the axes, that are one of them rescaled:
    one value per value of the axis and ranked as it is (rank correlation
    ≥ 0.999 over the rows where both are given) — linearmodels' birthweight
    keeps ` lfaminc`, the log of the family income `faminc`.  Such a column
    numbers nothing; it is the axis again."""
    n = prof["rows"]
    names = {a["name"] for a in axes}
    cands = [c for c in prof["columns"] if c["kind"] == "num" and c["name"] not in names
             and "rownames" not in c["roles"] and 5 <= (c.get("distinct") or 0) <= n / 1.8][:s21.UNIT_CAP]
    if not cands:
        return []
    df = _numbers(prof, [a for a in axes if a["kind"] == "num"] + cands)
    if df is None:
        return []
    out = []
    for c in cands:
        for a in axes:
            if a["kind"] != "num" or a["pos"] == c["pos"]:
                continue
            both = df[[a["pos"], c["pos"]]].dropna()
            if len(both) >= 10 and both.groupby(c["pos"])[a["pos"]].nunique().max() <= 1 \
                    and abs(both[a["pos"]].rank().corr(both[c["pos"]].rank())) >= RESCALED:
                out.append(c)
                break
    return out


def soft_rules(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool,
               fired: set, stdout: str | None = None, log_x: bool = False,
               log_y: bool = False) -> list[tuple[str, str, str]]:
    """The session-23 rules on a chart: (rule, "borderline" | "wrong", why) for
    each that holds; `fired` holds the rules already given."""
    out = []
    x = xcols[0] if len(xcols) == 1 and xcols[0] else None
    y = ycols[0] if len(ycols) == 1 else None
    scatter = mark == "points" and not panels and x is not None and y is not None
    # one column the other rounded or cut into classes (weight class against
    # bodyweight): a staircase or a diagonal, nothing learnt (policy C)
    if scatter and not {"near-copy", "copy-pair"} & fired:
        hit = binned_copy(prof, x, y)
        if hit:
            out.append(("binned-copy", "borderline", f"{hit[0]!r} is {hit[1]!r} rounded or binned "
                                                     f"({hit[2]:.0%} of rows within a level): a near copy"))
    # most dots on the zero line of one axis (capital gain mostly 0)
    if scatter and "outlier-squash" not in fired:
        hit = zero_piled(prof, [c for c, log in ((x, log_x), (y, log_y)) if not log])
        if hit:
            out.append(("zero-piled", "borderline", f"{hit[0]!r} is 0 in {hit[1]:.0%} of rows: "
                                                    "the dots pile on one line"))
    # a line drawn straight across months with no rows
    # (on a log x the steps are not what the eye sees: gamma-ray flux over log time)
    if mark == "line" and x is not None and ycols and not log_x and "survival-as-lines" not in fired:
        hit = bridged_gap(prof, x, stdout)
        if hit:
            out.append(("line-bridges-gap", "borderline", f"the line crosses a stretch of {hit:.0%} of "
                                                          f"{x['name']!r} with no rows"))
    # strips that are full columns of dots (a half-point score of 93 subjects)
    if scatter and x["kind"] != "date" and not {"codes-grid", "dense-integer-grid", "repeated-dots"} & fired:
        hit = overdrawn_strips(prof, x, y, split)
        if hit:
            out.append(("strips-overdrawn", "borderline", f"{y['name']!r} takes {hit[0]} values and each strip "
                                                          f"holds {hit[1]:.0f} rows: dots drawn over one another"))
    return out


def lifted(prof: dict, xcols: list, ycols: list, split: list, mark: str, read_wide: bool,
           fired: set, stdout: str | None = None) -> set[str]:
    """Rules of earlier sessions that do not hold on this chart:

    - the rules on rows joined by lines (`ROW_ORDER_RULES`) when the binary
      says it drew each of a battery's columns as its distribution over
      shared bins ("a panel for each, its distribution over 19 bins"): the
      lines join a histogram's counts, not rows — a histogram per panel;

    - `points-drawn-again` when the only "unit" that repeats an axis is that
      axis rescaled (`rescaled_axes`: birth weight against a bracketed family
      income whose log is a column of its own — a bracket holds many
      families, not one family drawn again);
    - `dense-integer-grid` when one axis is a survival table's time (an
      event flag beside a duration, `judge_s20.survival_time`): the time
      against a covariate is policy S's chart, though both are whole numbers
      (the week of arrest against prior convictions, lifelines' rossi);
    - `empty-x` when x is a wide table's run of ≥ 10 columns read as one axis
      and the empty ones are its last (or first) columns, under a fifth of
      them: the years not yet filled in (fertility 2012 and 2013); the line
      simply ends."""
    out = set()
    if mark == "line" and DISTRIBUTIONS.search(stdout or ""):
        out |= ROW_ORDER_RULES & fired
    # (points-drawn-again once more, with the columns that only rescale an
    # axis not taken for the units: a log of the income is no unit)
    if "points-drawn-again" in fired and mark == "points" and len(xcols) == 1 and len(ycols) == 1 \
            and xcols[0] and len(split) == 1:
        s = next((c for c in prof["columns"] if c["name"] == split[0]), None)
        again = rescaled_axes(prof, [xcols[0], ycols[0]])
        if s is not None and again:
            rest = dict(prof, columns=[c for c in prof["columns"] if all(c is not a for a in again)])
            if s21.points_drawn_again(rest, xcols[0], ycols[0], s) is None:
                out.add("points-drawn-again")
    if "dense-integer-grid" in fired and mark == "points" and len(xcols) == 1 and len(ycols) == 1:
        durations = survival_time(prof) or []
        if any(c is xcols[0] or c is ycols[0] for c in durations):
            out.add("dense-integer-grid")
    if "empty-x" in fired and read_wide and len(xcols) >= 10 and all(xcols):
        n = prof["rows"]
        empty = [i for i, c in enumerate(xcols) if c["nonnull"] < 0.5 * n]
        k = len(empty)
        edge = empty == list(range(len(xcols) - k, len(xcols))) or empty == list(range(k))
        if 0 < k < 0.2 * len(xcols) and edge:
            out.add("empty-x")
    return out
