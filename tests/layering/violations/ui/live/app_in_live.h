// Planted violation for tst_layering_catches: the live room reaching up into the shell.
#include "ui/app/app_options.h"
