#!/usr/bin/env python3
"""Checks of the judge's session-18 rules on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s18.py

Each case writes a CSV, profiles it as judge.py does, feeds judge_run the chart a
binary would report (its notes on stdout included), and asserts which rules fire
(and that the near miss does not).
"""
from __future__ import annotations

import os
import sys
import unittest

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_judge_s17 import judged, rules  # noqa: E402


def beyond(column: str, count: int, total: int) -> str:
    """The note a binary of session 18 prints for an axis cut to the bulk."""
    return (f"{column} axis cut to the bulk of its values: {count} of {total} points lie beyond it, "
            "drawn at its edge as open triangles (farthest 9.25).")


def profile_note(columns: list[str]) -> str:
    return (f"The {len(columns)} columns {columns[0]} to {columns[-1]} are one numbered run of one kind: "
            "drawn as a profile over their numbers, a line per row.")


class Session18Rules(unittest.TestCase):
    rng = np.random.default_rng(18)

    def test_a_cut_axis_lifts_the_squash_but_not_when_what_it_keeps_is_still_squashed(self):
        n = 2000
        ratio = np.abs(self.rng.normal(0.3, 0.2, n))
        ratio[:20] = self.rng.uniform(50, 90, 20)          # 20 far ratios squash the bulk
        df = pd.DataFrame({"ratio": ratio, "income": self.rng.gamma(2, 20, n)})
        self.assertIn("outlier-squash", rules(judged(df, ["ratio"], ["income"])))
        self.assertNotIn("outlier-squash",
                         rules(judged(df, ["ratio"], ["income"], stdout=beyond("ratio", 20, n))))
        # constants over 60 orders of magnitude: a cut of the 4 farthest leaves 1e34 of axis
        value = np.concatenate([10.0 ** self.rng.uniform(-35, 3, 330), 10.0 ** self.rng.uniform(20, 34, 20),
                                [1e40, 2e42, 1e45, 1e50]])
        consts = pd.DataFrame({"sf_value": self.rng.integers(3, 15, 354), "value": value})
        j = judged(consts, ["sf_value"], ["value"], stdout=beyond("value", 4, 354))
        self.assertIn("outlier-squash", j["rules"])

    def test_two_measures_of_dated_items_are_no_series_scattered(self):
        n = 120
        dates = np.repeat(pd.date_range("2024-01-01", periods=40, freq="D").strftime("%Y-%m-%d"), 3)
        df = pd.DataFrame({"date": dates, "waiting": self.rng.uniform(100, 200, n),
                           "duration": self.rng.uniform(100, 300, n),
                           "level": 50 + self.rng.normal(0, 1, n).cumsum()})     # a reading that follows on
        self.assertNotIn("time-not-x", rules(judged(df, ["waiting"], ["duration"])))
        self.assertIn("time-not-x", rules(judged(df, ["waiting"], ["level"])))

    def test_a_part_against_the_total_that_holds_it_is_borderline(self):
        n = 300
        quality = self.rng.normal(0, 0.4, n)                   # a coffee's quality lifts every score
        scores = {k: np.round(7.5 + quality + self.rng.normal(0, 0.2, n), 2)
                  for k in ("aroma", "flavor", "aftertaste", "acidity", "body", "balance")}
        df = pd.DataFrame(scores)
        df["total_cup_points"] = df.sum(axis=1)
        df["altitude"] = 1200 + 300 * quality + self.rng.normal(0, 60, n)
        self.assertIn("part-of-total", rules(judged(df, ["flavor"], ["total_cup_points"])))
        self.assertNotIn("part-of-total", rules(judged(df, ["altitude"], ["total_cup_points"])))

    def test_the_share_of_ones_per_flag_is_the_chart_of_many_flags(self):
        n = 200
        df = pd.DataFrame({f"el_{k}": self.rng.integers(0, 2, n) for k in range(12)})
        said = "12 columns of 0/1 flags over 200 rows: the share of rows with 1 in each is drawn, highest first."
        j = judged(df, ["flag"], list(df.columns), mark="bars", stdout=said)
        self.assertEqual(j["class"], "ok", j["why"])
        self.assertEqual(judged(df, ["flag"], list(df.columns), mark="bars")["class"], "unjudged")

    def test_a_spectrum_drawn_as_a_profile_is_acceptable(self):
        n, k = 120, 40
        base = np.sin(np.linspace(0, 3, k)) + 3
        level = self.rng.normal(0, 0.3, (n, 1))
        df = pd.DataFrame(base + level + self.rng.normal(0, 0.01, (n, k)), columns=[f"V{i}" for i in range(1, k + 1)])
        cols = list(df.columns)
        j = judged(df, cols, mark="line", stdout=profile_note(cols))
        self.assertEqual(j["class"], "ok", j["why"])

    def test_unrelated_tests_drawn_as_a_profile_are_borderline(self):
        n = 300
        df = pd.DataFrame({f"x{i}": self.rng.normal(self.rng.uniform(2, 6), 1, n) for i in range(1, 10)})
        cols = list(df.columns)
        self.assertIn("profile-of-no-order", rules(judged(df, cols, mark="line", stdout=profile_note(cols))))
        # without the note the binary drew no profile: the rule does not apply
        self.assertNotIn("profile-of-no-order", rules(judged(df, cols, mark="line")))

    def test_a_flat_median_in_a_wide_band_is_borderline(self):
        n, k = 400, 10
        hours = self.rng.uniform(0.01, 0.08, (n, 1))        # the hour of the day sets each row's level
        df = pd.DataFrame(hours + self.rng.normal(0, 0.001, (n, k)),
                          columns=[f"temp_intervall_{i:02d}" for i in range(1, k + 1)])
        cols = list(df.columns)
        j = judged(df, cols, mark="line", stdout=profile_note(cols))
        self.assertIn("profile-flat", rules(j))
        self.assertNotIn("profile-of-no-order", rules(j))


if __name__ == "__main__":
    unittest.main()
