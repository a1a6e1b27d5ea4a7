// CICU: the C boundary between CalendarGrid's Swift code and the system ICU4C.
//
// Why a boundary: every Swift module that imports CalendarGrid also loads this header's
// module. Foundation on Linux carries an ICU of its own (`_FoundationICU`) whose C types
// have the same names as the system ICU's (`UErrorCode`, `UCalendar`, …), so a header
// that included ICU's would break every app that writes `import Foundation` beside
// `import CalendarGrid` ("'UErrorCode' has different definitions in different modules").
// This header therefore names no ICU type: only standard C types, opaque handles with
// the toolkit's own names, `cicu_status` for ICU's error codes and `uint16_t` for UTF-16
// code units. The `.c` and `.cpp` files beside it include ICU's headers and call ICU;
// they compile against whichever ICU pkg-config (`icu-i18n`) finds, 67 to 78.
//
// ICU's C functions are versioned macros (`ucal_open` is `ucal_open_72`); the compiled
// files call them by their plain names and the renaming header does the rest. Never
// define U_DISABLE_RENAMING and never write a versioned name.
//
// Conventions: a function that can fail takes `cicu_status *status` last and does
// nothing when it already holds a failure, as ICU's functions do. Functions that fill a
// caller's buffer return the full length of the result, and report
// CICU_BUFFER_OVERFLOW_ERROR when the buffer is too small (ICU's preflighting).
// Times are milliseconds since 1970-01-01T00:00Z, as doubles (ICU's UDate).
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Status

/// An ICU status code (ICU's UErrorCode value) as it crosses the boundary.
/// Zero is success; negative values are warnings; positive values are failures.
typedef struct cicu_status {
    int32_t code;
} cicu_status;

/// The buffer was too small; the function returned the length it needs.
#define CICU_BUFFER_OVERFLOW_ERROR 15
/// ICU opened the root locale for a locale it has no data for.
#define CICU_USING_DEFAULT_WARNING (-127)
/// An argument ICU refused, or a field this ICU does not have.
#define CICU_ILLEGAL_ARGUMENT_ERROR 1
/// A feature this ICU release does not have (UCAL_ORDINAL_MONTH before ICU 73).
#define CICU_UNSUPPORTED_ERROR 16

/// ICU's name of a status code, such as "U_ILLEGAL_ARGUMENT_ERROR".
const char *cicu_status_name(cicu_status status);

// MARK: Versions

/// The running ICU's version (major, minor, milli, micro).
void cicu_icu_version(uint8_t version[4]);
/// The Unicode version of ICU's character data.
void cicu_unicode_version(uint8_t version[4]);
/// The CLDR version of ICU's locale data.
void cicu_cldr_version(uint8_t version[4], cicu_status *status);
/// The version of ICU's time zone data, such as "2022e".
const char *cicu_time_zone_data_version(cicu_status *status);

// MARK: Enumerations of strings

/// ICU's list of strings (UEnumeration).
typedef struct cicu_enumeration cicu_enumeration;
void cicu_enumeration_close(cicu_enumeration *enumeration);
/// The next string, NUL-terminated, or NULL at the end.
const char *cicu_enumeration_next(cicu_enumeration *enumeration, cicu_status *status);

// MARK: Calendars

/// One ICU calendar (UCalendar). Not thread-safe.
typedef struct cicu_calendar cicu_calendar;

/// The calendar fields the toolkit reads and writes.
typedef enum cicu_calendar_field {
    CICU_FIELD_ERA,
    CICU_FIELD_YEAR,
    CICU_FIELD_EXTENDED_YEAR,
    /// ICU's 0-based month (leap months share their number; see CICU_FIELD_IS_LEAP_MONTH).
    CICU_FIELD_MONTH,
    /// The 0-based position of the month in its year (ICU 73 and later; before,
    /// reading it fails with CICU_UNSUPPORTED_ERROR).
    CICU_FIELD_ORDINAL_MONTH,
    CICU_FIELD_IS_LEAP_MONTH,
    CICU_FIELD_DAY_OF_MONTH,
    CICU_FIELD_JULIAN_DAY,
    CICU_FIELD_WEEK_OF_YEAR,
    /// Milliseconds since the local day's midnight (wall time in the calendar's zone).
    CICU_FIELD_MILLISECONDS_IN_DAY,
} cicu_calendar_field;

/// The calendar's week settings.
typedef enum cicu_calendar_attribute {
    /// 1 = Sunday … 7 = Saturday, as ICU numbers weekdays.
    CICU_FIRST_DAY_OF_WEEK,
    CICU_MINIMAL_DAYS_IN_FIRST_WEEK,
} cicu_calendar_attribute;

/// A calendar for the locale (its `calendar`, `fw` and `rg` keywords apply) in a time zone
/// (UTF-16, `zone_length` units).
cicu_calendar *cicu_calendar_open(
    const uint16_t *zone, int32_t zone_length, const char *locale, cicu_status *status);
/// A copy of a calendar: its type, settings, zone and current time.
cicu_calendar *cicu_calendar_clone(const cicu_calendar *calendar, cicu_status *status);
void cicu_calendar_close(cicu_calendar *calendar);
/// ICU's calendar type ("gregorian", "hebrew", …).
const char *cicu_calendar_type(const cicu_calendar *calendar, cicu_status *status);
int32_t cicu_calendar_get(const cicu_calendar *calendar, cicu_calendar_field field, cicu_status *status);
/// Sets a field; CICU_FIELD_ORDINAL_MONTH is ignored before ICU 73.
void cicu_calendar_set(cicu_calendar *calendar, cicu_calendar_field field, int32_t value);
void cicu_calendar_clear(cicu_calendar *calendar);
void cicu_calendar_add(cicu_calendar *calendar, cicu_calendar_field field, int32_t amount, cicu_status *status);
void cicu_calendar_set_millis(cicu_calendar *calendar, double millis, cicu_status *status);
/// The calendar's instant, in milliseconds since 1970-01-01T00:00Z (from its fields if they were set).
double cicu_calendar_get_millis(const cicu_calendar *calendar, cicu_status *status);
/// Resolves a wall time that occurs twice (a DST fall-back) to its first occurrence, as
/// RFC 5545 reads a local time; a skipped one (spring-forward) is read with the offset
/// before the gap, ICU's default.
void cicu_calendar_use_first_repeated_wall_time(cicu_calendar *calendar);
int32_t cicu_calendar_attribute_value(const cicu_calendar *calendar, cicu_calendar_attribute attribute);
void cicu_calendar_set_attribute(cicu_calendar *calendar, cicu_calendar_attribute attribute, int32_t value);
/// Whether the weekday (1 = Sunday) is, wholly or partly, a weekend day in the
/// calendar's locale (ICU's day-of-week type is not UCAL_WEEKDAY).
int8_t cicu_calendar_is_weekend(const cicu_calendar *calendar, int32_t weekday, cicu_status *status);
/// Moves the Julian–Gregorian change (the calendar's cutover) to an instant.
void cicu_calendar_set_gregorian_change(cicu_calendar *calendar, double millis, cicu_status *status);
/// Writes ICU's Temporal month code of the calendar's current date (`M05L`), NUL-terminated,
/// and returns its length; 0 when this ICU has no month codes (before ICU 73, ICU-22027);
/// -1 when ICU fails or `capacity` is too small.
int32_t cicu_calendar_month_code(const cicu_calendar *calendar, char *code, int32_t capacity);
/// Whether this ICU has UCAL_ORDINAL_MONTH and Temporal month codes (ICU 73, ICU-22027).
int8_t cicu_calendar_has_month_codes(void);
/// The current instant.
double cicu_now(void);
/// CLDR's calendar preference for the locale's region, most preferred first
/// (ucal_getKeywordValuesForLocale("calendar", locale, TRUE)).
cicu_enumeration *cicu_calendar_preferred_types(const char *locale, cicu_status *status);

// MARK: Time zones

/// ICU's canonical ID of a zone ID (UTF-16); `is_system` says whether ICU knows the zone.
int32_t cicu_time_zone_canonical_id(
    const uint16_t *id, int32_t length, uint16_t *result, int32_t capacity, int8_t *is_system,
    cicu_status *status);
/// The system's default zone ID as ICU determines it (TZ, /etc/localtime).
/// The IANA zone of a Windows zone ID for territory 001 (ucal_getTimeZoneIDForWindowsID); 0
/// characters when there is none.
int32_t cicu_time_zone_for_windows_id(
    const uint16_t *id, int32_t length, uint16_t *result, int32_t capacity, cicu_status *status);
int32_t cicu_time_zone_default(uint16_t *result, int32_t capacity, cicu_status *status);

// MARK: Number formats

/// One ICU number format (UNumberFormat). Not thread-safe.
typedef struct cicu_number_format cicu_number_format;
/// The locale's decimal format (its `numbers` keyword applies), without grouping.
cicu_number_format *cicu_number_format_open(const char *locale, cicu_status *status);
/// The same format as ICU's unum_open builds it: for an algorithmic numbering system, from
/// all of the rules its description's group holds (the reference for the sets that
/// cicu_number_format_open keeps).
cicu_number_format *cicu_number_format_open_whole_rules(const char *locale, cicu_status *status);
/// How many public rule sets a rule-based format holds (`%hebrew`, `%hebrew-item`); -1 for
/// a format that is not rule-based.
int32_t cicu_number_format_public_rule_sets(const cicu_number_format *format);
void cicu_number_format_close(cicu_number_format *format);
int32_t cicu_number_format_format(
    const cicu_number_format *format, int64_t number, uint16_t *result, int32_t capacity, cicu_status *status);
/// Pads numbers with zeros to at least `digits` digits (a date pattern's `dd`); numbering
/// systems that are not decimal digits (Hebrew numerals, 初一) ignore it.
void cicu_number_format_set_minimum_digits(cicu_number_format *format, int32_t digits);

/// The name of the numbering system in effect for a locale ("latn", "arab", "hanidays").
int32_t cicu_numbering_system_name(const char *locale, char *result, int32_t capacity, cicu_status *status);
/// Every numbering system ICU knows.
cicu_enumeration *cicu_numbering_system_names(cicu_status *status);
/// The CLDR plural category of a whole number in the locale (`one`, `few`, `other`, …), as
/// ASCII into `result`.
int32_t cicu_plural_category(const char *locale, double number, char *result, int32_t capacity, cicu_status *status);
/// A numbering system's description (UTF-16): for an algorithmic one its rule set
/// (`%hebrew`, `zh/SpelloutRules/%spellout-numbering-days`), else its ten digits;
/// `algorithmic` says which.
int32_t cicu_numbering_system_description(
    const char *name, uint16_t *result, int32_t capacity, int8_t *algorithmic, cicu_status *status);

// MARK: Date formats

/// One ICU date format (UDateFormat). Not thread-safe.
typedef struct cicu_date_format cicu_date_format;

/// CLDR's date format styles.
typedef enum cicu_date_style {
    CICU_DATE_STYLE_LONG,
    CICU_DATE_STYLE_FULL,
} cicu_date_style;

/// The widths of stand-alone weekday names (CLDR: wide, abbreviated, short, narrow).
typedef enum cicu_weekday_width {
    CICU_WEEKDAY_WIDE,
    CICU_WEEKDAY_ABBREVIATED,
    CICU_WEEKDAY_SHORT,
    CICU_WEEKDAY_NARROW,
} cicu_weekday_width;

/// A date format with a pattern (UTF-16) in the locale and time zone.
cicu_date_format *cicu_date_format_open_pattern(
    const uint16_t *pattern, int32_t pattern_length, const char *locale, const uint16_t *zone,
    int32_t zone_length, cicu_status *status);
/// A copy of a date format (its locale's symbols, numbers, calendar and zone) with another
/// pattern: no second load of the locale's calendar data.
cicu_date_format *cicu_date_format_clone_pattern(
    const cicu_date_format *format, const uint16_t *pattern, int32_t pattern_length, cicu_status *status);
/// The locale's own date format in a style, with no time.
cicu_date_format *cicu_date_format_open_style(
    cicu_date_style style, const char *locale, const uint16_t *zone, int32_t zone_length, cicu_status *status);
/// The locale's own short time format (CLDR's timeFormats/short), with no date.
cicu_date_format *cicu_time_format_open_short(
    const char *locale, const uint16_t *zone, int32_t zone_length, cicu_status *status);
void cicu_date_format_close(cicu_date_format *format);
/// Gives the format a copy of the calendar.
void cicu_date_format_set_calendar(cicu_date_format *format, const cicu_calendar *calendar);
/// Gives the format a copy of the number format for every field.
void cicu_date_format_set_number_format(cicu_date_format *format, const cicu_number_format *numbers);
/// A copy of the number format the format uses for a pattern field (such as 'd'); the
/// caller closes it.
cicu_number_format *cicu_date_format_field_number_format(
    const cicu_date_format *format, uint16_t field, cicu_status *status);
int32_t cicu_date_format_format(
    const cicu_date_format *format, double millis, uint16_t *result, int32_t capacity, cicu_status *status);
/// Formats the calendar's current date with its fields as they are: formats of one calendar
/// type given one calendar compute its fields once, where each format's own copy would
/// compute them again (a Chinese date's fields cost astronomy).
int32_t cicu_date_format_format_calendar(
    const cicu_date_format *format, cicu_calendar *calendar, uint16_t *result, int32_t capacity,
    cicu_status *status);
/// The format's pattern (UTF-16), such as `EEEE, MMMM d, y`.
int32_t cicu_date_format_pattern(
    const cicu_date_format *format, uint16_t *result, int32_t capacity, cicu_status *status);
/// The stand-alone name of a weekday (1 = Sunday) in a width.
int32_t cicu_date_format_weekday_name(
    const cicu_date_format *format, cicu_weekday_width width, int32_t weekday, uint16_t *result, int32_t capacity,
    cicu_status *status);
/// The name of ICU's month `month` (0-based, as UCAL_MONTH) in the format's symbols, as a
/// field of `letters` letters writes it (3 to 5: `MMM`, `MMMM`, `MMMMM`; `LLL`… with
/// `stand_alone`); U_ILLEGAL_ARGUMENT_ERROR outside them.
int32_t cicu_date_format_month_name(
    const cicu_date_format *format, int8_t stand_alone, int32_t letters, int32_t month, uint16_t *result,
    int32_t capacity, cicu_status *status);

/// The name of year `year` (1 … 60) of the sexagenary cycle in the format's symbols, as
/// the field `U` writes it; U_ILLEGAL_ARGUMENT_ERROR where the symbols have no such name.
int32_t cicu_date_format_cyclic_year_name(
    const cicu_date_format *format, int32_t year, uint16_t *result, int32_t capacity, cicu_status *status);

// MARK: Date pattern generators

/// One ICU date-time pattern generator (UDateTimePatternGenerator). Not thread-safe.
typedef struct cicu_pattern_generator cicu_pattern_generator;
cicu_pattern_generator *cicu_pattern_generator_open(const char *locale, cicu_status *status);
/// A generator without the patterns of the locale's date and time styles (ICU 72 and later;
/// before, the whole generator), whose building is most of a generator's cost. For the
/// skeletons the toolkit asks, without a day or an hour, the answer is the whole
/// generator's (ICUPatternGeneratorTests, every locale and calendar).
cicu_pattern_generator *cicu_pattern_generator_open_for_skeletons(const char *locale, cicu_status *status);
void cicu_pattern_generator_close(cicu_pattern_generator *generator);
/// The locale's best pattern for a skeleton (UTF-16), such as `yMMMM`.
int32_t cicu_pattern_generator_best_pattern(
    cicu_pattern_generator *generator, const uint16_t *skeleton, int32_t skeleton_length, uint16_t *result,
    int32_t capacity, cicu_status *status);
/// The date fields a pattern generator names.
typedef enum cicu_pattern_field {
    CICU_PATTERN_FIELD_ERA,
    CICU_PATTERN_FIELD_YEAR,
    CICU_PATTERN_FIELD_MONTH,
    CICU_PATTERN_FIELD_DAY,
} cicu_pattern_field;

/// The name the generator gives a field when it appends the field to a pattern that
/// lacks it (CLDR's appendItems, UTS #35 "Missing Skeleton Fields": `{0} ({2}: {1})`);
/// the generator writes it quoted into the pattern.
int32_t cicu_pattern_generator_append_item_name(
    const cicu_pattern_generator *generator, cicu_pattern_field field, uint16_t *result, int32_t capacity,
    cicu_status *status);
/// The locale's wide display name of the week-of-year field ("week", "שבוע").
int32_t cicu_pattern_generator_week_field_name(
    const cicu_pattern_generator *generator, uint16_t *result, int32_t capacity, cicu_status *status);

// MARK: Date interval formats

/// One ICU date interval format (UDateIntervalFormat). Not thread-safe.
typedef struct cicu_interval_format cicu_interval_format;
cicu_interval_format *cicu_interval_format_open(
    const char *locale, const uint16_t *skeleton, int32_t skeleton_length, const uint16_t *zone,
    int32_t zone_length, cicu_status *status);
void cicu_interval_format_close(cicu_interval_format *format);
int32_t cicu_interval_format_format(
    const cicu_interval_format *format, double from, double to, uint16_t *result, int32_t capacity,
    cicu_status *status);

// MARK: Locale IDs

/// ICU's locale ID for a BCP 47 tag; `parsed_length` is how many bytes ICU understood.
int32_t cicu_locale_for_language_tag(
    const char *tag, char *result, int32_t capacity, int32_t *parsed_length, cicu_status *status);
/// The strict BCP 47 tag of an ICU locale ID.
int32_t cicu_locale_to_language_tag(const char *locale, char *result, int32_t capacity, cicu_status *status);
int32_t cicu_locale_canonicalize(const char *locale, char *result, int32_t capacity, cicu_status *status);
/// The locale ID with CLDR's aliases applied (UTS #35 canonicalization: `en_UK` → `en_GB`,
/// `sr_YU` → `sr_RS`, `sh` → `sr_Latn`, `cmn` → `zh`), as the running ICU's data has them.
int32_t cicu_locale_canonicalize_aliases(const char *locale, char *result, int32_t capacity, cicu_status *status);
int32_t cicu_locale_language(const char *locale, char *result, int32_t capacity, cicu_status *status);
int32_t cicu_locale_script(const char *locale, char *result, int32_t capacity, cicu_status *status);
/// The locale with its likely subtags added (uz_AF → uz_Arab_AF), as CLDR's likelySubtags say.
int32_t cicu_locale_add_likely_subtags(const char *locale, char *result, int32_t capacity, cicu_status *status);
int32_t cicu_locale_region(const char *locale, char *result, int32_t capacity, cicu_status *status);
int32_t cicu_locale_keyword_value(
    const char *locale, const char *keyword, char *result, int32_t capacity, cicu_status *status);
/// Sets (or, with a NULL value, removes) a keyword of the locale ID in `buffer`, in place.
int32_t cicu_locale_set_keyword_value(
    const char *keyword, const char *value, char *buffer, int32_t capacity, cicu_status *status);
/// Whether the locale's characters run right to left (CLDR's layout data).
int8_t cicu_locale_is_right_to_left(const char *locale, cicu_status *status);
int32_t cicu_locale_count_available(void);
const char *cicu_locale_available(int32_t index);
/// Whether `code` is in ICU's list of current ISO 3166 region codes (a scan of the
/// table, no strings made).
int8_t cicu_locale_is_iso_country(const char *code);

// MARK: Regions

/// What kind of region a code names (CLDR's territory containment).
typedef enum cicu_region_type {
    CICU_REGION_UNKNOWN,
    CICU_REGION_TERRITORY,
    CICU_REGION_WORLD,
    CICU_REGION_CONTINENT,
    CICU_REGION_SUBCONTINENT,
    CICU_REGION_GROUPING,
    CICU_REGION_DEPRECATED,
} cicu_region_type;

/// The type of the region a code names; CICU_REGION_UNKNOWN with a failure status for a
/// code ICU does not know.
cicu_region_type cicu_region_type_of(const char *code, cicu_status *status);

// MARK: Characters

/// Columns a terminal gives the code point: 2 for East Asian Wide and Fullwidth (UAX #11);
/// 0 for nonspacing and enclosing marks, format characters (bidi isolates, ZWJ), control
/// characters, and the medial and final Hangul jamo that combine into a syllable; 1 otherwise.
int32_t cicu_char_terminal_width(uint32_t code_point);
/// Whether a code point's bidi class is R or AL (strong right-to-left).
int8_t cicu_char_is_right_to_left(uint32_t code_point);

// MARK: Resource bundles

/// One node of ICU's resource data (UResourceBundle): locale data and supplemental data.
typedef struct cicu_resource cicu_resource;
/// The locale's bundle, with fallback to its parents and root.
cicu_resource *cicu_resource_open(const char *package, const char *locale, cicu_status *status);
/// The named bundle exactly, without fallback ("supplementalData").
cicu_resource *cicu_resource_open_direct(const char *package, const char *locale, cicu_status *status);
void cicu_resource_close(cicu_resource *resource);
cicu_resource *cicu_resource_child(const cicu_resource *resource, const char *key, cicu_status *status);
/// The child, looked up with ICU's locale inheritance and aliases (what its formatters
/// read data with).
cicu_resource *cicu_resource_child_with_fallback(const cicu_resource *resource, const char *key, cicu_status *status);
int32_t cicu_resource_size(const cicu_resource *resource);
/// The resource's string (UTF-16, `length` units, not NUL-terminated); it lives as long as
/// ICU's data.
const uint16_t *cicu_resource_string(const cicu_resource *resource, int32_t *length, cicu_status *status);
const uint16_t *cicu_resource_string_at(
    const cicu_resource *resource, int32_t index, int32_t *length, cicu_status *status);
/// The item at an index of an array or table resource.
cicu_resource *cicu_resource_child_at(const cicu_resource *resource, int32_t index, cicu_status *status);
/// Whether the resource is an array (a date pattern with its numbering override is one).
int32_t cicu_resource_is_array(const cicu_resource *resource);

#ifdef __cplusplus
}
#endif

#endif
