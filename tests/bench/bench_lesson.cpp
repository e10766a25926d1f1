// Entering a lesson step as an instructor does with Page Down: the step's scenario (one undo
// step), its views on the board, the highlight, and the first paint of everything that changed.
#include "bench_lesson.h"
#include "windowparts.h"

#include "document/documentfile.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonpane.h"
#include "shell/lessondock.h"
#include "shell/mainwindow.h"

#include <QApplication>
#include <QSettings>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

namespace shardscope {

void benchLesson(bool quick, void (*print)(const char*, double, const char*)) {
    QSettings().clear();
    MainWindow window;
    window.setWindowState(Qt::WindowNoState);
    window.resize(1920, 1080);
    window.show();
    QApplication::processEvents();
    const QStringList ids = builtInLessonIds();
    // CPU time too: on a shared machine the wall clock also counts the other processes.
    auto cpuMs = [] {
        timespec t{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
    };
    double cpu = 0;
    std::vector<double> steps;
    const int rounds = quick ? 2 : 8;
    for (int round = 0; round < rounds; ++round)
        for (const QString& id : ids) {
            documentFileOf(window)->setUntitled(); // no "save changes?" between lessons
            if (!window.openLesson(id))
                continue;
            LessonPane* pane = lessonDockOf(window)->pane();
            QApplication::processEvents();
            for (int i = 1; i < pane->stepCount(); ++i) {
                const double cpuStart = cpuMs();
                const auto start = std::chrono::steady_clock::now();
                pane->next();
                const auto entered = std::chrono::steady_clock::now();
                QApplication::processEvents(); // queued replots
                QCoreApplication::sendPostedEvents();
                QApplication::processEvents(); // the paint
                cpu += cpuMs() - cpuStart;
                steps.push_back(std::chrono::duration<double, std::milli>(
                                    std::chrono::steady_clock::now() - start)
                                    .count());
                if (getenv("BENCH_DEBUG"))
                    std::fprintf(stderr, "%s %d: enter %.1f total %.1f\n", qPrintable(id), i,
                                 std::chrono::duration<double, std::milli>(entered - start).count(),
                                 steps.back());
            }
        }
    if (steps.empty())
        return;
    std::sort(steps.begin(), steps.end());
    const auto at = [&](double p) {
        return steps[std::min(steps.size() - 1, size_t(p * double(steps.size() - 1) + 0.5))];
    };
    print("lesson.step_p50_ms", at(0.5), "ms");
    print("lesson.step_ms", at(0.99), "ms");
    print("lesson.step_cpu_ms", cpu / double(steps.size()), "ms");
    print("lesson.steps", double(steps.size()), "steps");
}

} // namespace shardscope
