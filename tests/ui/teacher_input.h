#pragma once
// Input as a teacher gives it, for the UI tests: keys to whatever widget has focus (shortcuts
// first, as the keyboard does) and clicks on a spin box's arrows.

#include <QApplication>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionSpinBox>
#include <QTest>

namespace teacher {

inline void press(QWidget* fallback, Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier) {
    QWidget* target = QApplication::focusWidget();
    QTest::keyClick(target ? target : fallback, key, mods);
}

inline void clickArrow(QSpinBox* spin, bool up, int times = 1) {
    QStyleOptionSpinBox opt;
    opt.initFrom(spin);
    opt.subControls = QStyle::SC_SpinBoxUp | QStyle::SC_SpinBoxDown;
    opt.stepEnabled = QAbstractSpinBox::StepUpEnabled | QAbstractSpinBox::StepDownEnabled;
    const QRect r = spin->style()->subControlRect(
        QStyle::CC_SpinBox, &opt, up ? QStyle::SC_SpinBoxUp : QStyle::SC_SpinBoxDown, spin);
    for (int i = 0; i < times; ++i) {
        QTest::mouseClick(spin, Qt::LeftButton, {}, r.center());
    }
}

} // namespace teacher
