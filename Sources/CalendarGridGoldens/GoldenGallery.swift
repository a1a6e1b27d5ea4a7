import CalendarGrid

/// The golden gallery (`Scripts/gallery`): every golden case rendered as a calendar by
/// ``HTMLRenderer``, grouped by calendar and locale, each with its name and command; with
/// renderings from more than one ICU, side by side, the cases that differ marked.
///
/// Renderings travel between processes built against different ICUs as a plain text
/// file (``serialized()``): a header line with the ICU and CLDR versions, then for each
/// case a line `### name<TAB>calendar<TAB>locale<TAB>command` and its fragment's lines.
package enum GoldenGallery {
    package struct Rendering: Sendable {
        package let name: String
        package let calendar: String
        package let locale: String
        package let command: String
        package let fragment: String

        package init(name: String, calendar: String, locale: String, command: String, fragment: String) {
            self.name = name
            self.calendar = calendar
            self.locale = locale
            self.command = command
            self.fragment = fragment
        }
    }

    /// The renderings of one ICU.
    package struct Set: Sendable {
        package let icu: String
        package let cldr: String
        package let renderings: [Rendering]

        package init(icu: String, cldr: String, renderings: [Rendering]) {
            self.icu = icu
            self.cldr = cldr
            self.renderings = renderings
        }
    }

    private static let marker = "### "

    /// Every case of `Goldens/cases.tsv` rendered with the running ICU, serialized.
    package static func serialized() throws(GoldenCase.Failure) -> String {
        var text = "calgrid-gallery\t\(CalendarGridVersion.icu)\t\(CalendarGridVersion.cldr)\n"
        for goldenCase in try GoldenCase.all() {
            let rendered = try goldenCase.renderHTML()
            let command = "calgrid " + goldenCase.arguments.joined(separator: " ")
            text +=
                marker + [goldenCase.name, rendered.calendar, goldenCase.locale, command].joined(separator: "\t") + "\n"
            text += rendered.fragment
        }
        return text
    }

    /// A file that ``serialized()`` wrote; `nil` when it is not one.
    package static func parse(_ text: String) -> Set? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let header = lines.popFirst()?.split(separator: "\t"), header.count == 3, header[0] == "calgrid-gallery"
        else {
            return nil
        }
        var renderings: [Rendering] = []
        var current: [Substring]? = nil
        var body: [Substring] = []
        func finish() {
            guard let fields = current, fields.count == 4 else { return }
            renderings.append(
                Rendering(
                    name: String(fields[0]), calendar: String(fields[1]), locale: String(fields[2]),
                    command: String(fields[3]), fragment: body.joined(separator: "\n")))
        }
        for line in lines {
            if line.hasPrefix(marker) {
                finish()
                current = line.dropFirst(marker.count).split(separator: "\t", omittingEmptySubsequences: false)
                body = []
            } else {
                body.append(line)
            }
        }
        finish()
        return Set(icu: String(header[1]), cldr: String(header[2]), renderings: renderings)
    }

    /// The page: one section per calendar (in ``CalendarID`` order), the cases by locale
    /// and name, each set's calendar side by side; cases whose renderings differ between
    /// sets are marked and listed first.
    package static func page(_ sets: [Set]) -> String {
        let first = sets.first?.renderings ?? []
        let others = sets.dropFirst().map { set in
            Dictionary(set.renderings.map { ($0.name, $0) }, uniquingKeysWith: { one, _ in one })
        }
        let differing = Swift.Set(
            first.filter { rendering in
                others.contains { $0[rendering.name]?.fragment != rendering.fragment }
            }.map(\.name))
        let order = CalendarID.allCases.map(\.rawValue)
        let calendars = Swift.Set(first.map(\.calendar)).sorted {
            (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1)
        }
        let setNames = sets.map { "ICU \($0.icu) (CLDR \($0.cldr))" }
        var html = """
            <!DOCTYPE html>
            <html lang="en" dir="ltr">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>CalendarGrid golden gallery</title>
            <style>
            \(HTMLRenderer.styleSheet)
            body { font-family: system-ui, "Noto Sans", sans-serif; margin: 1.5em; color: #1b1b1b; }
            .case { border-block-start: 1px solid #ccc; padding-block: 0.8em; }
            .case.differs { background: #fff6e0; }
            .case h4 { margin-block: 0 0.2em; font-size: 1em; }
            .case code { font-size: 0.85em; }
            .sets { display: flex; flex-wrap: wrap; gap: 2em; align-items: flex-start; margin-block-start: 0.6em; }
            .set-name { font-size: 0.8em; color: #4a4a4a; margin-block: 0 0.3em; }
            .badge { font-size: 0.8em; background: #8a4b00; color: #fff; padding-inline: 0.4em; border-radius: 0.3em; }
            </style>
            </head>
            <body>
            <main>
            <h1>CalendarGrid golden gallery</h1>

            """
        html +=
            "<p>\(first.count) golden cases of Goldens/cases.tsv, rendered by calgrid with "
            + HTMLRenderer.escaped(setNames.joined(separator: " and ")) + ".</p>\n"
        if sets.count > 1 {
            html += "<p>\(differing.count) cases differ between the sets:</p>\n<ul>\n"
            for rendering in first where differing.contains(rendering.name) {
                let name = HTMLRenderer.escaped(rendering.name)
                html += "<li><a href=\"#\(name)\">\(name)</a></li>\n"
            }
            html += "</ul>\n"
        }
        for calendar in calendars {
            html += "<section>\n<h2>\(HTMLRenderer.escaped(calendar))</h2>\n"
            let cases = first.filter { $0.calendar == calendar }.sorted { ($0.locale, $0.name) < ($1.locale, $1.name) }
            var locale: String? = nil
            for rendering in cases {
                if rendering.locale != locale {
                    locale = rendering.locale
                    html += "<h3>\(HTMLRenderer.escaped(rendering.locale))</h3>\n"
                }
                let differs = differing.contains(rendering.name)
                html +=
                    "<article class=\"case\(differs ? " differs" : "")\" "
                    + "id=\"\(HTMLRenderer.escaped(rendering.name))\">\n"
                html += "<h4>\(HTMLRenderer.escaped(rendering.name))"
                if differs { html += " <span class=\"badge\">differs</span>" }
                html += "</h4>\n<p><code>\(HTMLRenderer.escaped(rendering.command))</code></p>\n<div class=\"sets\">\n"
                for (index, set) in sets.enumerated() {
                    let fragment = index == 0 ? rendering.fragment : others[index - 1][rendering.name]?.fragment
                    html += "<div class=\"set\">\n"
                    if sets.count > 1 { html += "<p class=\"set-name\">\(HTMLRenderer.escaped(setNames[index]))</p>\n" }
                    html += fragment ?? "<p>(no such case with ICU \(HTMLRenderer.escaped(set.icu)))</p>\n"
                    html += "</div>\n"
                }
                html += "</div>\n</article>\n"
            }
            html += "</section>\n"
        }
        html += "</main>\n</body>\n</html>\n"
        return html
    }
}
