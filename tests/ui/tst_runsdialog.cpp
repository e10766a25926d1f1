// File → Published runs: the table of runs against the model's ceiling, and opening a run as a
// book scenario opens (unmodified, untitled) with the banner that names its source.
#include "common/format.h"
#include "common/languagemanager.h"
#include "common/publishedruns.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "findcontrol.h"
#include "run_file.h"
#include "runclick.h"
#include "shell/mainwindow.h"
#include "shell/runsdialog.h"
#include "testarea.h"
#include "windowparts.h"
#include "windowtesting.h"
#include "workspace/controlpanel.h"
#include "workspace/runbanner.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace shardscope;

namespace {

// Megatron-LM's Table 2 (Narayanan et al. 2021): ZeRO-3 on 384 A100s, every GPU one FSDP way.
const QString kZero3 = QStringLiteral("narayanan-t2-zero3-175B-384");
// MegaScale's Table 2 (Jiang et al. 2024): 12 288 GPUs.
const QString kMegaScale = QStringLiteral("megascale-175b-megascale-12288");

QAction* runsAction(MainWindow& w) {
    return w.findChild<QAction*>(QStringLiteral("runsAction"));
}

RunsDialog* openDialog(MainWindow& w) {
    runsAction(w)->trigger();
    RunsDialog* d = runsDialogOf(w);
    if (d && !QTest::qWaitForWindowExposed(d))
        return nullptr;
    return d;
}

} // namespace

class TestRunsDialog : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    void menuHasTheRuns();
    void tableListsEveryRunWithItsCeiling();
    void sortsByNumber();
    void enterOpensUnmodifiedWithTheBanner();
    void openingARunFileShowsTheBanner();
    void bannerFoldsItsSource();
    void doubleClickOpens();
    void bannerIsPlainText();
    void openingARunLetsAGo();
    void boxesNameTheRunsModel();
    void textFits_data();
    void textFits();
    void approximationsInTheLanguage_data();
    void approximationsInTheLanguage();
};

void TestRunsDialog::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
}

void TestRunsDialog::init() {
    QSettings().clear();
}

void TestRunsDialog::menuHasTheRuns() {
    MainWindow w;
    QAction* a = runsAction(w);
    QVERIFY(a);
    QCOMPARE(a->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    // No other action of the window answers the same keys.
    for (QAction* other : w.findChildren<QAction*>())
        if (other != a)
            QVERIFY2(other->shortcut() != a->shortcut(), qPrintable(other->text()));
    QMenu* file = w.menuBar()->actions().first()->menu();
    QVERIFY(file->actions().contains(a));
}

// One row per shipped file; the ceiling column is evaluate() of the run's scenario now.
void TestRunsDialog::tableListsEveryRunWithItsCeiling() {
    MainWindow w;
    w.show();
    RunsDialog* d = openDialog(w);
    QVERIFY(d);
    const int files =
        int(QDir(QStringLiteral(":/runs")).entryList({QStringLiteral("*.json")}).size());
    QVERIFY(files >= 20);
    QCOMPARE(d->table()->model()->rowCount(), files);
    for (int row = 0; row < files; ++row) {
        const PublishedRun* p = d->runAt(row);
        QVERIFY(p);
        if (!p->run.modelled)
            continue;
        const double ceiling = evaluate(p->run.scenario).step.mfu;
        QCOMPARE(*p->modelMfu, ceiling);
        const QString shown =
            d->table()->model()->index(row, RunsDialog::Ceiling).data().toString();
        QCOMPARE(shown, format::number(ceiling * 100, 3) + QStringLiteral(" %"));
    }
}

void TestRunsDialog::sortsByNumber() {
    MainWindow w;
    w.show();
    RunsDialog* d = openDialog(w);
    QVERIFY(d);
    d->table()->sortByColumn(RunsDialog::Chips, Qt::DescendingOrder);
    long long previous = std::numeric_limits<long long>::max();
    for (int row = 0; row < d->table()->model()->rowCount(); ++row) {
        const Scenario& s = d->runAt(row)->run.scenario;
        QVERIFY(s.chips * s.pods <= previous);
        previous = s.chips * s.pods;
    }
    // Llama 3 on 16 384 H100s is the largest run (Dubey et al. 2024, Table 4).
    QCOMPARE(d->runAt(0)->run.scenario.chips * d->runAt(0)->run.scenario.pods, 16384);
    d->table()->sortByColumn(RunsDialog::Ratio, Qt::AscendingOrder);
    double last = -2;
    for (int row = 0; row < d->table()->model()->rowCount(); ++row) {
        const double r = d->runAt(row)->ratio().value_or(-1);
        QVERIFY(r >= last);
        last = r;
    }
}

void TestRunsDialog::enterOpensUnmodifiedWithTheBanner() {
    MainWindow w;
    w.show();
    RunsDialog* d = openDialog(w);
    QVERIFY(d);
    QVERIFY(clickRun(d, kZero3));
    d->table()->setFocus();
    QTest::keyClick(d->table(), Qt::Key_Return);
    QTRY_VERIFY(!d->isVisible());
    const Scenario& s = w.document()->scenario();
    QCOMPARE(s.chips * s.pods, 384LL);
    QCOMPARE(s.fsdp, 384LL);
    QCOMPARE(s.tp, 1LL);
    QCOMPARE(s.zeroStage, 3);
    QVERIFY(!documentFileOf(w)->isModified());
    QVERIFY(!w.isWindowModified());
    QVERIFY(documentFileOf(w)->fileName().isEmpty());
    QVERIFY(runBannerOf(w)->isVisible());
    QVERIFY2(runBannerOf(w)->text().contains(QStringLiteral("Narayanan et al.")),
             qPrintable(runBannerOf(w)->text()));
    QVERIFY(runBannerOf(w)->text().contains(QStringLiteral("Table 2")));
    QVERIFY(runBannerOf(w)->text().contains(QStringLiteral("FSDP spans nodes")));
    // An edit leaves the run: the banner goes; undo is the run again, and the banner is back.
    Scenario edited = s;
    edited.batchTokens *= 2;
    w.document()->apply(edited, QStringLiteral("batch"));
    QVERIFY(!runBannerOf(w)->isVisible());
    QVERIFY(documentFileOf(w)->isModified());
    w.document()->undoStack()->undo();
    QVERIFY(runBannerOf(w)->isVisible());
    QVERIFY(!documentFileOf(w)->isModified());
}

// File → Open on a run file: its scenario, and the banner naming its source.
void TestRunsDialog::openingARunFileShowsTheBanner() {
    MainWindow w;
    w.show();
    const QString file = QStringLiteral(SHARDSCOPE_SOURCE_DIR
                                        "/resources/runs/korthikanti-175B-full-recompute.json");
    QVERIFY(w.openFile(file));
    QCOMPARE(w.document()->scenario(), loadRunFile(file.toStdString()).scenario);
    QVERIFY(runBannerOf(w)->isVisible());
    QVERIFY2(runBannerOf(w)->text().contains(QStringLiteral("Korthikanti et al.")),
             qPrintable(runBannerOf(w)->text()));
}

// The banner's first line names the run and its MFU; the source and the approximations fold
// under it (projector type at 1366 px gave them about 190 px, the per-layer plot's legend and
// axis title). The Source button unfolds them, and the window remembers it.
void TestRunsDialog::bannerFoldsItsSource() {
    const QString file = QStringLiteral(SHARDSCOPE_SOURCE_DIR
                                        "/resources/runs/korthikanti-175B-full-recompute.json");
    {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(w.openFile(file));
        RunBanner* banner = runBannerOf(w);
        auto* more = banner->findChild<QToolButton*>(QStringLiteral("runDetails"));
        QVERIFY(more && !more->isChecked());
        QTRY_VERIFY(banner->isVisible());
        const int lines = banner->height() / banner->fontMetrics().lineSpacing();
        QVERIFY2(lines <= 3, qPrintable(QString::number(banner->height())));
        QVERIFY(banner->toolTip().contains(QStringLiteral("Korthikanti et al.")));
        const int folded = banner->height();
        QTest::mouseClick(more, Qt::LeftButton);
        QTRY_VERIFY(banner->height() > folded);
    }
    MainWindow again;
    again.show();
    QVERIFY(again.openFile(file));
    QVERIFY(runBannerOf(again)->findChild<QToolButton*>(QStringLiteral("runDetails"))->isChecked());
}

void TestRunsDialog::doubleClickOpens() {
    MainWindow w;
    w.show();
    RunsDialog* d = openDialog(w);
    QVERIFY(d);
    QVERIFY(clickRun(d, kMegaScale));
    const QModelIndex index = d->table()->selectionModel()->selectedRows().first();
    const QRect cell = d->table()->visualRect(index);
    // A double-click is a press, then the second press that is the double-click.
    QTest::mouseClick(d->table()->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(d->table()->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_VERIFY(!d->isVisible());
    const Scenario& s = w.document()->scenario();
    QCOMPARE(s.chips * s.pods, 12288LL);
    QVERIFY(!documentFileOf(w)->isModified());
    QVERIFY(runBannerOf(w)->text().contains(QStringLiteral("MegaScale")));
}

// Text from a run file is never taken for markup.
void TestRunsDialog::bannerIsPlainText() {
    MainWindow w;
    PublishedRun p;
    p.run.name = "<b>bold</b> run";
    p.run.citation = "<img src=x>";
    p.run.scenario = w.document()->scenario();
    QVERIFY(w.openRun(p));
    auto* label = runBannerOf(w)->findChild<QLabel*>();
    QCOMPARE(label->textFormat(), Qt::PlainText);
    QVERIFY(label->text().contains(QStringLiteral("<b>bold</b> run")));
}

// A pinned A compared the old scenario; against a run its ratios would mean nothing (TPU v5p
// against H100): opening the run drops A, in the same undo step, and Undo brings both back.
void TestRunsDialog::openingARunLetsAGo() {
    MainWindow w;
    const Scenario before = w.document()->scenario();
    w.document()->pin();
    QVERIFY(w.document()->pinned());
    const int steps = w.document()->undoStack()->count();
    QVERIFY(w.openRun(cachedPublishedRuns().front()));
    QVERIFY(!w.document()->pinned());
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);
    w.document()->undoStack()->undo();
    QVERIFY(w.document()->pinned());
    QCOMPARE(w.document()->scenario(), before);
}

// A run's model is its own (Llama 3 405B as its paper gives it), not a preset: the Model box
// names it instead of a bare "Custom…", the Hardware box its preset; a preset again restores
// "Custom…" as the last entry.
void TestRunsDialog::boxesNameTheRunsModel() {
    MainWindow w;
    const auto& runs = cachedPublishedRuns();
    const auto run = std::find_if(runs.begin(), runs.end(), [](const PublishedRun& p) {
        return p.run.id == "llama3-405b-16384-cp16";
    });
    QVERIFY(run != runs.end());
    QVERIFY(w.openRun(*run));
    auto* model = testing::findControl<QComboBox>(controlsOf(w), "model");
    auto* hardware = testing::findControl<QComboBox>(controlsOf(w), "hardware");
    QVERIFY2(model->currentText().contains(QStringLiteral("Llama 3 405B")),
             qPrintable(model->currentText()));
    QVERIFY2(hardware->currentText().contains(QStringLiteral("H100")),
             qPrintable(hardware->currentText()));
    w.document()->apply(defaultScenario(), QStringLiteral("book"));
    QCOMPARE(model->itemText(model->count() - 1), QStringLiteral("Custom…"));
}

void TestRunsDialog::textFits_data() {
    testing::addLanguageAndLookRows();
}

// At 1366 × 768: the dialog fits the screen, no button or column title is clipped, the intro is
// shown whole.
void TestRunsDialog::textFits() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    MainWindow w;
    w.setProjectorMode(projector);
    w.resize(1366, 768);
    w.show();
    RunsDialog* d = openDialog(w);
    QVERIFY(d);
    QCoreApplication::processEvents();
    QVERIFY2(d->width() <= 1366 && d->height() <= 768,
             qPrintable(QStringLiteral("%1×%2").arg(d->width()).arg(d->height())));
    for (QAbstractButton* b : d->findChildren<QAbstractButton*>())
        if (b->isVisible() && !b->text().isEmpty())
            QVERIFY2(b->width() >= b->sizeHint().width() - 1, qPrintable(b->text()));
    for (QLabel* l : d->findChildren<QLabel*>())
        if (l->isVisible() && l->wordWrap())
            QVERIFY2(l->height() >= l->heightForWidth(l->width()) - 1, qPrintable(l->text()));
    QHeaderView* header = d->table()->horizontalHeader();
    for (int c = 0; c < RunsDialog::ColumnCount; ++c) {
        const QString title = d->table()->model()->headerData(c, Qt::Horizontal).toString();
        QVERIFY2(header->sectionSize(c) >= header->sectionSizeHint(c) - 1, qPrintable(title));
    }
    if (language != QLatin1String("en"))
        QVERIFY(runsAction(w)->text() != QStringLiteral("Published r&uns…"));
}

namespace {

// The numbers a line states, as digit runs ("6.25" and "6,25" both 6, 25; "131 072" 131, 072).
QStringList digitRuns(const QString& line) {
    QStringList runs;
    QRegularExpressionMatchIterator it =
        QRegularExpression(QStringLiteral("\\d+")).globalMatch(line);
    while (it.hasNext())
        runs << it.next().captured();
    runs.sort();
    return runs;
}

} // namespace

void TestRunsDialog::approximationsInTheLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("ru") << QStringLiteral("ru");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// Every line a shipped run approximates reads in the window's language (its table in
// translations/runs_LANG.json), states the same numbers as the English and names no file key;
// the table holds no line that no run has. The Runs dialog's tool tip shows the translation.
void TestRunsDialog::approximationsInTheLanguage() {
    QFETCH(QString, language);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    QFile file(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/translations/runs_%1.json").arg(language));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QStringList unused = QJsonDocument::fromJson(file.readAll()).object().keys();
    const QRegularExpression fileKey(QStringLiteral("\\b[a-z]+_[a-z_]+\\b|docs/"));
    int lines = 0;
    for (const PublishedRun& p : publishedRuns()) {
        const QStringList shown = runApproximations(p.run);
        QCOMPARE(shown.size(), qsizetype(p.run.approximations.size()));
        for (qsizetype i = 0; i < shown.size(); ++i) {
            const QString english = QString::fromStdString(p.run.approximations[size_t(i)]);
            unused.removeAll(english);
            QVERIFY2(shown[i] != english, qPrintable(english));
            QCOMPARE(digitRuns(shown[i]), digitRuns(english));
            QVERIFY2(
                !fileKey.match(QString(english).remove(QStringLiteral("remat_policy"))).hasMatch(),
                qPrintable(english));
            ++lines;
        }
    }
    QVERIFY(lines > 100);
    QVERIFY2(unused.isEmpty(), qPrintable(unused.join(QLatin1Char('\n'))));

    MainWindow w;
    w.show();
    RunsDialog* d = openDialog(w);
    QVERIFY(d);
    const PublishedRun* first = d->runAt(0);
    QVERIFY(first && !first->run.approximations.empty());
    const QString tip = d->table()->model()->index(0, 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(runApproximations(first->run).front().toHtmlEscaped()), qPrintable(tip));
}

SHARDSCOPE_TEST_MAIN(TestRunsDialog)
#include "tst_runsdialog.moc"
