// Mesh view timings: each frame is a repaint of the view's drawing area at 1920x1080, as the
// animation timer triggers it (advance the clock one 60 Hz tick, then paint).
#include "bench_mesh.h"

#include "evaluate.h"
#include "mesh/meshview.h"

#include <QApplication>

#include <algorithm>
#include <chrono>
#include <vector>

using namespace shardscope;

namespace {

using Clock = std::chrono::steady_clock;

double percentileOf(std::vector<double> v, double p) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5))];
}

double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// A view whose drawing area is exactly 1920 x 1080, shown (offscreen) and painted once.
void showAtFullHd(MeshView& view) {
    view.resize(1920, 1080);
    view.show();
    QApplication::processEvents();
    const int extra = view.height() - view.findChild<MeshCanvas*>()->height();
    view.resize(1920, 1080 + extra);
    QApplication::processEvents();
    view.findChild<MeshCanvas*>()->repaint();
}

// p99 of frame times while the whole schedule plays once over `frames` frames.
double frameP99(long long chips, bool quick, long long pods = 1) {
    Scenario s = withChips(defaultScenario(), chips);
    s.pods = pods;
    s.batchTokens *= double(pods);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    showAtFullHd(view);
    view.findChild<MeshCanvas*>()->setHoveredChip(
        int(chips / 2)); // outlines of its FSDP and TP groups too
    const int frames = quick ? 240 : 1200;
    double cycle = 0; // seconds of one pass through the steps at speed 1
    for (int i = 0; i < view.clock().stepCount(); ++i) {
        view.clock().seek(i, 0);
        const int before = view.clock().step();
        double t = 0;
        while (view.clock().step() == before && t < 100) {
            view.clock().advance(0.05);
            t += 0.05;
        }
        cycle += t;
    }
    view.clock().seek(0, 0);
    view.clock().setSpeed(cycle / (double(quick ? frames : frames / 5) / 60.0));
    view.clock().setPlaying(true);
    std::vector<double> ms;
    ms.reserve(size_t(frames));
    for (int i = 0; i < frames; ++i) {
        const auto start = Clock::now();
        view.clock().advance(1.0 / 60.0);
        view.findChild<MeshCanvas*>()->repaint();
        ms.push_back(msSince(start));
    }
    view.clock().setPlaying(false);
    return percentileOf(ms, 0.99);
}

// A split change at 8960 chips: new layout and schedule, then the first full paint.
double relayoutMs(bool quick) {
    Scenario a = withChips(defaultScenario(), 8960);
    Scenario b = withTp(a, a.tp == 4 ? 8 : 4);
    // The document's snapshots, made before the clock starts as the document makes them.
    const EvaluationPtr ea = makeEvaluation(a), eb = makeEvaluation(b);
    MeshView view;
    view.setEvaluation(ea);
    showAtFullHd(view);
    std::vector<double> ms;
    for (int i = 0; i < (quick ? 10 : 40); ++i) {
        const bool even = i % 2 == 0;
        const auto start = Clock::now();
        view.setEvaluation(even ? eb : ea);
        view.findChild<MeshCanvas*>()->repaint();
        ms.push_back(msSince(start));
    }
    return percentileOf(ms, 0.5);
}

} // namespace

void benchMesh(bool quick, void (*print)(const char* metric, double value, const char* unit)) {
    print("mesh.frame_p99_ms.64", frameP99(64, quick), "ms");
    print("mesh.frame_p99_ms.4096", frameP99(4096, quick), "ms");
    print("mesh.frame_p99_ms.8960", frameP99(8960, quick), "ms");
    print("mesh.frame_p99_ms.8960x2", frameP99(8960, quick, 2), "ms");
    print("mesh.relayout_ms.8960", relayoutMs(quick), "ms");
}
