// shardscope_bench: prints one JSON object per line, {"metric", "value", "unit"}.
// Targets live in the issues; this program only measures.
#include "bench_export.h"
#include "bench_lesson.h"
#include "bench_mesh.h"
#include "computations.h"
#include "curves.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "figures/figure.h"
#include "figures/pipelinefigure.h"
#include "layout_search.h"
#include "scenario_io.h"
#include "shell/mainwindow.h"
#include "windowparts.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"
#include "workspace/controlpanel.h"
#include "workspace/splitslider.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QMouseEvent>
#include <QProcess>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

using namespace shardscope;

namespace {

using Clock = std::chrono::steady_clock;

void print(const char* metric, double value, const char* unit) {
    std::printf("{\"metric\": \"%s\", \"value\": %.4g, \"unit\": \"%s\"}\n", metric, value, unit);
    std::fflush(stdout);
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5))];
}

template <typename F> std::vector<double> timesUs(int runs, F work) {
    std::vector<double> t;
    t.reserve(runs);
    for (int i = 0; i < runs; ++i) {
        const auto start = Clock::now();
        work(i);
        t.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    return t;
}

// CPU time of this process, in ms.
double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

volatile double g_sink; // keeps the optimiser from dropping the work

// The same fixed work 600 times: how much this machine alone spreads p99 from p50
// (a shared VM can triple it), to read the UI's p99 against.
void benchNoise() {
    const auto work = timesUs(600, [](int) {
        double x = 0;
        for (int k = 0; k < 2000000; ++k)
            x += k * 0.5;
        g_sink = x;
    });
    print("machine.fixed_work_p50_ms", percentile(work, 0.5) / 1000, "ms");
    print("machine.fixed_work_p99_ms", percentile(work, 0.99) / 1000, "ms");
}

void benchCore(bool quick) {
    const Scenario s = defaultScenario();
    const auto evals =
        timesUs(quick ? 2000 : 20000, [&](int) { g_sink = evaluate(s).layer.tComms; });
    print("core.evaluate_us", percentile(evals, 0.5), "us");

    const std::vector<double> batches = logSpace(10, 1e8, 512);
    const auto sweeps =
        timesUs(quick ? 50 : 500, [&](int) { g_sink = sweepBatch(s, batches).best.comms.back(); });
    print("core.sweep_ms", percentile(sweeps, 0.5) / 1000, "ms");
}

// The layout search (docs/search.md): p99 of the slowest shipped scenario, each model, and a
// stress case of 55 440 chips, L = 120, n_q = 120, 256 k sequences of 4096 tokens.
void benchSearch(bool quick) {
    const int runs = quick ? 40 : 200;
    double slowest = 0;
    QString slowestName;
    for (const QString& name : QDir(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/scenarios"))
                                   .entryList({QStringLiteral("*.json")})) {
        const Scenario s = loadScenarioFile(
            (QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/scenarios/") + name).toStdString());
        for (SearchModel model : {SearchModel::Book, SearchModel::Whole, SearchModel::Forecast}) {
            SearchOptions options;
            options.model = model;
            const auto t =
                timesUs(runs, [&](int) { g_sink = double(searchLayouts(s, options).feasible); });
            if (std::getenv("BENCH_DEBUG"))
                std::fprintf(stderr, "search %s %s: p50 %.3f ms p99 %.3f ms\n", qPrintable(name),
                             model == SearchModel::Book    ? "book"
                             : model == SearchModel::Whole ? "whole"
                                                           : "forecast",
                             percentile(t, 0.5) / 1000, percentile(t, 0.99) / 1000);
            if (percentile(t, 0.99) > slowest) {
                slowest = percentile(t, 0.99);
                slowestName = name;
            }
        }
    }
    print("core.search_ms", slowest / 1000, "ms");
    if (std::getenv("BENCH_DEBUG"))
        std::fprintf(stderr, "core.search_ms: slowest %s\n", qPrintable(slowestName));
    const Scenario stress = parseScenario(
        R"({"schema": 1, "chips": 55440, "fsdp": 55440, "tp": 1,
            "model": {"name": "stress", "d_model": 15360, "d_ff": 61440, "layers": 120,
                      "heads": 120, "kv_heads": 8, "head_dim": 128, "vocab": 128000,
                      "gated_mlp": false},
            "batch_tokens": 1073741824})");
    const auto t =
        timesUs(quick ? 10 : 40, [&](int) { g_sink = double(searchLayouts(stress).feasible); });
    print("core.search_ms.stress", percentile(t, 0.99) / 1000, "ms");
    SearchOptions byForecast;
    byForecast.model = SearchModel::Forecast;
    const auto f = timesUs(
        quick ? 10 : 40, [&](int) { g_sink = double(searchLayouts(stress, byForecast).feasible); });
    print("core.search_ms.stress_forecast", percentile(f, 0.99) / 1000, "ms");
    // Experts and long sequences in the space: a 128-expert MoE on 16 384 GPUs with 128
    // sequences of 131 072 tokens, every cell trying each EP and each CP that keeps them whole.
    const Scenario expertsAndContext = parseScenario(
        R"({"schema": 1, "hardware": "h100-nvlink", "model": "qwen3-235b-a22b", "chips": 16384,
            "tp": 8, "batch_tokens": 16777216, "seq_len": 131072})");
    const auto e = timesUs(quick ? 10 : 40, [&](int) {
        g_sink = double(searchLayouts(expertsAndContext, byForecast).candidates);
    });
    print("core.search_ms.stress_ep_cp", percentile(e, 0.99) / 1000, "ms");
}

// Wall time of whole processes, median over `runs`.
double processMs(const QString& program, const QStringList& args, int runs,
                 const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
    std::vector<double> wall;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(program, args);
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            return -1;
        wall.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return percentile(wall, 0.5);
}

// Sees the first paint of the widget it watches.
class PaintWatcher : public QObject {
  public:
    bool painted = false;
    bool eventFilter(QObject* watched, QEvent* event) override {
        painted = painted || event->type() == QEvent::Paint;
        return QObject::eventFilter(watched, event);
    }
};

// From constructing the main window to its first paint, with fresh settings.
double windowFirstPaintMs() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QElapsedTimer timer;
    timer.start();
    shardscope::MainWindow window;
    PaintWatcher watcher;
    window.installEventFilter(&watcher);
    window.show();
    while (!watcher.painted && timer.elapsed() < 10000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    return double(timer.nsecsElapsed()) / 1e6;
}

void benchProcesses(const QString& binary, bool quick) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.json"));
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return;
    out.write(saveScenario(defaultScenario()).c_str());
    out.close();
    print("cli.report_ms", processMs(binary, {QStringLiteral("report"), file}, quick ? 5 : 30),
          "ms");

    // Start-up = a process that loads Qt and answers (--version) + the window built and painted
    // once in this process: the app carries no quit-after-paint hook for the benchmark.
    const double process = processMs(binary, {QStringLiteral("--version")}, quick ? 3 : 10);
    const double window = windowFirstPaintMs();
    print("ui.process_start_ms", process, "ms");
    print("ui.window_first_paint_ms", window, "ms");
    print("ui.startup_ms", process + window, "ms");

    // Export of the roofline alone at 1600x800, against a matplotlib script of the same figure
    // when SHARDSCOPE_BENCH_MATPLOTLIB_SCRIPT names one.
    const QStringList exportArgs{QStringLiteral("export"),   file,
                                 QStringLiteral("--out"),    dir.path(),
                                 QStringLiteral("--figure"), QStringLiteral("roofline"),
                                 QStringLiteral("--size"),   QStringLiteral("1600x800")};
    const double ours = processMs(binary, exportArgs, quick ? 3 : 10);
    print("export.roofline_ms", ours, "ms");
    const QString script = qEnvironmentVariable("SHARDSCOPE_BENCH_MATPLOTLIB_SCRIPT");
    if (QFile::exists(script)) {
        QProcessEnvironment inDir = QProcessEnvironment::systemEnvironment();
        QProcess probe;
        // Debian's python3 (python3-matplotlib), not whichever python3 comes first on PATH.
        const QString python = QFile::exists(QStringLiteral("/usr/bin/python3"))
                                   ? QStringLiteral("/usr/bin/python3")
                                   : QStringLiteral("python3");
        probe.start(python, {QStringLiteral("-c"), QStringLiteral("import matplotlib")});
        if (probe.waitForFinished(30000) && probe.exitCode() == 0) {
            QDir::setCurrent(dir.path());
            const double theirs = processMs(python, {script}, quick ? 2 : 5, inDir);
            print("export.matplotlib_roofline_ms", theirs, "ms");
            if (theirs > 0 && ours > 0)
                print("export.roofline_vs_matplotlib", ours / theirs, "ratio");
        }
    }
}

double residentMb() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024;
    return -1;
}

// Every step: a slider value change, then every visible plot and panel repainted
// (the queued replots, then the paint of every widget they and the panels marked dirty).
void benchSliders(bool quick) {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    shardscope::MainWindow window;
    window.resize(1920, 1080);
    window.show();
    QApplication::processEvents();
    shardscope::ControlPanel* controls = controlsOf(window);
    std::vector<double> steps;
    const int perSlider = quick ? 200 : 600;
    auto slider = [controls](const char* name) {
        return controls->findChild<QSlider*>(QLatin1String(name));
    };
    const std::pair<const char*, QSlider*> sliders[] = {{"split", slider("splitSlider")},
                                                        {"batch", slider("batchSlider")},
                                                        {"chips", slider("chipSlider")}};
    for (const auto& [name, slider] : sliders) {
        const size_t first = steps.size();
        int direction = 1; // back and forth over the whole range
        for (int i = 0; i < perSlider; ++i) {
            const int v = slider->value();
            if (v + direction > slider->maximum() || v + direction < slider->minimum())
                direction = -direction;
            const auto start = Clock::now();
            slider->setValue(v + direction);
            const auto t1 = Clock::now();
            QApplication::processEvents(); // the queued replots run and mark their widgets dirty
            const auto t2 = Clock::now();
            QCoreApplication::sendPostedEvents(); // the update requests: every dirty widget paints
            QApplication::processEvents();
            steps.push_back(
                std::chrono::duration<double, std::milli>(Clock::now() - start).count());
            if (getenv("BENCH_DEBUG"))
                std::fprintf(stderr, "%s set %.2f events %.2f paint %.2f\n",
                             slider->metaObject()->className(),
                             std::chrono::duration<double, std::milli>(t1 - start).count(),
                             std::chrono::duration<double, std::milli>(t2 - t1).count(),
                             std::chrono::duration<double, std::milli>(Clock::now() - t2).count());
        }
        const std::vector<double> mine(steps.begin() + long(first), steps.end());
        print(qPrintable(QStringLiteral("ui.slider_step_p99_ms.%1").arg(QLatin1String(name))),
              percentile(mine, 0.99), "ms");
    }
    print("ui.slider_step_p50_ms", percentile(steps, 0.5), "ms");
    print("ui.slider_step_p99_ms", percentile(steps, 0.99), "ms");
    print("ui.slider_steps", double(steps.size()), "steps");
    print("ui.rss_mb", residentMb(), "MB");
}

// A fixed piece of work as long as `ms` (memory touched like a paint, arithmetic), run `runs`
// times right after a case: its p99 is what this machine alone makes of a step of that
// length. On a shared VM the same loop's p99 can be three times its p50.
double sameWorkP99(double ms, int runs) {
    std::vector<uint32_t> pixels(size_t(1920) * 1080); // a 1080p window's backing store
    auto touch = [&](int passes) {
        for (int pass = 0; pass < passes; ++pass)
            for (size_t k = 0; k < pixels.size(); k += 8)
                pixels[k] = pixels[k] * 3 + uint32_t(k);
        g_sink = pixels[size_t(passes) % pixels.size()];
    };
    double fastest = 1e9; // one pass, in ms, at its quickest
    for (int i = 0; i < 5; ++i)
        fastest = std::min(fastest, timesUs(1, [&](int) { touch(1); })[0] / 1000);
    const int passes = std::max(1, int(std::lround(ms / fastest)));
    return percentile(timesUs(runs, [&](int) { touch(passes); }), 0.99) / 1000;
}

// Under callgrind a step takes fifty times as long, so the timers that wait for a drag to
// stop (the fine frame, the explanation's layout) would fire within every step. --no-timers
// keeps them out, as at full speed, where a step is over long before they are due.
QEventLoop::ProcessEventsFlags g_stepEvents = QEventLoop::AllEvents;

// One slider step and every repaint it causes. Not inlined: callgrind's --toggle-collect
// can count the instructions of the steps alone ("*boardStep*").
[[gnu::noinline]] void boardStep(QSlider* slider, int value) {
    slider->setValue(value);
    QApplication::processEvents(g_stepEvents);
    QCoreApplication::sendPostedEvents();
    QApplication::processEvents(g_stepEvents);
}

// A split-slider step with the 2×2 board of four figures shown: every pane redraws. `pinned`:
// the book's scenario pinned as A, drawn faded behind the current one in every figure.
void benchBoard(int stepCount, QSize size, const char* metric, bool pinned = false,
                const char* firstPaneView = nullptr) {
    QSettings().clear();
    shardscope::MainWindow window;
    window.setWindowState(Qt::WindowNoState);
    if (pinned) {
        Scenario a = defaultScenario();
        a.fsdp = 256;
        a.tp = 16;
        window.document()->reset(a);
        window.document()->pin();
        window.document()->reset(defaultScenario());
    }
    boardOf(window)->applyPreset(Board::Preset::AllFigures);
    window.resize(size);
    window.show();
    QApplication::processEvents();
    if (firstPaneView) // a view in place of the first figure: what that view adds to a step
        boardOf(window)->visiblePanes().front()->setView(QString::fromLatin1(firstPaneView));
    QApplication::processEvents();
    QSlider* slider = controlsOf(window)->findChild<QSlider*>(QStringLiteral("splitSlider"));
    std::vector<double> steps;
    int direction = 1;
    // The first steps fill font, glyph and tick-label caches once per window: not measured.
    const int warmUp = 5;
    double cpuStart = cpuMs();
    std::array<unsigned long long, kComputationKinds> computedBefore{};
    for (int i = 0; i < stepCount + warmUp; ++i) {
        if (i == warmUp) {
            steps.clear();
            cpuStart = cpuMs();
            for (int k = 0; k < kComputationKinds; ++k)
                computedBefore[size_t(k)] = computationCount(Computation(k));
        }
        const int v = slider->value();
        if (v + direction > slider->maximum() || v + direction < slider->minimum())
            direction = -direction;
        const auto start = Clock::now();
        const double stepCpuStart = cpuMs();
        boardStep(slider, v + direction);
        steps.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (getenv("BENCH_DEBUG"))
            std::fprintf(stderr, "%s %d (split %d): %.1f (cpu %.1f)\n", metric, i, v + direction,
                         steps.back(), cpuMs() - stepCpuStart);
    }
    if (getenv("BENCH_DEBUG"))
        for (BoardPane* pane : boardOf(window)->visiblePanes())
            std::fprintf(stderr, "%s pane %s %dx%d\n", metric,
                         pane->figure() ? qPrintable(pane->figure()->id()) : "view",
                         pane->view()->width(), pane->view()->height());
    print(metric, percentile(steps, 0.99), "ms");
    // p50 and CPU time per step too: on a shared machine the p99 also counts other processes.
    print((std::string(metric) + ".p50").c_str(), percentile(steps, 0.5), "ms");
    print((std::string(metric) + ".cpu").c_str(), (cpuMs() - cpuStart) / double(steps.size()),
          "ms");
    print((std::string(metric) + ".same_work_p99").c_str(),
          sameWorkP99(percentile(steps, 0.5), int(steps.size())), "ms");
    // What a step computed in the core, all views together (core/computations.h): more than
    // one of a kind means a view computes for itself.
    unsigned long long computed = 0;
    for (int k = 0; k < kComputationKinds; ++k)
        computed += computationCount(Computation(k)) - computedBefore[size_t(k)];
    print((std::string(metric) + ".computations").c_str(), double(computed) / double(steps.size()),
          "per step");
}

// One mouse move over `figure` and every repaint it causes. Not inlined, like boardStep:
// callgrind's --toggle-collect counts the moves alone ("*hoverStep*").
[[gnu::noinline]] void hoverStep(Figure* figure, QPointF at) {
    QMouseEvent move(QEvent::MouseMove, at, figure->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(figure, &move);
    QApplication::processEvents(g_stepEvents);
    QCoreApplication::sendPostedEvents();
    QApplication::processEvents(g_stepEvents);
}

// The hover read-out following the mouse across the first figure of the 2×2 board at
// 1920×1080: each move draws the crosshair and the values, and the figure with them.
// `moves`: how many (--steps, or the default for the run).
void benchHover(int moves) {
    QSettings().clear();
    shardscope::MainWindow window;
    window.setWindowState(Qt::WindowNoState);
    boardOf(window)->applyPreset(Board::Preset::AllFigures);
    window.resize(1920, 1080);
    window.show();
    QElapsedTimer settling; // shown, laid out and painted: the plot has its size
    settling.start();
    while (settling.elapsed() < 300) {
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents();
    }
    Figure* figure = boardOf(window)->visiblePanes().first()->figure();
    const QRect plot = figure->axisRect()->rect();
    const auto steps = timesUs(moves, [&](int i) {
        hoverStep(figure, QPointF(plot.left() + (i * 7) % plot.width(), plot.center().y()));
    });
    print("ui.hover_p50_ms", percentile(steps, 0.5) / 1000, "ms");
    print("ui.hover_p99_ms", percentile(steps, 0.99) / 1000, "ms");
}

// The Gantt at p = 16, K = 64 (2048 compute blocks and their sends) on a shown 1920x1080
// figure, as a live edit draws it: evaluate, new data, the queued replot, the paint. The
// schedule flips every frame so that each frame has new blocks to draw.
void benchPipeline(bool quick) {
    Scenario s = defaultScenario(); // 4096 chips
    s.pp = 16;
    s.tp = 8;
    s.fsdp = 4096 / (16 * 8);
    s.microbatches = 64;
    shardscope::PipelineFigure figure;
    figure.resize(1920, 1080);
    figure.show();
    QApplication::processEvents();
    const int runs = quick ? 60 : 300;
    const double cpuStart = cpuMs();
    const auto frames = timesUs(runs, [&](int i) {
        s.pipelineSchedule = i % 2 ? PipelineSchedule::GPipe : PipelineSchedule::OneFOneB;
        figure.setEvaluation(makeEvaluation(s));
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents();
        QApplication::processEvents();
    });
    const double cpuPerFrame = (cpuMs() - cpuStart) / runs;
    print("pipeline.frame_ms", percentile(frames, 0.5) / 1000, "ms");
    print("pipeline.frame_p99_ms", percentile(frames, 0.99) / 1000, "ms");
    print("pipeline.frame_cpu_ms", cpuPerFrame, "ms");
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("ShardScope"));
    QCoreApplication::setApplicationName(QStringLiteral("shardscope-bench"));
    const QStringList args = app.arguments();
    const bool quick = args.contains(QStringLiteral("--quick"));
    // --only GROUP (board, lesson, mesh, …): one group alone, to profile it.
    const qsizetype only = args.indexOf(QStringLiteral("--only"));
    const QString group = only >= 0 && only + 1 < args.size() ? args.at(only + 1) : QString();
    auto wants = [&](const char* name) { return group.isEmpty() || group == QLatin1String(name); };
    if (wants("noise"))
        benchNoise();
    if (wants("core"))
        benchCore(quick);
    if (wants("search"))
        benchSearch(quick);
    if (wants("sliders"))
        benchSliders(quick);
    // --steps N: board steps per case (to count instructions under callgrind, say).
    const qsizetype stepsAt = args.indexOf(QStringLiteral("--steps"));
    const int boardSteps = stepsAt >= 0 && stepsAt + 1 < args.size() ? args.at(stepsAt + 1).toInt()
                           : quick                                   ? 150
                                                                     : 500;
    if (args.contains(QStringLiteral("--no-timers")))
        g_stepEvents = QEventLoop::X11ExcludeTimers;
    if (wants("board")) {
        benchBoard(boardSteps, QSize(1920, 1080), "ui.board_step_p99_ms");
        benchBoard(boardSteps, QSize(3840, 2160), "ui.board_step_p99_ms.4k");
        benchBoard(boardSteps, QSize(1920, 1080), "ui.board_step_p99_ms.compare", true);
        benchBoard(boardSteps, QSize(1920, 1080), "ui.board_step_p99_ms.layouts", false, "layouts");
    }
    if (wants("hover"))
        benchHover(stepsAt >= 0 ? boardSteps : quick ? 150 : 500);
    if (wants("pipeline"))
        benchPipeline(quick);
    if (wants("lesson"))
        benchLesson(quick, print);
    if (wants("mesh"))
        benchMesh(quick, print);
    if (wants("process"))
        benchProcesses(QStringLiteral(SHARDSCOPE_BINARY), quick);
    if (wants("export"))
        benchExport(QStringLiteral(SHARDSCOPE_BINARY), quick, print);
    if (wants("deck"))
        benchLessonDeck(QStringLiteral(SHARDSCOPE_BINARY), quick, print);
    return 0;
}
