#!/usr/bin/env python3
"""Compares calgrid's expansion of each recurrence case with what its suite expects.

    compare.py CALGRID CASES.jsonl... [--known FILE] [--report FILE] [--work DIR]
               [--jobs N] [--timeout SECONDS] [--slow SECONDS]   (Scripts/recurrence-suites runs it)

Each case (recurrence_case.py) becomes an .ics file in DIR (one VEVENT, its SUMMARY the
case id), laid by `CALGRID en-US --events FILE --format json --time-zone UTC --month
YYYY-M --months N` on the months from DTSTART's month through the month of the last
instance expected (or of the window's end), in runs of at most 1200 months. The `start`
of every event in a day of those months is an occurrence, as written (a date, a floating
time, `…Z`, `…[America/New_York]`); they are compared with the expected instances, as
instants (floating times read in UTC, as calgrid lays them), over the case's window
if it has one, without DTSTART's own instance if the case says its suite leaves it out
(README.md: dtstart-unsynchronized).

Outcomes: agree (the same instances; or a refusal, exit 64, where the suite expects one),
differ (the first differences are shown), refused (exit 64 where instances are expected:
calgrid's message), expected-refusal:reads (calgrid reads a rule its suite refuses),
slow (agrees, but a case took over --slow seconds, default 10: the cases that agree take
well under 3), timeout (a run of calgrid took over --timeout seconds, default 120),
error (another exit status). The known differences (FILE, default
known-differences.tsv beside this script) list `case, outcome, why, rfc`; any other
outcome than the listed one (agree when unlisted) is untriaged, and so is a listed case
that no longer exists. The report (TSV, one line per case) goes to --report or stdout;
the summary and each untriaged case go to stderr; the exit status is 1 when anything is
untriaged.
"""
import argparse
import collections
import concurrent.futures
import contextlib
import datetime as dt
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import zoneinfo

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from recurrence_case import fold, load  # noqa: E402

MAX_MONTHS = 1200
HEADER = ["case", "outcome", "why", "rfc"]
START = re.compile(r"^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2})(Z|\[([^\]]+)\])?)?$")


class Instant:
    """An instance as calgrid writes a start, ordered and compared by its instant."""

    def __init__(self, text, zones):
        match = START.match(text)
        if not match:
            raise ValueError(f"not an ISO date or date-time: {text}")
        self.text = text
        day = dt.date.fromisoformat(match.group(1))
        if match.group(2) is None:
            self.key = ("date", dt.datetime.combine(day, dt.time()))
            return
        local = dt.datetime.combine(day, dt.time.fromisoformat(match.group(2)))
        zone = match.group(4)
        if match.group(3) == "Z" or zone is None:
            self.key = ("time", local)  # UTC, or floating laid in UTC
        elif zone in zones:
            self.key = ("time", local - _offset(zones[zone]))
        else:
            aware = local.replace(tzinfo=zoneinfo.ZoneInfo(zone))
            self.key = ("time", aware.astimezone(dt.timezone.utc).replace(tzinfo=None))

    def utc_month(self):
        return self.key[1].year * 12 + self.key[1].month - 1


def _offset(text):
    sign = -1 if text.startswith("-") else 1
    hours, minutes = text.lstrip("+-").split(":")
    return sign * dt.timedelta(hours=int(hours), minutes=int(minutes))


def ics(case):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//CalendarGrid//recurrence-suites//EN"]
    for name, offset in sorted(case["zones"].items()):
        written = offset.replace(":", "")
        lines += ["BEGIN:VTIMEZONE", f"TZID:{name}", "BEGIN:STANDARD", "DTSTART:16010101T000000",
                  f"TZOFFSETFROM:{written}", f"TZOFFSETTO:{written}", "END:STANDARD", "END:VTIMEZONE"]
    lines += ["BEGIN:VEVENT", f"UID:{case['id']}", "DTSTAMP:20000101T000000Z", f"SUMMARY:{case['id']}"]
    lines += case["lines"] + ["END:VEVENT", "END:VCALENDAR"]
    return "".join(piece + "\r\n" for line in lines for piece in fold(line))


def month_span(case):
    """(first month index, number of months) to lay the case on."""
    zones = case["zones"]
    first = Instant(case["dtstart"], zones).utc_month()
    last = first
    for text in case["expected"]:
        last = max(last, Instant(text, zones).utc_month())
    window = case.get("window")
    if window and window.get("end"):
        last = max(last, Instant(window["end"], zones).utc_month())
    return first, last - first + 1


def run_calgrid(calgrid, path, case, timeout):
    """(starts, None) or (None, (outcome, message)) for one case over its months."""
    first, months = month_span(case)
    starts = []
    while months > 0:
        count = min(months, MAX_MONTHS)
        command = [calgrid, "en-US", "--events", path, "--format", "json", "--time-zone", "UTC",
                   "--month", f"{first // 12}-{first % 12 + 1}", "--months", str(count)]
        try:
            result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, ("timeout", f"no answer in {timeout} s for {count} months from "
                                     f"{first // 12}-{first % 12 + 1}")
        if result.returncode != 0:
            message = (result.stderr.strip().splitlines() or [""])[-1]
            return None, ("refused" if result.returncode == 64 else "error",
                          f"exit {result.returncode}: {message}"[:300])
        for grid in json.loads(result.stdout)["months"]:
            for week in grid["weeks"]:
                for cell in week["days"]:
                    if not cell or not cell.get("inMonth", True):
                        continue
                    for event in cell.get("events", []):
                        if event.get("summary") == case["id"] and not event.get("continuesFromPreviousDay"):
                            starts.append(event["start"])
        first += count
        months -= count
    return starts, None


def in_window(instant, window, zones):
    if not window:
        return True
    if window.get("start"):
        bound = Instant(window["start"], zones).key
        if instant.key < bound or (instant.key == bound and not window["start_inclusive"]):
            return False
    if window.get("end"):
        bound = Instant(window["end"], zones).key
        if instant.key > bound or (instant.key == bound and not window["end_inclusive"]):
            return False
    return True


def timed_judge(calgrid, case, work, timeout, slow):
    """(outcome, detail, seconds) of one case; an agreement that took over `slow` seconds
    is the outcome slow."""
    began = time.monotonic()
    outcome, detail = judge(calgrid, case, work, timeout)
    seconds = time.monotonic() - began
    if outcome == "agree" and seconds > slow:
        return "slow", f"agrees, in {seconds:.1f} s (over {slow:g} s): {detail}", seconds
    return outcome, detail, seconds


def judge(calgrid, case, work, timeout):
    """(outcome, detail) of one case."""
    path = os.path.join(work, case["id"].replace("/", "__") + ".ics")
    with open(path, "w", encoding="utf-8", newline="") as handle:
        handle.write(ics(case))
    starts, failure = run_calgrid(calgrid, path, case, timeout)
    if case["expect"] == "refusal":
        if failure and failure[0] == "refused":
            return "agree", "refused as its suite expects: " + failure[1]
        if failure:
            return failure
        return "expected-refusal:reads", f"calgrid shows {len(starts)} instances: {', '.join(starts[:3])}"
    if failure:
        return failure
    zones = case["zones"]
    actual = [Instant(text, zones) for text in starts]
    if case.get("drop_dtstart"):
        own = Instant(case["dtstart"], zones).key
        for index, instant in enumerate(actual):
            if instant.key == own:
                del actual[index]
                break
    actual = sorted((item for item in actual if in_window(item, case.get("window"), zones)), key=lambda i: i.key)
    expected = sorted((Instant(text, zones) for text in case["expected"]), key=lambda i: i.key)
    if [item.key for item in actual] == [item.key for item in expected]:
        return "agree", f"{len(expected)} instances"
    extra, missing = _difference(actual, expected), _difference(expected, actual)
    shown = []
    if missing:
        shown.append(f"missing {len(missing)}: " + ", ".join(missing[:3]))
    if extra:
        shown.append(f"extra {len(extra)}: " + ", ".join(extra[:3]))
    return "differ", f"calgrid {len(actual)}, expected {len(expected)}; " + "; ".join(shown)


def _difference(these, those):
    """The items of these that those lack, counting repeats."""
    remaining = collections.Counter(item.key for item in those)
    result = []
    for item in these:
        if remaining[item.key]:
            remaining[item.key] -= 1
        else:
            result.append(item.text)
    return result


def read_known(path):
    known = {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split("\t")
            if fields == HEADER:
                continue
            if len(fields) != 4 or not all(field.strip() for field in fields):
                raise SystemExit(f"compare: error: {path}:{number}: not 4 tab-separated fields ({', '.join(HEADER)})")
            if fields[0] in known:
                raise SystemExit(f"compare: error: {path}:{number}: {fields[0]} is listed twice")
            known[fields[0]] = fields[1]
    return known


def main():
    parser = argparse.ArgumentParser(description="calgrid against the recurrence suites' cases")
    parser.add_argument("calgrid")
    parser.add_argument("cases", nargs="+")
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--known", default=os.path.join(here, "known-differences.tsv"))
    parser.add_argument("--report")
    parser.add_argument("--work")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--slow", type=float, default=10)
    options = parser.parse_args()
    if not os.access(options.calgrid, os.X_OK):
        print(f"compare: error: {options.calgrid} is not an executable calgrid", file=sys.stderr)
        return 64
    cases = load(options.cases)
    ids = [case["id"] for case in cases]
    if len(set(ids)) != len(ids):
        duplicates = sorted({name for name in ids if ids.count(name) > 1})
        print(f"compare: error: cases named twice: {', '.join(duplicates)}", file=sys.stderr)
        return 1
    known = read_known(options.known)
    work = options.work or tempfile.mkdtemp(prefix="recurrence-suites-")
    os.makedirs(work, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        outcomes = list(pool.map(lambda case: timed_judge(options.calgrid, case, work, options.timeout,
                                                          options.slow), cases))
    rows, untriaged = [], []
    counts = collections.Counter()
    for case, (outcome, detail, seconds) in zip(cases, outcomes):
        wanted = known.get(case["id"], "agree")
        if outcome == wanted:
            triage = "agree" if outcome == "agree" else "triaged"
        else:
            triage = "untriaged"
            listed = f" (known-differences says {wanted})" if case["id"] in known else ""
            untriaged.append(f"  {case['id']}: {outcome}{listed}: {detail}")
        counts[triage] += 1
        rows.append([case["id"], case["suite"], outcome, triage, f"{seconds:.2f}", "; ".join(case["marks"]), detail,
                     case["source"]])
    for name in sorted(set(known) - set(ids)):
        untriaged.append(f"  {name}: listed in {os.path.basename(options.known)} but no such case")
        counts["untriaged"] += 1
    report = open(options.report, "w", encoding="utf-8") if options.report else contextlib.nullcontext(sys.stdout)
    with report as report:
        report.write("\t".join(["case", "suite", "outcome", "triage", "seconds", "marks", "detail", "source"]) + "\n")
        for row in rows:
            report.write("\t".join(field.replace("\t", " ").replace("\n", " ") for field in row) + "\n")
    suites = collections.Counter(case["suite"] for case in cases)
    for line in untriaged:
        print(line, file=sys.stderr)
    print(f"recurrence-suites: {len(cases)} cases ("
          + ", ".join(f"{name} {suites[name]}" for name in sorted(suites))
          + f"), {counts['agree']} agree, {counts['triaged']} triaged, {counts['untriaged']} untriaged"
          + (f" (report: {options.report})" if options.report else ""), file=sys.stderr)
    return 1 if counts["untriaged"] else 0


if __name__ == "__main__":
    sys.exit(main())
