#pragma once
// TLS towards Redis/Valkey masters (OpenSSL; Debian's redis-server 7 serves it with --tls-port).
// A TlsContext is made once from the user's settings — the CA to trust, optionally a client
// certificate for servers started with tls-auth-clients — and shared by every connection that
// uses it. The server's certificate must chain to that CA and name the address dialled (its IP,
// or the host name, which is also sent as SNI). OpenSSL stays private: only a forward
// declaration here, and only core/valkey/ sees its headers (the layering test checks).
//
// What TLS buys and what it does not: it keeps strangers on the network from reading the
// tokens, forging replies or taking the masters' place; it does not make a master honest.
// A master that holds the CA's certificate and lies is believed (docs/reliability.md).

#include "core/lock/result.h"

#include <memory>
#include <string>

struct ssl_ctx_st;

namespace redlock {

// Sets OpenSSL up once for the process, before anything else in it (libcurl included) does: the
// first set-up decides whether OpenSSL cleans itself up from an atexit handler, and that clean-up
// races with worker threads still ending at exit (it removes the hook that frees each thread's
// error queue as the thread ends, so a pool thread that ends a moment later leaks its queue).
// Without it each thread's state goes when the thread does, and what is left at exit goes with
// the process. Thread-safe; every path into OpenSSL in the core calls it first (TlsContext,
// the etcd and Docker HTTP clients). tests/core/etcd/tst_tls_thread_exit shows the race.
void initTlsLibrary();

struct TlsSettings {
    std::string caFile;   // PEM CA certificates to trust; empty: the system's default store
    std::string certFile; // PEM client certificate (servers with tls-auth-clients); optional
    std::string keyFile;  // its private key; given together with certFile
    // How errors name the three: the CLI's options, or the GUI's field labels.
    const char* caName = "--tls-ca";
    const char* certName = "--tls-cert";
    const char* keyName = "--tls-key";
    // Or the CA certificates as PEM text, a record's copy (a Docker master's label): used
    // when caFile is empty; errors name it caName as they would the file.
    std::string caText = {};
};

// The files of a server that serves TLS (`redlockctl masters start --tls-cert/--tls-key
// [--tls-ca]`, `check --tls-server-cert/--tls-server-key`), checked before any server starts:
// each read by the one input-file rule (a regular file of at most 1 MiB, read under a
// deadline), the certificate PEM, the key an unencrypted PEM key that belongs to it, the CA
// (optional) PEM certificates. The texts are what the caller hands to the servers, so a file
// changed after the check is never what a server reads. Errors are one line naming the option
// (the names in `settings`), the file and why.
struct ServerTlsFiles {
    std::string certPem;
    std::string keyPem;
    std::string caPem; // empty when no CA was given
};
Result<ServerTlsFiles> loadServerTls(const TlsSettings& settings);

class TlsContext {
public:
    // Loads and checks the files (each read by the one input-file rule: a regular file of at
    // most 1 MiB). The error is one line naming the option, the file and why.
    static Result<std::shared_ptr<const TlsContext>> create(const TlsSettings& settings);
    ~TlsContext();
    TlsContext(const TlsContext&) = delete;
    TlsContext& operator=(const TlsContext&) = delete;

    ssl_ctx_st* native() const { return m_ctx; }
    bool hasClientCertificate() const { return m_clientCertificate; }

private:
    explicit TlsContext(ssl_ctx_st* ctx) : m_ctx(ctx) {}
    ssl_ctx_st* m_ctx;
    bool m_clientCertificate = false;
};

} // namespace redlock
