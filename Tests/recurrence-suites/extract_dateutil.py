#!/usr/bin/env python3
"""The cases of python-dateutil's tests/test_rrule.py, as JSON lines on stdout.

    extract_dateutil.py SDIST_DIR       (Scripts/recurrence-suites runs it)

SDIST_DIR is the unpacked source distribution. Its test module runs here, once, with
dateutil and the assertions instrumented (expansion_trace.py): each assertion that
compares an expansion with datetimes the test wrote becomes a case, each expected error
a case whose expectation is a refusal. The tests are read where they were unpacked and
never copied. What could not become a case is listed on stderr with the reason.
"""
import datetime as dt
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import expansion_trace  # noqa: E402
from dateutil_rules import RuleSet, Unsupported, rule_text, window_for  # noqa: E402
from recurrence_case import dump, ical_value, iso, not_rfc, rule_violations, value_kind  # noqa: E402

TEST_FILE = "tests/test_rrule.py"


def package_version(sdist):
    with open(os.path.join(sdist, "PKG-INFO"), encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("Version:"):
                return line.split(":", 1)[1].strip()
    raise SystemExit(f"extract_dateutil: error: no Version in {sdist}/PKG-INFO")


def refusal_case(expected_error):
    """(lines, dtstart, marks, notes) of a rule that the test expects dateutil to refuse."""
    what = expected_error.what
    marks, notes = [], []
    if what[0] == "construct":
        kwargs = what[1]
        start = kwargs.get("dtstart")
        as_date = start is not None and not isinstance(start, dt.datetime)
        params, value = ical_value(start, as_date)
        text = rule_text(kwargs, start, as_date)
        lines = [f"DTSTART{params}:{value}", "RRULE:" + text]
        marks.extend(not_rfc(reason) for reason in rule_violations(text, value_kind(start, as_date)))
        return lines, iso(start.date() if as_date else start), marks, notes
    if what[0] == "parse":
        text, options = what[1], what[2]
        lines, start, kind = [], None, "floating"
        for line in (item.strip() for item in text.splitlines()):
            if not line:
                continue
            if ":" not in line or line.upper().startswith("FREQ="):
                line = "RRULE:" + line
            lines.append(line)
            name, _, value = line.partition(":")
            if name.upper().startswith("DTSTART"):
                params = name.upper()
                kind = "date" if "VALUE=DATE" in params and "VALUE=DATE-TIME" not in params else (
                    "zoned" if "TZID=" in params else "utc" if value.upper().endswith("Z") else "floating")
                digits = re.sub(r"\D", "", value.split(",")[0])
                start = dt.datetime.strptime(digits[:14].ljust(14, "0"), "%Y%m%d%H%M%S")
                if "," in value:
                    marks.append(not_rfc("DTSTART with two values (RFC 5545 §3.8.2.4: one date-time)"))
                if "TZID=" in params and value.upper().endswith("Z"):
                    marks.append(not_rfc("a TZID on a UTC time (RFC 5545 §3.3.5: MUST NOT)"))
        for line in lines:
            name, _, value = line.partition(":")
            if name.upper() == "RRULE":
                marks.extend(not_rfc(reason) for reason in rule_violations(value, kind))
        error = expected_error.error
        if callable(options.get("tzids")) and not (isinstance(error, type) and issubclass(error, ValueError)):
            marks.append(not_rfc("the error is the test's own tzids function's (a Python-only "
                                 "parameter); the rule is valid"))
        for key in sorted(options):
            notes.append(f"rrulestr option {key} (Python only)")
        if start is None:
            raise Unsupported("no DTSTART in the text")
        return lines, iso(start.date() if kind == "date" else start), marks, notes
    ruleset = RuleSet(what[1])
    lines, _zones, marks, notes, _drop = ruleset.write(as_given=True)
    return lines, ruleset.instance(ruleset.dtstart), marks, notes


def cases_of_test(qualified, method, marks_of_test, results, version):
    source = f"python-dateutil=={version} {TEST_FILE} {qualified}"
    cases, skipped = [], []
    merged = {}
    for result in results:
        if isinstance(result, expansion_trace.Check) and result.elements:
            key = id(result.expansion)
            if key in merged:
                merged[key].asserted.append(result.expected)
                continue
            result.asserted = [result.expected]
            merged[key] = result
    for result in results:
        try:
            if isinstance(result, expansion_trace.ExpectedError):
                lines, start, marks, notes = refusal_case(result)
                error = result.error.__name__ if isinstance(result.error, type) else str(result.error)
                verb = "warns" if result.warning else "raises"
                notes.append(f"dateutil {verb} {error}" + (
                    " and says a later version will raise" if result.warning else ""))
                cases.append(dict(lines=lines, zones={}, dtstart=start, expect="refusal", expected=[],
                                  window=None, marks=marks, notes=notes, drop_dtstart=False))
                continue
            if result.elements and merged.get(id(result.expansion)) is not result:
                continue
            ruleset = RuleSet(result.expansion.rule)
            lines, zones, marks, notes, drop = ruleset.write()
            if result.elements:
                if not result.expansion.complete:
                    raise Unsupported("items of an iteration that did not run to its end")
                expected = [ruleset.instance(item) for item in result.expansion.items]
                window = None
                notes.append("the test asserts " + ", ".join(ruleset.instance(item) for item in result.asserted)
                             + " of this list, which is dateutil's own")
            else:
                expected, window, more = window_for(ruleset, result.expansion, result.expected)
                notes.extend(more)
            if "xfail" in marks_of_test:
                notes.append("marked xfail: dateutil does not pass this test")
            cases.append(dict(lines=lines, zones=zones, dtstart=ruleset.instance(ruleset.dtstart),
                              expect="instances", expected=expected, window=window, marks=marks,
                              notes=notes, drop_dtstart=drop))
        except Unsupported as reason:
            skipped.append(str(reason))
    for number, case in enumerate(cases, 1):
        case["id"] = f"dateutil/{method}" + (f"-{number}" if len(cases) > 1 else "")
        case["suite"] = "dateutil"
        case["source"] = source
    return cases, skipped


def main():
    if len(sys.argv) != 2:
        print("usage: extract_dateutil.py SDIST_DIR", file=sys.stderr)
        return 64
    sdist = sys.argv[1]
    version = package_version(sdist)
    expansion_trace.install()
    expansion_trace.instrument_assertions()
    module = expansion_trace.load_module(os.path.join(sdist, TEST_FILE), "dateutil_tests_test_rrule")
    seen, failures, total = set(), [], 0
    for qualified, method, run, marks in expansion_trace.test_callables(module):
        expansion_trace.TRACE.start_test(qualified)
        try:
            run()
        except Exception as error:  # the case keeps what the test expects
            failures.append(f"{qualified}: {type(error).__name__}: {error}"[:200])
        cases, skipped = cases_of_test(qualified, method, marks, expansion_trace.TRACE.results, version)
        for case in cases:
            if case["id"] in seen:
                raise SystemExit(f"extract_dateutil: error: two cases named {case['id']}")
            seen.add(case["id"])
            dump(case, sys.stdout)
            total += 1
        for reason in skipped:
            print(f"extract_dateutil: {qualified}: not a case: {reason}", file=sys.stderr)
    for failure in failures:
        print(f"extract_dateutil: test failed here (its expectation is kept): {failure}", file=sys.stderr)
    print(f"extract_dateutil: {total} cases from {TEST_FILE} of python-dateutil {version}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
