#include "shell/lookmenus.h"

#include "common/appsettings.h"
#include "common/languagemanager.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

namespace shardscope {

LookMenus::LookMenus(QMenu* view, QObject* parent)
    : QObject(parent), m_languageMenu(view->addMenu(QString())),
      m_themeMenu(view->addMenu(QString())) {
    auto* languages = new QActionGroup(this);
    for (const QString& code : LanguageManager::languages()) {
        QAction* action = m_languageMenu->addAction(QString());
        action->setCheckable(true);
        action->setData(code);
        languages->addAction(action);
        m_languageActions.push_back(action);
        connect(action, &QAction::triggered, this, [code] {
            LanguageManager::instance()->setLanguage(code);
            settings::language.setValue(code);
        });
    }
    m_themeMenu->setObjectName(QStringLiteral("themeMenu"));
    auto* themes = new QActionGroup(this);
    for (ThemeName name : Theme::all()) {
        QAction* action = m_themeMenu->addAction(QString());
        action->setCheckable(true);
        action->setData(Theme::id(name));
        themes->addAction(action);
        m_themeActions.push_back(action);
        connect(action, &QAction::triggered, this, [this, name] { emit themeChosen(name); });
    }
}

void LookMenus::retranslate() {
    m_languageMenu->setTitle(tr("&Language"));
    m_themeMenu->setTitle(tr("&Theme"));
    const QString themeNames[] = {tr("&Light"), tr("&Dark"), tr("High &contrast")};
    for (int i = 0; i < m_themeActions.size(); ++i)
        m_themeActions[i]->setText(themeNames[i]);
    for (QAction* a : m_languageActions) {
        const QString code = a->data().toString();
        a->setText(LanguageManager::nativeName(code)); // each language in its own words
        a->setChecked(code == LanguageManager::instance()->language());
    }
}

void LookMenus::showTheme(ThemeName name) {
    for (QAction* a : m_themeActions)
        a->setChecked(a->data().toString() == Theme::id(name));
}

} // namespace shardscope
