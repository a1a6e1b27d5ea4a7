/// A map that holds at most `capacity` entries and, when full, forgets the one used least
/// recently: the toolkit's caches (profiles, month texts, year layouts, secondary columns)
/// are all of this kind, so that a server meeting many locales or a sweep over centuries
/// stays bounded while the months a user scrolls over stay cached.
///
/// Lookups and insertions are O(1): entries live in an array and are chained from the most
/// to the least recently used by indices. Not thread-safe by itself; the caches keep it
/// inside ``Locked``.
package struct RecencyCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key
        var value: Value
        /// The next more recently used entry's index (-1: none).
        var newer: Int
        /// The next less recently used entry's index (-1: none).
        var older: Int
    }

    let capacity: Int
    private var slots: [Key: Int] = [:]
    private var entries: [Entry] = []
    private var newest = -1
    private var oldest = -1

    /// A cache of at most `capacity` entries (at least one).
    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many entries are kept.
    var count: Int { slots.count }

    /// The value kept for `key`, which becomes the most recently used; `nil` if none.
    package mutating func value(for key: Key) -> Value? {
        guard let index = slots[key] else { return nil }
        moveToFront(index)
        return entries[index].value
    }

    /// Whether `key` is kept, without making it recently used.
    package func contains(_ key: Key) -> Bool { slots[key] != nil }

    /// Keeps `value` for `key` as the most recently used entry; when the cache is full the
    /// least recently used entry makes room.
    package mutating func insert(_ value: Value, for key: Key) {
        if let index = slots[key] {
            entries[index].value = value
            moveToFront(index)
            return
        }
        let index: Int
        if entries.count < capacity {
            index = entries.count
            entries.append(Entry(key: key, value: value, newer: -1, older: -1))
        } else {
            index = oldest
            unlink(index)
            slots[entries[index].key] = nil
            entries[index].key = key
            entries[index].value = value
        }
        slots[key] = index
        linkAtFront(index)
    }

    /// Forgets every entry.
    package mutating func removeAll() {
        slots.removeAll()
        entries.removeAll()
        newest = -1
        oldest = -1
    }

    private mutating func moveToFront(_ index: Int) {
        guard index != newest else { return }
        unlink(index)
        linkAtFront(index)
    }

    private mutating func unlink(_ index: Int) {
        let newer = entries[index].newer
        let older = entries[index].older
        if newer >= 0 { entries[newer].older = older } else { newest = older }
        if older >= 0 { entries[older].newer = newer } else { oldest = newer }
        entries[index].newer = -1
        entries[index].older = -1
    }

    private mutating func linkAtFront(_ index: Int) {
        entries[index].older = newest
        entries[index].newer = -1
        if newest >= 0 { entries[newest].newer = index }
        newest = index
        if oldest < 0 { oldest = index }
    }
}
