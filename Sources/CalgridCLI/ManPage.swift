import CalendarGrid

/// The man page, `calgrid.1`, from ``OptionTable`` (`calgrid --man-page` prints it;
/// `Scripts/install` installs it; a test keeps the checked-in copy equal to it).
enum ManPage {
    /// Text for roff: backslashes doubled, hyphens as `\-` (so that they are not hyphenated
    /// or turned into dashes), and a leading dot or quote protected.
    static func roff(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default: result.append(character)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    /// A synopsis line in roff: the command's words bold, the placeholders italic.
    static func synopsis(_ line: String) -> [String] {
        let words = line.split(separator: " ")
        let command = words.prefix { $0.allSatisfy(\.isLetter) && $0.first?.isLowercase == true }
        var rest = ""
        var placeholder = ""
        for character in words.dropFirst(command.count).joined(separator: " ") + " " {
            if character.isLetter {
                placeholder.append(character)
                continue
            }
            if !placeholder.isEmpty { rest += "\\fI\(placeholder)\\fR" }
            placeholder = ""
            rest.append(character)
        }
        return [".B " + command.joined(separator: " "), String(rest.dropLast())]
    }

    static var text: String {
        var lines: [String] =
            [
                ".TH CALGRID 1 \"\" \"CalendarGrid \(CalendarGridVersion.toolkit)\" \"User Commands\"",
                ".SH NAME",
                "calgrid \\- localized month grids in every calendar ICU knows",
                ".SH SYNOPSIS",
            ]
            + FileFormats.synopsis.enumerated().flatMap { index, line in
                (index > 0 ? [".br"] : []) + synopsis(line)
            } + [
                ".SH DESCRIPTION",
                ".B calgrid",
                "prints month grids as a calendar in a locale shows them: its first weekday, its weekend,",
                "its weekday and month names, its digits, the direction of its script and its calendar",
                "(Gregorian, ISO 8601, Buddhist, ROC, Japanese, Hebrew, the Hijri calendars, Persian,",
                "Indian, Coptic, Ethiopic, Chinese and Korean). All of it comes from ICU and its CLDR",
                "data. It takes the habits of",
                ".BR cal (1):",
                "numbers as positionals and one\\-letter options.",
                ".PP",
                ".B calgrid pick",
                "opens an interactive date picker on the terminal: arrows move by day and week (left and",
                "right follow the screen in right\\-to\\-left locales), PgUp and PgDn change month, Space",
                "toggles, Enter prints the chosen ISO dates one per line, Esc or q cancels.",
                ".PP",
                ".B calgrid holidays",
                "lists a region's public holidays and announced working days of a Gregorian year (this",
                "year by default): REGION is an ISO 3166\\-1 country (JP) or ISO 3166\\-2 subdivision",
                "(US\\-CA); \\fB\\-\\-format json\\fR writes JSON, \\fB\\-\\-format ics\\fR an iCalendar file",
                "to import; \\fB\\-\\-locale\\fR chooses the language of the names;",
                "\\fB\\-\\-list\\-regions\\fR lists the regions. On grids,",
                ".B \\-\\-holidays",
                "marks a day off with + and a weekend day made a working day with =.",
                ".SH ARGUMENTS",
                ".TP",
                ".I LOCALE",
                "A BCP 47 tag (ar\\-EG, he\\-IL\\-u\\-ca\\-hebrew, en\\-US\\-u\\-fw\\-mon) or an ICU ID",
                "(ja_JP@calendar=japanese); default: the first of LC_ALL, LC_TIME and LANG, else en\\-US.",
                "The Unicode extension keywords ca (calendar), nu (numbering system), fw (first day of",
                "the week) and rg (region override) take effect. An argument of digits only is never",
                "a locale.",
                ".TP",
                "[[\\fIDAY\\fR] \\fIMONTH\\fR] \\fIYEAR\\fR",
                "As",
                ".BR cal (1)",
                "takes them: YEAR alone shows that whole year, under its heading; MONTH is the month's",
                "number in the grid's calendar, or its name in English or the locale's language, or the",
                "start of one (sep, okt, tishri); DAY is marked. A word before YEAR with no LOCALE is a",
                "month when it names one (calgrid mar 2024 is March). Years are the grid calendar's:",
                ".B calgrid fa\\-IR 1403",
                "is the Persian year 1403.",
                ".SH OPTIONS",
            ]
        for option in OptionTable.all {
            lines.append(".TP")
            var names = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
            names += "\\fB" + roff(option.name) + "\\fR"
            if let value = option.value {
                names += option.valueIsOptional ? "[=\\fI\(roff(value))\\fR]" : " \\fI\(roff(value))\\fR"
            }
            lines.append(names)
            var help = roff(option.help)
            if let expectation = option.expectation { help += " (" + roff(expectation) + ")" }
            if option.scope == .selection { help += "; for \\fBcalgrid pick\\fR and \\fB\\-\\-interactive\\fR pages" }
            lines.append(help + ".")
        }
        lines += [
            ".SH OUTPUT",
            "Text, as",
            ".BR cal (1)",
            "prints it, in columns of equal terminal display width, right to left where the script",
            "is; JSON with the fields that docs/calgrid\\-contract.md describes; or an accessible",
            "HTML page or fragment, with a date picker for the browser with",
            ".BR \\-\\-interactive ;",
            "or the pages' stylesheet alone with",
            ".BR \"\\-\\-format css\" .",
            ".PP",
            "With \\fB\\-\\-form\\-action\\fR URL the page posts the selected ISO dates, comma\\-separated,",
            "in the field \\fBdates\\fR.",
            ".SH FILES",
        ]
        for format in FileFormats.all {
            lines += [
                ".TP", "\\fB" + roff(format.option) + "\\fR \\fIFILE\\fR", roff(format.description) + ":",
                ".RS", ".nf", roff(format.example), ".fi", ".RE",
            ]
        }
        lines += [
            ".PP",
            "In \\fB\\-\\-messages\\fR, \\fBrangeIncludesDisabled\\fR names the disabled day with {date},",
            "\\fBannouncement\\fR joins {date} and {message}, and \\fBevents.one\\fR \\&... \\fBevents.other\\fR",
            "count a day's events with {count}, one key per CLDR plural category of the page's language.",
            ".SH EXIT STATUS",
            ".TP", "0", "Success.",
            ".TP", "1", "The picker was cancelled.",
            ".TP", "64", "Bad usage or bad input: one line on standard error names the value and what is accepted.",
            ".TP", "70", "An internal or ICU failure.",
            ".TP", "74", "Standard output could not be written.",
            ".TP", "130", "The picker was interrupted (Ctrl\\-C).",
            ".SH ENVIRONMENT",
            ".TP", ".B LC_ALL, LC_TIME, LANG",
            "The locale when no LOCALE is given (POSIX names such as de_DE.UTF\\-8@euro).",
            ".TP", ".B COLUMNS", "The width months are laid out in, side by side while they fit.",
            ".TP", ".B TZ", "Decides the current day, unless \\fB\\-\\-time\\-zone\\fR is given.",
            ".TP", ".B NO_COLOR", "When set and not empty, \\fB\\-\\-color=auto\\fR highlights nothing.",
            ".SH EXAMPLES",
            ".nf",
            "calgrid 9 2024",
            "calgrid \\-3w de\\-DE",
            "calgrid ja\\-JP \\-y 2019",
            "calgrid he\\-IL \\-\\-calendar hebrew \\-\\-month 5784\\-M05L",
            "calgrid zh\\-CN \\-\\-secondary auto \\-\\-month 2024\\-9",
            "calgrid ar\\-SA \\-\\-secondary gregorian \\-\\-hijri\\-offset 1",
            "calgrid en\\-US \\-\\-format html \\-\\-interactive \\-\\-mode range > booking.html",
            "calgrid pick en\\-US \\-\\-mode range \\-\\-no\\-past",
            ".fi",
            ".SH SEE ALSO",
            ".BR cal (1),",
            ".BR ncal (1)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
