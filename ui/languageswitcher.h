#pragma once
// Installs and removes translators at run time. Installing one makes Qt send LanguageChange to
// every widget, and each widget re-reads its tr() texts in retranslate().

#include <QObject>
#include <QString>
#include <QTranslator>

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

    QString m_language = QStringLiteral("en");
    QTranslator m_app;
    QTranslator m_qt;
    bool m_appInstalled = false;
    bool m_qtInstalled = false;
};

} // namespace redlock::ui
