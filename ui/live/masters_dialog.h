#pragma once
// MastersDialog ("Masters…"): backend, number of masters, host:port list (external), password,
// TLS (external: the CA file, optionally a client certificate and key), TTL and per-instance
// timeout. Every edit is checked at once with the core's own rules
// (parseMasters without name lookup, majority(), checkOptions()); the first problem is shown
// inline under the fields, naming the bad value, and OK stays disabled until there is none.
// Host names are resolved later on the live worker, never here on the GUI thread.

#include "ui/live/live_types.h"

#include "core/lock/result.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace redlock::ui {

class MastersDialog : public QDialog {
    Q_OBJECT
public:
    explicit MastersDialog(const LiveConfig& current, QWidget* parent = nullptr);

    // The checks behind the dialog, also used for --backend/--masters on the command line.
    // The error is the core's message (English, naming the bad value).
    static Result<LiveConfig> validate(LiveConfig base, Backend backend, int count,
                                       const QString& masters, const QString& password,
                                       long long ttlMs, long long timeoutMs);

    LiveConfig config() const { return m_config; }
    QString errorText() const;
    bool isAcceptable() const;

    QComboBox* backendCombo() const { return m_backend; }
    QSpinBox* countSpin() const { return m_count; }
    QLineEdit* mastersEdit() const { return m_masters; }
    QSpinBox* ttlSpin() const { return m_ttl; }
    QSpinBox* timeoutSpin() const { return m_timeout; }
    QLineEdit* projectEdit() const { return m_project; }
    QLineEdit* imageEdit() const { return m_image; }
    QCheckBox* dockerStartBox() const { return m_dockerStart; }
    QCheckBox* persistenceBox() const { return m_persistence; }
    QCheckBox* tlsBox() const { return m_tls; }
    QLineEdit* tlsCaEdit() const { return m_tlsCa; }
    QLineEdit* tlsCertEdit() const { return m_tlsCert; }
    QLineEdit* tlsKeyEdit() const { return m_tlsKey; }
    QLineEdit* tlsServerCertEdit() const { return m_tlsServerCert; }
    QLineEdit* tlsServerKeyEdit() const { return m_tlsServerKey; }

private:
    void check();

    LiveConfig m_config;
    QFormLayout* m_form = nullptr;
    unsigned m_shownRows = ~0u; // the rows check() last showed (none yet)
    QComboBox* m_backend;
    QSpinBox* m_count;
    QLineEdit* m_masters;
    QLineEdit* m_password;
    QCheckBox* m_tls; // external, and Docker when it starts the containers
    QLineEdit* m_tlsCa;
    QLineEdit* m_tlsCert; // external: a client certificate
    QLineEdit* m_tlsKey;
    QLineEdit* m_tlsServerCert; // Docker, started: the containers' certificate
    QLineEdit* m_tlsServerKey;
    QWidget* m_serverFiles = nullptr; // the row holding the two
    QWidget* m_startRow = nullptr;    // m_dockerStart and m_image
    QSpinBox* m_ttl;
    QSpinBox* m_timeout;
    QLineEdit* m_project;     // docker: a compose project's containers; empty: the app's own
    QCheckBox* m_dockerStart; // docker: start new containers from m_image instead
    QLineEdit* m_image;
    QCheckBox* m_persistence; // local, and Docker when it starts the containers
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
};

} // namespace redlock::ui
