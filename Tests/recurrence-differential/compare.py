#!/usr/bin/env python3
"""Compares calgrid's recurrence engine, occurrence by occurrence, with two independent
readings of the same rules (Scripts/recurrence-differential runs it):

    compare.py CALGRID TRIAGE.md

The cases come from generate.py (seeded: the same every run). Each is laid on civil days
by `calgrid en-US --events F.ics --format json --time-zone UTC --month Y-M --months N`
(many VEVENTs a file, UID = case id, fewer than 100,000 occurrences a window) and compared,
window by window, as the multiset of its occurrences' starts (`2024-09-17T09:00:00`, or
`2024-09-17` under a date DTSTART), with:

- reference.py, a brute-force evaluator of the toolkit's documented reading, in every
  calendar (Gregorian, and by RSCALE Chinese, Dangi, Hebrew, Umm al-Qura);
- python-dateutil's rrulestr (2.9.0.post0), for rules without RSCALE: the Gregorian
  reference, which also validates reference.py there.

dateutil and RFC 5545 read DTSTART differently: "the DTSTART property value always counts
as the first occurrence" (§3.3.10), while dateutil yields DTSTART only when it matches the
rule, and counts only what it yields. So dateutil's list is read this way: when its first
occurrence is DTSTART, as it is; otherwise DTSTART, then the rule's first COUNT − 1 matches
(dateutil's occurrences with COUNT − 1; none for COUNT=1), or without COUNT all its matches
(UNTIL before DTSTART: DTSTART alone). Not COUNT + 1: the RFC's COUNT includes DTSTART, so
one match fewer remains.

A rule that reference.py finds no match of up to the last window (DTSTART aside) is not
given to dateutil, which would look for one up to the year 9999 (it tests UNTIL only on what
it finds); nor is one dateutil still looks for after DATEUTIL_SECONDS. The summary counts them.

Outcomes: agree (calgrid = reference.py, and = dateutil where it applies); triaged (a row
of TRIAGE's table under `### Differential test: every difference`, `| case id or family |
reference | why | RFC section |`, names the case or a family whose test below the case
passes, and calgrid agrees with reference.py); untriaged otherwise, or refused. Untriaged
cases, a triage row nothing needs, calendars whose months the toolkit lays out otherwise
than calendars.py's sources, and an invalid rule calgrid does not refuse (generate.INVALID,
each alone) fail the run (exit 1). The report, one case a line, goes to .build/.
"""
import collections
import datetime as dt
import json
import multiprocessing
import multiprocessing.pool
import os
import signal
import subprocess
import sys
import tempfile
import time
import warnings

import calendars
import generate
import reference

DATEUTIL_SECONDS = 5  # a rule dateutil still looks for after this is compared with reference.py alone
LIMIT = 60000  # occurrences a calgrid run (calgrid refuses more than 100,000 a window)
REPORT = os.path.join(".build", "recurrence-differential.tsv")


# Families of differences with dateutil that follow from RFC 5545 as the toolkit reads it,
# or from dateutil's own errors: each says which cases it may explain, from the rule and the
# starts that differ (None when dateutil raised). A family explains a case only where calgrid
# agrees with reference.py, and only while TRIAGE's table lists it.
def has(case, name):
    return part(case, name) is not None


def part(case, name):
    for entry in case["rule"].split(";"):
        if entry.startswith(name + "="):
            return entry.split("=", 1)[1]
    return None


def near_new_year(starts):
    """Whether the first start that differs is within ten days of a 1 January (in a week of
    BYWEEKNO that straddles two years, or a position BYSETPOS takes beside one): what comes
    after it may differ because COUNT counted it."""
    return bool(starts) and (starts[0][5:10] >= "12-22" or starts[0][5:10] <= "01-10")


def byday_entries(case):
    return (part(case, "BYDAY") or "").split(",") if has(case, "BYDAY") else []


FAMILIES = {
    "weekno-default-weekday": lambda c, d, e: c["frequency"] == "YEARLY" and has(c, "BYWEEKNO") and not (
        has(c, "BYDAY") or has(c, "BYMONTHDAY") or has(c, "BYYEARDAY")),
    "weekno-neighbouring-year": lambda c, d, e: has(c, "BYWEEKNO") and (
        part(c, "INTERVAL") not in (None, "1") or has(c, "BYSETPOS")) and near_new_year(d),
    "weekno-dateutil-year-edges": lambda c, d, e: has(c, "BYWEEKNO") and near_new_year(d),
    "byday-plain-and-numbered": lambda c, d, e: c["frequency"] in ("MONTHLY", "YEARLY") and any(
        x[:1] in "+-0123456789" for x in byday_entries(c)) and any(x[:1].isalpha() for x in byday_entries(c)),
    "numbered-byday-past-the-month": lambda c, d, e: d is None and "IndexError" in e and c["frequency"] == "YEARLY"
        and has(c, "BYMONTH") and any(x[:1] in "+-0123456789" and abs(int(x[:-2])) > 5 for x in byday_entries(c)),
    "weekly-setpos-first-week": lambda c, d, e: c["frequency"] == "WEEKLY" and has(c, "BYSETPOS") and bool(d) and (
        dt.date.fromisoformat(d[0][:10]) - dt.datetime.strptime(c["dtstart"][:8], "%Y%m%d").date()).days < 7,
    "date-dtstart-time-parts": lambda c, d, e: "T" not in c["dtstart"] and (
        has(c, "BYHOUR") or has(c, "BYMINUTE") or has(c, "BYSECOND")),
    "leap-second": lambda c, d, e: d is None and "second must be in 0..59" in e and "60" in (
        part(c, "BYSECOND") or "").split(","),
}


def family_of(case, ours, theirs, windows):
    """The first family that explains how dateutil's starts differ from calgrid's."""
    if isinstance(theirs, str):
        differing, error = None, theirs
    else:
        counts = [(collections.Counter(a), collections.Counter(in_window(theirs, w))) for a, w in zip(ours, windows)]
        differing, error = sorted(s for a, b in counts for s in ((a - b) + (b - a)).elements()), ""
    return next((name for name, test in FAMILIES.items() if test(case, differing, error)), None)


def stamp(value):
    day = dt.date.fromordinal(value[0]).isoformat()
    if value[1] is None:
        return day
    return f"{day}T{value[1] // 3600:02}:{value[1] // 60 % 60:02}:{value[1] % 60:02}"


def bounds(window):
    year, month, months = window
    return dt.date(year, month, 1).toordinal(), generate.window_end(window)


def dateutil_starts(case, end):
    """dateutil's occurrences before a day, read as the module's docstring says."""
    from dateutil.rrule import rrulestr
    timed = "T" in case["dtstart"]
    start = dt.datetime.strptime(case["dtstart"], "%Y%m%dT%H%M%S" if timed else "%Y%m%d")
    stop = dt.datetime.fromordinal(end) - dt.timedelta(seconds=1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # COUNT with UNTIL: dateutil warns, and stops at either
        rule = rrulestr(case["rule"], dtstart=start)
        # Bounded by the last window, so that a rule with no more matches ends there.
        bounded = lambda r: list(r.replace(until=min(r._until, stop) if r._until else stop))
        found = bounded(rule)
        if not found or found[0] != start:
            count = rule._count
            found = [start] + ([] if count == 1 else bounded(rule.replace(count=count - 1)) if count else found)
    return [value.isoformat() if timed else value.date().isoformat() for value in found]


def references(case):
    """Both references' starts before the last window's end (an error is text)."""
    end = max(bounds(window)[1] for window in case["windows"])
    try:
        mine = [stamp(value) for value in reference.occurrences(case["rule"], case["dtstart"], end)]
    except Exception as error:  # the evaluator's own failure is a finding, not a crash
        mine = f"reference.py: {type(error).__name__}: {error}"
    theirs = None
    # dateutil looks for a rule's next match up to the year 9999 (it tests UNTIL only on what
    # it finds): a rule that reference.py finds no match of, DTSTART aside, up to the end is
    # compared with reference.py alone.
    plain = ";".join(p for p in case["rule"].split(";") if not p.startswith(("COUNT=", "UNTIL=")))
    if case["dateutil"] and len(reference.occurrences(plain, case["dtstart"], end, limit=2)) > 1:
        signal.signal(signal.SIGALRM, timed_out)
        signal.alarm(DATEUTIL_SECONDS)
        try:
            theirs = dateutil_starts(case, end)
        except TimeoutError:
            theirs = None  # not compared (counted in the summary)
        except Exception as error:
            theirs = f"dateutil: {type(error).__name__}: {error}"
        finally:
            signal.alarm(0)
    return case["id"], mine, theirs


def timed_out(*_):
    raise TimeoutError


def in_window(starts, window):
    if isinstance(starts, str) or starts is None:
        return starts
    first, end = bounds(window)
    low, high = dt.date.fromordinal(first).isoformat(), dt.date.fromordinal(end).isoformat()
    return sorted(s for s in starts if low <= s[:10] < high)


def write_calendar(path, chunk):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//CalendarGrid//recurrence-differential//EN"]
    for case in chunk:
        value = "DTSTART:" if "T" in case["dtstart"] else "DTSTART;VALUE=DATE:"
        lines += ["BEGIN:VEVENT", f"UID:{case['id']}", f"SUMMARY:{case['id']}", value + case["dtstart"],
                  "RRULE:" + case["rule"], "END:VEVENT"]
    lines.append("END:VCALENDAR")
    folded = []
    for line in lines:  # fold at 75 octets (RFC 5545 §3.1): calgrid unfolds
        while len(line) > 75:
            folded.append(line[:75])
            line = " " + line[75:]
        folded.append(line)
    with open(path, "w", newline="") as handle:
        handle.write("\r\n".join(folded) + "\r\n")


def run_calgrid(calgrid, path, window):
    year, month, months = window
    command = [calgrid, "en-US", "--events", path, "--format", "json", "--time-zone", "UTC",
               "--month", f"{year}-{month}", "--months", str(months)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        return None, result.stderr.strip()
    starts = collections.defaultdict(list)
    for grid in json.loads(result.stdout)["months"]:
        for week in grid["weeks"]:
            for cell in week["days"]:
                if cell and cell["inMonth"]:
                    for event in cell["events"]:
                        if not event["continuesFromPreviousDay"]:
                            starts[event["id"]].append(event["start"])
    return starts, None


def calgrid_starts(calgrid, directory, window, chunk, found, refused):
    """calgrid's starts of a chunk's cases in a window; a refused chunk is halved until the
    refused case stands alone."""
    path = os.path.join(directory, f"{chunk[0]['id']}-{window[0]}-{window[1]}-{len(chunk)}.ics")
    write_calendar(path, chunk)
    starts, message = run_calgrid(calgrid, path, window)
    if starts is None:
        if len(chunk) == 1:
            refused[chunk[0]["id"]] = message
            return
        half = len(chunk) // 2
        calgrid_starts(calgrid, directory, window, chunk[:half], found, refused)
        calgrid_starts(calgrid, directory, window, chunk[half:], found, refused)
        return
    for case in chunk:
        found[case["id"], window] = sorted(starts.get(case["id"], []))


def triage_rows(path):
    """{case id or family: reference} from the table under the heading."""
    rows, inside = {}, False
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#"):
                inside = line.strip() == "### Differential test: every difference"
                continue
            cells = [cell.strip().strip("`") for cell in line.strip().strip("|").split("|")]
            if inside and line.startswith("|") and len(cells) >= 4 and not set(cells[0]) <= set("-: "):
                if cells[0] != "case id or family":
                    rows[cells[0]] = cells[1]
    return rows


def check_layouts(calgrid):
    """The months of each RSCALE calendar over the test's years, from calgrid's grid and
    from calendars.py's source; a list of differences."""
    problems = []
    for name, (first_year, last_year) in generate.RSCALE_YEARS.items():
        source = calendars.calendar(name)
        first = dt.date(first_year, 1, 1).toordinal()
        number = source.year_number(first)
        theirs = []
        while True:
            months = source.year(number)
            if months is None or months[0][1] > dt.date(last_year, 12, 31).toordinal():
                break
            theirs += months
            number += 1
        ours = []
        for offset in range(0, len(theirs), 1200):  # calgrid shows at most 1200 months a run
            chunk = theirs[offset:offset + 1200]
            command = [calgrid, "en-US", "--calendar", name.lower(), "--date",
                       dt.date.fromordinal(chunk[0][1]).isoformat(), "--months", str(len(chunk)), "--format", "json"]
            result = subprocess.run(command, capture_output=True, text=True, timeout=120)
            if result.returncode != 0:
                problems.append(f"layout:{name}: calgrid: {result.stderr.strip()}")
                break
            for grid in json.loads(result.stdout)["months"]:
                days = [cell for week in grid["weeks"] for cell in week["days"] if cell and cell["inMonth"]]
                first_day = dt.date.fromisoformat(days[0]["iso"]).toordinal()
                ours.append((grid["monthCode"], first_day, grid["daysInMonth"]))
        if len(ours) != len(theirs) and not problems:
            problems.append(f"layout:{name}: calgrid shows {len(ours)} months, the source {len(theirs)}")
        for mine, other in zip(ours, theirs):
            if mine != other:
                problems.append(
                    f"layout:{name}: calgrid {mine[0]} from {dt.date.fromordinal(mine[1])} ({mine[2]} days), "
                    f"{name.lower()} source {other[0]} from {dt.date.fromordinal(other[1])} ({other[2]} days)")
                break
    return problems


def check_invalid(calgrid, directory):
    """Each invalid rule alone: calgrid exits 64 with one stderr line naming the RRULE line."""
    problems = []
    for index, rule in enumerate(generate.INVALID):
        path = os.path.join(directory, f"invalid-{index}.ics")
        with open(path, "w", newline="") as handle:
            handle.write("\r\n".join(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//y//EN", "BEGIN:VEVENT",
                                      "UID:invalid", "DTSTART:20240101T090000", "RRULE:" + rule, "END:VEVENT",
                                      "END:VCALENDAR", ""]))
        result = subprocess.run([calgrid, "en-US", "--events", path, "--month", "2024-1"],
                                capture_output=True, text=True)
        lines = result.stderr.strip().splitlines()
        if result.returncode != 64 or len(lines) != 1 or "line 7" not in lines[0] or result.stdout:
            problems.append(f"invalid rule {rule}: exit {result.returncode}, stderr {result.stderr.strip()[:160]!r}")
    return problems


def difference(calgrid, other):
    """The first occurrences in one list and not the other."""
    if isinstance(other, str) or other is None:
        return str(other)
    ours, theirs = collections.Counter(calgrid), collections.Counter(other)
    extra, missing = sorted((ours - theirs).elements()), sorted((theirs - ours).elements())
    return f"calgrid only {extra[:3]}{'…' if len(extra) > 3 else ''}; reference only {missing[:3]}" + (
        "…" if len(missing) > 3 else "")


def classify(case, calgrid, mine, theirs, refused, rows):
    """(outcome, family or reason, detail) of a case."""
    windows = case["windows"]
    if case["id"] in refused:
        return ("triaged" if case["id"] in rows else "untriaged"), "refused", refused[case["id"]][:200]
    ours = [calgrid[case["id"], w] for w in windows]
    agrees = lambda starts: all(isinstance(starts, list) and a == in_window(starts, w) for a, w in zip(ours, windows))
    first_off = lambda starts: next((w, a, in_window(starts, w)) for a, w in zip(ours, windows)
                                    if a != in_window(starts, w))
    mine_ok = agrees(mine)
    theirs_ok = theirs is None or agrees(theirs)
    if mine_ok and theirs_ok:
        return "agree", "", ""
    if case["id"] in rows:
        return "triaged", case["id"], ""
    if mine_ok:  # calgrid and reference.py agree; dateutil reads otherwise
        family = family_of(case, ours, theirs, windows)
        window, a, b = first_off(theirs)
        detail = f"{window}: " + difference(a, b)
        if family and family in rows:
            return "triaged", family, detail
        return "untriaged", f"dateutil differs{' (' + family + ' not in the table)' if family else ''}", detail
    window, a, b = first_off(mine)
    reason = "calgrid differs from reference.py"
    if theirs is not None:
        reason += " and dateutil" if not agrees(theirs) else ", agrees with dateutil"
    return "untriaged", reason, f"{window}: " + difference(a, b)


def main():
    calgrid, triage_path = sys.argv[1:]
    began = time.monotonic()
    rows = triage_rows(triage_path)
    cases = generate.cases()
    print(f"recurrence-differential: {len(cases)} cases generated ({time.monotonic() - began:.1f} s)",
          file=sys.stderr)
    step = time.monotonic()
    with multiprocessing.Pool(2) as pool:
        computed = {key: (mine, theirs) for key, mine, theirs in pool.imap_unordered(references, cases, chunksize=8)}
    print(f"recurrence-differential: references ({time.monotonic() - step:.1f} s)", file=sys.stderr)
    step = time.monotonic()
    found, refused = {}, {}
    with tempfile.TemporaryDirectory(prefix="recurrence-differential-") as directory:
        problems = check_layouts(calgrid) + check_invalid(calgrid, directory)
        by_window = collections.defaultdict(list)
        for case in cases:
            for window in case["windows"]:
                by_window[window].append(case)
        jobs = []
        for window, members in sorted(by_window.items()):
            chunk, total = [], 0
            for case in members:
                mine, theirs = computed[case["id"]]
                size = max(len(in_window(s, window)) if isinstance(s, list) else 0 for s in (mine, theirs))
                if chunk and total + size > LIMIT:
                    jobs.append((window, chunk))
                    chunk, total = [], 0
                chunk.append(case)
                total += size
            jobs.append((window, chunk))
        with multiprocessing.pool.ThreadPool(2) as threads:
            threads.starmap(lambda w, c: calgrid_starts(calgrid, directory, w, c, found, refused), jobs)
    print(f"recurrence-differential: calgrid, {len(jobs)} runs ({time.monotonic() - step:.1f} s)", file=sys.stderr)

    counts = collections.defaultdict(collections.Counter)
    validation = collections.Counter()
    used, untriaged, occurrences = set(), [], 0
    os.makedirs(os.path.dirname(REPORT), exist_ok=True)
    with open(REPORT, "w", encoding="utf-8") as report:
        report.write("id\tcalendar\tfrequency\toutcome\tfamily or reason\toccurrences\tdtstart\trule\tdetail\n")
        for case in cases:
            mine, theirs = computed[case["id"]]
            outcome, why, detail = classify(case, found, mine, theirs, refused, rows)
            counts[case["calendar"]][outcome] += 1
            counts[case["calendar"]]["cases"] += 1
            if why in rows:
                used.add(why)
            if outcome == "untriaged":
                untriaged.append(f"{case['id']} {why}: DTSTART {case['dtstart']} RRULE {case['rule']}: {detail}")
            if case["dateutil"] and theirs is None:
                validation["alone"] += 1
            if theirs is not None:  # reference.py against dateutil, where both read a rule
                if isinstance(mine, list) and isinstance(theirs, list) and all(
                        in_window(mine, w) == in_window(theirs, w) for w in case["windows"]):
                    validation["agree"] += 1
                else:
                    family = isinstance(mine, list) and family_of(
                        case, [in_window(mine, w) for w in case["windows"]], theirs, case["windows"])
                    validation["explained" if family in rows else "unexplained"] += 1
            shown = sum(len(found.get((case["id"], w), [])) for w in case["windows"])
            occurrences += shown
            report.write("\t".join([case["id"], case["calendar"], case["frequency"], outcome, why, str(shown),
                                    case["dtstart"], case["rule"], detail.replace("\t", " ")]) + "\n")
    for row in sorted(set(rows) - used):
        problems.append(f"triage row '{row}' matches no difference: remove it")
    frequencies = collections.Counter((c["calendar"], c["frequency"]) for c in cases)
    for name in sorted(counts):
        per = ", ".join(f"{f.lower()} {frequencies[name, f]}" for f in reversed(list(generate.ALLOWED))
                        if frequencies[name, f])
        print(f"recurrence-differential: {name}: {per}", file=sys.stderr)
    summary = "; ".join(f"{name} {c['cases']} cases: {c['agree']} agree, {c['triaged']} triaged, "
                        f"{c['untriaged']} untriaged" for name, c in sorted(counts.items()))
    print(f"summary: {summary}; {occurrences} occurrences compared; "
          f"reference.py against dateutil: {validation['agree']} agree, "
          f"{validation['explained']} differ by a triaged family, {validation['unexplained']} otherwise, "
          f"{validation['alone']} not given to dateutil ({time.monotonic() - began:.0f} s, report {REPORT})",
          file=sys.stderr)
    for line in untriaged:
        print("untriaged: " + line, file=sys.stderr)
    for line in problems:
        print("failed: " + line, file=sys.stderr)
    return 1 if untriaged or problems else 0


if __name__ == "__main__":
    sys.exit(main())
