#pragma once
// The commands of a trace as a shell script that runs: one `redis-cli -h H -p P …` line per
// command per master, in the order the masters ran them, with the exact bytes the client sends
// (SET … NX PX, and the token-checked release and extend scripts as EVAL of the core's own
// script text, so it works on a fresh server). Every line ends with the reply the trace expects
// as a shell comment; what the client made of it (reply time, a deadline that passed, a master
// not awaited) is a comment line above it. A command that never reached its master is written
// out commented, so the script does not run it either.
// Both sources use it: a simulator Timeline (steps()) and the real client's Attempts
// (LiveTrace). Hosts and ports are shell variables (M1_HOST, M1_PORT, …) with the trace's own
// addresses as defaults, so the script can be pointed at other servers.

#include "core/sim/timeline.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace redlock::ui {

struct ScriptStep {
    redlock::sim::Us order = 0; // when the master ran it (sort key of the script)
    redlock::sim::Us sent = 0;  // when the client sent it
    int master = 0;             // 0-based
    QString client;             // the sending client's name when several race, else empty
    redlock::sim::MessageKind kind = redlock::sim::MessageKind::Set; // set | release | extend
    QString key;
    QString token;
    long long ttlMs = 0;
    bool ran = false; // reached the master, which ran it (at `order`)
    QString expect;   // the master's answer as redis-cli --no-raw prints it; empty: unknown
    int seq = 0;      // tie-break between steps run at the same instant
    redlock::sim::Us noteAt = -1; // when the client learnt what `note` says; -1: no note
    QString note;                 // what the client made of it (translated)
};

class Transcript {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::Transcript)
public:
    // The commands of a simulator run, with the master lanes numbered in lane order.
    static std::vector<ScriptStep> steps(const redlock::sim::Timeline& tl);
    // A simulator run as a script: masters default to 127.0.0.1:6379, :6380, …
    static QString text(const redlock::sim::Timeline& tl, redlock::sim::Us upTo);
    // Any steps as a script against `addresses` ("host:port", one per master). Only steps sent
    // by `upTo` are listed and only replies back by then are filled in; upTo < 0 lists all.
    static QString script(std::vector<ScriptStep> steps, const QStringList& addresses,
                          const QStringList& names, bool simulated, redlock::sim::Us upTo);
    // "2.000" (ms with three decimals, the precision of the simulator's microseconds)
    static QString msText(redlock::sim::Us t);
    // How redis-cli --no-raw prints a reply of this kind.
    static QString expectedReply(redlock::sim::MessageKind kind, bool ok);
    // One argument for sh: as is when it is plain, otherwise single-quoted.
    static QString shellWord(const QString& word);
};

} // namespace redlock::ui
