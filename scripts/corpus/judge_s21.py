"""Session 21 rules of the judge (h37e), kept apart so judge.py stays readable.

Written from the labels where the judge called ok what the eye called
borderline in the sets calibration, new-s15 and random-s14 .. random-s20,
each as a CLASS of tables checked against every labelled run of main's run
`review21`; never from `random-s21` (the seed-21 sample, labelled this
session before any rule) nor from `holdout`.  The README's "Session 21"
table lists them with the labels they were written from.  judge.py calls:

- `soft_rules(...)` the session-21 rules on a chart, as (rule, severity, why)
"""
from __future__ import annotations

import re

import pandas as pd

from judge_profile import tokens

UNIT_CAP = 40            # candidate unit columns looked at, the first ones
LAT_TOKENS = {"lat", "latitude"}
LON_TOKENS = {"lon", "long", "lng", "longitude"}
# a fitted equation's coefficient (A, k, c2) and the bounds of its range (Tmin, Tmax)
COEFF_NAME = re.compile(r"^[a-z][0-9]{0,2}$", re.I)
LIMIT_NAME = re.compile(r"^[a-z]{0,2}_?(min|max)$", re.I)
# the cell count of a frequency table by name (`Freq`, `n`, `pop`); `count` and
# `number` are left out: a designed experiment's response is often a count of
# insects or seeds, whose strips by the treatment are policy D's chart
COUNT_TOKENS = {"n", "freq", "frequency", "pop", "population", "cases", "births", "deaths", "persons", "people"}


# The columns at `positions` as text, the first 200,000 rows: the session-20 reader.
from judge_s20 import _read  # noqa: E402


def points_drawn_again(prof: dict, x: dict, y: dict, s: dict) -> tuple[str, int, str | None] | None:
    """A long table whose rows are units times a category (a county once per
    shop type, a departement once per candidate), scattered by values of the
    unit and coloured by the category:

    - both x and y are the unit's (its income and population, its null and
      expressed shares): every unit is drawn once per colour on one spot, one
      colour over the other, so the colours say nothing;
    - one axis is the unit's (a region's null share) and the other the
      category's (each candidate's share): the unit's value is repeated once
      per category, a column of dots per unit.

    Returns (the unit column, its units, None when both axes are the unit's,
    else the name of the axis repeated) when a column of ≥ 5 values holding
    ≥ 1.8 rows each on average has the axis (or both) constant within ≥ 95%
    of its units and the colour varying within ≥ 90% of them — with both, ≥
    half the rows share their (x, y) point; with one, that axis a measure of
    ≥ 8 values (a design's factor repeated within its subjects is policy D's
    strips) and the colour not telling a unit's rows apart (12 candidates a
    region, coloured by their sex: ≥ 2 rows a colour).  Else None.  Items that merely share a category (athletes by sex,
    once each) have no such unit."""
    n = prof["rows"]
    if n < 10:
        return None
    units = [c for c in prof["columns"] if c["name"] not in (x["name"], y["name"], s["name"])
             and "rownames" not in c["roles"] and 5 <= (c.get("distinct") or 0) <= n / 1.8][:UNIT_CAP]
    if not units:
        return None
    df = _read(prof, [x["pos"], y["pos"], s["pos"]] + [u["pos"] for u in units])
    if df is None or len(df) < 10:
        return None
    dup = df[[x["pos"], y["pos"]]].duplicated(keep=False).mean()
    for u in units:
        g = df.groupby(u["pos"])
        if (g[s["pos"]].nunique() > 1).mean() < 0.9:
            continue
        const = {c["name"]: (g[c["pos"]].nunique() <= 1).mean() >= 0.95 for c in (x, y)}
        if all(const.values()) and dup >= 0.5:
            return u["name"], int(df[u["pos"]].nunique()), None
        # (the colour must not tell a unit's rows apart: a county's two shop
        # counts against its income, coloured by the shop, compare the chains)
        blurred = (g.size() / g[s["pos"]].nunique()).median() >= 2
        for c in (x, y):
            if blurred and const[c["name"]] and not all(const.values()) and c["kind"] == "num" \
                    and (c.get("distinct") or 0) >= 8 and not set(c["roles"]) & {"coded", "id", "time", "datepart"}:
                return u["name"], int(df[u["pos"]].nunique()), c["name"]
    return None


def coordinate_pair(cols: list) -> tuple[dict, dict] | None:
    """A latitude and a longitude among `cols`, by token (`position_lat`,
    `position_long`, `Latitude`), or None.  (`x`/`y` alone are too common to
    read as a map here.)"""
    lat = next((c for c in cols if c and set(tokens(c["name"])) & LAT_TOKENS), None)
    lon = next((c for c in cols if c and set(tokens(c["name"])) & LON_TOKENS), None)
    return (lat, lon) if lat is not None and lon is not None else None


def frequency_table(prof: dict, x: dict, y: dict) -> list[str] | None:
    """The categories of a frequency table — a count named as one (pop, n,
    freq, cases …: whole numbers ≥ 0) beside ≥ 2 columns that are all codes or
    categories (≤ 30 values), x one of them — as the names of those left out;
    else None."""
    if not (y["kind"] == "num" and y.get("integer") and (y.get("min") or 0) >= 0
            and set(tokens(y["name"])) & COUNT_TOKENS):
        return None
    others = [c for c in prof["columns"] if c is not y and "rownames" not in c["roles"]]

    def category(c: dict) -> bool:
        return bool(set(c["roles"]) & {"coded", "category"}) or (
            c["kind"] == "text" and 2 <= (c.get("distinct") or 0) <= 30)
    if len(others) < 2 or x not in others or not all(category(c) for c in others):
        return None
    return [c["name"] for c in others if c is not x]


def coefficient_drawn(prof: dict, xcols: list, ycols: list, mark: str) -> str | None:
    """A fitted equation's coefficient drawn as if a property of the items:

    - a scatter of one coefficient (a letter and up to two digits: `k`, `A`,
      `c2`) against a named property, in a table that bounds the equation's
      range (`Tmin`, `Tmax`): the density's temperature slope against molar
      mass (two coefficients together are `coefficient-pair`'s);
    - the histogram of one of such coefficients of ≥ 3 letters (`l`, `m`,
      `n` of a photolysis fit; not one numbered run, features f1..f9).

    Returns the coefficient's name, or None."""
    coeffs = [c for c in prof["columns"] if COEFF_NAME.match(c["name"].strip())
              and c["name"].strip().lower() not in ("x", "y", "z") and "rownames" not in c["roles"]]
    names = {c["name"] for c in coeffs}
    if mark == "points" and len(xcols) == 1 and len(ycols) == 1 and xcols[0] and ycols[0]:
        drawn = [c for c in (xcols[0], ycols[0]) if c["name"] in names]
        limits = [c for c in prof["columns"] if LIMIT_NAME.match(c["name"].strip())]
        if len(drawn) == 1 and limits and drawn[0]["kind"] == "num" \
                and not LIMIT_NAME.match(({xcols[0]["name"], ycols[0]["name"]} - names).pop().strip()):
            return drawn[0]["name"]
    letters = {c["name"].strip()[0].lower() for c in coeffs}
    if mark == "histogram" and len(xcols) == 1 and xcols[0] and xcols[0]["name"] in names and len(letters) >= 3:
        return xcols[0]["name"]
    return None


def soft_rules(prof: dict, xcols: list, ycols: list, split: list, mark: str, panels: bool,
               fired: set) -> list[tuple[str, str, str]]:
    """The session-21 rules on a chart: (rule, "borderline" | "wrong", why) for
    each that holds; `fired` holds the rules already given."""
    out = []
    x = xcols[0] if len(xcols) == 1 else None
    y = ycols[0] if len(ycols) == 1 else None
    # each unit drawn once per colour on one spot (a county per shop type):
    # the colour hides under itself, the category's own values are not drawn
    if mark == "points" and not panels and x is not None and y is not None and len(split) == 1:
        s = next((c for c in prof["columns"] if c["name"] == split[0]), None)
        hit = points_drawn_again(prof, x, y, s) if s is not None else None
        if hit and hit[2] is None:
            out.append(("points-drawn-again", "borderline", f"each of the {hit[1]} values of {hit[0]!r} holds one "
                                                            f"{x['name']!r} and {y['name']!r}, drawn once per "
                                                            f"{split[0]!r}: the colours lie on each other"))
        elif hit:
            out.append(("points-drawn-again", "borderline", f"{hit[2]!r} is one value per {hit[0]!r} ({hit[1]} of "
                                                            f"them), repeated once per {split[0]!r}: a column of dots "
                                                            "per unit"))
    # a track's latitude and longitude as two wiggles over its distance or
    # time (policy M: the route, longitude against latitude, is the chart);
    # a pair that jumps is already `coordinates-as-lines`
    if mark == "line" and "coordinates-as-lines" not in fired:
        pair = coordinate_pair(ycols)
        if pair:
            out.append(("track-as-lines", "borderline", f"{pair[0]['name']!r} and {pair[1]['name']!r} drawn as lines "
                                                        "over x: the route (a map) is not drawn"))
    # a frequency table's counts as strips by one category (policy F): the
    # counts summed per category, stacked by another, are the chart
    if mark == "points" and not panels and x is not None and y is not None:
        rest = frequency_table(prof, x, y)
        if rest:
            out.append(("counts-as-strips", "borderline", f"the counts {y['name']!r} as strips by {x['name']!r}, "
                                                          f"{', '.join(map(repr, rest[:3]))} left out: summed bars "
                                                          "are the chart (policy F)"))
    # a fitted coefficient drawn as a property of the items
    if not {"coefficient-pair", "coefficient-drawn"} & fired:
        name = coefficient_drawn(prof, xcols, ycols, mark)
        if name:
            out.append(("coefficient-as-property", "borderline", f"the fitted coefficient {name!r} drawn as if a "
                                                                 "property of the items"))
    return out
