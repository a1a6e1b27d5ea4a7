"""The cases of the differential test: recurrence rules written by a seeded generator, the
same every run (SEED), each with its DTSTART and the windows it is compared in.

    generate.py            prints the cases, one a line: id, calendar, DTSTART, rule, windows

Every FREQ meets every BYxxx part RFC 5545 §3.3.10's table allows with it, alone, in pairs
and in triples: BYMONTH, BYWEEKNO (YEARLY), BYYEARDAY (not DAILY, WEEKLY, MONTHLY),
BYMONTHDAY (not WEEKLY), BYDAY plain and numbered (numbered in MONTHLY and YEARLY, never
with BYWEEKNO), BYHOUR, BYMINUTE, BYSECOND and BYSETPOS (beside another part), with WKST,
INTERVAL and COUNT, UNTIL or neither; values negative and at the edges (BYMONTHDAY=31/-31,
BYYEARDAY=366/-366, BYWEEKNO=53/-53, 5MO, -5FR, BYSECOND=60). DTSTART is a date or a
floating date-time, on the rule's pattern (found with reference.py) or off it. Each case is
compared near DTSTART and, for most, years later (from January or mid-year, a COUNT or UNTIL
sometimes ending in that window); sub-daily rules in one month. edge_cases() adds each edge
value alone, with each end and SKIP, and long_ago_cases() rules begun a century (sub-daily:
years) before the window, which the toolkit expands from near the days asked for.

The RSCALE cases (RFC 7529) do the same in CHINESE, DANGI, HEBREW and ISLAMIC-UMALQURA, with
leap months (BYMONTH=5L), lunar edge values (BYMONTHDAY=30, BYYEARDAY=384, BYWEEKNO=55) and
SKIP, over the years where calendars.py's sources and the toolkit lay out the same months;
RSCALE=GREGORIAN cases try SKIP in the Gregorian calendar.

Every rule here is valid (a file is refused whole for one invalid rule); INVALID lists rules
calgrid must refuse, each tried alone.
"""
import datetime as dt
import itertools
import random

import calendars
import reference

SEED = 5545
TOKENS = ["BYMONTH", "BYWEEKNO", "BYYEARDAY", "BYMONTHDAY", "BYDAY", "BYDAYN", "BYHOUR", "BYMINUTE", "BYSECOND",
          "BYSETPOS"]
ALLOWED = {  # RFC 5545 §3.3.10's table; BYDAYN is a numbered BYDAY
    "YEARLY": TOKENS,
    "MONTHLY": [t for t in TOKENS if t not in ("BYWEEKNO", "BYYEARDAY")],
    "WEEKLY": ["BYMONTH", "BYDAY", "BYHOUR", "BYMINUTE", "BYSECOND", "BYSETPOS"],
    "DAILY": ["BYMONTH", "BYMONTHDAY", "BYDAY", "BYHOUR", "BYMINUTE", "BYSECOND", "BYSETPOS"],
}
for _frequency in ("HOURLY", "MINUTELY", "SECONDLY"):
    ALLOWED[_frequency] = ["BYMONTH", "BYYEARDAY", "BYMONTHDAY", "BYDAY", "BYHOUR", "BYMINUTE", "BYSECOND",
                           "BYSETPOS"]
SUB_DAILY = ("HOURLY", "MINUTELY", "SECONDLY")
WEEKDAYS = reference.WEEKDAYS

# Windows (first year, first month, months): near DTSTART and years later. Sub-daily rules
# start in the month before the window or in it.
NEAR = {"GREGORIAN": (1997, 1, 60), "RSCALE": (2000, 1, 60)}
# Later windows begin in January and mid-year (a period begun before the window's first day).
LATER = {"YEARLY": [(2031, 1, 24), (2096, 1, 24), (2031, 7, 18)],
         "MONTHLY": [(2031, 1, 24), (2096, 1, 24), (2031, 7, 18)],
         "WEEKLY": [(2010, 1, 24), (2031, 1, 12), (2031, 7, 18)],
         "DAILY": [(2010, 1, 24), (2031, 1, 12), (2031, 7, 18)]}
LATER_RSCALE = {"YEARLY": [(2015, 1, 24), (2044, 1, 24), (2015, 7, 18)],
                "MONTHLY": [(2015, 1, 24), (2044, 1, 24), (2015, 7, 18)],
                "WEEKLY": [(2010, 1, 24), (2015, 7, 18)], "DAILY": [(2010, 1, 24), (2015, 7, 18)]}
SUB_DAILY_WINDOW = (2024, 2, 1)
FAR = (2398, 1, 36)  # 2400 is a leap year, 2100 (in LATER) is not
# The years (Gregorian) where each calendar's source and the toolkit agree (compare.py checks).
RSCALE_YEARS = {"CHINESE": (1901, 2046), "DANGI": (1901, 2046), "HEBREW": (1901, 2046),
                "ISLAMIC-UMALQURA": (1946, 2046)}

# Rules calgrid must refuse (exit 64, one line naming the line), each in a file of its own.
INVALID = [
    "FREQ=MONTHLY;BYWEEKNO=3", "FREQ=DAILY;BYYEARDAY=100", "FREQ=WEEKLY;BYYEARDAY=1", "FREQ=MONTHLY;BYYEARDAY=-1",
    "FREQ=WEEKLY;BYMONTHDAY=15", "FREQ=WEEKLY;BYDAY=1MO", "FREQ=DAILY;BYDAY=-1FR",
    "FREQ=YEARLY;BYWEEKNO=20;BYDAY=1MO",
    "FREQ=DAILY;COUNT=3;UNTIL=20250101T000000", "FREQ=DAILY;BYSETPOS=1", "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0",
    "FREQ=DAILY;INTERVAL=0", "FREQ=DAILY;BYHOUR=24", "FREQ=MONTHLY;BYMONTHDAY=32", "FREQ=MONTHLY;BYMONTHDAY=0",
    "FREQ=YEARLY;BYYEARDAY=367", "FREQ=YEARLY;BYWEEKNO=54", "FREQ=YEARLY;BYMONTH=13", "FREQ=YEARLY;BYMONTH=5L",
    "RSCALE=MAYAN;FREQ=YEARLY", "COUNT=3;BYDAY=MO", "FREQ=SOMETIMES", "FREQ=DAILY;COUNT=0", "FREQ=DAILY;BYMINUTE=60",
    "FREQ=YEARLY;BYDAY=54MO", "FREQ=DAILY;COUNT=2;COUNT=3", "FREQ=DAILY;UNTL=20250101",
]


class Values:
    """The values each part takes in a calendar: edges first, then ordinary ones."""

    def __init__(self, calendar, rng):
        self.rng = rng
        lunar = calendar in ("CHINESE", "DANGI", "HEBREW", "ISLAMIC-UMALQURA")
        self.month_days = ([1, 29, 30, -1, -29, -30, 15, 31, 2, -2] if lunar
                           else [1, 31, -31, 29, 30, -1, 15, -15, 28, 13])
        self.year_days = ([1, -1, 354, 355, 383, 384, 385, -354, -384, 100, -100, 30] if lunar
                          else [1, -1, 366, -366, 365, -365, 60, 100, 200, -100, 59, 256])
        self.week_numbers = ([1, -1, 2, 50, 51, 53, 54, 55, -53, 20, -2] if lunar
                             else [1, -1, 53, -53, 52, 2, 10, 26, -2])
        self.months = [str(month) for month in range(1, 13)]
        self.leap = {"CHINESE": ["2L", "4L", "5L", "6L", "7L", "9L", "11L"],
                     "DANGI": ["2L", "3L", "4L", "5L", "7L", "9L"],
                     "HEBREW": ["5L", "5L", "5L"]}.get(calendar, [])

    def pick(self, pool, most=3):
        return sorted(set(self.rng.sample(pool, self.rng.randint(1, most))), key=pool.index)

    def part(self, token, frequency):
        rng = self.rng
        if token == "BYMONTH":
            pool = self.months + self.leap * 2
            return "BYMONTH=" + ",".join(self.pick(pool, 3))
        if token == "BYWEEKNO":
            return "BYWEEKNO=" + ",".join(map(str, self.pick(self.week_numbers, 2)))
        if token == "BYYEARDAY":
            return "BYYEARDAY=" + ",".join(map(str, self.pick(self.year_days, 3)))
        if token == "BYMONTHDAY":
            return "BYMONTHDAY=" + ",".join(map(str, self.pick(self.month_days, 3)))
        if token == "BYDAY":
            return "BYDAY=" + ",".join(self.pick(WEEKDAYS, 3))
        if token == "BYDAYN":
            if frequency == "YEARLY":
                numbers = [1, -1, 53, -53, 20, 2, -2, 52, 10, 5, -5]
            else:
                numbers = [1, -1, 5, -5, 2, -2, 3, 4]
            entries = [f"{rng.choice(numbers)}{rng.choice(WEEKDAYS)}" for _ in range(rng.randint(1, 2))]
            if rng.random() < 0.2:
                entries.append(rng.choice(WEEKDAYS))  # plain and numbered in one list
            return "BYDAY=" + ",".join(dict.fromkeys(entries))
        if token == "BYHOUR":
            return "BYHOUR=" + ",".join(map(str, sorted(rng.sample(range(24), rng.randint(1, 3)))))
        if token == "BYMINUTE":
            values = rng.sample([0, 15, 30, 45, 59, 1, 7, 20], rng.randint(1, 3))
            return "BYMINUTE=" + ",".join(map(str, sorted(values)))
        if token == "BYSECOND":
            values = sorted(rng.sample([0, 30, 59, 1, 15, 45], rng.randint(1, 2)))
            if rng.random() < 0.1:
                values.append(60)  # a leap second: names no second of the civil clock
            return "BYSECOND=" + ",".join(map(str, values))
        if token == "BYSETPOS":
            # A sub-daily period holds few candidates (a SECONDLY one one): positions past
            # them leave a rule without matches, which costs a walk to the window's end.
            pool = {"SECONDLY": [1, -1], "MINUTELY": [1, -1, 2, -2], "HOURLY": [1, -1, 2, -2, 3]}.get(
                frequency, [1, -1, 2, -2, 3, 5, -5, 10, -10])
            return "BYSETPOS=" + ",".join(map(str, self.pick(pool, 2)))
        raise ValueError(token)


def stamp(moment):
    day = dt.date.fromordinal(moment[0]).strftime("%Y%m%d")
    if moment[1] is None:
        return day
    return f"{day}T{moment[1] // 3600:02}{moment[1] // 60 % 60:02}{moment[1] % 60:02}"


def window_end(window):
    year, month, months = window
    index = year * 12 + month - 1 + months
    return dt.date(index // 12, index % 12 + 1, 1).toordinal()


class Generator:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.cases = []
        self.numbers = {}

    def add(self, calendar, frequency, parts, kind=None, interval=None, skip=None, start=None, week_start=None,
            windows=None, redraw=False):
        """One case: the parts (BYxxx texts) with an INTERVAL, WKST, SKIP, end, DTSTART and
        windows, each drawn unless given. With `redraw`, a rule without a match in 8 years
        (10 days sub-daily) is mostly not added (False), for its caller to draw another."""
        rng = self.rng
        label = "GREGORIAN" if calendar == "GREGORIAN-RSCALE" else calendar
        sub_daily = frequency in SUB_DAILY
        if parts and all(p.startswith("BYSETPOS") for p in parts):
            return
        timed = sub_daily or rng.random() < 0.7
        if not timed and any(p.startswith(("BYHOUR", "BYMINUTE", "BYSECOND")) for p in parts) and rng.random() < 0.7:
            timed = True  # under a date, time parts are ignored (RFC 5545 Appendix A.1): a few such cases
        head = [] if calendar == "GREGORIAN" else [f"RSCALE={label}"]
        body = [f"FREQ={frequency}"]
        if interval is None:
            interval = rng.choice([1, 1, 1, 2, 3, 5] if not sub_daily else [1, 2, 7, 13, 25, 90])
            if not sub_daily and frequency != "YEARLY" and rng.random() < 0.05:
                interval = rng.choice([12, 52, 100, 400, 1000])
        if interval > 1:
            body.append(f"INTERVAL={interval}")
        body += parts
        if week_start or frequency == "WEEKLY" or any(p.startswith("BYWEEKNO") for p in parts) or rng.random() < 0.15:
            body.append("WKST=" + (week_start or rng.choice(WEEKDAYS)))
        if skip is None and calendar != "GREGORIAN" and (rng.random() < 0.6 or calendar == "GREGORIAN-RSCALE"):
            skip = rng.choice(["OMIT", "BACKWARD", "FORWARD", "BACKWARD", "FORWARD"])
        if skip:
            body.append("SKIP=" + skip)
        rule = ";".join(head + body)
        scope = "GREGORIAN" if calendar in ("GREGORIAN", "GREGORIAN-RSCALE") else "RSCALE"
        # DTSTART: a random day (a special one in the lunar calendars), maybe moved onto the rule.
        time = rng.choice([9 * 3600, 9 * 3600 + 30 * 60, 0, 23 * 3600 + 59 * 60 + 59, 13 * 3600 + 5 * 60 + 7])
        synchronized = False
        if start is None:
            if sub_daily:
                year, month, _ = SUB_DAILY_WINDOW
                first = dt.date(year, month, 1).toordinal()
                back = {"HOURLY": rng.choice([0, 0, 40, 300]), "MINUTELY": rng.choice([0, 0, 10]),
                        "SECONDLY": 0}[frequency]
                day = first - back + rng.randint(0, 27)
                if frequency == "SECONDLY" or (frequency == "MINUTELY" and kind != "COUNT" and back == 0):
                    day = max(day, first + 24)
            else:
                day = dt.date(NEAR[scope][0], 1, 1).toordinal() + rng.randint(0, 3 * 365 + 300)
                if scope == "RSCALE" and rng.random() < 0.35:
                    day = self.special_day(calendar, day)
            start = (day, time if timed else None)
            found = reference.occurrences(rule, stamp(start), start[0] + (10 if sub_daily else 8 * 366), limit=2)
            if redraw and len(found) < 2 and rng.random() > 0.1:
                return False  # parts that exclude each other: a tenth of them are kept
            if len(found) > 1 and rng.random() < 0.5:
                start, synchronized = found[1], True
        if windows is not None:
            pass
        elif sub_daily:
            windows = [SUB_DAILY_WINDOW]
        else:
            later = (LATER if scope == "GREGORIAN" else LATER_RSCALE)[frequency]
            windows = [NEAR[scope]] + ([rng.choice(later)] if rng.random() < 0.7 else [])
            if scope == "GREGORIAN" and frequency in ("YEARLY", "MONTHLY") and rng.random() < 0.05:
                windows.append(FAR)
        # The end: COUNT, UNTIL or neither (sub-daily ones short); with a later window, COUNT
        # or UNTIL sometimes ends inside it, so that the count is carried over the years.
        end = kind or rng.choice(["COUNT", "UNTIL", "none"])
        if frequency == "SECONDLY" and end == "none" and not any(p.startswith(("BYMINUTE", "BYHOUR")) for p in parts):
            end = "COUNT"
        if frequency == "MINUTELY" and end == "none" and interval < 7 and not any(
                p.startswith("BYHOUR") for p in parts):
            end = "COUNT"
        inside = None
        if end != "none" and len(windows) > 1 and rng.random() < 0.5:
            first, stop = dt.date(*windows[-1][:2], 1).toordinal(), window_end(windows[-1])
            every = reference.occurrences(rule, stamp(start), stop)
            found = [v for v in every if v[0] >= first]
            if found:
                inside = rng.choice(found)
                if end == "COUNT":
                    rule += f";COUNT={every.index(inside) + 1}"
                else:
                    rule += f";UNTIL={stamp(inside)}"
        if inside is None and end == "COUNT":
            rule += f";COUNT={rng.choice([1, 2, 3, 7, 13, 40, 100, 365] + ([1000] if not sub_daily else []))}"
        elif inside is None and end == "UNTIL":
            rule += f";UNTIL={stamp(self.until(rule, start, frequency))}"
        prefix = {"GREGORIAN": "G", "GREGORIAN-RSCALE": "GR", "CHINESE": "CN", "DANGI": "KR", "HEBREW": "HE",
                  "ISLAMIC-UMALQURA": "UQ"}[calendar]
        key = (prefix, frequency)
        self.numbers[key] = self.numbers.get(key, 0) + 1
        self.cases.append({
            "id": f"{prefix}-{frequency[:2]}-{self.numbers[key]:04}", "calendar": label, "frequency": frequency,
            "rule": rule, "dtstart": stamp(start), "windows": windows, "synchronized": synchronized,
            "dateutil": calendar == "GREGORIAN"})
        return True

    def until(self, rule, start, frequency):
        """An UNTIL after DTSTART (sometimes an occurrence, so that it is inclusive; rarely
        before DTSTART)."""
        rng = self.rng
        if rng.random() < 0.03:
            return (start[0] - 1, start[1])
        unit = {"YEARLY": 366 * 86400, "MONTHLY": 31 * 86400, "WEEKLY": 7 * 86400, "DAILY": 86400, "HOURLY": 3600,
                "MINUTELY": 60, "SECONDLY": 1}[frequency]
        span = rng.choice([1, 3, 10, 40, 150]) * unit
        if rng.random() < 0.3:
            found = reference.occurrences(rule, stamp(start), start[0] + max(2, span // 86400 + 2), limit=60)
            if len(found) > 1:
                return rng.choice(found[1:])
        if start[1] is None:
            return (start[0] + max(1, span // 86400), None)
        total = start[0] * 86400 + start[1] + span
        return (total // 86400, total % 86400)

    def special_day(self, calendar, near):
        """A day near `near` that tests a lunar calendar: in a leap month, the 30th, the
        last day of a month or of a year, the first of a year."""
        cal = calendars.calendar(calendar)
        year = cal.year_number(near)
        months = [m for number in (year, year + 1, year + 2) for m in cal.year(number)]
        choice = self.rng.choice(["leap", "thirtieth", "month-end", "year-end", "year-start"])
        if choice == "leap" and any(code.endswith("L") for code, _, _ in months):
            code, first, length = next(m for m in months if m[0].endswith("L"))
            return first + self.rng.randint(0, length - 1)
        if choice == "thirtieth":
            code, first, length = self.rng.choice([m for m in months if m[2] >= 30])
            return first + 29
        if choice == "month-end":
            code, first, length = self.rng.choice(months)
            return first + length - 1
        if choice == "year-end":
            return cal.year(year)[0][1] - 1
        return cal.year(year)[0][1]


def day_in(calendar, year, code, number):
    """The ordinal of day `number` of the month `code` in the first year of a calendar from
    the Gregorian `year` on that has the month and the day (`number` 0: its last day)."""
    source = calendars.calendar(calendar)
    first = source.year_number(dt.date(year, 1, 1).toordinal())
    for candidate in range(first, first + 30):
        for found, start, length in source.year(candidate):
            if found == code and length >= number:
                return start + (number or length) - 1
    raise ValueError((calendar, year, code, number))


def edge_cases(generator):
    """The edge values of each part, each alone, with each end in turn (and each SKIP)."""
    kinds = itertools.cycle(["COUNT", "UNTIL", "none"])
    add = lambda calendar, frequency, parts, **options: generator.add(
        calendar, frequency, parts, next(kinds), **options)
    at = lambda y, m, d, time=9 * 3600: (dt.date(y, m, d).toordinal(), time)
    for value in (31, -31, 29, 30, -1, -29, -30):
        for interval in (1, 2):
            add("GREGORIAN", "MONTHLY", [f"BYMONTHDAY={value}"], interval=interval)
        add("GREGORIAN", "YEARLY", [f"BYMONTHDAY={value}"], interval=1)
        add("GREGORIAN", "YEARLY", ["BYMONTH=2", f"BYMONTHDAY={value}"], interval=1)
        for skip in ("BACKWARD", "FORWARD"):
            add("GREGORIAN-RSCALE", "MONTHLY", [f"BYMONTHDAY={value}"], interval=1, skip=skip)
            add("GREGORIAN-RSCALE", "YEARLY", ["BYMONTH=2", f"BYMONTHDAY={value}"], interval=1, skip=skip)
    for value in (366, -366, 365, -365, 60, -306, 1, -1):
        add("GREGORIAN", "YEARLY", [f"BYYEARDAY={value}"], interval=1)
    for value in (53, -53, 1, -1, 52, -52):
        for week_start in (("MO", "SU", "TH") if value not in (52, 53) else WEEKDAYS):
            add("GREGORIAN", "YEARLY", [f"BYWEEKNO={value}", "BYDAY=" + generator.rng.choice(WEEKDAYS)],
                interval=1, week_start=week_start)
            add("GREGORIAN", "YEARLY", [f"BYWEEKNO={value}"], interval=1, week_start=week_start)
            add("GREGORIAN", "YEARLY", [f"BYWEEKNO={value}", "BYDAY=MO,SU", "BYSETPOS=1,-1"], interval=2,
                week_start=week_start)
    for weeks, month in (("1", "12"), ("1", "1"), ("-1", "1"), ("53", "1"), ("52,53", "1,12"), ("1,2", "12")):
        for week_start in ("MO", "TH", "SU"):  # the weeks' days in the neighbouring year, and BYMONTH
            add("GREGORIAN", "YEARLY", [f"BYMONTH={month}", f"BYWEEKNO={weeks}", "BYDAY=MO,TU,WE,TH,FR,SA,SU"],
                interval=1, week_start=week_start)
            add("GREGORIAN", "YEARLY", [f"BYWEEKNO={weeks}", "BYYEARDAY=1,-1,2,-2", "BYDAY=MO,TU,WE,TH,FR,SA,SU"],
                interval=1, week_start=week_start)
            add("GREGORIAN", "YEARLY", [f"BYWEEKNO={weeks}", "BYMONTHDAY=1,31,-1"], interval=1, week_start=week_start)
    for entry in ("5MO", "-5FR", "5SU", "-5SA", "1MO", "-1SU", "2TU,-2TU"):
        add("GREGORIAN", "MONTHLY", [f"BYDAY={entry}"], interval=1)
        add("GREGORIAN", "YEARLY", ["BYMONTH=2,3", f"BYDAY={entry}"], interval=1)
    for start in (at(1997, 1, 8), at(1997, 1, 10), at(1998, 6, 3, None)):  # BYSETPOS in DTSTART's week
        add("GREGORIAN", "WEEKLY", ["BYDAY=MO,FR", "BYSETPOS=1"], interval=1, start=start, week_start="MO")
        add("GREGORIAN", "WEEKLY", ["BYDAY=MO,WE,FR", "BYSETPOS=-1,2"], interval=2, start=start, week_start="SU")
    every_first, every_last = ",".join("1" + d for d in WEEKDAYS), ",".join("-1" + d for d in WEEKDAYS)
    for calendar in ("GREGORIAN-RSCALE", "CHINESE", "HEBREW"):  # a numbered BYDAY of a day SKIP moved
        add(calendar, "MONTHLY", ["BYMONTHDAY=31" if calendar == "GREGORIAN-RSCALE" else "BYMONTHDAY=30",
                                  f"BYDAY={every_first}"], interval=1, skip="FORWARD")
        add(calendar, "MONTHLY", ["BYMONTHDAY=-31" if calendar == "GREGORIAN-RSCALE" else "BYMONTHDAY=-30",
                                  f"BYDAY={every_last}"], interval=1, skip="BACKWARD")
        add(calendar, "YEARLY", ["BYMONTH=2,4", "BYMONTHDAY=30", f"BYDAY={every_first}"], interval=1, skip="FORWARD")
    for entry in ("53MO", "-53FR", "1MO", "-1SU", "52SU", "20MO"):
        add("GREGORIAN", "YEARLY", [f"BYDAY={entry}"], interval=1)
        add("GREGORIAN", "YEARLY", ["BYMONTH=1,8", f"BYDAY={entry}"], interval=1)
        add("GREGORIAN", "YEARLY", ["BYMONTH=1,8", f"BYDAY=1MO,{entry}"], interval=1)
    for position in ("-1", "1", "366", "-366", "2,-2"):
        add("GREGORIAN", "MONTHLY", ["BYDAY=MO,TU,WE,TH,FR", f"BYSETPOS={position}"], interval=1)
        add("GREGORIAN", "YEARLY", ["BYDAY=MO,TU,WE,TH,FR,SA,SU", f"BYSETPOS={position}"], interval=1)
    for frequency in ("YEARLY", "MONTHLY", "WEEKLY", "DAILY"):  # every default, on days months lack
        for start in (at(2000, 2, 29), at(2000, 1, 31), at(1999, 1, 30), at(1999, 12, 31, None)):
            add("GREGORIAN", frequency, [], interval=1, start=start)
            add("GREGORIAN-RSCALE", frequency, [], interval=1, start=start, skip="BACKWARD")
            add("GREGORIAN-RSCALE", frequency, [], interval=1, start=start, skip="FORWARD")
    for calendar, leaps in (("CHINESE", [(2001, "M04L"), (2004, "M02L"), (2006, "M07L"), (2009, "M05L")]),
                            ("DANGI", [(2001, "M04L"), (2004, "M02L"), (2006, "M07L"), (2009, "M05L")]),
                            ("HEBREW", [(2000, "M05L"), (2003, "M05L")])):
        for year, code in leaps:
            number = code[1:3].lstrip("0") + "L"
            for skip in ("OMIT", "BACKWARD", "FORWARD"):
                add(calendar, "YEARLY", [f"BYMONTH={number}", "BYMONTHDAY=1,30"], interval=1, skip=skip)
                add(calendar, "YEARLY", [], interval=1, skip=skip, start=(day_in(calendar, year, code, 0), 9 * 3600))
                add(calendar, "YEARLY", [], interval=1, skip=skip, start=(day_in(calendar, year, code, 10), None))
                add(calendar, "MONTHLY", [f"BYMONTH={number}"], interval=1, skip=skip,
                    start=(day_in(calendar, year, code, 3), 9 * 3600))
    for calendar in ("CHINESE", "DANGI", "HEBREW", "ISLAMIC-UMALQURA"):
        for skip in ("OMIT", "BACKWARD", "FORWARD"):
            add(calendar, "MONTHLY", ["BYMONTHDAY=30"], interval=1, skip=skip)
            add(calendar, "MONTHLY", ["BYMONTHDAY=-30"], interval=1, skip=skip)
            add(calendar, "MONTHLY", [], interval=1, skip=skip, start=(day_in(calendar, 2001, "M01", 30), 9 * 3600))
            add(calendar, "YEARLY", ["BYMONTH=2", "BYMONTHDAY=30"], interval=1, skip=skip)
            add(calendar, "YEARLY", ["BYMONTH=12", "BYMONTHDAY=30"], interval=1, skip=skip)
        for value in (385, -385, 384, -384, 383, 355, -355, 354, 353, 1, -1):
            add(calendar, "YEARLY", [f"BYYEARDAY={value}"], interval=1)
        for value in (55, 54, 53, -53, -55, 1, -1):
            add(calendar, "YEARLY", [f"BYWEEKNO={value}", "BYDAY=MO,TH"], interval=1, week_start="MO")
        for entry in ("5SU", "-5MO", "1SA", "-1FR"):
            add(calendar, "MONTHLY", [f"BYDAY={entry}"], interval=1)
        add(calendar, "YEARLY", ["BYMONTH=1", "BYMONTHDAY=1"], interval=1)
        add(calendar, "YEARLY", ["BYMONTH=6", "BYMONTHDAY=29"], interval=1)


def long_ago_cases(generator):
    """Rules begun a century before the window (the toolkit expands from near the days asked
    for): DTSTART in 1901-1910 (Umm al-Qura 1946-1950), compared then and in 2024-2025."""
    rng = generator.rng
    for calendar in ("GREGORIAN", "CHINESE", "DANGI", "HEBREW", "ISLAMIC-UMALQURA"):
        values = Values(calendar, rng)
        first = 1946 if calendar == "ISLAMIC-UMALQURA" else 1901
        for frequency in ("YEARLY", "MONTHLY", "WEEKLY", "DAILY"):
            allowed = [t for t in ALLOWED[frequency] if t not in ("BYHOUR", "BYMINUTE", "BYSECOND", "BYSETPOS")]
            for _ in range(6 if frequency != "DAILY" else 3):
                token = rng.choice(allowed + [None])
                parts = [values.part(token, frequency)] if token else []
                year = first + rng.randint(0, 9)
                day = dt.date(year, 1, 1).toordinal() + rng.randint(0, 364)
                start = (day, rng.choice([None, 9 * 3600, 23 * 3600 + 59 * 60 + 59]))
                interval = rng.choice([1, 1, 2, 3, 7]) if frequency != "DAILY" else rng.choice([3, 7, 10])
                generator.add(calendar, frequency, parts, rng.choice(["COUNT", "UNTIL", "none"]), interval=interval,
                              start=start, windows=[(year, 1, 24), (2024, 1, 24)])
    # Sub-daily rules begun months or years before the sub-daily window.
    for calendar in ("GREGORIAN", "CHINESE", "HEBREW"):
        values = Values(calendar, rng)
        for frequency, intervals, years in (("HOURLY", [1, 5, 7, 25], 5), ("MINUTELY", [61, 90, 1439], 2),
                                            ("SECONDLY", [3599, 7919, 86399], 1)):
            for _ in range(4):
                token = rng.choice(["BYMONTH", "BYMONTHDAY", "BYDAY", "BYHOUR", "BYMINUTE", None])
                parts = [values.part(token, frequency)] if token else []
                day = dt.date(2024 - years, 1, 1).toordinal() + rng.randint(0, 300)
                start = (day, rng.choice([0, 9 * 3600 + 30 * 60, 23 * 3600 + 59 * 60 + 59]))
                month = dt.date.fromordinal(day)
                generator.add(calendar, frequency, parts, rng.choice(["COUNT", "UNTIL", "none"]),
                              interval=rng.choice(intervals), start=start,
                              windows=[(month.year, month.month, 1), SUB_DAILY_WINDOW])


def tokens_allowed(combination, frequency):
    """Whether parts go together: numbered BYDAY never with BYWEEKNO or plain BYDAY's token
    (a list holds both kinds already), BYSETPOS never alone."""
    if "BYDAYN" in combination and ("BYWEEKNO" in combination or "BYDAY" in combination):
        return False
    return combination != ("BYSETPOS",)


def cases():
    generator = Generator()
    rng = generator.rng
    calendars_ = [("GREGORIAN", 1.0), ("GREGORIAN-RSCALE", 0.2), ("CHINESE", 0.5), ("DANGI", 0.4),
                  ("HEBREW", 0.5), ("ISLAMIC-UMALQURA", 0.4)]
    for calendar, share in calendars_:
        values = Values(calendar, rng)
        for frequency, allowed in ALLOWED.items():
            if calendar != "GREGORIAN" and frequency in SUB_DAILY and rng.random() < 0.5:
                share_here = share / 3
            else:
                share_here = share
            variants = {1: 2, 2: 1, 3: 1} if frequency in SUB_DAILY else {1: 4, 2: 3, 3: 1}
            for size in (1, 2, 3):
                combinations = [c for c in itertools.combinations(allowed, size) if tokens_allowed(c, frequency)]
                if size == 3:
                    wanted = 15 if frequency in SUB_DAILY else 40
                    combinations = rng.sample(combinations, min(len(combinations), wanted))
                for combination in combinations:
                    for _ in range(variants[size]):
                        if rng.random() > share_here:
                            continue
                        for _ in range(3):
                            parts = [values.part(t, frequency) for t in combination]
                            if generator.add(calendar, frequency, parts, redraw=True) is not False:
                                break
            # No BYxxx part at all: every default from DTSTART, with each end.
            for kind in ("COUNT", "UNTIL", "none"):
                if rng.random() <= max(share, 0.5):
                    generator.add(calendar, frequency, [], kind)
    edge_cases(generator)
    long_ago_cases(generator)
    return generator.cases


def main():
    for case in cases():
        windows = " ".join(f"{y}-{m:02}+{n}" for y, m, n in case["windows"])
        print(f"{case['id']}\t{case['calendar']}\t{case['dtstart']}\t{case['rule']}\t{windows}")


if __name__ == "__main__":
    main()
