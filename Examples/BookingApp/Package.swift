// swift-tools-version:6.0
// An app that embeds CalendarGrid as apps do: its own package, a dependency by path (an
// app elsewhere writes `.package(url: "…/CalendarGrid.git", from: "0.1.0")`), and targets
// that import Foundation beside CalendarGrid. CI builds it from an empty build folder and
// runs its tests (.ci/run).
import PackageDescription

let package = Package(
    name: "BookingApp",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "CalendarGrid", path: "../..")
    ],
    targets: [
        // The booking screen's model: a month for a locale and a Foundation Date.
        .target(
            name: "BookingCalendar",
            dependencies: [
                .product(name: "CalendarGrid", package: "CalendarGrid"),
                .product(name: "CalendarGridFoundation", package: "CalendarGrid"),
            ]
        ),
        // Prints a localized month and its JSON (Foundation's JSONEncoder).
        .executableTarget(
            name: "booking",
            dependencies: ["BookingCalendar", .product(name: "CalendarGrid", package: "CalendarGrid")]
        ),
        .testTarget(
            name: "BookingCalendarTests",
            dependencies: ["BookingCalendar", .product(name: "CalendarGrid", package: "CalendarGrid")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
