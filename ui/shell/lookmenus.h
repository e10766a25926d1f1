#pragma once

#include "common/theme.h"

#include <QList>
#include <QObject>

class QAction;
class QMenu;

namespace shardscope {

/**
 * View → Language (each language named in its own words; the choice is remembered) and
 * View → Theme (light, dark, high contrast). The checked entries follow what is in use.
 */
class LookMenus : public QObject {
    Q_OBJECT
  public:
    /** Adds both menus to `view`. */
    LookMenus(QMenu* view, QObject* parent);

    void retranslate();
    /** Checks `name`'s entry. */
    void showTheme(ThemeName name);

  signals:
    void themeChosen(shardscope::ThemeName name);

  private:
    QMenu* m_languageMenu;
    QList<QAction*> m_languageActions;
    QMenu* m_themeMenu;
    QList<QAction*> m_themeActions;
};

} // namespace shardscope
