#pragma once
// Installs and removes translators at run time. Installing one makes Qt send LanguageChange to
// every widget, and each widget re-reads its tr() texts in retranslate().

#include <QObject>
#include <QString>
#include <QTranslator>

#include <memory>
#include <vector>

namespace redlock::ui {

class LanguageSwitcher : public QObject {
    Q_OBJECT
public:
    explicit LanguageSwitcher(QObject* parent = nullptr);

    // One language the app ships: its code (the catalogue's suffix, translations/
    // redlock-lab_CODE.ts) and its name in itself, as the View menu shows it.
    struct Language {
        const char* code;
        const char* nativeName; // UTF-8; deliberately not tr()'d: a reader finds their language
    };
    // The one list of languages: the View menu, --lang and its help, and the saved setting
    // read it. Adding a language is a catalogue and a row here (CONTRIBUTING.md).
    static QList<Language> languages();

    // A code from languages() ("en" is the source strings). Returns false for a code we do not
    // ship.
    bool setLanguage(const QString& code);
    QString language() const { return m_language; }

    static QStringList available();
    // "en, zh_CN": for help texts and the error naming an unknown code.
    static QString availableText();

signals:
    void languageChanged(const QString& code);

private:
    void removeTranslators();
    void installCatalogues(const QString& code);
    void install(std::unique_ptr<QTranslator> t);

    QString m_language = QStringLiteral("en");
    // One translator per embedded catalogue of the language: translations/redlock-lab_LANG.ts,
    // and an area catalogue (redlock-lab_AREA_LANG.ts) until scripts/translations folds it in.
    std::vector<std::unique_ptr<QTranslator>> m_installed;
};

} // namespace redlock::ui
