"""Session 18 rules of the judge (h34e), kept apart so judge.py stays readable.

The binaries of session 18 draw new shapes; each is read from what the binary
printed (its notes on stdout), then judged from the table's values and names
as a person would, never from the file name.  The README's "Session 18" table
lists the rules with the labels they were written from.  judge.py calls:

- `flag_shares(stdout)`    the share of 1s per 0/1 flag drawn as bars (many flags, no measure)
- `clipped_axes(stdout)`   the columns whose axis is cut to the bulk of its values
- `profile_run(stdout)`    a numbered run of parallel columns drawn as a profile
- `squash_after_clip(...)` whether a cut axis still squashes its bulk
- `profile_rules(...)`     the verdict on a numbered run drawn as a profile
- `cut_series_rules(...)`  a series whose peaks are cut off by a clipped y axis
- `items_not_series(...)`  rows that merely carry a date (time-not-x does not apply)
- `soft_rules(...)`        the session-18 rules on a chart, as (rule, severity, why)
"""
from __future__ import annotations

import re

import numpy as np
import pandas as pd

# "price axis cut to the bulk of its values: 3 of 500 points lie beyond it, …"
BEYOND = re.compile(r"^\s*(.+?) axis cut to the bulk of its values:", re.M)
# "The 36 columns V1 to V36 are one numbered run of one kind: drawn as a profile …"
PROFILE = re.compile(r"^The (\d+) columns (.+?) to (.+?) are one numbered run of one kind", re.M)


# "67 columns of 0/1 flags over 403 rows: the share of rows with 1 in each is drawn, highest first."
FLAG_SHARES = re.compile(r"^(\d+) columns of 0/1 flags over (\d+) rows: the share of rows with 1", re.M)


def flag_shares(stdout: str | None) -> tuple[int, int] | None:
    """(flags, rows) when the binary drew the share of rows with 1 per 0/1 flag
    (bob_ross's painting elements, a yes/no questionnaire): the chart of a
    table of many flags (policy F), its x the flags' names, not a column."""
    m = FLAG_SHARES.search(stdout or "")
    return (int(m.group(1)), int(m.group(2))) if m else None


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


def items_not_series(prof: dict, time_col: dict, cols: list[dict]) -> bool:
    """Whether the rows are items that merely carry a date (eruptions seen,
    coffees graded, charging sessions): read in the order of the date, none of
    the drawn measures follows on from row to row (lag-1 autocorrelation under
    0.5, where a price or a temperature series is near 1).  A scatter of two of
    their measures is then the cross-section's chart, not a series scattered."""
    nums = [c for c in cols if c and c["kind"] == "num"]
    if not nums:
        return False
    try:
        raw = pd.read_csv(prof["path"], header=None, skiprows=1, usecols=[time_col["pos"]] + [c["pos"] for c in nums],
                          dtype=str, keep_default_na=False, low_memory=False, encoding_errors="replace",
                          on_bad_lines="skip")
        if len(raw) > ROW_CAP:
            raw = raw.iloc[:ROW_CAP]          # (consecutive rows: lag-1 needs neighbours)
        t = raw[time_col["pos"]]
        key = pd.to_datetime(t, errors="coerce", format="mixed", utc=True) if time_col["kind"] == "date" \
            else pd.to_numeric(t, errors="coerce")
        raw = raw.assign(_key=key).dropna(subset=["_key"]).sort_values("_key", kind="stable")
        for c in nums:
            v = pd.to_numeric(raw[c["pos"]], errors="coerce").dropna().to_numpy(float)
            if len(v) < 10 or v.std() == 0:
                return False
            if abs(np.corrcoef(v[:-1], v[1:])[0, 1]) >= 0.5:
                return False
        return True
    except Exception:
        return False


def part_of_total(prof: dict, a: dict, b: dict) -> str | None:
    """Whether one of two scattered columns is a sum that holds the other: a
    total of three or more parts (total medals = gold + silver + bronze, total
    cup points = the ten scores) fitted exactly (R² ≥ 0.9999) by the other
    columns with the drawn part's weight one.  The pair then shows the
    arithmetic of a sum, and both follow the same size.  Returns the total's
    name, or None.  At most 40 columns read, and only with five rows or more
    per column fitted (a short table fits anything)."""
    others = [c for c in prof["columns"] if c["kind"] == "num" and c is not a and c is not b
              and not set(c["roles"]) & {"rownames", "id"}][:40]
    if len(others) < 2 or prof["rows"] < 5 * (len(others) + 2):
        return None
    try:
        d = _numbers(prof, [a["pos"], b["pos"]] + [c["pos"] for c in others])
    except Exception:
        return None
    d = d.replace([np.inf, -np.inf], np.nan).dropna()
    if len(d) < 5 * (len(others) + 2):
        return None
    for total, part in ((a, b), (b, a)):
        y = d[total["pos"]].to_numpy(float)
        if y.std() == 0:
            continue
        cols = [part["pos"]] + [c["pos"] for c in others]
        m = np.column_stack([d[p].to_numpy(float) for p in cols] + [np.ones(len(d))])
        coef, *_ = np.linalg.lstsq(m, y, rcond=None)
        r2 = 1 - (y - m @ coef).var() / y.var()
        if r2 >= 0.9999 and 0.95 <= coef[0] <= 1.05 and sum(abs(w) > 0.05 for w in coef[1:-1]) >= 2:
            return total["name"]
    return None


def soft_rules(prof: dict, xcols: list, ycols: list, mark: str, panels: bool, stdout: str | None,
               pair_corr, fired: set) -> list[tuple[str, str, str]]:
    """The session-18 rules on a chart: (rule, "borderline" | "wrong", why) for
    each that holds.  `pair_corr(prof, a, b)` is judge.py's; `fired` holds the
    rules already given, so a flaw is not named twice."""
    out = []
    if profile_run(stdout):
        out += profile_rules(prof, xcols)
    out += cut_series_rules([c["name"] for c in ycols], mark, stdout)
    # a part against the total that holds it (silvers against all medals, one
    # score against the sum of ten): the arithmetic of a sum (policy C / size)
    if mark == "points" and not panels and len(xcols) == 1 and len(ycols) == 1 \
            and xcols[0]["kind"] == ycols[0]["kind"] == "num" and xcols[0] is not ycols[0] \
            and not fired & {"copy-pair", "near-copy", "size-driven-counts", "derived-pair"}:
        pc = pair_corr(prof, xcols[0], ycols[0])
        total = part_of_total(prof, xcols[0], ycols[0]) if pc and pc[0] >= 0.6 else None
        if total:
            part = ycols[0]["name"] if total == xcols[0]["name"] else xcols[0]["name"]
            out.append(("part-of-total", "borderline", f"{total!r} and {part!r}: one is a sum of "
                        "columns that holds the other, the pair shows the arithmetic"))
    return out
