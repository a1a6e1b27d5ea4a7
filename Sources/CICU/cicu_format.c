// Number, date, pattern-generator and interval formats: unum_*, unumsys_*, udat_*,
// udatpg_*, udtitvfmt_*.
#include "cicu_icu.h"

#include <string.h>

void cicu_number_format_close(cicu_number_format *format) { unum_close(CICU_NUMBER_FORMAT(format)); }

int32_t cicu_number_format_format(
    const cicu_number_format *format, int64_t number, uint16_t *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = unum_formatInt64(CICU_NUMBER_FORMAT(format), number, (UChar *)result, capacity, NULL, &code);
    cicu_store_status(status, code);
    return length;
}

void cicu_number_format_set_minimum_digits(cicu_number_format *format, int32_t digits) {
    unum_setAttribute(CICU_NUMBER_FORMAT(format), UNUM_MIN_INTEGER_DIGITS, digits);
}

int32_t cicu_numbering_system_name(const char *locale, char *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UNumberingSystem *system = unumsys_open(locale, &code);
    if (U_FAILURE(code) || system == NULL) {
        cicu_store_status(status, U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR);
        return 0;
    }
    const char *name = unumsys_getName(system);
    int32_t length = name == NULL ? 0 : (int32_t)strlen(name);
    if (length < capacity) {
        memcpy(result, name, (size_t)length + 1);
    } else {
        code = U_BUFFER_OVERFLOW_ERROR;
    }
    unumsys_close(system);
    cicu_store_status(status, code);
    return length;
}

cicu_enumeration *cicu_numbering_system_names(cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UEnumeration *names = unumsys_openAvailableNames(&code);
    cicu_store_status(status, code);
    return (cicu_enumeration *)names;
}

int32_t cicu_numbering_system_description(
    const char *name, uint16_t *result, int32_t capacity, int8_t *algorithmic, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UNumberingSystem *system = unumsys_openByName(name, &code);
    if (U_FAILURE(code) || system == NULL) {
        cicu_store_status(status, U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR);
        return 0;
    }
    *algorithmic = unumsys_isAlgorithmic(system) ? 1 : 0;
    int32_t length = unumsys_getDescription(system, (UChar *)result, capacity, &code);
    unumsys_close(system);
    cicu_store_status(status, code);
    return length;
}

cicu_date_format *cicu_date_format_open_pattern(
    const uint16_t *pattern, int32_t pattern_length, const char *locale, const uint16_t *zone, int32_t zone_length,
    cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UDateFormat *format = udat_open(
        UDAT_PATTERN, UDAT_PATTERN, locale, (const UChar *)zone, zone_length, (const UChar *)pattern, pattern_length,
        &code);
    cicu_store_status(status, code);
    return (cicu_date_format *)format;
}

cicu_date_format *cicu_date_format_clone_pattern(
    const cicu_date_format *format, const uint16_t *pattern, int32_t pattern_length, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UDateFormat *copy = udat_clone(CICU_DATE_FORMAT(format), &code);
    if (U_SUCCESS(code) && copy != NULL) {
        udat_applyPattern(copy, (UBool)0, (const UChar *)pattern, pattern_length);
    }
    cicu_store_status(status, code);
    return (cicu_date_format *)copy;
}

cicu_date_format *cicu_date_format_open_style(
    cicu_date_style style, const char *locale, const uint16_t *zone, int32_t zone_length, cicu_status *status) {
    UDateFormatStyle icuStyle = style == CICU_DATE_STYLE_FULL ? UDAT_FULL : UDAT_LONG;
    UErrorCode code = cicu_icu_status(status);
    UDateFormat *format = udat_open(UDAT_NONE, icuStyle, locale, (const UChar *)zone, zone_length, NULL, 0, &code);
    cicu_store_status(status, code);
    return (cicu_date_format *)format;
}

cicu_date_format *cicu_time_format_open_short(
    const char *locale, const uint16_t *zone, int32_t zone_length, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UDateFormat *format = udat_open(UDAT_SHORT, UDAT_NONE, locale, (const UChar *)zone, zone_length, NULL, 0, &code);
    cicu_store_status(status, code);
    return (cicu_date_format *)format;
}

void cicu_date_format_close(cicu_date_format *format) { udat_close(CICU_DATE_FORMAT(format)); }

void cicu_date_format_set_calendar(cicu_date_format *format, const cicu_calendar *calendar) {
    udat_setCalendar(CICU_DATE_FORMAT(format), CICU_CALENDAR(calendar));
}

void cicu_date_format_set_number_format(cicu_date_format *format, const cicu_number_format *numbers) {
    udat_setNumberFormat(CICU_DATE_FORMAT(format), CICU_NUMBER_FORMAT(numbers));
}

cicu_number_format *cicu_date_format_field_number_format(
    const cicu_date_format *format, uint16_t field, cicu_status *status) {
    if (status->code > 0) return NULL;
    const UNumberFormat *numbers = udat_getNumberFormatForField(CICU_DATE_FORMAT(format), (UChar)field);
    if (numbers == NULL) {
        cicu_store_status(status, U_MISSING_RESOURCE_ERROR);
        return NULL;
    }
    UErrorCode code = cicu_icu_status(status);
    UNumberFormat *copy = unum_clone(numbers, &code);
    cicu_store_status(status, code);
    return (cicu_number_format *)copy;
}

int32_t cicu_date_format_format(
    const cicu_date_format *format, double millis, uint16_t *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = udat_format(CICU_DATE_FORMAT(format), millis, (UChar *)result, capacity, NULL, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_date_format_format_calendar(
    const cicu_date_format *format, cicu_calendar *calendar, uint16_t *result, int32_t capacity,
    cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = udat_formatCalendar(
        CICU_DATE_FORMAT(format), CICU_CALENDAR(calendar), (UChar *)result, capacity, NULL, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_date_format_pattern(
    const cicu_date_format *format, uint16_t *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = udat_toPattern(CICU_DATE_FORMAT(format), 0, (UChar *)result, capacity, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_date_format_weekday_name(
    const cicu_date_format *format, cicu_weekday_width width, int32_t weekday, uint16_t *result, int32_t capacity,
    cicu_status *status) {
    UDateFormatSymbolType type = UDAT_STANDALONE_WEEKDAYS;
    switch (width) {
    case CICU_WEEKDAY_WIDE: type = UDAT_STANDALONE_WEEKDAYS; break;
    case CICU_WEEKDAY_ABBREVIATED: type = UDAT_STANDALONE_SHORT_WEEKDAYS; break;
    case CICU_WEEKDAY_SHORT: type = UDAT_STANDALONE_SHORTER_WEEKDAYS; break;
    case CICU_WEEKDAY_NARROW: type = UDAT_STANDALONE_NARROW_WEEKDAYS; break;
    }
    UErrorCode code = cicu_icu_status(status);
    int32_t length = udat_getSymbols(CICU_DATE_FORMAT(format), type, weekday, (UChar *)result, capacity, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_date_format_month_name(
    const cicu_date_format *format, int8_t stand_alone, int32_t letters, int32_t month, uint16_t *result,
    int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = 0;
    // The symbols SimpleDateFormat writes for MMM, MMMM, MMMMM and LLL, LLLL, LLLLL.
    UDateFormatSymbolType type;
    if (letters == 3) {
        type = stand_alone ? UDAT_STANDALONE_SHORT_MONTHS : UDAT_SHORT_MONTHS;
    } else if (letters == 5) {
        type = stand_alone ? UDAT_STANDALONE_NARROW_MONTHS : UDAT_NARROW_MONTHS;
    } else {
        type = stand_alone ? UDAT_STANDALONE_MONTHS : UDAT_MONTHS;
    }
    if (letters < 3 || letters > 5 || month < 0 || month >= udat_countSymbols(CICU_DATE_FORMAT(format), type)) {
        code = U_ILLEGAL_ARGUMENT_ERROR;
    } else {
        length = udat_getSymbols(CICU_DATE_FORMAT(format), type, month, (UChar *)result, capacity, &code);
    }
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_date_format_cyclic_year_name(
    const cicu_date_format *format, int32_t year, uint16_t *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = 0;
    // What SimpleDateFormat writes for `U` in every width: the abbreviated cyclic names.
    if (year < 1 || year > udat_countSymbols(CICU_DATE_FORMAT(format), UDAT_CYCLIC_YEARS_ABBREVIATED)) {
        code = U_ILLEGAL_ARGUMENT_ERROR;
    } else {
        length = udat_getSymbols(
            CICU_DATE_FORMAT(format), UDAT_CYCLIC_YEARS_ABBREVIATED, year - 1, (UChar *)result, capacity, &code);
    }
    cicu_store_status(status, code);
    return length;
}

cicu_pattern_generator *cicu_pattern_generator_open(const char *locale, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UDateTimePatternGenerator *generator = udatpg_open(locale, &code);
    cicu_store_status(status, code);
    return (cicu_pattern_generator *)generator;
}

void cicu_pattern_generator_close(cicu_pattern_generator *generator) {
    udatpg_close(CICU_PATTERN_GENERATOR(generator));
}

int32_t cicu_pattern_generator_best_pattern(
    cicu_pattern_generator *generator, const uint16_t *skeleton, int32_t skeleton_length, uint16_t *result,
    int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = udatpg_getBestPattern(
        CICU_PATTERN_GENERATOR(generator), (const UChar *)skeleton, skeleton_length, (UChar *)result, capacity,
        &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_pattern_generator_append_item_name(
    const cicu_pattern_generator *generator, cicu_pattern_field field, uint16_t *result, int32_t capacity,
    cicu_status *status) {
    if (status->code > 0) return 0;
    UDateTimePatternField icuField = UDATPG_MONTH_FIELD;
    switch (field) {
    case CICU_PATTERN_FIELD_ERA: icuField = UDATPG_ERA_FIELD; break;
    case CICU_PATTERN_FIELD_YEAR: icuField = UDATPG_YEAR_FIELD; break;
    case CICU_PATTERN_FIELD_MONTH: icuField = UDATPG_MONTH_FIELD; break;
    case CICU_PATTERN_FIELD_DAY: icuField = UDATPG_DAY_FIELD; break;
    }
    int32_t length = 0;
    const UChar *name = udatpg_getAppendItemName(CICU_PATTERN_GENERATOR(generator), icuField, &length);
    if (name == NULL) length = 0;
    if (length > capacity) {
        status->code = CICU_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    for (int32_t i = 0; i < length; i++) result[i] = name[i];
    return length;
}

int32_t cicu_pattern_generator_week_field_name(
    const cicu_pattern_generator *generator, uint16_t *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = udatpg_getFieldDisplayName(
        CICU_PATTERN_GENERATOR(generator), UDATPG_WEEK_OF_YEAR_FIELD, UDATPG_WIDE, (UChar *)result, capacity,
        &code);
    cicu_store_status(status, code);
    return length;
}

cicu_interval_format *cicu_interval_format_open(
    const char *locale, const uint16_t *skeleton, int32_t skeleton_length, const uint16_t *zone, int32_t zone_length,
    cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UDateIntervalFormat *format = udtitvfmt_open(
        locale, (const UChar *)skeleton, skeleton_length, (const UChar *)zone, zone_length, &code);
    cicu_store_status(status, code);
    return (cicu_interval_format *)format;
}

void cicu_interval_format_close(cicu_interval_format *format) { udtitvfmt_close(CICU_INTERVAL_FORMAT(format)); }

int32_t cicu_interval_format_format(
    const cicu_interval_format *format, double from, double to, uint16_t *result, int32_t capacity,
    cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = udtitvfmt_format(
        CICU_INTERVAL_FORMAT(format), from, to, (UChar *)result, capacity, NULL, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_plural_category(const char *locale, double number, char *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UPluralRules *rules = uplrules_open(locale, &code);
    if (U_FAILURE(code) || rules == NULL) {
        cicu_store_status(status, U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR);
        return 0;
    }
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, &code);
    uplrules_close(rules);
    if (U_FAILURE(code)) {
        cicu_store_status(status, code);
        return 0;
    }
    if (length >= capacity) {
        cicu_store_status(status, U_BUFFER_OVERFLOW_ERROR);
        return length;
    }
    u_UCharsToChars(keyword, result, length);
    result[length] = 0;
    cicu_store_status(status, code);
    return length;
}
