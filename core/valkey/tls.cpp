#include "core/valkey/tls.h"

#include "core/json/input_file.h"

#include <openssl/err.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

#include <mutex>

namespace redlock {

namespace {

// The newest OpenSSL reason on this thread's queue, or `fallback`; the queue is emptied.
std::string lastReason(const char* fallback) {
    const unsigned long e = ERR_peek_last_error();
    const char* reason = e != 0 ? ERR_reason_error_string(e) : nullptr;
    ERR_clear_error();
    return reason != nullptr ? reason : fallback;
}

struct BioDeleter {
    void operator()(BIO* b) const noexcept { BIO_free(b); }
};
using BioPtr = std::unique_ptr<BIO, BioDeleter>;

Result<std::string> readPem(const std::string& option, const std::string& path) {
    sim::InputFile rule;
    rule.what = "PEM file";
    auto bytes = sim::readInputFile(path, rule);
    if (!bytes) {
        return Error{option + ": " + bytes.error().message, ErrorKind::Invalid};
    }
    return bytes;
}

BioPtr memoryBio(const std::string& bytes) {
    return BioPtr(BIO_new_mem_buf(bytes.data(), static_cast<int>(bytes.size())));
}

// Every certificate in the PEM text into the context's trust store; how many were added.
Result<int> trust(SSL_CTX* ctx, const TlsSettings& s, const std::string& pem) {
    const std::string shown = std::string(s.caName) + (s.caFile.empty() ? "" : " " + s.caFile);
    BioPtr bio = memoryBio(pem);
    STACK_OF(X509_INFO)* infos = PEM_X509_INFO_read_bio(bio.get(), nullptr, nullptr, nullptr);
    if (infos == nullptr) {
        return Error{shown + ": not PEM certificates (" + lastReason("no certificate found") +
                         "): expected -----BEGIN CERTIFICATE----- blocks",
                     ErrorKind::Invalid};
    }
    X509_STORE* store = SSL_CTX_get_cert_store(ctx);
    int added = 0;
    for (int i = 0; i < sk_X509_INFO_num(infos); ++i) {
        X509_INFO* info = sk_X509_INFO_value(infos, i);
        if (info->x509 != nullptr && X509_STORE_add_cert(store, info->x509) == 1) {
            ++added;
        }
    }
    sk_X509_INFO_pop_free(infos, X509_INFO_free);
    ERR_clear_error(); // a duplicate certificate is not an error worth a word
    if (added == 0) {
        return Error{shown + " holds no certificate: expected -----BEGIN CERTIFICATE----- blocks",
                     ErrorKind::Invalid};
    }
    return added;
}

Result<bool> useCertificate(SSL_CTX* ctx, const TlsSettings& s, const std::string& certPem,
                            const std::string& keyPem) {
    BioPtr certBio = memoryBio(certPem);
    X509* cert = PEM_read_bio_X509(certBio.get(), nullptr, nullptr, nullptr);
    if (cert == nullptr || SSL_CTX_use_certificate(ctx, cert) != 1) {
        X509_free(cert);
        return Error{std::string(s.certName) + " " + s.certFile + ": not a PEM certificate (" +
                         lastReason("unreadable") + ")",
                     ErrorKind::Invalid};
    }
    X509_free(cert);
    // Any further certificates in the file are the chain up to the CA.
    while (X509* more = PEM_read_bio_X509(certBio.get(), nullptr, nullptr, nullptr)) {
        SSL_CTX_add0_chain_cert(ctx, more);
    }
    ERR_clear_error(); // the loop ends on "no start line"
    BioPtr keyBio = memoryBio(keyPem);
    EVP_PKEY* key = PEM_read_bio_PrivateKey(keyBio.get(), nullptr, nullptr, nullptr);
    if (key == nullptr) {
        ERR_clear_error(); // OpenSSL 3's reason here ("unsupported") says nothing more
        return Error{std::string(s.keyName) + " " + s.keyFile +
                         " holds no unencrypted PEM private key: expected a -----BEGIN PRIVATE "
                         "KEY----- block (an encrypted key cannot be used)",
                     ErrorKind::Invalid};
    }
    const bool used = SSL_CTX_use_PrivateKey(ctx, key) == 1 && SSL_CTX_check_private_key(ctx) == 1;
    EVP_PKEY_free(key);
    if (!used) {
        ERR_clear_error();
        return Error{std::string(s.keyName) + " " + s.keyFile +
                         " does not belong to the certificate in " + s.certName + " " + s.certFile +
                         ": expected the key the certificate was issued for",
                     ErrorKind::Invalid};
    }
    return true;
}

// The three files of `s` that are named, each by the one input-file rule.
Result<bool> readAll(const TlsSettings& s, std::string& caPem, std::string& certPem,
                     std::string& keyPem) {
    for (auto [option, path, out] :
         {std::tuple{s.caName, &s.caFile, &caPem}, std::tuple{s.certName, &s.certFile, &certPem},
          std::tuple{s.keyName, &s.keyFile, &keyPem}}) {
        if (path->empty()) {
            continue;
        }
        auto bytes = readPem(option, *path);
        if (!bytes) {
            return bytes.error();
        }
        *out = std::move(bytes).value();
    }
    if (s.caFile.empty() && !s.caText.empty()) {
        caPem = s.caText;
    }
    return true;
}

struct CtxDeleter {
    void operator()(SSL_CTX* c) const noexcept { SSL_CTX_free(c); }
};

} // namespace

Result<ServerTlsFiles> loadServerTls(const TlsSettings& s) {
    initTlsLibrary();
    if (s.certFile.empty() || s.keyFile.empty()) {
        return Error{s.certFile.empty() && s.keyFile.empty()
                         ? std::string("serving TLS needs ") + s.certName + " FILE and " +
                               s.keyName + " FILE"
                     : s.certFile.empty() ? std::string(s.keyName) + " without " + s.certName +
                                                ": a server key needs the certificate it belongs to"
                                          : std::string(s.certName) + " without " + s.keyName +
                                                ": a server certificate needs its private key",
                     ErrorKind::Invalid};
    }
    ServerTlsFiles out;
    if (auto read = readAll(s, out.caPem, out.certPem, out.keyPem); !read) {
        return read.error();
    }
    // The same checks a server makes when it loads them, here, where the error can name the
    // option: a certificate, its own unencrypted key, CA certificates.
    ERR_clear_error();
    std::unique_ptr<SSL_CTX, CtxDeleter> ctx(SSL_CTX_new(TLS_server_method()));
    if (!ctx) {
        return Error{"cannot set up TLS: " + lastReason("out of memory"), ErrorKind::System};
    }
    if (auto used = useCertificate(ctx.get(), s, out.certPem, out.keyPem); !used) {
        return used.error();
    }
    if (!s.caFile.empty()) {
        if (auto added = trust(ctx.get(), s, out.caPem); !added) {
            return added.error();
        }
    }
    return out;
}

void initTlsLibrary() {
    static std::once_flag once;
    std::call_once(once, [] {
        // The flag only counts on the first call into OpenSSL (its register-atexit step runs
        // once); config and strings load as they would by default.
        OPENSSL_init_ssl(OPENSSL_INIT_NO_ATEXIT | OPENSSL_INIT_LOAD_CONFIG |
                             OPENSSL_INIT_LOAD_SSL_STRINGS | OPENSSL_INIT_LOAD_CRYPTO_STRINGS,
                         nullptr);
    });
}

TlsContext::~TlsContext() {
    SSL_CTX_free(m_ctx);
}

Result<std::shared_ptr<const TlsContext>> TlsContext::create(const TlsSettings& s) {
    initTlsLibrary();
    if (s.certFile.empty() != s.keyFile.empty()) {
        return Error{s.certFile.empty() ? std::string(s.keyName) + " without " + s.certName +
                                              ": a client key needs the certificate it belongs to"
                                        : std::string(s.certName) + " without " + s.keyName +
                                              ": a client certificate needs its private key",
                     ErrorKind::Invalid};
    }
    // Every file first: a bad path is the user's to fix, whatever OpenSSL would have said.
    std::string caPem, certPem, keyPem;
    if (auto read = readAll(s, caPem, certPem, keyPem); !read) {
        return read.error();
    }
    ERR_clear_error();
    SSL_CTX* raw = SSL_CTX_new(TLS_client_method());
    if (raw == nullptr) {
        return Error{"cannot set up TLS: " + lastReason("out of memory"), ErrorKind::System};
    }
    std::shared_ptr<TlsContext> ctx(new TlsContext(raw));
    ctx->m_clientCertificate = !s.certFile.empty();
    SSL_CTX_set_min_proto_version(raw, TLS1_2_VERSION);
    SSL_CTX_set_verify(raw, SSL_VERIFY_PEER, nullptr);
    // Our writes resume from the same buffer after a partial or would-block write.
    SSL_CTX_set_mode(raw, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    if (caPem.empty()) {
        if (SSL_CTX_set_default_verify_paths(raw) != 1) {
            return Error{"cannot load the system's CA certificates (" + lastReason("unknown") +
                             "): give the masters' CA with " + s.caName,
                         ErrorKind::Invalid};
        }
    } else if (auto added = trust(raw, s, caPem); !added) {
        return added.error();
    }
    if (!s.certFile.empty()) {
        if (auto used = useCertificate(raw, s, certPem, keyPem); !used) {
            return used.error();
        }
    }
    return std::shared_ptr<const TlsContext>(std::move(ctx));
}

} // namespace redlock
