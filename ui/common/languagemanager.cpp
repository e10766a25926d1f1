#include "common/languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace shardscope {

LanguageManager* LanguageManager::instance() {
    // One per application object (the command line may make two in turn). Not qApp: with
    // <QApplication> seen it casts to QApplication, and the command line has none.
    static QPointer<LanguageManager> manager;
    if (!manager)
        manager = new LanguageManager(QCoreApplication::instance());
    return manager;
}

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

QStringList LanguageManager::languages() {
    return {QString(), QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("zh_CN")};
}

QString LanguageManager::nativeName(const QString& code) {
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    if (code == QLatin1String("ru"))
        return QStringLiteral("Русский");
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("中文");
    return tr("System");
}

bool LanguageManager::isKnown(const QString& code) {
    return languages().contains(code);
}

QString LanguageManager::effectiveLanguage() const {
    if (!m_code.isEmpty())
        return m_code;
    const QLocale system = QLocale::system();
    if (system.language() == QLocale::Russian)
        return QStringLiteral("ru");
    if (system.language() == QLocale::Chinese)
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

bool LanguageManager::setLanguage(const QString& code) {
    if (!isKnown(code))
        return false;
    if (code == m_code)
        return true;
    m_code = code;
    const QString lang = effectiveLanguage();
    auto drop = [](QTranslator*& t) {
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t;
            t = nullptr;
        }
    };
    drop(m_app);
    drop(m_qt);
    QLocale::setDefault(lang == QLatin1String("en")
                            ? QLocale(QLocale::English, QLocale::UnitedStates)
                            : QLocale(lang));
    if (lang != QLatin1String("en")) {
        m_qt = new QTranslator(this);
        if (m_qt->load(QStringLiteral("qtbase_") + lang,
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(m_qt);
    }
    // English has a file too: its plural forms ("1 chip", "2 chips").
    m_app = new QTranslator(this);
    if (m_app->load(QStringLiteral(":/i18n/shardscope_") + lang))
        QCoreApplication::installTranslator(m_app);
    return true;
}

} // namespace shardscope
