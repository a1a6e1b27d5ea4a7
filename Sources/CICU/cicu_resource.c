// ICU's resource data: ures_*.
#include "cicu_icu.h"

cicu_resource *cicu_resource_open(const char *package, const char *locale, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UResourceBundle *bundle = ures_open(package, locale, &code);
    cicu_store_status(status, code);
    return (cicu_resource *)bundle;
}

cicu_resource *cicu_resource_open_direct(const char *package, const char *locale, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UResourceBundle *bundle = ures_openDirect(package, locale, &code);
    cicu_store_status(status, code);
    return (cicu_resource *)bundle;
}

void cicu_resource_close(cicu_resource *resource) { ures_close(CICU_RESOURCE(resource)); }

cicu_resource *cicu_resource_child(const cicu_resource *resource, const char *key, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UResourceBundle *child = ures_getByKey(CICU_RESOURCE(resource), key, NULL, &code);
    cicu_store_status(status, code);
    return (cicu_resource *)child;
}

cicu_resource *cicu_resource_child_with_fallback(
    const cicu_resource *resource, const char *key, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UResourceBundle *child = ures_getByKeyWithFallback(CICU_RESOURCE(resource), key, NULL, &code);
    cicu_store_status(status, code);
    return (cicu_resource *)child;
}

int32_t cicu_resource_size(const cicu_resource *resource) { return ures_getSize(CICU_RESOURCE(resource)); }

const uint16_t *cicu_resource_string(const cicu_resource *resource, int32_t *length, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    const UChar *text = ures_getString(CICU_RESOURCE(resource), length, &code);
    cicu_store_status(status, code);
    return (const uint16_t *)text;
}

const uint16_t *cicu_resource_string_at(
    const cicu_resource *resource, int32_t index, int32_t *length, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    const UChar *text = ures_getStringByIndex(CICU_RESOURCE(resource), index, length, &code);
    cicu_store_status(status, code);
    return (const uint16_t *)text;
}

cicu_resource *cicu_resource_child_at(const cicu_resource *resource, int32_t index, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UResourceBundle *child = ures_getByIndex(CICU_RESOURCE(resource), index, NULL, &code);
    cicu_store_status(status, code);
    return (cicu_resource *)child;
}

int32_t cicu_resource_is_array(const cicu_resource *resource) {
    return ures_getType(CICU_RESOURCE(resource)) == URES_ARRAY;
}
