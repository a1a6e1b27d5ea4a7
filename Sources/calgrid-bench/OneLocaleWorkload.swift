import CalendarGrid
import Foundation

extension Workloads {
    // 5. One locale from two tasks: what a server formatting one locale's dates on every
    // core does. Full dates ask ICU on every call, so they show whether the tasks wait for
    // each other on the profile's ICU formatters.
    static func oneLocale() async throws -> [String: Any] {
        let days = 4_000
        let first = try ISODate(parsing: "2024-01-01")
        func run(tasks: Int) async throws -> Double {
            let profile = try LocaleProfile.resolve(LocaleID("he-IL-u-ca-hebrew"))
            _ = try profile.fullDate(first)  // the formatters made before the clock starts
            let began = Measurement.now()
            let total = try await withThrowingTaskGroup(of: Int.self) { group in
                for task in 0..<tasks {
                    group.addTask {
                        var bytes = 0
                        var day = first.julianDay + task
                        for _ in 0..<(days / tasks) {
                            bytes += try profile.fullDate(ISODate(julianDay: day)).utf8.count
                            day += tasks
                        }
                        return bytes
                    }
                }
                return try await group.reduce(0, +)
            }
            sink &+= total
            return Measurement.now() - began
        }
        var one: [Double] = []
        var two: [Double] = []
        for _ in 0..<7 {
            one.append(try await run(tasks: 1))
            two.append(try await run(tasks: 2))
        }
        let oneMeasurement = Measurement(name: "one task", samples: one, unit: "run")
        let twoMeasurement = Measurement(name: "two tasks", samples: two, unit: "run")
        row("5. one locale, \(days) full dates, 1 task", oneMeasurement, scale: 1e3, unit: "ms")
        row(
            "5. one locale, \(days) full dates, 2 tasks", twoMeasurement, scale: 1e3,
            unit: String(format: "ms (speed-up %.2f×)", oneMeasurement.median / twoMeasurement.median))
        return [
            "oneLocaleOneTaskMilliseconds": oneMeasurement.median * 1e3,
            "oneLocaleTwoTasksMilliseconds": twoMeasurement.median * 1e3,
            "oneLocaleSpeedup": oneMeasurement.median / twoMeasurement.median,
        ]
    }
}
