// Planted violation for tst_layering_catches: a reusable widget reaching up into a page.
#include "ui/pages/protocol/transcript.h"
