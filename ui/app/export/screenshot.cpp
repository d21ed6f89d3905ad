#include "ui/app/export/screenshot.h"

#include "ui/model/background_task.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QEventLoop>
#include <QImage>
#include <QLayout>
#include <QPixmap>
#include <QTimer>
#include <QWidget>

namespace redlock::ui {

QString Screenshot::save(QWidget* window, const QString& file, QSize size) {
    if (window->size() != size) {
        window->resize(size);
    }
    // A chart computed off the GUI thread (BackgroundTask) is drawn once its result is back:
    // wait for it here (at most a minute), so the picture shows what the page shows.
    QElapsedTimer waited;
    waited.start();
    if (backgroundJobs() > 0) {
        QEventLoop loop;
        QTimer poll;
        poll.setInterval(20);
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (backgroundJobs() == 0 || waited.hasExpired(60000)) {
                loop.quit();
            }
        });
        poll.start();
        loop.exec();
    }
    // Text changes post LayoutRequest events to nested layouts; run them (three times, since one
    // pass can trigger another) so a grab straight after a change sees the final geometry.
    for (int pass = 0; pass < 3; ++pass) {
        QCoreApplication::processEvents(); // resize and show events first
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        if (window->layout()) {
            window->layout()->activate();
        }
    }
    // grab() paints into a pixmap at the device pixel ratio; scale back so the file is exactly
    // the size asked for whatever the screen's scaling.
    QImage image = window->grab().toImage();
    if (image.size() != size) {
        image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    }
    if (!image.save(file, "PNG")) {
        return tr("Could not write the screenshot to \"%1\".").arg(file);
    }
    return {};
}

} // namespace redlock::ui
