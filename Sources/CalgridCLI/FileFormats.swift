import CalendarGrid

/// What `--help`, the man page, the README and the contract say alike: the synopsis and the
/// formats of the files calgrid reads. Help and the man page are generated from here; a
/// test checks that README.md, docs/cli.md and docs/calgrid-contract.md quote the same
/// lines, so that none of them can drift.
enum FileFormats {
    /// The two forms of the command, as every document writes them.
    static let synopsis = [
        "calgrid [LOCALE] [[[DAY] MONTH] YEAR] [options]",
        "calgrid pick [LOCALE] [options]",
        "calgrid holidays REGION [YEAR] [--format text|json|ics]",
    ]

    /// A file an option reads: what it is, its members, and the smallest useful example.
    struct Format: Sendable {
        /// `--items`.
        let option: String
        /// Which commands read it.
        let picking: Bool
        /// One sentence: what the file is and its members.
        let description: String
        /// A whole file, on one line that fits `--help`'s 80 columns.
        let example: String
    }

    static let all = [
        Format(
            option: "--items", picking: true,
            description:
                "a JSON array of days: date (ISO, required), enabled (default true), selected (default false), "
                + "payload (any JSON; a string is the day's note, such as \"Fully booked\")",
            example: #"[{"date": "2024-09-18", "enabled": false, "payload": "Fully booked"}]"#
        ),
        Format(
            option: "--events", picking: true,
            description:
                "an iCalendar file (.ics, RFC 5545, RSCALE too), or a JSON array of events: id and start required; "
                + "summary, end (exclusive), rrule, exdates, rdates, payload optional",
            example: #"[{"id": "yoga", "start": "2024-09-02T18:00:00Z", "rrule": "FREQ=WEEKLY"}]"#
        ),
        Format(
            option: "--messages", picking: false,
            description:
                "a JSON object replacing any of the browser picker's texts, which are in the page's language "
                + "where calgrid has it, else English; keys: "
                + HTMLRenderer.Picker.messageKeys.joined(separator: ", "),
            example: #"{"submit": "Réserver", "rangeIncludesDisabled": "{date} est complet"}"#
        ),
    ]

    /// The formats a command reads.
    static func formats(picking: Bool) -> [Format] { all.filter { !picking || $0.picking } }
}
