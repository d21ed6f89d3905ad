// Planted violation for tst_layering_catches: the other half of the lock <-> sim cycle.
#include "core/lock/rng_from_sim.h"
