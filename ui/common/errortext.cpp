#include "common/errortext.h"

#include "scenario_io.h"

#include <QCoreApplication>

namespace shardscope {

QString errorText(const InputError& error) {
    // The core's English text is the translation key (scenario_messages.h). Values go in one
    // pass, so a value that itself reads "%2" is never taken for a placeholder.
    const QString text = QCoreApplication::translate("InputError", error.text());
    QString reason;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const qsizetype n =
            text[i] == u'%' && i + 1 < text.size() && text[i + 1] >= u'1' && text[i + 1] <= u'9'
                ? text[i + 1].unicode() - u'1'
                : -1;
        if (n >= 0 && size_t(n) < error.args().size()) {
            reason += QString::fromStdString(error.args()[size_t(n)]);
            ++i;
        } else {
            reason += text[i];
        }
    }
    const QString path = QString::fromStdString(error.path());
    return path.isEmpty() ? reason : path + QStringLiteral(": ") + reason;
}

} // namespace shardscope
