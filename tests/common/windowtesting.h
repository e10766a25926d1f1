#pragma once

// What the window tests share: opening the main window, and the rows of a test that runs in
// every language and look.
#include "shell/mainwindow.h"

#include <QTest>

#include <initializer_list>
#include <memory>

namespace shardscope::testing {

/** Columns "language" and "projector": one row per language and look ("ru projector"). */
inline void addLanguageAndLookRows(std::initializer_list<const char*> languages = {"en", "ru",
                                                                                   "zh_CN"}) {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    for (const char* language : languages)
        for (bool projector : {false, true})
            QTest::addRow("%s %s", language, projector ? "projector" : "normal")
                << QString::fromLatin1(language) << projector;
}

/** The main window at `size`, shown and exposed; nullptr if it never was. */
inline std::unique_ptr<MainWindow> openMainWindow(QSize size = QSize(1920, 1080)) {
    auto window = std::make_unique<MainWindow>();
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

} // namespace shardscope::testing
