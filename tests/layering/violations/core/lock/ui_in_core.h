// Planted violation for tst_layering_catches: the core reaching into the GUI.
#include "ui/app/main_window.h"
