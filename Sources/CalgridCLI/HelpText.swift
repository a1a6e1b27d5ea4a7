import CalendarGrid

/// The text of `calgrid --help` and `calgrid pick --help`, from ``OptionTable``; every
/// line fits 80 columns.
enum HelpText {
    static let width = 80

    static func text(picking: Bool) -> String {
        var lines: [String] = []
        if picking {
            lines += [
                "usage: " + FileFormats.synopsis[1],
                "",
                "An interactive date picker on the terminal, over the grids calgrid prints.",
                "Arrows move by day and week (left and right follow the screen in right-to-left",
                "locales), PgUp/PgDn change month, Space toggles, Enter prints the chosen ISO",
                "dates one per line (exit 0), Esc or q cancels (exit 1), Ctrl-C exits 130.",
                "The dates go to standard output; the picker draws on the terminal (/dev/tty).",
            ]
        } else {
            lines += [
                "usage: " + FileFormats.synopsis[0],
                "       " + FileFormats.synopsis[1] + "      (calgrid pick --help)",
                "       " + FileFormats.synopsis[2],
                "",
                "Prints month grids as a calendar in LOCALE shows them: its first weekday,",
                "weekend, names, digits, direction and calendar.",
            ]
        }
        lines += [
            "",
            "  LOCALE                 a BCP 47 tag (ar-EG, he-IL-u-ca-hebrew, en-US-u-fw-mon)",
            "                         or an ICU ID (ja_JP@calendar=japanese); default: from",
            "                         LC_ALL, LC_TIME or LANG, else en-US",
        ]
        if !picking {
            lines += [
                "  [[DAY] MONTH] YEAR     as cal takes them: YEAR alone is that whole year; MONTH",
                "                         is the month's number in the grid's calendar, or its",
                "                         name (sep, tishri); DAY is marked. Years are the grid",
                "                         calendar's: calgrid fa-IR 1403 is Persian.",
            ]
        }
        lines += ["", "options:"]
        for option in OptionTable.options(picking: picking) {
            lines += entry(option)
        }
        lines += ["", "files:"]
        for format in FileFormats.formats(picking: picking) {
            lines += wrapped(format.option + " FILE: " + format.description + ".", indent: "  ", then: "    ")
            lines.append("    " + format.example)
        }
        lines.append("")
        if picking {
            lines += [
                "examples:",
                "  calgrid pick en-US --mode range --no-past",
                "  calgrid pick he-IL --calendar hebrew --items rooms.json",
            ]
        } else {
            lines += [
                "Without a month, a date or a year the month containing today is shown.",
                "",
                "examples:",
                "  calgrid ar-EG",
                "  calgrid 9 2024                      September 2024 (cal's habit)",
                "  calgrid -3w de-DE                   three months with week numbers",
                "  calgrid ja-JP -y 2019               the whole year 2019",
                "  calgrid fa-IR --month 1403-12",
                "  calgrid he-IL --calendar hebrew --month 5784-M05L",
                "  calgrid zh-CN --secondary auto --month 2024-9",
                "  calgrid ar-SA --secondary gregorian --hijri-offset 1",
                "  calgrid en-US --format html --interactive --mode range > booking.html",
                "  calgrid de-DE --format json",
                "  calgrid ja-JP --holidays -y 2019    Japan's holidays in 2019",
                "  calgrid zh-CN --holidays 1 2025     days off (+), weekend days worked (=)",
                "  calgrid holidays IL 2027 --format ics > il.ics",
            ]
        }
        lines += [
            "",
            "exit status: 0 success; 64 bad usage or input; 70 internal or ICU failure;",
            "74 standard output could not be written" + (picking ? "; 1 cancelled; 130 Ctrl-C." : "."),
        ]
        return lines.joined(separator: "\n")
    }

    /// Words wrapped at 80 columns: the first line after `indent`, the others after `then`.
    /// A word longer than a line (a JSON example) stays whole.
    static func wrapped(_ text: String, indent: String, then: String) -> [String] {
        var lines: [String] = []
        var current = indent
        var isFresh = true
        for word in text.split(separator: " ") {
            if !isFresh, current.count + 1 + word.count > width {
                lines.append(current)
                current = then
                isFresh = true
            }
            current += (isFresh ? "" : " ") + word
            isFresh = false
        }
        lines.append(current)
        return lines
    }

    /// An option's lines: `  -w, --week-numbers      help`, wrapped at 80 columns.
    static func entry(_ option: OptionSpec) -> [String] {
        let names =
            (option.short.map { "-\($0), " } ?? "    ") + option.name
            + (option.value.map { option.valueIsOptional ? "[=\($0)]" : " \($0)" } ?? "")
        let column = 27
        let head = "  " + names
        let words = option.help.split(separator: " ").map(String.init)
        var lines: [String] = []
        var current = head.count < column - 1 ? head + String(repeating: " ", count: column - head.count) : head
        var fresh = head.count < column - 1
        if !fresh {
            lines.append(current)
            current = String(repeating: " ", count: column)
            fresh = true
        }
        for word in words {
            if !fresh, current.count + 1 + word.count > width {
                lines.append(current)
                current = String(repeating: " ", count: column)
                fresh = true
            }
            current += (fresh ? "" : " ") + word
            fresh = false
        }
        lines.append(current)
        return lines
    }
}
