#include "languageswitcher.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace redlock::ui {

LanguageSwitcher::LanguageSwitcher(QObject* parent) : QObject(parent) {}

void LanguageSwitcher::removeTranslators() {
    if (m_appInstalled) {
        QCoreApplication::removeTranslator(&m_app);
        m_appInstalled = false;
    }
    if (m_qtInstalled) {
        QCoreApplication::removeTranslator(&m_qt);
        m_qtInstalled = false;
    }
}

bool LanguageSwitcher::setLanguage(const QString& code) {
    if (!available().contains(code)) {
        return false;
    }
    if (code == m_language) {
        return true;
    }
    removeTranslators();
    if (code != QLatin1String("en")) {
        // Our own strings are embedded by qt_add_translations under :/i18n.
        if (m_app.load(QStringLiteral(":/i18n/redlock-lab_") + code + QStringLiteral(".qm"))) {
            m_appInstalled = QCoreApplication::installTranslator(&m_app);
        }
        // Qt's own dialogs and context menus, when the distribution ships them.
        if (m_qt.load(QStringLiteral("qtbase_") + code,
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            m_qtInstalled = QCoreApplication::installTranslator(&m_qt);
        }
    }
    m_language = code;
    QLocale::setDefault(QLocale(code));
    // Removing the last translator also sends LanguageChange, so English re-renders too.
    emit languageChanged(code);
    return true;
}

} // namespace redlock::ui
