// Calendars and time zones: ucal_*.
#include "cicu_icu.h"

UCalendarDateFields cicu_icu_field(cicu_calendar_field field) {
    switch (field) {
    case CICU_FIELD_ERA: return UCAL_ERA;
    case CICU_FIELD_YEAR: return UCAL_YEAR;
    case CICU_FIELD_EXTENDED_YEAR: return UCAL_EXTENDED_YEAR;
    case CICU_FIELD_MONTH: return UCAL_MONTH;
    case CICU_FIELD_ORDINAL_MONTH:
#if U_ICU_VERSION_MAJOR_NUM >= 73
        return UCAL_ORDINAL_MONTH;
#else
        return UCAL_FIELD_COUNT;
#endif
    case CICU_FIELD_IS_LEAP_MONTH: return UCAL_IS_LEAP_MONTH;
    case CICU_FIELD_DAY_OF_MONTH: return UCAL_DATE;
    case CICU_FIELD_JULIAN_DAY: return UCAL_JULIAN_DAY;
    case CICU_FIELD_WEEK_OF_YEAR: return UCAL_WEEK_OF_YEAR;
    case CICU_FIELD_MILLISECONDS_IN_DAY: return UCAL_MILLISECONDS_IN_DAY;
    }
    return UCAL_FIELD_COUNT;
}

static UCalendarAttribute cicu_icu_attribute(cicu_calendar_attribute attribute) {
    switch (attribute) {
    case CICU_FIRST_DAY_OF_WEEK: return UCAL_FIRST_DAY_OF_WEEK;
    case CICU_MINIMAL_DAYS_IN_FIRST_WEEK: return UCAL_MINIMAL_DAYS_IN_FIRST_WEEK;
    }
    return UCAL_FIRST_DAY_OF_WEEK;
}

int8_t cicu_calendar_has_month_codes(void) { return U_ICU_VERSION_MAJOR_NUM >= 73; }

cicu_calendar *cicu_calendar_open(const uint16_t *zone, int32_t zone_length, const char *locale, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UCalendar *calendar = ucal_open((const UChar *)zone, zone_length, locale, UCAL_DEFAULT, &code);
    cicu_store_status(status, code);
    return (cicu_calendar *)calendar;
}

cicu_calendar *cicu_calendar_clone(const cicu_calendar *calendar, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UCalendar *copy = ucal_clone(CICU_CALENDAR(calendar), &code);
    cicu_store_status(status, code);
    return (cicu_calendar *)copy;
}

void cicu_calendar_close(cicu_calendar *calendar) { ucal_close(CICU_CALENDAR(calendar)); }

const char *cicu_calendar_type(const cicu_calendar *calendar, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    const char *type = ucal_getType(CICU_CALENDAR(calendar), &code);
    cicu_store_status(status, code);
    return type;
}

int32_t cicu_calendar_get(const cicu_calendar *calendar, cicu_calendar_field field, cicu_status *status) {
    if (status->code > 0) return 0;
    UCalendarDateFields icuField = cicu_icu_field(field);
    if (icuField == UCAL_FIELD_COUNT) {
        status->code = CICU_UNSUPPORTED_ERROR;
        return 0;
    }
    UErrorCode code = cicu_icu_status(status);
    int32_t value = ucal_get(CICU_CALENDAR(calendar), icuField, &code);
    cicu_store_status(status, code);
    return value;
}

void cicu_calendar_set(cicu_calendar *calendar, cicu_calendar_field field, int32_t value) {
    UCalendarDateFields icuField = cicu_icu_field(field);
    if (icuField != UCAL_FIELD_COUNT) ucal_set(CICU_CALENDAR(calendar), icuField, value);
}

void cicu_calendar_clear(cicu_calendar *calendar) { ucal_clear(CICU_CALENDAR(calendar)); }

void cicu_calendar_add(cicu_calendar *calendar, cicu_calendar_field field, int32_t amount, cicu_status *status) {
    if (status->code > 0) return;
    UCalendarDateFields icuField = cicu_icu_field(field);
    if (icuField == UCAL_FIELD_COUNT) {
        status->code = CICU_UNSUPPORTED_ERROR;
        return;
    }
    UErrorCode code = cicu_icu_status(status);
    ucal_add(CICU_CALENDAR(calendar), icuField, amount, &code);
    cicu_store_status(status, code);
}

void cicu_calendar_set_millis(cicu_calendar *calendar, double millis, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    ucal_setMillis(CICU_CALENDAR(calendar), millis, &code);
    cicu_store_status(status, code);
}

int32_t cicu_calendar_attribute_value(const cicu_calendar *calendar, cicu_calendar_attribute attribute) {
    return ucal_getAttribute(CICU_CALENDAR(calendar), cicu_icu_attribute(attribute));
}

void cicu_calendar_set_attribute(cicu_calendar *calendar, cicu_calendar_attribute attribute, int32_t value) {
    ucal_setAttribute(CICU_CALENDAR(calendar), cicu_icu_attribute(attribute), value);
}

int8_t cicu_calendar_is_weekend(const cicu_calendar *calendar, int32_t weekday, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UCalendarWeekdayType type = ucal_getDayOfWeekType(CICU_CALENDAR(calendar), (UCalendarDaysOfWeek)weekday, &code);
    cicu_store_status(status, code);
    return type != UCAL_WEEKDAY;
}

void cicu_calendar_set_gregorian_change(cicu_calendar *calendar, double millis, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    ucal_setGregorianChange(CICU_CALENDAR(calendar), millis, &code);
    cicu_store_status(status, code);
}

double cicu_now(void) { return ucal_getNow(); }

cicu_enumeration *cicu_calendar_preferred_types(const char *locale, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UEnumeration *types = ucal_getKeywordValuesForLocale("calendar", locale, 1, &code);
    cicu_store_status(status, code);
    return (cicu_enumeration *)types;
}

const char *cicu_time_zone_data_version(cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    const char *version = ucal_getTZDataVersion(&code);
    cicu_store_status(status, code);
    return version;
}

int32_t cicu_time_zone_canonical_id(
    const uint16_t *id, int32_t length, uint16_t *result, int32_t capacity, int8_t *is_system,
    cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UBool system = 0;
    int32_t written = ucal_getCanonicalTimeZoneID(
        (const UChar *)id, length, (UChar *)result, capacity, &system, &code);
    cicu_store_status(status, code);
    *is_system = system ? 1 : 0;
    return written;
}

int32_t cicu_time_zone_for_windows_id(
    const uint16_t *id, int32_t length, uint16_t *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t written = ucal_getTimeZoneIDForWindowsID((const UChar *)id, length, "001", (UChar *)result, capacity, &code);
    cicu_store_status(status, code);
    return written;
}

int32_t cicu_time_zone_default(uint16_t *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t written = ucal_getDefaultTimeZone((UChar *)result, capacity, &code);
    cicu_store_status(status, code);
    return written;
}

double cicu_calendar_get_millis(const cicu_calendar *calendar, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UDate millis = ucal_getMillis(CICU_CALENDAR(calendar), &code);
    cicu_store_status(status, code);
    return millis;
}

void cicu_calendar_use_first_repeated_wall_time(cicu_calendar *calendar) {
    ucal_setAttribute(CICU_CALENDAR(calendar), UCAL_REPEATED_WALL_TIME, UCAL_WALLTIME_FIRST);
}
