// Planted violation for tst_layering_catches: a Qt header in the core.
#include <QString>
