// MainWindow's Tools menu: the safety check dialog (its own servers, its own worker thread).
#include "mainwindow.h"

#include "checkdialog.h"

namespace redlock::ui {

CheckDialog* MainWindow::checkDialog() {
    if (!m_checkDialog) {
        // A child of the window: it takes the theme, and its runner is cancelled and waited
        // for when the window goes, so no server outlives the app.
        m_checkDialog = new CheckDialog(this);
    }
    return m_checkDialog;
}

} // namespace redlock::ui
