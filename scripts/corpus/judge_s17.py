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

LAT = {"lat", "latitude", "y", "y_centroid", "ycoord", "northing", "utm_y"}
LON = {"lon", "long", "lng", "longitude", "x", "x_centroid", "xcoord", "easting", "utm_x"}
# a survival table: an event flag and a duration (policy S)
EVENT_TOKENS = {"event", "status", "death", "dead", "died", "censor", "censored", "cens", "fail",
                "failure", "delta", "d", "e", "relapse", "fstat", "arrest", "recur"}
DURATION_TOKENS = {"time", "t", "futime", "stop", "survival", "duration", "days", "months", "weeks",
                   "tte", "follow", "followup", "surv", "dur", "lenfol", "week", "survtime"}
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
    single = len(xcols) == 1 and len(ycols) == 1 and not panels and not split
    # a dense grid of two whole-number columns (household size by age,
    # years of schooling by age, pregnancies by age): every cell of a grid
    # of up to 20 x 120 levels holds dots drawn over each other; a factor of
    # a designed table on x is policy D's strips, not this
    if single and mark == "points" and "codes-grid" not in fired:
        a, b = xcols[0], ycols[0]
        if a["kind"] == b["kind"] == "num" and a.get("integer") and b.get("integer") and a is not b \
                and min(a["distinct"], b["distinct"]) <= 20 and max(a["distinct"], b["distinct"]) <= 120 \
                and n >= 0.5 * a["distinct"] * b["distinct"] \
                and not design_factor(a, n) and not design_factor(b, n):
            out.append(("dense-integer-grid", "borderline",
                        f"{b['name']!r} ({b['distinct']} values) against {a['name']!r} ({a['distinct']}): "
                        f"{n} rows on a grid of {a['distinct'] * b['distinct']} cells"))
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
    # a survival table (an event flag and a duration) drawn as lines: each
    # row is a subject, not a point of a series (policy S)
    if mark == "line" and survival_columns(prof):
        ev, _ = survival_columns(prof)
        out.append(("survival-as-lines", "wrong",
                    f"the rows are subjects (event {ev['name']!r}), joined by lines"))
    return out
