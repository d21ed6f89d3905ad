#pragma once
// A strip of controls that wraps onto further lines when the width runs out, like words in a
// paragraph. A strip that fits one line in English at normal size would otherwise widen the
// page past the window at presenter size (or in Chinese) and force sideways scrolling on a
// projector. Items keep their natural size; each line is left-aligned, and an item added with
// pushRight sits at the right end of its line when it shares the line with others.

#include <QList>
#include <QWidget>

#include <initializer_list>

class QVBoxLayout;

namespace redlock::ui {

class FlowRow : public QWidget {
    Q_OBJECT
public:
    explicit FlowRow(QWidget* parent = nullptr, int spacing = 12);

    void addItem(QWidget* item, bool pushRight = false);
    // Several widgets that must stay together on one line (a label and its spin box).
    QWidget* addGroup(std::initializer_list<QWidget*> widgets, int spacing = 6,
                      bool pushRight = false);
    int lineCount() const { return static_cast<int>(m_breaks.size()); }

    // As narrow as the widest item: the page may shrink, the strip wraps.
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void reflow();

    struct Item {
        QWidget* widget;
        bool pushRight;
    };
    QVBoxLayout* m_lines;
    QList<Item> m_items;
    QList<int> m_breaks; // index of the first item of each line
    int m_spacing;
    bool m_reflowing = false;
};

} // namespace redlock::ui
