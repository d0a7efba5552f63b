"""Session 17 rules of the judge (h33e), kept apart so judge.py stays readable.

Each rule looks at the table's values and names and at the chart, never at the
file name; the README's "Session 17" table lists them with the labels they
were written from.  judge.py calls:

- `is_map(x, y)`            a coordinate pair (lat/lon, X/Y, centroids, easting/northing)
- `summary_line(stdout)`    the binary drew a median with a percentile band per x
- `rows_in_sequence(prof)`  a number that rises with the rows (day of year, a serial time)
- `soft_rules(...)`         the new borderline / wrong rules, as (rule, severity, why)
"""
from __future__ import annotations

import re

import numpy as np
import pandas as pd

LAT = {"lat", "latitude", "y", "y_centroid", "ycoord", "northing", "utm_y"}
LON = {"lon", "long", "lng", "longitude", "x", "x_centroid", "xcoord", "easting", "utm_x"}
# a survival table: an event flag and a duration (policy S)
EVENT_TOKENS = {"event", "status", "death", "dead", "died", "censor", "censored", "cens", "fail",
                "failure", "delta", "d", "e", "relapse", "fstat", "arrest", "recur"}
DURATION_TOKENS = {"time", "t", "futime", "stop", "survival", "duration", "days", "months", "weeks",
                   "tte", "follow", "followup", "surv", "dur", "lenfol", "week", "survtime"}
# the start and stop of each row's interval (counting-process rows, policy S)
INTERVAL_STARTS = {"start": "stop", "tstart": "tstop", "time0": "time1", "entry": "exit", "t0": "t1",
                   "begin": "end"}
SUMMARY = re.compile(r"median\b.*\bband from the \d+\w* to the \d+\w* percentile", re.I)


def _tokens(name: str) -> list[str]:
    s = re.sub(r"([a-z])([A-Z])", r"\1 \2", str(name))
    return [t for t in re.split(r"[^A-Za-z0-9]+", s.lower()) if t]


def _family(name: str) -> str | None:
    low = str(name).strip().lower()
    return re.sub(r"\d+", "#", low) if re.search(r"\d", low) else None


def is_map(x: dict, y: dict) -> bool:
    """x and y are a pair of coordinates, in either order: a map (policy M)."""
    a, b = x["name"].strip().lower(), y["name"].strip().lower()
    return (a in LAT and b in LON) or (a in LON and b in LAT)


def summary_line(stdout: str | None) -> bool:
    """The binary drew the median per x with a 10-90% band (a balanced panel
    or many units): one line of a summary, not the rows joined."""
    return bool(SUMMARY.search(stdout or ""))


def rows_in_sequence(prof: dict) -> bool:
    """A number other than the row index rises with the rows, almost always
    by a new value (ozone's day of year 33..390): the rows are a sequence."""
    n = prof["rows"]
    return n >= 20 and any(
        c["kind"] == "num" and "rownames" not in c["roles"] and (c.get("ordered") or 0) >= 0.99
        and (c.get("distinct") or 0) >= 0.9 * n for c in prof["columns"])


def add_difference(prof: dict, name: str) -> None:
    """A chart's x named `A − B` (the binary's durations, `stop − start`,
    `Stop(days) − Start`) where A is a column and B a column or the start of
    one's name: added to prof's columns once, as a measure with no role and
    A's counts (a histogram of durations is judged like any measure's)."""
    if "\u2212" not in name or any(c["name"] == name for c in prof["columns"]):
        return
    a, _, b = (part.strip() for part in name.partition("\u2212"))
    names = [c["name"].strip() for c in prof["columns"]]
    first = next((c for c in prof["columns"] if c["name"].strip() == a and c["kind"] == "num"), None)
    if first is None or not any(nm == b or nm.startswith(b) for nm in names):
        return
    derived = {k: v for k, v in first.items() if k in ("pos", "nonnull", "kind", "distinct", "integer")}
    derived.update({"name": name, "roles": [], "derived": True, "unique": False})
    prof["columns"].append(derived)


def _read(prof: dict, positions: list[int]) -> pd.DataFrame:
    """Some columns of the profiled file as numbers (NaN where not), by position."""
    df = pd.read_csv(prof["path"], header=None, skiprows=1, usecols=positions, dtype=str,
                     keep_default_na=False, low_memory=False, encoding_errors="replace", on_bad_lines="skip")
    return df.apply(pd.to_numeric, errors="coerce")


def dates_leap(prof: dict, x: dict) -> bool:
    """Whether a date column, once sorted, leaps over a tenth of its span or
    more (a typical year stitched from months of 15 years); a table merely
    not sorted by date (flights of two lots) is drawn in date order and reads."""
    try:
        raw = pd.read_csv(prof["path"], header=None, skiprows=1, usecols=[x["pos"]], dtype=str,
                          keep_default_na=False, encoding_errors="replace", on_bad_lines="skip")[x["pos"]]
        t = pd.to_datetime(raw, errors="coerce", format="mixed", utc=True).dropna()
        v = np.unique(((t - pd.Timestamp(0, tz="UTC")).dt.total_seconds()).to_numpy(dtype=float))
        span = v[-1] - v[0] if len(v) > 2 else 0
        return bool(span > 0 and np.diff(v).max() >= 0.1 * span)
    except Exception:
        return True


def _r2(y: np.ndarray, xs: list[np.ndarray]) -> float:
    m = np.column_stack(xs + [np.ones(len(y))])
    coef, *_ = np.linalg.lstsq(m, y, rcond=None)
    return float(1 - (y - m @ coef).var() / y.var())


def derived_from(prof: dict, a: dict, b: dict) -> dict | None:
    """A third column c such that one of a, b is (nearly exactly) a linear
    combination of the other and c, though neither alone gives it (sale price
    = price - discount, points = 3 wins + draws, mid-parent height = (father +
    1.08 mother) / 2): the pair then shows the arithmetic, not the data.
    Copies of a or b (R^2 >= 0.98 alone) are left to the copy rules."""
    n = prof["rows"]
    others = [c for c in prof["columns"] if c["kind"] == "num" and c is not a and c is not b
              and "rownames" not in c["roles"]][:40]      # (a bounded scan: wide tables stop at 40)
    if n < 10 or not others or n > 200_000:
        return None
    try:
        df = _read(prof, [a["pos"], b["pos"]] + [c["pos"] for c in others])
    except Exception:
        return None
    for c in others:
        d = df[[a["pos"], b["pos"], c["pos"]]].replace([np.inf, -np.inf], np.nan).dropna()
        if len(d) < 10 or (d.var() == 0).any():
            continue
        u, v, w = (d[k].to_numpy(float) for k in (a["pos"], b["pos"], c["pos"]))
        try:
            if any(_r2(y, [x]) < 0.98 and _r2(y, [w]) < 0.98 and _r2(y, [x, w]) >= 0.999
                   for y, x in ((v, u), (u, v))):
                return c
        except np.linalg.LinAlgError:
            continue
    return None


def survival_columns(prof: dict) -> tuple[dict, list[dict]] | None:
    """The event flag (0/1) and the durations of a survival table, or None."""
    ev = [c for c in prof["columns"] if c["kind"] == "num" and c.get("values")
          and set(c["values"]) == {0.0, 1.0} and set(_tokens(c["name"])) & EVENT_TOKENS]
    dur = [c for c in prof["columns"] if c["kind"] == "num" and (c.get("min") or 0) >= 0
           and (c.get("distinct") or 0) > 5 and set(_tokens(c["name"])) & DURATION_TOKENS
           and not set(c["roles"]) & {"rownames", "id", "datepart"}]
    return (ev[0], dur) if ev and dur else None


def soft_rules(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool,
               design_factor, same_start, fired: set) -> list[tuple[str, str, str]]:
    """The session-17 rules: (rule, "borderline" | "wrong", why) for each that holds.
    `design_factor(c, n)` and `same_start(prof, ycols)` are judge.py's; `fired`
    holds the rules already given, so a flaw is not named twice."""
    out = []
    n = prof["rows"]
    roles = lambda c: set(c["roles"]) if c else set()
    # a scatter whether or not a group colours it: a colour fixes neither a
    # grid, nor a derived pair, nor a scattered series (session 17, h33b's colours)
    scatter = len(xcols) == 1 and len(ycols) == 1 and not panels and mark == "points"
    # a dense grid of two whole-number columns (household size by age,
    # years of schooling by age, pregnancies by age): every cell of a grid
    # of up to 20 x 120 levels holds dots drawn over each other; a factor of
    # a designed table on x is policy D's strips, not this
    if scatter and "codes-grid" not in fired:
        a, b = xcols[0], ycols[0]
        if a["kind"] == b["kind"] == "num" and a.get("integer") and b.get("integer") and a is not b \
                and min(a["distinct"], b["distinct"]) <= 20 and max(a["distinct"], b["distinct"]) <= 120 \
                and n >= 0.5 * a["distinct"] * b["distinct"] \
                and not design_factor(a, n) and not design_factor(b, n):
            out.append(("dense-integer-grid", "borderline",
                        f"{b['name']!r} ({b['distinct']} values) against {a['name']!r} ({a['distinct']}): "
                        f"{n} rows on a grid of {a['distinct'] * b['distinct']} cells"))
    # a scatter cut into a panel per group: a map cut into strips loses its
    # shape (policy M: one map), and panels on shared linear axes flatten
    # whatever a few large rows stretch (the middle half under 5% of an axis);
    # one scatter with the group as colour reads
    if len(xcols) == 1 and len(ycols) == 1 and panels and split and mark == "points":
        squashed = [c["name"] for c in (xcols[0], ycols[0]) if c["kind"] == "num" and c.get("q25") is not None
                    and c["max"] > c["min"] and (c["q75"] - c["q25"]) / (c["max"] - c["min"]) < 0.05]
        if is_map(xcols[0], ycols[0]) or squashed:
            out.append(("scatter-cut-into-panels", "borderline",
                        f"the scatter cut into a panel per {split[0]!r}: " +
                        ("the map's shape lost" if is_map(xcols[0], ycols[0]) else f"{squashed[0]!r} flattened in each panel")))
    # six measures or more as lines on one axis (proxy records, pollsters,
    # load profiles): a tangle; panels, or fewer lines, read (not prices
    # normalised to one start)
    if mark == "line" and not panels and not split and len(ycols) >= 6 and not same_start(prof, ycols):
        out.append(("many-lines-overlaid", "borderline", f"{len(ycols)} measures as lines on one axis"))
    # the histogram of one of a numbered run of parallel columns (spectrum
    # channel V1 of V1..V100): any one is arbitrary (policy R)
    if mark == "histogram" and len(xcols) == 1:
        fam = _family(xcols[0]["name"])
        if fam and sum(_family(c["name"]) == fam for c in prof["columns"]) >= 3:
            out.append(("histogram-of-a-run", "borderline",
                        f"{xcols[0]['name']!r} is one of the parallel columns {fam!r}"))
    # counts of one code split by another, in a table of five codes or more
    # of 2-3 values (-1/0/1 features): any pair is arbitrary (extends
    # two-of-many-flags beyond 0/1)
    if mark == "bars" and not ycols and len(xcols) == 1 and split and "two-of-many-flags" not in fired:
        codes = [c for c in prof["columns"] if c["kind"] == "num" and 2 <= (c.get("distinct") or 0) <= 3
                 and "rownames" not in roles(c)]
        sc = next((c for c in prof["columns"] if c["name"] == split[0]), None)
        if len(codes) >= 5 and xcols[0] in codes and sc in codes:
            out.append(("two-of-many-codes", "borderline",
                        f"counts of the code {xcols[0]['name']!r} by the code {split[0]!r}, two of {len(codes)}"))
    # rows counted per a label that barely repeats (locales per language
    # name: under three rows a name over more than 30 names): one short bar
    # each, counting nothing
    if mark == "bars" and not ycols and len(xcols) == 1 and xcols[0]["kind"] == "text":
        c = xcols[0]
        if c["distinct"] > 30 and c["nonnull"] < 3 * c["distinct"]:
            out.append(("counts-per-label", "borderline",
                        f"rows counted per {c['name']!r}: {c['nonnull']} rows on {c['distinct']} values"))
    if scatter and xcols[0]["kind"] == ycols[0]["kind"] == "num" and xcols[0] is not ycols[0] \
            and not fired & {"copy-pair", "near-copy", "size-driven-counts"}:
        c = derived_from(prof, xcols[0], ycols[0])
        if c is not None:
            out.append(("derived-pair", "borderline", f"one of {xcols[0]['name']!r}, {ycols[0]['name']!r} "
                        f"follows from the other and {c['name']!r}: the arithmetic, not the data"))
    # a table of lagged copies (Lag1..Lag5 beside Today): the rows are a
    # series in time; a scatter of two of its columns loses the order
    if scatter and \
            sum(bool(re.fullmatch(r"lag_?\d+", c["name"].strip().lower())) for c in prof["columns"]) >= 2:
        out.append(("lagged-series-scattered", "borderline", "the table holds lagged copies (Lag1, Lag2, …): "
                    "its rows are a series, scattered"))
    # a histogram of a column whose every value repeats the same number of
    # times (a region's registered voters once per candidate, a selection
    # probability per unit): the counts are the table's layout
    if mark == "histogram" and len(xcols) == 1 and xcols[0]["kind"] == "num" and n >= 10:
        try:
            vc = pd.read_csv(prof["path"], header=None, skiprows=1, usecols=[xcols[0]["pos"]], dtype=str,
                             keep_default_na=False, on_bad_lines="skip")[xcols[0]["pos"]].value_counts()
            if len(vc) >= 2 and vc.min() == vc.max() >= 2:
                out.append(("histogram-of-repeats", "borderline", f"every value of {xcols[0]['name']!r} "
                            f"occurs {vc.min()} times: the histogram counts the layout"))
        except Exception:
            pass
    # the histogram of the interval starts of counting-process rows (TIME0
    # beside TIME1): the start of a row's interval is no property of the
    # subject; the gaps or the durations are (policy S: start times borderline)
    if mark == "histogram" and len(xcols) == 1:
        stop = INTERVAL_STARTS.get(xcols[0]["name"].strip().lower())
        if stop and any(c["name"].strip().lower() == stop for c in prof["columns"]):
            out.append(("interval-starts", "borderline", f"the histogram of {xcols[0]['name']!r}, the start "
                        f"of each row's interval (its stop is a column)"))
    # a survival table (an event flag and a duration) drawn as lines: each
    # row is a subject, not a point of a series (policy S)
    if mark == "line" and survival_columns(prof):
        ev, _ = survival_columns(prof)
        out.append(("survival-as-lines", "wrong",
                    f"the rows are subjects (event {ev['name']!r}), joined by lines"))
    return out
