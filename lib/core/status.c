#include <swisscore/common.h>

const char *swc_strerror(int code)
{
    switch (code) {
    case SWC_OK: return "success";
    case SWC_EINVAL: return "invalid argument";
    case SWC_ENOMEM: return "out of memory";
    case SWC_ENOTFOUND: return "not found";
    case SWC_ESTATE: return "not allowed in the current state";
    case SWC_ENOPAIRING: return "no legal pairing exists";
    case SWC_EPARSE: return "malformed input";
    case SWC_ERANGE: return "value out of range";
    case SWC_EBUFSIZE: return "buffer too small";
    case SWC_EIO: return "input/output error";
    case SWC_EINCONSISTENT: return "inconsistent data";
    case SWC_EUNSUPPORTED: return "not supported";
    case SWC_ELIMIT: return "size limit exceeded";
    default: return "unknown status";
    }
}
