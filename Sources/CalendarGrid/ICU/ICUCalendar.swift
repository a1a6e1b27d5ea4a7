internal import CICU

/// The owner of one ICU calendar (`cicu_calendar *`, a `UCalendar*`), always in UTC (grids are civil days; a time zone
/// is used only to find "today", through ``init(localeID:timeZone:)``).
///
/// Not thread-safe, like the handle it owns: every instance is kept behind a lock
/// or used by one task only.
final class ICUCalendar {
    private let handle: OpaquePointer

    private static let millisPerDay = 86_400_000.0

    /// The earliest date ICU represents; used as the Gregorian change of a proleptic
    /// calendar (ICU's `Calendar::MIN_MILLIS`).
    private static let distantPastMillis = -184_303_902_528_000_000.0
    /// The latest date ICU represents (`Calendar::MAX_MILLIS`); the Gregorian change of a
    /// Julian calendar.
    private static let distantFutureMillis = 183_882_168_921_600_000.0

    init(localeID: String, timeZone: String = "UTC") throws(CalendarGridError) {
        var status = ICUStatus()
        let zone = timeZone.icuUTF16
        let opened = zone.withUnsafeBufferPointer { zonePointer in
            cicu_calendar_open(zonePointer.baseAddress, Int32(zone.count), localeID, &status)
        }
        try status.check("ucal_open")
        guard let opened else { throw .icuFailure(function: "ucal_open", code: "NULL") }
        handle = opened
    }

    /// A copy of `other`: the same ICU calendar type, settings and zone, without opening
    /// one (``CalendarSystem`` copies a profile's rather than open its own, 97,000
    /// instructions of a one-month run, docs/performance.md).
    init(copying other: ICUCalendar) throws(CalendarGridError) {
        var status = ICUStatus()
        let copied = cicu_calendar_clone(other.handle, &status)
        try status.check("ucal_clone")
        guard let copied else { throw .icuFailure(function: "ucal_clone", code: "NULL") }
        handle = copied
    }

    deinit { cicu_calendar_close(handle) }

    /// The raw pointer, for ``ICUDateFormat`` to copy the calendar's settings.
    var rawHandle: OpaquePointer { handle }

    /// ICU's calendar type (`gregorian`, `hebrew`, …). ICU 72 reports `gregorian`
    /// for `iso8601` and `islamic` for `islamic-rgsa`.
    func type() throws(CalendarGridError) -> String {
        var status = ICUStatus()
        let type = cicu_calendar_type(handle, &status)
        try status.check("ucal_getType")
        guard let type else { throw .icuFailure(function: "ucal_getType", code: "NULL") }
        return String(cString: type)
    }

    func get(_ field: CalendarField) throws(CalendarGridError) -> Int {
        var status = ICUStatus()
        let value = cicu_calendar_get(handle, field.cicu, &status)
        try status.check("ucal_get")
        return Int(value)
    }

    /// The month code of the calendar's current date: ICU's own (Temporal month codes,
    /// ICU 73 and later), else derived from ICU's month field and leap flag
    /// (``MonthCode/init(icuMonth:isLeapMonth:calendar:)``, for ICU 72).
    func monthCode(in calendar: CalendarID) throws(CalendarGridError) -> MonthCode {
        if ICUFeatures.hasMonthCodes {
            var buffer = [CChar](repeating: 0, count: 8)
            let length = cicu_calendar_month_code(handle, &buffer, Int32(buffer.count))
            let text = String(decoding: buffer.prefix(max(Int(length), 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard length > 0, let code = MonthCode(text) else {
                throw .icuFailure(function: "Calendar::getTemporalMonthCode", code: length < 0 ? "failed" : "'\(text)'")
            }
            return code
        }
        return MonthCode(icuMonth: try get(.month), isLeapMonth: try get(.isLeapMonth) != 0, calendar: calendar)
    }

    /// The 1-based position of the current month in its year, as ICU counts it
    /// (UCAL_ORDINAL_MONTH, ICU 73 and later); `nil` for an ICU without it.
    func ordinalMonth() throws(CalendarGridError) -> Int? {
        guard ICUFeatures.hasMonthCodes else { return nil }
        var status = ICUStatus()
        let value = cicu_calendar_get(handle, CalendarField.ordinalMonth.cicu, &status)
        try status.check("ucal_get(UCAL_ORDINAL_MONTH)")
        return Int(value) + 1
    }

    func set(_ field: CalendarField, _ value: Int) {
        cicu_calendar_set(handle, field.cicu, Int32(clamping: value))
    }

    func clear() { cicu_calendar_clear(handle) }

    /// Adds months the way the calendar counts them: ICU's Chinese calendar steps
    /// through leap months, its Hebrew calendar skips Adar I in common years.
    func addMonths(_ amount: Int) throws(CalendarGridError) {
        var status = ICUStatus()
        cicu_calendar_add(handle, CalendarField.month.cicu, Int32(amount), &status)
        try status.check("ucal_add")
    }

    /// Moves the calendar to midnight UTC of a Julian day number.
    func setJulianDay(_ julianDay: Int) throws(CalendarGridError) {
        try setMillis(Double(julianDay - ISODate.unixEpochJulianDay) * Self.millisPerDay)
    }

    /// The calendar's instant, in milliseconds since 1970-01-01T00:00Z.
    func millis() throws(CalendarGridError) -> Double {
        var status = ICUStatus()
        let value = cicu_calendar_get_millis(handle, &status)
        try status.check("ucal_getMillis")
        return value
    }

    /// A wall time that occurs twice is its first occurrence (RFC 5545).
    func useFirstRepeatedWallTime() { cicu_calendar_use_first_repeated_wall_time(handle) }

    /// Moves the calendar to the current instant.
    func setNow() throws(CalendarGridError) {
        try setMillis(cicu_now())
    }

    /// Moves the calendar to an instant, in milliseconds since 1970-01-01T00:00Z.
    func setMillis(_ millis: Double) throws(CalendarGridError) {
        var status = ICUStatus()
        cicu_calendar_set_millis(handle, millis, &status)
        try status.check("ucal_setMillis")
    }

    /// The locale's first day of the week, as ICU numbers it (1 = Sunday).
    var firstDayOfWeek: Int {
        get { Int(cicu_calendar_attribute_value(handle, CICU_FIRST_DAY_OF_WEEK)) }
        set { cicu_calendar_set_attribute(handle, CICU_FIRST_DAY_OF_WEEK, Int32(newValue)) }
    }

    var minimalDaysInFirstWeek: Int {
        get { Int(cicu_calendar_attribute_value(handle, CICU_MINIMAL_DAYS_IN_FIRST_WEEK)) }
        set { cicu_calendar_set_attribute(handle, CICU_MINIMAL_DAYS_IN_FIRST_WEEK, Int32(newValue)) }
    }

    /// Whether ICU's day-of-week type for the weekday (1 = Sunday) is any kind of
    /// weekend: a whole weekend day, or a day on which the weekend starts or ends.
    func isWeekend(_ weekday: Int) throws(CalendarGridError) -> Bool {
        var status = ICUStatus()
        let weekend = cicu_calendar_is_weekend(handle, Int32(weekday), &status)
        try status.check("ucal_getDayOfWeekType")
        return weekend != 0
    }

    /// Moves the Julian–Gregorian change to the distant past, so that the calendar is
    /// proleptic Gregorian (the toolkit's `iso8601`).
    func makeProlepticGregorian() throws(CalendarGridError) { try setGregorianChange(Self.distantPastMillis) }

    /// Moves ICU's Julian–Gregorian change where a toolkit calendar made of ICU's hybrid
    /// Gregorian one needs it: to the distant past for `iso8601` (proleptic Gregorian), to
    /// the distant future for `julian` (ICU then computes the Julian calendar throughout,
    /// as Java's GregorianCalendar does with the change at `Long.MAX_VALUE`); nowhere for
    /// every other calendar.
    func applyGregorianChange(of calendar: CalendarID) throws(CalendarGridError) {
        switch calendar {
        case .iso8601: try setGregorianChange(Self.distantPastMillis)
        case .julian: try setGregorianChange(Self.distantFutureMillis)
        default: return
        }
    }

    private func setGregorianChange(_ millis: Double) throws(CalendarGridError) {
        var status = ICUStatus()
        cicu_calendar_set_gregorian_change(handle, millis, &status)
        try status.check("ucal_setGregorianChange")
    }

    /// CLDR's calendar preference for the locale's region (`calendarPreferenceData`, after
    /// `-u-rg-`), most preferred first: `gregorian chinese` for `zh_CN`, `gregorian roc
    /// chinese` for `zh_TW`, `persian gregorian islamic …` for `fa_IR`.
    static func preferredCalendarTypes(localeID: String) throws(CalendarGridError) -> [String] {
        var status = ICUStatus()
        let enumeration = cicu_calendar_preferred_types(localeID, &status)
        try status.check("ucal_getKeywordValuesForLocale")
        return try ICUEnumeration.strings(enumeration, function: "ucal_getKeywordValuesForLocale")
    }
}
