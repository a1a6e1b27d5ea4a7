#!/usr/bin/env python3
"""Compares `calgrid --events` with a second RFC 5545 implementation, day by day.

    compare.py CALGRID TRIAGE.md NAME=FILE.ics...      (Scripts/events-reference runs it)

The reference is recurring-ical-events (over icalendar and python-dateutil), pinned by
Scripts/events-reference. Each file is laid on civil days in UTC by both, over two windows
of whole months: from the month of its earliest DTSTART (through a year after its latest,
at most 36 months), and the twelve months from three years after its latest DTSTART (where
rules begun long before must be expanded from near the window). calgrid gives its JSON
(`--time-zone UTC`), the reference its occurrences between the window's ends. Each day is
compared as a multiset of (summary, start time on the day it starts, HH:MM in UTC; empty
for all-day events and on later days).

Each file's outcome is one of: agree, differ (the first days that differ are shown),
refused (calgrid exit 64: its message), reference-refused:reads or reference-refused:refuses
(the reference raised; calgrid read the file, or refused it too), no-events (no VEVENT with
a DTSTART). TRIAGE is the Markdown file
whose table rows `| name | outcome | RFC section | why |` say which files are expected not
to agree: an outcome other than the triaged one (agree when untriaged) fails the run (exit 1).
"""
import collections
import datetime as dt
import json
import os
import subprocess
import sys

import icalendar
import recurring_ical_events

UTC = dt.timezone.utc


def as_utc_or_floating(value):
    """A date stays a date; an aware datetime is moved to UTC; a naive one is floating."""
    if isinstance(value, dt.datetime):
        if value.tzinfo is not None:
            return value.astimezone(UTC).replace(tzinfo=None), True
        return value, True
    return value, False


def windows(calendar):
    """The windows (first day, months) for a calendar; none without a VEVENT."""
    starts = []
    for event in calendar.walk("VEVENT"):
        start = event.get("DTSTART")
        if start is None:
            continue
        value, timed = as_utc_or_floating(start.dt)
        starts.append(value.date() if timed else value)
    if not starts:
        return []
    first, last = min(starts), max(starts)
    first = dt.date(first.year, first.month, 1)
    months = (last.year - first.year) * 12 + (last.month - first.month) + 13
    result = [(first, max(1, min(months, 36)))]
    if last.year + 3 <= 2500:
        result.append((dt.date(last.year + 3, 1, 1), 12))
    return result


def add_months(day, months):
    index = day.year * 12 + day.month - 1 + months
    return dt.date(index // 12, index % 12 + 1, 1)


def reference_days(calendar, first, end):
    """The reference's events on each day of [first, end) in UTC."""
    days = collections.defaultdict(list)
    # Two days wider on each side: the reference reads the window's ends in each event's
    # own zone; the days are cut to the window in UTC below.
    wide = (first - dt.timedelta(days=2), end + dt.timedelta(days=2))
    for occurrence in recurring_ical_events.of(calendar).between(*wide):
        # calgrid leaves out what is cancelled (RFC 5545 §3.8.1.11); the reference returns it
        # marked, for its caller to leave out.
        if str(occurrence.get("STATUS", "")).upper() == "CANCELLED":
            continue
        summary = str(occurrence.get("SUMMARY", ""))
        start = occurrence["DTSTART"].dt
        stop = occurrence["DTEND"].dt if "DTEND" in occurrence else None
        if stop is None and "DURATION" in occurrence:
            stop = start + occurrence["DURATION"].dt
        start_value, timed = as_utc_or_floating(start)
        if not timed:
            stop_value = stop if isinstance(stop, dt.date) and not isinstance(stop, dt.datetime) else None
            length = max(1, (stop_value - start_value).days) if stop_value else 1
            for offset in range(length):
                days[start_value + dt.timedelta(days=offset)].append((summary, ""))
            continue
        stop_value = as_utc_or_floating(stop)[0] if stop is not None else start_value
        if isinstance(stop_value, dt.date) and not isinstance(stop_value, dt.datetime):
            stop_value = dt.datetime.combine(stop_value, dt.time())
        last = (stop_value - dt.timedelta(microseconds=1)).date() if stop_value > start_value else start_value.date()
        day = start_value.date()
        while day <= last:
            days[day].append((summary, start_value.strftime("%H:%M") if day == start_value.date() else ""))
            day += dt.timedelta(days=1)
    return {day: sorted(entries) for day, entries in days.items() if first <= day < end}


def calgrid_days(calgrid, path, first, months):
    """calgrid's events on each in-month day, or (None, message) when it refuses."""
    command = [calgrid, "en-US", "--month", f"{first.year}-{first.month:02}", "--months", str(months),
               "--events", path, "--time-zone", "UTC", "--format", "json"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        return None, result.stderr.strip().replace("\n", " ")
    days = {}
    for grid in json.loads(result.stdout)["months"]:
        for week in grid["weeks"]:
            for cell in week["days"]:
                if cell is None or not cell.get("inMonth", True):
                    continue
                entries = [(event["summary"], event.get("localTime", "") if not event["allDay"] else "")
                           for event in cell.get("events", [])]
                if entries:
                    days[dt.date.fromisoformat(cell["iso"])] = sorted(entries)
    return days, None


def compare(calgrid, path):
    with open(path, "rb") as handle:
        data = handle.read()
    try:
        calendars = icalendar.Calendar.from_ical(data, multiple=True)
        calendar = calendars[0]
        for extra in calendars[1:]:
            for component in extra.subcomponents:
                calendar.add_component(component)
        spans = windows(calendar)
        expected = [reference_days(calendar, first, add_months(first, months)) for first, months in spans]
    except Exception as error:  # the reference's own refusal
        outcome = f"{type(error).__name__}: {error}".replace("\n", " ")[:160]
        actual, message = calgrid_days(calgrid, path, dt.date(2000, 1, 1), 1)
        if actual is None:
            return "reference-refused:refuses", f"{outcome}; calgrid: {message[:200]}"
        return "reference-refused:reads", outcome
    if not spans:
        return "no-events", ""
    details = []
    for (first, months), wanted in zip(spans, expected):
        actual, message = calgrid_days(calgrid, path, first, months)
        if actual is None:
            return "refused", message[:200]
        differing = [day for day in sorted(set(wanted) | set(actual)) if wanted.get(day) != actual.get(day)]
        if differing:
            shown = "; ".join(
                f"{day}: calgrid {actual.get(day, [])} reference {wanted.get(day, [])}" for day in differing[:2])
            return "differ", f"{len(differing)} days differ ({first} +{months} months): {shown}"[:400]
        details.append(f"{first} +{months} months: {sum(len(v) for v in wanted.values())} event-days")
    return "agree", "; ".join(details)


def triaged(path):
    """The triaged outcome of each name, from the Markdown table of TRIAGE."""
    result = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            cells = [cell.strip().strip("`") for cell in line.strip().strip("|").split("|")]
            outcomes = ("differ", "refused", "reference-refused:reads", "reference-refused:refuses", "no-events")
            if len(cells) >= 4 and cells[1] in outcomes:
                result[cells[0]] = cells[1]
    return result


def main():
    calgrid, triage_path, *named = sys.argv[1:]
    triage = triaged(triage_path)
    counts = collections.Counter()
    failures = []
    for entry in named:
        name, path = entry.split("=", 1)
        outcome, detail = compare(calgrid, path)
        counts[outcome] += 1
        print(f"{outcome}\t{name}\t{detail}")
        expected = triage.get(name, "no-events" if outcome == "no-events" else "agree")
        if outcome != expected:
            failures.append(f"{name}: {outcome} (triaged: {expected}) {detail[:300]}")
    print("summary: " + ", ".join(f"{key} {value}" for key, value in sorted(counts.items())), file=sys.stderr)
    for failure in failures:
        print("untriaged: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
