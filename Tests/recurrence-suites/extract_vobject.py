#!/usr/bin/env python3
"""The recurrence cases of vobject's tests.py, as JSON lines on stdout.

    extract_vobject.py SDIST_DIR        (Scripts/recurrence-suites runs it)

SDIST_DIR is the unpacked source distribution (its tests.py and test_files/ are read
there and never copied). vobject expands a component's RRULE with dateutil
(`RecurringComponent.getrruleset`, and the `rruleset` property that calls it), so the
test module runs with dateutil and the assertions instrumented as for dateutil's own
suite (expansion_trace.py); each component that a test expands and checks becomes a case:
its DTSTART, RRULE, RDATE and EXDATE as the component holds them, and what the test
expects of the expansion. `getrruleset(addRDate=True)` counts DTSTART in COUNT as RFC 5545
does; `getrruleset()` and `rruleset` do not, and their cases are translated as dateutil's
are (README.md). When a test checks some items of an expansion (`dates[0]`, `dates[-1]`),
the case expects the whole expansion vobject gave, and says which items the test checks.
"""
import datetime as dt
import logging
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import expansion_trace  # noqa: E402
from dateutil_rules import RuleSet, Unsupported  # noqa: E402
from recurrence_case import (UNSYNCHRONIZED, dump, fixed_offset, format_offset, ical_value, iso,  # noqa: E402
                             not_rfc, rule_violations, value_kind, zone_name)

TEST_FILE = "tests.py"


def package_version(sdist):
    with open(os.path.join(sdist, "PKG-INFO"), encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("Version:"):
                return line.split(":", 1)[1].strip()
    raise SystemExit(f"extract_vobject: error: no Version in {sdist}/PKG-INFO")


class Snapshot:
    """A component's recurrence properties when it was expanded, and the file it came from."""

    def __init__(self, component, add_rdate, test_file):
        self.add_rdate, self.test_file = add_rdate, test_file
        self.dtstart = component.dtstart.value
        self.lines = {}
        for name in ("rrule", "exrule", "rdate", "exdate"):
            self.lines[name] = [line.value for line in component.contents.get(name, ())]


def install(icalendar, module):
    component_class = icalendar.RecurringComponent
    original = component_class.getrruleset
    last_file = {"name": None}

    def getrruleset(self, addRDate=False):
        result = original(self, addRDate)
        if result is not None:
            result._trace_snapshot = Snapshot(self, addRDate, last_file["name"])
        return result

    component_class.getrruleset = getrruleset
    component_class.rruleset = property(getrruleset, component_class.setrruleset)
    read = module.get_test_file

    def get_test_file(path):
        last_file["name"] = path
        return read(path)

    module.get_test_file = get_test_file
    return last_file


def case_of(check):
    """A case (without id and source) from a check of a component's expansion."""
    rules = check.expansion.rule
    snapshot = getattr(rules, "_trace_snapshot", None)
    if snapshot is None:
        raise Unsupported("an expansion of no component")
    as_date = not isinstance(snapshot.dtstart, dt.datetime)
    params, value = ical_value(snapshot.dtstart, as_date)
    kind = value_kind(snapshot.dtstart, as_date)
    lines, marks, notes, zones = [f"DTSTART{params}:{value}"], [], [], {}
    if not as_date and snapshot.dtstart.tzinfo is not None:
        name = zone_name(snapshot.dtstart.tzinfo)
        if name != "UTC" and "/" not in name:
            offset = fixed_offset(snapshot.dtstart.tzinfo)
            if offset is None:
                raise Unsupported(f"zone {name} is neither an IANA zone nor of one offset")
            zones[name] = format_offset(offset)
    ruleset = RuleSet(rules)
    # vobject adds DTSTART as an RDATE of its own with addRDate: not part of the component.
    own_rdates = [item for item in ruleset.rdates if not snapshot.add_rdate or item != _as_datetime(snapshot.dtstart)]
    synced = [ruleset.synchronized(rule) for rule in ruleset.rules]
    translate = not snapshot.add_rdate
    drop = translate and bool(ruleset.rules) and not any(synced) and _as_datetime(snapshot.dtstart) not in own_rdates
    if len(synced) != len(snapshot.lines["rrule"]):
        raise Unsupported("the rule set's rules are not the component's RRULEs")
    for text, in_step in zip(snapshot.lines["rrule"], synced):
        count = re.search(r"(?i)COUNT=(\d+)", text)
        if translate and not in_step and count:
            text = re.sub(r"(?i)COUNT=\d+", f"COUNT={int(count.group(1)) + 1}", text)
            notes.append(f"COUNT written as {count.group(1)}+1: RFC 5545 counts DTSTART, getrruleset() does not")
        lines.append("RRULE:" + text)
        marks.extend(not_rfc(reason) for reason in rule_violations(text, kind))
    for text in snapshot.lines["exrule"]:
        lines.append("EXRULE:" + text)
        marks.append(not_rfc("EXRULE, which RFC 5545 removed (Appendix A.3)"))
    for name in ("rdate", "exdate"):
        for values in snapshot.lines[name]:
            for item in values if isinstance(values, list) else [values]:
                if isinstance(item, tuple):
                    raise Unsupported("an RDATE period")
                item_params, item_value = ical_value(item, as_date)
                lines.append(f"{name.upper()}{item_params}:{item_value}")
    if translate and ruleset.rules and (drop or not all(synced)):
        marks.append(UNSYNCHRONIZED)

    def instance(item):
        return iso(item.date()) if as_date and isinstance(item, dt.datetime) else iso(item)

    if check.elements:
        if not check.expansion.complete:
            raise Unsupported("items of an iteration that did not run to its end")
        expected = [instance(item) for item in check.expansion.items]
        notes.append("the test asserts " + ", ".join(instance(item) for item in check.asserted)
                     + " of this list, which is vobject's own expansion")
    elif check.expansion.kind == "list":
        expected = [instance(item) for item in check.expected]
    else:
        raise Unsupported(f"{check.expansion.kind}() of a component")
    notes.append("getrruleset(addRDate=True)" if snapshot.add_rdate else "getrruleset() or rruleset")
    if snapshot.test_file:
        notes.append(f"component read from test_files/{snapshot.test_file}")
    return dict(lines=lines, zones=zones, dtstart=instance(snapshot.dtstart), expect="instances",
                expected=expected, window=None, marks=marks, notes=notes, drop_dtstart=drop)


def _as_datetime(value):
    return value if isinstance(value, dt.datetime) else dt.datetime.fromordinal(value.toordinal())


def main():
    if len(sys.argv) != 2:
        print("usage: extract_vobject.py SDIST_DIR", file=sys.stderr)
        return 64
    sdist = os.path.abspath(sys.argv[1])
    version = package_version(sdist)
    os.chdir(sdist)  # tests.py reads test_files/ from where it runs
    logging.disable(logging.CRITICAL)  # vobject logs the bad lines its tests feed it
    sys.path.insert(0, sdist)
    expansion_trace.install()
    expansion_trace.instrument_assertions()
    from vobject import icalendar

    module = expansion_trace.load_module(os.path.join(sdist, TEST_FILE), "vobject_tests")
    last_file = install(icalendar, module)
    total, failures = 0, []
    for qualified, method, run, _marks in expansion_trace.test_callables(module):
        expansion_trace.TRACE.start_test(qualified)
        last_file["name"] = None
        try:
            run()
        except Exception as error:
            failures.append(f"{qualified}: {type(error).__name__}: {error}"[:200])
        checks, merged = [], {}
        for result in expansion_trace.TRACE.results:
            if not isinstance(result, expansion_trace.Check):
                continue
            if result.elements:
                if id(result.expansion) in merged:
                    merged[id(result.expansion)].asserted.append(result.expected)
                    continue
                result.asserted = [result.expected]
                merged[id(result.expansion)] = result
            checks.append(result)
        number = 0
        for check in checks:
            try:
                case = case_of(check)
            except Unsupported as reason:
                print(f"extract_vobject: {qualified}: not a case: {reason}", file=sys.stderr)
                continue
            number += 1
            case.update(id=f"vobject/{method}-{number}", suite="vobject",
                        source=f"vobject=={version} {TEST_FILE} {qualified}")
            dump(case, sys.stdout)
            total += 1
    for failure in failures:
        print(f"extract_vobject: test failed here: {failure}", file=sys.stderr)
    print(f"extract_vobject: {total} cases from {TEST_FILE} of vobject {version}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
