#include "common/answermask.h"

#include <algorithm>

namespace shardscope {

bool AnswerMask::hides(std::string_view key) const {
    return std::find(m_keys.begin(), m_keys.end(), key) != m_keys.end();
}

QString AnswerMask::text(std::string_view key, const QString& text) const {
    return hides(key) ? hiddenMark() : text;
}

} // namespace shardscope
