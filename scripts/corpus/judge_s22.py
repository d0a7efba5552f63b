"""Session 22 rules of the judge (h38e), kept apart so judge.py stays readable.

Written from the labels where the judge disagreed with the eye on merged21's
run, in the sets calibration, new-s15 and random-s14 .. random-s21, each as a
CLASS of tables checked against every labelled run of merged21; never from
`random-s22` (the seed-22 sample, labelled this session before any rule) nor
from `holdout`.  The README's "Session 22" table lists them with the labels
they were written from.  judge.py calls:

- `soft_rules(...)` the session-22 rules on a chart, as (rule, severity, why)
- `lifted(...)` the rules of earlier sessions that do not hold on a chart
"""
from __future__ import annotations

import re

import numpy as np
import pandas as pd

from judge_profile import ROWNAME_HEADERS, id_named, tokens, unit_named
from judge_s20 import _read

YEAR_TOKENS = {"year", "yr", "years", "wave", "round"}
# words of a name that only number the rows (`row number`, `case no`, `obs`)
INDEX_TOKENS = {"row", "rows", "no", "nr", "num", "number", "index", "idx", "obs", "case", "seq", "record",
                "line", "item", "n", "i", "count", "counter", "rank", "order", "pos", "position"}
SUMMED = re.compile(r"^Bars of (.+?) added up per ", re.M)   # the binary's report of summed bars
CAP = 40                  # columns looked at as a total, the first ones
GRID_LEVELS = 15          # policy G: two integer columns of fewer levels


def _whole_count(c: dict | None) -> bool:
    """Whole numbers ≥ 0 of more than a few values: a count (medals, votes)."""
    return bool(c and c["kind"] == "num" and c.get("integer") and (c.get("min") or 0) >= 0
                and (c.get("distinct") or 0) > 5 and not set(c["roles"]) & {"rownames", "id", "time", "datepart", "coded"})


def parts_of_a_total(prof: dict, x: dict, y: dict) -> str | None:
    """The name of a column that holds x and y as two of its parts, or None.

    A column T of whole numbers, neither x nor y, that is x + y, or x + y and
    one other column, in ≥ 95% of the rows where all are given, both x and y
    rising with T (rank correlation ≥ 0.5): gold and silver medals of a team
    beside its total (with bronze), two candidates' votes beside the
    district's (with the third).  A whole merely larger than both (a car's
    price beside its power and torque) is no total.  Two such parts follow the size of the whole, not each
    other (the session-15 policy table: voters vs registered, bronze vs
    silver medals are borderline)."""
    if not (_whole_count(x) and _whole_count(y)) or x is y:
        return None
    cands = [c for c in prof["columns"] if c is not x and c is not y and _whole_count(c)][:CAP]
    if not cands:
        return None
    df = _read(prof, [x["pos"], y["pos"]] + [c["pos"] for c in cands])
    if df is None:
        return None
    num = df.apply(pd.to_numeric, errors="coerce")
    a, b = num[x["pos"]].to_numpy(dtype=float), num[y["pos"]].to_numpy(dtype=float)
    for t in cands:
        tot = num[t["pos"]].to_numpy(dtype=float)
        # the whole is x + y, or x + y + one other column (bronze, a third candidate)
        for z in [None] + [c for c in cands if c is not t]:
            rest = np.zeros(len(tot)) if z is None else num[z["pos"]].to_numpy(dtype=float)
            ok = ~(np.isnan(a) | np.isnan(b) | np.isnan(tot) | np.isnan(rest))
            if ok.sum() < 10:
                continue
            if np.mean(np.abs(tot[ok] - a[ok] - b[ok] - rest[ok]) <= 0.5) < 0.95:
                continue
            d = pd.DataFrame({"a": a[ok], "b": b[ok], "t": tot[ok]}).rank()
            if d["a"].corr(d["t"]) >= 0.5 and d["b"].corr(d["t"]) >= 0.5:
                return t["name"]
    return None


def code_fields(prof: dict, a: dict, b: dict) -> str | None:
    """The name of a text column that spells both a and b, or None.

    Two whole-number columns of 2 to 14 levels each (policy G's small
    integer codes) whose values both stand as numbers inside one text column
    in ≥ 90% of the rows (Munsell `10YR 8/6` beside value 8 and chroma 6): the
    fields of a code scattered against each other, a grid of codes, not two
    measures.  Marks of two subjects (1..10) beside no such column pass: the
    eye accepts them."""
    if not (a["kind"] == b["kind"] == "num" and a.get("integer") and b.get("integer")) or a is b:
        return None
    if max(a["distinct"], b["distinct"]) >= GRID_LEVELS or min(a["distinct"], b["distinct"]) < 2:
        return None
    texts = [c for c in prof["columns"] if c["kind"] == "text" and "rownames" not in c["roles"]][:CAP]
    if not texts:
        return None
    df = _read(prof, [a["pos"], b["pos"]] + [c["pos"] for c in texts])
    if df is None or len(df) < 5:
        return None
    va = pd.to_numeric(df[a["pos"]], errors="coerce")
    vb = pd.to_numeric(df[b["pos"]], errors="coerce")
    for t in texts:
        nums = df[t["pos"]].str.findall(r"\d+(?:\.\d+)?").map(lambda v: {float(x) for x in v})
        hit = [(x in ns) and (y in ns) for x, y, ns in zip(va, vb, nums) if x == x and y == y]
        if hit and np.mean(hit) >= 0.9:
            return t["name"]
    return None


def few_waves(prof: dict, x: dict) -> int | None:
    """The number of years when x is a year (by name, whole numbers) of 2 to 5
    values, each holding ≥ 3 rows, in a table too small for judge.py's
    `strips-over-waves` (fewer than 8 rows a year): a growth series measured in
    two seasons drawn as two strips (policy P).  Else None."""
    if not (x["kind"] == "num" and x.get("integer") and set(tokens(x["name"])) & YEAR_TOKENS):
        return None
    k = x.get("distinct") or 0
    n = prof["rows"]
    if not (2 <= k <= 5 and n < 8 * k and (x.get("level_min") or 0) >= 3):
        return None
    return k


def named_ordinal(xcols: list) -> bool:
    """x is one column that runs 1..n (the profile's row-index values) under
    a name of its own: not an export's row header, not an id or a unit by
    name, and with a word besides those that only number rows (`atomic
    number` is a quantity; `row number`, `case no`, `ID`, `rank` are not)."""
    if len(xcols) != 1 or not xcols[0]:
        return False
    c = xcols[0]
    name = c["name"].strip()
    if not c.get("rowindex_values") or name.lower() in ROWNAME_HEADERS or id_named(name) or unit_named(name):
        return False
    return bool(set(tokens(name)) - INDEX_TOKENS)


def equal_totals(prof: dict, x: dict, y: dict) -> int | None:
    """The number of bars when y summed per value of x gives ≥ 3 totals all
    within 2% of one another (a crossing design's fixed number of plants per
    parent), else None: bars of equal height say only how the trial was laid
    out; the outcome's split is the chart (policy F)."""
    df = _read(prof, [x["pos"], y["pos"]])
    if df is None:
        return None
    v = pd.to_numeric(df[y["pos"]], errors="coerce")
    tot = v.groupby(df[x["pos"]]).sum()
    if len(tot) < 3 or tot.min() <= 0:
        return None
    return int(len(tot)) if tot.max() <= 1.02 * tot.min() else None


def soft_rules(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool,
               fired: set, stdout: str | None = None) -> list[tuple[str, str, str]]:
    """The session-22 rules on a chart: (rule, "borderline" | "wrong", why) for
    each that holds; `fired` holds the rules already given."""
    out = []
    x = xcols[0] if len(xcols) == 1 else None
    y = ycols[0] if len(ycols) == 1 else None
    scatter = mark == "points" and not panels and x is not None and y is not None
    # two parts of one total scattered (silver against gold medals, one
    # candidate's votes against another's): both follow the whole's size
    if scatter and not {"size-driven-counts", "part-of-total", "near-copy", "copy-pair"} & fired:
        total = parts_of_a_total(prof, x, y)
        if total:
            out.append(("parts-of-a-total", "borderline", f"{x['name']!r} and {y['name']!r} are two parts of "
                                                          f"{total!r}: both follow its size"))
    # two fields of one code scattered (Munsell value against chroma, both
    # spelled in `10YR 8/6`): a grid of codes (policy G)
    if scatter and not {"codes-grid", "dense-integer-grid"} & fired:
        code = code_fields(prof, x, y)
        if code:
            out.append(("code-fields", "borderline", f"{x['name']!r} and {y['name']!r} are both spelled in "
                                                     f"{code!r}: two fields of a code, a grid (policy G)"))
    # a count summed per category into bars of one height: the design's
    # layout, not the data (strawberry crosses: 40 plants a female parent)
    if mark == "bars" and x is not None and y is not None and SUMMED.search(stdout or ""):
        k = equal_totals(prof, x, y)
        if k:
            out.append(("equal-totals", "borderline", f"{y['name']!r} summed per {x['name']!r} is the same in "
                                                      f"all {k} bars: the design's layout"))
    # a small table's measures as strips over two to five years (policy P)
    if mark == "points" and x is not None and ycols and not split and "strips-over-waves" not in fired:
        k = few_waves(prof, x)
        if k:
            out.append(("strips-over-waves", "wrong", f"x {x['name']!r} has {k} values for {prof['rows']} rows: "
                                                      "strips, not a series"))
    return out


def lifted(prof: dict, xcols: list, ycols: list, split: list, mark: str, fired: set) -> set[str]:
    """Rules of earlier sessions that do not hold on this chart:

    - `survival-as-lines` when the lines are a panel's units over their
      occasions: a line per value of the colour column (≥ 3 units of ≥ 2 rows
      on average, ≥ 75% of them over ≥ 2 values of x), one row per unit and x
      in ≥ 95% of rows — lifelines'
      panel_test, var1 over t a line per id, is the trajectories, not
      subjects joined to one another;
    - `units-as-sequence` and `several-lines-over-row` when x is a named
      quantity that happens to run 1..n (`named_ordinal`): the elements'
      properties over the atomic number are the periodic trends, not rows
      joined in file order."""
    out = set()
    if {"units-as-sequence", "several-lines-over-row"} & fired and mark == "line" and named_ordinal(xcols):
        out |= {"units-as-sequence", "several-lines-over-row"}
    if "survival-as-lines" in fired and mark == "line" and len(xcols) == 1 and xcols[0] and len(split) == 1:
        s = next((c for c in prof["columns"] if c["name"] == split[0]), None)
        x = xcols[0]
        if s is not None and 3 <= (s.get("distinct") or 0) <= prof["rows"] / 2:
            df = _read(prof, [s["pos"], x["pos"]])
            if df is not None and len(df) >= 6:
                dup = df.duplicated(subset=[s["pos"], x["pos"]]).mean()
                varies = (df.groupby(s["pos"])[x["pos"]].nunique() > 1).mean()
                if dup <= 0.05 and varies >= 0.75:
                    out.add("survival-as-lines")
    return out
