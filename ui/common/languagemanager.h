#pragma once

#include <QObject>
#include <QStringList>

class QTranslator;

namespace shardscope {

/**
 * Installs the translators of one UI language: ShardScope's own (embedded at
 * :/i18n/) and Qt's (qtbase, for standard dialogs). Installing them sends
 * QEvent::LanguageChange to every widget, which retranslates itself; the
 * default QLocale follows, so numbers follow too (decimal comma in Russian).
 */
class LanguageManager : public QObject {
    Q_OBJECT
  public:
    static LanguageManager* instance();

    /** "" for the system language, "en", "ru" or "zh_CN". */
    static QStringList languages();
    /** The language's own name: English, Русский, 中文; "" gives "System". */
    static QString nativeName(const QString& code);
    static bool isKnown(const QString& code);

    /** Switches now; returns false (and keeps the current one) for an unknown code. */
    bool setLanguage(const QString& code);
    QString language() const { return m_code; }
    /** The language in effect: the system's when `language()` is "". */
    QString effectiveLanguage() const;

  private:
    explicit LanguageManager(QObject* parent = nullptr);
    QString m_code = QStringLiteral("?");
    QTranslator* m_app = nullptr;
    QTranslator* m_qt = nullptr;
};

} // namespace shardscope
