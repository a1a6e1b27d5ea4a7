/// What one day of a grid carries beyond its date: its selection marks, its events, its
/// note, its holidays and whether it is a working day. Every renderer asks ``DayContents``
/// for it once per cell and reads it the same way, so a new kind of content is a member
/// here and a few lines in each renderer's one cell function.
public struct DayContent: Sendable, Hashable {
    /// The selection's marks (`nil` without a ``DayContents/marking``).
    public var marks: DayMarks?
    /// The day's events, in order (empty without ``DayContents/events``).
    public var events: [DayEvent]
    /// A text to show in the day's cell (an availability item's payload).
    public var note: String?
    /// The day's holidays in the regions of ``DayContents/holidays`` (empty without them).
    public var holidays: [Holiday]
    /// Whether the day is a working day in every region of ``DayContents/holidays``; `nil`
    /// without them.
    public var isWorkingDay: Bool?

    /// A day's content; nothing by default.
    public init(
        marks: DayMarks? = nil, events: [DayEvent] = [], note: String? = nil, holidays: [Holiday] = [],
        isWorkingDay: Bool? = nil
    ) {
        self.marks = marks
        self.events = events
        self.note = note
        self.holidays = holidays
        self.isWorkingDay = isWorkingDay
    }

    /// Whether one of the day's holidays is a day off (``HolidayCategory/isDayOff``).
    public var isHolidayOff: Bool { holidays.contains { $0.category.isDayOff } }
}

/// Where the renderers find what each day carries: a selection (``marking``), an events
/// hook, a notes hook. Renderers hold one (`TextRenderer.contents`, `JSONRenderer.contents`,
/// `HTMLRenderer.contents`); their `marking`, `events` and `note` properties are this
/// value's.
///
/// ```swift
/// var renderer = HTMLRenderer()
/// renderer.contents = DayContents(marking: selection, note: { date in date.day == 18 ? "Fully booked" : nil })
/// ```
public struct DayContents: Sendable {
    /// What is selected and enabled (a ``DateSelection``); `nil` shows plain days.
    public var marking: (any DayMarking)?
    /// The events of each day; `nil` when the grid shows no events at all (a text grid then
    /// has no column for their mark, and JSON cells no `events` member).
    public var events: (@Sendable (ISODate) -> [DayEvent])?
    /// A text to show in a day's cell (HTML: a booking item's payload), escaped like every text.
    public var note: (@Sendable (ISODate) -> String?)?
    /// The regions whose holidays and working days the grid shows; none by default (JSON
    /// cells then have no `holidays` and `workingDay` members).
    public var holidays: [HolidayCalendar]

    /// The sources of a grid's day content; all optional.
    public init(
        marking: (any DayMarking)? = nil, events: (@Sendable (ISODate) -> [DayEvent])? = nil,
        note: (@Sendable (ISODate) -> String?)? = nil, holidays: [HolidayCalendar] = []
    ) {
        self.marking = marking
        self.events = events
        self.note = note
        self.holidays = holidays
    }

    /// Everything one day carries, asked of each source once.
    public func content(of date: ISODate) -> DayContent {
        DayContent(
            marks: marking?.marks(for: date), events: events?(date) ?? [], note: note?(date),
            holidays: holidays.flatMap { $0.holidays(on: date) },
            isWorkingDay: holidays.isEmpty ? nil : holidays.allSatisfy { $0.isWorkingDay(date) })
    }
}
