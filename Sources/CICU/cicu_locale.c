// Locale IDs, regions, versions and character properties: uloc_*, uregion_*, u_*.
#include <string.h>

#include "cicu_icu.h"

const char *cicu_status_name(cicu_status status) { return u_errorName((UErrorCode)status.code); }

void cicu_icu_version(uint8_t version[4]) { u_getVersion(version); }

void cicu_unicode_version(uint8_t version[4]) { u_getUnicodeVersion(version); }

void cicu_cldr_version(uint8_t version[4], cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    ulocdata_getCLDRVersion(version, &code);
    cicu_store_status(status, code);
}

void cicu_enumeration_close(cicu_enumeration *enumeration) { uenum_close(CICU_ENUMERATION(enumeration)); }

const char *cicu_enumeration_next(cicu_enumeration *enumeration, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = 0;
    const char *next = uenum_next(CICU_ENUMERATION(enumeration), &length, &code);
    cicu_store_status(status, code);
    return next;
}

int32_t cicu_locale_for_language_tag(
    const char *tag, char *result, int32_t capacity, int32_t *parsed_length, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = uloc_forLanguageTag(tag, result, capacity, parsed_length, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_locale_to_language_tag(const char *locale, char *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = uloc_toLanguageTag(locale, result, capacity, 1, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_locale_canonicalize(const char *locale, char *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = uloc_canonicalize(locale, result, capacity, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_locale_language(const char *locale, char *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = uloc_getLanguage(locale, result, capacity, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_locale_script(const char *locale, char *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = uloc_getScript(locale, result, capacity, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_locale_add_likely_subtags(const char *locale, char *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = uloc_addLikelySubtags(locale, result, capacity, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_locale_region(const char *locale, char *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = uloc_getCountry(locale, result, capacity, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_locale_keyword_value(
    const char *locale, const char *keyword, char *result, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = uloc_getKeywordValue(locale, keyword, result, capacity, &code);
    cicu_store_status(status, code);
    return length;
}

int32_t cicu_locale_set_keyword_value(
    const char *keyword, const char *value, char *buffer, int32_t capacity, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    int32_t length = uloc_setKeywordValue(keyword, value, buffer, capacity, &code);
    cicu_store_status(status, code);
    return length;
}

int8_t cicu_locale_is_right_to_left(const char *locale, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    ULayoutType orientation = uloc_getCharacterOrientation(locale, &code);
    cicu_store_status(status, code);
    return orientation == ULOC_LAYOUT_RTL;
}

int32_t cicu_locale_count_available(void) { return uloc_countAvailable(); }

const char *cicu_locale_available(int32_t index) { return uloc_getAvailable(index); }

int8_t cicu_locale_is_iso_country(const char *code) {
    for (const char *const *entry = uloc_getISOCountries(); entry != NULL && *entry != NULL; entry++) {
        if (strcmp(*entry, code) == 0) return 1;
    }
    return 0;
}

cicu_region_type cicu_region_type_of(const char *code, cicu_status *status) {
    UErrorCode icuCode = cicu_icu_status(status);
    const URegion *region = uregion_getRegionFromCode(code, &icuCode);
    cicu_store_status(status, icuCode);
    if (U_FAILURE(icuCode) || region == NULL) return CICU_REGION_UNKNOWN;
    switch (uregion_getType(region)) {
    case URGN_TERRITORY: return CICU_REGION_TERRITORY;
    case URGN_WORLD: return CICU_REGION_WORLD;
    case URGN_CONTINENT: return CICU_REGION_CONTINENT;
    case URGN_SUBCONTINENT: return CICU_REGION_SUBCONTINENT;
    case URGN_GROUPING: return CICU_REGION_GROUPING;
    case URGN_DEPRECATED: return CICU_REGION_DEPRECATED;
    default: return CICU_REGION_UNKNOWN;
    }
}

int32_t cicu_char_terminal_width(uint32_t code_point) {
    UChar32 c = (UChar32)code_point;
    switch (u_getIntPropertyValue(c, UCHAR_GENERAL_CATEGORY)) {
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
    case U_FORMAT_CHAR:
    case U_CONTROL_CHAR: return 0;
    default: break;
    }
    switch (u_getIntPropertyValue(c, UCHAR_HANGUL_SYLLABLE_TYPE)) {
    case U_HST_VOWEL_JAMO:
    case U_HST_TRAILING_JAMO: return 0;
    default: break;
    }
    switch (u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH)) {
    case U_EA_WIDE:
    case U_EA_FULLWIDTH: return 2;
    default: return 1;
    }
}

int8_t cicu_char_is_right_to_left(uint32_t code_point) {
    UCharDirection direction = u_charDirection((UChar32)code_point);
    return direction == U_RIGHT_TO_LEFT || direction == U_RIGHT_TO_LEFT_ARABIC;
}
