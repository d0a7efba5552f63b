#!/usr/bin/env python3
"""Checks of the judge's session-21 rules on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s21.py

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


class Session21Rules(unittest.TestCase):
    rng = np.random.default_rng(21)

    def shops(self, counties=120) -> pd.DataFrame:
        """moderndive's DD_vs_SB shape: each county (a FIPS code) once per shop type,
        its income and population repeated on both rows, the shop count its own."""
        rows = []
        for k in range(counties):
            fips, income, pop = 25005600100 + 7 * k, round(float(self.rng.uniform(30e3, 120e3))), int(self.rng.integers(800, 9000))
            for shop in ("dunkin_donuts", "starbucks"):
                rows.append({"county": f"County {k % 9}", "FIPS": fips, "median_income": income, "population": pop,
                             "shop_type": shop, "shops": int(self.rng.poisson(1.0))})
        return pd.DataFrame(rows)

    def test_a_unit_drawn_once_per_colour_on_one_spot_is_borderline(self):
        df = self.shops()
        j = judged(df, ["median_income"], ["population"], series=["shop_type"])
        self.assertIn("points-drawn-again", j["soft"])
        self.assertEqual(j["class"], "borderline")
        # without the colour the two dots of a county are one: nothing hidden
        self.assertNotIn("points-drawn-again", rules(judged(df, ["median_income"], ["population"])))
        # the shop counts against income: a value of the row, not of the county
        self.assertNotIn("points-drawn-again", rules(judged(df, ["median_income"], ["shops"], series=["shop_type"])))

    def test_athletes_coloured_by_sex_are_items_not_units_drawn_again(self):
        # olympic athletes: heights and weights in whole cm and kg repeat, but no
        # column holds one height per value while the colour varies within it
        n = 600
        sex = self.rng.choice(["F", "M"], n)
        height = np.where(sex == "M", self.rng.normal(182, 8, n), self.rng.normal(170, 7, n)).round()
        df = pd.DataFrame({"name": [f"athlete {i}" for i in range(n)], "sex": sex, "age": self.rng.integers(16, 40, n),
                           "height": height, "weight": (height - 100 + self.rng.normal(0, 6, n)).round(),
                           "team": self.rng.choice([f"T{i}" for i in range(40)], n)})
        self.assertNotIn("points-drawn-again", rules(judged(df, ["height"], ["weight"], series=["sex"])))

    def test_a_regions_share_repeated_per_candidate_is_borderline_and_a_design_factor_is_not(self):
        # prince's results by region: the null share is the region's, repeated for
        # each of 12 candidates; the candidate's share varies; colour the candidate's sex
        rows = []
        for r in range(18):
            nuls = round(float(self.rng.uniform(0.3, 1.5)), 2)
            for c in range(12):
                rows.append({"url": f"https://example.org/{r:03d}.xml", "reg_name": f"Region {r}", "nuls_pourc_inscrits": nuls,
                             "cand_civil": "Mme" if c in (0, 4, 7, 9) else "M.",
                             "cand_rapport_exprim": round(float(self.rng.uniform(0.5, 30)), 2)})
        df = pd.DataFrame(rows)
        j = judged(df, ["nuls_pourc_inscrits"], ["cand_rapport_exprim"], series=["cand_civil"])
        self.assertIn("points-drawn-again", j["soft"])
        # pingouin's mixed design: the group is each subject's, scores by time as
        # colour — a design's factor as strips (policy D), not a unit's measure
        subj = np.repeat(np.arange(1, 31), 3)
        design = pd.DataFrame({"Scores": self.rng.normal(5, 1, 90).round(3), "Time": np.tile(["August", "January", "June"], 30),
                               "Group": np.where(subj <= 15, "Control", "Meditation"), "Subject": subj})
        self.assertNotIn("points-drawn-again", rules(judged(design, ["Group"], ["Scores"], series=["Time"])))

    def ride(self, n=400) -> pd.DataFrame:
        """bokeh's cycling shape: a GPS track sampled along its distance."""
        step = np.cumsum(self.rng.uniform(5, 15, n))
        heading = np.cumsum(self.rng.normal(0, 0.05, n))
        return pd.DataFrame({"distance": step.round(1),
                             "position_lat": (50.06 + np.cumsum(np.sin(heading)) * 1e-4).round(6),
                             "position_long": (19.94 + np.cumsum(np.cos(heading)) * 1e-4).round(6),
                             "altitude": (220 + np.cumsum(self.rng.normal(0, 0.5, n))).round(1),
                             "power": self.rng.integers(0, 400, n), "speed": self.rng.uniform(5, 12, n).round(2)})

    def test_a_tracks_coordinates_as_line_panels_are_borderline_and_its_map_is_not(self):
        df = self.ride()
        ys = ["position_lat", "position_long", "altitude", "power", "speed"]
        j = judged(df, ["distance"], ys, mark="line", layout="panels")
        self.assertIn("track-as-lines", j["soft"])
        self.assertEqual(j["class"], "borderline")
        self.assertNotIn("track-as-lines", rules(judged(df, ["position_long"], ["position_lat"])))
        # the ride's profile without the coordinates reads
        self.assertNotIn("track-as-lines", rules(judged(df, ["distance"], ["altitude", "power", "speed"],
                                                        mark="line", layout="panels")))

    def test_earthquakes_coordinates_joined_by_lines_stay_wrong(self):
        # points that jump about (events, not a track): coordinates-as-lines, wrong
        n = 200
        df = pd.DataFrame({"time": pd.date_range("2020-01-01", periods=n, freq="D").strftime("%Y-%m-%d"),
                           "lat": self.rng.uniform(30, 50, n).round(3), "lon": self.rng.uniform(-120, -70, n).round(3),
                           "mag": self.rng.uniform(2, 7, n).round(1)})
        j = judged(df, ["time"], ["lat", "lon", "mag"], mark="line", layout="panels")
        self.assertIn("coordinates-as-lines", j["rules"])
        self.assertNotIn("track-as-lines", rules(j))

    def test_a_frequency_tables_counts_as_strips_by_one_category_are_borderline(self):
        # samplics' birth table: region x age group x birth order codes and a population count
        n = 400
        df = pd.DataFrame({"region": self.rng.integers(1, 5, n), "agecat": self.rng.integers(1, 4, n),
                           "birthcat": self.rng.integers(1, 4, n).astype(float),
                           "pop": self.rng.integers(0, 1_200_000, n)})
        j = judged(df, ["agecat"], ["pop"])
        self.assertIn("counts-as-strips", j["soft"])
        self.assertEqual(j["class"], "borderline")

    def test_a_designs_count_response_by_its_treatment_is_no_frequency_table(self):
        # insects counted per plot, sprays in blocks: the response's strips by the
        # treatment are policy D's chart, and `count` is no cell count by name
        df = pd.DataFrame({"block": np.tile(np.arange(1, 7), 12), "spray": np.repeat(list("ABCDEF"), 12),
                           "count": self.rng.poisson(10, 72)})
        self.assertNotIn("counts-as-strips", rules(judged(df, ["spray"], ["count"])))
        # a measure beside the categories (a weight, not a count): not a frequency table either
        df["pop"] = self.rng.integers(0, 50, 72)
        df["weight"] = self.rng.normal(3, 1, 72)
        self.assertNotIn("counts-as-strips", rules(judged(df, ["spray"], ["pop"])))

    def molten(self, n=120) -> pd.DataFrame:
        """chemicals' CRC molten-salt densities: rho(T) = rho - k (T - Tm), valid up to Tmax."""
        mw = self.rng.uniform(20, 400, n).round(3)
        tm = self.rng.uniform(300, 1500, n).round(2)
        return pd.DataFrame({"CAS": [f"{7000 + 13 * i}-{i % 90:02d}-{i % 10}" for i in range(n)],
                             "Chemical": [f"salt {i}" for i in range(n)], "MW": mw,
                             "rho": (1000 + 8 * mw + self.rng.normal(0, 200, n)).round(0),
                             "k": self.rng.uniform(0.1, 1.2, n).round(3), "Tm": tm,
                             "Tmax": (tm + self.rng.uniform(50, 400, n)).round(2)})

    def test_a_coefficient_against_a_property_is_borderline_and_two_coefficients_are_another_rule(self):
        df = self.molten()
        j = judged(df, ["k"], ["MW"])
        self.assertIn("coefficient-as-property", j["soft"])
        self.assertEqual(j["class"], "borderline")
        # a coefficient against the limit of the range is validity-limits' business
        self.assertNotIn("coefficient-as-property", rules(judged(df, ["k"], ["Tmax"])))
        # without limits, a lone letter is no fitted equation's coefficient (k of a soil sample)
        self.assertNotIn("coefficient-as-property", rules(judged(df.drop(columns=["Tmax"]), ["k"], ["MW"])))

    def test_a_histogram_of_one_of_several_coefficients_is_borderline_but_not_of_a_numbered_feature(self):
        n = 34
        df = pd.DataFrame({"cmpd_name": [f"compound {i}" for i in range(n)], "type": self.rng.choice(["inorganic", "carbonyls"], n),
                           "l": np.exp(self.rng.normal(-10, 2, n)), "m": self.rng.uniform(0.2, 2, n).round(3),
                           "n": self.rng.uniform(0.05, 0.6, n).round(3)})
        self.assertIn("coefficient-as-property", rules(judged(df, ["l"], mark="histogram")))
        shuttle = pd.DataFrame({f"f{i}": self.rng.integers(-50, 120, 300) for i in range(1, 10)})
        shuttle["class"] = self.rng.choice(["Rad Flow", "High", "Bypass"], 300)
        self.assertNotIn("coefficient-as-property", rules(judged(shuttle, ["f1"], mark="histogram")))


if __name__ == "__main__":
    unittest.main()
