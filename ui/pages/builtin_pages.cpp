// The lab's own pages, in course order: the one list a new page joins (PageCatalog reads it on
// first use; ui/app/page.h says what a page provides).

#include "ui/app/page_catalog.h"
#include "ui/pages/choose/choose_entry.h"
#include "ui/pages/explore/explore_entry.h"
#include "ui/pages/gates/gates_entry.h"
#include "ui/pages/lease/lease_entry.h"
#include "ui/pages/majority/majority_entry.h"
#include "ui/pages/overlap/overlap_entry.h"
#include "ui/pages/protocol/protocol_entry.h"
#include "ui/pages/recap/recap_entry.h"
#include "ui/pages/sandbox/sandbox_entry.h"
#include "ui/pages/timing/timing_entry.h"

namespace redlock::ui {

std::vector<std::unique_ptr<Page>> builtinPages() {
    std::vector<std::unique_ptr<Page>> pages;
    pages.push_back(std::make_unique<MajorityEntry>());
    pages.push_back(std::make_unique<ProtocolEntry>());
    pages.push_back(std::make_unique<GatesEntry>());
    pages.push_back(std::make_unique<OverlapEntry>());
    pages.push_back(std::make_unique<TimingEntry>());
    pages.push_back(std::make_unique<ExploreEntry>());
    pages.push_back(std::make_unique<SandboxEntry>());
    pages.push_back(std::make_unique<LeaseEntry>());
    pages.push_back(std::make_unique<ChooseEntry>());
    pages.push_back(std::make_unique<RecapEntry>());
    return pages;
}

} // namespace redlock::ui
