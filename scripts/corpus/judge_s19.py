"""Session 19 rules of the judge (h35e), kept apart so judge.py stays readable.

Written from the sets where the judge was kindest to the eye (random-s14,
random-s16, random-s17, random-s18: charts it called ok that a person calls
borderline or wrong), each as a CLASS of tables, checked against every labelled
run of main 1b9d06f (run `review`); never from `random-s19`.  The README's
"Session 19" table lists them with the labels they were written from.  judge.py
calls:

- `soft_rules(...)` the session-19 rules on a chart, as (rule, severity, why)
- `lifted(...)`     rules of earlier sessions that do not hold on this chart
"""
from __future__ import annotations

import re

import numpy as np
import pandas as pd

import judge_s17 as s17
import judge_s18 as s18
from judge_profile import TIME_TOKENS, tokens

FULL_CAP = 200_000      # rows read where a rule needs every row of a group
BINS = re.compile(r"^A histogram of (\d+) bins", re.M)
RANK_NAME = re.compile(r"^(pos|position|rank|ranking|place|placing)$", re.I)
# "The mean of hompop at each age, over the band of the middle 80% of the rows: …" (h35c)
MEANS_PER_X = re.compile(r"^The (mean|median) of (.+?) at each (.+?), over the band of the middle", re.M)
# "The 10 columns r1 to r10 are one numbered run of one quantity: their median is drawn, with the band …" (h35b)
RUN_MEDIAN = re.compile(r"^The \d+ columns .+ are one numbered run of one quantity: their median is drawn", re.M)
OVERLAY_RULES = {"many-lines-overlaid", "mixed-units-overlay", "scale-squash", "kinds-overlaid", "too-many-series"}
# a refusal that says the file is binary
BINARY = re.compile(r"the data is binary|NUL byte", re.I)
# rules about dots or rows joined, which a line of the mean per x does not draw
DOT_RULES = {"cross-section-lines", "line-zigzag", "line-runs-back", "dense-integer-grid", "repeated-dots",
             "survival-as-lines", "codes-grid", "few-stripes", "dot-grid"}


def means_per_x(stdout: str | None) -> bool:
    """The binary drew the mean (or median) of y at each value of x with the
    band of the middle 80% of the rows, a line per group (session 19, h35c):
    a summary of a cross-section whose dots would pile on a grid or in full
    columns, not the rows joined."""
    return bool(MEANS_PER_X.search(stdout or ""))


def untrue_refusal(prof: dict | None, stderr: str | None) -> bool:
    """A refusal that says the file is binary (a NUL byte) while the file holds
    none: the reason given is false, whatever the refusal."""
    if not prof or not BINARY.search(stderr or ""):
        return False
    try:
        with open(prof["path"], "rb") as f:
            return b"\x00" not in f.read(50_000_000)
    except OSError:
        return False


def _flag(c: dict) -> bool:
    return c["kind"] == "num" and c.get("distinct") == 2 and c.get("min") == 0 and c.get("max") == 1


def _values(prof: dict, c: dict) -> np.ndarray:
    """One column's numbers (NaN and infinities dropped), at most ROW_CAP rows evenly spaced."""
    try:
        v = s18._numbers(prof, [c["pos"]])[c["pos"]]
    except Exception:
        return np.array([])
    return v.replace([np.inf, -np.inf], np.nan).dropna().to_numpy(float)


# ------------------------------------------------------------ panels

def panel_rules(prof: dict, ycols: list, log_y: bool, summary: bool) -> list[tuple[str, str, str]]:
    """Panels of a line or point chart that show nothing a person can read:

    - a panel of one value nearly always (a route's distance, 719 miles in 98%
      of the flights; a score of 10 for 99% of the coffees): a flat line with a
      few jumps; a constant of 0 with events (precipitation) is a sparse series
      and reads;
    - a panel whose middle half lies in under 1.2% of its axis (a demo table's
      amounts from 0.44 to 65 100 under one of 8.9 million): one visible dot,
      the rest on the floor — outlier-squash on a panel.
    A median-and-band panel is judged by `band_rules`, not here."""
    out = []
    if summary:
        return out
    for c in ycols:
        if c["kind"] != "num" or (c.get("distinct") or 0) < 2:
            continue
        v = _values(prof, c)
        if len(v) < 5:
            continue
        vals, counts = np.unique(v, return_counts=True)
        mode, share = vals[counts.argmax()], counts.max() / len(v)
        if share >= 0.9 and mode != 0:
            out.append(("flat-panel", "borderline", f"the panel {c['name']!r} holds {mode:g} in {share:.0%} "
                                                    "of the rows: a flat line"))
            continue
        if log_y or (mode == 0 and share >= 0.5):
            continue
        width = v.max() - v.min()
        q25, q75 = np.quantile(v, [0.25, 0.75])
        if width > 0 and (q75 - q25) / width < 0.012 and len(vals) >= 5:
            out.append(("panel-squashed", "borderline", f"the middle half of {c['name']!r} lies in "
                                                        f"{(q75 - q25) / width:.1%} of its panel"))
    return out


def band_rules(prof: dict, xcols: list, ycols: list, stdout: str | None, fired: set,
               log_y: bool = False) -> list[tuple[str, str, str]]:
    """A median with its 10-90% band (many units over a few years, a wide
    table's rows over its columns) whose median lies flat in a band over five
    times its height, in most panels: the band's spread is all the chart
    shows (firms' sales over three years under a 10-million band).  The
    session-18 `profile-flat` rule says the same of a numbered run; this is the
    same test for every median-and-band chart; on a log y axis, in decades."""
    if not (s17.summary_line(stdout) or means_per_x(stdout)) or "profile-flat" in fired:
        return []
    flat, seen = 0, 0
    nums = [c for c in xcols if c and c["kind"] == "num"]
    if len(nums) >= 3 and not ycols:                 # a wide table read as rows over its columns
        try:
            d = s18._numbers(prof, [c["pos"] for c in nums])
        except Exception:
            return []
        if log_y:
            d = np.log10(d.where(d > 0))
        med, band = d.median(), d.quantile(0.9) - d.quantile(0.1)
        width = float(np.nanmedian(band.to_numpy(float)))
        seen = 1
        flat = int(width > 0 and float(med.max() - med.min()) < 0.2 * width)
    elif len(xcols) == 1 and xcols[0] and ycols:      # units over x: the median of y per value of x
        x = xcols[0]
        for c in ycols:
            if c["kind"] != "num":
                continue
            try:
                raw = pd.read_csv(prof["path"], header=None, skiprows=1, usecols=[x["pos"], c["pos"]], dtype=str,
                                  keep_default_na=False, low_memory=False, encoding_errors="replace",
                                  on_bad_lines="skip", nrows=FULL_CAP)
            except Exception:
                continue
            y = pd.to_numeric(raw[c["pos"]], errors="coerce")
            if log_y:
                y = np.log10(y.where(y > 0))
            d = pd.DataFrame({"x": raw[x["pos"]], "y": y}).dropna()
            g = d.groupby("x")["y"]
            if g.ngroups < 2:
                continue
            med, band = g.median(), g.quantile(0.9) - g.quantile(0.1)
            width = float(np.nanmedian(band.to_numpy(float)))
            seen += 1
            flat += int(width > 0 and float(med.max() - med.min()) < 0.2 * width)
    if seen and flat * 2 > seen:
        return [("band-flat", "borderline", f"the median lies flat in a band over five times its height "
                                            f"({flat} of {seen} panels)")]
    return []


# ------------------------------------------------------------ the rules

# kinds of measure by name: overlaid on one axis, two kinds are two units
KINDS = {
    "temperature": re.compile(r"^(temp|tmax|tmin|tavg|tmean|temperature|dewp|dew|dewpoint|airtemp)", re.I),
    "precipitation": re.compile(r"^(precip|prcp|rain|rainfall|snow|snowfall|precipitation)", re.I),
    "wind": re.compile(r"^(wind|gust|wspd|wdir)", re.I),
    "humidity": re.compile(r"^(hum|humid|humidity|rh)$|^humid", re.I),
    "pressure": re.compile(r"^(pressure|press|slp|baro)", re.I),
    "radiation": re.compile(r"^(solar|radiation|ghi|dni|dhi|insolation)", re.I),
}


def kind_of(name: str) -> str | None:
    first = re.split(r"[^A-Za-z]", name.strip())[0] if name.strip() else ""
    for kind, pat in KINDS.items():
        if pat.match(name.strip()) or (first and pat.match(first)):
            return kind
    return None


def time_like(c: dict) -> bool:
    return bool(set(c["roles"]) & {"time", "datepart"}) or c["kind"] == "date" \
        or bool(set(tokens(c["name"])) & TIME_TOKENS)


def soft_rules(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool, log_y: bool,
               stdout: str | None, fired: set) -> list[tuple[str, str, str]]:
    """The session-19 rules on a chart: (rule, "borderline" | "wrong", why) for
    each that holds; `fired` holds the rules already given."""
    out = []
    n = prof["rows"]
    x = xcols[0] if len(xcols) == 1 else None
    summary = s17.summary_line(stdout)
    # one bar: rows counted per a column that holds one value (a list of
    # counties whose only category is the state's name): nothing is compared
    if mark == "bars" and not ycols and x is not None and x.get("distinct") == 1 and n >= 3:
        out.append(("one-bar", "wrong", f"rows counted per {x['name']!r}, which holds one value: one bar"))
    # a histogram of an identifier (a neighbour id of an edge list binned by 20)
    if mark == "histogram" and x is not None and set(x["roles"]) & {"id", "unit"} \
            and "rownames" not in x["roles"]:
        out.append(("id-histogram", "wrong", f"a histogram of the identifier {x['name']!r}: its bins mean nothing"))
    # a histogram of a measure whose rows are a series over a time column:
    # true, but the series over its time is the table's content (a load
    # profile's minute values); not wrong (time-not-x is lifted), borderline;
    # a duration the binary computed (`stop − start`) is policy S's chart
    if mark == "histogram" and "time-not-x" in fired and x is not None and not x.get("derived"):
        out.append(("histogram-of-a-series", "borderline", f"the values of {x['name']!r} binned while a time "
                                                           "column orders them: the series over time is the chart"))
    # a histogram of 30 values or more in three bins or fewer: too coarse to
    # show a shape (the binary's own note says how many bins)
    bins = BINS.search(stdout or "")
    if mark == "histogram" and bins and int(bins.group(1)) <= 3 and n >= 30:
        out.append(("coarse-histogram", "borderline", f"{n} values in {bins.group(1)} bins"))
    # a line over the finishing position (a race's results sorted by rank):
    # a falling ranking curve of the outcome, not a series
    if mark == "line" and x is not None and x["kind"] == "num" and any(RANK_NAME.match(t) for t in tokens(x["name"])) \
            and (x.get("ordered") or 0) >= 0.95:
        out.append(("ranking-curve", "borderline", f"a line over the rank {x['name']!r}: the rows sorted by "
                                                   "their outcome, a falling curve"))
    # a line of the mean per x (h35c): codes averaged as if they were amounts
    # (an income bracket per education code) read, but codes stay codes; and
    # a mean over one or two rows a point is noise (household size by age
    # and class: four zigzags)
    if means_per_x(stdout) and x is not None and ycols:
        y = ycols[0]
        if all(c["kind"] == "num" and c.get("integer") and 2 <= (c.get("distinct") or 0) <= 40
               and (c.get("max") or 0) - (c.get("min") or 0) <= 100 for c in (x, y)):
            out.append(("codes-averaged", "borderline", f"the mean of the code {y['name']!r} per value of the code "
                                                        f"{x['name']!r}: levels averaged as amounts"))
        groups = 1
        if split:
            s_col = next((c for c in prof["columns"] if c["name"] == split[0]), None)
            groups = max((s_col or {}).get("distinct") or 1, 1)
        cells = max((x.get("distinct") or 1) * groups, 1)
        if n / cells < 5:
            out.append(("means-of-few", "borderline", f"{n} rows over {cells} points of the mean line: "
                                                      f"{n / cells:.1f} rows a point, a zigzag of noise"))
    if panels and mark in ("line", "points") and ycols:
        out += panel_rules(prof, ycols, log_y, summary or bool(split))
    out += band_rules(prof, xcols, ycols, stdout, fired, log_y)
    # measures of two or more kinds overlaid as lines on one axis (rain,
    # temperatures and wind over the date: three units on one scale)
    if mark == "line" and not panels and not split and len(ycols) >= 2:
        kinds = {kind_of(c["name"]) for c in ycols} - {None}
        if len(kinds) >= 2 and "mixed-units-overlay" not in fired:
            out.append(("kinds-overlaid", "borderline", f"measures of {len(kinds)} kinds ({', '.join(sorted(kinds))}) "
                                                        "overlaid on one axis"))
    # measures of items as point panels over a date they merely carry (people
    # by birth date, elements by year of discovery): the rows follow no order
    # of it (under 60% of steps one way) and, read in date order, no measure
    # follows on (lag-1 < 0.5); the items' measures against each other
    if panels and mark == "points" and len(ycols) >= 2 and x is not None and time_like(x) \
            and (x.get("ordered") or 0) < 0.6 and "items-over-time" not in fired \
            and s18.items_not_series(prof, x, ycols):
        out.append(("items-as-panels", "borderline", f"{len(ycols)} measures of items as point panels over "
                                                     f"{x['name']!r}, which only dates them"))
    # a long series over its dates drawn as bars (a quarterly production
    # over 30 years as 119 bars): a line over the dates is the chart
    if mark == "bars" and ycols and x is not None and x["kind"] == "date" and (x.get("distinct") or 0) > 30 \
            and "bars-over-rows" not in fired:
        out.append(("bars-over-dates", "borderline", f"{x.get('distinct')} dates of {x['name']!r} as bars: "
                                                      "a series over time is a line"))
    # items pooled over the year they were made, as strips coloured by a
    # kind (planes' seats by year built and type, cars by model year and
    # origin): policy P's year as x, which the colour does not mend
    if mark == "points" and not panels and split and x is not None and x["kind"] == "num" and x.get("integer") \
            and set(tokens(x["name"])) & {"year", "yr", "years", "wave", "round"} \
            and 2 <= (x.get("distinct") or 0) <= 60 and n >= 20 * x["distinct"] and "strips-over-waves" not in fired:
        out.append(("strips-over-waves", "borderline", f"x {x['name']!r} has {x['distinct']} values for {n} rows, "
                                                       "coloured by a kind: items pooled over the year"))
    # colour by one of many 0/1 flags, the rarer value under a quarter of the
    # rows (one of twenty region and family dummies): an arbitrary split
    if len(split) == 1 and mark == "points":
        s = next((c for c in prof["columns"] if c["name"] == split[0]), None)
        flags = sum(_flag(c) for c in prof["columns"])
        if s is not None and _flag(s) and flags >= 10:
            v = _values(prof, s)
            share = float(v.mean()) if len(v) else 0.5
            if min(share, 1 - share) < 0.25:
                out.append(("one-of-many-flags", "borderline", f"coloured by {split[0]!r}, one of {flags} 0/1 flags, "
                                                               f"{min(share, 1 - share):.0%} of the rows one way"))
    return out


def lifted(prof: dict, xcols: list, ycols: list, mark: str, panels: bool, stdout: str | None,
           fired: set) -> set[str]:
    """Rules of earlier sessions that do not hold on this chart:

    - time-not-x on a histogram: a histogram draws no series (the session-19
      `histogram-of-a-series` says what is lost), nor on a ranking curve (the
      times of a race follow its finishing positions);
    - size-driven-counts when the pair is the table's only two measures (deaths
      against the population of each county): there is no other chart;
    - on a numbered run drawn as its median and band (h35b), the rules about
      lines overlaid: one line is drawn;
    - on a line of the mean per x (h35c), the rules about dots and rows
      joined (zigzags, grids, full columns, cross-section lines): it draws a
      summary; `codes-averaged` and `means-of-few` say what may be left;
    - profile-of-no-order on a run of columns named by years: their order is time;
    - several-lines-over-row on panels whose every series follows on from row
      to row (lag-1 ≥ 0.95: quarterly aggregates exported without a date): the
      rows are a sequence, each measure on its own axis."""
    out = set()
    if RUN_MEDIAN.search(stdout or ""):        # (one line drawn: the run's median)
        out |= OVERLAY_RULES & fired
    if means_per_x(stdout):
        out |= DOT_RULES & fired
    if "profile-of-no-order" in fired and len(xcols) >= 3 and all(
            c and re.search(r"(1[89]|20)\d\d$", c["name"].strip()) for c in xcols):
        out.add("profile-of-no-order")       # (columns numbered by years: the order is time)
    if mark == "histogram" and "time-not-x" in fired:
        out.add("time-not-x")
    if "ranking-curve" in fired and "time-not-x" in fired:      # (the race's times follow its ranks)
        out.add("time-not-x")
    if "size-driven-counts" in fired:
        measures = [c for c in prof["columns"] if c["kind"] == "num"
                    and not set(c["roles"]) & {"rownames", "id", "unit"}]
        if len(measures) == 2:
            out.add("size-driven-counts")
    if "several-lines-over-row" in fired and panels and mark == "line" and ycols:
        lags = [c.get("lag1") for c in ycols]
        if all(lag is not None and lag >= 0.95 for lag in lags):
            out.add("several-lines-over-row")
    return out
