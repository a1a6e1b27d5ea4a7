/// Renders month grids as HTML: a complete, accessible page (``document(_:)``) or just
/// the month tables, to embed in a page of an app's own (``fragment(_:)``).
///
/// - The page is UTF-8 HTML5 with `<html lang="…" dir="ltr|rtl">` from the profile; the
///   fragment wraps its tables in a `<div class="calgrid" lang dir>` so that an embedding
///   page keeps the locale's language and direction.
/// - One `<table class="calgrid-month">` per month: the title (and the secondary titles)
///   as its `<caption>`; weekday headers `<th scope="col" abbr="wide name">short name</th>`;
///   week numbers as row headers (`<th scope="row">`) when asked; one cell per day. A day of
///   the month holds `<time datetime="YYYY-MM-DD">` with its label, then its secondary
///   labels; its accessible name (`aria-label`) is the full date as the locale writes it
///   in the grid's calendar (``LocaleProfile/fullDate(_:)``), then the full dates in the
///   secondary calendars. Days of the neighbouring months are empty cells
///   (`calgrid-outside`), as `cal` leaves them blank.
/// - A day's note (``note``) is a `<bdi>`: its direction is its own text's (`120 €` stays so
///   in an Arabic page, `{"price": 150}` keeps its quotes in place).
/// - Disabled days are muted and hatched behind the label, never struck through (a line
///   through ١ reads as +).
/// - States are classes and attributes a stylesheet and a script can use: `calgrid-weekend`,
///   `calgrid-today` with `aria-current="date"`, `calgrid-outside`; with a ``marking``,
///   `calgrid-disabled` with `aria-disabled`, `calgrid-selected` with `aria-selected`,
///   `calgrid-range-start`, `calgrid-range-end`, `calgrid-in-range`.
/// - A table is a plain table, or with a ``marking`` or a ``picker`` an ARIA grid
///   (`role="grid"`), whose cells may carry `aria-selected`.
/// - The page's small stylesheet uses logical properties (`margin-inline-start`,
///   `text-align: start`), so right-to-left needs no second stylesheet.
/// - A secondary calendar whose day numbers are the grid's (``MonthGrid/secondaryDayRows``)
///   shows its title and no label in the cells; its full date stays in the accessible name.
/// - Every text from the locale, an item's payload or the caller is escaped.
///
/// ```swift
/// let grid = try GridBuilder(locale: LocaleID("he-IL-u-ca-hebrew")).month(MonthAddress(parsing: "5785-M01"))
/// let page = try HTMLRenderer().document([grid])
/// // <html lang="he-IL-u-ca-hebrew" dir="rtl"> … <td class="calgrid-day" data-date="2024-10-03"
/// //   aria-label="יום חמישי, א׳ בתשרי תשפ״ה"><time datetime="2024-10-03">א׳</time></td> …
/// ```
public struct HTMLRenderer: Sendable {
    /// How a page with a picker behaves: the script that turns the tables into a date
    /// picker (``HTMLRenderer/pickerScript``) reads these from the page.
    public struct Picker: Sendable {
        /// Single, multiple or range selection, with ``DateSelection``'s rules.
        public var mode: SelectionMode
        /// Announces every attempted change and changes nothing.
        public var isReadOnly: Bool
        /// The name of the form field that holds the selected ISO dates, comma-separated.
        public var fieldName: String
        /// The app's own texts, replacing the built-in ones key by key: what the live region
        /// says after a day's full date, the submit button's label, "no events", the event
        /// counts; any of ``messageKeys``. Keys not given are in the page's language where
        /// the toolkit has it (``builtInMessages(for:)``), else English (``defaultMessages``).
        /// `rangeIncludesDisabled` names the disabled day with `{date}`; `announcement` joins
        /// the day's full date and the message (`{date}: {message}` in English, `{date}：{message}`
        /// in Chinese).
        public var messages: [String: String]
        /// With a URL, ``HTMLRenderer/document(_:)`` puts the page's grids in a
        /// `<form method="post" action="…">` with a submit button (`submit` message), so the
        /// page posts ``fieldName`` (the selected ISO dates, comma-separated) by itself.
        public var formAction: String?

        /// The picker's settings.
        public init(
            mode: SelectionMode, isReadOnly: Bool = false, fieldName: String = "dates",
            messages: [String: String] = [:], formAction: String? = nil
        ) {
            self.mode = mode
            self.isReadOnly = isReadOnly
            self.fieldName = fieldName
            self.messages = messages
            self.formAction = formAction
        }

        /// The picker's texts in English, the last fallback: what the live region says after
        /// a day's full date, how the two are joined, the submit button's label, "no events".
        /// Their keys, with the event counts' ``eventCountKeys``, are ``messageKeys``.
        public static let defaultMessages: [String: String] = (PickerTexts.table["en"] ?? [:]).filter {
            !$0.key.hasPrefix("events.")
        }

        /// The built-in texts of the profile's language, every key the language uses (its
        /// plural categories' event counts among them): from the toolkit's reviewed table of
        /// 34 languages (CLDR has no such words). The language is
        /// found by script, then language (`zh-TW` → Traditional Chinese, `pt-PT` → `pt`),
        /// else English.
        ///
        /// ```swift
        /// let profile = try LocaleProfile.resolve(LocaleID("ar-EG"))
        /// let submit = HTMLRenderer.Picker.builtInMessages(for: profile)["submit"]  // "إرسال"
        /// ```
        public static func builtInMessages(for profile: LocaleProfile) -> [String: String] {
            PickerTexts.messages(forLocaleID: profile.icuID)
        }

        /// The languages ``builtInMessages(for:)`` has, as BCP 47 tags (`ar`, `zh-Hant`).
        public static var builtInLanguages: [String] { PickerTexts.languages }

        /// The keys of a day's event count in the cell's accessible name, one per CLDR plural
        /// category (``LocaleProfile/pluralCategory(of:)``), `{count}` standing for the
        /// number: `events.one` "{count} event", `events.other` "{count} events".
        public static let eventCountKeys = [
            "events.zero", "events.one", "events.two", "events.few", "events.many", "events.other",
        ]

        /// Every key ``messages`` takes, sorted.
        public static var messageKeys: [String] { (Array(defaultMessages.keys) + eventCountKeys).sorted() }
    }

    /// Adds the week of year as each row's header.
    public var showsWeekNumbers: Bool
    /// What each day carries (``DayContent``), asked once per cell: its marks as classes
    /// and ARIA states, its note in a `<bdi>`, its events listed and counted.
    public var contents = DayContents()
    /// What is selected and enabled (a ``DateSelection``); `nil` shows plain days.
    /// (``contents``' ``DayContents/marking``.)
    public var marking: (any DayMarking)? {
        get { contents.marking }
        set { contents.marking = newValue }
    }
    /// A text to show in a day's cell (a booking item's payload), escaped like every text.
    /// (``contents``' ``DayContents/note``.)
    public var note: (@Sendable (ISODate) -> String?)? {
        get { contents.note }
        set { contents.note = newValue }
    }
    /// Adds the picker script and its settings (``pickerScript``).
    public var picker: Picker?
    /// The events of each day: listed in the cell (`<ul class="calgrid-events">`, each
    /// summary in a `<bdi>`), and counted in the cell's accessible name by ``eventCount``.
    /// (``contents``' ``DayContents/events``.)
    public var events: (@Sendable (ISODate) -> [DayEvent])? {
        get { contents.events }
        set { contents.events = newValue }
    }
    /// How the accessible name counts a day's events; `nil` (the default) counts them in the
    /// page's language with the built-in words (``Picker/builtInMessages(for:)``), in its
    /// digits ("2 events", "٢ حدثان" …); ``eventCount(messages:profile:)`` makes one from an
    /// app's own translations by plural category.
    public var eventCount: (@Sendable (Int) -> String)? = nil

    /// A renderer; all settings are optional.
    public init(
        showsWeekNumbers: Bool = false, marking: (any DayMarking)? = nil,
        note: (@Sendable (ISODate) -> String?)? = nil, picker: Picker? = nil
    ) {
        self.showsWeekNumbers = showsWeekNumbers
        self.contents = DayContents(marking: marking, note: note)
        self.picker = picker
    }

    /// A counter of events for ``eventCount`` from translations keyed by
    /// ``Picker/eventCountKeys``: the key of the count's CLDR plural category in the
    /// profile's locale, with `{count}` in the locale's digits; where `messages` lacks that
    /// category, the built-in words of the profile's language
    /// (``Picker/builtInMessages(for:)``), then `messages`' `events.other`.
    public static func eventCount(
        messages: [String: String], profile: LocaleProfile
    ) -> @Sendable (Int) -> String {
        let builtIn = Picker.builtInMessages(for: profile)
        return { count in
            let key = "events.\(profile.pluralCategory(of: count))"
            let text = messages[key] ?? builtIn[key] ?? messages["events.other"] ?? builtIn["events.other"] ?? "{count}"
            return MessagePattern.replacing("{count}", in: text, with: profile.numberLabel(count))
        }
    }

    /// The date picker as an ES module without dependencies: roving tabindex over the day
    /// cells, arrows by day and week (left and right follow the screen in right-to-left
    /// pages), Home/End to the row's first and last day, PageUp/PageDown by month,
    /// Enter/Space to select, with ``DateSelection``'s rules; the selection in a form field
    /// and announced in a live region. Inlined by pages with a ``picker``.
    public static var pickerScript: String { String(decoding: PackageResources.picker_js, as: UTF8.self) }

    /// The stylesheet of ``document(_:)``, for apps that embed fragments.
    public static let styleSheet = """
        .calgrid-heading { font-family: system-ui, "Noto Sans", "Noto Sans CJK SC", sans-serif; \
        font-size: 1.3em; margin-block: 0 0.8em; }
        .calgrid { display: inline-block; font-family: system-ui, "Noto Sans", "Noto Sans CJK SC", sans-serif; \
        color: #1b1b1b; background: #fff; }
        .calgrid-month { display: inline-table; vertical-align: top; border-collapse: collapse; \
        margin-block: 0 1.5em; margin-inline: 0 1.5em; }
        .calgrid-month caption { font-weight: bold; padding-block-end: 0.5em; text-align: center; }
        .calgrid-secondary-title { display: block; font-weight: normal; font-size: 0.85em; color: #4a4a4a; }
        .calgrid-month th, .calgrid-month td { text-align: center; padding-block: 0.3em; \
        padding-inline: 0.45em; min-inline-size: 2.4em; }
        .calgrid-month thead th { font-weight: normal; color: #4a4a4a; }
        .calgrid-week { font-size: 0.8em; color: #4a4a4a; font-weight: normal; }
        .calgrid-day time { display: block; }
        .calgrid-secondary, .calgrid-note { display: block; font-size: 0.72em; color: #4a4a4a; }
        .calgrid-events { list-style: none; margin: 0; padding: 0; font-size: 0.72em; color: #1b1b1b; }
        .calgrid-events li::before { content: "• "; color: #1558b0; }
        .calgrid-selected .calgrid-events, .calgrid-selected .calgrid-events li::before { color: #fff; }
        .calgrid-day-events { font-size: 0.9em; margin-block: 0.5em; }
        .calgrid-day-events h2 { font-size: 1em; margin: 0 0 0.3em; }
        .calgrid-day-events .calgrid-events { font-size: 1em; }
        .calgrid-weekend { background: #f2f2f2; }
        .calgrid-holiday time { color: #b00020; }
        .calgrid-holiday-name { display: block; font-size: 0.7em; color: #b00020; }
        .calgrid-workday { background: #fff; }
        .calgrid-today { outline: 2px solid #1558b0; outline-offset: -2px; font-weight: bold; }
        .calgrid-disabled { color: #6b6b6b; background-image: repeating-linear-gradient(135deg, \
        transparent 0 6px, rgb(0 0 0 / 7%) 6px 8px); }
        .calgrid-in-range { background: #dbe7fb; }
        .calgrid-selected { background: #1558b0; color: #fff; }
        .calgrid-selected .calgrid-secondary, .calgrid-selected .calgrid-note { color: #fff; }
        [role="grid"] .calgrid-day { cursor: pointer; }
        [role="grid"] .calgrid-day:focus-visible { outline: 3px solid #1b1b1b; outline-offset: -3px; }
        .calgrid-submit { display: block; font: inherit; margin-block: 0.5em 1em; padding-block: 0.45em; \
        padding-inline: 1.4em; color: #fff; background: #1558b0; border: 1px solid #1558b0; border-radius: 0.3em; \
        cursor: pointer; }
        .calgrid-submit:hover { background: #0f4390; }
        .calgrid-submit:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
        .calgrid-visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; \
        clip-path: inset(50%); white-space: nowrap; }
        """

    /// A complete HTML5 page of the grids (they share the first grid's profile for `lang`,
    /// `dir` and the title).
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only (full dates, the
    ///   week column's name).
    public func document(_ grids: [MonthGrid]) throws(CalendarGridError) -> String {
        let profile = grids.first?.profile
        let lang = profile?.locale.identifier ?? "und"
        let dir = profile?.direction == .rightToLeft ? "rtl" : "ltr"
        let title = grids.count > 1 ? "\(grids[0].title) – \(grids[grids.count - 1].title)" : (grids.first?.title ?? "")
        var html = "<!DOCTYPE html>\n<html lang=\"\(Self.escaped(lang))\" dir=\"\(dir)\">\n<head>\n"
        html += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html +=
            "<title>\(Self.escaped(title))</title>\n<style>\n\(Self.styleSheet)\n</style>\n</head>\n<body>\n<main>\n"
        html += "<h1 class=\"calgrid-heading\">\(Self.escaped(title))</h1>\n"
        if let picker, let action = picker.formAction {
            let label = Self.messages(of: picker, profile: profile)["submit"] ?? ""
            html += "<form method=\"post\" action=\"\(Self.escaped(action))\" class=\"calgrid-form\">\n"
            html += try body(grids)
            html += "<button type=\"submit\" class=\"calgrid-submit\">\(Self.escaped(label))</button>\n</form>\n"
        } else {
            html += try body(grids)
        }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    /// The month tables alone, in a `<div class="calgrid" lang dir>` (with the picker's
    /// form field, live region and script when there is a ``picker``).
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only.
    public func fragment(_ grids: [MonthGrid]) throws(CalendarGridError) -> String {
        try body(grids)
    }

    private func body(_ grids: [MonthGrid]) throws(CalendarGridError) -> String {
        let profile = grids.first?.profile
        let lang = profile?.locale.identifier ?? "und"
        let dir = profile?.direction == .rightToLeft ? "rtl" : "ltr"
        var html = "<div class=\"calgrid\" lang=\"\(Self.escaped(lang))\" dir=\"\(dir)\""
        if picker != nil { html += " data-calgrid-picker" }
        html += ">\n"
        for grid in grids { html += try table(grid) }
        if let picker {
            html +=
                "<input type=\"hidden\" class=\"calgrid-field\" name=\"\(Self.escaped(picker.fieldName))\" "
                + "value=\"\">\n"
            html += "<p class=\"calgrid-status\" role=\"status\" aria-live=\"polite\"></p>\n"
            if events != nil {
                // The focused day's events, as an app's panel under the grid shows them.
                html += "<section class=\"calgrid-day-events\"></section>\n"
            }
            html +=
                "<script type=\"application/json\" class=\"calgrid-config\">\(Self.configuration(picker, profile: profile))</script>\n"
            html += "<script type=\"module\">\n\(Self.pickerScript)</script>\n"
        }
        html += "</div>\n"
        return html
    }

    private func table(_ grid: MonthGrid) throws(CalendarGridError) -> String {
        let profile = grid.profile
        let interactive = marking != nil || picker != nil
        var html = "<table class=\"calgrid-month\"" + (interactive ? " role=\"grid\"" : "") + ">\n<caption>"
        html += Self.escaped(grid.title)
        for title in grid.secondaryTitles {
            html += "<span class=\"calgrid-secondary-title\">\(Self.escaped(title))</span>"
        }
        html += "</caption>\n<thead><tr>"
        if showsWeekNumbers {
            html +=
                "<th scope=\"col\" class=\"calgrid-week\"><span class=\"calgrid-visually-hidden\">"
                + Self.escaped(try profile.weekColumnName()) + "</span></th>"
        }
        for name in profile.weekdayNames {
            let shown = name.short.isEmpty ? name.abbreviated : name.short
            html += "<th scope=\"col\" abbr=\"\(Self.escaped(name.wide))\">\(Self.escaped(shown))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        let secondaryProfiles = grid.secondaryCalendars.isEmpty ? [] : try secondaryProfiles(of: grid)
        // The event count in the page's language unless the app counts: built once a month.
        let counter =
            events == nil ? nil : eventCount ?? Self.eventCount(messages: picker?.messages ?? [:], profile: profile)
        let rows = grid.secondaryDayRows
        for week in grid.weeks {
            html += "<tr>"
            if showsWeekNumbers {
                html +=
                    "<th scope=\"row\" "
                    + "class=\"calgrid-week\">\(Self.escaped(profile.numberLabel(week.weekOfYear)))</th>"
            }
            for day in week.days {
                html += try cell(
                    day, profile: profile, secondaryProfiles: secondaryProfiles, rows: rows, counter: counter)
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n"
        return html
    }

    /// The profiles of a grid's secondary calendars, for their full dates.
    private func secondaryProfiles(of grid: MonthGrid) throws(CalendarGridError) -> [LocaleProfile] {
        var profiles: [LocaleProfile] = []
        for calendar in grid.secondaryCalendars {
            profiles.append(
                try LocaleProfile.resolve(grid.profile.locale, calendar: calendar, hijriOffset: grid.hijriOffset))
        }
        return profiles
    }

    private func cell(
        _ day: DayCell, profile: LocaleProfile, secondaryProfiles: [LocaleProfile], rows: [Bool],
        counter: (@Sendable (Int) -> String)?
    ) throws(CalendarGridError) -> String {
        let date = day.iso.description
        guard day.isInMonth else {
            return "<td class=\"calgrid-outside\" data-date=\"\(date)\"></td>"
        }
        var classes = ["calgrid-day"]
        var attributes = ""
        if day.isWeekend { classes.append("calgrid-weekend") }
        if day.isToday {
            classes.append("calgrid-today")
            attributes += " aria-current=\"date\""
        }
        let content = contents.content(of: day.iso)
        if let marks = content.marks {
            if !marks.isEnabled {
                classes.append("calgrid-disabled")
                attributes += " aria-disabled=\"true\""
            }
            if marks.isSelected { classes.append("calgrid-selected") }
            attributes += " aria-selected=\"\(marks.isSelected)\""
            if marks.isRangeStart == true { classes.append("calgrid-range-start") }
            if marks.isRangeEnd == true { classes.append("calgrid-range-end") }
            if marks.isInRange == true { classes.append("calgrid-in-range") }
        } else if picker != nil {
            attributes += " aria-selected=\"false\""
        }
        if content.isHolidayOff { classes.append("calgrid-holiday") }
        if let working = content.isWorkingDay {
            attributes += " data-working=\"\(working)\""
            if working && day.isWeekend { classes.append("calgrid-workday") }
        }
        // Holiday names in the grid's language; the accessible name carries them too.
        let holidayNames = content.holidays.map { $0.name(forLocaleID: profile.locale.identifier) }
        var names = [try profile.fullDate(day.iso)]
        for secondary in secondaryProfiles { names.append(try secondary.fullDate(day.iso)) }
        names += holidayNames
        let dayEvents = content.events
        if !dayEvents.isEmpty, let counter { names.append(counter(dayEvents.count)) }
        var html =
            "<td class=\"\(classes.joined(separator: " "))\" data-date=\"\(date)\""
            + " aria-label=\"\(Self.escaped(names.joined(separator: "; ")))\"\(attributes)>"
        html += "<time datetime=\"\(date)\">\(Self.escaped(day.label))</time>"
        for (index, secondary) in day.secondary.enumerated() where index >= rows.count || rows[index] {
            html += "<span class=\"calgrid-secondary\">\(Self.escaped(secondary.label))</span>"
        }
        for name in holidayNames {
            html += "<bdi class=\"calgrid-holiday-name\">\(Self.escaped(name))</bdi>"
        }
        if let note = content.note {
            html += "<bdi class=\"calgrid-note\">\(Self.escaped(note))</bdi>"
        }
        if !dayEvents.isEmpty {
            html += "<ul class=\"calgrid-events\">"
            for event in dayEvents {
                html += "<li>"
                if let time = event.localTime {
                    html +=
                        "<time datetime=\"\(Self.escaped(time))\">\(Self.escaped(event.localTimeLabel ?? time))</time> "
                }
                html += "<bdi>\(Self.escaped(event.summary))</bdi></li>"
            }
            html += "</ul>"
        }
        return html + "</td>"
    }

    /// The picker's settings as JSON, safe inside a `<script>` element (`<` is escaped, so
    /// no text can close the element).
    private static func configuration(_ picker: Picker, profile: LocaleProfile?) -> String {
        // Every text, the built-in ones merged in: the script's own English defaults are a
        // fallback only, so the two cannot drift apart.
        let messages = Self.messages(of: picker, profile: profile)
            .filter { $0.key != "submit" && !$0.key.hasPrefix("events.") }
            .sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }
        let value = JSONValue.object([
            ("mode", .string(picker.mode.rawValue)),
            ("readOnly", .bool(picker.isReadOnly)),
            ("messages", .object(messages)),
        ])
        return scriptSafe(value.serialized())
    }

    /// The picker's texts on a page of `profile`'s language: the app's, else the language's
    /// built-in ones, else English.
    private static func messages(of picker: Picker, profile: LocaleProfile?) -> [String: String] {
        let builtIn = profile.map(Picker.builtInMessages(for:)) ?? [:]
        return Picker.defaultMessages.merging(builtIn) { $1 }.merging(picker.messages) { $1 }
    }

    /// JSON text with `<` written as `\u003c`, so that `</script>` cannot occur in it.
    static func scriptSafe(_ json: String) -> String {
        var result = ""
        for character in json { result += character == "<" ? "\\u003c" : String(character) }
        return result
    }

    /// Text for HTML content and attribute values: `&`, `<`, `>`, `"` and `'` escaped, and
    /// control characters other than tab and line breaks shown as `\u{1B}` (HTML text may
    /// not hold them). Bidi formatting characters are kept: the renderer puts a file's text
    /// in a `<bdi>`, which ends whatever they open.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r\n", "\r": result.append(character)
            default:
                // HTML text may hold no other control character (HTML §13.1.3): a file's
                // controls are shown as \u{1B}, as terminals show them.
                if character.unicodeScalars.contains(where: ControlCharacters.isControl) {
                    result += ControlCharacters.visible(String(character), escaping: ControlCharacters.isControl)
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }
}
