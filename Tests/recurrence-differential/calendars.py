"""The years and months of the five calendars the differential test counts in, each from
a source independent of the toolkit (RFC 7529 RSCALE names):

    GREGORIAN         arithmetic (the proleptic Gregorian calendar of RFC 5545)
    CHINESE           lunardate 0.3.0 (its table: lunar years 1900-2099)
    DANGI             korean_lunar_calendar 0.4.0 (KASI's table: lunar years 1000-2050; its
                      solar dates are Julian before 1582-10-15, so only 1600 on is used)
    HEBREW            pyluach 2.3.0 (arithmetic; any year from 1 AM)
    ISLAMIC-UMALQURA  hijridate 2.6.0 (the published table: 1343-1500 AH)

A year is a list of months in order, each `(code, first day, length)`, the first day as a
proleptic Gregorian ordinal (`datetime.date.toordinal`). Month codes are CLDR's, as
RFC 7529 writes them in BYMONTH: a Chinese or Korean leap month after month 5 is M05L
(`5L`), Hebrew Adar I is M05L and Adar (Adar II in a leap year) M06, Tishrei M01.
"""
import datetime as dt

GREGORIAN_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def _gregorian(year):
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    day = dt.date(year, 1, 1).toordinal()
    months = []
    for index, length in enumerate(GREGORIAN_LENGTHS):
        length += 1 if index == 1 and leap else 0
        months.append((f"M{index + 1:02}", day, length))
        day += length
    return months


def _chinese_starts(year):
    from lunardate import LunarDate
    leap = LunarDate.leapMonthForYear(year)
    starts = []
    for month in range(1, 13):
        starts.append((f"M{month:02}", LunarDate(year, month, 1, False).toSolarDate().toordinal()))
        if month == leap:
            starts.append((f"M{month:02}L", LunarDate(year, month, 1, True).toSolarDate().toordinal()))
    return starts, LunarDate(year + 1, 1, 1).toSolarDate().toordinal()


def _dangi_starts(year):
    from korean_lunar_calendar import KoreanLunarCalendar
    calendar = KoreanLunarCalendar()

    def first(number, month, leap):
        if not calendar.setLunarDate(number, month, 1, leap):
            return None
        return dt.date(calendar.solarYear, calendar.solarMonth, calendar.solarDay).toordinal()

    starts = []
    for month in range(1, 13):
        starts.append((f"M{month:02}", first(year, month, False)))
        leap = first(year, month, True)
        if leap is not None:
            starts.append((f"M{month:02}L", leap))
    return starts, first(year + 1, 1, False)


def _hebrew_starts(year):
    from pyluach.dates import HebrewDate
    from pyluach.hebrewcal import Year
    leap = Year(year).leap
    # pyluach numbers months from Nisan (1) to Adar (12) and Adar II (13); the year begins
    # with Tishrei (7).
    order = [7, 8, 9, 10, 11, 12] + ([13] if leap else []) + [1, 2, 3, 4, 5, 6]
    codes = {7: "M01", 8: "M02", 9: "M03", 10: "M04", 11: "M05", 12: "M05L" if leap else "M06", 13: "M06",
             1: "M07", 2: "M08", 3: "M09", 4: "M10", 5: "M11", 6: "M12"}
    starts = [(codes[month], HebrewDate(year, month, 1).to_pydate().toordinal()) for month in order]
    return starts, HebrewDate(year + 1, 7, 1).to_pydate().toordinal()


def _umalqura_starts(year):
    from hijridate import Hijri
    starts = [(f"M{month:02}", Hijri(year, month, 1).to_gregorian().toordinal()) for month in range(1, 13)]
    return starts, starts[-1][1] + Hijri(year, 12, 1).month_length()


SOURCES = {"CHINESE": _chinese_starts, "DANGI": _dangi_starts, "HEBREW": _hebrew_starts,
           "ISLAMIC-UMALQURA": _umalqura_starts}
# The years each source lays out whole (the next year's first day known too).
YEARS = {"GREGORIAN": range(1, 9999), "CHINESE": range(1900, 2099), "DANGI": range(1600, 2050),
         "HEBREW": range(3800, 9000), "ISLAMIC-UMALQURA": range(1343, 1501)}


class Calendar:
    """One calendar's years, laid out on demand and kept."""

    def __init__(self, name):
        self.name = name
        self.years = YEARS[name]
        self._kept = {}

    def year(self, number):
        """The months of a year, or None outside the source's years."""
        if number not in self._kept:
            if number not in self.years:
                self._kept[number] = None
            elif self.name == "GREGORIAN":
                self._kept[number] = _gregorian(number)
            else:
                starts, end = SOURCES[self.name](number)
                ends = [first for _, first in starts[1:]] + [end]
                self._kept[number] = [(code, first, stop - first) for (code, first), stop in zip(starts, ends)]
        return self._kept[number]

    def year_number(self, ordinal):
        """The number of the year a day is in (None outside the source's years)."""
        if self.name == "GREGORIAN":
            return dt.date.fromordinal(ordinal).year
        if self.name == "ISLAMIC-UMALQURA":  # 354.367 days a year from 1 Muharram 1 AH
            guess = int((ordinal - dt.date(622, 7, 19).toordinal()) / 354.367) + 1
        else:
            guess = dt.date.fromordinal(ordinal).year + (3761 if self.name == "HEBREW" else 0)
        for number in (guess - 1, guess, guess + 1):
            months = self.year(number)
            if months and months[0][1] <= ordinal < months[-1][1] + months[-1][2]:
                return number
        return None


_shared = {}


def calendar(name):
    """The one Calendar of a name (its years are laid out once per run)."""
    if name not in _shared:
        _shared[name] = Calendar(name)
    return _shared[name]
