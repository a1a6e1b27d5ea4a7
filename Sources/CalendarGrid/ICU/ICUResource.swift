internal import CICU

/// The owner of one item of ICU's locale data (`cicu_resource *`, a `UResourceBundle*`):
/// a table, an array or a string, found with ICU's own locale inheritance and aliases
/// (`ures_getByKeyWithFallback`, what ICU's formatters read their data with).
final class ICUResource {
    private let handle: OpaquePointer

    private init(handle: OpaquePointer) { self.handle = handle }

    /// The locale's data (`ures_open`: the locale, then its parents up to root); `nil`
    /// where ICU has none.
    convenience init?(localeID: String) {
        var status = ICUStatus()
        guard let opened = cicu_resource_open(nil, localeID, &status) else { return nil }
        self.init(handle: opened)
        if status.isFailure { return nil }
    }

    deinit { cicu_resource_close(handle) }

    /// The item at `path` below this one (`["calendar", "gregorian", "dayNames"]`), each
    /// key looked up with inheritance; `nil` where there is none.
    func child(_ path: [String]) -> ICUResource? {
        var current = self
        for key in path {
            var status = ICUStatus()
            guard let next = cicu_resource_child_with_fallback(current.handle, key, &status) else { return nil }
            current = ICUResource(handle: next)
            if status.isFailure { return nil }
        }
        return current
    }

    /// How many items a table or an array holds.
    var count: Int { Int(cicu_resource_size(handle)) }

    /// Whether the item is an array.
    var isArray: Bool { cicu_resource_is_array(handle) != 0 }

    /// The item at `index` of an array or a table; `nil` where there is none.
    func item(at index: Int) -> ICUResource? {
        var status = ICUStatus()
        guard let item = cicu_resource_child_at(handle, Int32(index), &status) else { return nil }
        let resource = ICUResource(handle: item)
        return status.isFailure ? nil : resource
    }

    /// The item's text, where it is a string.
    func string() -> String? {
        var length: Int32 = 0
        var status = ICUStatus()
        guard let units = cicu_resource_string(handle, &length, &status), !status.isFailure else { return nil }
        return String(icuUTF16: UnsafeBufferPointer(start: units, count: Int(length)))
    }

    /// The strings of an array of strings; `nil` where the item is not one.
    func strings() -> [String]? {
        guard isArray else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(count)
        for index in 0..<Int32(count) {
            var length: Int32 = 0
            var status = ICUStatus()
            guard let units = cicu_resource_string_at(handle, index, &length, &status), !status.isFailure else {
                return nil
            }
            strings.append(String(icuUTF16: UnsafeBufferPointer(start: units, count: Int(length))))
        }
        return strings
    }
}
