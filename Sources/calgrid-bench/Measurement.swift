/// Timing for the benchmark: repeated samples after a warm-up, reported as median and
/// spread, because this machine is shared and noisy.
struct Measurement {
    let name: String
    /// Seconds per unit (per month, per profile, …), one value per sample.
    let samples: [Double]
    let unit: String

    var median: Double { Self.percentile(samples, 0.5) }
    var minimum: Double { samples.min() ?? 0 }
    var p90: Double { Self.percentile(samples, 0.9) }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let position = fraction * Double(sorted.count - 1)
        let low = Int(position)
        let high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }

    /// Runs `body` once to warm up, then again until at least `minimumSeconds` of
    /// samples are collected (and at least `minimumSamples`). `body` returns how many
    /// units it did; each sample is its time divided by that.
    static func run(
        _ name: String, unit: String, minimumSeconds: Double = 0.2, minimumSamples: Int = 5,
        warmUp: Bool = true, _ body: () throws -> Int
    ) rethrows -> Measurement {
        if warmUp { _ = try body() }
        var samples: [Double] = []
        var total = 0.0
        while total < minimumSeconds || samples.count < minimumSamples {
            let start = now()
            let units = try body()
            let elapsed = now() - start
            total += elapsed
            samples.append(elapsed / Double(max(units, 1)))
        }
        return Measurement(name: name, samples: samples, unit: unit)
    }

    static func now() -> Double {
        let instant = ContinuousClock.now
        let components = instant.duration(to: start).components
        return -(Double(components.seconds) + Double(components.attoseconds) / 1e18)
    }

    private static let start = ContinuousClock.now
}
