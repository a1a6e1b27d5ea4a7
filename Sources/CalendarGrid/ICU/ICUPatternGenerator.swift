internal import CICU

/// ICU's date-time pattern generator: the locale's best pattern for a skeleton.
enum ICUPatternGenerator {
    /// The best pattern for `skeleton` (such as `yMMMM`) in the locale, whose
    /// `calendar` keyword selects the calendar's own patterns (era names for
    /// `japanese`, cyclic years for `chinese`).
    ///
    /// Never a pattern with an appended field. Where none of the calendar's patterns has
    /// the skeleton's fields, ICU's generator appends the missing ones with CLDR's
    /// appendItems (UTS #35, "Missing Skeleton Fields": `{0} ({2}: {1})`), which makes
    /// titles such as "1403 (month: Esfand)". ICU 67.1 (CLDR 37) does so for 736 of the
    /// 13,294 pairs of a locale and a calendar for `yMMMM` (`en-GB` persian and
    /// islamic-umalqura, every `bo` calendar but gregorian and chinese), ICU 72.1 for none.
    /// There the toolkit uses the locale's Gregorian pattern for the skeleton in the
    /// calendar ("Esfand 1403"; with an era, `GyMMMM`, ICU 67 drops the month: "AP 1403").
    static func bestPattern(skeleton: String, localeID: String) throws(CalendarGridError) -> String {
        if let pattern = availableFormat(skeleton: skeleton, localeID: localeID) { return pattern }
        let generated = try generate(skeleton: skeleton, localeID: localeID)
        guard generated.appendsField else { return generated.pattern }
        let gregorian = try ICULocale.settingKeyword(localeID, key: "calendar", to: "gregorian")
        if let pattern = availableFormat(skeleton: skeleton, localeID: gregorian) { return pattern }
        return try generate(skeleton: skeleton, localeID: gregorian).pattern
    }

    /// The pattern CLDR lists for exactly this skeleton in the locale's calendar
    /// (`calendar/<type>/availableFormats/<skeleton>`, with locale inheritance), which is
    /// what the generator returns for it; `nil` where the calendar lists none (then the
    /// generator builds one). Reading it costs a few resource lookups instead of a
    /// generator (0.6 ms).
    static func availableFormat(skeleton: String, localeID: String) -> String? {
        let calendar = (try? ICULocale.keywordValue(localeID, key: "calendar")) ?? nil
        return ICUResource(localeID: localeID)?
            .child(["calendar", calendar ?? "gregorian", "availableFormats", skeleton])?.string()
    }

    /// The generator's best pattern for the skeleton, as ICU gives it (appended fields
    /// included); `withStyles`: from ICU's whole generator, which also holds the patterns
    /// of the locale's date and time styles (the toolkit's own generator leaves them out).
    static func generatedPattern(
        skeleton: String, localeID: String, withStyles: Bool = false
    ) throws(CalendarGridError) -> String {
        try generate(skeleton: skeleton, localeID: localeID, withStyles: withStyles).pattern
    }

    /// A generator of the locale, without the patterns of its date and time styles unless
    /// asked: building those formats is most of a generator's cost (for `he` hebrew each
    /// builds a Hebrew-numeral formatter from its rules: 40 of a cold profile's 120 million
    /// instructions; docs/performance.md), and the skeletons asked here, which have no day
    /// or hour, never take one of them (ICUPatternGeneratorTests).
    private static func open(localeID: String, withStyles: Bool) throws(CalendarGridError) -> OpaquePointer {
        var status = ICUStatus()
        let generator =
            withStyles
            ? cicu_pattern_generator_open(localeID, &status)
            : cicu_pattern_generator_open_for_skeletons(localeID, &status)
        try status.check("udatpg_open")
        guard let generator else { throw .icuFailure(function: "udatpg_open", code: "NULL") }
        return generator
    }

    /// Whether a skeleton has only era, year, quarter and month fields, which no date or
    /// time style's pattern matches without a field more (every style has a day or an hour).
    static func isYearMonth(_ skeleton: String) -> Bool {
        skeleton.unicodeScalars.allSatisfy { "GyYuUrQqML".unicodeScalars.contains($0) }
    }

    /// The generator's best pattern, and whether it appended a field the calendar's
    /// patterns lack: the pattern then holds that field's append-item name in quotes.
    private static func generate(
        skeleton: String, localeID: String, withStyles: Bool = false
    ) throws(CalendarGridError) -> (pattern: String, appendsField: Bool) {
        // A skeleton with a day or an hour (`yMMMMEEEEd`) may take a style's pattern.
        let generator = try open(localeID: localeID, withStyles: withStyles || !Self.isYearMonth(skeleton))
        defer { cicu_pattern_generator_close(generator) }
        let units = skeleton.icuUTF16
        let pattern = try units.withUnsafeBufferPointer { skeletonPointer throws(CalendarGridError) in
            try ICUBuffer.string("udatpg_getBestPattern") { buffer, capacity, status in
                cicu_pattern_generator_best_pattern(
                    generator, skeletonPointer.baseAddress, Int32(units.count),
                    buffer, capacity, &status)
            }
        }
        for field in [
            CICU_PATTERN_FIELD_ERA, CICU_PATTERN_FIELD_YEAR, CICU_PATTERN_FIELD_MONTH, CICU_PATTERN_FIELD_DAY,
        ] {
            let name = try ICUBuffer.string("udatpg_getAppendItemName") { buffer, capacity, status in
                cicu_pattern_generator_append_item_name(generator, field, buffer, capacity, &status)
            }
            if !name.isEmpty, pattern.contains("'\(name)'") { return (pattern, true) }
        }
        return (pattern, false)
    }

    /// The locale's wide display name of the week-of-year field ("week", "שבוע", "周").
    static func weekFieldName(localeID: String, withStyles: Bool = false) throws(CalendarGridError) -> String {
        let generator = try open(localeID: localeID, withStyles: withStyles)
        defer { cicu_pattern_generator_close(generator) }
        return try ICUBuffer.string("udatpg_getFieldDisplayName") { buffer, capacity, status in
            cicu_pattern_generator_week_field_name(generator, buffer, capacity, &status)
        }
    }
}
