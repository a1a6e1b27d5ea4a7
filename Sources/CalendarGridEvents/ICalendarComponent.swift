/// A component of an iCalendar file (RFC 5545 §3.4–3.6): `VCALENDAR`, `VEVENT`,
/// `VTIMEZONE`, `STANDARD`, `VALARM`, …, with its properties and the components inside it.
struct ICalendarComponent: Sendable, Hashable {
    /// `VEVENT`, upper-cased.
    let name: String
    /// The line of its `BEGIN`.
    let line: Int
    var properties: [ContentLine] = []
    var children: [ICalendarComponent] = []

    /// The first property of that name.
    func property(_ name: String) -> ContentLine? {
        properties.first { $0.name == name }
    }

    /// Every property of that name, in file order.
    func properties(_ name: String) -> [ContentLine] {
        properties.filter { $0.name == name }
    }

    /// This component and every one inside it, depth first, that has the name.
    func all(_ name: String) -> [ICalendarComponent] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
    }

    /// The components RFC 5545 §3.6 puts directly in a `VCALENDAR`: one of them begun inside
    /// another component means that one was never closed.
    static let calendarComponents: Set<String> = [
        "VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VTIMEZONE", "VAVAILABILITY",
    ]

    /// The top-level components of a file: every `VCALENDAR` (a file may hold several,
    /// RFC 5545 §3.4), or components written without one (a bare `VEVENT`, read too). A
    /// property outside every component is left.
    ///
    /// What is malformed is reported to `problems` and, unless it is strict, gone past: a
    /// `BEGIN` never closed leaves out its component (one of `VCALENDAR`'s own components begun
    /// inside another closes that one: the other was never ended), except a `VCALENDAR`
    /// that the text ends in, which is read to the end (a file cut off after its last event);
    /// an `END` that closes nothing open is left out.
    /// - Throws: ``EventError/malformedFile(line:reason:)`` at the first of those when strict.
    static func components(in text: String, problems: ReadingProblems) throws(EventError) -> [ICalendarComponent] {
        var open: [ICalendarComponent] = []
        var result: [ICalendarComponent] = []
        func close() {
            let last = open.removeLast()
            if open.isEmpty {
                result.append(last)
            } else {
                open[open.count - 1].children.append(last)
            }
        }
        // The innermost open component, never closed: left out.
        func abandon() throws(EventError) {
            let unclosed = open.removeLast()
            try problems.report(
                line: unclosed.line, reason: "BEGIN:\(unclosed.name) has no END:\(unclosed.name) (RFC 5545 §3.4)",
                recovery: .skippedComponent(unclosed.name, line: unclosed.line, uid: unclosed.uid))
        }
        for line in try ContentLine.lines(in: text, problems: problems) {
            switch line.name {
            case "BEGIN":
                let name = line.value.trimmingSpaces.uppercased()
                guard !name.isEmpty else {
                    try problems.report(
                        line: line.line, reason: "BEGIN without a component name (RFC 5545 §3.4)",
                        recovery: .skippedLine("BEGIN:"))
                    continue
                }
                if Self.calendarComponents.contains(name),
                    let calendar = open.lastIndex(where: { $0.name == "VCALENDAR" })
                {
                    while open.count - 1 > calendar { try abandon() }
                }
                open.append(ICalendarComponent(name: name, line: line.line))
            case "END":
                let name = line.value.trimmingSpaces.uppercased()
                guard let index = open.lastIndex(where: { $0.name == name }) else {
                    let reason =
                        open.last.map { "END:\(line.value) where BEGIN:\($0.name) of line \($0.line) is still open" }
                        ?? "END:\(line.value) without a BEGIN:\(line.value)"
                    try problems.report(
                        line: line.line, reason: reason + " (RFC 5545 §3.4)",
                        recovery: .skippedLine("END:" + line.value.prefix(36)))
                    continue
                }
                while open.count - 1 > index { try abandon() }
                close()
            default:
                // A property outside every component (after END:VCALENDAR) belongs to no
                // event: it is left, as nothing of it could be shown.
                guard !open.isEmpty else { continue }
                open[open.count - 1].properties.append(line)
            }
        }
        while let unclosed = open.last {
            guard open.count == 1, unclosed.name == "VCALENDAR" else {
                try abandon()
                continue
            }
            try problems.report(
                line: unclosed.line, reason: "BEGIN:VCALENDAR has no END:VCALENDAR (RFC 5545 §3.4)",
                recovery: .closedAtEnd("VCALENDAR"))
            close()
        }
        return result
    }

    /// The component's `UID`, if it has one.
    var uid: String? {
        property("UID").map { $0.value.trimmingSpaces }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
