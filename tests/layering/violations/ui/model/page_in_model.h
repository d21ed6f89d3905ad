// Planted violation for tst_layering_catches: the model reaching up into a page.
#include "ui/pages/protocol/time_axis.h"
