#pragma once
// The hook that lets a page take the presenter's clicker and pause keys.
//
// How it is wired (MainWindow):
//  - PgDn / PgUp (what a presentation clicker sends) first call step(+1) / step(-1) on the
//    current page if it implements PresenterKeys. A page returns true when it consumed the
//    step (an animated page advances or rewinds one frame of its scenario); false means "I am
//    at my first/last step" and the window turns to the next/previous page instead. Pages that
//    do not implement the interface are simply turned.
//  - "." and B (the clicker's "blank screen" key) call togglePause().
//  - pause() is called when the window loses focus or the app goes inactive (a teacher
//    switching to slides should not come back to an animation that ran on unseen), and when
//    the user leaves the page. MainWindow also emits playbackPaused() at those moments.
//
// A page opts in by inheriting it next to QWidget:
//     class ProtocolPage : public QWidget, public PresenterKeys { ... };
// MainWindow finds it with dynamic_cast, so no registration is needed.

namespace redlock::ui {

class PresenterKeys {
public:
    virtual ~PresenterKeys() = default;

    // delta is +1 (forward) or -1 (back). Return false to let the window turn the page.
    virtual bool step(int delta) = 0;
    virtual void togglePause() = 0;
    virtual void pause() = 0;
};

} // namespace redlock::ui
