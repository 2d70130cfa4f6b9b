#include <swisscore/version.h>

uint32_t swc_version(void)
{
    return SWC_VERSION_NUMBER;
}

const char *swc_version_string(void)
{
    return SWC_VERSION_STRING;
}
