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

    // "en" (the source strings) or "zh_CN". Returns false for a code we do not ship.
    bool setLanguage(const QString& code);
    QString language() const { return m_language; }

    static QStringList available() { return {QStringLiteral("en"), QStringLiteral("zh_CN")}; }

signals:
    void languageChanged(const QString& code);

private:
    void removeTranslators();
    void install(std::unique_ptr<QTranslator> t);

    QString m_language = QStringLiteral("en");
    // One translator per embedded catalogue of the language: translations/redlock-lab_LANG.ts,
    // and an area catalogue (redlock-lab_AREA_LANG.ts) until scripts/translations folds it in.
    std::vector<std::unique_ptr<QTranslator>> m_installed;
};

} // namespace redlock::ui
