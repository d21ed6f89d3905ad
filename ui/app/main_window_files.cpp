// MainWindow's File, Help and Tools menus and its settings: export and the handout, the
// screenshot, reading and writing the settings, About, the safety check dialog. The window
// itself (pages, navigation, presenter mode, themes) is main_window.cpp; same class, same tr()
// context.

#include "ui/app/main_window.h"

#include "ui/app/language_switcher.h"
#include "ui/app/settings.h"
#include "ui/app/shortcut_sheet.h"
#include "ui/app/window_actions.h"
#include "ui/check/check_dialog.h"
#include "ui/guide/guide_progress.h"
#include "ui/guide/question_bank.h"
#include "ui/guide/question_card.h"
#include "ui/guide/study_guide.h"
#include "ui/model/lab_state.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QScrollArea>
#include <QStackedWidget>

namespace redlock::ui {

Handout MainWindow::handout() const {
    Handout h;
    const Page* entry = PageCatalog::at(m_stack->currentIndex());
    if (!entry) {
        return h;
    }
    h.title = entry->title();
    h.subtitle = entry->subtitle();
    // Each page's own set-up, numbers and views, from the model that page draws.
    QWidget* built = page(entry->name());
    h.setup = entry->handoutSetup(built, m_context);
    h.numbers = entry->handoutNumbers(built, m_context);
    h.diagrams = entry->handoutDiagrams(built);
    // The study guide's questions on this page, without their answers: a worksheet.
    const bool zh = QuestionCard::chinese();
    const auto text = [zh](const guide::Text& t) {
        return QString::fromStdString(zh ? t.zh : t.en);
    };
    for (const guide::Question& q : m_guide->bank()->forPage(entry->name())) {
        HandoutQuestion out{text(q.prompt), {}};
        for (const guide::Choice& c : q.choices) {
            out.choices << text(c.text);
        }
        h.questions << out;
    }
    h.paper = m_paper;
    h.locale = QLocale(m_languages->language());
    return h;
}

void MainWindow::setHandoutPaper(Paper paper) {
    m_paper = paper;
    (paper == Paper::Letter ? m_actions->paperLetter : m_actions->paperA4)->setChecked(true);
    if (m_settings) {
        m_settings->setHandoutPaper(HandoutDocument::paperName(paper));
    }
}

QString MainWindow::exportCurrentPage(const QString& file) {
    QWidget* current = page(currentPageName());
    // Paper is white and read at arm's length: the handout's views are drawn in the light theme
    // at the normal text size, whatever the window shows; the window gets its look back after.
    PageExporter::Format format{};
    const bool pdf = PageExporter::formatFor(file, &format) && format == PageExporter::Format::Pdf;
    const Theme::Mode mode = Theme::mode();
    const bool presenter = m_presenter;
    const bool restyle = pdf && (Theme::isDark() || presenter);
    const auto style = [this](Theme::Mode m, bool p) {
        Theme::setMode(m);
        m_presenter = p;
        applyStyle();
    };
    if (restyle) {
        style(Theme::Mode::Light, false);
    }
    // Pending layout requests would otherwise leave the export one text change behind; one
    // pass can post another, hence two.
    for (int pass = 0; pass < 2; ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
    const QString error = PageExporter::save(current, handout(), file);
    if (restyle) {
        style(mode, presenter);
    }
    return error;
}

QString MainWindow::exportFolder() const {
    return PageExporter::startFolder(m_settings ? m_settings->exportDir() : QString());
}

void MainWindow::rememberExportFolder(const QString& file) {
    if (m_settings) {
        m_settings->setExportDir(QFileInfo(file).absolutePath());
    }
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
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export page"), exportFolder() + QLatin1Char('/') + suggested, filter);
    if (file.isEmpty()) {
        return;
    }
    rememberExportFolder(file);
    const QString error = exportCurrentPage(file);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Export page"), error);
    }
}

void MainWindow::saveScreenshotAs() {
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Save screenshot"), exportFolder() + QStringLiteral("/redlock-lab.png"),
        tr("PNG images (*.png)"));
    if (file.isEmpty()) {
        return;
    }
    rememberExportFolder(file);
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
    setHandoutPaper(HandoutDocument::paperFromName(settings->handoutPaper())
                        .value_or(HandoutDocument::defaultPaper()));
    m_state->setMasterCount(settings->masterCount());
    showPage(settings->lastPage());
    if (const QByteArray g = settings->geometry(); !g.isEmpty()) {
        m_geometryRestored = restoreGeometry(g);
    }
    m_settings = settings;
    m_context.settings = settings; // for the pages built from now on
    m_guide->attachSettings(settings);
    for (int i = 0; i < m_stack->count(); ++i) {
        if (QWidget* built = qobject_cast<QScrollArea*>(m_stack->widget(i))->widget()) {
            PageCatalog::at(i)->attachSettings(built, settings);
        }
    }
}

void MainWindow::resetSettings() {
    const auto answer = QMessageBox::question(
        this, tr("Reset settings"),
        tr("Forget the saved theme, window size, presenter text size and last page? The "
           "language stays as it is; the lab returns to its defaults now."));
    if (answer == QMessageBox::Yes) {
        restoreDefaults();
    }
}

void MainWindow::restoreDefaults() {
    // The class keeps reading the language it chose: only the rest goes back to defaults.
    const QString language = m_languages->language();
    if (m_settings) {
        m_settings->clear();
        m_settings->setLanguage(language);
        m_guide->progress()->writeBack();
    }
    setTheme(Theme::Mode::System);
    setPresenterScale(Theme::kPresenterScale);
    setHandoutPaper(HandoutDocument::defaultPaper());
    m_state->setMasterCount(LabState::kDefaultMasters);
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
    }
    m_sheet->setActions(keyedActions()); // built from the actions as they are now
    return m_sheet;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_settings) {
        m_settings->setGeometry(saveGeometry());
        m_settings->sync();
    }
    QMainWindow::closeEvent(event);
}

// The Tools menu's safety check dialog (its own servers, its own worker thread).
CheckDialog* MainWindow::checkDialog() {
    if (!m_checkDialog) {
        // A child of the window: it takes the theme, and its runner is cancelled and waited
        // for when the window goes, so no server outlives the app.
        m_checkDialog = new CheckDialog(this);
    }
    return m_checkDialog;
}

} // namespace redlock::ui
