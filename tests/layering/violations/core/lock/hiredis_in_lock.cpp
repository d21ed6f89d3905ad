// Planted violation for tst_layering_catches: hiredis outside core/valkey/.
#include <hiredis/hiredis.h>
