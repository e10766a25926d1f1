#include "common/answermask.h"

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

} // namespace shardscope
