#pragma once
// What the window told the user went wrong: the text of its error box, as a person reads it
// (empty when none is up).

#include <QMessageBox>
#include <QWidget>

namespace shardscope::testing {

inline QString errorShown(const QWidget* window) {
    const auto* box = window->findChild<QMessageBox*>(QStringLiteral("errorBox"));
    return box && box->isVisible() ? box->text() : QString();
}

} // namespace shardscope::testing
