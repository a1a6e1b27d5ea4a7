internal import CICU

/// ICU's time-zone IDs, used only to find "today".
enum ICUTimeZone {
    /// ICU's canonical ID for an IANA zone ID, or `nil` when ICU does not know it
    /// (ICU would otherwise silently use `Etc/Unknown`, which is GMT).
    static func canonicalID(_ id: String) -> String? {
        let units = id.icuUTF16
        guard !units.isEmpty else { return nil }
        var isSystem: Int8 = 0
        let canonical = try? units.withUnsafeBufferPointer { pointer throws(CalendarGridError) in
            try ICUBuffer.string("ucal_getCanonicalTimeZoneID") { buffer, capacity, status in
                cicu_time_zone_canonical_id(
                    pointer.baseAddress, Int32(units.count), buffer, capacity, &isSystem, &status)
            }
        }
        guard let canonical, isSystem != 0 else { return nil }
        return canonical
    }

    /// The IANA zone of a Windows zone ID for the world (territory 001), or `nil`.
    static func zone(forWindowsID id: String) -> String? {
        let units = id.icuUTF16
        guard !units.isEmpty else { return nil }
        let zone = try? units.withUnsafeBufferPointer { pointer throws(CalendarGridError) in
            try ICUBuffer.string("ucal_getTimeZoneIDForWindowsID") { buffer, capacity, status in
                cicu_time_zone_for_windows_id(pointer.baseAddress, Int32(units.count), buffer, capacity, &status)
            }
        }
        guard let zone, !zone.isEmpty else { return nil }
        return zone
    }

    /// The system's default zone, as ICU determines it (TZ, /etc/localtime).
    static func systemDefault() throws(CalendarGridError) -> String {
        try ICUBuffer.string("ucal_getDefaultTimeZone") { buffer, capacity, status in
            cicu_time_zone_default(buffer, capacity, &status)
        }
    }
}
