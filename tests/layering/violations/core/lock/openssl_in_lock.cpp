// Planted violation: OpenSSL outside core/valkey/.
#include <openssl/ssl.h>
