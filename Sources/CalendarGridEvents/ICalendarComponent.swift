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

    /// The top-level components of a file: every `VCALENDAR` (a file may hold several,
    /// RFC 5545 §3.4), or components written without one (a bare `VEVENT`, read too).
    /// - Throws: ``EventError/malformedFile(line:reason:)`` for an `END` that closes another
    ///   component than the last `BEGIN`, or a `BEGIN` never closed. A property outside
    ///   every component is left.
    static func components(in text: String) throws(EventError) -> [ICalendarComponent] {
        var open: [ICalendarComponent] = []
        var result: [ICalendarComponent] = []
        for line in try ContentLine.lines(in: text) {
            switch line.name {
            case "BEGIN":
                let name = line.value.uppercased()
                guard !name.isEmpty else {
                    throw .malformedFile(line: line.line, reason: "BEGIN without a component name (RFC 5545 §3.4)")
                }
                open.append(ICalendarComponent(name: name, line: line.line))
            case "END":
                let name = line.value.uppercased()
                guard let last = open.last else {
                    throw .malformedFile(
                        line: line.line, reason: "END:\(line.value) without a BEGIN:\(line.value) (RFC 5545 §3.4)")
                }
                guard last.name == name else {
                    throw .malformedFile(
                        line: line.line,
                        reason:
                            "END:\(line.value) where BEGIN:\(last.name) of line \(last.line) is still open (RFC 5545 §3.4)"
                    )
                }
                open.removeLast()
                if open.isEmpty {
                    result.append(last)
                } else {
                    open[open.count - 1].children.append(last)
                }
            default:
                // A property outside every component (after END:VCALENDAR) belongs to no
                // event: it is left, as nothing of it could be shown.
                guard !open.isEmpty else { continue }
                open[open.count - 1].properties.append(line)
            }
        }
        if let unclosed = open.last {
            throw .malformedFile(
                line: unclosed.line, reason: "BEGIN:\(unclosed.name) has no END:\(unclosed.name) (RFC 5545 §3.4)")
        }
        return result
    }
}
