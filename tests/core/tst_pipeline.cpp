// Pipeline schedules (docs/model.md#pipeline-schedule; ch. 5 §Pipelining): the bubble, the
// microbatches each stage holds, the step with its sends, and timelines that keep every
// dependency. Every expected number is derived in the comment next to it.
#include "evaluate.h"
#include "memory.h"
#include "pipeline.h"
#include "presets.h"
#include "results.h"
#include "scenario_io.h"
#include "step_schedule.h"
#include "testarea.h"

#include <QTest>

#include <algorithm>

using namespace shardscope;

namespace {

using Kind = PipelineBlock::Kind;

constexpr PipelineSchedule kSchedules[] = {PipelineSchedule::GPipe, PipelineSchedule::OneFOneB};

const char* name(PipelineSchedule s) {
    return s == PipelineSchedule::GPipe ? "gpipe" : "1f1b";
}

// The book's figure on 64 chips of a v5p with p stages (FSDP takes the rest, TP 4).
Scenario piped(long long pp, long long k, PipelineSchedule schedule) {
    Scenario s = defaultScenario();
    s = withChips(s, 64);
    s.tp = 4;
    s.pp = pp;
    s.fsdp = 64 / (4 * pp);
    s.microbatches = k;
    s.pipelineSchedule = schedule;
    validateScenario(s);
    return s;
}

const PipelineBlock* find(const std::vector<PipelineBlock>& stage, Kind kind, long long m) {
    for (const PipelineBlock& b : stage)
        if (b.kind == kind && b.microbatch == m)
            return &b;
    return nullptr;
}

} // namespace

class TestPipeline : public QObject {
    Q_OBJECT
  private slots:
    void bubble();
    void activationsHeld();
    void stepFormula();
    void sendBytesByHand();
    void timelineKeepsDependencies_data();
    void timelineKeepsDependencies();
    void timelineHoldsWhatTheFormulaSays();
    void memoryFollowsTheSchedule();
    void oneStageUnchanged();
    void meshSendsAcrossStages();
};

void TestPipeline::bubble() {
    // ch. 5 §Pipelining: p = 4, K = 8: (p − 1)/(K + p − 1) = 3/11 in either schedule.
    for (PipelineSchedule schedule : kSchedules) {
        const Results r = evaluate(piped(4, 8, schedule));
        QCOMPARE(r.pipeline.bubbleFraction, 3.0 / 11);
        // With no sends the timeline ends at (K + p − 1)(τ_f + τ_b): the idle share of the
        // p stages' time is then 1 − K(τ_f + τ_b) / ((K + p − 1)(τ_f + τ_b)) = 3/11 as well.
        const PipelineTiming t{1, 2, 0};
        double end = 0, busy = 0;
        for (const auto& stage : pipelineTimeline(schedule, 4, 8, t))
            for (const PipelineBlock& b : stage) {
                end = std::max(end, b.end);
                busy += b.end - b.start;
            }
        QCOMPARE(end, 11.0 * 3); // (8 + 4 − 1)·(1 + 2)
        QCOMPARE(1 - busy / (4 * end), 3.0 / 11);
    }
}

void TestPipeline::activationsHeld() {
    // 1F1B: stage s runs p − 1 − s warm-up forwards and one more before its first backward,
    // so it holds p − s microbatches: 4, 3, 2, 1 for p = 4; never more than K (K = 2: 2, 2, 2, 1).
    const long long oneFOneB[] = {4, 3, 2, 1};
    for (long long s = 0; s < 4; ++s) {
        QCOMPARE(activationsInFlight(PipelineSchedule::OneFOneB, 4, 8, s), oneFOneB[s]);
        QCOMPARE(activationsInFlight(PipelineSchedule::OneFOneB, 4, 2, s), std::min(4 - s, 2LL));
        // GPipe runs all K forwards before any backward: K on every stage.
        QCOMPARE(activationsInFlight(PipelineSchedule::GPipe, 4, 8, s), 8LL);
    }
    const Results r = evaluate(piped(4, 8, PipelineSchedule::OneFOneB));
    QCOMPARE(r.pipeline.activationsInFlight, (std::vector<long long>{4, 3, 2, 1}));
    QCOMPARE(r.pipeline.maxActivationsInFlight, 4LL);
    QCOMPARE(evaluate(piped(4, 8, PipelineSchedule::GPipe)).pipeline.maxActivationsInFlight, 8LL);
    // All stages together: 4 + 3 + 2 + 1 = 10 of 1F1B's, 2 + 2 + 2 + 1 = 7 at K = 2, 4 · 8 = 32
    // of GPipe's; the closed form agrees with the stage-by-stage sum for every p and K to 64.
    QCOMPARE(activationsInFlightAllStages(PipelineSchedule::OneFOneB, 4, 8), 10LL);
    QCOMPARE(activationsInFlightAllStages(PipelineSchedule::OneFOneB, 4, 2), 7LL);
    QCOMPARE(activationsInFlightAllStages(PipelineSchedule::GPipe, 4, 8), 32LL);
    for (PipelineSchedule schedule : kSchedules)
        for (long long p = 1; p <= 64; ++p)
            for (long long k = 1; k <= 64; ++k) {
                long long sum = 0;
                for (long long s = 0; s < p; ++s)
                    sum += activationsInFlight(schedule, p, k, s);
                QCOMPARE(activationsInFlightAllStages(schedule, p, k), sum);
            }
}

void TestPipeline::stepFormula() {
    // ch. 5 §Pipelining: (K + p − 1)(C/K + δ), p = 3, C = 8 ms, δ = 0.5 ms:
    //   K = 4:  6 · (2 ms + 0.5 ms)   = 15 ms
    //   K = 16: 18 · (0.5 ms + 0.5 ms) = 18 ms
    // Our step with no sends, τ_f + τ_b = C/K, δ split half to each pass, must agree.
    auto timing = [](long long k) {
        const double c = 8e-3, delta = 0.5e-3;
        return PipelineTiming{c / k / 3 + delta / 2, 2 * c / k / 3 + delta / 2, 0};
    };
    QVERIFY(std::abs(pipelineStepSeconds(3, 4, timing(4)) - 15e-3) < 1e-12);
    QVERIFY(std::abs(pipelineStepSeconds(3, 16, timing(16)) - 18e-3) < 1e-12);
    // Sends: p = 3 has 2 boundaries, each paid once forward and once backward in the fill
    // and the drain: + 2·2·t_send. t_send = 1 ms on K = 4: 15 ms + 4 ms = 19 ms.
    PipelineTiming sends = timing(4);
    sends.send = 1e-3;
    QVERIFY(std::abs(pipelineStepSeconds(3, 4, sends) - 19e-3) < 1e-12);
    // GPipe's timeline ends exactly there: its forwards stream, each boundary delays the
    // last forward by one send, the backwards likewise. Strict 1F1B waits in the steady state
    // for a backward to come back over the sends, so its timeline ends later
    // (docs/model.md#pipeline-schedule): the formula is its estimate with sends hidden.
    auto end = [&](PipelineSchedule schedule) {
        double last = 0;
        for (const auto& stage : pipelineTimeline(schedule, 3, 4, sends))
            for (const PipelineBlock& b : stage)
                last = std::max(last, b.end);
        return last;
    };
    QVERIFY(std::abs(end(PipelineSchedule::GPipe) - 19e-3) < 1e-12);
    QVERIFY(end(PipelineSchedule::OneFOneB) > 19e-3);
}

void TestPipeline::sendBytesByHand() {
    // v5p, book-figure D = 8192; 64 chips, TP 4, p = 4 so FSDP 4: a stage is X·Y = 16 chips.
    // B = 1 M = 1 048 576 tokens, K = 8: a microbatch is 131 072 tokens; its bf16 [B/K, D]
    // activations are 2 · 131 072 · 8192 = 2 147 483 648 bytes, per chip / 16 = 134 217 728.
    // W = 1.8e11 B/s (v5p ICI, ch. 5): t_send = 134 217 728 / 1.8e11 = 745.65 µs.
    const Results r = evaluate(piped(4, 8, PipelineSchedule::OneFOneB));
    QCOMPARE(r.derived.layerChips, 16LL);
    QCOMPARE(r.pipeline.sendBytes, 134217728.0);
    QVERIFY(std::abs(r.pipeline.timing.send - 7.4565e-4) < 1e-8);
    // The step adds 2·(p − 1)·t_send = 6 · 745.65 µs to (K + p − 1)(τ_f + τ_b + δ).
    const PipelineTiming& t = r.pipeline.timing;
    QVERIFY(std::abs(r.pipeline.stepSeconds - (11 * (t.forward + t.backward) + 6 * t.send)) <
            1e-12);
}

void TestPipeline::timelineKeepsDependencies_data() {
    QTest::addColumn<int>("schedule");
    QTest::addColumn<long long>("p");
    QTest::addColumn<long long>("k");
    QTest::addColumn<double>("send");
    for (PipelineSchedule schedule : kSchedules)
        for (auto [p, k] :
             {std::pair{2LL, 1LL}, {4LL, 8LL}, {4LL, 2LL}, {5LL, 3LL}, {3LL, 16LL}, {16LL, 64LL}})
            for (double send : {0.0, 0.4})
                QTest::addRow("%s p=%lld K=%lld send=%g", name(schedule), p, k, send)
                    << int(schedule) << p << k << send;
}

void TestPipeline::timelineKeepsDependencies() {
    QFETCH(int, schedule);
    QFETCH(long long, p);
    QFETCH(long long, k);
    QFETCH(double, send);
    const PipelineTiming t{1, 2, send};
    const auto timeline = pipelineTimeline(PipelineSchedule(schedule), p, k, t);
    QCOMPARE(qsizetype(timeline.size()), qsizetype(p));
    for (long long s = 0; s < p; ++s) {
        const auto& stage = timeline[size_t(s)];
        // One forward and one backward of every microbatch, and no two compute blocks at once.
        std::vector<PipelineBlock> compute;
        for (const PipelineBlock& b : stage)
            if (b.compute())
                compute.push_back(b);
        QCOMPARE(qsizetype(compute.size()), qsizetype(2 * k));
        std::sort(compute.begin(), compute.end(),
                  [](auto& a, auto& b) { return a.start < b.start; });
        for (size_t i = 1; i < compute.size(); ++i)
            QVERIFY2(compute[i].start >= compute[i - 1].end - 1e-12,
                     qPrintable(QStringLiteral("stage %1").arg(s)));
        for (long long m = 0; m < k; ++m) {
            const PipelineBlock* f = find(stage, Kind::Forward, m);
            const PipelineBlock* b = find(stage, Kind::Backward, m);
            QVERIFY(f && b);
            QCOMPARE(f->end - f->start, t.forward);
            QVERIFY(b->start >= f->end);
            // A forward waits for the previous stage's forward and its send; a backward for
            // the next stage's backward and its send.
            if (s > 0)
                QVERIFY(f->start >=
                        find(timeline[size_t(s - 1)], Kind::Forward, m)->end + send - 1e-12);
            if (s + 1 < p)
                QVERIFY(b->start >=
                        find(timeline[size_t(s + 1)], Kind::Backward, m)->end + send - 1e-12);
            if (send > 0 && s + 1 < p)
                QCOMPARE(find(stage, Kind::SendForward, m)->start, f->end);
        }
    }
}

void TestPipeline::timelineHoldsWhatTheFormulaSays() {
    // Count, on each stage's timeline, the microbatches forwarded and not yet backwarded:
    // the peak must be what activationsInFlight says (1F1B p − s, GPipe K), incl. K < p.
    for (PipelineSchedule schedule : kSchedules)
        for (auto [p, k] : {std::pair{4LL, 8LL}, {5LL, 3LL}, {8LL, 8LL}}) {
            const auto timeline = pipelineTimeline(schedule, p, k, {1, 2, 0.3});
            for (long long s = 0; s < p; ++s) {
                long long held = 0, peak = 0;
                for (const PipelineBlock& b :
                     timeline[size_t(s)]) // in the order the stage runs them
                    if (b.compute()) {
                        held += b.kind == Kind::Forward ? 1 : -1;
                        peak = std::max(peak, held);
                    }
                QCOMPARE(peak, activationsInFlight(schedule, p, k, s));
            }
        }
}

void TestPipeline::memoryFollowsTheSchedule() {
    // Per chip the busiest stage holds 1F1B min(p, K) = 4 of GPipe's K = 8 microbatches at
    // p = 4, K = 8: half the activation bytes; nothing else in the budget moves.
    const Results gpipe = evaluate(piped(4, 8, PipelineSchedule::GPipe));
    const Results oneF = evaluate(piped(4, 8, PipelineSchedule::OneFOneB));
    const auto& g = gpipe.memory.budget.perChip;
    const auto& o = oneF.memory.budget.perChip;
    QVERIFY(g.activations > 0);
    QCOMPARE(o.activations / g.activations, 4.0 / 8);
    QCOMPARE(o.params, g.params);
    QCOMPARE(o.optimizer, g.optimizer);
    QCOMPARE(o.gatherBuffers, g.gatherBuffers);
    // The whole model over all stages: 1F1B holds 4 + 3 + 2 + 1 = 10 of GPipe's 4·8 = 32.
    QCOMPARE(oneF.memory.budget.activationsBytes / gpipe.memory.budget.activationsBytes, 10.0 / 32);
    // GPipe holds the whole batch on every stage: 2·B·D·c·L / (X·Y·Z), as without stages.
    MemoryInputs in = memoryInputs(piped(4, 8, PipelineSchedule::GPipe));
    const double whole = 2 * in.batchTokens * in.dModel * in.checkpointsPerLayer * in.layers;
    QCOMPARE(g.activations, whole / (4 * 4 * 4));
}

void TestPipeline::oneStageUnchanged() {
    // p = 1: no boundary, no send; without accumulation memory holds the whole batch, one
    // microbatch in flight, whatever the schedule (docs/model.md#accumulation).
    Scenario s = defaultScenario();
    const Results a = evaluate(s);
    s.pipelineSchedule = PipelineSchedule::GPipe;
    const Results b = evaluate(s);
    QCOMPARE(a.memory.budget.perChip.activations, b.memory.budget.perChip.activations);
    QCOMPARE(a.pipeline.timing.send, 0.0);
    QVERIFY(a.pipeline.timeline.empty());
    QCOMPARE(a.pipeline.maxActivationsInFlight, 1LL);
    // One stage: the whole batch is one microbatch, no bubble, no send
    // (docs/model.md#whole-step-time).
    QCOMPARE(a.pipeline.stepSeconds, a.pipeline.timing.forward + a.pipeline.timing.backward);
    QCOMPARE(a.step.bubbleSeconds, 0.0);
}

void TestPipeline::meshSendsAcrossStages() {
    // The mesh view's schedule of one block (docs/model.md#pipeline-schedule): the stage sends
    // the whole batch's Out[B_X, D_Y] on, and its dIn back: 2 · B · D / (X·Y) bytes per chip =
    // 2 · 1 048 576 · 8192 / 16 = 2^30 bytes, K = 8 times sendBytesByHand's 134 217 728, over
    // one ICI link: 2^30 / 1.8e11 s = 8 · t_send.
    const Scenario s = piped(4, 8, PipelineSchedule::OneFOneB);
    const StepSchedule sched = stepSchedule(s, meshSplit(s));
    std::vector<const ScheduleStep*> sends;
    for (const ScheduleStep& st : sched.steps)
        if (st.kind == StepKind::Send)
            sends.push_back(&st);
    QCOMPARE(int(sends.size()), 2);
    QCOMPARE(sends[0]->pass, Pass::Forward);
    QCOMPARE(sends[1]->pass, Pass::Backward);
    for (const ScheduleStep* st : sends) {
        QCOMPARE(st->axis, MeshAxis::Stages);
        QCOMPARE(st->bytes, 1073741824.0);
        QVERIFY(std::abs(st->seconds - 1073741824.0 / 1.8e11) < 1e-15);
        QVERIFY(st->critical);
    }
    QVERIFY(std::abs(sends[0]->seconds - 8 * evaluate(s).pipeline.timing.send) < 1e-15);
    // The forward ends with the send.
    const auto lastForward =
        std::find_if(sched.steps.rbegin(), sched.steps.rend(),
                     [](const ScheduleStep& st) { return st.pass == Pass::Forward; });
    QCOMPARE(&*lastForward, sends[0]);
    QCOMPARE(sched.sums(Pass::Forward).commsStages, sends[0]->seconds);
    // One stage: nothing to send.
    const Scenario flat = piped(1, 8, PipelineSchedule::OneFOneB);
    for (const ScheduleStep& st : stepSchedule(flat, meshSplit(flat)).steps)
        QVERIFY(st.kind != StepKind::Send);
}

SHARDSCOPE_TEST_APPLESS_MAIN(TestPipeline)
#include "tst_pipeline.moc"
