#!/usr/bin/env python3
"""The cases of rfc5545-examples.txt, checked against dateutil, as JSON lines on stdout.

    rfc5545_examples.py rfc5545-examples.txt      (Scripts/recurrence-suites runs it)

The file's format is described at its top and in README.md. Each example is expanded by
python-dateutil (`rrulestr`, DTSTART in its zone) from DTSTART through the last instance
transcribed, and must give exactly the transcribed instances: a slip of transcription
fails the run (exit 1), and the file is re-read against the RFC. Where the RFC itself
prints a list its rule does not give (an erratum), the example's `erratum:` line says so,
its comment keeps what the RFC prints and its `=` lines what the rule gives.
"""
import datetime as dt
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from recurrence_case import dump, not_rfc, rule_violations  # noqa: E402

SECTION = "RFC 5545 §3.8.5.3"


class Example:
    def __init__(self, name, line_number):
        self.name, self.line_number = name, line_number
        self.description, self.comments, self.alternatives = [], [], [[]]
        self.instances, self.partial, self.erratum = [], None, None


def parse(path):
    examples, current, last_key = [], None, None
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.rstrip("\n")
            if not line.strip():
                continue
            where = f"{path}:{number}"
            header = re.fullmatch(r"\[([a-z0-9-]+)\]", line)
            if header:
                current = Example(header.group(1), number)
                examples.append(current)
                last_key = None
                continue
            if current is None:
                if line.startswith("#"):
                    continue
                raise SystemExit(f"rfc5545_examples: error: {where}: a line before the first [example]")
            if line.startswith("#"):
                text = line[1:].strip()
                if text.startswith("==>") or current.comments:
                    current.comments.append(text)
                else:
                    current.description.append(text)
                continue
            if line.startswith(" "):
                if last_key == "ical":
                    current.alternatives[-1][-1] += line[1:]
                elif last_key in ("partial", "erratum"):
                    setattr(current, last_key, getattr(current, last_key) + " " + line.strip())
                else:
                    raise SystemExit(f"rfc5545_examples: error: {where}: a continuation of nothing")
                continue
            if line == "or":
                current.alternatives.append([])
                last_key = None
                continue
            if line.startswith("= "):
                current.instances.append((line[2:].strip(), where))
                last_key = None
                continue
            key, _, value = line.partition(":")
            if key in ("partial", "erratum"):
                setattr(current, key, value.strip())
                last_key = key
                continue
            if re.match(r"^(DTSTART|RRULE|RDATE|EXDATE)[;:]", line):
                current.alternatives[-1].append(line)
                last_key = "ical"
                continue
            raise SystemExit(f"rfc5545_examples: error: {where}: not a line of the format: {line}")
    return examples


def dtstart_of(lines, where):
    line = next((item for item in lines if item.startswith("DTSTART")), None)
    match = line and re.fullmatch(r"DTSTART(?:;TZID=([^:;]+))?:(\d{8}T\d{6})(Z?)", line)
    if not match:
        raise SystemExit(f"rfc5545_examples: error: {where}: no DTSTART with a TZID, UTC or floating time")
    zone = "UTC" if match.group(3) else match.group(1)
    return dt.datetime.strptime(match.group(2), "%Y%m%dT%H%M%S"), zone


def expand_instances(example, start, zone):
    """The instances the `=` lines give, as (local datetime, ISO text) in order."""
    result = []
    for text, where in example.instances:
        month = re.fullmatch(r"(\d{4})-(\d{2}) ([\d,-]+)", text)
        day = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2}) ([\d:,]+)", text)
        values = []
        if month:
            year, number = int(month.group(1)), int(month.group(2))
            for item in month.group(3).split(","):
                low, _, high = item.partition("-")
                for value in range(int(low), int(high or low) + 1):
                    values.append(dt.datetime.combine(dt.date(year, number, value), start.time()))
        elif day:
            date = dt.date(int(day.group(1)), int(day.group(2)), int(day.group(3)))
            for item in day.group(4).split(","):
                hour, minute = (int(part) for part in item.split(":"))
                values.append(dt.datetime.combine(date, dt.time(hour, minute, start.second)))
        else:
            raise SystemExit(f"rfc5545_examples: error: {where}: not '= YYYY-MM D,D-D' nor '= YYYY-MM-DD HH:MM,…'")
        result.extend(values)
    if result != sorted(result) or len(set(result)) != len(result):
        raise SystemExit(f"rfc5545_examples: error: {example.name}: instances out of order or repeated")
    return result


def iso_local(value, zone):
    text = value.isoformat(timespec="seconds")
    if zone is None:
        return text
    return text + "Z" if zone == "UTC" else f"{text}[{zone}]"


def dateutil_instances(lines, start, zone, last):
    """What dateutil expands from the lines, from DTSTART through `last` (local times)."""
    from dateutil import rrule, tz

    tzinfo = None if zone is None else tz.UTC if zone == "UTC" else tz.gettz(zone)
    rules = rrule.rrulestr("\n".join(lines), forceset=True)
    begin = start.replace(tzinfo=tzinfo)
    end = last.replace(tzinfo=tzinfo)
    return [item.replace(tzinfo=None) for item in rules.between(begin, end, inc=True)]


def main():
    if len(sys.argv) != 2:
        print("usage: rfc5545_examples.py rfc5545-examples.txt", file=sys.stderr)
        return 64
    path = sys.argv[1]
    examples = parse(path)
    failures, count = [], 0
    for example in examples:
        if not example.instances:
            failures.append(f"{example.name}: no instances")
            continue
        for index, lines in enumerate(example.alternatives):
            name = example.name + ("-or" * index)
            where = f"{path}:{example.line_number}"
            shared = [line for line in example.alternatives[0] if not line.startswith("RRULE")]
            if index:
                lines = shared + lines
            start, zone = dtstart_of(lines, where)
            instances = expand_instances(example, start, zone)
            last = instances[-1]
            theirs = dateutil_instances(lines, start, zone, last)
            if theirs != instances:
                failures.append(f"{name}: dateutil also gives {[str(v) for v in theirs if v not in instances][:4]} "
                                f"and not {[str(v) for v in instances if v not in theirs][:4]}")
            kind = "utc" if zone == "UTC" else "floating" if zone is None else "zoned"
            marks = [not_rfc(reason) for line in lines if line.startswith("RRULE:")
                     for reason in rule_violations(line[len("RRULE:"):], kind)]
            notes = [" ".join(example.description)]
            if example.partial:
                notes.append("partial: " + example.partial)
            if example.erratum:
                notes.append("erratum: " + example.erratum)
            if index:
                notes.append("the RFC's second rule (\"or\") for the same instances")
            window = None
            if example.partial:
                window = {"start": None, "start_inclusive": True, "end": iso_local(last, zone),
                          "end_inclusive": True}
            dump(dict(id=f"rfc5545/{name}", suite="rfc5545", source=f"{SECTION}, example \"{example.description[0]}\" "
                      f"(Tests/recurrence-suites/rfc5545-examples.txt line {example.line_number})",
                      lines=lines, zones={}, dtstart=iso_local(start, zone), expect="instances",
                      expected=[iso_local(value, zone) for value in instances], window=window,
                      marks=marks, notes=notes, drop_dtstart=False), sys.stdout)
            count += 1
    for failure in failures:
        print(f"rfc5545_examples: error: {failure}", file=sys.stderr)
    if failures:
        print("rfc5545_examples: re-read the RFC where dateutil and the transcription differ; "
              "an erratum needs an 'erratum:' line", file=sys.stderr)
        return 1
    print(f"rfc5545_examples: {count} cases from {len(examples)} examples, each as dateutil expands it "
          "(or as its erratum line says)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
