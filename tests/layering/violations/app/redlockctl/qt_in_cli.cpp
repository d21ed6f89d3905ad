// Planted violation for tst_layering_catches: a Qt header in redlockctl.
#include <QtCore/QJsonDocument>
