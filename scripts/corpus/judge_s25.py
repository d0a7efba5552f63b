"""Session 25 rules of the judge (lead), kept apart so judge.py stays readable.

Written from the labels where the judge disagreed with the eye on main24's
run of the first unseen collection (set `unseen-s24`: /work/corpus-s24,
labelled in session 24 before any rule was written from it), each as a CLASS
of tables checked against every run of main24 on the two tuned collections
(labelled or not); never from `unseen-s25` (the second unseen collection,
labelled this session before any rule) nor from `holdout`.  The README's
"Session 25: the judge on the first unseen collection" lists them with the
labels they were written from.  judge.py calls:

- `soft_rules(...)` the session-25 rules on a chart, as (rule, severity, why)
- `lifted(...)` the rules of earlier sessions that do not hold on a chart
"""
from __future__ import annotations

import re

import numpy as np

from judge_profile import tokens
from judge_s20 import survival_time
from judge_s23 import _numbers

SHIFT_ROWS = 2000      # rows read to find a shifted copy
SHIFT_SHARE = 0.95     # rows where y − x is the one constant
STRIP_ROWS = 2000      # points per category strip, on average, past which a strip is a smear
# a column named as the condition a table of patients is about: its 0/1 or
# few values are the outcome (glaucoma beside eye measurements, a sleep
# disorder beside lifestyle measures)
CONDITION_TOKENS = {"glaucoma", "disorder", "disease", "diabetes", "diabetic", "cancer", "malignant", "dementia",
                    "stroke", "infection", "infected", "recurrence"}
CONDITION_LEVELS = 6
GRID_LEVELS = 15       # whole numbers on both axes, this many levels or more …
GRID_FLOOR = 20        # … none below this: measurements to the unit, not codes
BIRTH = re.compile(r"^(birth|born|dob|birthday|birthdate)$", re.I)


def shifted_copy(prof: dict, x: dict, y: dict) -> float | None:
    """The constant c when y = x + c (c ≠ 0) on ≥ 95% of the first 2000 rows
    where both are numbers, else None: `yesterday` (day − 1) or `tomorrow`
    (day + 1) beside the day of a person-period table, a straight line of
    slope one whatever the data."""
    if x["kind"] != "num" or y["kind"] != "num" or x is y:
        return None
    df = _numbers(prof, [x, y])
    if df is None:
        return None
    d = df[[x["pos"], y["pos"]]].iloc[:SHIFT_ROWS].replace([np.inf, -np.inf], np.nan).dropna()
    if len(d) < 20 or d[x["pos"]].nunique() < 5:
        return None
    diff = (d[y["pos"]] - d[x["pos"]]).round(9)
    common = diff.value_counts()
    if common.empty or common.iloc[0] < SHIFT_SHARE * len(d) or common.index[0] == 0:
        return None
    return float(common.index[0])


def soft_rules(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool,
               fired: set, stdout: str | None = None) -> list[tuple[str, str, str]]:
    """The session-25 rules on a chart as (rule, severity, why), one for
    each that holds; `fired` holds the rules already given."""
    out = []
    x = xcols[0] if len(xcols) == 1 and xcols[0] else None
    y = ycols[0] if len(ycols) == 1 and ycols[0] else None
    # y is x shifted by a constant (policy C: an exact copy): a line of
    # slope one, whatever the rows hold — drawn as points, a line or a
    # median over units alike
    if x is not None and y is not None and mark in ("points", "line") and "copy-pair" not in fired:
        c = shifted_copy(prof, x, y)
        if c is not None:
            out.append(("shifted-copy", "wrong", f"{y['name']!r} is {x['name']!r} {'+' if c > 0 else '−'} "
                                                 f"{abs(c):g} on every row: a line of slope one"))
    # the condition the table is about (glaucoma, a sleep disorder: a
    # column of a few values named as a disease) neither axis nor colour
    # (not in a survival table: the death flag is the event of the time a
    # covariate is drawn against, policy S)
    if mark in ("points", "line") and x is not None and "outcome-undrawn" not in fired \
            and not survival_time(prof):
        drawn = {x["name"], *[c["name"] for c in ycols if c], *split}
        # (first or last, past the row names and one id or side column: where
        # a table keeps its outcome; a diabetes flag among the covariates is
        # no outcome)
        cols = [c for c in prof["columns"] if "rownames" not in (c.get("roles") or [])]
        ends = {id(c) for c in cols[:2] + cols[-1:]}
        named = [c for c in cols if id(c) in ends and c["name"] not in drawn
                 and 2 <= (c.get("distinct") or 0) <= CONDITION_LEVELS
                 and not set(c.get("roles") or []) & {"rownames", "id", "time"}
                 and set(tokens(c["name"])) & CONDITION_TOKENS]
        if named:
            out.append(("condition-undrawn", "borderline", f"{named[0]['name']!r}, the condition the table is about "
                                                           "by its name, is neither axis nor colour"))
    # one point per row on strips per category, thousands on each: a smear
    # (a list of 171 282 cases as ages per department); counts are the chart
    if mark == "points" and not panels and x is not None and x["kind"] != "num" and y is not None \
            and (x.get("distinct") or 0) >= 2 and prof["rows"] / x["distinct"] >= STRIP_ROWS:
        out.append(("smeared-strips", "borderline", f"{prof['rows']:,} rows as points on {x['distinct']} strips of "
                                                    f"{x['name']!r}: a smear"))
    return out


def lifted(prof: dict, xcols: list, ycols: list, mark: str, fired: set) -> set[str]:
    """Rules of earlier sessions that do not hold on this chart:

    - `time-not-x` on a scatter when every time column ordering the rows is
      a date of birth: the players' birth dates order no series; height
      against weight is the chart.  (A line joining the rows in birthday
      order is still joined by it: session 20's babies.)
    - `codes-grid` when both axes hold 15 or more whole numbers, none below
      20: body heights in cm and weights in kg, measured to the unit, not
      codes (codes count from 0 or 1)."""
    out = set()
    if "time-not-x" in fired and mark == "points":
        times = [c for c in prof["columns"] if "time" in (c.get("roles") or []) and c not in xcols]
        if times and all(any(BIRTH.match(t) for t in tokens(c["name"])) for c in times):
            out.add("time-not-x")
    if "codes-grid" in fired and mark == "points" and len(xcols) == 1 and len(ycols) == 1 and xcols[0] and ycols[0] \
            and all(c["kind"] == "num" and (c.get("distinct") or 0) >= GRID_LEVELS and (c.get("min") or 0) >= GRID_FLOOR
                    for c in (xcols[0], ycols[0])):
        out.add("codes-grid")
    return out
