#pragma once
// The core's one error convention. Errors are values at the core boundary: a Result<T> holds
// either a value or an Error. The message names the bad value, why it is bad, and what is
// expected (one line, for a person); the kind says what sort of failure it is (for code: the
// CLI's exit status, a retry, a test). ui/ turns it into tr() text.
//
// Invalid is the default, since most errors are an input that breaks its rules; every other
// kind is written out where the error is made. An error passed on keeps its kind
// (`return r.error();`, or Error{prefix + r.error().message, r.error().kind}).

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace redlock {

enum class ErrorKind {
    Invalid,  // a value, an option or a file's content breaks its rules: fix the input
    NotFound, // what was named is not there: a program on PATH, a scenario, a library
    System,   // the operating system refused: fork, a file, a directory, a socket
    Network,  // a peer could not be reached, or did not answer in time
    Server,   // a server answered, with an error or an answer of the wrong shape
};

// The kind's stable name, for JSON and logs.
constexpr const char* errorKindName(ErrorKind kind) {
    switch (kind) {
    case ErrorKind::Invalid:
        return "invalid";
    case ErrorKind::NotFound:
        return "not-found";
    case ErrorKind::System:
        return "system";
    case ErrorKind::Network:
        return "network";
    case ErrorKind::Server:
        return "server";
    }
    return "invalid";
}

struct Error {
    std::string message;
    ErrorKind kind = ErrorKind::Invalid;
};

template <class T> class Result {
public:
    Result(T value) : m_v(std::move(value)) {}
    Result(Error error) : m_v(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_v); }
    explicit operator bool() const { return ok(); }

    const T& value() const& {
        assert(ok());
        return std::get<T>(m_v);
    }
    T& value() & {
        assert(ok());
        return std::get<T>(m_v);
    }
    T&& value() && {
        assert(ok());
        return std::get<T>(std::move(m_v));
    }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    const Error& error() const {
        assert(!ok());
        return std::get<Error>(m_v);
    }

private:
    std::variant<T, Error> m_v;
};

} // namespace redlock
