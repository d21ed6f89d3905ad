<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>redlock::ui::BackendModel</name>
    <message numerus="yes">
        <location filename="../ui/live/backend_model.cpp" line="357"/>
        <source> · %n not awaited</source>
        <translation>
            <numerusform> · %n not awaited</numerusform>
            <numerusform> · %n not awaited</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/live/backend_model.cpp" line="360"/>
        <source> · %n not asked</source>
        <translation>
            <numerusform> · %n not asked</numerusform>
            <numerusform> · %n not asked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>redlock::ui::ExplorePage</name>
    <message numerus="yes">
        <location filename="../ui/pages/explore/explore_page.cpp" line="463"/>
        <source>The shortest schedule has %n step(s); found after %1 states in %2. The simulator plays it below.</source>
        <translation>
            <numerusform>The shortest schedule has %n step; found after %1 states in %2. The simulator plays it below.</numerusform>
            <numerusform>The shortest schedule has %n steps; found after %1 states in %2. The simulator plays it below.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/explore/explore_page.cpp" line="469"/>
        <source>Every schedule the adversary can choose within these budgets was tried: %1 states, %n step(s) deep, in %2. Neither two holders at once nor a stale write is possible in this model.</source>
        <translation>
            <numerusform>Every schedule the adversary can choose within these budgets was tried: %1 states, %n step deep, in %2. Neither two holders at once nor a stale write is possible in this model.</numerusform>
            <numerusform>Every schedule the adversary can choose within these budgets was tried: %1 states, %n steps deep, in %2. Neither two holders at once nor a stale write is possible in this model.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/explore/explore_page.cpp" line="477"/>
        <source>Searched %1 states, every schedule up to %n step(s), in %2; stopped by %3. A bounded search is not a proof: a longer schedule might still break the lock. Raise the budget or drop a fault to search the whole space.</source>
        <translation>
            <numerusform>Searched %1 states, every schedule up to %n step, in %2; stopped by %3. A bounded search is not a proof: a longer schedule might still break the lock. Raise the budget or drop a fault to search the whole space.</numerusform>
            <numerusform>Searched %1 states, every schedule up to %n steps, in %2; stopped by %3. A bounded search is not a proof: a longer schedule might still break the lock. Raise the budget or drop a fault to search the whole space.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>redlock::ui::LeaseLab</name>
    <message numerus="yes">
        <location filename="../ui/pages/lease/lease_lab.cpp" line="104"/>
        <source>The reaper returns %n lapsed job(s) to pending.</source>
        <translation>
            <numerusform>The reaper returns %n lapsed job to pending.</numerusform>
            <numerusform>The reaper returns %n lapsed jobs to pending.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>redlock::ui::RecapPage</name>
    <message numerus="yes">
        <location filename="../ui/pages/explore/explore_entry.cpp" line="51"/>
        <source>a master back at once without persistence: two holders after %n step(s)</source>
        <translation>
            <numerusform>a master back at once without persistence: two holders after %n step</numerusform>
            <numerusform>a master back at once without persistence: two holders after %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="66"/>
        <source>two of three masters restarted wiped during a hold: %n overlap(s); restarted keeping the key: %1</source>
        <translation>
            <numerusform>two of three masters restarted wiped during a hold: %n overlap; restarted keeping the key: %1</numerusform>
            <numerusform>two of three masters restarted wiped during a hold: %n overlaps; restarted keeping the key: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>redlock::ui::SpaceTimeView</name>
    <message numerus="yes">
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="411"/>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="436"/>
        <source>%n timeouts</source>
        <translation>
            <numerusform>%n timeout</numerusform>
            <numerusform>%n timeouts</numerusform>
        </translation>
    </message>
</context>
</TS>
