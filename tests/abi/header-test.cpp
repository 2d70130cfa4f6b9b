// The same checks as header-test.c, compiled as C++ so that the headers'
// extern "C" blocks, initialiser macros and types are exercised there too.
#include "header-test.c"
