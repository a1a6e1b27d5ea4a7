"""A brute-force evaluator of recurrence rules (RFC 5545 §3.3.10 with RFC 7529's RSCALE and
SKIP), written to be unlike the toolkit's engine: it walks every civil day of every period
from DTSTART's period to the end asked for, gives each day its fields in the rule's
calendar (calendars.py), and tests each day against the rule's parts one by one.

    occurrences(rule_text, dtstart_text, end_ordinal) -> [(ordinal, second of day or None)]

It reads a rule as the toolkit's documentation defines it (docs/icalendar.md, the brief of
the differential test), where RFC 5545 leaves room:
- periods: YEARLY a year of the rule's calendar, MONTHLY one of its months (leap months
  count), WEEKLY 7 days from WKST, DAILY a day, HOURLY/MINUTELY/SECONDLY wall-clock units;
  the period of step k is DTSTART's plus k×INTERVAL;
- defaults from DTSTART: YEARLY without BYWEEKNO, BYYEARDAY, BYMONTHDAY and BYDAY takes its
  day of month (and month code without BYMONTH); MONTHLY without BYMONTHDAY and BYDAY its
  day of month; WEEKLY without BYDAY, and YEARLY with BYWEEKNO but no BYDAY, BYMONTHDAY or
  BYYEARDAY, its weekday; a missing BYHOUR/BYMINUTE/BYSECOND its hour/minute/second when the
  period is longer than the part, any value otherwise; under a DATE DTSTART no times;
- BYMONTH names months of the year (YEARLY without BYWEEKNO) or limits a day's own month;
  BYWEEKNO takes the year's numbered weeks whole (their days may lie in the neighbouring
  years); BYMONTHDAY names days of a month (MONTHLY, YEARLY without BYWEEKNO) or limits a
  day's own day of month; all day parts intersect; a numbered BYDAY counts in the month for
  MONTHLY and for YEARLY with BYMONTH, in the year for YEARLY without;
- SKIP (RFC 7529) moves what a part names and a year or month lacks, never what a part
  limits: a leap month BYMONTH names (BACKWARD: the regular month of its number, FORWARD:
  the month after that, OMIT: none), a day BYMONTHDAY or DTSTART names (BACKWARD: the
  month's last day or, before its start, the previous month's last; FORWARD: the next
  month's first day or the month's first; OMIT: none); a moved day stays its month's
  candidate (BYSETPOS, a numbered BYDAY count it there);
- BYSETPOS picks from a period's whole sorted set, before DTSTART drops what is earlier;
  DTSTART is the first occurrence and counts in COUNT; UNTIL is inclusive.
"""
import datetime as dt

from calendars import calendar

SECONDS_IN = {"SECONDLY": 1, "MINUTELY": 60, "HOURLY": 3600}
WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]  # index: date.weekday()


def moment(text):
    """`20240917T090000` -> (ordinal, seconds in the day); `20240917` -> (ordinal, None)."""
    day = dt.date(int(text[0:4]), int(text[4:6]), int(text[6:8])).toordinal()
    if "T" not in text:
        return day, None
    return day, int(text[9:11]) * 3600 + int(text[11:13]) * 60 + int(text[13:15])


class Rule:
    """The parts of a rule as written: lists of numbers, BYDAY as (number or None, weekday)
    pairs, BYMONTH as month codes (`5L` is M05L)."""

    def __init__(self, text):
        parts = dict(part.split("=", 1) for part in text.upper().split(";") if part)
        numbers = lambda name: [int(value) for value in parts[name].split(",")] if name in parts else []
        self.frequency = parts["FREQ"]
        self.calendar = parts.get("RSCALE", "GREGORIAN")
        self.interval = int(parts.get("INTERVAL", "1"))
        self.count = int(parts["COUNT"]) if "COUNT" in parts else None
        self.until = moment(parts["UNTIL"].rstrip("Z")) if "UNTIL" in parts else None
        self.seconds, self.minutes, self.hours = numbers("BYSECOND"), numbers("BYMINUTE"), numbers("BYHOUR")
        self.month_days, self.year_days = numbers("BYMONTHDAY"), numbers("BYYEARDAY")
        self.week_numbers, self.set_positions = numbers("BYWEEKNO"), numbers("BYSETPOS")
        self.weekdays = []
        for entry in parts["BYDAY"].split(",") if "BYDAY" in parts else []:
            self.weekdays.append((int(entry[:-2]) if entry[:-2] else None, WEEKDAYS.index(entry[-2:])))
        self.months = []
        for entry in parts["BYMONTH"].split(",") if "BYMONTH" in parts else []:
            leap = entry.endswith("L")
            self.months.append(f"M{int(entry.rstrip('L')):02}" + ("L" if leap else ""))
        self.week_start = WEEKDAYS.index(parts.get("WKST", "MO"))
        self.skip = parts.get("SKIP", "OMIT")


class Days:
    """Each civil day's fields in one calendar, laid out a year at a time."""

    def __init__(self, calendar):
        self.calendar = calendar
        self.fields = {}

    def of(self, ordinal):
        """(year, month index, code, day of month, month length, day of year, year length), or
        None outside the calendar's years."""
        if ordinal not in self.fields:
            number = self.calendar.year_number(ordinal)
            months = self.calendar.year(number) if number is not None else None
            if not months:
                return None
            start, length = months[0][1], sum(month[2] for month in months)
            for index, (code, first, days) in enumerate(months):
                for offset in range(days):
                    self.fields[first + offset] = (number, index, code, offset + 1, days, first + offset - start + 1,
                                                   length)
        return self.fields[ordinal]

    def month(self, year, index):
        """(code, first day, length) of a month by its year and index, None outside."""
        months = self.calendar.year(year)
        return months[index] if months else None

    def shift_month(self, year, index, steps):
        """The month `steps` months after (year, index), counting leap months; None outside."""
        while steps:
            months = self.calendar.year(year)
            if months is None:
                return None
            if index + steps < len(months):
                return year, index + steps
            steps -= len(months) - index
            year, index = year + 1, 0
        return (year, index) if self.calendar.year(year) else None


class Expansion:
    """A rule from a DTSTART: its defaults, and each period's days and candidates."""

    def __init__(self, rule, dtstart):
        self.rule, self.start = rule, dtstart
        self.days = Days(calendar(rule.calendar))
        start = self.days.of(dtstart[0])
        if start is None:
            raise ValueError("DTSTART outside the calendar's years")
        self.start_fields, self.start_weekday = start, dt.date.fromordinal(dtstart[0]).weekday()
        r = rule
        self.month_days, self.months, self.weekdays = list(r.month_days), list(r.months), list(r.weekdays)
        if r.frequency == "YEARLY" and not (r.week_numbers or r.year_days or r.month_days or r.weekdays):
            self.month_days = [start[3]]
            self.months = self.months or [start[2]]
        if r.frequency == "MONTHLY" and not (r.month_days or r.weekdays):
            self.month_days = [start[3]]
        if not r.weekdays and (r.frequency == "WEEKLY" or (
                r.frequency == "YEARLY" and r.week_numbers and not (r.month_days or r.year_days))):
            self.weekdays = [(None, self.start_weekday)]
        self.named, self.nth = {}, {}
        # SKIP moves a day BYMONTHDAY (or DTSTART's day) makes in a month, where the part
        # expands (MONTHLY, YEARLY without BYWEEKNO); where it limits, it keeps days that exist.
        expands = r.frequency == "MONTHLY" or (r.frequency == "YEARLY" and not r.week_numbers)
        self.skip_days = r.skip if expands else "OMIT"

    # Months: which of them a period's days may belong to (BYMONTH with SKIP).

    def named_months(self, year):
        """The months (year, index) that BYMONTH names in a year, after SKIP."""
        if year not in self.named:
            self.named[year] = self.name_months(year)
        return self.named[year]

    def name_months(self, year):
        months = self.days.calendar.year(year) or []
        codes = [month[0] for month in months]
        chosen = []
        for code in self.months:
            if code in codes:
                chosen.append(codes.index(code))
            elif code.endswith("L") and self.rule.skip != "OMIT" and code[:-1] in codes:
                index = codes.index(code[:-1]) + (1 if self.rule.skip == "FORWARD" else 0)
                if index < len(codes):
                    chosen.append(index)
        return {(year, index) for index in chosen}

    def month_allowed(self, year, index):
        """BYMONTH as a limit: the month's own code (SKIP moves only what a part makes)."""
        return not self.months or self.days.month(year, index)[0] in self.months

    # Days: the tests of one day of a period.

    def resolved(self, value, year, index):
        """The day a BYMONTHDAY value names in a month, after SKIP; None if none."""
        code, first, length = self.days.month(year, index)
        if 1 <= value <= length:
            return first + value - 1
        if -length <= value <= -1:
            return first + length + value
        if self.skip_days == "OMIT":
            return None
        if value > 0:
            return first + length - 1 if self.skip_days == "BACKWARD" else first + length
        return first - 1 if self.skip_days == "BACKWARD" else first

    def month_contexts(self, ordinal, period_months):
        """The months a day is a candidate of: its own, or with SKIP the month whose missing
        BYMONTHDAY day it stands for; limited to the period's months (None: any allowed)."""
        year, index = self.days.of(ordinal)[:2]
        near = [(year, index)]
        if self.month_days and self.skip_days != "OMIT":
            near += [m for m in (self.days.shift_month(year, index, 1), self.previous_month(year, index)) if m]
        result = []
        for month in near:
            if period_months is not None and month not in period_months:
                continue
            if period_months is None and not self.month_allowed(*month):
                continue
            if self.month_days:
                if any(self.resolved(value, *month) == ordinal for value in self.month_days):
                    result.append(month)
            elif month == (year, index):
                result.append(month)
        return result

    def previous_month(self, year, index):
        if index > 0:
            return year, index - 1
        months = self.days.calendar.year(year - 1)
        return (year - 1, len(months) - 1) if months else None

    def nth_weekday(self, ordinal, weekday, n, first, end):
        """Whether a day is the nth (or −nth) `weekday` of the days [first, end)."""
        key = (weekday, first, end)
        if key not in self.nth:
            self.nth[key] = [day for day in range(first, end) if dt.date.fromordinal(day).weekday() == weekday]
        days = self.nth[key]
        return -len(days) <= (n - 1 if n > 0 else n) < len(days) and days[n - 1 if n > 0 else n] == ordinal

    def day_matches(self, ordinal, period_year, period_months):
        fields = self.days.of(ordinal)
        if fields is None:
            return False
        contexts = self.month_contexts(ordinal, period_months)
        if not contexts:
            return False
        r = self.rule
        if r.week_numbers:
            first, count = self.weeks(period_year)
            week = (ordinal - first) // 7 + 1
            if not 1 <= week <= count or not any(n == week or count + 1 + n == week for n in r.week_numbers):
                return False
        if r.year_days and not any(n == fields[5] or fields[6] + 1 + n == fields[5] for n in r.year_days):
            return False
        if not self.weekdays:
            return True
        weekday = dt.date.fromordinal(ordinal).weekday()
        for n, wanted in self.weekdays:
            if wanted != weekday:
                continue
            if n is None:
                return True
            if r.frequency == "MONTHLY" or (r.frequency == "YEARLY" and self.months):
                for year, index in contexts:
                    _, first, length = self.days.month(year, index)
                    if self.nth_weekday(ordinal, weekday, n, first, first + length):
                        return True
            else:
                months = self.days.calendar.year(period_year)
                if self.nth_weekday(ordinal, weekday, n, months[0][1], months[-1][1] + months[-1][2]):
                    return True
        return False

    def weeks(self, year):
        """The first day of week 1 of a year, and how many weeks it has."""
        def week_one(number):
            first = self.days.calendar.year(number)[0][1]
            offset = (dt.date.fromordinal(first).weekday() - self.rule.week_start) % 7
            return first - offset + (7 if 7 - offset < 4 else 0)
        first = week_one(year)
        return first, (week_one(year + 1) - first) // 7

    # Periods.

    def period(self, step):
        """The days of the period of a step (YEARLY to DAILY), its year, and its months
        (None: any BYMONTH allows); None past the calendar's years."""
        r, start = self.rule, self.start_fields
        k = step * r.interval
        if r.frequency == "YEARLY":
            year = start[0] + k
            months = self.days.calendar.year(year)
            if months is None or self.days.calendar.year(year + 1) is None:
                return None
            if r.week_numbers:
                # Whole weeks, which may begin or end in the next years; BYMONTH then limits
                # each day's own month (BYMONTH=12;BYWEEKNO=1 is the end of a December in
                # week 1 of the next year), as dateutil reads it.
                first, count = self.weeks(year)
                return range(first, first + 7 * count), year, None
            named = self.named_months(year) if self.months else None
            # The year's months (BYMONTH's); a day SKIP moves may be the next year's first.
            named = named if named is not None else {(year, index) for index in range(len(months))}
            span = range(months[0][1], months[-1][1] + months[-1][2])
            return sorted(set(span) | self.skipped_days(named)), year, named
        if r.frequency == "MONTHLY":
            found = self.days.shift_month(start[0], start[1], k)
            if found is None:
                return None
            code, first, length = self.days.month(*found)
            allowed = {found} if self.month_allowed(*found) else set()
            return sorted(set(range(first, first + length)) | self.skipped_days(allowed)), found[0], allowed
        if r.frequency == "WEEKLY":
            first = self.start[0] - (self.start_weekday - r.week_start) % 7 + 7 * k
            return range(first, first + 7), None, None
        return range(self.start[0] + k, self.start[0] + k + 1), None, None  # DAILY (sub-daily: below)

    def skipped_days(self, months):
        """Days outside the months that SKIP may move a BYMONTHDAY day to."""
        if self.skip_days == "OMIT" or not self.month_days:
            return set()
        found = {self.resolved(value, *month) for month in months for value in self.month_days}
        return {day for day in found if day is not None}

    def times(self, time_in_day):
        """The seconds in the day of a period's candidates (sub-daily: within the period)."""
        r = self.rule
        if self.start[1] is None:
            return [None]
        hour, minute, second = self.start[1] // 3600, self.start[1] // 60 % 60, self.start[1] % 60
        hours = r.hours or [hour]
        minutes = r.minutes or [minute]
        seconds = [s for s in r.seconds if s < 60] if r.seconds else [second]
        if r.frequency in SECONDS_IN:
            own = (time_in_day // 3600, time_in_day // 60 % 60, time_in_day % 60)
            limits = [hours if r.hours else None, minutes if r.minutes else None, seconds if r.seconds else None]
            depth = {"HOURLY": 1, "MINUTELY": 2, "SECONDLY": 3}[r.frequency]
            chosen = [hours, minutes, seconds]
            for place in range(depth):
                if limits[place] is not None and own[place] not in limits[place]:
                    return []
                chosen[place] = [own[place]]
            hours, minutes, seconds = chosen
        return sorted(h * 3600 + m * 60 + s for h in hours for m in minutes for s in seconds)

    def candidates(self, period):
        """A period's candidates in order, after BYSETPOS."""
        span, year_or_time, months = period
        sub_daily = self.rule.frequency in SECONDS_IN
        year = None if sub_daily else year_or_time
        days = [day for day in span if sub_daily or self.day_matches(day, year, months)]
        times = self.times(year_or_time if sub_daily else None)
        result = [(day, time) for day in days for time in times]
        if self.rule.set_positions:
            result = [result[n - 1 if n > 0 else n] for n in self.rule.set_positions
                      if -len(result) <= (n - 1 if n > 0 else n) < len(result)]
            result = sorted(set(result))
        return result


def occurrences(rule_text, dtstart_text, end_ordinal, limit=None):
    """The occurrences that start before a day, in order (the first `limit` of them)."""
    rule = Rule(rule_text)
    start = moment(dtstart_text)
    expansion = Expansion(rule, start)
    key = lambda value: (value[0], value[1] or 0)
    found = {start}
    wanted = min(n for n in (rule.count, limit, 1 << 60) if n is not None)
    walk = sub_daily_periods if rule.frequency in SECONDS_IN else periods
    for batch in walk(expansion, end_ordinal):
        found.update(value for value in batch if key(value) >= key(start))
        if len(found) >= wanted + 1:  # a period more than needed: SKIP may move a later day earlier
            break
    result = sorted(found, key=key)
    if rule.until is not None:
        until = rule.until if start[1] is not None else (rule.until[0], None)
        result = [value for value in result if value == start or key(value) <= (until[0], until[1] or 0)]
    return [value for value in result[:wanted] if value[0] < end_ordinal]


def periods(expansion, end_ordinal):
    """Each period's candidates, from DTSTART's period to the end (or UNTIL)."""
    until = expansion.rule.until
    step = 0
    while True:
        period = expansion.period(step)
        if period is None or not len(period[0]) or period[0][0] > end_ordinal + 1:
            return
        if until is not None and period[0][0] > until[0] + 1:
            return
        yield expansion.candidates(period)
        step += 1


def sub_daily_periods(expansion, end_ordinal):
    """Each hour's, minute's or second's candidates; a day, hour or minute that no period
    of it can match is passed over whole (to its next day, hour or minute)."""
    rule, start = expansion.rule, expansion.start
    unit = SECONDS_IN[rule.frequency] * rule.interval
    # A period is a wall-clock hour, minute or second: it begins at the unit's start.
    origin = start[0] * 86400 + start[1] - start[1] % SECONDS_IN[rule.frequency]
    until = None if rule.until is None else rule.until[0] * 86400 + (rule.until[1] or 86399)
    days = {}
    step = 0
    while True:
        now = origin + step * unit
        if now >= end_ordinal * 86400 or (until is not None and now > until):
            return
        day, time = divmod(now, 86400)
        if day not in days:
            days[day] = expansion.day_matches(day, None, None)
        boundary = None
        if not days[day]:
            boundary = (day + 1) * 86400
        elif rule.hours and time // 3600 not in rule.hours:
            boundary = now - now % 3600 + 3600
        elif rule.frequency == "SECONDLY" and rule.minutes and time // 60 % 60 not in rule.minutes:
            boundary = now - now % 60 + 60
        if boundary is not None:
            step = max(step + 1, -(-(boundary - origin) // unit))
            continue
        yield expansion.candidates((range(day, day + 1), time, None))
        step += 1
