internal import CalendarGrid

/// The counts a `COUNT` rule has reached at period boundaries, kept per rule and DTSTART, so
/// that a window after DTSTART counts from the nearest boundary before it rather than from
/// DTSTART (a 2,000-occurrence rule laid on twelve month grids counts its prefix once), and
/// where the rule ended. Bounded by recency; shared by every expansion, behind a lock.
final class CountCheckpoints: Sendable {
    /// A rule and its start: the same pair always counts alike.
    struct Key: Hashable, Sendable {
        let rule: String
        let start: EventTime
    }

    /// The state before a step: how many occurrences were counted, and the last let through.
    struct Mark: Sendable {
        let step: Int
        let counted: Int
        let lastEmitted: RecurrenceExpansion.Time?
    }

    private struct Entry {
        var marks: [Mark] = []
        var endStep: Int? = nil
    }

    /// One mark every this many steps.
    static let stride = 8
    /// The most marks kept for one rule (beyond them, the last is resumed from).
    static let marksPerRule = 4096

    static let shared = CountCheckpoints()

    private let entries = Locked(RecencyCache<Key, Entry>(capacity: 256))

    /// The latest mark at or before `step`, and the step at which the rule ended, if known.
    func resume(_ key: Key, before step: Int) -> (mark: Mark?, endStep: Int?) {
        entries.withLock { cache in
            guard let entry = cache.value(for: key) else { return (nil, nil) }
            // Marks are sorted by step: the last one not after `step`.
            var low = 0
            var high = entry.marks.count
            while low < high {
                let middle = (low + high) / 2
                if entry.marks[middle].step <= step { low = middle + 1 } else { high = middle }
            }
            return (low > 0 ? entry.marks[low - 1] : nil, entry.endStep)
        }
    }

    /// Forgets every kept count (for the benchmark's cold runs).
    func removeAll() {
        entries.withLock { $0.removeAll() }
    }

    /// Adds the marks a walk made (in step order) and, if the rule ended, where.
    func record(_ key: Key, _ marks: [Mark], endStep: Int?) {
        guard !marks.isEmpty || endStep != nil else { return }
        entries.withLock { cache in
            var entry = cache.value(for: key) ?? Entry()
            for mark in marks where entry.marks.count < Self.marksPerRule {
                // Kept in step order; a step already marked is the same count.
                if let lastStep = entry.marks.last?.step, mark.step <= lastStep {
                    if !entry.marks.contains(where: { $0.step == mark.step }) {
                        let index = entry.marks.firstIndex { $0.step > mark.step } ?? entry.marks.count
                        entry.marks.insert(mark, at: index)
                    }
                } else {
                    entry.marks.append(mark)
                }
            }
            if let endStep { entry.endStep = min(endStep, entry.endStep ?? endStep) }
            cache.insert(entry, for: key)
        }
    }
}
