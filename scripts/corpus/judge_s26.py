"""Session 26 checks of the judge (h42j): written leave-one-collection-out.

Each check is written from the disagreements of ONE unseen collection (set
`unseen-s24`: /work/corpus-s24, or `unseen-s25`: /work/corpus-s25) and kept
only if it raises the judge's agreement with the eye on the OTHER unseen
collection and changes no verdict of the tuned collections (/work/corpus-h32c,
/work/corpus-s15) that agreed with the eye.  A check is a CLASS of tables and
charts, from values, column names and the binary's own report; never a file
or data-set name.  The README's "Session 26: the judge across collections
(h42j)" gives each check's effect per collection.  judge.py calls:

- `soft_rules(...)` the session-26 checks on a chart, as (rule, severity, why)
"""
from __future__ import annotations

import os
import re

import numpy as np
import pandas as pd

from judge_profile import tokens
from judge_s17 import is_map
from judge_s18 import _numbers, clipped_axes

CHECKS = ("wide-rows-cut", "margins-pooled", "map-far-points")
# (measuring aid: JUDGE_S26_CHECKS=a,b runs only those checks, "none" none,
# to give each check's effect on its own; unset, all run)
ENABLED = set(CHECKS) if os.environ.get("JUDGE_S26_CHECKS") is None else \
    set(os.environ["JUDGE_S26_CHECKS"].split(",")) & set(CHECKS)

# "Read wide: the 12 columns jan to dec are x, and each row is a series, …"
WIDE_ROWS = re.compile(r"^Read wide: .* each row is a series", re.M)
# "The first 12 of 26 measures are drawn, one panel each."
FIRST_OF = re.compile(r"^The first (\d+) of (\d+) measures are drawn", re.M)
UNIT_TOKENS = {"unit", "units", "uom", "unidad", "unidades", "einheit"}
# a level of a category that is the margin of the others: the cells of a
# cross table written out with their totals
MARGIN = re.compile(r"^\s*(total|totals|all|overall|both sexes|all ages|all .+|total .+|.+ total)\s*$", re.I)
MARGIN_LEVELS = 60     # categories of up to this many levels are read for a margin
READ_ROWS = 20000      # rows read for the levels
FAR_IQR = 10           # a point this many interquartile ranges from the median is far …
FAR_SHARE = 0.01       # … and this share of far points on an axis squashes the map's bulk


def _texts(prof: dict, cols: list[dict]) -> pd.DataFrame | None:
    try:
        return pd.read_csv(prof["path"], header=None, skiprows=1, usecols=[c["pos"] for c in cols], dtype=str,
                           keep_default_na=False, nrows=READ_ROWS, encoding_errors="replace",
                           on_bad_lines="skip", low_memory=False)
    except Exception:
        return None


def wide_rows_cut(prof: dict, stdout: str | None) -> tuple[int, int] | None:
    """(drawn, rows) when the binary read a wide table with each ROW a series
    (districts × months, spectra × wavelengths) and drew only its first rows,
    while the rows are values of one quantity (no column names a unit that
    differs from row to row): the rest of the units are silently lost.  Rows
    of different quantities (lab tests, each with its own unit) are panels of
    their own, and a cut of them is a lesser loss."""
    s = stdout or ""
    if not WIDE_ROWS.search(s):
        return None
    m = FIRST_OF.search(s)
    if not m or int(m.group(2)) <= int(m.group(1)):
        return None
    if any(set(tokens(c["name"])) & UNIT_TOKENS and (c.get("distinct") or 0) >= 2 for c in prof["columns"]):
        return None
    return int(m.group(1)), int(m.group(2))


def margins_pooled(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool) -> tuple[str, str] | None:
    """(column, level) when one measure is drawn as points per category (strips)
    or against another measure, pooling the rows of a long table of cells,
    and a category of that table holds a margin among its levels (`Total`,
    `All disability types`, `Both sexes`): the totals are pooled with the
    cells they add up, and at least one other category is left out, so each
    strip mixes quantities of different size."""
    if mark != "points" or panels or len(ycols) != 1 or not ycols[0] or len(xcols) != 1 or not xcols[0]:
        return None
    cats = [c for c in prof["columns"] if c["kind"] == "text" and "category" in (c.get("roles") or [])
            and 2 <= (c.get("distinct") or 0) <= MARGIN_LEVELS]
    drawn = {xcols[0]["name"], ycols[0]["name"], *split}
    if not any(c["name"] not in drawn for c in cats):
        return None                  # nothing pooled: every category is drawn
    df = _texts(prof, cats)
    if df is None:
        return None
    for c in cats:
        if c["pos"] not in df.columns:
            continue
        levels = set(df[c["pos"]].unique())
        if len(levels) < 3:
            continue                 # a two-level flag with "All" is a choice, not a margin
        hit = next((v for v in levels if MARGIN.match(v)), None)
        if hit is not None:
            return c["name"], hit
    return None


def map_far_points(prof: dict, xcols: list, ycols: list, mark: str, stdout: str | None) -> tuple[str, float] | None:
    """(axis, share) when a map (latitude against longitude, policy M) has an
    axis the binary did not cut to its bulk on which at least 1% of the points
    lie more than 10 interquartile ranges from the median: places far from
    the rest (overseas territories, coordinates of 0 or of the wrong sign)
    squash the map's bulk into a corner.  A map of places spread over the
    axis (world cities, airports) has none so far."""
    if mark != "points" or len(xcols) != 1 or len(ycols) != 1 or not xcols[0] or not ycols[0]:
        return None
    x, y = xcols[0], ycols[0]
    if not is_map(x, y) or x["kind"] != "num" or y["kind"] != "num":
        return None
    cut = clipped_axes(stdout)
    df = _numbers(prof, [x["pos"], y["pos"]])
    if df is None:
        return None
    for c in (x, y):
        if c["name"].strip() in cut:
            continue
        v = df[c["pos"]].replace([np.inf, -np.inf], np.nan).dropna().to_numpy(dtype=float)
        if len(v) < 20:
            continue
        q1, med, q3 = np.quantile(v, [0.25, 0.5, 0.75])
        if q3 <= q1:
            continue
        share = float(np.mean(np.abs(v - med) > FAR_IQR * (q3 - q1)))
        if share >= FAR_SHARE:
            return c["name"], share
    return None


def soft_rules(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool,
               fired: set, stdout: str | None = None) -> list[tuple[str, str, str]]:
    """The session-26 checks on a chart as (rule, severity, why), one for each
    that holds; `fired` holds the rules already given."""
    out = []
    cut = wide_rows_cut(prof, stdout) if "wide-rows-cut" in ENABLED else None
    if cut is not None:
        out.append(("wide-rows-cut", "borderline", f"a wide table read as a series per row, but only the first "
                                                   f"{cut[0]} of its {cut[1]} rows are drawn: the rest are lost"))
    hit = margins_pooled(prof, xcols, ycols, split, mark, panels) if "margins-pooled" in ENABLED else None
    if hit is not None:
        out.append(("margins-pooled", "borderline", f"{hit[0]!r} holds the margin {hit[1]!r} among its levels: "
                                                    "totals pooled with the cells they add up"))
    far = map_far_points(prof, xcols, ycols, mark, stdout) if "map-far-points" in ENABLED else None
    if far is not None:
        out.append(("map-far-points", "borderline", f"{far[1]:.0%} of the points lie far out on the uncut "
                                                    f"{far[0]!r} axis: the map's bulk squashed into a corner"))
    return out
