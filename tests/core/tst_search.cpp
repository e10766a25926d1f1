// The layout search (docs/search.md). Expected values are the book's (ch. 5 and 6) or derived
// here from its formulas; the cases are the ones docs/search.md works by hand.
#include "evaluate.h"
#include "evaluation.h"
#include "layout_search.h"
#include "nearly.h"
#include "report.h"
#include "scenario_io.h"
#include "search_report.h"
#include "shippedfiles.h"
#include "testarea.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace shardscope;

namespace {

bool hasFlag(const Layout& l, const std::string& flag) {
    return std::find(l.flags.begin(), l.flags.end(), flag) != l.flags.end();
}

// v5p (ch. 5): C = 4.59e14, W = 1.8e11, α = 2550.
constexpr double kC = 4.59e14, kW = 1.8e11, kAlpha = 2550;

} // namespace

class TestSearch : public QObject {
    Q_OBJECT
  private slots:
    void chapterSixLlama70bOnAFullPod();
    void chapterSixOn8192Chips();
    void chapterSixWholeSequencesOnly();
    void bookFigure();
    void resultDoesNotDependOnTheCurrentSplit_data();
    void resultDoesNotDependOnTheCurrentSplit();
    void slimEvaluatorAgreesWithEvaluate_data();
    void slimEvaluatorAgreesWithEvaluate();
    void nothingFits();
    void rulesExcludeAndCount();
    void snapshotSearchesOncePerOptions();
    void bestDoesNotDependOnHowManyAreKept();
    void mfuIsNeverAboveOne();
    void everyProposedLayoutCanBeSaved();
    void rowsByExpertsAndContext();
};

// ch. 6, "How to shard LLaMA 3-70B for training": 8960 chips (16×20×28), B = 4 194 304 =
// 1024 × 4096. FSDP alone: B/N = 468 < α/3 = 850, comms-bound. FSDP + TP with TP 4 on the
// first axis and FSDP 2240 on three (M_X = 3, M_Y = 1): T_math = 4BDF/(NC), T_FSDP =
// 4DF/(Y·3W), T_TP = 4BD/(XW); h = max(T_FSDP, T_TP)/T_math = 0.454. TP 2 gives 0.908, TP 8
// 0.712: all three are compute-bound (η = 1), and the book's rule picks the least h.
void TestSearch::chapterSixLlama70bOnAFullPod() {
    const Scenario s = testing::shippedScenario("03-llama3-70b-pod.json");
    const SearchResult r = searchLayouts(s);
    QVERIFY(r.best());
    const Layout best = *r.best();
    QCOMPARE(best.fsdp * best.cp, 2240LL); // ch. 6's X: the data-parallel ways
    QCOMPARE(best.tp, 4LL);
    QCOMPARE(best.pp, 1LL);
    QCOMPARE(best.zeroStage, 3);
    QVERIFY(testing::nearRel(best.mfu, 1, 1e-12));
    const double d = 8192, f = 28672, b = 4194304, n = 8960;
    const double math = 4 * b * d * f / (n * kC);
    const double fsdp = 4 * d * f / (4 * 3 * kW), tp = 4 * b * d / (2240 * kW);
    QVERIFY(testing::nearRel(best.commsToCompute, std::max(fsdp, tp) / math, 1e-9));
    QVERIFY(testing::nearRel(best.commsToCompute, 0.454, 0.002));
    // The step at η = 1 is ch. 6's 6·P·B/(N·C), P = 70 552 387 584 (docs/model.md#parameters).
    QVERIFY(testing::nearRel(best.stepSeconds, 6 * 70552387584.0 * b / (n * kC), 1e-9));
    // 2240 data-parallel ways on 1024 sequences: CP splits each sequence over the fewest ways
    // that divide 2240 and S = 8192 and leave X/CP ≤ 1024: 2 leaves 1120, 3 divides neither,
    // 4 leaves 560 (docs/search.md#context). Priced, so not flagged.
    QCOMPARE(best.cp, 4LL);
    QCOMPARE(best.fsdp, 560LL);
    QVERIFY(!hasFlag(best, "sp×3"));
    // ZeRO-3 at 10 bytes per parameter, two bf16 [B, D] checkpoints per layer, the gathered
    // layer and the prefetched one (docs/model.md#memory): ≈ 2.19 GB per chip.
    QVERIFY(testing::nearRel(best.memoryPerChip, 2.19e9, 0.005));
}

// The same on 8192 chips (16×16×32): 2048 × 4, the book's split exactly (ch. 6: X_opt ≈ 1618 →
// "about 2048-way FSDP and 4-way TP"); h = T_FSDP/T_math = (4DF/(4·3W)) / (4BDF/(NC)) =
// α·N/(12·B) = α·X/(3·B) = 2550 · 2048 / (3 · 4 194 304) = 0.415.
void TestSearch::chapterSixOn8192Chips() {
    Scenario s = testing::shippedScenario("03-llama3-70b-pod.json");
    s = withChips(s, 8192);
    const SearchResult r = searchLayouts(s);
    QVERIFY(r.best());
    QCOMPARE(r.best()->fsdp * r.best()->cp, 2048LL);
    QCOMPARE(r.best()->tp, 4LL);
    QCOMPARE(r.best()->pp, 1LL);
    QVERIFY(testing::nearRel(r.best()->commsToCompute, kAlpha * 2048 / (3 * 4194304.0), 1e-9));
    // 2048 ways on 1024 sequences: CP 2, each FSDP way whole sequences.
    QCOMPARE(r.best()->cp, 2LL);
    QVERIFY(!hasFlag(*r.best(), "sp×2"));
}

// Whole sequences only (X ≤ 1024): every such layout needs TP ≥ 16 > F/α = 11.2, comms-bound
// (ch. 5 §TP). The best, 560 × 16, runs at η = F/(16α) = 28 672/40 800 = 0.703.
void TestSearch::chapterSixWholeSequencesOnly() {
    SearchOptions options;
    options.wholeSequences = true;
    const SearchResult r =
        searchLayouts(testing::shippedScenario("03-llama3-70b-pod.json"), options);
    QVERIFY(r.best());
    QCOMPARE(r.best()->fsdp, 560LL);
    QCOMPARE(r.best()->tp, 16LL);
    QCOMPARE(r.best()->pp, 1LL);
    QVERIFY(testing::nearRel(r.best()->mfu, 28672 / (16 * kAlpha), 1e-9));
    QVERIFY(r.excluded.at(rule::wholeSequences) > 0);
    for (const Layout& l : r.ranked)
        QVERIFY(l.fsdp <= 1024); // one pod
}

// ch. 5's interactive figure: "the best split, FSDP = 512 and TP = 8, is compute-bound above
// ~4e5; any split with more TP is comms-bound at every batch". At B = 1 M: TP 4 gives
// h = T_FSDP/T_math = 0.830, TP 8 h = T_TP/T_math = 0.623 (both compute-bound); TP 2 is
// comms-bound (T_FSDP = 4DF/(2·3W) = 0.994 ms > T_math = 0.599 ms).
void TestSearch::bookFigure() {
    const SearchResult r = searchLayouts(testing::shippedScenario("01-book-figure.json"));
    QVERIFY(r.best());
    // X = 512 data ways on 256 sequences of 4096: CP 2 keeps them whole (docs/search.md#context).
    QCOMPARE(r.best()->fsdp * r.best()->cp, 512LL);
    QCOMPARE(r.best()->cp, 2LL);
    QCOMPARE(r.best()->tp, 8LL);
    QCOMPARE(r.best()->pp, 1LL);
    QCOMPARE(r.best()->zeroStage, 3);
    const double d = 8192, f = 32768, b = 1048576, n = 4096;
    const double math = 4 * b * d * f / (n * kC);
    QVERIFY(testing::nearRel(r.best()->commsToCompute, 4 * b * d / (512 * kW) / math, 1e-9));
    QVERIFY(testing::nearRel(r.best()->commsToCompute, 0.623, 0.002));
    // It is the best power-of-two split of the per-layer view too.
    QCOMPARE(evaluate(testing::shippedScenario("01-book-figure.json")).fsdpTp.split.y, 8LL);
}

void TestSearch::resultDoesNotDependOnTheCurrentSplit_data() {
    QTest::addColumn<long long>("tp");
    QTest::addColumn<long long>("pp");
    for (long long tp : {1, 4, 16, 64})
        for (long long pp : {1, 4})
            QTest::addRow("tp %lld pp %lld", tp, pp) << tp << pp;
}

// The search looks at the chips, not at where the split slider is.
void TestSearch::resultDoesNotDependOnTheCurrentSplit() {
    QFETCH(long long, tp);
    QFETCH(long long, pp);
    const Scenario base = testing::shippedScenario("03-llama3-70b-pod.json");
    Scenario moved = base;
    moved.pp = pp;
    moved.microbatches = 4;
    moved.zeroStage = 1;
    moved = withTp(moved, tp);
    validateScenario(moved);
    const SearchResult a = searchLayouts(base), b = searchLayouts(moved);
    QCOMPARE(a.candidates, b.candidates);
    QCOMPARE(a.feasible, b.feasible);
    QCOMPARE(a.ranked.size(), b.ranked.size());
    for (size_t i = 0; i < a.ranked.size(); ++i) {
        QCOMPARE(a.ranked[i].fsdp, b.ranked[i].fsdp);
        QCOMPARE(a.ranked[i].tp, b.ranked[i].tp);
        QCOMPARE(a.ranked[i].stepSeconds, b.ranked[i].stepSeconds);
    }
}

void TestSearch::slimEvaluatorAgreesWithEvaluate_data() {
    QTest::addColumn<QString>("file");
    for (const char* f : {"01-book-figure.json", "02-n64.json", "03-llama3-70b-pod.json",
                          "04-llama3-70b-two-pods.json", "05-course-7b-8xh100.json",
                          "06-rtx4080-pcie.json", "07-pipeline-4-stages.json"})
        QTest::newRow(f) << f;
}

// The search's own evaluator against evaluate() on the applied layout: with one stage the book's
// step is L × layer.t_step (docs/search.md#book-step), the whole step is step.seconds, and the
// applied best fits.
void TestSearch::slimEvaluatorAgreesWithEvaluate() {
    QFETCH(QString, file);
    const Scenario s = testing::shippedScenario(file.toUtf8().constData());
    for (SearchModel model : {SearchModel::Book, SearchModel::Whole}) {
        SearchOptions options;
        options.model = model;
        options.top = 50;
        const SearchResult r = searchLayouts(s, options);
        QVERIFY(r.best());
        const Results applied = evaluate(withLayout(s, *r.best()));
        QVERIFY(applied.memory.fits);
        QVERIFY(testing::nearRel(applied.memory.perChipBytes, r.best()->memoryPerChip, 1e-12));
        for (const Layout& l : r.ranked) {
            if (l.pp != 1 || l.zeroStage != 3)
                continue;
            const Scenario one = withLayout(s, l);
            const Results e = evaluate(one);
            if (model == SearchModel::Whole) {
                QVERIFY(testing::nearRel(l.stepSeconds, e.step.seconds, 1e-12));
                continue;
            }
            // η = L·12·B_pod·D·F/(N·C) / (L·t_step), with pods' DCN sync beside it.
            if (s.pods > 1)
                continue;
            const double compute = 12 * s.batchTokens * double(s.model.dModel) *
                                   double(s.model.dFf) / (double(s.chips) * s.hardware.flops);
            QVERIFY(testing::nearRel(l.mfu, compute / e.layer.times.step(s.overlap), 1e-12));
        }
    }
}

// LLaMA 3.1-405B on one 8-GPU H100 node: the training state alone is 405 B × 10 bytes ≈ 4 TB,
// 51 chips of 80 GB at the least; nothing fits and the search says so with exit 0's JSON.
void TestSearch::nothingFits() {
    const Scenario s = parseScenario(
        R"({"schema": 1, "hardware": "h100-nvlink", "model": "llama3-405b", "chips": 8,
            "fsdp": 8, "tp": 1, "batch_tokens": 131072})");
    const SearchResult r = searchLayouts(s);
    QCOMPARE(r.feasible, 0LL);
    QVERIFY(!r.best());
    QVERIFY(r.excluded.at(rule::memory) > 0);
    const double state = countParams(s.model).total() * 10;
    QCOMPARE(r.chipsForState, std::ceil(state / 80e9));
    // The smallest footprint is at least the state spread over all 8 chips.
    QVERIFY(r.smallestFootprint >= state / 8);
}

// TP must divide n_q, D and F; stages must divide L (docs/search.md#rules). The book figure
// preset: 64 heads, D 8192, F 32 768, L 64 on 4096 = 2^12 chips: TP 128 … 4096 (6 ways) break
// the heads rule; stages 128 … 4096 (6 counts) break the layers rule.
void TestSearch::rulesExcludeAndCount() {
    const SearchResult r = searchLayouts(testing::shippedScenario("01-book-figure.json"));
    QCOMPARE(r.excluded.at(rule::tpDividesModel), 6LL);
    QCOMPARE(r.excluded.at(rule::stagesDivideLayers), 6LL);
    QCOMPARE(r.tpWays, (std::vector<long long>{1, 2, 4, 8, 16, 32, 64}));
    for (const Layout& l : r.ranked)
        QVERIFY(l.fsdp * l.cp * l.tp * l.pp == 4096);
}

// A scenario change's snapshot searches once per options: the Layouts view's redraws (a resize, a
// language) and a second Layouts pane read the same result. It is the search's own answer: on
// the full pod, ch. 6's FSDP 2240 × TP 4 (chapterSixLlama70bOnAFullPod).
void TestSearch::snapshotSearchesOncePerOptions() {
    const EvaluationPtr snapshot =
        makeEvaluation(testing::shippedScenario("03-llama3-70b-pod.json"));
    const SearchOptions book;
    const SearchResult& first = snapshot->layoutSearch(book);
    QCOMPARE(&snapshot->layoutSearch(book), &first);
    SearchOptions whole = book;
    whole.wholeSequences = true;
    QVERIFY(&snapshot->layoutSearch(whole) != &first);
    QCOMPARE(&snapshot->layoutSearch(book), &first); // still held after another search
    QVERIFY(first.best());
    QCOMPARE(first.best()->fsdp * first.best()->cp, 2240LL);
    QCOMPARE(first.best()->tp, 4LL);
    QCOMPARE(first.feasible, searchLayouts(snapshot->scenario(), book).feasible);
}

// One total order (docs/search.md#ranking): with the book-10 recipe ZeRO-1 and ZeRO-2 hold the
// same and take the same time, and the best must not depend on how many layouts are kept.
void TestSearch::bestDoesNotDependOnHowManyAreKept() {
    const Scenario s =
        loadScenarioFile(std::string(SHARDSCOPE_TEST_DATA) + "/custom_hardware.json");
    SearchOptions all;
    all.top = 100000;
    const std::string expected = layoutJson(*searchLayouts(s, all).best()).dump();
    for (size_t top : {1, 2, 3, 5, 10, 50}) {
        SearchOptions o;
        o.top = top;
        QCOMPARE(QString::fromStdString(layoutJson(*searchLayouts(s, o).best()).dump()),
                 QString::fromStdString(expected));
    }
    const auto report = reportJson(s, evaluate(s));
    QCOMPARE(QString::fromStdString(report["search"]["best"].dump()),
             QString::fromStdString(nlohmann::ordered_json::parse(expected).dump()));
}

// An MFU is at most 1 whatever the rounding: the book figure's compute-bound layouts are 1
// exactly, not 1.0000000000000002.
void TestSearch::mfuIsNeverAboveOne() {
    for (const char* name : {"01-book-figure.json", "02-n64.json", "03-llama3-70b-pod.json",
                             "08-course-7b-512xh100.json"}) {
        const Scenario s = testing::shippedScenario(name);
        for (SearchModel model : {SearchModel::Book, SearchModel::Whole}) {
            SearchOptions o;
            o.model = model;
            o.top = 100000;
            for (const Layout& l : searchLayouts(s, o).ranked)
                QVERIFY2(l.mfu <= 1.0, qPrintable(QString::number(l.mfu, 'g', 17)));
        }
        QVERIFY(evaluate(s).step.mfu <= 1.0);
    }
}

// A layout the search proposes is a scenario the app can save and read back: with a tiny batch
// per chip and a million sequences the microbatches stop at the file format's 1 000 000.
void TestSearch::everyProposedLayoutCanBeSaved() {
    const Scenario s = parseScenario(R"({"schema": 1, "model": "toy", "chips": 2, "fsdp": 1,
        "tp": 1, "pp": 2, "batch_tokens": 4194304, "seq_len": 1})");
    SearchOptions o;
    o.top = 100000;
    const SearchResult result = searchLayouts(s, o);
    QVERIFY(!result.ranked.empty());
    long long most = 0;
    for (const Layout& l : result.ranked) {
        most = std::max(most, l.microbatches);
        const Scenario applied = withLayout(s, l);
        try {
            QVERIFY(parseScenario(saveScenario(applied)) == applied);
        } catch (const InputError& e) {
            QFAIL(qPrintable(QString::fromStdString(e.path() + ": " + e.reason())));
        }
    }
    QCOMPARE(most, 524288LL); // the largest power of two within 1 000 000
}

// docs/search.md#heatmap: the rows can count EP or CP ways instead of stages; the candidates are
// the same, so the best cell is the search's best. The course's MoE on 8 H100 (64 experts): EP
// divides the 8 chips' shard group and the 64 experts, 1, 2, 4 or 8 (docs/search.md#experts).
// LLaMA 3-70B on the full pod: 1024 sequences for up to 8960 data ways, so CP rows appear, and
// at one stage TP 4 takes CP 4 (chapterSixLlama70bOnAFullPod).
void TestSearch::rowsByExpertsAndContext() {
    const Scenario moe = testing::shippedScenario("10-course-moe-8xh100.json");
    const SearchResult byStages = searchLayouts(moe);
    QCOMPARE(byStages.rows, byStages.stageCounts);
    SearchOptions experts;
    experts.rows = LayoutRows::Experts;
    const SearchResult byExperts = searchLayouts(moe, experts);
    QCOMPARE(byExperts.rows, (std::vector<long long>{1, 2, 4, 8}));
    QCOMPARE(byExperts.candidates, byStages.candidates);
    QCOMPARE(byExperts.feasible, byStages.feasible);
    std::optional<Layout> bestCell;
    for (const LayoutCell& cell : byExperts.cells) {
        if (!cell.best)
            continue;
        QCOMPARE(cell.best->ep, cell.row);
        QCOMPARE(cell.best->tp, cell.tp);
        if (!bestCell || ranksBefore(*cell.best, *bestCell))
            bestCell = cell.best;
    }
    QVERIFY(bestCell && byExperts.best());
    QCOMPARE(layoutJson(*bestCell), layoutJson(*byExperts.best()));

    const Scenario pod = testing::shippedScenario("03-llama3-70b-pod.json");
    SearchOptions context;
    context.rows = LayoutRows::Context;
    const SearchResult byContext = searchLayouts(pod, context);
    QVERIFY(byContext.rows.size() > 1);
    QCOMPARE(byContext.rows.front(), 1LL);
    for (const LayoutCell& cell : byContext.cells)
        if (cell.best)
            QCOMPARE(cell.best->cp, cell.row);
    QVERIFY(byContext.best());
    QCOMPARE(byContext.best()->cp, 4LL);
    QCOMPARE(byContext.best()->tp, 4LL);
}

SHARDSCOPE_TEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
