// booking [LOCALE] [ISO-8601 MOMENT] [TIME-ZONE]: the month containing the moment (default:
// now) in the zone (default: the system's), as the locale shows it, then its JSON.
import BookingCalendar
import CalendarGrid
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let locale = arguments.first ?? "en-US"
var moment = Date()
if arguments.count > 1 {
    guard let parsed = ISO8601DateFormatter().date(from: arguments[1]) else {
        fail("'\(arguments[1])' is not an ISO 8601 moment such as 2024-09-17T23:30:00Z")
    }
    moment = parsed
}
var zone = TimeZone.current
if arguments.count > 2 {
    guard let named = TimeZone(identifier: arguments[2]) else {
        fail("'\(arguments[2])' is not an IANA time zone such as Asia/Tokyo")
    }
    zone = named
}
do {
    let month = try BookingMonth(locale: locale, containing: moment, in: zone)
    print(month.text, terminator: "")
    print(String(decoding: try month.json(), as: UTF8.self))
} catch {
    fail("\(error)")
}

/// One line on stderr, exit status 64 (bad input).
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("booking: error: \(message)\n".utf8))
    exit(64)
}
