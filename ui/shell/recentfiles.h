#pragma once

#include <QObject>

#include <functional>

class QMenu;

namespace shardscope {

/**
 * File → Open Recent: the files last opened or saved, newest first, kept in the settings. Each
 * entry opens its file; one that is gone when chosen leaves the menu (the open said why).
 */
class RecentFiles : public QObject {
    Q_OBJECT
  public:
    static constexpr int kMost = 8;
    /** `open` opens a path the menu offers: false when it could not, true when it did or the
        user chose to keep their unsaved edits. */
    RecentFiles(QMenu* menu, std::function<bool(const QString&)> open, QObject* parent);

    /** `fileName` to the top of the list. */
    void add(const QString& fileName);

  private:
    void forget(const QString& path);
    void rebuild();

    QMenu* m_menu;
    std::function<bool(const QString&)> m_open;
};

} // namespace shardscope
