"""Session 20 rules of the judge (h36e), kept apart so judge.py stays readable.

Written from the sets where the judge called ok what the eye called
borderline (random-s14 .. random-s19: sets no rule had been written from
before session 19), each as a CLASS of tables, checked against every
labelled run of main 5ae50c8 (run `review20`); never from `random-s20`.
The README's "Session 20" table lists them with the labels they were
written from.  judge.py calls:

- `soft_rules(...)` the session-20 rules on a chart, as (rule, severity, why)
"""
from __future__ import annotations

import re

import numpy as np
import pandas as pd

import judge_s17 as s17
import judge_s18 as s18
import judge_s19 as s19
from judge_profile import TIME_TOKENS, family, tokens

ROW_CAP = 200_000       # rows read to see how units and times cross
# a person (or animal) measured again and again: a within-subject design
SUBJECT_TOKENS = {"subject", "subj", "participant", "patient", "person", "individual", "animal",
                  "rat", "chick", "pupil", "student", "child"}


def _time_like(c: dict) -> bool:
    return c["kind"] == "date" or bool(set(c["roles"]) & {"time", "datepart"}) or (
        c["kind"] == "num" and bool(set(tokens(c["name"])) & TIME_TOKENS))


def _read(prof: dict, positions: list[int], rows: int = ROW_CAP) -> pd.DataFrame | None:
    try:
        return pd.read_csv(prof["path"], header=None, skiprows=1, usecols=sorted(set(positions)), dtype=str,
                           keep_default_na=False, low_memory=False, encoding_errors="replace",
                           on_bad_lines="skip", nrows=rows)
    except Exception:
        return None


def _counter(s: pd.Series) -> bool:
    """Whole numbers that count up by one from row to row and restart
    (episode_in_season 1..16 in each season): a counter, not a unit."""
    v = pd.to_numeric(s, errors="coerce").dropna().to_numpy()
    if len(v) < 3:
        return False
    steps = v[1:] - v[:-1]
    return float((steps == 1).mean()) >= 0.8


COORDINATE = re.compile(r"^(lat|latitude|lon|long|lng|longitude|x|y|easting|northing)$", re.I)


def _map_pair(x: dict, y: dict) -> bool:
    """x and y a coordinate pair (longitude and latitude, X and Y): a map, policy M."""
    return all(any(COORDINATE.match(t) for t in tokens(c["name"])) for c in (x, y))


def units_pooled(prof: dict, x: dict, y: dict, split: list) -> str | None:
    """A scatter of two measures that pools the rows of units measured again
    and again into one cloud, the units not shown (not the colour):

    - a panel: a unit column (words, or whole numbers, ≥ 5 units) and a time
      column (≥ 5 values, each shared by ≥ 3 units) with one row per unit and
      time in ≥ 90% of the rows — 48 states over 17 years drawn as one cloud of
      816 dots (the issue's panels: a line per unit, or their median and band);
    - repeated measures: a column named for a subject (subject, participant,
      patient, …) holding ≥ 5 subjects of ≥ 3 rows each on average, the rows in
      blocks by subject — 8 subjects' 47 pH and PaCO2 readings as one cloud.

    Returns the why, or None.  Items pooled over the year they were made
    (cars by model year: the year is shared, the car is not measured again)
    have no unit that repeats across times, so they pass (policy P)."""
    n = prof["rows"]
    if n < 15 or _time_like(x) or _time_like(y) or _map_pair(x, y):
        return None
    drawn = {x["name"], y["name"], *split}
    units = [c for c in prof["columns"] if c["name"] not in drawn and "rownames" not in c["roles"]
             and not _time_like(c) and (c["kind"] == "text" or (c["kind"] == "num" and c.get("integer")))
             and 5 <= (c.get("distinct") or 0) <= n / 3]
    if not units:
        return None
    times = [c for c in prof["columns"] if c["name"] not in drawn and "rownames" not in c["roles"]
             and _time_like(c) and 5 <= (c.get("distinct") or 0) <= n / 3]
    df = _read(prof, [c["pos"] for c in units + times])
    if df is None or len(df) < 15:
        return None
    for u in units:
        if _counter(df[u["pos"]]):
            continue                    # (a counter within each time, episode 1..16 of a season, is no unit)
        for t in times:
            pairs = df.groupby([u["pos"], t["pos"]]).size()
            units_per_time = df.groupby(t["pos"])[u["pos"]].nunique()
            times_per_unit = df.groupby(u["pos"])[t["pos"]].nunique()
            if (pairs == 1).mean() >= 0.9 and units_per_time.mean() >= 3 and times_per_unit.median() >= 5:
                return (f"{u['distinct']} units of {u['name']!r} over {t['distinct']} values of {t['name']!r} "
                        "pooled into one cloud: each unit's path is lost")
    for u in units:
        if not set(tokens(u["name"])) & SUBJECT_TOKENS:
            continue
        s = df[u["pos"]]
        blocks = int((s != s.shift()).sum())
        if n / u["distinct"] >= 3 and blocks <= 1.1 * u["distinct"] + 1:
            return (f"{len(s)} rows of {u['distinct']} subjects ({u['name']!r}), several rows each, pooled "
                    "into one cloud: each subject's rows are not told apart")
    return None


def crossed_factors(prof: dict, x: dict, y: dict, design_factor) -> tuple[str, str] | None:
    """Two factors of ≥ 3 levels each (`design_factor`: words or a few balanced
    levels) whose levels cross fully and evenly in the rows (every pair of
    levels present, each about as often): a designed table, not items that
    happen to carry two categories.  The first such pair, or None."""
    n = prof["rows"]
    factors = [c for c in prof["columns"] if c is not x and c is not y and "rownames" not in c["roles"]
               and design_factor(c, n) and (c.get("distinct") or 0) >= 3]
    if len(factors) < 2:
        return None
    df = _read(prof, [c["pos"] for c in factors])
    if df is None:
        return None
    for i, a in enumerate(factors):
        for b in factors[i + 1:]:
            cells = df.groupby([a["pos"], b["pos"]]).size()
            if len(cells) == a["distinct"] * b["distinct"] and cells.max() <= 1.2 * cells.min():
                return a["name"], b["name"]
    return None


def tangled_lines(prof: dict, x: dict, y: dict, s: dict, min_points: int = 5) -> tuple[float, int] | None:
    """(median lag-1, series) of y within each series of `s`, read in x order:
    how far each line follows on from point to point.  Lines of units whose
    values jump (a senate margin per state per election) tangle into a mesh;
    prices, populations and life expectancies follow on (lag-1 ≥ 0.9)."""
    df = _read(prof, [x["pos"], y["pos"], s["pos"]])
    if df is None:
        return None
    xv = pd.to_numeric(df[x["pos"]], errors="coerce")
    if xv.isna().mean() > 0.5:
        xv = pd.to_datetime(df[x["pos"]], errors="coerce", utc=True, format="mixed")
    d = pd.DataFrame({"x": xv, "y": pd.to_numeric(df[y["pos"]], errors="coerce"), "s": df[s["pos"]]}).dropna()
    lags = []
    for _, g in d.sort_values("x", kind="stable").groupby("s"):
        v = g["y"].to_numpy(float)
        if len(v) >= min_points and v[:-1].std() > 0 and v[1:].std() > 0:
            lags.append(float(np.corrcoef(v[:-1], v[1:])[0, 1]))
    if len(lags) < 3:
        return None
    return float(np.median(lags)), len(lags)


def _once_per_occasion(prof: dict, unit: dict, x: dict) -> bool:
    """Each unit holds one row per value of x (in ≥ 90% of the rows): x is the
    occasion of a panel, not a measure that units happen to share."""
    df = _read(prof, [unit["pos"], x["pos"]])
    if df is None or not len(df):
        return False
    return float((df.groupby([unit["pos"], x["pos"]]).size() == 1).mean()) >= 0.9


def survival_time(prof: dict) -> list[dict] | None:
    """The durations of a survival table — an event flag (0/1, or two words:
    True/False) named event/status/death/… beside a duration named
    time/futime/survival/days/… — or None.  (`judge_s17.survival_columns`
    reads 0/1 flags only; a pandas export writes booleans as words.)"""
    events = [c for c in prof["columns"] if set(tokens(c["name"])) & s17.EVENT_TOKENS and (
        (c["kind"] == "num" and c.get("values") and set(c["values"]) == {0.0, 1.0})
        or (c["kind"] == "text" and c.get("distinct") == 2))]
    durations = [c for c in prof["columns"] if c["kind"] == "num" and (c.get("min") or 0) >= 0
                 and (c.get("distinct") or 0) > 5 and set(tokens(c["name"])) & s17.DURATION_TOKENS
                 and not set(c["roles"]) & {"rownames", "id", "datepart", "time"}]
    # (the survival time first: "Survival_in_days" before "Months_from_Diagnosis")
    first = {"survival", "surv", "futime", "survtime", "time", "t", "stop", "tte", "lenfol"}
    durations.sort(key=lambda c: not set(tokens(c["name"])) & first)
    return durations if events and durations else None


def _same_scale(a: dict, b: dict) -> bool:
    """Two columns whose 5th and 95th percentiles agree within a tenth of the
    larger 95th: scores or readings on one scale (0-10 cupping scores)."""
    if a.get("q05") is None or b.get("q05") is None:
        return False
    top = max(abs(a["q95"]), abs(b["q95"]), 1e-9)
    return abs(a["q05"] - b["q05"]) <= 0.1 * top and abs(a["q95"] - b["q95"]) <= 0.1 * top


def battery(prof: dict, x: dict, y: dict) -> list[str] | None:
    """The measures on x's and y's one scale, when there are five or more of
    them and x and y are not one numbered run (policy R's own rules): a
    battery of parallel scores (aroma, flavor, aftertaste … of a cupping;
    the share of a survey's items), any pair of which is arbitrary."""
    if family(x["name"]) and family(x["name"]) == family(y["name"]):
        return None
    if not _same_scale(x, y):
        return None
    peers = [c["name"] for c in prof["columns"] if c["kind"] == "num" and c["name"] in prof["measures"]
             and _same_scale(c, x) and _same_scale(c, y)]
    return peers if len(peers) >= 5 else None


def soft_rules(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool,
               fired: set, design_factor) -> list[tuple[str, str, str]]:
    """The session-20 rules on a chart: (rule, "borderline" | "wrong", why) for
    each that holds; `fired` holds the rules already given."""
    out = []
    x = xcols[0] if len(xcols) == 1 else None
    y = ycols[0] if len(ycols) == 1 else None
    if mark == "points" and not panels and x is not None and y is not None \
            and x["kind"] == y["kind"] == "num" and (x.get("distinct") or 0) >= 8 and (y.get("distinct") or 0) >= 8 \
            and not fired & {"panel-as-strips", "design-as-scatter", "design-factor-ignored"}:
        why = units_pooled(prof, x, y, split)
        if why:
            out.append(("units-pooled", "borderline", why))
        # two measures of a designed table scattered while the design's
        # factors, crossed in its rows, are all left out (policy D: rooting
        # against elongation of cuttings from 8 localities x 7 subcultures)
        # two of a battery of five or more parallel scores on one scale
        # (aftertaste against flavor of ten cupping scores): policy R's
        # arbitrary pair, the columns named by words, not numbers
        peers = battery(prof, x, y) if "two-of-a-run" not in fired else None
        if peers:
            out.append(("two-of-a-battery", "borderline", f"{x['name']!r} and {y['name']!r} are two of {len(peers)} "
                                                          f"scores on one scale ({', '.join(peers[:4])}, …): an arbitrary pair"))
        crossed = None if split or why else crossed_factors(prof, x, y, design_factor)
        if crossed:
            out.append(("design-crossed-ignored", "borderline", f"the factors {crossed[0]!r} and {crossed[1]!r} "
                                                                "cross in the rows, but the scatter shows neither"))
    # a panel's measure as strips over its few occasions, coloured by
    # something other than the unit (an event flag): the units' trajectories
    # are lost as they are without the colour (panel-as-strips, session 15)
    if mark == "points" and not panels and x is not None and y is not None and len(split) == 1 \
            and "panel-as-strips" not in fired:
        n = prof["rows"]
        units = [c for c in prof["columns"] if c["kind"] == "num" and "id" in c["roles"] and "rownames" not in c["roles"]
                 and 2 <= (c.get("distinct") or 0) <= n / 2 and c is not x and c is not y and c["name"] not in split]
        if units and x["kind"] == "num" and x.get("integer") and 2 < (x.get("distinct") or 0) <= 30 \
                and n >= 2 * x["distinct"] and y["kind"] == "num" and not set(y["roles"]) & {"coded", "id"} \
                and n / units[0]["distinct"] >= 2.5 and _once_per_occasion(prof, units[0], x):
            out.append(("panel-as-strips", "borderline", f"{y['name']!r} as strips over {x['name']!r}, coloured by "
                                                         f"{split[0]!r}, while {units[0]['name']!r} names "
                                                         f"{units[0]['distinct']} units"))
    # six or more lines, one per unit, whose values jump from point to point
    # (lag-1 under 0.5 within each: senate margins per state per election):
    # a mesh; their median and band, or a line per unit in panels, reads
    if mark == "line" and not panels and x is not None and y is not None and len(split) == 1:
        s = next((c for c in prof["columns"] if c["name"] == split[0]), None)
        if s is not None and (s.get("distinct") or 0) >= 6:
            t = tangled_lines(prof, x, y, s)
            if t and t[0] < 0.5:
                out.append(("tangled-lines", "borderline", f"{t[1]} lines of {split[0]!r} whose {y['name']!r} jumps "
                                                           f"from point to point (median lag-1 {t[0]:.2f}): a mesh"))
    # a survival table drawn without its time: covariates as strips or a
    # scatter while the follow-up time goes undrawn (policy S: the time's
    # histogram, or the time against a covariate, is the chart)
    if mark in ("points", "histogram") and not panels and x is not None:
        durations = survival_time(prof)
        drawn = {c["name"] for c in xcols + ycols if c}
        if durations and not drawn & {c["name"] for c in durations} and not x.get("derived"):
            out.append(("survival-time-undrawn", "borderline", f"a survival table drawn without its time "
                                                               f"{durations[0]['name']!r} (policy S)"))
    return out


def lifted(prof: dict, xcols: list, ycols: list, mark: str, stdout: str | None, fired: set) -> set[str]:
    """Rules of earlier sessions that do not hold on this chart: a time column
    orders the rows, but the rows are items that merely carry a date (read in
    its order, nor in the file's, no drawn measure follows on: `judge_s18.items_not_series`), so

    - the histogram of one of their measures (the individuals affected per
      breach) is no `histogram-of-a-series`: its series over time is noise;
    - the mean per x (h35c's line: mothers' age per parity) is no
      `time-not-x`, as a scatter of such items is not (session 18)."""
    out = set()
    times = [c for c in prof["columns"] if "time" in c["roles"] and "rownames" not in c["roles"]
             and c not in xcols][:2]
    if not times or len(xcols) != 1 or xcols[0] is None:
        return out
    # (and in the file's own order too: load profiles stacked per house and
    # day type interleave when sorted by their clock, but follow on row to row)
    if any(c and c["kind"] == "num" and abs(c.get("lag1") or 0) >= 0.5 for c in xcols + ycols):
        return out
    if "histogram-of-a-series" in fired and mark == "histogram" \
            and all(s18.items_not_series(prof, t, xcols) for t in times):
        out.add("histogram-of-a-series")
    if "time-not-x" in fired and s19.means_per_x(stdout) and len(ycols) == 1 \
            and all(s18.items_not_series(prof, t, xcols + ycols) for t in times):
        out.add("time-not-x")
    return out
