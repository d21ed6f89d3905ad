#pragma once
// A page that can set itself up as a question's run (core/guide/question.h), so that after the
// reveal the student sees the run on the page itself, drawn by the page's own core: the majority
// page takes the vote's masters down, the gates page also sets the TTL and the elapsed time,
// the timing page plays the scenario, the lease page plays the actions from a fresh start, the
// choosing page opens the cell. The question card offers "Show it on the page" only where
// canShowRun() says the page can.
// The page is left in the state the explanation describes: everything the run names (a vote's
// TTL, elapsed time and the default drift reveal() judges with; a scenario's variant and
// fencing), and a page with a playhead puts it at the end of the run, paused, because reveal()
// reads its answer from the finished run. After showRun() the guide asks the page's Try-this
// steps again (a page may set its choosers with their signals blocked).

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
