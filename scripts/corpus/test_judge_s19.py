#!/usr/bin/env python3
"""Checks of the judge's session-19 rules on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s19.py

Each case writes a CSV, profiles it as judge.py does, feeds judge_run the chart a
binary would report (its notes on stdout where the rule reads them), and asserts
which rules fire (and that the near miss does not).
"""
from __future__ import annotations

import os
import sys
import unittest

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_judge_s17 import judged, rules  # noqa: E402

BAND_NOTE = ("A panel per measure ({ys}), each the median over {k} units (firm) with the band from the 10th "
             "to the 90th percentile: too many for a line each.")


class Session19Rules(unittest.TestCase):
    rng = np.random.default_rng(19)

    def test_a_single_bar_of_counts_is_wrong_but_two_bars_are_not(self):
        df = pd.DataFrame({"NAME": [f"County {i}" for i in range(40)], "STATE_NAME": ["Virginia"] * 40,
                           "FIPS": np.arange(51001, 51041)})
        j = judged(df, ["STATE_NAME"], mark="bars")
        self.assertIn("one-bar", j["rules"])
        df["STATE_NAME"] = ["Virginia", "Maryland"] * 20
        self.assertNotIn("one-bar", rules(judged(df, ["STATE_NAME"], mark="bars")))

    def test_a_histogram_of_a_neighbour_id_is_wrong_and_of_a_measure_is_not(self):
        n = 460
        df = pd.DataFrame({"RECORD_ID": np.arange(1, n + 1), "NID": self.rng.integers(1, 89, n),
                           "WEIGHT": np.ones(n, dtype=int), "dist": self.rng.gamma(2, 3, n)})
        self.assertIn("id-histogram", judged(df, ["NID"], mark="histogram")["rules"])
        self.assertNotIn("id-histogram", rules(judged(df, ["dist"], mark="histogram")))

    def test_a_histogram_over_a_time_is_borderline_and_of_durations_acceptable(self):
        n = 300
        df = pd.DataFrame({"Zeit": np.tile(np.arange(0, 1440, 48), 10), "house": np.repeat(np.arange(10), 30),
                           "load": 1 + np.sin(np.tile(np.arange(30), 10) / 5) + self.rng.normal(0, 0.1, n)})
        j = judged(df, ["load"], mark="histogram")
        self.assertNotIn("time-not-x", j["rules"])
        self.assertEqual(j["class"], "borderline")
        self.assertIn("histogram-of-a-series", j["soft"])
        # counting-process rows: the binary's `stop − start` is policy S's chart
        m = 200
        start = self.rng.integers(0, 300, m)
        stan = pd.DataFrame({"start": start, "stop": start + self.rng.integers(1, 400, m),
                             "year": np.sort(self.rng.integers(1967, 1975, m)), "event": self.rng.integers(0, 2, m)})
        j = judged(stan, ["stop \u2212 start"], mark="histogram")
        self.assertNotIn("time-not-x", j["rules"])
        self.assertNotIn("histogram-of-a-series", rules(j))

    def test_a_flat_or_squashed_panel_is_borderline_but_a_sparse_rain_panel_is_not(self):
        n = 400
        t = pd.date_range("2023-01-01", periods=n, freq="h").strftime("%Y-%m-%d %H:%M")
        distance = np.full(n, 719.0)
        distance[::40] = 1000.0                                  # a few other routes
        rain = np.zeros(n)
        rain[self.rng.choice(n, 60, replace=False)] = self.rng.gamma(1, 0.05, 60)
        df = pd.DataFrame({"time_hour": t, "dep_delay": self.rng.gamma(1, 20, n), "distance": distance,
                           "precip": rain, "temp": 40 + self.rng.normal(0, 1, n).cumsum()})
        j = judged(df, ["time_hour"], ["dep_delay", "distance"], mark="line", layout="panels")
        self.assertIn("flat-panel", j["soft"])
        self.assertNotIn("flat-panel", rules(judged(df, ["time_hour"], ["temp", "precip"], mark="line", layout="panels")))
        self.assertNotIn("panel-squashed", rules(judged(df, ["time_hour"], ["temp", "precip"], mark="line", layout="panels")))
        # a demo table's amounts, one of them 8.9 million
        demo = pd.DataFrame({"date": pd.date_range("2015-01-15", periods=8, freq="MS").strftime("%Y-%m-%d"),
                             "num": [0.11, 2.22, 33.3, 444.4, 5550, 66.1, 777000, 8880000.0],
                             "currency": [49.95, 17.95, 1.39, 65100, 1325.81, 13.26, 0.44, 2.5]})
        self.assertIn("panel-squashed", judged(demo, ["date"], ["num", "currency"], mark="line", layout="panels")["soft"])

    def test_a_median_flat_in_a_wide_band_is_borderline_and_a_rising_median_is_not(self):
        firms, years = 150, [1987, 1988, 1989]
        size = self.rng.lognormal(3, 1.5, firms)                 # firms of every size: the band is wide
        df = pd.DataFrame({"fcode": np.repeat(np.arange(410000, 410000 + firms), 3), "year": years * firms,
                           "sales": np.repeat(size * 1e5, 3) * self.rng.uniform(0.95, 1.05, 3 * firms),
                           "employ": np.repeat(size, 3) * self.rng.uniform(0.95, 1.05, 3 * firms)})
        note = BAND_NOTE.format(ys="sales, employ", k=firms)
        j = judged(df, ["year"], ["sales", "employ"], series=["fcode"], mark="line", layout="panels", stdout=note)
        self.assertIn("band-flat", j["soft"])
        # pupils' scores over three school years: the median climbs through the band
        pupils = 200
        base = self.rng.normal(0, 3, pupils)
        jsp = pd.DataFrame({"id": np.repeat(np.arange(pupils), 3), "year": [0, 1, 2] * pupils,
                            "math": np.repeat(base, 3) + np.tile([10.0, 20.0, 30.0], pupils)})
        j = judged(jsp, ["year"], ["math"], series=["id"], mark="line", stdout=note.replace("sales, employ", "math"))
        self.assertNotIn("band-flat", rules(j))

    def test_measures_of_several_kinds_overlaid_are_borderline_but_two_temperatures_are_not(self):
        n = 365
        df = pd.DataFrame({"date": pd.date_range("2015-01-01", periods=n, freq="D").strftime("%Y-%m-%d"),
                           "precipitation": self.rng.gamma(0.5, 6, n), "temp_max": 15 + 12 * np.sin(np.arange(n) / 58),
                           "temp_min": 6 + 8 * np.sin(np.arange(n) / 58), "wind": self.rng.uniform(0.4, 9.5, n)})
        # (the ranges overlap, as Seattle's do: mixed-units-overlay does not see it)
        j = judged(df, ["date"], ["precipitation", "temp_max", "temp_min", "wind"], mark="line")
        self.assertIn("kinds-overlaid", j["soft"])
        self.assertNotIn("kinds-overlaid", rules(judged(df, ["date"], ["temp_max", "temp_min"], mark="line")))

    def test_items_as_point_panels_over_their_birth_date_are_borderline_but_editions_over_time_are_not(self):
        n = 100
        people = pd.DataFrame({"name": [f"p{i}" for i in range(n)],
                               "dob": pd.to_datetime(self.rng.integers(0, 18000, n), unit="D").strftime("%Y-%m-%d"),
                               "height_cm": self.rng.normal(170, 9, n), "weight_kg": self.rng.normal(72, 11, n)})
        j = judged(people, ["dob"], ["height_cm", "weight_kg"], mark="points", layout="panels")
        self.assertIn("items-as-panels", j["soft"])
        # one row per Games, summer and winter listed apart: a series over time, not items
        yrs = list(range(1896, 2020, 4)) + list(range(1924, 2020, 4))
        games = pd.DataFrame({"date": [f"{y}-07-01" for y in yrs],
                              "participants": [100 + 10 * (y - 1896) for y in yrs],
                              "nations": [10 + (y - 1896) // 2 for y in yrs]})
        self.assertNotIn("items-as-panels",
                         rules(judged(games, ["date"], ["participants", "nations"], mark="points", layout="panels")))

    def test_items_pooled_over_the_year_made_stay_strips_when_coloured(self):
        n = 1500
        planes = pd.DataFrame({"tailnum": [f"N{i}" for i in range(n)], "year": self.rng.integers(1975, 2014, n),
                               "seats": self.rng.choice([20, 55, 140, 149, 178, 200, 330], n),
                               "type": self.rng.choice(["Fixed wing multi engine", "Fixed wing single engine",
                                                        "Rotorcraft"], n, p=[0.9, 0.08, 0.02])})
        self.assertIn("strips-over-waves", judged(planes, ["year"], ["seats"], series=["type"])["soft"])
        films = planes.iloc[:70].assign(rating=self.rng.uniform(1, 9, 70))   # a few films a year
        self.assertNotIn("strips-over-waves", rules(judged(films, ["year"], ["rating"], series=["type"])))

    def test_a_histogram_in_three_bins_and_a_ranking_curve_are_borderline(self):
        pennies = pd.DataFrame({"ID": np.arange(50), "year": np.r_[np.full(44, 2000), [1950, 1960, 1965, 1970, 1975, 1980]]})
        said = "A histogram of 3 bins (Freedman\u2013Diaconis): one column of numbers and nothing to order it."
        self.assertIn("coarse-histogram", judged(pennies, ["year"], mark="histogram", stdout=said)["soft"])
        self.assertNotIn("coarse-histogram", rules(judged(pennies, ["year"], mark="histogram",
                                                         stdout=said.replace("3 bins", "8 bins"))))
        n = 400
        speed = np.sort(self.rng.normal(1300, 60, n))[::-1]
        race = pd.DataFrame({"pos": np.arange(1, n + 1), "speed": speed, "to_win": np.cumsum(self.rng.uniform(1, 9, n))})
        j = judged(race, ["pos"], ["speed"], mark="line")
        self.assertIn("ranking-curve", j["soft"])
        self.assertNotIn("time-not-x", j["rules"])

    def test_a_mean_per_x_line_is_no_zigzag_but_codes_averaged_and_means_of_few_rows_are_borderline(self):
        n = 3000
        age = self.rng.integers(14, 40, n)
        sex = self.rng.choice(["M", "F"], n)
        df = pd.DataFrame({"age": age, "sex": sex, "height": np.round(150 + 10 * (sex == "M") + (age - 14) * 0.3
                                                                     + self.rng.normal(0, 6, n), 1)})
        said = ("The mean of height at each age, over the band of the middle 80% of the rows: its 3000 points "
                "would pile on a grid, each hiding others.")
        j = judged(df, ["age"], ["height"], series=["sex"], mark="line", stdout=said)
        self.assertEqual(j["class"], "ok", j["why"])
        # an income bracket (24 codes) per education code (7): codes averaged
        codes = pd.DataFrame({"educ": self.rng.integers(1, 8, 900), "income": self.rng.integers(1, 25, 900),
                              "vote": self.rng.integers(0, 2, 900)})
        said = said.replace("height", "income").replace("age", "educ")
        self.assertIn("codes-averaged", judged(codes, ["educ"], ["income"], series=["vote"], mark="line", stdout=said)["soft"])
        # household size per age and class from 500 people: two rows a point
        few = pd.DataFrame({"age": self.rng.integers(18, 89, 500), "hompop": self.rng.integers(1, 8, 500),
                            "class": self.rng.choice(["lower", "working", "middle", "upper"], 500)})
        said = said.replace("income", "hompop").replace("educ", "age")
        self.assertIn("means-of-few", judged(few, ["age"], ["hompop"], series=["class"], mark="line", stdout=said)["soft"])

    def test_a_refusal_that_calls_a_text_file_binary_is_untrue(self):
        import tempfile
        import judge
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "t.csv")
            pd.DataFrame({"NAME": ["Accomack", "Albemarle"], "STATE_NAME": ["Virginia"] * 2}).to_csv(path)
            prof = judge.profile(path)
            judge.classify_columns(prof)
            run = {"collection": "r", "name": "t", "rc": 1, "stderr": "phasekit: Could not read the data: line 25, "
                   "column 8: the data is binary, not CSV or JSON text (a NUL byte at byte 1041)"}
            self.assertIn("untrue-refusal", judge.judge_run(run, prof)["soft"])
            run["stderr"] = "phasekit: Cannot chart these columns: no column holds numbers or dates"
            self.assertNotIn("untrue-refusal", judge.judge_run(run, prof).get("soft", []))

    def test_a_numbered_run_drawn_as_its_median_is_no_overlay(self):
        years = np.arange(1931, 1982)
        df = pd.DataFrame({"Year": years, **{f"r{i}": 100 - 3 * i + self.rng.normal(0, 8, len(years))
                                             for i in range(1, 11)}})
        ys = [f"r{i}" for i in range(1, 11)]
        self.assertIn("many-lines-overlaid", rules(judged(df, ["Year"], ys, mark="line")))
        said = ("The 10 columns r1 to r10 are one numbered run of one quantity: their median is drawn, with the band "
                "from the 10th to the 90th percentile, not 10 lines on one axis.")
        self.assertNotIn("many-lines-overlaid", rules(judged(df, ["Year"], ys, mark="line", stdout=said)))

    def test_quarters_in_row_names_read_as_dates_a_line_ok_and_bars_borderline(self):
        quarters = [f"Q{q} {y}" for y in range(1965, 1995) for q in range(1, 5)][:119]
        df = pd.DataFrame({"woolyrnq": np.round(6000 + 800 * np.sin(np.arange(119) / 9))}, index=quarters)
        df.index.name = ""
        j = judged(df, [""], ["woolyrnq"], mark="line")
        self.assertEqual(j["class"], "ok", j["why"])
        self.assertIn("bars-over-dates", rules(judged(df, [""], ["woolyrnq"], mark="bars")))
        stata = pd.DataFrame({"t": [f"{1990 + i // 12}m{i % 12 + 1}" for i in range(60)],
                              "y": 50 + np.cumsum(self.rng.normal(0, 1, 60))})
        self.assertEqual(judged(stata, ["t"], ["y"], mark="line")["class"], "ok")

    def test_colour_by_a_rare_one_of_many_flags_is_borderline_but_by_sex_is_not(self):
        n = 600
        flags = {f"reg66{i}": (self.rng.uniform(size=n) < 0.1).astype(int) for i in range(1, 10)}
        df = pd.DataFrame({"KWW": self.rng.integers(10, 56, n), "wage": self.rng.lognormal(6, 0.4, n),
                           "momdad14": (self.rng.uniform(size=n) < 0.8).astype(int),
                           "female": (self.rng.uniform(size=n) < 0.5).astype(int), **flags})
        self.assertIn("one-of-many-flags", judged(df, ["KWW"], ["wage"], series=["momdad14"])["soft"])
        self.assertNotIn("one-of-many-flags", rules(judged(df, ["KWW"], ["wage"], series=["female"])))

    def test_a_tables_only_two_counts_are_no_size_driven_pair(self):
        n = 300
        pop = np.round(self.rng.lognormal(8, 1.2, n))
        only = pd.DataFrame({"cancer": self.rng.poisson(pop / 500), "population": pop})
        self.assertNotIn("size-driven-counts", rules(judged(only, ["cancer"], ["population"])))
        more = only.assign(deaths=self.rng.poisson(pop / 100), rate=self.rng.uniform(0, 1, n))
        self.assertIn("size-driven-counts", rules(judged(more, ["cancer"], ["population"])))

    def test_quarterly_series_without_a_date_as_panels_over_the_row_are_no_cross_section(self):
        n = 160
        df = pd.DataFrame({"unemp": 5 + 2 * np.sin(np.arange(n) / 12) + self.rng.normal(0, 0.05, n),
                           "gnp": 1100 + np.cumsum(self.rng.normal(20, 5, n)),
                           "consum": 680 + np.cumsum(self.rng.normal(13, 3, n))})
        j = judged(df, ["row"], ["unemp", "gnp", "consum"], mark="line", layout="panels")
        self.assertNotIn("several-lines-over-row", rules(j))
        jumpy = df.assign(unemp=self.rng.normal(5, 1, n))       # one measure jumps row to row
        self.assertIn("several-lines-over-row",
                      rules(judged(jumpy, ["row"], ["unemp", "gnp", "consum"], mark="line", layout="panels")))


if __name__ == "__main__":
    unittest.main()
