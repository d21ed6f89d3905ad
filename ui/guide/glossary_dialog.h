#pragma once
// Help → Glossary: every term of the lab with its definition, in the current language. A term
// link anywhere in the study guide opens it at that term.

#include <QDialog>

class QListWidget;
class QTextBrowser;

namespace redlock::ui {

class GlossaryDialog : public QDialog {
    Q_OBJECT
public:
    explicit GlossaryDialog(QWidget* parent = nullptr);

    // Selects the entry `id` (empty: keeps the selection, else the first).
    void showTerm(const QString& id);
    QString currentId() const;
    QString definitionText() const;
    QListWidget* list() const { return m_list; }

private:
    void retranslate();
    void showCurrent();

    QListWidget* m_list;
    QTextBrowser* m_text;
};

} // namespace redlock::ui
