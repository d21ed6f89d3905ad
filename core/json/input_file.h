#pragma once
// The one rule for every file the app reads from outside (scenario files, question files, the
// user's question folder): the path must name a regular file — a directory, FIFO, socket or
// device is refused, also behind a symlink, so /dev/zero or a FIFO costs nothing — of at most
// `maxBytes`, read within `deadline`. The open never waits (O_NONBLOCK: a FIFO without a writer
// would block in open()), fstat decides before a byte is read, and the read stops at the size
// fstat gave: a file that grows meanwhile is refused, not read on. Every error is one line
// naming the file and why, and what was expected; the file name is the user's, so whoever shows
// the message makes it safe (terminalText, json_out.h).

#include "core/lock/result.h"
#include "core/lock/units.h"

#include <cstddef>
#include <string>

namespace redlock::sim {

struct InputFile {
    const char* what = "file";      // "scenario file", "question file": the words of errors
    std::size_t maxBytes = 1 << 20; // refuse anything larger
    Millis deadline{5000};          // refuse a read that takes longer (a stalled filesystem)
    bool followLinks = true;        // false: a symlink itself is refused (O_NOFOLLOW)
};

Result<std::string> readInputFile(const std::string& path, const InputFile& rule);

} // namespace redlock::sim
