import CalendarGrid

/// The text of `calgrid --help`.
enum HelpText {
    static let text = """
    usage: calgrid [LOCALE] [options]
           calgrid pick [LOCALE] [--mode single|multiple|range] [--items FILE.json]
                        [--min DATE] [--max DATE] [--no-past] [--no-future] [grid options]

    Prints month grids as a calendar in LOCALE shows them: its first weekday, weekend,
    names, digits, direction and calendar.

    LOCALE                 a BCP 47 tag (ar-EG, he-IL-u-ca-hebrew, en-US-u-fw-mon) or an
                           ICU ID (ja_JP@calendar=japanese); default: from LC_ALL,
                           LC_TIME or LANG, else en-US

    options:
      --calendar ID        the calendar, overriding the locale's (see --list-calendars)
      --month YEAR-MONTH   a month of the grid's calendar: YEAR-MONTHCODE (5784-M05L)
                           or YEAR-ORDINAL (1446-9)
      --date YYYY-MM-DD    the month that contains this ISO date
      --months N           N consecutive months from the first one (1 to \(CommandLineOptions.maximumMonthCount); default 1)
      --year YEAR          every month of that year of the grid's calendar
      --format text|json   default text
      --week-numbers       the week of year on each row (always present in JSON)
      --secondary CAL[,CAL]  one or two calendars shown under each day; auto:
                           the region's next preferred calendar, if any
      --hijri-offset N     move the islamic calendars' dates by N days, -2 to 2
                           (+1: each month begins a day earlier)
      --today YYYY-MM-DD   the day to mark as today (default: the current day)
      --time-zone TZ       the IANA zone that decides the current day (default: the system's)
      --list-locales       every locale ICU has here, one per line
      --list-calendars     every calendar ID, one per line
      --help, --version

    Without --month, --date or --year the month containing today is shown.

    calgrid pick opens an interactive picker (stdin and stdout must be a terminal):
    arrows move by day and week (left and right follow the screen in right-to-left
    locales), PgUp/PgDn change month, Space toggles, Enter prints the chosen ISO dates
    one per line (exit 0), Esc or q cancels (exit 1), Ctrl-C exits 130.
      --mode MODE          single (default), multiple or range
      --items FILE.json    the availability list: [{"date": "2024-09-17", "enabled": true,
                           "selected": false, "payload": …}, …]; other days are disabled
      --min DATE, --max DATE, --no-past, --no-future   bounds on the days that may be picked

    examples:
      calgrid ar-EG
      calgrid fa-IR --month 1403-12
      calgrid he-IL --calendar hebrew --month 5784-M05L
      calgrid ja-JP-u-ca-japanese --date 2019-05-01
      calgrid zh-CN --calendar chinese --year 2023
      calgrid am-ET --calendar ethiopic --month 2015-M13
      calgrid en-US-u-fw-mon --months 3 --week-numbers
      calgrid de-DE --format json
      calgrid zh-CN --secondary auto --month 2024-9
      calgrid ar-SA --secondary gregorian --hijri-offset 1

    exit status: 0 success; 64 bad usage or input; 70 internal or ICU failure;
    74 standard output could not be written.
    """
}
