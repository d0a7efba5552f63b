"""Session 24 rules of the judge (h40e), kept apart so judge.py stays readable.

Written from the labels where the judge disagreed with the eye on main23c's
run (main at 46dcaa3), in the sets calibration, new-s15 and random-s14 ..
random-s24, each as a CLASS of tables checked against every run of main23c
(labelled or not); never from `random-s25` (the seed-25 sample, labelled this
session before any rule) nor from `holdout`.  The README's "Session 24" table
lists them with the labels they were written from.  judge.py calls:

- `soft_rules(...)` the session-24 rules on a chart, as (rule, severity, why)
- `lifted(...)` the rules of earlier sessions that do not hold on a chart
"""
from __future__ import annotations

import numpy as np
import pandas as pd

import judge_s19 as s19
import judge_s21 as s21
from judge_profile import tokens
from judge_s20 import _read, survival_time
from judge_s23 import DISTRIBUTIONS, _numbers

# names that say a column is what the rows are classed or scored by: the
# table's outcome (benign or malign, survived, the diagnosis)
OUTCOME_TOKENS = {"class", "type", "diagnosis", "diag", "outcome", "target", "label", "status", "result",
                  "response", "survived", "default", "churn"}
OUTCOME_LEVELS = 6        # at most this many values in an outcome column (a header row or two of junk among them)
OUTCOME_SHARE = 0.95      # … the two or three commonest holding this share of the rows
# whole names that say a column is the outcome a scatter of two other columns
# leaves out (policy "—"): survived, sick, the diagnosis; `class`, `label` and
# `default` say it only in a table with none of the others (titanic's
# passenger class beside survived is no outcome)
OUTCOME_NAMES = {"survived", "survival", "sick", "ill", "outcome", "diagnosis", "target", "churn", "died"}
OUTCOME_NAMES_WEAK = {"class", "label", "default"}
TOTAL_CORR = 0.95         # rank correlation of a column with the battery's row sum: the battery's total
LAG_ROWS = 2000           # rows read to find a lagged copy
LAG_SHARE = 0.95          # rows where one column is another shifted down by one
FLAT_DECADES = 2.0        # a line's positive y spanning this many powers of ten …
FLAT_FLOOR = 0.05         # … lies within this share of a linear y axis above its floor …
FLAT_SHARE = 0.5          # … over this share of a log x axis: the line lies flat where most of it is


def battery_outcome(prof: dict, battery: list[dict]) -> tuple[str, str] | None:
    """(what, name) of the outcome a table holds beside a battery of parallel
    measures (three or more, drawn as their distributions), else None:

    - a survival time (`judge_s20.survival_time`: an event flag beside a
      duration) — 76 gene expressions beside the time to metastasis;
    - a class: a column named class/type/diagnosis/outcome/target/status/…
      of at most 6 values whose two or three commonest hold ≥ 95% of the rows
      (benign or malign beside nine cytology scores; Orange's header rows
      `continuous` and `class` are the few others);
    - a total: a numeric column ranked as the battery's row sum (rank
      correlation ≥ 0.95) — total cup points beside the ten cupping scores
      it adds up.

    A battery alone (the democracy indicators beside industrialisation
    measures, nine ability tests beside sex, age and school) holds none; its
    columns' distributions are the chart."""
    names = {c["name"] for c in battery}
    if len(battery) < 3:
        return None
    durations = [c for c in (survival_time(prof) or []) if c["name"] not in names]
    if durations:
        return "the survival time", durations[0]["name"]
    for c in prof["columns"]:
        if c["name"] in names or set(c["roles"]) & {"rownames", "id"} or not set(tokens(c["name"])) & OUTCOME_TOKENS \
                or not 2 <= (c.get("distinct") or 0) <= OUTCOME_LEVELS:
            continue
        df = _read(prof, [c["pos"]])
        if df is None:
            continue
        v = df[c["pos"]].replace("", np.nan).dropna()
        counts = v.value_counts()
        if len(v) >= 20 and len(counts) >= 2 and counts.iloc[1] >= 0.05 * len(v) \
                and counts.iloc[:3].sum() >= OUTCOME_SHARE * len(v):
            return "the class", c["name"]
    cands = [c for c in prof["columns"] if c["kind"] == "num" and c["name"] not in names
             and not set(c["roles"]) & {"rownames", "id", "time", "datepart"} and (c.get("distinct") or 0) >= 5]
    cands = cands[:s21.UNIT_CAP]
    if not cands:
        return None
    df = _numbers(prof, battery + cands)
    if df is None:
        return None
    total = df[[c["pos"] for c in battery]].sum(axis=1, min_count=len(battery))
    for c in cands:
        both = pd.concat([total, df[c["pos"]]], axis=1).dropna()
        if len(both) >= 10 and both.iloc[:, 0].nunique() > 1 and both.iloc[:, 1].nunique() > 1 \
                and both.iloc[:, 0].rank().corr(both.iloc[:, 1].rank()) >= TOTAL_CORR:
            return "the total", c["name"]
    return None


def flat_on_linear(prof: dict, x: dict, y: dict) -> tuple[float, float] | None:
    """(decades, share) when a line over a log x draws a positive y that
    spans ≥ 2 powers of ten on a linear axis and lies within the axis' bottom
    5% over ≥ half of the log x axis, else None: a gamma-ray burst's flux
    falling as a power law of time lies flat on the floor for every time past
    the first minutes; a log y shows the decay."""
    if x["kind"] != "num" or y["kind"] != "num":
        return None
    df = _numbers(prof, [x, y])
    if df is None:
        return None
    d = df[[x["pos"], y["pos"]]].dropna()
    d = d[d[x["pos"]] > 0]
    if len(d) < 10:
        return None
    xv, yv = d[x["pos"]].to_numpy(dtype=float), d[y["pos"]].to_numpy(dtype=float)
    pos = yv[yv > 0]
    if len(pos) < 10 or pos.min() <= 0:
        return None
    decades = float(np.log10(pos.max() / pos.min()))
    lo, hi = min(0.0, float(yv.min())), float(yv.max())
    if decades < FLAT_DECADES or hi <= lo:
        return None
    order = np.argsort(xv)
    lx, low = np.log10(xv[order]), (yv[order] - lo) <= FLAT_FLOOR * (hi - lo)
    span = lx[-1] - lx[0]
    if span <= 0:
        return None
    # the share of the log x axis between neighbouring points that are both on the floor
    flat = float(np.sum(np.diff(lx)[low[1:] & low[:-1]])) / span
    return (decades, flat) if flat >= FLAT_SHARE else None


def drawn_values(prof: dict, x: dict, y: dict) -> tuple[int, int, int] | None:
    """(rows drawn, x's values, y's values) over the rows where both x and y
    are finite numbers — the rows a scatter can draw — else None.  An
    interval-censored table (lifelines' mice) writes `inf` for every open
    upper bound, so the rows with a finite upper bound are exactly those
    whose lower bound is 0: the whole column has many values, the drawn
    rows one."""
    if x["kind"] != "num" or y["kind"] != "num" or x is y:
        return None
    df = _numbers(prof, [x, y])
    if df is None:
        return None
    d = df[[x["pos"], y["pos"]]].replace([np.inf, -np.inf], np.nan).dropna()
    return len(d), int(d[x["pos"]].nunique()), int(d[y["pos"]].nunique())


def lagged_copy(prof: dict) -> tuple[str, str] | None:
    """(lag, of) when a numeric column is another shifted down by one row in
    ≥ 95% of the first 2000 rows (ISLP's Weekly: `Lag1` on row i + 1 is
    `Today` on row i), else None.  Such a copy proves the rows are in time
    order, whatever a coarser time column (the year, 52 rows each) says."""
    cols = [c for c in prof["columns"] if c["kind"] == "num" and "rownames" not in c["roles"]
            and (c.get("distinct") or 0) >= 10][:s21.UNIT_CAP]
    if len(cols) < 2:
        return None
    df = _numbers(prof, cols)
    if df is None:
        return None
    df = df.iloc[:LAG_ROWS]
    if len(df) < 20:
        return None
    for a in cols:
        for b in cols:
            if a is b:
                continue
            lag, now = df[a["pos"]].to_numpy(dtype=float)[1:], df[b["pos"]].to_numpy(dtype=float)[:-1]
            ok = ~(np.isnan(lag) | np.isnan(now))
            if ok.sum() >= 20 and float(np.mean(np.isclose(lag[ok], now[ok]))) >= LAG_SHARE:
                return a["name"], b["name"]
    return None


def soft_rules(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool,
               fired: set, stdout: str | None = None, log_x: bool = False,
               log_y: bool = False) -> list[tuple[str, str, str]]:
    """The session-24 rules on a chart: (rule, "borderline" | "wrong", why) for
    each that holds; `fired` holds the rules already given."""
    out = []
    # a battery drawn as its columns' distributions while the outcome it
    # stands beside (a class, a survival time, the total it adds up to) goes
    # undrawn: the scores by class, or the total, say what the table is for
    if mark == "line" and DISTRIBUTIONS.search(stdout or "") and len(xcols) >= 3 and all(xcols):
        hit = battery_outcome(prof, [c for c in xcols if c["kind"] == "num"])
        if hit:
            out.append(("battery-beside-outcome", "borderline", f"the battery's distributions drawn while "
                                                                f"{hit[0]} {hit[1]!r} beside it goes undrawn"))
    x = xcols[0] if len(xcols) == 1 and xcols[0] else None
    y = ycols[0] if len(ycols) == 1 and ycols[0] else None
    # the rows a scatter draws (both values finite) share one x or one y:
    # every dot on one strip, whatever the whole column holds
    if mark == "points" and not panels and x is not None and y is not None \
            and not {"one-value-x", "one-value-y"} & fired:
        hit = drawn_values(prof, x, y)
        if hit and hit[0] >= 3 and min(hit[1], hit[2]) == 1:
            axis = x["name"] if hit[1] == 1 else y["name"]
            out.append(("one-value-drawn", "wrong", f"the {hit[0]} rows drawn (both values finite) hold one value "
                                                    f"of {axis!r}: every dot on one strip"))
    # a scatter of two other columns while a column named as the outcome
    # (survived, sick, outcome, class, diagnosis …; 2-6 values) is neither
    # axis nor colour: policy "—", the outcome undrawn
    if mark == "points" and not panels and x is not None and y is not None:
        drawn = {x["name"], y["name"], *split}
        outcomes = [c for c in prof["columns"] if 2 <= (c.get("distinct") or 0) <= OUTCOME_LEVELS
                    and c["name"].strip().lower().replace(" ", "_") in OUTCOME_NAMES]
        if not outcomes:
            outcomes = [c for c in prof["columns"] if 2 <= (c.get("distinct") or 0) <= OUTCOME_LEVELS
                        and c["name"].strip().lower().replace(" ", "_") in OUTCOME_NAMES_WEAK]
        named = [c for c in outcomes if c["name"] not in drawn]
        if named:
            out.append(("outcome-undrawn", "borderline", f"{named[0]['name']!r}, the outcome by its name, is neither "
                                                         "axis nor colour"))
    # a line over a log x lying flat on the floor of a linear y
    if mark == "line" and log_x and not log_y and x is not None and len(ycols) == 1 and ycols[0]:
        hit = flat_on_linear(prof, x, ycols[0])
        if hit:
            out.append(("flat-on-linear-y", "borderline", f"{ycols[0]['name']!r} spans {hit[0]:.1f} powers of ten on "
                                                          f"a linear axis: flat on the floor over {hit[1]:.0%} of x"))
    return out


def lifted(prof: dict, xcols: list, ycols: list, mark: str, fired: set) -> set[str]:
    """Rules of earlier sessions that do not hold on this chart:

    - `rownames-as-x`, `several-lines-over-row` and `cross-section-lines` on
      lines when a column is another shifted down by a row (`lagged_copy`):
      the rows are proven in time order, finer than the year that also
      orders them (ISLP's Smarket and Weekly, h40c's charts);
    - `histogram-of-a-series` when the binned column is a survival table's
      duration (`judge_s20.survival_time`): the years from diagnosis to death
      or the last visit, binned, is policy S's chart, though the rows are in
      the order of the diagnosis date (lifelines' lupus); nor when a rank
      column (pos, rank, place: whole numbers in the rows' order) says the
      time ordering the rows is a race's finishing time (pigeons' arrival)."""
    out = set()
    # lines over the row number of a table whose lagged copies prove the rows
    # are in time order (weekly returns and their lags, 52 rows a year): the
    # row is the finest time there is
    rows_rules = {"rownames-as-x", "several-lines-over-row", "cross-section-lines"} & fired
    if rows_rules and mark == "line" and lagged_copy(prof):
        out |= rows_rules
    if "histogram-of-a-series" in fired and mark == "histogram" and len(xcols) == 1 and xcols[0] and not ycols:
        if any(c is xcols[0] for c in survival_time(prof) or []):
            out.add("histogram-of-a-series")
        # (a race's results: a rank column, 1 2 3 … in the rows' order, says
        # the time ordering them is a finishing time, not a series' clock)
        if any(c["kind"] == "num" and c.get("integer") and (c.get("ordered") or 0) >= 0.95
               and any(s19.RANK_NAME.match(t) for t in tokens(c["name"])) for c in prof["columns"]):
            out.add("histogram-of-a-series")
    return out
