#!/usr/bin/env python3
"""Checks of the judge's session-24 rules on small real-shaped tables written here.

    /work/corpus-venv/bin/python scripts/corpus/test_judge_s24.py

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


def said(cols: list[str], bins: int = 11) -> str:
    """The binary's report of a battery drawn as its columns' distributions (h39b)."""
    return (f"The {len(cols)} columns {cols[0]} to {cols[-1]} are parallel measures of one kind on one scale, in "
            f"no order: a panel for each, its distribution over {bins} bins shared by all, rather than two of them "
            "against each other.")


class Session24Rules(unittest.TestCase):
    rng = np.random.default_rng(24)

    # ---- battery-beside-outcome ----------------------------------------------------

    def cupping(self, n=207) -> tuple[pd.DataFrame, list[str]]:
        """moderndive's coffee_quality shape: where a coffee comes from, ten cupping scores
        on a quarter-point grid near 7.5 (two of them 10 for nearly every coffee) and the
        total cup points they add up to."""
        names = ["aroma", "flavor", "aftertaste", "acidity", "body", "balance", "uniformity", "clean_cup",
                 "sweetness", "overall"]
        quality = self.rng.normal(0, 0.25, n)
        scores = {c: (np.round((7.6 + quality + self.rng.normal(0, 0.15, n)) * 4) / 4).clip(6, 9) for c in names[:6]}
        scores.update({"uniformity": np.where(self.rng.random(n) < 0.95, 10.0, 9.33), "clean_cup": np.full(n, 10),
                       "sweetness": np.full(n, 10),
                       "overall": (np.round((7.6 + quality + self.rng.normal(0, 0.15, n)) * 4) / 4).clip(6, 9)})
        df = pd.DataFrame({"country_of_origin": self.rng.choice(["Colombia", "Ethiopia", "Taiwan", "Brazil"], n),
                           **scores})
        df["total_cup_points"] = df[names].sum(axis=1).round(2)
        df["moisture_percentage"] = self.rng.normal(10.7, 1.2, n).round(1)
        return df, names

    def test_a_battery_beside_its_total_is_borderline(self):
        df, names = self.cupping()
        j = judged(df, names, mark="line", layout="panels", stdout=said(names))
        self.assertIn("battery-beside-outcome", j["soft"])
        self.assertEqual(j["class"], "borderline")
        # the same chart when the binary does not say it drew distributions is another chart
        self.assertNotIn("battery-beside-outcome", rules(judged(df, names, mark="line", layout="panels")))

    def test_a_battery_beside_its_class_is_borderline(self):
        # orange3's breast-cancer-wisconsin as exported: Orange's two header rows
        # (`continuous` …, then `class` under the class column) above 683 tumours, nine
        # 1-10 cytology scores and the class, benign or malign
        n = 683
        malign = self.rng.random(n) < 0.35
        cols = ["Clump thickness", "Unif_Cell_Size", "Unif_Cell_Shape", "Marginal_Adhesion", "Single_Cell_Size",
                "Bare_Nuclei", "Bland_Chromatine", "Normal_Nucleoli", "Mitoses"]
        body = {c: np.where(malign, self.rng.integers(4, 11, n), self.rng.integers(1, 4, n)).astype(str) for c in cols}
        df = pd.DataFrame({**body, "type": np.where(malign, "malign", "benign")})
        head = pd.DataFrame([{**{c: "continuous" for c in cols}, "type": "benign malign"},
                             {**{c: "" for c in cols}, "type": "class"}])
        df = pd.concat([head, df], ignore_index=True)
        j = judged(df, cols[:6], mark="line", layout="panels", stdout=said(cols[:6]))
        self.assertIn("battery-beside-outcome", j["soft"])
        self.assertIn("'type'", " ".join(j["why"]))

    def test_a_battery_beside_a_survival_time_is_borderline(self):
        # scikit-survival's breast_cancer: gene expressions beside age, ER status, the
        # time to distant metastasis and its event flag (written as words by pandas)
        n = 198
        genes = {f"X2{10000 + 37 * i}_at": self.rng.normal(9, 1.5, n).round(3) for i in range(12)}
        df = pd.DataFrame({**genes, "age": self.rng.integers(30, 70, n), "er": self.rng.choice(["positive", "negative"], n),
                           "e.tdm": self.rng.choice([True, False], n, p=[0.26, 0.74]),
                           "t.tdm": self.rng.uniform(100, 9000, n).round(0)})
        xs = list(genes)
        j = judged(df, xs, mark="line", layout="panels", stdout=said(xs))
        self.assertIn("battery-beside-outcome", j["soft"])
        self.assertIn("'t.tdm'", " ".join(j["why"]))

    def test_a_battery_alone_is_no_battery_beside_outcome(self):
        # semopy's holzinger_swineford39: nine ability tests beside id, sex, age and school
        n = 301
        ability = self.rng.normal(0, 1, n)
        tests = {f"x{i}": (4.5 + 0.6 * ability + self.rng.normal(0, 0.9, n)).round(3) for i in range(1, 10)}
        df = pd.DataFrame({"id": range(1, n + 1), "sex": self.rng.integers(1, 3, n),
                           "ageyr": self.rng.integers(11, 17, n), "agemo": self.rng.integers(0, 12, n),
                           "school": self.rng.choice(["Pasteur", "Grant-White"], n),
                           "grade": self.rng.choice([7.0, 8.0], n), **tests})
        xs = list(tests)
        self.assertNotIn("battery-beside-outcome", rules(judged(df, xs, mark="line", layout="panels", stdout=said(xs))))
        # semopy's pd_data: eight democracy indicators beside three industrialisation
        # measures that rise with them (rank correlation with their sum about 0.4)
        n = 75
        ind = self.rng.normal(0, 1, n)
        dem = {f"y{i}": (5 + 0.8 * ind + self.rng.normal(0, 2, n)).clip(0, 10).round(2) for i in range(1, 9)}
        x = {f"x{i}": (5 + 0.7 * ind + self.rng.normal(0, 0.6, n)).round(3) for i in range(1, 4)}
        df = pd.DataFrame({**dem, **x})
        xs = list(dem)
        self.assertNotIn("battery-beside-outcome", rules(judged(df, xs, mark="line", layout="panels", stdout=said(xs))))

    # ---- outcome-undrawn ------------------------------------------------------------

    def titanic(self, n=891) -> pd.DataFrame:
        """pymer4's titanic shape: survived (0/1), class, sex, age, siblings aboard, fare."""
        cls = self.rng.choice(["First", "Second", "Third"], n, p=[0.24, 0.21, 0.55])
        return pd.DataFrame({"survived": self.rng.choice([0, 1], n, p=[0.62, 0.38]), "class": cls,
                             "sex": self.rng.choice(["male", "female"], n), "age": self.rng.uniform(1, 80, n).round(0),
                             "sibsp": self.rng.choice(range(6), n, p=[0.68, 0.23, 0.04, 0.02, 0.02, 0.01]),
                             "fare": self.rng.gamma(2, 16, n).round(2)})

    def test_two_covariates_while_the_outcome_by_name_is_undrawn_are_borderline(self):
        df = self.titanic()
        j = judged(df, ["age"], ["sibsp"], series=["class"])
        self.assertIn("outcome-undrawn", j["soft"])
        self.assertEqual(j["class"], "borderline")
        # coloured by the outcome, or the outcome on an axis: drawn
        self.assertNotIn("outcome-undrawn", rules(judged(df, ["age"], ["fare"], series=["survived"])))
        # a column merely holding the word (a kind of municipality's `status`, a `wind_class_iec`) is no outcome
        towns = pd.DataFrame({"status": self.rng.choice(["city", "town", "village"], 200),
                              "wind_class_iec": self.rng.choice(["I", "II", "III"], 200),
                              "longitude": self.rng.uniform(-95, -74, 200), "latitude": self.rng.uniform(42, 56, 200)})
        self.assertNotIn("outcome-undrawn", rules(judged(towns, ["longitude"], ["latitude"])))

    # ---- one-value-drawn ------------------------------------------------------------

    def mice(self) -> pd.DataFrame:
        """lifelines' mice: 144 interval-censored deaths (days), the lower bound 0 where
        the death came before the first look, the upper bound `inf` where it came
        after the last, and the group (conventional or germ-free environment)."""
        n = 144
        left = self.rng.random(n) < 0.43
        lo = np.where(left, 0, self.rng.integers(380, 990, n))
        hi = np.where(left, self.rng.integers(380, 1010, n), np.inf)
        return pd.DataFrame({"l": lo, "u": hi, "grp": self.rng.choice(["ce", "ge"], n, p=[2 / 3, 1 / 3])})

    def test_drawn_rows_of_one_x_are_wrong(self):
        df = self.mice()
        self.assertGreater(df["l"].nunique(), 50)
        j = judged(df, ["l"], ["u"])
        self.assertIn("one-value-drawn", j["rules"])
        self.assertEqual(j["class"], "wrong")
        # bounds that are finite where the other is open spread over both axes: not this rule
        ok = df.assign(u=np.where(np.isinf(df["u"]), df["l"] + self.rng.integers(5, 60, len(df)), df["u"]))
        self.assertNotIn("one-value-drawn", rules(judged(ok, ["l"], ["u"])))

    # ---- flat-on-linear-y ------------------------------------------------------------

    def gammaray(self) -> pd.DataFrame:
        """faraway's gammaray: a burst's flux falling as a power law of time, 100 readings
        spread evenly over 50 to 1 000 000 seconds on a log scale, and the flux's error."""
        t = np.geomspace(50, 1e6, 100).round(1)
        flux = 2e-4 * (t / 50) ** -1.2 * np.exp(self.rng.normal(0, 0.1, 100))
        return pd.DataFrame({"time": t, "flux": flux, "error": flux * 0.1})

    def test_a_power_law_flat_on_a_linear_y_is_borderline(self):
        j = self.with_log(self.gammaray(), log_x=True)
        self.assertIn("flat-on-linear-y", j["soft"])
        # on a log y the decay is a straight line: nothing lies flat
        self.assertNotIn("flat-on-linear-y", rules(self.with_log(self.gammaray(), log_x=True, log_y=True)))
        # on a linear x the rule is not this one's (the step is what the eye sees)
        self.assertNotIn("flat-on-linear-y", rules(self.with_log(self.gammaray(), log_x=False)))

    def test_a_gentle_decay_over_log_x_is_no_flat_line(self):
        # a sound level falling 40% over four decades of frequency: one power of ten at most
        f = np.geomspace(20, 20000, 80)
        df = pd.DataFrame({"frequency": f.round(1), "level": (100 - 10 * np.log10(f / 20)).round(2)})
        self.assertNotIn("flat-on-linear-y", rules(self.with_log(df, log_x=True)))

    def with_log(self, df: pd.DataFrame, log_x: bool, log_y: bool = False) -> dict:
        """judge_run on df's first two columns as a line, with the binary's log axes given."""
        import tempfile

        import judge
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "t.csv")
            df.to_csv(path)
            prof = judge.profile(path)
            judge.classify_columns(prof)
            x, y = df.columns[:2]
            run = {"collection": "pandas", "name": "t", "rc": 0, "stdout": "",
                   "chosen": {"x": [x], "y": [y], "series": [], "mark": "line", "layout": "single",
                              "log_x": log_x, "log_y": log_y}}
            return judge.judge_run(run, prof)

    # ---- a heatmap (h40a's mark) ----------------------------------------------------

    def test_a_heatmap_of_a_grid_is_no_squashed_series(self):
        # plotnine's faithfuld: a 75 x 75 grid of eruptions and waiting, the density of each cell
        e, w = np.meshgrid(np.linspace(1.6, 5.1, 75), np.linspace(43, 96, 75))
        dens = (np.exp(-((e - 2) ** 2 / 0.1 + (w - 54) ** 2 / 40)) * 0.02
                + np.exp(-((e - 4.4) ** 2 / 0.15 + (w - 80) ** 2 / 40)) * 0.035)
        df = pd.DataFrame({"eruptions": e.ravel().round(4), "waiting": w.ravel().round(3), "density": dens.ravel()})
        said = ("The rows are a grid, each pair of the 75 values of eruptions and the 75 values of waiting once: "
                "a heatmap of density, coloured as the scale above the plot shows.")
        j = judged(df, ["eruptions"], ["waiting", "density"], mark="heatmap", stdout=said)
        self.assertEqual(j["class"], "ok", j["why"])
        # read as two series on one axis (as a runner that did not know the mark wrote it), density is squashed
        self.assertIn("scale-squash", rules(judged(df, ["eruptions"], ["waiting", "density"], mark="line", stdout=said)))

    # ---- lifted: rows proven in order by a lagged copy ------------------------------

    def weekly(self, copies: bool = True) -> pd.DataFrame:
        """ISLP's Weekly shape: 1089 weeks of 1990-2010, the year (52 rows each), this week's
        return, its five lags (Lag1 on row i + 1 is Today on row i), the volume, the sign."""
        n = 1089
        today = self.rng.normal(0.15, 2.4, n).round(3)
        lags = {f"Lag{k}": np.concatenate([self.rng.normal(0, 2.4, k).round(3), today[:-k]]) for k in range(1, 6)}
        if not copies:
            lags = {k: self.rng.permutation(v) for k, v in lags.items()}
        return pd.DataFrame({"Year": 1990 + np.arange(n) // 52, **lags,
                             "Volume": np.exp(np.linspace(-1.9, 1.5, n) + self.rng.normal(0, 0.2, n)).round(4),
                             "Today": today, "Direction": np.where(today > 0, "Up", "Down")})

    def test_lines_over_the_row_of_a_lagged_table_are_no_row_rule(self):
        said = "Drawn as lines over the row number: Lag1 is Today shifted down by 1, a lagged copy, so the rows are in time order."
        j = judged(self.weekly(), [""], ["Volume", "Today"], mark="line", layout="panels", stdout=said)
        self.assertFalse({"rownames-as-x", "several-lines-over-row", "cross-section-lines"} & rules(j))
        self.assertEqual(j["class"], "ok")
        # lags that are no copies prove nothing: the year orders the rows, the row number is no time
        j = judged(self.weekly(copies=False), [""], ["Volume", "Today"], mark="line", layout="panels")
        self.assertIn("rownames-as-x", rules(j))

    def test_a_race_binned_is_no_histogram_of_a_series(self):
        # ggplot's pigeons: 400 birds by finishing place, their arrival time and speed
        n = 400
        minutes = np.sort(self.rng.uniform(40, 95, n))
        df = pd.DataFrame({"pos": range(1, n + 1),
                           "arrival": pd.to_datetime("2016-05-01 10:00") + pd.to_timedelta(minutes, unit="min"),
                           "speed": (7000 / minutes).round(3)})
        df["arrival"] = df["arrival"].dt.strftime("%Y-%m-%d %H:%M:%S")
        self.assertNotIn("histogram-of-a-series", rules(judged(df, ["speed"], mark="histogram")))
        # without the places the arrival clock orders a series of speeds
        self.assertIn("histogram-of-a-series", rules(judged(df.drop(columns="pos"), ["speed"], mark="histogram")))

    # ---- lifted: histogram-of-a-series on a survival time -----------------------------

    def lupus(self, with_event: bool = True) -> pd.DataFrame:
        """lifelines' lupus shape: 87 patients in the order of their diagnosis (year and
        month, 1949 on), death or not, and the years from diagnosis to death or the last
        visit, shorter for the later diagnoses (the study ends)."""
        n = 87
        months = np.sort(self.rng.integers(0, 12 * 25, n))
        diag = [f"{1949 + m // 12}-{m % 12 + 1:02d}" for m in months]
        years = ((25 - months / 12) * self.rng.uniform(0.05, 0.35, n)).round(3)
        df = pd.DataFrame({"is_male": self.rng.choice([True, False], n, p=[0.1, 0.9]),
                           "age_at_diagnosis": self.rng.integers(15, 70, n),
                           "year_month_of_diagnosis": diag,
                           "time_between_diagnosis_and_last_observation_(years)": years})
        if with_event:
            df.insert(0, "dead", self.rng.choice([True, False], n, p=[0.4, 0.6]))
        return df

    def test_a_survival_time_binned_is_no_histogram_of_a_series(self):
        x = "time_between_diagnosis_and_last_observation_(years)"
        j = judged(self.lupus(), [x], mark="histogram")
        self.assertNotIn("histogram-of-a-series", rules(j))
        # without the event flag the table is no survival table: the series over the diagnosis date
        # is what the rule says is lost
        self.assertIn("histogram-of-a-series", rules(judged(self.lupus(with_event=False), [x], mark="histogram")))


if __name__ == "__main__":
    unittest.main()
