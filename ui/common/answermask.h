#pragma once

#include "lesson.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/**
 * The report keys (docs/report.md: "layer.t_math") whose numbers an open lesson question
 * hides until it is checked or answered. The lesson pane publishes one; every view that
 * formats a number tied to a key asks it first. Empty (the default) hides nothing, and a
 * question hides a key or two, so asking costs a comparison or two per number.
 */
class AnswerMask {
  public:
    AnswerMask() = default;
    explicit AnswerMask(std::vector<std::string> keys) : m_keys(std::move(keys)) {}
    /** The keys, and the question's answer: a number anywhere that states it is hidden too. */
    AnswerMask(std::vector<std::string> keys, LessonAnswer answer)
        : m_keys(std::move(keys)), m_answer(std::move(answer)) {}

    bool empty() const { return m_keys.empty() && !m_answer; }
    bool hides(std::string_view key) const;
    /**
     * True when it hides one of `keys`; a key that ends in "." stands for its whole group
     * ("layer." for layer.t_math, layer.backward.t_comms, …). For a view whose number follows
     * from several report keys: a read-out value, a mesh step's time.
     */
    bool hidesAny(std::initializer_list<std::string_view> keys) const;
    /** `text`, or the mark when hidesAny(`keys`). */
    QString text(std::initializer_list<std::string_view> keys, const QString& text) const;
    /** `text`, or the mark that stands for a hidden number when `key` is hidden. */
    QString text(std::string_view key, const QString& text) const;
    const std::vector<std::string>& keys() const { return m_keys; }
    /** A question about the step, its MFU or the training's days: fitting an efficiency to a
     * measured step would show them. */
    bool hidesTheStep() const { return hidesAny({"forecast.", "step.", "training."}); }

    /**
     * `html` with every number between its tags that states the open question's answer (at the
     * answer's value in `report`, as the lesson linter finds them; docs/lesson-format.md#check)
     * replaced by the hidden mark: a derived number ("α = 6 240" for a question about α/M_X)
     * that no key names.
     */
    QString maskStatedAnswer(const QString& html, const nlohmann::ordered_json& report) const;
    /** maskStatedAnswer() for plain text (a plot's label): "<" and "&" are text, not markup. */
    QString maskStatedAnswerInPlainText(const QString& text,
                                        const nlohmann::ordered_json& report) const;
    /** Whether a question's answer is set: a number anywhere may state it. */
    bool hasAnswer() const { return m_answer.has_value(); }

    /** What stands in for a hidden number. */
    static QString hiddenMark() { return QStringLiteral("?"); }

    bool operator==(const AnswerMask& other) const = default;

  private:
    std::vector<std::string> m_keys;
    std::optional<LessonAnswer> m_answer;
};

} // namespace shardscope
