// libical 3 (RFC 5545 parsing, RFC 5545/7529 recurrence), found with pkg-config (libical).
#include <libical/ical.h>
