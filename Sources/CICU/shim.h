// CICU: the C surface of the system ICU4C that CalendarGrid calls.
//
// Why this file exists: ICU renames every C function with its major version
// (`ucal_open` is a macro for `ucal_open_72`), and Swift cannot call a macro. Each
// function the toolkit uses is wrapped here in a `static inline` function with a
// stable `cicu_` name, so the Swift code compiles unchanged against any ICU release.
// Never define U_DISABLE_RENAMING (the system library exports only renamed symbols)
// and never write a versioned name.
//
// Keep the wrappers alphabetized; add one only when Swift code calls it.
#ifndef CICU_SHIM_H
#define CICU_SHIM_H

#include <unicode/ucal.h>
#include <unicode/uchar.h>
#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/uregion.h>
#include <unicode/ures.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

#if U_ICU_VERSION_MAJOR_NUM < 72
#error "CalendarGrid needs ICU 72 or newer (found ICU " U_ICU_VERSION "); install a newer libicu-dev, or build one with Scripts/icu and use Scripts/with-icu"
#endif

// What differs between ICU releases at compile time is answered here, once; the Swift
// side asks through ICU/ICUFeatures.swift and never compares version numbers itself.

/// UCAL_ORDINAL_MONTH (ICU 73 and later: the month's position in its year), or -1 for
/// an ICU without it.
static inline int32_t cicu_ordinalMonthField(void) {
#if U_ICU_VERSION_MAJOR_NUM >= 73
    return (int32_t)UCAL_ORDINAL_MONTH;
#else
    return -1;
#endif
}

/// The major version of the ICU headers this module was compiled against.
static inline int32_t cicu_headerMajorVersion(void) { return U_ICU_VERSION_MAJOR_NUM; }

static inline const char *cicu_u_errorName(UErrorCode code) { return u_errorName(code); }

static inline int32_t cicu_u_getIntPropertyValue(UChar32 c, UProperty which) { return u_getIntPropertyValue(c, which); }

static inline void cicu_u_getUnicodeVersion(UVersionInfo info) { u_getUnicodeVersion(info); }

static inline void cicu_u_getVersion(UVersionInfo info) { u_getVersion(info); }

static inline void cicu_ucal_add(UCalendar *cal, UCalendarDateFields field, int32_t amount, UErrorCode *status) { ucal_add(cal, field, amount, status); }

static inline void cicu_ucal_clear(UCalendar *cal) { ucal_clear(cal); }

static inline void cicu_ucal_close(UCalendar *cal) { ucal_close(cal); }

static inline int32_t cicu_ucal_get(const UCalendar *cal, UCalendarDateFields field, UErrorCode *status) { return ucal_get(cal, field, status); }

static inline int32_t cicu_ucal_getAttribute(const UCalendar *cal, UCalendarAttribute attr) { return ucal_getAttribute(cal, attr); }

static inline int32_t cicu_ucal_getCanonicalTimeZoneID(const UChar *id, int32_t len, UChar *result, int32_t resultCapacity, UBool *isSystemID, UErrorCode *status) { return ucal_getCanonicalTimeZoneID(id, len, result, resultCapacity, isSystemID, status); }

static inline UCalendarWeekdayType cicu_ucal_getDayOfWeekType(const UCalendar *cal, UCalendarDaysOfWeek day, UErrorCode *status) { return ucal_getDayOfWeekType(cal, day, status); }

static inline int32_t cicu_ucal_getDefaultTimeZone(UChar *result, int32_t resultCapacity, UErrorCode *ec) { return ucal_getDefaultTimeZone(result, resultCapacity, ec); }

static inline UEnumeration *cicu_ucal_getKeywordValuesForLocale(const char *key, const char *locale, UBool commonlyUsed, UErrorCode *status) { return ucal_getKeywordValuesForLocale(key, locale, commonlyUsed, status); }

static inline UDate cicu_ucal_getMillis(const UCalendar *cal, UErrorCode *status) { return ucal_getMillis(cal, status); }

static inline UDate cicu_ucal_getNow(void) { return ucal_getNow(); }

static inline const char *cicu_ucal_getTZDataVersion(UErrorCode *status) { return ucal_getTZDataVersion(status); }

static inline const char *cicu_ucal_getType(const UCalendar *cal, UErrorCode *status) { return ucal_getType(cal, status); }

static inline UCalendar *cicu_ucal_open(const UChar *zoneID, int32_t len, const char *locale, UCalendarType type, UErrorCode *status) { return ucal_open(zoneID, len, locale, type, status); }

static inline void cicu_ucal_set(UCalendar *cal, UCalendarDateFields field, int32_t value) { ucal_set(cal, field, value); }

static inline void cicu_ucal_setAttribute(UCalendar *cal, UCalendarAttribute attr, int32_t value) { ucal_setAttribute(cal, attr, value); }

static inline void cicu_ucal_setGregorianChange(UCalendar *cal, UDate date, UErrorCode *status) { ucal_setGregorianChange(cal, date, status); }

static inline void cicu_ucal_setMillis(UCalendar *cal, UDate millis, UErrorCode *status) { ucal_setMillis(cal, millis, status); }

static inline void cicu_udat_close(UDateFormat *format) { udat_close(format); }

static inline int32_t cicu_udat_format(const UDateFormat *format, UDate date, UChar *result, int32_t capacity, UErrorCode *status) { return udat_format(format, date, result, capacity, NULL, status); }

static inline const UNumberFormat *cicu_udat_getNumberFormatForField(const UDateFormat *fmt, UChar field) { return udat_getNumberFormatForField(fmt, field); }

static inline int32_t cicu_udat_getSymbols(const UDateFormat *fmt, UDateFormatSymbolType type, int32_t index, UChar *result, int32_t capacity, UErrorCode *status) { return udat_getSymbols(fmt, type, index, result, capacity, status); }

static inline UDateFormat *cicu_udat_open(const UChar *pattern, int32_t patternLength, const char *locale, const UChar *tzID, int32_t tzIDLength, UErrorCode *status) { return udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, tzID, tzIDLength, pattern, patternLength, status); }

/// A formatter of the locale's own date format in one style (no time).
static inline UDateFormat *cicu_udat_openDateStyle(UDateFormatStyle dateStyle, const char *locale, const UChar *tzID, int32_t tzIDLength, UErrorCode *status) { return udat_open(UDAT_NONE, dateStyle, locale, tzID, tzIDLength, NULL, 0, status); }

static inline void cicu_udat_setCalendar(UDateFormat *fmt, const UCalendar *calendarToSet) { udat_setCalendar(fmt, calendarToSet); }

static inline void cicu_udat_setNumberFormat(UDateFormat *fmt, const UNumberFormat *numberFormatToSet) { udat_setNumberFormat(fmt, numberFormatToSet); }

static inline void cicu_udatpg_close(UDateTimePatternGenerator *dtpg) { udatpg_close(dtpg); }

static inline int32_t cicu_udatpg_getBestPattern(UDateTimePatternGenerator *dtpg, const UChar *skeleton, int32_t length, UChar *bestPattern, int32_t capacity, UErrorCode *status) { return udatpg_getBestPattern(dtpg, skeleton, length, bestPattern, capacity, status); }

static inline int32_t cicu_udatpg_getFieldDisplayName(const UDateTimePatternGenerator *dtpg, UDateTimePatternField field, UDateTimePGDisplayWidth width, UChar *fieldName, int32_t capacity, UErrorCode *status) { return udatpg_getFieldDisplayName(dtpg, field, width, fieldName, capacity, status); }

static inline UDateTimePatternGenerator *cicu_udatpg_open(const char *locale, UErrorCode *status) { return udatpg_open(locale, status); }

static inline void cicu_udtitvfmt_close(UDateIntervalFormat *formatter) { udtitvfmt_close(formatter); }

static inline int32_t cicu_udtitvfmt_format(const UDateIntervalFormat *formatter, UDate fromDate, UDate toDate, UChar *result, int32_t resultCapacity, UErrorCode *status) { return udtitvfmt_format(formatter, fromDate, toDate, result, resultCapacity, NULL, status); }

static inline UDateIntervalFormat *cicu_udtitvfmt_open(const char *locale, const UChar *skeleton, int32_t skeletonLength, const UChar *tzID, int32_t tzIDLength, UErrorCode *status) { return udtitvfmt_open(locale, skeleton, skeletonLength, tzID, tzIDLength, status); }

static inline void cicu_uenum_close(UEnumeration *en) { uenum_close(en); }

static inline const char *cicu_uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status) { return uenum_next(en, resultLength, status); }

static inline int32_t cicu_uloc_canonicalize(const char *localeID, char *name, int32_t capacity, UErrorCode *status) { return uloc_canonicalize(localeID, name, capacity, status); }

static inline int32_t cicu_uloc_countAvailable(void) { return uloc_countAvailable(); }

static inline int32_t cicu_uloc_forLanguageTag(const char *langtag, char *localeID, int32_t capacity, int32_t *parsedLength, UErrorCode *status) { return uloc_forLanguageTag(langtag, localeID, capacity, parsedLength, status); }

static inline const char *cicu_uloc_getAvailable(int32_t n) { return uloc_getAvailable(n); }

static inline ULayoutType cicu_uloc_getCharacterOrientation(const char *localeId, UErrorCode *status) { return uloc_getCharacterOrientation(localeId, status); }

static inline int32_t cicu_uloc_getCountry(const char *localeID, char *country, int32_t capacity, UErrorCode *status) { return uloc_getCountry(localeID, country, capacity, status); }

static inline const char *const *cicu_uloc_getISOCountries(void) { return uloc_getISOCountries(); }

static inline int32_t cicu_uloc_getKeywordValue(const char *localeID, const char *keywordName, char *buffer, int32_t capacity, UErrorCode *status) { return uloc_getKeywordValue(localeID, keywordName, buffer, capacity, status); }

static inline int32_t cicu_uloc_getLanguage(const char *localeID, char *language, int32_t capacity, UErrorCode *status) { return uloc_getLanguage(localeID, language, capacity, status); }

static inline int32_t cicu_uloc_getScript(const char *localeID, char *script, int32_t capacity, UErrorCode *status) { return uloc_getScript(localeID, script, capacity, status); }

static inline int32_t cicu_uloc_setKeywordValue(const char *keywordName, const char *keywordValue, char *buffer, int32_t capacity, UErrorCode *status) { return uloc_setKeywordValue(keywordName, keywordValue, buffer, capacity, status); }

static inline int32_t cicu_uloc_toLanguageTag(const char *localeID, char *langtag, int32_t capacity, UBool strict, UErrorCode *status) { return uloc_toLanguageTag(localeID, langtag, capacity, strict, status); }

static inline void cicu_ulocdata_getCLDRVersion(UVersionInfo versionArray, UErrorCode *status) { ulocdata_getCLDRVersion(versionArray, status); }

static inline UNumberFormat *cicu_unum_clone(const UNumberFormat *fmt, UErrorCode *status) { return unum_clone(fmt, status); }

static inline void cicu_unum_close(UNumberFormat *fmt) { unum_close(fmt); }

static inline int32_t cicu_unum_formatInt64(const UNumberFormat *fmt, int64_t number, UChar *result, int32_t capacity, UErrorCode *status) { return unum_formatInt64(fmt, number, result, capacity, NULL, status); }

static inline UNumberFormat *cicu_unum_open(UNumberFormatStyle style, const char *locale, UErrorCode *status) { return unum_open(style, NULL, 0, locale, NULL, status); }

static inline void cicu_unum_setAttribute(UNumberFormat *fmt, UNumberFormatAttribute attr, int32_t newValue) { unum_setAttribute(fmt, attr, newValue); }

static inline void cicu_unumsys_close(UNumberingSystem *unumsys) { unumsys_close(unumsys); }

static inline const char *cicu_unumsys_getName(const UNumberingSystem *unumsys) { return unumsys_getName(unumsys); }

static inline UNumberingSystem *cicu_unumsys_open(const char *locale, UErrorCode *status) { return unumsys_open(locale, status); }

static inline UEnumeration *cicu_unumsys_openAvailableNames(UErrorCode *status) { return unumsys_openAvailableNames(status); }

static inline const URegion *cicu_uregion_getRegionFromCode(const char *regionCode, UErrorCode *status) { return uregion_getRegionFromCode(regionCode, status); }

static inline URegionType cicu_uregion_getType(const URegion *uregion) { return uregion_getType(uregion); }

static inline void cicu_ures_close(UResourceBundle *bundle) { ures_close(bundle); }

// ures_getByKeyWithFallback is ICU's own lookup with locale inheritance and aliases (what
// its formatters read data with). It is exported by every ICU release but declared only in
// an internal header, so it is declared here; ICU's renaming header versions the name.
// Used to read a locale's availableFormats pattern without building a
// DateTimePatternGenerator (0.6 ms of a 4 ms calgrid run); ICUPatternGeneratorTests check
// that both give the same pattern.
U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(const UResourceBundle *resB, const char *inKey, UResourceBundle *fillIn, UErrorCode *status);

static inline UResourceBundle *cicu_ures_getByKeyWithFallback(const UResourceBundle *resourceBundle, const char *key, UResourceBundle *fillIn, UErrorCode *status) { return ures_getByKeyWithFallback(resourceBundle, key, fillIn, status); }

static inline UResourceBundle *cicu_ures_getByKey(const UResourceBundle *resourceBundle, const char *key, UResourceBundle *fillIn, UErrorCode *status) { return ures_getByKey(resourceBundle, key, fillIn, status); }

static inline int32_t cicu_ures_getSize(const UResourceBundle *resourceBundle) { return ures_getSize(resourceBundle); }

static inline const UChar *cicu_ures_getString(const UResourceBundle *resourceBundle, int32_t *len, UErrorCode *status) { return ures_getString(resourceBundle, len, status); }

static inline const UChar *cicu_ures_getStringByIndex(const UResourceBundle *resourceBundle, int32_t indexS, int32_t *len, UErrorCode *status) { return ures_getStringByIndex(resourceBundle, indexS, len, status); }

static inline UResourceBundle *cicu_ures_open(const char *packageName, const char *locale, UErrorCode *status) { return ures_open(packageName, locale, status); }

static inline UResourceBundle *cicu_ures_openDirect(const char *packageName, const char *locale, UErrorCode *status) { return ures_openDirect(packageName, locale, status); }

#endif
