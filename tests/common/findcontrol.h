#pragma once

// A control found the way the window names it (its objectName), as a test drives the window
// from outside: no accessor in the product for the tests' sake.
#include <QTest>
#include <QWidget>

namespace shardscope::testing {

template <typename Widget> Widget* findControl(const QWidget* root, const char* objectName) {
    auto* widget = root->findChild<Widget*>(QLatin1String(objectName));
    if (!widget)
        QTest::qFail(qPrintable(QStringLiteral("no control named ") + QLatin1String(objectName)),
                     __FILE__, __LINE__);
    return widget;
}

} // namespace shardscope::testing
