#include "core/valkey/resp.h"

#include <charconv>

namespace redlock {

namespace {

void appendHeader(std::string& out, char kind, std::size_t n) {
    char buf[24];
    buf[0] = kind;
    auto [end, ec] = std::to_chars(buf + 1, buf + sizeof buf, n);
    (void)ec; // 23 digits always fit a size_t
    out.append(buf, end);
    out.append("\r\n", 2);
}

template <class Args> void appendAll(std::string& out, const Args& args) {
    appendHeader(out, '*', args.size());
    for (std::string_view a : args) {
        appendHeader(out, '$', a.size());
        out.append(a);
        out.append("\r\n", 2);
    }
}

} // namespace

void appendResp(std::string& out, std::initializer_list<std::string_view> args) {
    appendAll(out, args);
}

void appendResp(std::string& out, const std::vector<std::string_view>& args) {
    appendAll(out, args);
}

} // namespace redlock
