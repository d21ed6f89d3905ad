// TimingPage, second half: scenario files and the presenter's keys. Kept apart from
// timingpage.cpp (layout and readouts) so both stay a readable length; same class, same tr()
// context.
#include "timingpage.h"

#include "core/sim/scenario_file.h"
#include "settings.h"
#include "theme.h"
#include "timingmodel.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QSaveFile>

namespace redlock::ui {

namespace {

// Scenario files are a few kilobytes; a bigger one is not a scenario, and reading it whole
// into memory would only delay the error.
constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

} // namespace

QString TimingPage::openFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    QString error;
    QByteArray bytes;
    if (!file.open(QIODevice::ReadOnly)) {
        error = tr("Could not open “%1”: %2").arg(name, file.errorString());
    } else if (file.size() > kMaxFileBytes) {
        error = tr("Could not open “%1”: the file is larger than 4 MB.").arg(name);
    } else {
        bytes = file.readAll();
    }
    if (error.isEmpty()) {
        auto loaded = sim::loadScenarioFile(std::string_view(bytes.constData(), bytes.size()));
        if (!loaded) {
            // The core's message names the line and the field, e.g. "line 7: field
            // 'params.ttl_ms': value 0 out of range 1 to 86400000".
            error = tr("Could not open “%1”: %2")
                        .arg(name, QString::fromStdString(loaded.error().message));
        } else {
            m_model->openFile(std::move(loaded).value(), name);
        }
    }
    showFileError(error);
    return error;
}

QString TimingPage::saveFile(const QString& path) {
    QSaveFile file(path);
    const std::string text = sim::toJson(m_model->toFile());
    QString error;
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        error = tr("Could not save “%1”: %2").arg(QFileInfo(path).fileName(), file.errorString());
    }
    showFileError(error);
    return error;
}

void TimingPage::openInteractively() {
    pause();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), startDir(),
                                                      tr("Scenario files (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    rememberDir(path);
    if (const QString error = openFile(path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Open scenario"), error);
    }
}

void TimingPage::saveInteractively() {
    pause();
    const QString suggested = startDir() + QLatin1Char('/') +
                              (m_model->scenario().isEmpty() ? QStringLiteral("scenario")
                                                             : m_model->scenario()) +
                              QStringLiteral(".json");
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario as"), suggested,
                                                tr("Scenario files (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        path += QStringLiteral(".json");
    }
    rememberDir(path);
    if (const QString error = saveFile(path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Save scenario as"), error);
    }
}

QString TimingPage::fileErrorText() const {
    return m_fileError->text();
}

void TimingPage::showFileError(const QString& message) {
    m_fileError->setText(message);
    // Styled here, not in the theme's sheet, so it takes the current theme's colour.
    m_fileError->setStyleSheet(QStringLiteral("QLabel { color: %1; font-weight: 600; }")
                                   .arg(Theme::down().name()));
    m_fileError->setVisible(!message.isEmpty());
}

QString TimingPage::startDir() const {
    const QString dir = m_settings ? m_settings->scenarioDir() : QString();
    return dir.isEmpty() ? QDir::homePath() : dir;
}

void TimingPage::rememberDir(const QString& file) {
    if (m_settings) {
        m_settings->setScenarioDir(QFileInfo(file).absolutePath());
    }
}

void TimingPage::syncFileItem() {
    // One entry for the opened file, after the built-in scenarios, named after the file.
    const QSignalBlocker block(m_scenario);
    const int at = m_scenario->findData(kFileItem);
    if (!m_model->hasFile()) {
        if (at >= 0) {
            m_scenario->removeItem(at);
        }
        return;
    }
    const QString label = tr("%1 (file)").arg(m_model->fileLabel());
    if (at < 0) {
        m_scenario->addItem(label, kFileItem);
    } else {
        m_scenario->setItemText(at, label);
    }
}

bool TimingPage::step(int delta) {
    m_model->pause();
    return delta > 0 ? m_model->stepToNextEvent() : m_model->stepToPreviousEvent();
}

void TimingPage::togglePause() {
    m_model->playing() ? m_model->pause() : m_model->play();
}

void TimingPage::pause() {
    if (m_model->playing()) {
        m_model->pause();
    }
}

} // namespace redlock::ui
