#include "common/answermask.h"

#include "common/languagemanager.h"
#include "lesson_check.h"

#include <algorithm>

namespace shardscope {

bool AnswerMask::hides(std::string_view key) const {
    return std::find(m_keys.begin(), m_keys.end(), key) != m_keys.end();
}

QString AnswerMask::text(std::string_view key, const QString& text) const {
    return hides(key) ? hiddenMark() : text;
}

bool AnswerMask::hidesAny(std::initializer_list<std::string_view> keys) const {
    if (m_keys.empty()) // no question open: the common case costs one test
        return false;
    for (const std::string& hidden : m_keys)
        for (std::string_view key : keys)
            if (key.ends_with('.') ? hidden.starts_with(key) : hidden == key)
                return true;
    return false;
}

QString AnswerMask::text(std::initializer_list<std::string_view> keys, const QString& text) const {
    return hidesAny(keys) ? hiddenMark() : text;
}

QString AnswerMask::maskStatedAnswer(const QString& html,
                                     const nlohmann::ordered_json& report) const {
    if (!m_answer)
        return html;
    const std::optional<double> expected = expectedAnswer(*m_answer, report);
    if (!expected)
        return html;
    const std::string language = LanguageManager::instance()->effectiveLanguage().toStdString();
    return QString::fromStdString(shardscope::maskStatedAnswer(
        html.toStdString(), language, *m_answer, *expected, hiddenMark().toStdString()));
}

QString AnswerMask::maskStatedAnswerInPlainText(const QString& text,
                                                const nlohmann::ordered_json& report) const {
    if (!m_answer || text.isEmpty())
        return text;
    const QString escaped = text.toHtmlEscaped();
    const QString masked = maskStatedAnswer(escaped, report);
    if (masked == escaped)
        return text;
    QString plain = masked;
    plain.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return plain;
}

} // namespace shardscope
