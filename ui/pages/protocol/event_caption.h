#pragma once
// The protocol page's caption: what the event at the playhead means, in one or two plain
// sentences under the diagram ("C1 sends SET … to M1–M5 at once", "M3 answers OK: C1 has 3 of
// the 3 votes it needs", the verdict). Every sentence is chosen and filled from the Timeline
// itself — the event's kind, lanes and the counts at that moment — never from fixed text:
//  - the verdict of an attempt is the core's own outcome sentence (narration.h: "held",
//    "refused-no-majority", "refused-past-ttl", "refused-drift"), built from the attempt with the
//    core's template and translated under redlock::sim::Narration, so for a simulator run it is
//    the very sentence narrate() says (tst_ui_protocol_caption checks that, and the core's claim);
//  - every per-message sentence is a template of this file (captionTemplates(), translated under
//    redlock::ui::ProtocolCaption), each with a predicate over the run that holds when it is said
//    (the comment on each template; tst_ui_protocol_caption recounts it from the Timeline).
// Live traces (timelineFromAttempt) differ in one way: the moment a command lands on a master is
// drawn at mid round trip, not measured, so there no sentence says what a master did at that
// moment (the "landed-live" sentence says that instead).

#include "core/sim/sentence.h"
#include "core/sim/timeline.h"

#include <QCoreApplication>
#include <QString>

#include <utility>
#include <vector>

namespace redlock::ui {

struct EventCaption {
    redlock::sim::Us at = -1; // the event's time: the latest event time at or before the playhead
    // The meaning (one sentence), then at a verdict what the client does next (maybe none).
    // Sentence::t is `at`; id is a core narration id or a captionTemplates() id.
    std::vector<redlock::sim::Sentence> sentences;
};

class ProtocolCaption {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::ProtocolCaption)
public:
    // Where the timeline came from: a live trace never tells when a command landed.
    enum class Source { Simulated, Live };

    // The caption of the event at or before `playhead` (none before the first event).
    static EventCaption at(const redlock::sim::Timeline& tl, redlock::sim::Us playhead,
                           Source source);
    // The caption in the reader's language: its sentences joined by a space.
    static QString text(const EventCaption& caption);
    // One sentence in the reader's language (core ids under redlock::sim::Narration).
    static QString sentence(const redlock::sim::Sentence& s);
    // Every {id, English template} of this file, for the tests.
    static const std::vector<std::pair<const char*, const char*>>& templates();
    // Whether `id` is one of the core's narration templates (translated in its context).
    static bool isCoreSentence(const std::string& id);
};

} // namespace redlock::ui
