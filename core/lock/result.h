#pragma once
// Errors are values at the core boundary: a Result<T> holds either a value or an Error whose
// message names the bad value, why it is bad, and what is expected. ui/ turns it into tr() text.

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace redlock {

struct Error {
    std::string message;
};

template <class T>
class Result {
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
