#pragma once
// Small POSIX process helpers for LocalServers and `redlockctl masters` (Linux: /proc is read
// to confirm a pid before signalling it). Processes are only ever addressed by pid, never by
// name, so nothing but what we started can be signalled.

#include <string>
#include <sys/types.h>
#include <vector>

namespace redlock {

// A TCP port on 127.0.0.1 that was free a moment ago (bind to port 0, read it, close).
// The caller must still handle losing the race to another process. 0 on failure.
int freeLoopbackPort();

// First executable named `name` on PATH, or "" when there is none.
std::string findOnPath(const std::string& name);

// fork + exec argv[0] (searched on PATH) with stdout/stderr appended to `logFile`.
// `detached` puts the child in its own session so it outlives the caller's terminal; a child
// that is not detached gets PR_SET_PDEATHSIG (SIGKILL): it dies with the caller.
// Returns the pid, or -1 (errno set) when fork failed. An exec failure shows as exit 127.
// The signal follows the thread that forked: spawn from a thread that outlives the children.
pid_t spawn(const std::vector<std::string>& argv, const std::string& logFile, bool detached);

// The same for a child we talk to (never detached, so it dies with us): its stdin and stdout
// are pipes, `toChild` and `fromChild` our ends of them (close-on-exec), its stderr goes to
// `logFile`. Returns the pid, or -1 (errno set; no descriptor left open).
pid_t spawnPiped(const std::vector<std::string>& argv, const std::string& logFile, int& toChild,
                 int& fromChild);

// True while `pid` is alive. For our own child it also reaps it once it exited.
bool processAlive(pid_t pid, bool child);

// SIGTERM (with SIGCONT, so a paused process can act on it), then SIGKILL after `graceMs`;
// reaps when `child`. Returns true when the process is gone.
bool stopProcess(pid_t pid, bool child, int graceMs = 2000);

// SIGKILL and reap (a crash, as far as the server's clients are concerned).
bool killProcess(pid_t pid, bool child);

// A new private directory $TMPDIR/<stem>-<pid>-XXXXXX (or under /tmp); "" when it cannot be
// made. The name carries the creating process's pid, so a process killed without cleaning up
// (SIGKILL) leaves a directory the next call can tell is stale: before creating its own, it
// removes every <stem>-<pid>-XXXXXX of ours whose pid is no longer running (sweepStaleTempDirs).
std::string makeTempDir(const std::string& stem);
// The sweep alone; returns how many directories it removed. Only real directories (never a
// symlink) owned by this user, named exactly so, of a pid that does not exist, are touched.
int sweepStaleTempDirs(const std::string& stem);

// A /proc/<pid>/ link read as text ("exe": the executable, "cwd": the working directory);
// empty when the pid does not exist or is not ours to inspect.
std::string processLink(pid_t pid, const char* which);

// The NUL-separated command line of pid, from /proc; empty when the pid does not exist.
std::vector<std::string> processCmdline(pid_t pid);

} // namespace redlock
