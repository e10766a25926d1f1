#include "shell/recentfiles.h"

#include "common/appsettings.h"
#include "common/plaintext.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>

namespace shardscope {

RecentFiles::RecentFiles(QMenu* menu, std::function<bool(const QString&)> open, QObject* parent)
    : QObject(parent), m_menu(menu), m_open(std::move(open)) {
    rebuild();
}

void RecentFiles::add(const QString& fileName) {
    QStringList recent = settings::recentFiles.value();
    const QString path = QFileInfo(fileName).absoluteFilePath();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMost)
        recent.removeLast();
    settings::recentFiles.setValue(recent);
    rebuild();
}

void RecentFiles::forget(const QString& path) {
    QStringList recent = settings::recentFiles.value();
    recent.removeAll(path);
    settings::recentFiles.setValue(recent);
    // Queued: the menu's action that asked is still delivering its signal.
    QMetaObject::invokeMethod(this, &RecentFiles::rebuild, Qt::QueuedConnection);
}

void RecentFiles::rebuild() {
    m_menu->clear();
    const QStringList recent = settings::recentFiles.value();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        QAction* a =
            m_menu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(asRichText(path));
        connect(a, &QAction::triggered, this, [this, path] {
            // The open said why it failed; a file that is gone has no place in the menu any more.
            if (!m_open(path) && !QFileInfo::exists(path))
                forget(path);
        });
    }
    m_menu->setEnabled(!recent.isEmpty());
}

} // namespace shardscope
