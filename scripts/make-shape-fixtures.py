#!/usr/bin/env python3
"""Writes the small generated CSV fixtures that reproduce the table shapes real files have
(issue 10, point 2, and issue 9, point 8). Deterministic: run it again and the files are equal.

  long-energy.csv         year,source,net_generation — long format, x repeats per source
  stocks-long.csv         symbol,date,price — long format sorted by symbol, text column first
  hourly-date-column.csv  ,date,temperature_2m — a pandas export: unnamed index column first
  duplicate-columns.csv   date,a,a,b — two columns with the same name

Usage: python3 scripts/make-shape-fixtures.py [OUTPUT_DIR]
(default: Tests/_PhaseKitTestSupport/Fixtures)
"""
import math
import os
import random
import sys
from datetime import datetime, timedelta, timezone

out = sys.argv[1] if len(sys.argv) > 1 else "Tests/_PhaseKitTestSupport/Fixtures"
os.makedirs(out, exist_ok=True)
rng = random.Random(10)


def write(name, lines):
    with open(os.path.join(out, name), "w", newline="") as f:
        f.write("\n".join(lines) + "\n")


# Long format, like EIA's net generation by source (generated numbers, in TWh).
rows = ["year,source,net_generation"]
for year in range(2001, 2018):
    t = year - 2001
    for source, base, slope in (("Fossil Fuels", 2600, -30), ("Nuclear Energy", 770, 2),
                                ("Renewables", 280, 18)):
        rows.append(f"{year},{source},{base + slope * t + rng.randint(-25, 25)}")
write("long-energy.csv", rows)

# Long format sorted by symbol: each symbol's dates run from 2000 to 2009, so x only repeats
# after the first 120 rows (beyond any sample of the first rows).
rows = ["symbol,date,price"]
for symbol, start in (("ACME", 40.0), ("GLOBEX", 90.0), ("INITECH", 25.0), ("UMBRELLA", 60.0)):
    price = start
    for month in range(120):
        year, m = 2000 + month // 12, month % 12 + 1
        rows.append(f"{symbol},{year}-{m:02d}-01,{price:.2f}")
        price = max(1.0, price * (1 + rng.gauss(0.005, 0.06)))
write("stocks-long.csv", rows)

# Hourly with a daily cycle, as pandas writes it: an unnamed index column, then `date` in UTC.
rows = [",date,temperature_2m"]
t0 = datetime(2024, 7, 1, tzinfo=timezone.utc)
for hour in range(14 * 24):
    when = t0 + timedelta(hours=hour)
    temp = 18 + 7 * math.sin((hour % 24 - 9) / 24 * 2 * math.pi) + rng.gauss(0, 0.6)
    rows.append(f"{hour},{when.strftime('%Y-%m-%d %H:%M:%S')}+00:00,{temp:.1f}")
write("hourly-date-column.csv", rows)

# Two columns named `a`: two series, not one.
rows = ["date,a,a,b"]
for day in range(30):
    when = datetime(2024, 1, 1) + timedelta(days=day)
    rows.append(f"{when:%Y-%m-%d},{10 + day % 7},{30 - day % 5},{20 + (day * 3) % 11}")
write("duplicate-columns.csv", rows)
