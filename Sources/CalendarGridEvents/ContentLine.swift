/// One content line of an iCalendar file (RFC 5545 §3.1), unfolded: `NAME;PARAM=VALUE:VALUE`.
///
/// Read leniently on purpose where the RFC's writers commonly stray and nothing is guessed:
/// lines end in CRLF or LF; a fold is a line break followed by one space or tab, wherever it
/// falls (inside a name, a parameter or a value); empty lines are skipped before unfolding
/// (a fold after one continues the line before it), and a byte order mark too; names are case-insensitive (kept upper-cased); a parameter without `=` is kept
/// with no value. A line that has no `:` outside quotes, or whose name is not letters, digits
/// and `-` (`REFRESH - INTERVAL; VALUE = DURATION:PT48H`), is not a content line: it is
/// reported with its line number, and left out unless the reading is strict.
struct ContentLine: Sendable, Hashable {
    /// The property or `BEGIN`/`END`, upper-cased.
    let name: String
    /// The parameters in order: upper-cased names, values with quotes removed and RFC 6868's
    /// `^n`, `^^`, `^'` decoded.
    let parameters: [Parameter]
    /// Everything after the first `:` outside quotes, as written (escapes kept).
    let value: String
    /// The line (1-based) of the file where the content line begins.
    let line: Int

    /// A parameter (`TZID=Europe/Berlin`, `VALUE=DATE`, `MEMBER="a","b"`).
    struct Parameter: Sendable, Hashable {
        let name: String
        let values: [String]
    }

    /// The first value of a parameter (`TZID`, `VALUE`, `RANGE`), if the line has it.
    func parameter(_ name: String) -> String? {
        parameters.first { $0.name == name }?.values.first
    }

    /// The content lines of a file's text, unfolded, with the line each begins on; a line
    /// that is not a content line is reported to `problems` and left out.
    /// - Throws: ``EventError/malformedFile(line:reason:)`` for a line that is not a content
    ///   line, when `problems` is strict.
    static func lines(in text: String, problems: ReadingProblems) throws(EventError) -> [ContentLine] {
        var result: [ContentLine] = []
        for (line, number) in unfolded(text) {
            if line.isEmpty { continue }
            do { result.append(try parse(line, number: number)) } catch {
                let shown = String(String.UnicodeScalarView(line.prefix(40)))
                try problems.report(ICalendarProblem(line: number, error: error, recovery: .skippedLine(shown)))
            }
        }
        return result
    }

    /// The logical lines, each with the number of its first physical line: a line break
    /// (CRLF, LF or CR) followed by one space or tab joins the next line to this one.
    static func unfolded(_ text: String) -> [(text: Substring.UnicodeScalarView, line: Int)] {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var result: [(text: Substring.UnicodeScalarView, line: Int)] = []
        var current = Substring.UnicodeScalarView()
        var currentLine = 1
        var physicalLine = 1
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\r" || scalar == "\n" else {
                current.append(scalar)
                index = scalars.index(after: index)
                continue
            }
            // One line break: CRLF, LF or a lone CR.
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            physicalLine += 1
            // Empty lines are left out before unfolding: a fold after one continues the line
            // before it (Mozilla Calendar wrote `VERSION`, an empty line, then ` :2.0`).
            while next < scalars.endIndex, scalars[next] == "\r" || scalars[next] == "\n" {
                if scalars[next] == "\r", scalars.index(after: next) < scalars.endIndex,
                    scalars[scalars.index(after: next)] == "\n"
                {
                    next = scalars.index(after: next)
                }
                next = scalars.index(after: next)
                physicalLine += 1
            }
            if next < scalars.endIndex, scalars[next] == " " || scalars[next] == "\t" {
                // A fold: the break and the one white-space character after it go.
                index = scalars.index(after: next)
                continue
            }
            result.append((current, currentLine))
            current = Substring.UnicodeScalarView()
            currentLine = physicalLine
            index = next
        }
        if !current.isEmpty { result.append((current, currentLine)) }
        return result
    }

    private static func parse(_ line: Substring.UnicodeScalarView, number: Int) throws(EventError) -> ContentLine {
        func fail(_ reason: String) -> EventError {
            .malformedFile(line: number, reason: reason)
        }
        let shown = String(String.UnicodeScalarView(line.prefix(40)))
        var index = line.startIndex
        // The name: up to the first ';' or ':'.
        var name = String.UnicodeScalarView()
        while index < line.endIndex, line[index] != ";", line[index] != ":" {
            name.append(line[index])
            index = line.index(after: index)
        }
        guard index < line.endIndex else {
            throw fail("'\(shown)' is not a content line NAME:VALUE (RFC 5545 §3.1)")
        }
        guard !name.isEmpty, name.allSatisfy(isNameCharacter) else {
            throw fail("'\(shown)' does not start with a property name of letters, digits and '-' (RFC 5545 §3.1)")
        }
        var parameters: [Parameter] = []
        while index < line.endIndex, line[index] == ";" {
            index = line.index(after: index)
            var parameterName = String.UnicodeScalarView()
            while index < line.endIndex, line[index] != "=", line[index] != ";", line[index] != ":" {
                parameterName.append(line[index])
                index = line.index(after: index)
            }
            var values: [String] = []
            if index < line.endIndex, line[index] == "=" {
                repeat {
                    index = line.index(after: index)  // past '=' or ','
                    var value = String.UnicodeScalarView()
                    if index < line.endIndex, line[index] == "\"" {
                        index = line.index(after: index)
                        while index < line.endIndex, line[index] != "\"" {
                            value.append(line[index])
                            index = line.index(after: index)
                        }
                        guard index < line.endIndex else {
                            throw fail(
                                "a quoted parameter value of \(String(name)) has no closing quote (RFC 5545 §3.1)")
                        }
                        index = line.index(after: index)
                    }
                    while index < line.endIndex, line[index] != ",", line[index] != ";", line[index] != ":" {
                        value.append(line[index])
                        index = line.index(after: index)
                    }
                    values.append(decodedParameter(String(value)))
                } while index < line.endIndex && line[index] == ","
            }
            parameters.append(Parameter(name: String(parameterName).uppercased(), values: values))
        }
        guard index < line.endIndex, line[index] == ":" else {
            throw fail("'\(shown)' is not a content line NAME:VALUE (RFC 5545 §3.1)")
        }
        let value = String(String.UnicodeScalarView(line[line.index(after: index)...]))
        return ContentLine(name: String(name).uppercased(), parameters: parameters, value: value, line: number)
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        // RFC 5545's iana-token and x-name are ALPHA, DIGIT and '-'; '_' is read too
        // (vendors' X- names use it), never written by the RFC's own properties.
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "-", "_": true
        default: false
        }
    }

    /// RFC 6868's caret encoding in parameter values: `^n` a line break, `^^` a caret,
    /// `^'` a double quote; any other caret is kept.
    private static func decodedParameter(_ value: String) -> String {
        ICalendarValue.unescaped(value, escape: "^", ["n": "\n", "^": "^", "'": "\""])
    }
}
