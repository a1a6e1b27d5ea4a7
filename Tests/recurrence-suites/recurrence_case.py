"""What a recurrence case is, shared by the extractors and compare.py.

A case is one VEVENT's recurrence (DTSTART, RRULE, RDATE, EXDATE lines) and what a suite
expects of it: a list of instances (ISO date-times, as calgrid's JSON writes an
occurrence's `start`), perhaps over a window only, or a refusal. Cases travel as JSON
lines:

    {"id": "dateutil/testYearlyByMonth", "suite": "dateutil",
     "source": "python-dateutil==2.9.0.post0 tests/test_rrule.py RRuleTest.testYearlyByMonth",
     "lines": ["DTSTART:19970902T090000", "RRULE:FREQ=YEARLY;COUNT=3;BYMONTH=1,3"],
     "zones": {}, "dtstart": "1997-09-02T09:00:00", "expect": "instances",
     "expected": ["1998-01-02T09:00:00", ...], "window": null,
     "marks": [], "notes": []}

`window` is null (the whole set, from DTSTART) or {"start", "start_inclusive", "end",
"end_inclusive"} with null for an open end. `zones` maps a TZID that is no IANA zone to
the fixed UTC offset of the VTIMEZONE written for it ("+04:00"). `marks` holds
`dtstart-unsynchronized` and `not-rfc: <reason>` (README.md says what they mean).
"""
import datetime as dt
import json
import re

FREQUENCIES = ["YEARLY", "MONTHLY", "WEEKLY", "DAILY", "HOURLY", "MINUTELY", "SECONDLY"]
WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
UNSYNCHRONIZED = "dtstart-unsynchronized"

# The rule parts of RFC 5545 §3.3.10, with the ranges its grammar gives their values.
RANGES = {
    "BYSECOND": (0, 60, False), "BYMINUTE": (0, 59, False), "BYHOUR": (0, 23, False),
    "BYMONTHDAY": (1, 31, True), "BYYEARDAY": (1, 366, True), "BYWEEKNO": (1, 53, True),
    "BYMONTH": (1, 12, False), "BYSETPOS": (1, 366, True),
}
RULE_PARTS = {"FREQ", "UNTIL", "COUNT", "INTERVAL", "BYDAY", "WKST"} | set(RANGES)
BYDAY_VALUE = re.compile(r"^([+-]?)(\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$")


def not_rfc(reason):
    return f"not-rfc: {reason}"


def iso(value):
    """An instance as calgrid's JSON writes an occurrence's start: a date, a floating
    time, a UTC time (Z) or a time in its zone ([America/New_York])."""
    if not isinstance(value, dt.datetime):
        return value.isoformat()
    text = value.replace(tzinfo=None, microsecond=0).isoformat(timespec="seconds")
    if value.tzinfo is None:
        return text
    name = zone_name(value.tzinfo)
    if name == "UTC":
        return value.astimezone(dt.timezone.utc).replace(tzinfo=None).isoformat(timespec="seconds") + "Z"
    return f"{text}[{name}]"


def zone_name(tzinfo):
    """The TZID an aware datetime is written with: UTC, an IANA name, or the name of a
    fixed-offset zone (a VTIMEZONE is written for it)."""
    if tzinfo is None:
        return None
    if tzinfo is dt.timezone.utc or type(tzinfo).__name__ == "tzutc":
        return "UTC"
    for attribute in ("key", "zone"):  # zoneinfo, pytz
        name = getattr(tzinfo, attribute, None)
        if isinstance(name, str):
            return "UTC" if name in ("UTC", "Etc/UTC") else name
    filename = getattr(tzinfo, "_filename", None)  # dateutil's tzfile
    if isinstance(filename, str):
        name = filename.split("zoneinfo/", 1)[-1]
        return "UTC" if name in ("UTC", "Etc/UTC") else name
    text = getattr(tzinfo, "_s", None)  # dateutil's tzstr
    if isinstance(text, str):
        return text
    offset = tzinfo.utcoffset(dt.datetime(2000, 1, 1))
    return "UTC" if offset == dt.timedelta(0) else f"UTC{format_offset(offset)}"


def format_offset(offset):
    minutes = int(offset.total_seconds() // 60)
    sign = "+" if minutes >= 0 else "-"
    return f"{sign}{abs(minutes) // 60:02}:{abs(minutes) % 60:02}"


def fixed_offset(tzinfo):
    """The offset of a zone that has one all year (tzstr('UTC+04')), else None."""
    offsets = {tzinfo.utcoffset(dt.datetime(2000, month, 15)) for month in (1, 4, 7, 10)}
    return offsets.pop() if len(offsets) == 1 else None


def ical_value(value, as_date=False):
    """(parameters, value) of a DATE or DATE-TIME property value (RFC 5545 §3.3.4, §3.3.5)."""
    if as_date or not isinstance(value, dt.datetime):
        return ";VALUE=DATE", value.strftime("%Y%m%d")
    text = value.strftime("%Y%m%dT%H%M%S")
    name = zone_name(value.tzinfo)
    if name is None:
        return "", text
    if name == "UTC":
        return "", value.astimezone(dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    return f";TZID={name}", text


def value_kind(value, as_date=False):
    """date, floating, utc or zoned: what RFC 5545 §3.3.10 ties UNTIL's form to."""
    if as_date or not isinstance(value, dt.datetime):
        return "date"
    name = zone_name(value.tzinfo)
    return "floating" if name is None else "utc" if name == "UTC" else "zoned"


def split_rule(text):
    """A rule's parts in order, as (NAME, value) pairs, names upper-cased."""
    parts = []
    for piece in text.split(";"):
        if not piece:
            continue
        name, _, value = piece.partition("=")
        parts.append((name.strip().upper(), value.strip()))
    return parts


def rule_violations(text, dtstart_kind):
    """Why a rule's text is not RFC 5545 §3.3.10, as a list of reasons (empty if it is)."""
    reasons = []
    parts = split_rule(text)
    names = [name for name, _ in parts]
    values = dict(parts)
    for name in sorted(set(names)):
        if name not in RULE_PARTS:
            reasons.append(f"{name} is no rule part of RFC 5545 (§3.3.10)")
        elif names.count(name) > 1:
            reasons.append(f"{name} given twice (§3.3.10: rule parts MUST only be specified once)")
    if not names or names[0] != "FREQ":
        reasons.append("FREQ is not the first rule part (§3.3.10)")
    freq = values.get("FREQ", "").upper()
    if freq not in FREQUENCIES:
        reasons.append(f"FREQ={freq} is no frequency (§3.3.10)")
    if "COUNT" in values and "UNTIL" in values:
        reasons.append("COUNT with UNTIL (§3.3.10: they MUST NOT occur in the same rule)")
    for name in ("COUNT", "INTERVAL"):
        if name in values and not values[name].isdigit():
            reasons.append(f"{name}={values[name]} is not a number (§3.3.10)")
    if values.get("INTERVAL", "1").isdigit() and int(values.get("INTERVAL", "1")) < 1:
        reasons.append("INTERVAL below 1 (§3.3.10: a positive integer)")
    for name, (low, high, signed) in RANGES.items():
        if name not in values:
            continue
        for item in values[name].split(","):
            number = item[1:] if signed and item[:1] in "+-" else item
            if not number.isdigit() or not low <= int(number) <= high:
                reasons.append(f"{name}={values[name]} outside {'±' if signed else ''}{low}…{high} (§3.3.10)")
                break
    numbered_byday = False
    if "BYDAY" in values:
        for item in values["BYDAY"].split(","):
            match = BYDAY_VALUE.match(item.strip().upper())
            if not match or (match.group(2) and not 1 <= int(match.group(2)) <= 53):
                reasons.append(f"BYDAY={values['BYDAY']} is not a list of weekdays (§3.3.10)")
                break
            numbered_byday = numbered_byday or bool(match.group(2))
    if "WKST" in values and values["WKST"].upper() not in WEEKDAYS:
        reasons.append(f"WKST={values['WKST']} is no weekday (§3.3.10)")
    if numbered_byday and freq not in ("MONTHLY", "YEARLY"):
        reasons.append(f"a numbered BYDAY in FREQ={freq} (§3.3.10: MONTHLY or YEARLY only)")
    if numbered_byday and freq == "YEARLY" and "BYWEEKNO" in values:
        reasons.append("a numbered BYDAY with BYWEEKNO (§3.3.10)")
    if "BYMONTHDAY" in values and freq == "WEEKLY":
        reasons.append("BYMONTHDAY in FREQ=WEEKLY (§3.3.10)")
    if "BYYEARDAY" in values and freq in ("DAILY", "WEEKLY", "MONTHLY"):
        reasons.append(f"BYYEARDAY in FREQ={freq} (§3.3.10)")
    if "BYWEEKNO" in values and freq != "YEARLY":
        reasons.append(f"BYWEEKNO in FREQ={freq} (§3.3.10: YEARLY only)")
    if "BYSETPOS" in values and not any(name.startswith("BY") and name != "BYSETPOS" for name in names):
        reasons.append("BYSETPOS without another BYxxx rule part (§3.3.10)")
    if dtstart_kind == "date":
        for name in ("BYHOUR", "BYMINUTE", "BYSECOND"):
            if name in values:
                reasons.append(f"{name} under a DATE DTSTART (§3.3.10: MUST NOT be specified)")
    if "UNTIL" in values:
        until = values["UNTIL"].upper()
        if re.fullmatch(r"\d{8}", until):
            kind = "date"
        elif re.fullmatch(r"\d{8}T\d{6}Z", until):
            kind = "utc"
        elif re.fullmatch(r"\d{8}T\d{6}", until):
            kind = "floating"
        else:
            kind = None
            reasons.append(f"UNTIL={values['UNTIL']} is no date or date-time (§3.3.10)")
        wanted = {"date": "date", "floating": "floating", "utc": "utc", "zoned": "utc"}.get(dtstart_kind)
        if kind and wanted and kind != wanted:
            reasons.append(f"UNTIL as a {kind} value under a {dtstart_kind} DTSTART (§3.3.10: "
                           f"UNTIL MUST be a {wanted} value)")
    return reasons


def fold(line):
    """A content line folded at 75 octets (RFC 5545 §3.1)."""
    data = line.encode("utf-8")
    if len(data) <= 75:
        return [line]
    pieces, start, limit = [], 0, 75
    while start < len(data):
        end = min(start + limit, len(data))
        while end < len(data) and (data[end] & 0xC0) == 0x80:
            end -= 1
        pieces.append(("" if start == 0 else " ") + data[start:end].decode("utf-8"))
        start, limit = end, 74
    return pieces


def dump(case, stream):
    stream.write(json.dumps(case, ensure_ascii=False, sort_keys=True) + "\n")


def load(paths):
    cases = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            cases.extend(json.loads(line) for line in handle if line.strip())
    return cases
