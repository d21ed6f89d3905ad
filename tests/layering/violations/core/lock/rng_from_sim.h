// Planted violation for tst_layering_catches: lock and sim include each other (a room cycle).
#include "core/sim/engine.h"
