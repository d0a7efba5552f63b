#!/usr/bin/env python3
"""Writes the gallery fixtures: small generated CSVs, one per shape that downsampling must not
distort. Deterministic (a fixed linear congruential generator, no `random`), so running it again
rewrites the same bytes:

    python3 scripts/make-gallery-fixtures.py

Files go to Tests/_PhaseKitTestSupport/Fixtures/gallery/. They are generated, not measured: a
chart of them shows what the renderer does, not the weather.
"""
import math
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "_PhaseKitTestSupport", "Fixtures", "gallery")


class LCG:
    """Numerical Recipes' 32-bit LCG: the same numbers on every Python."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def uniform(self):
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state / 2**32

    def normal(self):
        # Box-Muller with the first value of each pair.
        u1 = max(self.uniform(), 1e-12)
        u2 = self.uniform()
        return math.sqrt(-2 * math.log(u1)) * math.cos(2 * math.pi * u2)


def fmt(value):
    return f"{value:.2f}"


def iso(days, hour, minute=0, offset="+01:00"):
    # Days since 2025-01-01 (not a leap year) to a date; an hour and minute of that day.
    months = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    month = 0
    while days >= months[month]:
        days -= months[month]
        month += 1
    return f"2025-{month + 1:02d}-{days + 1:02d}T{hour:02d}:{minute:02d}{offset}"


def write(name, header, rows):
    with open(os.path.join(OUT, name), "w", newline="") as f:
        f.write(",".join(header) + "\n")
        for row in rows:
            f.write(",".join(row) + "\n")


def hourly_temperature():
    """A year of hourly temperatures in UTC+01:00: a season, a daily cycle of about ±6 °C, and
    weather that wanders for days. The daily cycle is what one-point-per-pixel downsampling
    flattens into plateaus."""
    rng = LCG(2025)
    weather = 0.0
    rows = []
    for day in range(365):
        season = 9 - 11 * math.cos(2 * math.pi * (day - 15) / 365)
        swing = 4 + 3 * (1 - math.cos(2 * math.pi * (day - 15) / 365)) / 2
        for hour in range(24):
            weather = 0.97 * weather + 0.35 * rng.normal()
            daily = swing * math.cos(2 * math.pi * (hour - 15) / 24)
            temp = season + daily + 2.2 * weather
            dew = season - 4 + 0.4 * daily + 1.8 * weather + 0.5 * rng.normal()
            rows.append([iso(day, hour), fmt(temp), fmt(min(dew, temp))])
    write("hourly-temperature.csv", ["time", "temperature", "dew_point"], rows)


def random_walk():
    """12,000 steps of a Gaussian random walk: structure at every scale."""
    rng = LCG(7)
    y = 100.0
    rows = []
    for step in range(12_000):
        y += rng.normal()
        rows.append([str(step), fmt(y)])
    write("random-walk.csv", ["step", "value"], rows)


def spikes():
    """12,000 readings of a quiet sensor with 25 one-sample spikes, up and down: each spike is
    one point, which a downsampler that keeps one point per column easily drops."""
    rng = LCG(11)
    rows = []
    spike_at = {int(rng.uniform() * 12_000): (1 if rng.uniform() < 0.7 else -1) * (20 + 60 * rng.uniform()) for _ in range(25)}
    for index in range(12_000):
        y = 10 + 0.8 * rng.normal() + spike_at.get(index, 0.0)
        rows.append([str(index), fmt(y)])
    write("spikes.csv", ["sample", "reading"], rows)


def steps():
    """12,000 points of a level that jumps now and then and holds, like a thermostat setting or
    a price tier: vertical edges and flat runs."""
    rng = LCG(13)
    level = 20.0
    rows = []
    for index in range(12_000):
        if rng.uniform() < 0.004:
            level = round(10 + 25 * rng.uniform())
        rows.append([str(index), fmt(level)])
    write("steps.csv", ["tick", "level"], rows)


def gaps():
    """Three months of 10-minute readings (UTC) with outages: empty cells, which become gaps
    that a line must not bridge, and a few lone readings between outages."""
    rng = LCG(17)
    rows = []
    outage = 0
    for day in range(90):
        for slot in range(144):
            hour, minute = divmod(slot * 10, 60)
            if outage == 0 and rng.uniform() < 0.0015:
                outage = int(30 + 400 * rng.uniform())
            value = 50 + 20 * math.sin(2 * math.pi * (day * 144 + slot) / 1008) + 3 * rng.normal()
            if outage > 0:
                outage -= 1
                # Now and then one reading gets through an outage on its own.
                text = fmt(value) if outage % 97 == 50 else ""
            else:
                text = fmt(value)
            rows.append([iso(day, hour, minute, offset="Z"), text])
    write("gaps.csv", ["time", "flow"], rows)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    hourly_temperature()
    random_walk()
    spikes()
    steps()
    gaps()
