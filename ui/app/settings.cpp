#include "ui/app/settings.h"

#include "ui/live/backend_kinds.h"

#include "core/lock/quorum.h"
#include "ui/app/language_switcher.h"
#include "ui/app/page_catalog.h"
#include "ui/model/lab_state.h"
#include "ui/widgets/theme.h"

#include <QDir>

#include <algorithm>

namespace redlock::ui {

namespace {

const QString kBackend = QStringLiteral("backend");
const QString kMasters = QStringLiteral("masters");
const QString kMasterCount = QStringLiteral("masterCount");
const QString kLanguage = QStringLiteral("language");
const QString kTheme = QStringLiteral("theme");
const QString kGeometry = QStringLiteral("geometry");
const QString kPresenterScale = QStringLiteral("presenterScale");
const QString kLastPage = QStringLiteral("lastPage");
const QString kScenarioDir = QStringLiteral("scenarioDir");
const QString kExportDir = QStringLiteral("exportDir");
const QString kHandoutPaper = QStringLiteral("handoutPaper");
const QString kGuideMode = QStringLiteral("guide/mode");
const QString kGuideSteps = QStringLiteral("guide/steps");
const QString kGuideAnswers = QStringLiteral("guide/answers");
const QString kGuidePractice = QStringLiteral("guide/practice");

} // namespace

Settings::Settings()
    : m_store(std::make_unique<QSettings>(QStringLiteral("RedlockLab"),
                                          QStringLiteral("redlock-lab"))) {}

Settings::Settings(const QString& iniFile)
    : m_store(std::make_unique<QSettings>(iniFile, QSettings::IniFormat)) {}

// Every getter validates what it reads: a hand-edited or stale file must not start the app in
// a state the command line would have refused.

QString Settings::backend() const {
    const QString v = m_store->value(kBackend, QStringLiteral("mock")).toString();
    return backendFromKey(v) ? v : QStringLiteral("mock");
}
void Settings::setBackend(const QString& value) {
    m_store->setValue(kBackend, value);
}

QStringList Settings::masters() const {
    return m_store->value(kMasters).toStringList();
}
void Settings::setMasters(const QStringList& value) {
    m_store->setValue(kMasters, value);
}

int Settings::masterCount() const {
    const int n = m_store->value(kMasterCount, LabState::kDefaultMasters).toInt();
    return (n >= kMinMasters && n <= kMaxMasters) ? n : LabState::kDefaultMasters;
}
void Settings::setMasterCount(int value) {
    m_store->setValue(kMasterCount, value);
}

QString Settings::language() const {
    const QString v = m_store->value(kLanguage, QStringLiteral("en")).toString();
    return LanguageSwitcher::available().contains(v) ? v : QStringLiteral("en");
}
void Settings::setLanguage(const QString& value) {
    m_store->setValue(kLanguage, value);
}

QString Settings::theme() const {
    const QString v = m_store->value(kTheme, QStringLiteral("system")).toString();
    return Theme::modeName(Theme::modeFromName(v));
}
void Settings::setTheme(const QString& value) {
    m_store->setValue(kTheme, value);
}

QByteArray Settings::geometry() const {
    return m_store->value(kGeometry).toByteArray();
}
void Settings::setGeometry(const QByteArray& value) {
    m_store->setValue(kGeometry, value);
}

double Settings::presenterScale() const {
    bool ok = false;
    const double v = m_store->value(kPresenterScale, Theme::kPresenterScale).toDouble(&ok);
    return ok ? std::clamp(v, Theme::kMinPresenterScale, Theme::kMaxPresenterScale)
              : Theme::kPresenterScale;
}
void Settings::setPresenterScale(double value) {
    m_store->setValue(kPresenterScale, value);
}

QString Settings::lastPage() const {
    const QString first = PageCatalog::names().value(0);
    const QString v = m_store->value(kLastPage, first).toString();
    return PageCatalog::find(v) ? v : first;
}
void Settings::setLastPage(const QString& value) {
    m_store->setValue(kLastPage, value);
}

QString Settings::scenarioDir() const {
    const QString v = m_store->value(kScenarioDir).toString();
    return !v.isEmpty() && QDir(v).exists() ? v : QString();
}
void Settings::setScenarioDir(const QString& value) {
    m_store->setValue(kScenarioDir, value);
}

QString Settings::exportDir() const {
    return m_store->value(kExportDir).toString();
}

void Settings::setExportDir(const QString& value) {
    m_store->setValue(kExportDir, value);
}

QString Settings::handoutPaper() const {
    return m_store->value(kHandoutPaper).toString();
}

void Settings::setHandoutPaper(const QString& value) {
    m_store->setValue(kHandoutPaper, value);
}

void Settings::clear() {
    m_store->clear();
}
void Settings::sync() {
    m_store->sync();
}
QString Settings::fileName() const {
    return m_store->fileName();
}

QString Settings::guideMode() const {
    const QString v = m_store->value(kGuideMode).toString();
    return (v == QLatin1String("course") || v == QLatin1String("explore")) ? v : QString();
}
void Settings::setGuideMode(const QString& value) {
    m_store->setValue(kGuideMode, value);
}
QStringList Settings::guideSteps() const {
    return m_store->value(kGuideSteps).toStringList();
}
void Settings::setGuideSteps(const QStringList& value) {
    m_store->setValue(kGuideSteps, value);
}
QStringList Settings::guideAnswers() const {
    return m_store->value(kGuideAnswers).toStringList();
}
void Settings::setGuideAnswers(const QStringList& value) {
    m_store->setValue(kGuideAnswers, value);
}
QStringList Settings::guidePractice() const {
    return m_store->value(kGuidePractice).toStringList();
}
void Settings::setGuidePractice(const QStringList& value) {
    m_store->setValue(kGuidePractice, value);
}

} // namespace redlock::ui
