internal import CICU

/// ICU's locale-ID functions (`uloc_*`), with Swift types.
enum ICULocale {
    /// Parses a BCP 47 tag into an ICU locale ID. `parsedLength` is how many bytes
    /// of the tag ICU understood: fewer than all of them means the tag is malformed.
    static func forLanguageTag(_ tag: String) throws(CalendarGridError) -> (id: String, parsedLength: Int) {
        var parsed: Int32 = 0
        let result = try ICUBuffer.cString("uloc_forLanguageTag", capacity: 160) { buffer, capacity, status in
            cicu_locale_for_language_tag(tag, buffer, capacity, &parsed, &status)
        }
        return (result.value, Int(parsed))
    }

    /// The BCP 47 tag of an ICU locale ID; `nil` when ICU cannot express it strictly.
    static func toLanguageTag(_ id: String) -> String? {
        try? ICUBuffer.cString("uloc_toLanguageTag", capacity: 160) { buffer, capacity, status in
            cicu_locale_to_language_tag(id, buffer, capacity, &status)
        }.value
    }

    /// ICU's canonical form of a locale ID (CLDR aliases applied: `iw` → `he`).
    static func canonicalize(_ id: String) throws(CalendarGridError) -> String {
        try ICUBuffer.cString("uloc_canonicalize", capacity: 160) { buffer, capacity, status in
            cicu_locale_canonicalize(id, buffer, capacity, &status)
        }.value
    }

    /// The ID with CLDR's alias data applied, as UTS #35 canonicalizes (`en_UK` → `en_GB`,
    /// `sr_YU` → `sr_RS`, `en_AN` → `en_CW`, `tl` → `fil`, `sh` → `sr_Latn`, `cmn` → `zh`);
    /// ``canonicalize(_:)`` (ICU's C function) applies only a few of them.
    static func canonicalizingAliases(_ id: String) throws(CalendarGridError) -> String {
        try ICUBuffer.cString("Locale::canonicalize", capacity: 160) { buffer, capacity, status in
            cicu_locale_canonicalize_aliases(id, buffer, capacity, &status)
        }.value
    }

    static func language(_ id: String) throws(CalendarGridError) -> String {
        try ICUBuffer.cString("uloc_getLanguage", capacity: 16) { buffer, capacity, status in
            cicu_locale_language(id, buffer, capacity, &status)
        }.value
    }

    static func region(_ id: String) throws(CalendarGridError) -> String {
        try ICUBuffer.cString("uloc_getCountry", capacity: 8) { buffer, capacity, status in
            cicu_locale_region(id, buffer, capacity, &status)
        }.value
    }

    /// The value of an ICU keyword (`calendar`, `numbers`, `fw`, `rg`), or `nil`.
    static func keywordValue(_ id: String, key: String) throws(CalendarGridError) -> String? {
        let value = try ICUBuffer.cString("uloc_getKeywordValue", capacity: 32) { buffer, capacity, status in
            cicu_locale_keyword_value(id, key, buffer, capacity, &status)
        }.value
        return value.isEmpty ? nil : value
    }

    /// The ID with the keyword set to `value` (or removed, for `nil`).
    static func settingKeyword(_ id: String, key: String, to value: String?) throws(CalendarGridError) -> String {
        try ICUBuffer.cString("uloc_setKeywordValue", capacity: id.utf8.count + 64) { buffer, capacity, status in
            // uloc_setKeywordValue edits in place: the buffer starts as the ID (the
            // capacity always exceeds the ID's length, and ICU's result is no shorter).
            for (index, byte) in id.utf8CString.enumerated() where index < Int(capacity) { buffer[index] = byte }
            return cicu_locale_set_keyword_value(key, value, buffer, capacity, &status)
        }.value
    }

    /// Every locale ID ICU has data for, as ICU lists them (`ar_EG`, `sr_Latn_RS`, …).
    static func availableIDs() -> [String] {
        (0..<cicu_locale_count_available()).compactMap { index in
            cicu_locale_available(index).map { String(cString: $0) }
        }
    }

    static func script(_ id: String) throws(CalendarGridError) -> String {
        try ICUBuffer.cString("uloc_getScript", capacity: 8) { buffer, capacity, status in
            cicu_locale_script(id, buffer, capacity, &status)
        }.value
    }

    /// The script a locale is written in: its own, else CLDR's likely one (`uz_AF` → `Arab`,
    /// `uz` → `Latn`); empty where ICU knows none.
    static func likelyScript(_ id: String) -> String {
        let base = [(try? language(id)) ?? "", (try? script(id)) ?? "", (try? region(id)) ?? ""]
            .filter { !$0.isEmpty }.joinedConcretely(separator: "_")
        guard
            let maximal = try? ICUBuffer.cString(
                "uloc_addLikelySubtags", capacity: 64,
                { buffer, capacity, status in
                    cicu_locale_add_likely_subtags(base, buffer, capacity, &status)
                }
            ).value
        else { return "" }
        return (try? script(maximal)) ?? ""
    }

    /// Whether the locale's characters run right to left (CLDR layout data). Asked of
    /// language, script and region alone: the direction depends on nothing else, and
    /// ICU fails with U_BUFFER_OVERFLOW_ERROR when likely subtags make a long ID (many
    /// variants) longer than its internal buffer (found by the fuzzer).
    static func isRightToLeft(_ id: String) throws(CalendarGridError) -> Bool {
        let base = [try language(id), try script(id), try region(id)].filter { !$0.isEmpty }.joinedConcretely(
            separator: "_")
        var status = ICUStatus()
        let rightToLeft = cicu_locale_is_right_to_left(base, &status)
        try status.check("uloc_getCharacterOrientation")
        return rightToLeft != 0
    }
}

extension ICULocale {
    /// Whether ICU has locale data of its own for a language (or an alias to such
    /// data, as for `iw`, `sh`, `tl`). ICU opens any unknown locale as the root
    /// locale and says so only with `U_USING_DEFAULT_WARNING`: that warning is the
    /// signal that the language is unknown.
    static func hasData(forLanguage language: String) -> Bool {
        var status = ICUStatus()
        let bundle = cicu_resource_open(nil, language, &status)
        defer { if let bundle { cicu_resource_close(bundle) } }
        return bundle != nil && !status.isFailure && !status.isUsingDefaultWarning
    }
}
