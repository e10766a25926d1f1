#include "figures/statedanswers.h"

#include <QPointer>
#include <qcustomplot.h>

namespace shardscope {

void StatedAnswers::hide(QCustomPlot* plot, const AnswerMask& mask, const Evaluation& evaluation) {
    if (!mask.hasAnswer())
        return;
    const nlohmann::ordered_json& report = evaluation.report();
    // Each text through the one rule; where it changes, the original is kept to put back.
    auto masked = [&](auto* object, const QString& text, auto set) {
        const QString hidden = mask.maskStatedAnswerInPlainText(text, report);
        if (hidden == text)
            return;
        set(object, hidden);
        m_restore.push_back([guard = QPointer(object), text, set] {
            if (guard)
                set(guard.data(), text);
        });
    };
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        if (auto* title = qobject_cast<QCPTextElement*>(element))
            masked(title, title->text(),
                   [](QCPTextElement* t, const QString& s) { t->setText(s); });
        else if (auto* rect = qobject_cast<QCPAxisRect*>(element))
            for (QCPAxis* axis : rect->axes())
                masked(axis, axis->label(), [](QCPAxis* a, const QString& s) { a->setLabel(s); });
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* label = qobject_cast<QCPItemText*>(plot->item(i)))
            masked(label, label->text(), [](QCPItemText* l, const QString& s) { l->setText(s); });
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* curve = plot->plottable(i);
        masked(curve, curve->name(),
               [](QCPAbstractPlottable* c, const QString& s) { c->setName(s); });
    }
}

void StatedAnswers::restore() {
    for (auto it = m_restore.rbegin(); it != m_restore.rend(); ++it)
        (*it)();
    m_restore.clear();
}

} // namespace shardscope
