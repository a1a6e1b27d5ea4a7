"""Writes dateutil's rules and rule sets as iCalendar, for a case.

A rule is written from the arguments it was made with (`_trace_kwargs`, see
expansion_trace.py), not from dateutil's own `str(rule)`, which drops the zone of DTSTART
and the `Z` of UTC `UNTIL`s and writes a numbered BYDAY of a WEEKLY rule unnumbered. Each
written rule is checked against `str(rule)` all the same: every rule part must say the
same, except where dateutil's text is known to say less, which becomes a note.
"""
import datetime as dt
import re

from dateutil import rrule as rrule_module

import expansion_trace
from recurrence_case import (FREQUENCIES, UNSYNCHRONIZED, WEEKDAYS, fixed_offset, format_offset, ical_value,
                             iso, not_rfc, rule_violations, split_rule, value_kind, zone_name)

PARTS = [("bysetpos", "BYSETPOS"), ("bymonth", "BYMONTH"), ("byweekno", "BYWEEKNO"),
         ("byyearday", "BYYEARDAY"), ("bymonthday", "BYMONTHDAY"), ("byweekday", "BYDAY"),
         ("byhour", "BYHOUR"), ("byminute", "BYMINUTE"), ("bysecond", "BYSECOND"),
         ("byeaster", "BYEASTER")]


class Unsupported(Exception):
    """A check that gives no definite list of instances (the reason says why)."""


def _values(value):
    if value is None:
        return None
    if isinstance(value, (int, rrule_module.weekday)):
        return [value]
    return list(value)


def _weekday(value):
    if isinstance(value, int):
        return WEEKDAYS[value]
    name = WEEKDAYS[value.weekday]
    return f"{value.n}{name}" if value.n else name


def _quiet(function):
    """Runs dateutil without recording expansions (the builder's own look-ups)."""
    expansion_trace.TRACE.depth += 1
    try:
        return function()
    finally:
        expansion_trace.TRACE.depth -= 1


def rule_text(kwargs, dtstart, as_date, count_extra=0):
    """A rule's RECUR value (RFC 5545 §3.3.10) from dateutil's arguments."""
    parts = ["FREQ=" + FREQUENCIES[kwargs["freq"]]]
    until = kwargs.get("until")
    if until is not None:
        if not isinstance(until, dt.datetime):
            parts.append("UNTIL=" + until.strftime("%Y%m%d"))
        elif as_date and until.tzinfo is None and until.time() == dt.time():
            parts.append("UNTIL=" + until.strftime("%Y%m%d"))
        elif until.tzinfo is not None:
            parts.append("UNTIL=" + until.astimezone(dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ"))
        else:
            parts.append("UNTIL=" + until.strftime("%Y%m%dT%H%M%S"))
    if kwargs.get("count") is not None:
        parts.append(f"COUNT={kwargs['count'] + count_extra}")
    if kwargs.get("interval", 1) != 1:
        parts.append(f"INTERVAL={kwargs['interval']}")
    for key, name in PARTS:
        values = _values(kwargs.get(key))
        if values is None:
            continue
        if key == "byweekday":
            parts.append(f"{name}=" + ",".join(_weekday(value) for value in values))
        else:
            parts.append(f"{name}=" + ",".join(str(value) for value in values))
    wkst = kwargs.get("wkst")
    if wkst is not None:
        parts.append("WKST=" + WEEKDAYS[wkst if isinstance(wkst, int) else wkst.weekday])
    return ";".join(parts)


def check_against_str(rule, text):
    """Notes where `str(rule)` says less than the written rule; raises where it differs."""
    line = [item for item in str(rule).splitlines() if item.startswith("RRULE:")][0][len("RRULE:"):]
    theirs, ours = dict(split_rule(line)), dict(split_rule(text))
    notes = []
    for name in sorted(set(theirs) | set(ours)):
        mine, other = ours.get(name), theirs.get(name)
        if name == "WKST" and (mine or "MO") == (other or "MO"):
            continue
        if name == "UNTIL" and mine and other:
            digits = re.sub(r"\D", "", mine)
            if re.sub(r"\D", "", other).startswith(digits) or other[:8] == mine[:8]:
                continue  # dateutil writes UTC without its Z, and a date as its midnight
        if mine is not None and other is not None and _normalized(name, mine) == _normalized(name, other):
            continue
        if name == "BYDAY" and mine and rule._freq > rrule_module.MONTHLY:
            notes.append(f"dateutil reads BYDAY={mine} of FREQ={FREQUENCIES[rule._freq]} as BYDAY={other}")
            continue
        raise ValueError(f"str(rule) writes {name}={other}, the arguments say {name}={mine}")
    return notes


def _normalized(name, value):
    items = value.split(",")
    if name in ("BYDAY", "FREQ", "WKST"):
        return sorted(re.sub(r"^\+", "", item) for item in items)
    return sorted(int(item) for item in items)


def expectation_differences(rule):
    """Where what dateutil expands from a rule RFC 5545 reads otherwise."""
    kwargs = rule._trace_kwargs
    if (kwargs["freq"] == rrule_module.YEARLY and kwargs.get("byweekno") is not None
            and all(kwargs.get(key) is None for key in ("byweekday", "bymonthday", "byyearday", "byeaster"))):
        return ["the expectation: dateutil gives every day of the BYWEEKNO weeks; RFC 5545 §3.3.10 takes "
                "what the rule does not say, the weekday, from DTSTART"]
    return []


def _declared_date(text):
    """Whether rrulestr text gives DTSTART as a DATE (dateutil reads it as midnight)."""
    return bool(text and re.search(r"(?im)^\s*DTSTART;[^:]*VALUE=DATE(?!-)", text))


class RuleSet:
    """A rule or rule set as one VEVENT: its DTSTART, RRULEs, EXRULEs, RDATEs, EXDATEs."""

    def __init__(self, obj):
        if isinstance(obj, rrule_module.rruleset):
            self.rules, self.exrules = list(obj._rrule), list(obj._exrule)
            self.rdates, self.exdates = list(obj._rdate), list(obj._exdate)
        else:
            self.rules, self.exrules, self.rdates, self.exdates = [obj], [], [], []
        self.text = getattr(obj, "_trace_text", None)
        self.options = getattr(obj, "_trace_options", {})
        for rule in self.rules + self.exrules:
            if not hasattr(rule, "_trace_kwargs"):
                raise Unsupported("a rule made before the trace began")
        if self.rules:
            starts = {rule._dtstart for rule in self.rules}
            if len(starts) > 1:
                raise Unsupported("RRULEs with different DTSTARTs (a VEVENT has one)")
            self.dtstart = self.rules[0]._dtstart
            raw = self.rules[0]._trace_kwargs.get("dtstart")
        elif self.rdates:
            self.dtstart, raw = min(self.rdates), None
        else:
            raise Unsupported("an empty rule set")
        if self.rules and raw is None:
            raise Unsupported("no DTSTART (dateutil takes the time of the run)")
        self.raw_dtstart = raw
        self.as_date = (raw is not None and not isinstance(raw, dt.datetime)) or _declared_date(self.text)

    def synchronized(self, rule):
        try:
            first = _quiet(lambda: next(iter(rule), None))
        except ValueError:  # dateutil finds no instance it can reach
            return False
        return first == self.dtstart

    def write(self, as_given=False):
        """(lines, zones, marks, notes, drop_dtstart) of the VEVENT; as_given: COUNT as the
        rule has it, whether or not DTSTART is its first instance."""
        marks, notes, zones = [], [], {}
        params, value = ical_value(self.dtstart, self.as_date)
        lines = [f"DTSTART{params}:{value}"]
        kind = value_kind(self.dtstart, self.as_date)
        if self.dtstart.tzinfo is not None and zone_name(self.dtstart.tzinfo) != "UTC":
            name = zone_name(self.dtstart.tzinfo)
            if "/" not in name:
                offset = fixed_offset(self.dtstart.tzinfo)
                if offset is None:
                    raise Unsupported(f"zone {name} is neither an IANA zone nor of one offset")
                zones[name] = offset
        if isinstance(self.raw_dtstart, dt.datetime) and self.raw_dtstart.microsecond:
            marks.append(not_rfc("DTSTART with microseconds (RFC 5545 §3.3.12: whole seconds); "
                                 "written without them"))
        synced = [self.synchronized(rule) for rule in self.rules]
        drop_dtstart = bool(self.rules) and not any(synced) and self.dtstart not in self.rdates
        for rule, in_step in zip(self.rules, synced):
            extra = 0 if as_given or in_step or rule._trace_kwargs.get("count") is None else 1
            text = rule_text(rule._trace_kwargs, self.dtstart, self.as_date, extra)
            notes.extend(check_against_str(rule, rule_text(rule._trace_kwargs, self.dtstart, self.as_date)))
            if extra:
                notes.append(f"COUNT written as {rule._trace_kwargs['count']}+1: RFC 5545 counts DTSTART")
            lines.append("RRULE:" + text)
            marks.extend(not_rfc(reason) for reason in rule_violations(text, kind))
            marks.extend(not_rfc(reason) for reason in expectation_differences(rule))
        if len(self.rules) > 1:
            marks.append(not_rfc("more than one RRULE (§3.8.5.3: the set they make is undefined)"))
        for rule in self.exrules:
            text = rule_text(rule._trace_kwargs, self.dtstart, self.as_date)
            lines.append("EXRULE:" + text)
            marks.append(not_rfc("EXRULE, which RFC 5545 removed (Appendix A.3)"))
        for name, values in (("RDATE", self.rdates), ("EXDATE", self.exdates)):
            for item in values:
                params, value = ical_value(item, self.as_date)
                lines.append(f"{name}{params}:{value}")
                other = value_kind(item, self.as_date)
                if (other == "date") != (kind == "date") or (other == "floating") != (kind == "floating"):
                    marks.append(not_rfc(f"a {other} {name} under a {kind} DTSTART (§3.8.5)"))
        if self.text is not None:
            text_lines = (line.strip() for line in self.text.splitlines() if line.strip())
            notes.append("rrulestr text: " + " | ".join(text_lines))
            if re.search(r"(?i)BYWEEKDAY=", self.text):
                notes.append("the text names BYDAY BYWEEKDAY, dateutil's alias; written as BYDAY")
        for key in sorted(self.options):
            value = self.options[key]
            shown = f"={value!r}" if isinstance(value, (bool, int, str)) else ""
            notes.append(f"rrulestr option {key}{shown} (Python only)")
        if self.rules and not as_given and (drop_dtstart or not all(synced)):
            marks.append(UNSYNCHRONIZED)
        zones = {name: format_offset(offset) for name, offset in zones.items()}
        return lines, zones, _unique(marks), notes, drop_dtstart

    def instance(self, value):
        if value is None:
            return None
        if self.as_date and isinstance(value, dt.datetime):
            return iso(value.date())
        return iso(value)


def _unique(items):
    seen, result = set(), []
    for item in items:
        if item not in seen:
            seen.add(item)
            result.append(item)
    return result


def window_for(ruleset, expansion, expected):
    """(expected instances, window, notes) of a check of one expansion."""
    args, kwargs = (expansion.args if expansion.kind not in ("list", "xafter") else (expansion.args, {}))
    kind = expansion.kind
    iso_of = ruleset.instance
    if kind == "list":
        if not expansion.complete:
            raise Unsupported("an iteration that did not run to its end")
        return [iso_of(item) for item in expected], None, []
    if kind == "between":
        names = ["after", "before", "inc", "count"]
        bound = dict(zip(names, args), **kwargs)
        inc = bound.get("inc", False)
        return ([iso_of(item) for item in expected],
                _window(iso_of(bound["after"]), inc, iso_of(bound["before"]), inc),
                [f"between({bound['after']}, {bound['before']}, inc={inc})"])
    if kind == "before":
        bound = dict(zip(["dt", "inc"], args), **kwargs)
        inc = bound.get("inc", False)
        if expected is None:
            return [], _window(None, True, iso_of(bound["dt"]), inc), [f"before({bound['dt']}) is None"]
        return ([iso_of(expected)], _window(iso_of(expected), True, iso_of(bound["dt"]), inc),
                [f"before({bound['dt']}, inc={inc}): the last instance before it"])
    if kind == "after":
        bound = dict(zip(["dt", "inc"], args), **kwargs)
        inc = bound.get("inc", False)
        if expected is None:
            raise Unsupported("after() is None: no definite window")
        return ([iso_of(expected)], _window(iso_of(bound["dt"]), inc, iso_of(expected), True),
                [f"after({bound['dt']}, inc={inc}): the first instance after it"])
    if kind == "xafter":
        after, count, inc = expansion.args
        items = list(expected)
        if not items:
            raise Unsupported("xafter() gave nothing")
        end = iso_of(items[-1]) if count is not None or not expansion.complete else None
        return ([iso_of(item) for item in items], _window(iso_of(after), inc, end, True),
                [f"xafter({after}, count={count}, inc={inc})"])
    if kind == "getitem":
        key = args[0]
        if isinstance(key, int):
            if key == 0:
                return [iso_of(expected)], _window(None, True, iso_of(expected), True), ["item [0]: the first instance"]
            if key == -1:
                return [iso_of(expected)], _window(iso_of(expected), True, None, True), ["item [-1]: the last instance"]
            return ([iso_of(expected)], _window(iso_of(expected), True, iso_of(expected), True),
                    [f"item [{key}]: only that instance is checked, not its place"])
        if isinstance(key, slice):
            if key.step not in (None, 1):
                raise Unsupported(f"a slice with step {key.step}: no window holds exactly its items")
            items = list(expected)
            if not items:
                raise Unsupported("an empty slice")
            start = None if key.start in (None, 0) else iso_of(items[0])
            end = None if key.stop is None else iso_of(items[-1])
            return ([iso_of(item) for item in items], _window(start, True, end, True),
                    [f"slice [{key.start}:{key.stop}]"])
    raise Unsupported(f"{kind}() gives no list of instances")


def _window(start, start_inclusive, end, end_inclusive):
    return {"start": start, "start_inclusive": bool(start_inclusive), "end": end,
            "end_inclusive": bool(end_inclusive)}
