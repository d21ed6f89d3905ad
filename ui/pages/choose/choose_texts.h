#pragma once
// The words of the choosing-a-lock page in the reader's language: the short design and fault
// labels of the grid (and a longer description of each for tooltips and the run panel), and
// the core's sentences about a cell or the guide's advice (core/sim/analysis/choose.h),
// translated through their templates (context "redlock::sim::Choose") with the numbers filled
// in by RunSummary::fill, as the timing page does for the narration.

#include "core/sim/sentence.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace redlock::ui {

class ChooseTexts {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::ChooseTexts)
public:
    static QString design(const std::string& id);     // "Redlock, 5 masters"
    static QString designLong(const std::string& id); // what the design is, one sentence
    static QString fault(const std::string& id);      // "GC pause"
    static QString faultLong(const std::string& id);  // what the fault does, one sentence
    static QString sentence(const sim::Sentence& s);  // a chooseOutcome / chooseAdvice sentence
};

} // namespace redlock::ui
