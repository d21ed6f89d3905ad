// Planted violation: libcurl outside core/etcd/ and core/docker/.
#include <curl/curl.h>
