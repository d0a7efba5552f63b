#!/usr/bin/env python3
"""Writes long-format fixtures shaped like the public datasets people chart (generated values,
real layouts). Deterministic: run it again and the files are equal.

  owid-energy-long.csv   Entity,Code,Year,<value> — Our World in Data's grapher export: blocked
                         by entity, years ragged per entity, regions ("World", "Africa", ...)
                         with an empty Code, a quoted entity holding a comma, a few blank values
  owid-coded-long.csv    the same with countries only: Entity and Code each tell the rows apart
  stocks-5yr-long.csv    date,open,high,low,close,volume,Name — Kaggle's "S&P 500 stock data"
                         (all_stocks_5yr.csv): blocked by Name, the column of words last, a few
                         blank opens
  prices-daily-long.csv  date,symbol,open,high,low,close,volume — sorted by date, interleaved
  covid-long.json        OWID COVID-19 records: iso_code, continent, location, date, new_cases;
                         continent is null for aggregates
  covid-cases-long.json  the same without iso_code: only location tells the rows apart

Usage: python3 scripts/make-long-fixtures.py [OUTPUT_DIR]
(default: Tests/_PhaseKitTestSupport/Fixtures)
"""
import json
import os
import random
import sys
from datetime import date, timedelta

out = sys.argv[1] if len(sys.argv) > 1 else "Tests/_PhaseKitTestSupport/Fixtures"
os.makedirs(out, exist_ok=True)
rng = random.Random(14)


def write(name, lines):
    with open(os.path.join(out, name), "w", newline="") as f:
        f.write("\n".join(lines) + "\n")


def quoted(text):
    return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',"\n') else text


countries = [
    ("Argentina", "ARG"), ("Bonaire, Sint Eustatius and Saba", "BES"), ("Brazil", "BRA"),
    ("Côte d'Ivoire", "CIV"), ("Germany", "DEU"), ("India", "IND"), ("Japan", "JPN"),
    ("Norway", "NOR"), ("United States", "USA"),
]
regions = ["Africa", "Asia Pacific (EI)", "Europe", "World"]


def owid(entities):
    rows = ["Entity,Code,Year,Primary energy consumption (TWh)"]
    for entity, code in entities:
        first = rng.choice([1965, 1965, 1980, 1990])
        level = rng.uniform(20, 2000)
        for year in range(first, 2023):
            level *= rng.uniform(0.97, 1.06)
            value = "" if rng.random() < 0.01 else f"{level:.3f}"
            rows.append(f"{quoted(entity)},{code},{year},{value}")
    return rows


write("owid-energy-long.csv", owid(countries + [(region, "") for region in regions]))
write("owid-coded-long.csv", owid(countries))

symbols = ["AAL", "AAPL", "ABBV", "AMZN", "GOOGL"]
start = date(2013, 2, 8)
days = [start + timedelta(days=d) for d in range(400) if (start + timedelta(days=d)).weekday() < 5]


def bars():
    table = {}
    for symbol in symbols:
        price = rng.uniform(10, 300)
        for day in days:
            o = price * rng.uniform(0.98, 1.02)
            c = o * rng.uniform(0.97, 1.03)
            h = max(o, c) * rng.uniform(1, 1.02)
            low = min(o, c) * rng.uniform(0.98, 1)
            price = c
            table[(symbol, day)] = (o, h, low, c, rng.randint(10**5, 10**8))
    return table


prices = bars()
rows = ["date,open,high,low,close,volume,Name"]
for symbol in symbols:
    for day in days:
        o, h, low, c, v = prices[(symbol, day)]
        opening = "" if rng.random() < 0.005 else f"{o:.2f}"
        rows.append(f"{day.isoformat()},{opening},{h:.2f},{low:.2f},{c:.2f},{v},{symbol}")
write("stocks-5yr-long.csv", rows)

rows = ["date,symbol,open,high,low,close,volume"]
for day in days:
    for symbol in symbols:
        o, h, low, c, v = prices[(symbol, day)]
        rows.append(f"{day.isoformat()},{symbol},{o:.4f},{h:.4f},{low:.4f},{c:.4f},{v}")
write("prices-daily-long.csv", rows)

locations = [
    ("ITA", "Europe", "Italy"), ("KOR", "Asia", "South Korea"), ("NOR", "Europe", "Norway"),
    ("USA", "North America", "United States"), ("OWID_WRL", None, "World"),
]
records = []
for d in range(60):
    day = (date(2020, 3, 1) + timedelta(days=d)).isoformat()
    for iso, continent, location in locations:
        cases = None if rng.random() < 0.02 else rng.randint(0, 5000)
        records.append({"iso_code": iso, "continent": continent, "location": location,
                         "date": day, "new_cases": cases})
with open(os.path.join(out, "covid-long.json"), "w") as f:
    json.dump(records, f, ensure_ascii=False)
    f.write("\n")
with open(os.path.join(out, "covid-cases-long.json"), "w") as f:
    json.dump([{k: v for k, v in r.items() if k != "iso_code"} for r in records], f,
              ensure_ascii=False)
    f.write("\n")
