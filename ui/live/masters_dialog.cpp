#include "ui/live/masters_dialog.h"

#include "ui/live/backend_kinds.h"
#include "ui/widgets/fit_to_screen.h"

#include "core/client/redlock.h"
#include "core/lock/quorum.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace redlock::ui {

Result<LiveConfig> MastersDialog::validate(LiveConfig base, Backend backend, int count,
                                           const QString& masters, const QString& password,
                                           long long ttlMs, long long timeoutMs) {
    base.backend = backend;
    base.password = password;
    if (backend == Backend::External) {
        // Syntax, count and distinctness only; resolution happens on the worker.
        auto list = parseMasters(masters.trimmed().toStdString(), false);
        if (!list) {
            return list.error();
        }
        base.masters = std::move(list).value();
        base.count = static_cast<int>(base.masters.size());
    } else {
        if (auto q = majority(count); !q) {
            return q.error();
        }
        base.count = count;
    }
    RedlockOptions opt;
    opt.ttl = Millis(ttlMs);
    opt.timeout = Millis(timeoutMs);
    if (auto ok = checkOptions(opt); !ok) {
        return ok.error();
    }
    base.ttlMs = ttlMs;
    base.timeoutMs = timeoutMs;
    return base;
}

MastersDialog::MastersDialog(const LiveConfig& current, QWidget* parent)
    : QDialog(parent), m_config(current), m_backend(new QComboBox(this)),
      m_count(new QSpinBox(this)), m_masters(new QLineEdit(this)), m_password(new QLineEdit(this)),
      m_tls(new QCheckBox(this)), m_tlsCa(new QLineEdit(this)), m_tlsCert(new QLineEdit(this)),
      m_tlsKey(new QLineEdit(this)), m_tlsServerCert(new QLineEdit(this)),
      m_tlsServerKey(new QLineEdit(this)), m_ttl(new QSpinBox(this)), m_timeout(new QSpinBox(this)),
      m_project(new QLineEdit(this)), m_dockerStart(new QCheckBox(this)),
      m_image(new QLineEdit(this)), m_persistence(new QCheckBox(this)), m_error(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("mastersDialog"));
    setWindowTitle(tr("Masters"));
    m_backend->setObjectName(QStringLiteral("backendCombo"));
    for (const auto& kind : backendKinds()) {
        m_backend->addItem(backendDialogName(kind.backend), static_cast<int>(kind.backend));
    }
    m_backend->setCurrentIndex(static_cast<int>(current.backend));
    m_count->setObjectName(QStringLiteral("countSpin"));
    m_count->setRange(kMinMasters, kMaxMasters);
    m_count->setValue(current.count);
    m_masters->setObjectName(QStringLiteral("mastersEdit"));
    m_masters->setPlaceholderText(QStringLiteral("127.0.0.1:7001,127.0.0.1:7002,…"));
    m_masters->setText(QString::fromStdString(joinAddresses(current.masters)));
    m_password->setObjectName(QStringLiteral("passwordEdit"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("optional"));
    m_password->setText(current.password);
    m_tls->setObjectName(QStringLiteral("tlsBox"));
    m_tls->setText(tr("Use T&LS"));
    m_tls->setChecked(current.tls);
    m_tlsCa->setObjectName(QStringLiteral("tlsCaEdit"));
    m_tlsCa->setPlaceholderText(tr("PEM file; empty: the system's certificate authorities"));
    m_tlsCa->setText(current.tlsCa);
    m_tlsCert->setObjectName(QStringLiteral("tlsCertEdit"));
    m_tlsCert->setPlaceholderText(tr("optional: for masters that ask for one"));
    m_tlsCert->setText(current.tlsCert);
    m_tlsKey->setObjectName(QStringLiteral("tlsKeyEdit"));
    m_tlsKey->setPlaceholderText(tr("the client certificate's key (unencrypted PEM)"));
    m_tlsKey->setText(current.tlsKey);
    m_tlsServerCert->setObjectName(QStringLiteral("tlsServerCertEdit"));
    m_tlsServerCert->setPlaceholderText(
        tr("PEM file naming the address the masters are reached at"));
    m_tlsServerCert->setText(current.tlsServerCert);
    m_tlsServerKey->setObjectName(QStringLiteral("tlsServerKeyEdit"));
    m_tlsServerKey->setPlaceholderText(tr("the certificate's key (unencrypted PEM)"));
    for (QLineEdit* e : {m_tlsServerCert, m_tlsServerKey}) {
        e->setToolTip(e->placeholderText()); // the row is narrow: the whole hint on hover
    }
    m_tlsServerKey->setText(current.tlsServerKey);
    // Wider than the valid ranges on purpose: an out-of-range value gets the core's message
    // naming it, instead of a spin box that silently refuses the keystroke.
    m_ttl->setObjectName(QStringLiteral("ttlSpin"));
    m_ttl->setRange(0, 100000000);
    m_ttl->setSuffix(tr(" ms"));
    m_ttl->setValue(static_cast<int>(current.ttlMs));
    m_timeout->setObjectName(QStringLiteral("timeoutSpin"));
    m_timeout->setRange(0, 100000);
    m_timeout->setSuffix(tr(" ms"));
    m_timeout->setValue(static_cast<int>(current.timeoutMs));
    m_project->setObjectName(QStringLiteral("projectEdit"));
    m_project->setPlaceholderText(tr("empty: the masters this app labelled"));
    m_project->setText(current.dockerProject);
    m_dockerStart->setObjectName(QStringLiteral("dockerStartBox"));
    m_dockerStart->setText(tr("Start new containers from the image"));
    m_dockerStart->setToolTip(tr("The containers are removed when you leave the backend"));
    m_dockerStart->setChecked(current.dockerStart);
    m_image->setObjectName(QStringLiteral("imageEdit"));
    m_image->setText(current.dockerImage);
    m_persistence->setObjectName(QStringLiteral("persistenceBox"));
    m_persistence->setText(tr("Keep the keys over a restart"));
    m_persistence->setToolTip(
        tr("Persistence: an append-only file with fsync always, so a restarted master still has "
           "its keys"));
    m_persistence->setChecked(current.persistence);
    // Never narrower than their text: a window's adjustSize() is capped at two thirds of the
    // screen's width, and below their size hint these would be cut off mid-word. The image
    // field too, beside its check box: its hint (17 letters wide, in the font it is shown in)
    // holds a usual image name.
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_backend, m_tls, m_dockerStart, m_persistence, m_image}) {
        w->setSizePolicy(QSizePolicy::Minimum, w->sizePolicy().verticalPolicy());
    }
    m_error->setObjectName(QStringLiteral("mastersError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #C0392B;"));

    auto* form = m_form = new QFormLayout;
    form->addRow(tr("&Backend:"), m_backend);
    form->addRow(tr("&Number of masters:"), m_count);
    form->addRow(tr("M&asters (host:port, …):"), m_masters);
    form->addRow(tr("&Password:"), m_password);
    form->addRow(QString(), m_tls);
    form->addRow(tr("CA &file:"), m_tlsCa);
    form->addRow(tr("Client &certificate:"), m_tlsCert);
    form->addRow(tr("Client &key:"), m_tlsKey);
    // The servers' certificate and key side by side: the Docker form with TLS is the tallest,
    // and one row fewer keeps it within a projector's 768 px in presenter mode.
    m_serverFiles = new QWidget(this);
    auto* files = new QHBoxLayout(m_serverFiles);
    files->setContentsMargins(0, 0, 0, 0);
    files->addWidget(m_tlsServerCert, 3);
    files->addWidget(m_tlsServerKey, 2);
    m_serverFiles->setFocusProxy(m_tlsServerCert);
    form->addRow(tr("Server c&ertificate, key:"), m_serverFiles);
    form->addRow(tr("&TTL:"), m_ttl);
    form->addRow(tr("Per-instance &timeout:"), m_timeout);
    form->addRow(tr("Compose &project:"), m_project);
    // "Start new containers from the image [image]": one row, which reads as one sentence.
    m_startRow = new QWidget(this);
    auto* start = new QHBoxLayout(m_startRow);
    start->setContentsMargins(0, 0, 0, 0);
    start->addWidget(m_dockerStart);
    start->addWidget(m_image, 1);
    m_image->setAccessibleName(tr("Image"));
    form->addRow(QString(), m_startRow);
    form->addRow(QString(), m_persistence);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    m_masters->setMinimumWidth(fontMetrics().horizontalAdvance(m_masters->placeholderText()) * 3 /
                               2);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_backend, &QComboBox::currentIndexChanged, this, &MastersDialog::check);
    connect(m_count, &QSpinBox::valueChanged, this, &MastersDialog::check);
    connect(m_masters, &QLineEdit::textChanged, this, &MastersDialog::check);
    connect(m_password, &QLineEdit::textChanged, this, &MastersDialog::check);
    connect(m_tls, &QCheckBox::toggled, this, &MastersDialog::check);
    for (QLineEdit* e : {m_tlsCa, m_tlsCert, m_tlsKey, m_tlsServerCert, m_tlsServerKey}) {
        connect(e, &QLineEdit::textChanged, this, &MastersDialog::check);
    }
    connect(m_ttl, &QSpinBox::valueChanged, this, &MastersDialog::check);
    connect(m_timeout, &QSpinBox::valueChanged, this, &MastersDialog::check);
    connect(m_project, &QLineEdit::textChanged, this, &MastersDialog::check);
    connect(m_dockerStart, &QCheckBox::toggled, this, &MastersDialog::check);
    connect(m_image, &QLineEdit::textChanged, this, &MastersDialog::check);
    connect(m_persistence, &QCheckBox::toggled, this, &MastersDialog::check);
    check();
}

QString MastersDialog::errorText() const {
    return m_error->text();
}

bool MastersDialog::isAcceptable() const {
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void MastersDialog::check() {
    const auto backend = static_cast<Backend>(m_backend->currentData().toInt());
    const bool external = backend == Backend::External;
    m_masters->setEnabled(external);
    m_password->setEnabled(external);
    const bool docker = backend == Backend::Docker;
    // TLS: to masters named here, or served by the containers the app starts (those it finds
    // say on their label whether they serve TLS).
    const bool dockerStarts = docker && m_dockerStart->isChecked();
    m_tls->setEnabled(external || dockerStarts);
    m_tls->setToolTip(
        external ? tr("Each master's certificate must chain to the CA and name the address given")
                 : tr("The new containers serve TLS only, with the server certificate, which must "
                      "name the address they are reached at (127.0.0.1 on this machine's engine); "
                      "the app trusts the CA"));
    const bool tls = (external || dockerStarts) && m_tls->isChecked();
    for (QLineEdit* e : {m_tlsCa, m_tlsCert, m_tlsKey, m_tlsServerCert, m_tlsServerKey}) {
        e->setEnabled(tls);
    }
    m_count->setEnabled(!external);
    // Only the rows of the chosen backend are shown: in presenter mode on a projector the
    // form of every backend at once is taller than the screen.
    unsigned rows = 0; // which rows are shown, one bit each, to resize only when they change
    int bit = 0;
    const auto show = [this, &rows, &bit](QWidget* field, bool visible) {
        m_form->setRowVisible(field, visible);
        rows |= (visible ? 1u : 0u) << bit++;
    };
    show(m_count, !external);
    show(m_masters, external);
    show(m_password, external);
    show(m_tls, external || dockerStarts);
    show(m_tlsCa, tls);
    show(m_tlsCert, tls && external);
    show(m_tlsKey, tls && external);
    show(m_serverFiles, tls && dockerStarts);
    show(m_project, docker && !dockerStarts); // a compose project is found, never started
    show(m_startRow, docker);
    show(m_persistence, backend == Backend::Local || docker);
    m_project->setEnabled(docker && !m_dockerStart->isChecked());
    m_dockerStart->setEnabled(docker);
    m_image->setEnabled(docker && m_dockerStart->isChecked());
    // Only masters the app starts take the setting.
    const bool starts = backend == Backend::Local || dockerStarts;
    m_persistence->setEnabled(starts);
    // The shared check's message (the core's, as everywhere), else the dialog's own, in the
    // interface's language.
    auto r = validate(m_config, backend, m_count->value(), m_masters->text(), m_password->text(),
                      m_ttl->value(), m_timeout->value());
    const bool certGiven = !m_tlsCert->text().trimmed().isEmpty();
    QString problem;
    if (!r) {
        problem = QString::fromStdString(r.error().message);
    } else if (dockerStarts && m_image->text().trimmed().isEmpty()) {
        problem = tr("the image is empty: expected an image whose command is valkey-server or "
                     "redis-server, e.g. valkey/valkey:8");
    } else if (tls && dockerStarts &&
               (m_tlsServerCert->text().trimmed().isEmpty() ||
                m_tlsServerKey->text().trimmed().isEmpty())) {
        problem = tr("TLS on new containers needs the servers' certificate and its key");
    } else if (tls && external && certGiven != !m_tlsKey->text().trimmed().isEmpty()) {
        problem = certGiven ? tr("the client certificate has no key: give its private key too, "
                                 "or leave both empty")
                            : tr("a client key without its certificate: give the certificate "
                                 "too, or leave both empty");
    }
    if (problem.isEmpty()) {
        m_config = *r;
        m_config.tls = tls;
        m_config.tlsCa = tls ? m_tlsCa->text().trimmed() : QString();
        m_config.tlsCert = tls && external ? m_tlsCert->text().trimmed() : QString();
        m_config.tlsKey = tls && external ? m_tlsKey->text().trimmed() : QString();
        m_config.tlsServerCert =
            tls && dockerStarts ? m_tlsServerCert->text().trimmed() : QString();
        m_config.tlsServerKey = tls && dockerStarts ? m_tlsServerKey->text().trimmed() : QString();
        m_config.dockerProject = m_project->text().trimmed();
        m_config.dockerStart = dockerStarts;
        m_config.dockerImage = m_image->text().trimmed();
        m_config.persistence = starts && m_persistence->isChecked();
        m_error->clear();
    } else {
        m_error->setText(tr("Not accepted: %1").arg(problem));
    }
    m_error->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    if (rows == m_shownRows) {
        return; // a keystroke: the user's own size of the dialog stays
    }
    m_shownRows = rows;
    adjustSize(); // rows came or went: the dialog fits them, smaller as well as larger
    // Grown downwards and to the right from where it was placed: keep its frame on the screen
    // (on a 1280-px projector the Docker form is wider than the Mock one by half).
    keepOnScreen(this);
}

} // namespace redlock::ui
