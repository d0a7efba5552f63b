#!/usr/bin/env python3
"""Checks of the judge's session-17 rules on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s17.py

Each case writes a CSV, profiles it as judge.py does, feeds judge_run the chart a
binary would report, and asserts which rules fire (and that the near miss does not).
"""
from __future__ import annotations

import os
import sys
import tempfile
import unittest

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judge  # noqa: E402


def judged(df: pd.DataFrame, x, y=(), series=(), mark="points", layout="single", stdout="") -> dict:
    """judge_run on df written as an R export, with the chart given."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "t.csv")
        df.to_csv(path)
        prof = judge.profile(path)
        judge.classify_columns(prof)
        run = {"collection": "pandas", "name": "t", "rc": 0, "stdout": stdout,
               "chosen": {"x": list(x), "y": list(y), "series": list(series), "mark": mark,
                          "layout": layout}}
        return judge.judge_run(run, prof)


def rules(j: dict) -> set:
    return set(j["rules"]) | set(j.get("soft", []))


class Session17Rules(unittest.TestCase):
    rng = np.random.default_rng(17)

    def test_a_map_of_events_is_no_time_not_x(self):
        n = 200
        df = pd.DataFrame({"time": pd.date_range("2020-01-01", periods=n, freq="D").strftime("%Y-%m-%d"),
                           "lat": self.rng.uniform(30, 50, n), "lon": self.rng.uniform(-120, -70, n),
                           "mag": self.rng.uniform(2, 7, n)})
        # (session 18: the near miss is a measure that follows on over the days, a
        # series; two measures of events that follow on in no order are items, see
        # test_judge_s18.py)
        df["depth"] = 10 + self.rng.normal(0, 1, n).cumsum()
        self.assertNotIn("time-not-x", rules(judged(df, ["lon"], ["lat"])))
        self.assertIn("time-not-x", rules(judged(df, ["mag"], ["depth"])))

    def test_a_median_and_band_per_date_is_no_zigzag(self):
        dates = np.repeat(pd.date_range("2020-01-05", periods=30, freq="W").strftime("%Y-%m-%d"), 10)
        df = pd.DataFrame({"date": dates, "price": self.rng.uniform(1, 2, len(dates))})
        said = "The same 10 rows at each of 30 dates (a balanced panel): the median of price is drawn, " \
               "with the band from the 10th to the 90th percentile, not their count."
        self.assertNotIn("line-zigzag", rules(judged(df, ["date"], ["price"], mark="line", stdout=said)))
        self.assertIn("line-zigzag", rules(judged(df, ["date"], ["price"], mark="line")))

    def test_a_dense_grid_of_whole_numbers_is_borderline_but_strips_by_a_dose_are_not(self):
        n = 600
        df = pd.DataFrame({"age": self.rng.integers(18, 80, n), "hompop": self.rng.choice(np.arange(1, 9), n, p=[.2, .3, .2, .15, .08, .04, .02, .01]),
                           "dose": np.repeat([1, 2, 3, 4, 5, 6], n // 6), "count": self.rng.integers(0, 30, n)})
        self.assertIn("dense-integer-grid", rules(judged(df, ["age"], ["hompop"])))
        self.assertNotIn("dense-integer-grid", rules(judged(df, ["dose"], ["count"])))

    def test_six_lines_on_one_axis_are_many_unless_they_share_a_start(self):
        n = 100
        walk = self.rng.normal(0, 1, (n, 6)).cumsum(axis=0)
        df = pd.DataFrame(walk, columns=[f"s{k}" for k in "abcdef"])
        df.insert(0, "year", np.arange(1900, 1900 + n))
        ys = list(df.columns[1:])
        self.assertIn("many-lines-overlaid", rules(judged(df, ["year"], ys, mark="line")))
        normed = df.copy()
        normed[ys] = 1 + (walk - walk[0]) / 100
        self.assertNotIn("many-lines-overlaid", rules(judged(normed, ["year"], ys, mark="line")))
        self.assertNotIn("many-lines-overlaid", rules(judged(df, ["year"], ys[:5], mark="line")))

    def test_a_histogram_of_one_channel_of_a_spectrum_is_borderline(self):
        df = pd.DataFrame(self.rng.normal(3, 0.2, (50, 5)), columns=[f"V{k}" for k in range(1, 6)])
        df["fat"] = self.rng.uniform(0, 40, 50)
        self.assertIn("histogram-of-a-run", rules(judged(df, ["V1"], mark="histogram")))
        self.assertNotIn("histogram-of-a-run", rules(judged(df, ["fat"], mark="histogram")))

    def test_a_derived_pair_is_borderline_but_a_measured_one_is_not(self):
        n = 80
        price = self.rng.choice([1.69, 1.79, 1.99, 2.09], n)
        disc = self.rng.choice([0.0, 0.2, 0.4], n)
        noise = self.rng.normal(0, 1, n)
        df = pd.DataFrame({"price": price, "disc": disc, "sale": price - disc,
                           "loyal": self.rng.uniform(0, 1, n), "weeks": 10 * price + noise})
        self.assertIn("derived-pair", rules(judged(df, ["disc"], ["sale"])))
        self.assertNotIn("derived-pair", rules(judged(df, ["loyal"], ["weeks"])))

    def test_lines_of_a_survival_table_are_wrong(self):
        n = 60
        df = pd.DataFrame({"year": np.sort(self.rng.uniform(1990, 1998, n)),
                           "T": self.rng.uniform(0, 8, n), "D": self.rng.integers(0, 2, n)})
        self.assertIn("survival-as-lines", judged(df, ["year"], ["T"], mark="line")["rules"])
        no_event = df.rename(columns={"D": "group"})
        self.assertNotIn("survival-as-lines", rules(judged(no_event, ["year"], ["T"], mark="line")))

    def test_a_scatter_of_a_lagged_series_is_borderline(self):
        n = 100
        r = self.rng.normal(0, 1, n + 2)
        df = pd.DataFrame({"Lag1": r[1:-1], "Lag2": r[:-2], "Volume": self.rng.uniform(1, 2, n), "Today": r[2:]})
        self.assertIn("lagged-series-scattered", rules(judged(df, ["Volume"], ["Today"])))
        self.assertNotIn("lagged-series-scattered",
                         rules(judged(df.drop(columns=["Lag1", "Lag2"]), ["Volume"], ["Today"])))

    def test_a_histogram_of_values_repeated_by_the_layout_is_borderline(self):
        regions = self.rng.integers(10_000, 90_000, 13)
        df = pd.DataFrame({"region": np.repeat(np.arange(13), 12), "registered": np.repeat(regions, 12),
                           "votes": self.rng.integers(0, 9_000, 156)})
        self.assertIn("histogram-of-repeats", rules(judged(df, ["registered"], mark="histogram")))
        self.assertNotIn("histogram-of-repeats", rules(judged(df, ["votes"], mark="histogram")))

    def test_a_stitched_year_runs_back_but_two_unsorted_lots_do_not(self):
        years = [2003, 1995, 1998, 2001, 1991, 2005, 1996, 1999, 2002, 1993, 2004, 1997]   # a TMY's months
        months = [pd.date_range(f"{years[k]}-{k + 1:02d}-01", periods=28, freq="D") for k in range(12)]
        stitched = pd.DataFrame({"date": np.concatenate([m.strftime("%Y-%m-%d") for m in months]),
                                 "ghi": self.rng.uniform(0, 900, 28 * 12)})
        self.assertIn("date-runs-back", rules(judged(stitched, ["date"], ["ghi"], mark="line")))
        hours = pd.date_range("2013-01-01", periods=400, freq="h")
        lots = np.concatenate([hours[200:], hours[:200]]).astype("datetime64[s]").astype(str)
        two = pd.DataFrame({"time_hour": lots, "delay": self.rng.normal(0, 10, 400)})
        self.assertNotIn("date-runs-back", rules(judged(two, ["time_hour"], ["delay"], mark="line")))

    def test_a_histogram_of_durations_stop_minus_start_is_judged(self):
        n = 40
        start = self.rng.integers(0, 50, n)
        df = pd.DataFrame({"id": np.arange(n), "start": start, "stop": start + self.rng.integers(1, 30, n),
                           "event": self.rng.integers(0, 2, n)})
        j = judged(df, ["stop \u2212 start"], mark="histogram")
        self.assertEqual(j["class"], "ok")
        self.assertEqual(judged(df, ["stop \u2212 nothing"], mark="histogram")["class"], "unjudged")


if __name__ == "__main__":
    unittest.main()
