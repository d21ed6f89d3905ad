// MainWindow, second half: the File and Help menus and the settings binding. Kept apart from
// mainwindow.cpp (navigation, presenter mode, themes) so both stay a readable length; it is the
// same class and the same tr() context.
#include "mainwindow.h"

#include "labstate.h"
#include "languageswitcher.h"
#include "readouts.h"
#include "screenshot.h"
#include "settings.h"
#include "shortcutsheet.h"
#include "timingpage.h"
#include "windowactions.h"

#include <QCloseEvent>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>

namespace redlock::ui {

Handout MainWindow::handout() const {
    const auto id = PageCatalog::fromName(currentPageName()).value_or(PageId::Majority);
    Handout h;
    h.title = PageCatalog::title(id);
    h.subtitle = PageCatalog::subtitle(id);
    // Every page shares one LabState, so its numbers are the lesson's numbers on every page;
    // the pages not built yet say so instead of printing numbers they do not show.
    if (PageCatalog::isBuilt(id) || id == PageId::Recap) {
        h.numbers = Readouts::numbers(m_state->verdict(), m_state->driftFactor());
    } else {
        h.numbers = {PageCatalog::comingNext(id)};
    }
    return h;
}

QString MainWindow::exportCurrentPage(const QString& file) {
    QWidget* current = page(currentPageName());
    // Pending layout requests would otherwise leave the export one text change behind; one
    // pass can post another, hence two.
    for (int pass = 0; pass < 2; ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
    return PageExporter::save(current, handout(), file);
}

void MainWindow::exportInteractively(PageExporter::Format format) {
    QString suggested = QStringLiteral("redlock-lab-") + currentPageName();
    QString filter;
    switch (format) {
    case PageExporter::Format::Png:
        suggested += QStringLiteral(".png");
        filter = tr("PNG images (*.png)");
        break;
    case PageExporter::Format::Svg:
        suggested += QStringLiteral(".svg");
        filter = tr("SVG drawings (*.svg)");
        break;
    case PageExporter::Format::Pdf:
        suggested += QStringLiteral(".pdf");
        filter = tr("PDF documents (*.pdf)");
        break;
    }
    const QString file = QFileDialog::getSaveFileName(this, tr("Export page"), suggested, filter);
    if (file.isEmpty()) {
        return;
    }
    const QString error = exportCurrentPage(file);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Export page"), error);
    }
}

void MainWindow::saveScreenshotAs() {
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Save screenshot"), QStringLiteral("redlock-lab.png"), tr("PNG images (*.png)"));
    if (file.isEmpty()) {
        return;
    }
    if (!grab().save(file, "PNG")) {
        QMessageBox::warning(this, tr("Screenshot"),
                             tr("Could not write the screenshot to \"%1\".").arg(file));
    }
}

void MainWindow::attachSettings(Settings* settings) {
    m_settings = nullptr; // restore first without writing every restored value straight back
    setTheme(Theme::modeFromName(settings->theme()));
    setPresenterScale(settings->presenterScale());
    setLanguage(settings->language());
    m_state->setMasterCount(settings->masterCount());
    showPage(settings->lastPage());
    if (const QByteArray g = settings->geometry(); !g.isEmpty()) {
        restoreGeometry(g);
    }
    if (auto* timing = qobject_cast<TimingPage*>(page(QStringLiteral("timing")))) {
        timing->setSettings(settings);
    }
    m_settings = settings;
}

void MainWindow::resetSettings() {
    const auto answer = QMessageBox::question(
        this, tr("Reset settings"),
        tr("Forget the saved language, theme, window size, presenter text size and last page? "
           "The lab returns to its defaults now."));
    if (answer != QMessageBox::Yes) {
        return;
    }
    if (m_settings) {
        m_settings->clear();
    }
    setTheme(Theme::Mode::System);
    setPresenterScale(Theme::kPresenterScale);
    m_state->setMasterCount(LabState::kDefaultMasters);
    setLanguage(QStringLiteral("en"));
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Redlock Lab"),
        tr("<p><b>Redlock Lab</b> %1</p><p>An interactive lesson on Redlock: a lock taken on a "
           "majority of independent Redis or Valkey masters, and admitted only if the acquire "
           "also fits inside the lease.</p><p>Every verdict shown here is computed by the same "
           "core library the real client uses.</p>")
            .arg(QCoreApplication::applicationVersion()));
}

QString MainWindow::statusText() const {
    return m_status->text();
}

ShortcutSheet* MainWindow::shortcutSheet() {
    if (!m_sheet) {
        m_sheet = new ShortcutSheet(this);
        m_sheet->setActions(m_actions->all());
    }
    return m_sheet;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_settings) {
        m_settings->setGeometry(saveGeometry());
        m_settings->sync();
    }
    QMainWindow::closeEvent(event);
}

} // namespace redlock::ui
