#pragma once
// ClientProcess: one lock client running as a process of its own (e.g. `redlockctl acquire`),
// so that it can be frozen with SIGSTOP and thawed with SIGCONT like a client in a long GC
// pause, which a thread of ours cannot be. We talk to it in lines over its stdin and stdout;
// every read has a deadline, so a client that says nothing never hangs the caller. It dies
// with us (PR_SET_PDEATHSIG) and the destructor stops it by pid.

#include "core/lock/result.h"
#include "core/lock/units.h"

#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace redlock {

class ClientProcess {
public:
    // argv[0] is the program (a path or a name on PATH); its stderr goes to `logFile`.
    static Result<ClientProcess> start(const std::vector<std::string>& argv,
                                       const std::string& logFile);

    ClientProcess(ClientProcess&& other) noexcept;
    ClientProcess& operator=(ClientProcess&& other) noexcept;
    ClientProcess(const ClientProcess&) = delete;
    ClientProcess& operator=(const ClientProcess&) = delete;
    ~ClientProcess();

    pid_t pid() const { return m_pid; }
    // The next line it wrote (without the newline); nullopt when none came within `timeout`
    // or its stdout closed. Millis(0): only what it has already written.
    std::optional<std::string> readLine(Millis timeout);
    bool writeLine(const std::string& line);
    bool pause();  // SIGSTOP
    bool resume(); // SIGCONT
    // Its exit status once it exited within `timeout` (-1: killed by a signal); nullopt if it
    // is still running.
    std::optional<int> waitExit(Millis timeout);
    void stop(); // SIGTERM (with SIGCONT), then SIGKILL; reaped

private:
    ClientProcess() = default;
    void closeFds();

    pid_t m_pid = -1;
    int m_in = -1;  // its stdin
    int m_out = -1; // its stdout
    std::string m_buffer;
    std::optional<int> m_exit;
};

} // namespace redlock
