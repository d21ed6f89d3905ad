#pragma once
// A page that can set itself up as a question's run (core/guide/question.h), so that after the
// reveal the student sees the run on the page itself, drawn by the page's own core: the majority
// page takes the vote's masters down, the gates page also sets the TTL and the elapsed time,
// the timing page plays the scenario, the lease page plays the actions from a fresh start, the
// choosing page opens the cell. The question card offers "Show it on the page" only where
// canShowRun() says the page can.

namespace redlock::guide {
struct RunSpec;
}

namespace redlock::ui {

class RunTarget {
public:
    virtual ~RunTarget() = default;
    virtual bool canShowRun(const guide::RunSpec& run) const = 0;
    // Sets the page as `run` says; what the page then shows comes from its own model.
    virtual void showRun(const guide::RunSpec& run) = 0;
};

} // namespace redlock::ui
