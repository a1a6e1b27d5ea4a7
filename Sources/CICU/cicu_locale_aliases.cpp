// UTS #35 canonicalization with CLDR's alias data, which ICU's C API does not apply
// (uloc_canonicalize keeps en_UK): icu::Locale::canonicalize (ICU 67 and later) replaces
// language, script, territory and variant aliases as CLDR's supplemental metadata lists them.
#include "cicu_icu.h"

#include <cstring>
#include <unicode/locid.h>

int32_t cicu_locale_canonicalize_aliases(const char *locale, char *result, int32_t capacity, cicu_status *status) {
    if (status->code > 0) return 0;
    UErrorCode code = U_ZERO_ERROR;
    icu::Locale canonical(locale);
    if (canonical.isBogus()) {
        status->code = CICU_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    canonical.canonicalize(code);
    if (U_FAILURE(code) || canonical.isBogus()) {
        cicu_store_status(status, U_FAILURE(code) ? code : U_ILLEGAL_ARGUMENT_ERROR);
        return 0;
    }
    const char *name = canonical.getName();
    const int32_t length = static_cast<int32_t>(std::strlen(name));
    if (length >= capacity) {
        status->code = CICU_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    std::memcpy(result, name, static_cast<std::size_t>(length) + 1);
    return length;
}
