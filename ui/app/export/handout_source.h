#pragma once
// HandoutSource: what a page widget implements to put its own content in the PDF handout, read
// from the model it draws, so a handout never prints another page's figures: the set-up in
// words (the page's parameters), the run's sentences and numbers, and the diagrams to draw for
// print. Page::handoutSetup(), handoutNumbers() and handoutDiagrams() (ui/app/page.h) ask it by
// default; a page that keeps its numbers elsewhere overrides those hooks instead.

#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>

class QLabel;
class QWidget;

namespace redlock::ui {

// One diagram of a page for the handout: a painted view of the page (never a control), drawn
// by its own paintEvent onto the PDF, and a caption above it.
struct HandoutDiagram {
    QString caption;
    QPointer<QWidget> view;
};

class HandoutSource {
public:
    virtual ~HandoutSource() = default;
    // One translated "name: value" line per readout, from the same result the page shows.
    virtual QStringList handoutNumbers() const = 0;
    // The page's set-up in words: one translated line per parameter. None by default.
    virtual QStringList handoutSetup() const { return {}; }
    // The page's diagrams, in the order the page shows them. None by default.
    virtual QList<HandoutDiagram> handoutDiagrams() const { return {}; }

    // "Masters (N): 5" from a page's own label and its control (spin box with its suffix, combo
    // box, check box); the label's mnemonic and trailing colon dropped.
    static QString setupLine(const QLabel* label, const QWidget* control);
    static QString setupLine(const QLabel* label, const QString& value);
    // A check box's text and "yes" or "no".
    static QString setupLine(const QWidget* checkBox);
    // "&Clients" → "Clients", "R&&D" → "R&D".
    static QString withoutMnemonic(const QString& text);

    // True while the handout paints `view` for paper: a view leaves out what only the screen
    // needs there (the frame of the lane the keyboard chose). Set by HandoutDocument.
    static bool printing(const QWidget* view);
    static void setPrinting(QWidget* view, bool on);
};

} // namespace redlock::ui
