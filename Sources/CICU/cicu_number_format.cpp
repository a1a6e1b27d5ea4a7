// Opening a locale's number format: unum_open, but without a second build of an
// algorithmic numbering system's rules.
#include "cicu_icu.h"

#include <unicode/locid.h>
#include <unicode/numfmt.h>
#include <unicode/numsys.h>

cicu_number_format *cicu_number_format_open(const char *locale, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UNumberFormat *format = nullptr;
    // unum_open(UNUM_DECIMAL) builds the format once into ICU's cache and hands out a
    // clone; a RuleBasedNumberFormat (Hebrew numerals, `hanidays`, Roman numerals) clones
    // by parsing its rules again, about 7 million instructions for `hebr`. For those
    // systems the format is built once, as the cache builds it
    // (NumberFormat::internalCreateInstance, internal API present in every supported ICU);
    // decimal systems keep the cached copy, which is cheaper than building one.
    icu::Locale desired(locale);
    UErrorCode systemCode = U_ZERO_ERROR;
    icu::NumberingSystem *system = icu::NumberingSystem::createInstance(desired, systemCode);
    const bool algorithmic = U_SUCCESS(systemCode) && system != nullptr && system->isAlgorithmic();
    delete system;
    if (algorithmic) {
        format = reinterpret_cast<UNumberFormat *>(
            icu::NumberFormat::internalCreateInstance(desired, UNUM_DECIMAL, code));
        if (U_FAILURE(code)) {
            unum_close(format);
            format = nullptr;
        }
    } else {
        format = unum_open(UNUM_DECIMAL, nullptr, 0, locale, nullptr, &code);
    }
    cicu_store_status(status, code);
    if (format != nullptr) unum_setAttribute(format, UNUM_GROUPING_USED, 0);
    return reinterpret_cast<cicu_number_format *>(format);
}
