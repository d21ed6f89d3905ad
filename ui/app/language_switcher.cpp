#include "ui/app/language_switcher.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>

namespace redlock::ui {

LanguageSwitcher::LanguageSwitcher(QObject* parent) : QObject(parent) {
    installCatalogues(m_language); // English's plural forms from the start
}

QList<LanguageSwitcher::Language> LanguageSwitcher::languages() {
    return {{"en", "English"}, {"zh_CN", "\u4e2d\u6587"}};
}

QStringList LanguageSwitcher::available() {
    QStringList codes;
    for (const Language& l : languages()) {
        codes += QString::fromLatin1(l.code);
    }
    return codes;
}

QString LanguageSwitcher::availableText() {
    return available().join(QStringLiteral(", "));
}

void LanguageSwitcher::removeTranslators() {
    for (auto& t : m_installed) {
        QCoreApplication::removeTranslator(t.get());
    }
    m_installed.clear();
}

void LanguageSwitcher::install(std::unique_ptr<QTranslator> t) {
    if (QCoreApplication::installTranslator(t.get())) {
        m_installed.push_back(std::move(t));
    }
}

void LanguageSwitcher::installCatalogues(const QString& code) {
    // Our own strings are embedded under :/i18n (ui/CMakeLists.txt): one .qm per language,
    // redlock-lab_CODE.qm, and any area catalogue not yet folded into it. English has one too:
    // the sources are English, so it holds only the plural forms of texts with a count.
    const QDir i18n(QStringLiteral(":/i18n"));
    const QString pattern = QStringLiteral("redlock-lab*_") + code + QStringLiteral(".qm");
    for (const QString& file : i18n.entryList({pattern}, QDir::Files, QDir::Name)) {
        auto t = std::make_unique<QTranslator>();
        if (t->load(i18n.filePath(file))) {
            install(std::move(t));
        }
    }
    if (code != QLatin1String("en")) {
        // Qt's own dialogs and context menus, when the distribution ships them.
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QStringLiteral("qtbase_") + code,
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            install(std::move(qt));
        }
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
    installCatalogues(code);
    m_language = code;
    QLocale::setDefault(QLocale(code));
    // Removing the last translator also sends LanguageChange, so English re-renders too.
    emit languageChanged(code);
    return true;
}

} // namespace redlock::ui
