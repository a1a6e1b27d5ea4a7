import BookingCalendar
import CalendarGrid
import Foundation
import Observation
import Synchronization
import Testing

@Suite("A booking screen: two taps, refusals that change nothing, a default day, saved state")
@MainActor
struct BookingScreenTests {
    // 17 September 2024 was a Tuesday; 23 September a Monday (timeanddate.com).
    let today: ISODate
    init() throws { today = try ISODate(parsing: "2024-09-17") }

    @Test("the screen opens on today, and two taps pick a stay")
    func twoTaps() throws {
        let screen = try BookingScreen(locale: "de-DE", today: today, closed: [.monday])
        // The default day (today, which may be booked) starts the stay.
        #expect(screen.stay == today...today)
        screen.tap(try ISODate(parsing: "2024-09-20"))
        #expect(screen.stay == today...(try ISODate(parsing: "2024-09-20")))
        #expect(screen.month.title == "September 2024")
    }

    @Test("a refused tap changes nothing a view observes, and says why")
    func refusedTap() throws {
        let screen = try BookingScreen(locale: "en-US", today: today, closed: [.monday])
        let before = screen.selection.state
        let redrawn = Mutex(false)
        withObservationTracking {
            _ = screen.selection.state
        } onChange: {
            redrawn.withLock { $0 = true }
        }
        // A stay over Monday 23 September, when the hotel is closed, is refused whole.
        let event = screen.tap(try ISODate(parsing: "2024-09-25"))
        #expect(event.refusal == .rangeIncludesDisabled(try ISODate(parsing: "2024-09-23")))
        #expect(!redrawn.withLock { $0 } && screen.selection.state == before)
        #expect(screen.selection.lastEvent?.refusal != nil)
        // A past day is refused too.
        #expect(screen.tap(try ISODate(parsing: "2024-09-10")).refusal == .disabled)
    }

    @Test("the default day follows the policy: today, else the month's first day that can be booked")
    func defaultDay() throws {
        // On a Monday, when the hotel is closed, the default is Tuesday.
        let monday = try ISODate(parsing: "2024-09-23")
        let screen = try BookingScreen(locale: "en-US", today: monday, closed: [.monday])
        #expect(screen.stay == (try ISODate(parsing: "2024-09-24"))...(try ISODate(parsing: "2024-09-24")))
    }

    @Test("the selection is saved as JSON and restored equal")
    func savedState() throws {
        let screen = try BookingScreen(locale: "he-IL", calendar: .hebrew, today: today)
        screen.tap(try ISODate(parsing: "2024-09-19"))
        let restored = try BookingScreen(locale: "he-IL", calendar: .hebrew, restoring: try screen.saved())
        #expect(restored.selection.state == screen.selection.state)
        #expect(restored.stay == screen.stay)
        // 17 September 2024 is 14 Elul 5784 (hebcal.com): the month shown is Elul.
        #expect(restored.month.monthCode.description == "M12")
    }
}
