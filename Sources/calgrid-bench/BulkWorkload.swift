import CalendarGrid
import Foundation
import Synchronization

extension Workloads {
    // 3. Bulk: every locale × its default calendar × 12 months, rendered to JSON,
    // profiles resolved afresh in every run.
    static func bulk() async throws -> [String: Any] {
        let everyLocale = LocaleID.available()
        let january = try ISODate(parsing: "2024-01-01")
        func run(tasks: Int, coldProfiles: Bool = true) async throws -> Int {
            if coldProfiles { LocaleProfile.removeAllCached() }
            // Each task takes the next locale not yet taken, so that neither waits
            // at the end for the other.
            let next = Counter()
            return try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<tasks {
                    group.addTask {
                        var bytes = 0
                        let renderer = JSONRenderer()
                        while true {
                            let index = next.value.wrappingAdd(1, ordering: .relaxed).oldValue
                            guard index < everyLocale.count else { break }
                            let builder = try GridBuilder(locale: everyLocale[index], today: january)
                            let grids = try builder.months(startingAt: january, count: 12)
                            bytes += renderer.render(grids).utf8.count
                        }
                        return bytes
                    }
                }
                return try await group.reduce(0, +)
            }
        }
        /// Wall seconds per run, and the process's CPU seconds over wall seconds: about
        /// 2 when both tasks really ran at once, less when the machine's other work
        /// took a core.
        func time(tasks: Int, coldProfiles: Bool = true) async throws -> (Measurement, Double) {
            _ = try await run(tasks: tasks, coldProfiles: coldProfiles)  // warm-up
            var samples: [Double] = []
            var cpu = 0.0
            var wall = 0.0
            for _ in 0..<5 {
                let cpuBefore = cpuSeconds()
                let began = Measurement.now()
                let bytes = try await run(tasks: tasks, coldProfiles: coldProfiles)
                let elapsed = Measurement.now() - began
                samples.append(elapsed)
                cpu += cpuSeconds() - cpuBefore
                wall += elapsed
                sink &+= bytes
            }
            return (Measurement(name: "bulk", samples: samples, unit: "run"), cpu / wall)
        }
        let (one, oneParallelism) = try await time(tasks: 1)
        let (two, twoParallelism) = try await time(tasks: 2)
        row(
            "3. bulk, \(everyLocale.count) locales × 12 months JSON, 1 task", one, scale: 1,
            unit: String(format: "s (CPU/wall %.2f)", oneParallelism))
        row(
            "3. bulk, 2 tasks", two, scale: 1,
            unit: String(format: "s (speed-up %.2f×, CPU/wall %.2f)", one.median / two.median, twoParallelism))
        // Profiles alone (resolved afresh, no grids): how well ICU's loading scales.
        func profiles(tasks: Int) async throws -> Double {
            var best = Double.infinity
            for _ in 0..<4 {
                LocaleProfile.removeAllCached()
                let next = Counter()
                let began = Measurement.now()
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<tasks {
                        group.addTask {
                            while true {
                                let index = next.value.wrappingAdd(1, ordering: .relaxed).oldValue
                                guard index < everyLocale.count else { break }
                                _ = try LocaleProfile.resolve(everyLocale[index])
                            }
                        }
                    }
                    try await group.waitForAll()
                }
                best = min(best, Measurement.now() - began)
            }
            return best
        }
        let profilesOne = try await profiles(tasks: 1)
        let profilesTwo = try await profiles(tasks: 2)
        print(
            Self.padded("3. profiles alone (best of 4), 1 task / 2 tasks", 52)
                + String(
                    format: "%10.3f %10.3f  s (speed-up %.2f×)", profilesOne, profilesTwo, profilesOne / profilesTwo))

        // The same with every profile already resolved: grids and JSON only.
        let (warmOne, _) = try await time(tasks: 1, coldProfiles: false)
        let (warmTwo, warmParallelism) = try await time(tasks: 2, coldProfiles: false)
        row("3. bulk, profiles already resolved, 1 task", warmOne, scale: 1, unit: "s")
        row(
            "3. bulk, profiles already resolved, 2 tasks", warmTwo, scale: 1,
            unit: String(format: "s (speed-up %.2f×, CPU/wall %.2f)", warmOne.median / warmTwo.median, warmParallelism))
        return [
            "bulkLocales": everyLocale.count, "bulkOneTaskSeconds": one.median, "bulkTwoTasksSeconds": two.median,
            "bulkSpeedup": one.median / two.median, "bulkTwoTasksCPUOverWall": twoParallelism,
            "bulkWarmOneTaskSeconds": warmOne.median, "bulkWarmTwoTasksSeconds": warmTwo.median,
            "bulkWarmSpeedup": warmOne.median / warmTwo.median,
            "profilesOneTaskSeconds": profilesOne, "profilesTwoTasksSeconds": profilesTwo,
        ]
    }

    /// A shared counter for tasks to take work from.
    final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }
}
