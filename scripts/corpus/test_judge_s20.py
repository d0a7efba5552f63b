#!/usr/bin/env python3
"""Checks of the judge's session-20 rules on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s20.py

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


class Session20Rules(unittest.TestCase):
    rng = np.random.default_rng(20)

    def wage_panel(self, people=60, years=range(1980, 1988)) -> pd.DataFrame:
        """Wooldridge's wagepan shape: a person number, a year, log wage, hours, schooling."""
        rows = []
        for nr in range(1, people + 1):
            educ = int(self.rng.integers(9, 17))
            base = 1.0 + 0.08 * educ + self.rng.normal(0, 0.3)
            for k, year in enumerate(years):
                rows.append({"nr": 13 + 17 * nr, "year": year, "educ": educ, "exper": k + int(self.rng.integers(0, 6)),
                             "lwage": base + 0.05 * k + self.rng.normal(0, 0.2),
                             "hours": int(2000 + self.rng.normal(0, 300))})
        return pd.DataFrame(rows)

    def test_a_panel_pooled_into_one_scatter_is_borderline_and_a_line_per_unit_is_not_judged_so(self):
        df = self.wage_panel()
        j = judged(df, ["hours"], ["lwage"])
        self.assertIn("units-pooled", j["soft"])
        self.assertEqual(j["class"], "borderline")
        # the units as the colour: each person's dots told apart
        self.assertNotIn("units-pooled", rules(judged(df, ["hours"], ["lwage"], series=["nr"])))
        # the time drawn as x is another rule's business (panel-as-strips), not this one
        self.assertNotIn("units-pooled", rules(judged(df, ["year"], ["lwage"])))

    def test_items_pooled_over_the_year_they_were_made_are_no_panel(self):
        # cars by model year (vega cars, ISLP Auto): every car once, the year shared
        n = 390
        year = np.sort(self.rng.integers(70, 83, n))
        weight = self.rng.uniform(1600, 5000, n)
        df = pd.DataFrame({"name": [f"car {i}" for i in range(n)], "origin": self.rng.integers(1, 4, n),
                           "year": year, "weight": weight.round(), "mpg": (60 - weight / 120 + self.rng.normal(0, 3, n)).round(1)})
        self.assertNotIn("units-pooled", rules(judged(df, ["weight"], ["mpg"])))
        # and drifting buoys' positions over the years, drawn as a map, are a map (policy M)
        buoys = pd.DataFrame({"buoy": np.repeat(np.arange(1, 21), 8), "year": np.tile(np.arange(2000, 2008), 20),
                              "lat": self.rng.uniform(35, 60, 160).round(3), "long": self.rng.uniform(-10, 30, 160).round(3)})
        self.assertNotIn("units-pooled", rules(judged(buoys, ["long"], ["lat"])))
        buoys = buoys.rename(columns={"lat": "sst", "long": "salinity"})
        self.assertIn("units-pooled", rules(judged(buoys, ["salinity"], ["sst"])))

    def test_repeated_measures_of_a_few_subjects_pooled_are_borderline_but_teachers_classes_are_not(self):
        subjects = np.repeat(np.arange(1, 9), 6)
        level = np.repeat(self.rng.normal(7.4, 0.2, 8), 6)
        df = pd.DataFrame({"Subject": subjects, "pH": (level + self.rng.normal(0, 0.05, 48)).round(2),
                           "PacO2": (5 + 3 * (level - 7.4) + self.rng.normal(0, 0.5, 48)).round(2)})
        j = judged(df, ["pH"], ["PacO2"])
        self.assertIn("units-pooled", j["soft"])
        self.assertNotIn("units-pooled", rules(judged(df, ["pH"], ["PacO2"], series=["Subject"])))
        # evaluations of courses taught by 94 professors: each row a course, the
        # professor not a subject measured again and again
        n = 463
        evals = pd.DataFrame({"prof_ID": np.sort(self.rng.integers(1, 95, n)), "score": self.rng.uniform(2.3, 5, n).round(1),
                              "bty_avg": self.rng.uniform(1.7, 8.2, n).round(3)})
        self.assertNotIn("units-pooled", rules(judged(evals, ["bty_avg"], ["score"])))

    def test_two_measures_of_a_crossed_design_scattered_are_borderline_but_diners_are_not(self):
        # cuttings of 8 localities x 7 subcultures, 4 each (agridat's timber shape)
        loc, sub = np.meshgrid(np.arange(1, 9), np.arange(1, 8), indexing="ij")
        loc, sub = np.repeat(loc.ravel(), 4), np.repeat(sub.ravel(), 4)
        n = len(loc)
        elong = self.rng.normal(45, 15, n).round(1)
        df = pd.DataFrame({"Locality": loc, "Subculture": sub, "Replicate": np.tile([1, 2, 1, 2], n // 4),
                           "Elongation": elong, "Rooting": (40 + 0.5 * elong + self.rng.normal(0, 12, n)).round()})
        j = judged(df, ["Elongation"], ["Rooting"])
        self.assertIn("design-crossed-ignored", j["soft"])
        # the design as the colour: shown
        self.assertNotIn("design-crossed-ignored", rules(judged(df, ["Elongation"], ["Rooting"], series=["Locality"])))
        # restaurant bills: day and section are categories of 3+ words, but they do not cross evenly
        m = 244
        day = self.rng.choice(["Thur", "Fri", "Sat", "Sun"], m, p=[0.25, 0.08, 0.36, 0.31])
        time = np.where(np.isin(day, ["Sat", "Sun"]), "Dinner", self.rng.choice(["Lunch", "Dinner"], m))
        bill = self.rng.gamma(4, 5, m).round(2)
        tips = pd.DataFrame({"total_bill": bill, "tip": (0.15 * bill + self.rng.normal(0, 1, m)).round(2),
                             "sex": self.rng.choice(["Female", "Male"], m), "day": day, "time": time,
                             "section": self.rng.choice(["bar", "patio", "hall"], m, p=[0.6, 0.3, 0.1]),
                             "size": self.rng.integers(1, 7, m)})
        self.assertNotIn("design-crossed-ignored", rules(judged(tips, ["total_bill"], ["tip"])))

    def test_panel_strips_coloured_by_an_event_are_borderline_but_two_hips_per_person_are_not(self):
        # lifelines' panel_test shape: 9 ids on up to 6 occasions, an event flag
        rows = []
        for i in range(1, 10):
            for t in range(1, int(self.rng.integers(3, 7)) + 1):
                rows.append({"id": i, "t": t, "E": int(t >= 4 and self.rng.random() < 0.5),
                             "var1": round(float(self.rng.normal(t, 1)), 1), "var2": int(self.rng.integers(1, 5))})
        df = pd.DataFrame(rows)
        self.assertIn("panel-as-strips", rules(judged(df, ["t"], ["var1"], series=["E"])))
        # hip flexion before and after of 39 people, left and right hip: the
        # whole-degree x is a measure, each person holds two rows
        hips = pd.DataFrame({"person": np.repeat(np.arange(1, 40), 2), "grp": np.repeat(self.rng.integers(0, 2, 39), 2),
                             "faft": self.rng.integers(100, 125, 78), "fbef": self.rng.integers(80, 125, 78)})
        self.assertNotIn("panel-as-strips", rules(judged(hips, ["faft"], ["fbef"], series=["grp"])))

    def test_lines_of_units_that_jump_are_borderline_and_smooth_ones_are_not(self):
        states = [f"S{i:02d}" for i in range(30)]
        years = np.arange(1914, 2012, 2)
        senate = pd.DataFrame([{"state": s, "year": y, "margin": round(float(self.rng.normal(0, 25)), 2)}
                               for s in states for y in years])
        j = judged(senate, ["year"], ["margin"], series=["state"], mark="line")
        self.assertIn("tangled-lines", j["soft"])
        # life expectancy per country: each line follows on
        life = pd.DataFrame([{"country": s, "year": y, "lifeExp": round(40 + 0.3 * (y - 1914) + float(self.rng.normal(0, 0.5)), 2)}
                             for s in states for y in years])
        self.assertNotIn("tangled-lines", rules(judged(life, ["year"], ["lifeExp"], series=["country"], mark="line")))

    def test_a_survival_table_drawn_without_its_time_is_borderline_and_with_it_is_not(self):
        # the veterans' lung cancer trial as a pandas export: the status written as words
        n = 137
        df = pd.DataFrame({"Age_in_years": self.rng.integers(34, 81, n),
                           "Celltype": self.rng.choice(["squamous", "smallcell", "adeno", "large"], n),
                           "Karnofsky_score": self.rng.choice([10, 20, 30, 40, 50, 60, 70, 80, 90], n),
                           "Months_from_Diagnosis": self.rng.integers(1, 60, n),
                           "Treatment": self.rng.choice(["standard", "test"], n),
                           "Status": self.rng.choice(["True", "False"], n, p=[0.93, 0.07]),
                           "Survival_in_days": self.rng.integers(1, 1000, n)})
        j = judged(df, ["Treatment"], ["Karnofsky_score"], series=["Celltype"])
        self.assertIn("survival-time-undrawn", j["soft"])
        self.assertIn("Survival_in_days", " ".join(j["why"]))
        self.assertNotIn("survival-time-undrawn",
                         rules(judged(df, ["Survival_in_days"], ["Karnofsky_score"], series=["Treatment"])))
        self.assertNotIn("survival-time-undrawn", rules(judged(df, ["Survival_in_days"], mark="histogram")))
        # no event flag: a table of durations is no survival table
        self.assertNotIn("survival-time-undrawn", rules(judged(df.drop(columns=["Status"]), ["Treatment"],
                                                                ["Karnofsky_score"], series=["Celltype"])))

    def test_items_that_carry_a_date_are_no_series_for_a_histogram_or_a_mean_line(self):
        # breaches posted on dates: the individuals affected per breach follow on in no order
        n = 400
        dates = np.sort(self.rng.integers(0, 1500, n))
        df = pd.DataFrame({"Name_of_Covered_Entity": [f"Entity {i}" for i in range(n)],
                           "Individuals_Affected": self.rng.lognormal(8, 1.5, n).round(),
                           "Date_Posted_or_Updated": (pd.Timestamp("2010-01-01") + pd.to_timedelta(dates, "D")).strftime("%Y-%m-%d")})
        j = judged(df, ["Individuals_Affected"], mark="histogram")
        self.assertNotIn("histogram-of-a-series", rules(j))
        self.assertNotIn("time-not-x", rules(j))
        # a load profile's minute values stacked per house: the values follow on row to row
        minutes = pd.date_range("2020-01-01", periods=1440, freq="min").strftime("%H:%M:%S")
        load = pd.DataFrame({"Haus": np.repeat(["EFH", "MFH"], 1440), "Zeit": np.tile(minutes, 2),
                             "F_el": np.tile(1 + np.sin(np.arange(1440) / 200), 2) + self.rng.normal(0, 0.01, 2880)})
        self.assertIn("histogram-of-a-series", rules(judged(load, ["F_el"], mark="histogram")))
        # mothers' mean age per parity, the births in birthday order
        m = 600
        babies = pd.DataFrame({"birthday": (pd.Timestamp("1961-01-01") + pd.to_timedelta(np.sort(self.rng.integers(0, 365, m)), "D")).strftime("%Y-%m-%d"),
                               "parity": self.rng.integers(0, 10, m), "age": self.rng.integers(15, 45, m),
                               "bwt": self.rng.normal(120, 18, m).round()})
        note = "The mean of age at each parity, over the band of the middle 80% of the rows: 600 rows."
        self.assertNotIn("time-not-x", rules(judged(babies, ["parity"], ["age"], mark="line", stdout=note)))
        self.assertIn("time-not-x", rules(judged(babies, ["parity"], ["age"], mark="line")))

    def test_two_of_a_battery_of_scores_on_one_scale_are_borderline_but_two_body_measures_are_not(self):
        n = 300
        rng = np.random.default_rng(2020)          # (its own: quarter-point scores need ≥ 8 values each)
        base = rng.normal(7.5, 0.4, n)
        scores = {name: (np.round((base + rng.normal(0, 0.2, n)) * 4) / 4).clip(6, 9)
                  for name in ["aroma", "flavor", "aftertaste", "acidity", "body", "balance"]}
        df = pd.DataFrame({"country_of_origin": self.rng.choice(["Ethiopia", "Brazil", "Colombia"], n), **scores,
                           "altitude": self.rng.uniform(800, 2200, n).round()})
        j = judged(df, ["flavor"], ["aftertaste"])
        self.assertIn("two-of-a-battery", j["soft"])
        self.assertNotIn("two-of-a-battery", rules(judged(df, ["altitude"], ["flavor"])))
        # penguins: four measures on four scales
        m = 340
        peng = pd.DataFrame({"species": self.rng.choice(["Adelie", "Gentoo", "Chinstrap"], m),
                             "bill_length_mm": self.rng.normal(44, 5, m).round(1), "bill_depth_mm": self.rng.normal(17, 2, m).round(1),
                             "flipper_length_mm": self.rng.normal(200, 14, m).round(), "body_mass_g": self.rng.normal(4200, 800, m).round()})
        self.assertNotIn("two-of-a-battery", rules(judged(peng, ["flipper_length_mm"], ["body_mass_g"], series=["species"])))

    def test_a_header_of_made_up_names_is_read_by_the_names_the_binary_reported(self):
        # matplotlib's Stocks: level_0 … and a "# Data source" note above the real names
        import judge
        import tempfile
        dates = pd.date_range("1990-01-01", periods=60, freq="MS").strftime("%Y-%m-%d")
        lines = [",level_0,level_1,level_2,# Data source: https://finance.yahoo.com", "0,Date,IBM,AAPL,MSFT"]
        lines += [f"{i + 1},{d},{10 + i * 0.1:.2f},{0.2 + i * 0.01:.3f},{0.4 + i * 0.02:.3f}" for i, d in enumerate(dates)]
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "t.csv")
            with open(path, "w") as f:
                f.write("\n".join(lines) + "\n")
            prof = judge.profile(path)
            judge.classify_columns(prof)
            self.assertEqual(prof["rows"], 60)                  # the line of names is no row
            def run(x, y):
                return judge.judge_run({"collection": "pandas", "name": "t", "rc": 0, "stdout": "",
                                        "chosen": {"x": x, "y": y, "series": [], "mark": "line", "layout": "panels"}},
                                       judge.copy.deepcopy(prof))
            now = run(["Date"], ["IBM", "AAPL", "MSFT"])           # a binary that reads the real names
            self.assertEqual(now["class"], "ok")
            old = run(["level_0"], ["level_1", "level_2", "# Data source: https://finance.yahoo.com"])
            self.assertIn("junk-panel", rules(old))                # one that drew the note as a panel


if __name__ == "__main__":
    unittest.main(verbosity=2)
