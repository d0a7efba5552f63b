"""Session 18 rules of the judge (h34e), kept apart so judge.py stays readable.

The binaries of session 18 draw new shapes; each is read from what the binary
printed (its notes on stdout), then judged from the table's values and names
as a person would, never from the file name.  The README's "Session 18" table
lists the rules with the labels they were written from.  judge.py calls:

- `clipped_axes(stdout)`   the columns whose axis is cut to the bulk of its values
- `profile_run(stdout)`    a numbered run of parallel columns drawn as a profile
- `squash_after_clip(...)` whether a cut axis still squashes its bulk
- `profile_rules(...)`     the verdict on a numbered run drawn as a profile
- `cut_series_rules(...)`  a series whose peaks are cut off by a clipped y axis
"""
from __future__ import annotations

import re

import numpy as np
import pandas as pd

# "price axis cut to the bulk of its values: 3 of 500 points lie beyond it, …"
BEYOND = re.compile(r"^\s*(.+?) axis cut to the bulk of its values:", re.M)
# "The 36 columns V1 to V36 are one numbered run of one kind: drawn as a profile …"
PROFILE = re.compile(r"^The (\d+) columns (.+?) to (.+?) are one numbered run of one kind", re.M)


def clipped_axes(stdout: str | None) -> set[str]:
    """The names of the columns whose axis shows only the bulk of the values,
    the points beyond drawn at its edge and counted (policy O: the bulk is
    readable again, nothing dropped)."""
    return {m.group(1).strip() for m in BEYOND.finditer(stdout or "")}


def profile_run(stdout: str | None) -> tuple[int, str, str] | None:
    """(columns, first, last) when the binary drew a numbered run of parallel
    columns as a profile over the numbers of their names, else None."""
    m = PROFILE.search(stdout or "")
    return (int(m.group(1)), m.group(2), m.group(3)) if m else None


# "… axis cut to the bulk of its values: 3 of 500 points lie beyond it …"
BEYOND_COUNT = re.compile(r"^\s*(.+?) axis cut to the bulk of its values: (\d+) of (\d+) points", re.M)
ROW_CAP = 5000      # rows read for a rule that needs the values (every k-th past that)


def _numbers(prof: dict, positions: list[int]) -> pd.DataFrame:
    """Some columns of the profiled file as numbers (NaN where not), by position,
    at most ROW_CAP rows (evenly spaced)."""
    df = pd.read_csv(prof["path"], header=None, skiprows=1, usecols=positions, dtype=str,
                     keep_default_na=False, low_memory=False, encoding_errors="replace", on_bad_lines="skip")
    if len(df) > ROW_CAP:
        df = df.iloc[::len(df) // ROW_CAP + 1]
    return df.apply(pd.to_numeric, errors="coerce")


def squash_after_clip(prof: dict, c: dict, stdout: str | None) -> str | None:
    """On an axis cut to the bulk, whether what is left is still squashed: the
    points beyond (the count the note gives) are taken as the ones farthest from
    the median, and the outlier-squash test of judge.py is run on the rest.
    "wrong" (90% in 0.1% of the axis), "borderline" (the middle half in 1.2%) or
    None.  A cut that leaves values across 34 orders of magnitude (physical
    constants) squashes as much as no cut."""
    counts = {m.group(1).strip(): int(m.group(2)) for m in BEYOND_COUNT.finditer(stdout or "")}
    k = counts.get(c["name"].strip())
    if k is None:
        return None
    try:
        v = _numbers(prof, [c["pos"]])[c["pos"]].replace([np.inf, -np.inf], np.nan).dropna().to_numpy(float)
    except Exception:
        return None
    if len(v) < 20:
        return None
    k = int(round(k * len(v) / max(prof["rows"], 1)))      # (the rows read may be a sample)
    kept = v[np.argsort(np.abs(v - np.median(v)))][:len(v) - k]
    width = kept.max() - kept.min() if len(kept) else 0
    if width <= 0:
        return None
    q05, q25, q75, q95 = np.quantile(kept, [0.05, 0.25, 0.75, 0.95])
    if (q95 - q05) / width < 0.001:
        return "wrong"
    return "borderline" if (q75 - q25) / width < 0.012 else None


def profile_rules(prof: dict, xcols: list) -> list[tuple[str, str, str]]:
    """A numbered run drawn as a profile over the numbers of its names (x is
    the run's columns): acceptable when the numbers order a continuum (the
    channels of a spectrum: neighbouring columns correlate ≥ 0.9 over the rows)
    and the profile has a shape; borderline when the numbers order nothing
    (nine different tests, radar features whose odd and even numbers are the
    real and imaginary parts, indicators of two waves side by side, a grid's
    columns), or when the median lies flat in a band many times its height
    (load factors whose hours of the day are all in the band)."""
    out = []
    runs = [c for c in xcols if c and c["kind"] == "num"]
    if len(runs) < 3:
        return out
    try:
        d = _numbers(prof, [c["pos"] for c in runs])
    except Exception:
        return out
    d = d.loc[:, d.notna().sum() >= 5]
    if d.shape[1] < 3:
        return out
    corr = d.corr().to_numpy()
    neighbours = np.nanmean([corr[i, i + 1] for i in range(d.shape[1] - 1)])
    if not neighbours >= 0.9:
        out.append(("profile-of-no-order", "borderline",
                    f"neighbouring columns of the run correlate {neighbours:.2f} on average: "
                    "their numbers order no quantity, the line joins unrelated columns"))
    med = d.median().to_numpy(float)
    band = float(np.nanmedian((d.quantile(0.9) - d.quantile(0.1)).to_numpy(float)))
    if band > 0 and (np.nanmax(med) - np.nanmin(med)) < 0.2 * band:
        out.append(("profile-flat", "borderline", "the median lies flat in a band over five times its height"))
    return out


def cut_series_rules(ys: list[str], mark: str, stdout: str | None) -> list[tuple[str, str, str]]:
    """A line (a series over its x) whose y axis is cut to the bulk, with 1% of
    the points or more beyond it: the peaks of a series are its content (the
    pollution episodes of a particulate record), and a row of triangles along
    the top reads as a saturated sensor."""
    if mark != "line":
        return []
    names = {y.strip() for y in ys} | {"y"}
    for m in BEYOND_COUNT.finditer(stdout or ""):
        k, total = int(m.group(2)), int(m.group(3))
        if m.group(1).strip() in names and total and k >= 0.01 * total:
            return [("series-peaks-cut", "borderline", f"{k} of {total} points of the series beyond the cut "
                     "y axis: its peaks drawn as a row of triangles")]
    return []
