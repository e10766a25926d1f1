// Calibrate to my run (docs/runs.md#my-run): from the Runs dialog, the Budget and the File menu,
// the dialog fits the hardware's matmul efficiency to a measured step as it is typed, refuses
// what no efficiency gives, and applies custom hardware as one undo step.
#include "common/languagemanager.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "runclick.h"
#include "shell/calibratedialog.h"
#include "shell/mainwindow.h"
#include "shell/runsdialog.h"
#include "testarea.h"
#include "windowparts.h"
#include "windowtesting.h"
#include "workspace/explanationpanel.h"
#include "workspace/runbanner.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace shardscope;

namespace {

// MT-NLG 530B on 2240 A100s (Smith et al. 2022): measured some 20 % off the forecast.
const QString kMtNlg = QStringLiteral("mtnlg-530b-2240");

CalibrateDialog* calibrateDialogOf(MainWindow& w) {
    CalibrateDialog* d = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        d = w.findChild<CalibrateDialog*>(QStringLiteral("calibrateDialog"));
        return d && d->isVisible();
    });
    return shown ? d : nullptr;
}

QPushButton* okOf(CalibrateDialog* d) {
    return d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
}

// Enters a measurement as a user does: the unit from its box, then the number in its field.
void enterMeasured(CalibrateDialog* d, double value, CalibrateDialog::Unit unit) {
    d->findChild<QComboBox*>(QStringLiteral("measuredUnit"))->setCurrentIndex(int(unit));
    d->findChild<QDoubleSpinBox*>(QStringLiteral("measuredValue"))->setValue(value);
}

} // namespace

class TestCalibrate : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void cleanup() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    void fromTheRunsDialogInOneUndoStep();
    void refusesWhatNoEfficiencyGives();
    void cancelLeavesTheScenario();
    void budgetLinkOpensIt();
    void noLinkWhileAQuestionAsksForTheStep();
    void textFits_data();
    void textFits();
};

void TestCalibrate::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
}

// A published run open: the dialog starts at its measured step; Calibrate sets the efficiency
// that gives it (kept to three decimals, as the presets keep theirs: within 0.2 % of the step),
// in custom hardware, and Edit → Undo takes it back in one step.
void TestCalibrate::fromTheRunsDialogInOneUndoStep() {
    MainWindow w;
    w.show();
    w.findChild<QAction*>(QStringLiteral("runsAction"))->trigger();
    RunsDialog* runs = runsDialogOf(w);
    QVERIFY(runs && clickRun(runs, kMtNlg));
    QVERIFY(runs->openSelected());
    const Scenario before = w.document()->scenario();
    const auto& run = runBannerOf(w)->run();
    QVERIFY(run && run->measuredSeconds);
    const double measured = *run->measuredSeconds;
    w.findChild<QAction*>(QStringLiteral("runsAction"))->trigger();
    QTest::mouseClick(runs->findChild<QPushButton*>(QStringLiteral("calibrateButton")),
                      Qt::LeftButton);
    CalibrateDialog* d = calibrateDialogOf(w);
    QVERIFY(d);
    QCOMPARE(d->fit().status, RunFit::Status::Fitted);
    QVERIFY(okOf(d)->isEnabled());
    QVERIFY2(d->resultText().contains(QStringLiteral("Matmul efficiency")),
             qPrintable(d->resultText()));
    const int steps = w.document()->undoStack()->count();
    QTest::mouseClick(okOf(d), Qt::LeftButton);
    const Scenario& after = w.document()->scenario();
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);
    QVERIFY(after.hardware.matmulEfficiency != before.hardware.matmulEfficiency);
    QVERIFY(QString::fromStdString(after.hardware.name).contains(QStringLiteral("calibrated")));
    QVERIFY2(std::abs(evaluate(after).forecast.seconds / measured - 1) < 0.002,
             qPrintable(QString::number(evaluate(after).forecast.seconds / measured)));
    QVERIFY(w.isWindowModified()); // custom hardware, to be saved
    w.document()->undoStack()->undo();
    QVERIFY(w.document()->scenario() == before);
}

void TestCalibrate::refusesWhatNoEfficiencyGives() {
    MainWindow w;
    w.show();
    w.findChild<QAction*>(QStringLiteral("calibrateAction"))->trigger();
    CalibrateDialog* d = calibrateDialogOf(w);
    QVERIFY(d);
    const Results r = evaluate(w.document()->scenario());
    enterMeasured(d, r.step.seconds / 2, CalibrateDialog::Unit::SecondsPerStep);
    QCOMPARE(d->fit().status, RunFit::Status::BelowTheBound);
    QVERIFY(!okOf(d)->isEnabled());
    QVERIFY(d->resultText().contains(QStringLiteral("bound at peak")));
    enterMeasured(d, 0, CalibrateDialog::Unit::SecondsPerStep);
    QCOMPARE(d->fit().status, RunFit::Status::NotAStep);
    QVERIFY(!okOf(d)->isEnabled());
    // Tokens per second: B / tokens per second is the step; 10 % slower than the forecast fits.
    enterMeasured(d, w.document()->scenario().batchTokens / (r.forecast.seconds * 1.1),
                  CalibrateDialog::Unit::TokensPerSecond);
    QCOMPARE(d->fit().status, RunFit::Status::Fitted);
    QVERIFY(okOf(d)->isEnabled());
    d->reject();
}

void TestCalibrate::cancelLeavesTheScenario() {
    MainWindow w;
    w.show();
    const Scenario before = w.document()->scenario();
    const int steps = w.document()->undoStack()->count();
    w.findChild<QAction*>(QStringLiteral("calibrateAction"))->trigger();
    CalibrateDialog* d = calibrateDialogOf(w);
    QVERIFY(d);
    enterMeasured(d, evaluate(before).forecast.seconds * 1.3,
                  CalibrateDialog::Unit::SecondsPerStep);
    QTest::keyClick(d, Qt::Key_Escape);
    QTRY_VERIFY(!w.findChild<CalibrateDialog*>(QStringLiteral("calibrateDialog")));
    QVERIFY(w.document()->scenario() == before);
    QCOMPARE(w.document()->undoStack()->count(), steps);
}

// The Budget's link, clicked where it is drawn, opens the dialog.
void TestCalibrate::budgetLinkOpensIt() {
    MainWindow w;
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ExplanationPanel* panel = explanationOf(w);
    QTRY_VERIFY(testing::explanationIsStill(*panel));
    QTextCursor link = panel->document()->find(QStringLiteral("Calibrate to my run"));
    QVERIFY(!link.isNull());
    panel->setTextCursor(link);
    panel->ensureCursorVisible();
    const QRect at = panel->cursorRect(link);
    QTest::mouseClick(panel->viewport(), Qt::LeftButton, {}, at.center() - QPoint(20, 0));
    QVERIFY(calibrateDialogOf(w));
}

void TestCalibrate::noLinkWhileAQuestionAsksForTheStep() {
    MainWindow w;
    ExplanationPanel* panel = explanationOf(w);
    panel->setAnswerMask(AnswerMask({"forecast.mfu"}));
    QTRY_VERIFY(testing::explanationIsStill(*panel));
    QVERIFY(panel->document()->find(QStringLiteral("Calibrate to my run")).isNull());
    panel->setAnswerMask(AnswerMask());
    QTRY_VERIFY(testing::explanationIsStill(*panel));
    QVERIFY(!panel->document()->find(QStringLiteral("Calibrate to my run")).isNull());
}

void TestCalibrate::textFits_data() {
    testing::addLanguageAndLookRows();
}

// Its buttons, field and result fit in every language and look.
void TestCalibrate::textFits() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    MainWindow w;
    w.setProjectorMode(projector);
    w.resize(1366, 768);
    w.show();
    w.findChild<QAction*>(QStringLiteral("calibrateAction"))->trigger();
    CalibrateDialog* d = calibrateDialogOf(w);
    QVERIFY(d);
    QCoreApplication::processEvents();
    QVERIFY(d->width() <= 1366 && d->height() <= 768);
    for (QAbstractButton* b : d->findChildren<QAbstractButton*>())
        if (b->isVisible() && !b->text().isEmpty())
            QVERIFY2(b->width() >= b->sizeHint().width() - 1, qPrintable(b->text()));
    for (QLabel* l : d->findChildren<QLabel*>())
        if (l->isVisible() && l->wordWrap())
            QVERIFY2(l->height() >= l->heightForWidth(l->width()) - 1, qPrintable(l->text()));
    if (language != QLatin1String("en"))
        QVERIFY(d->windowTitle() != QStringLiteral("Calibrate to my run"));
    d->reject();
}

SHARDSCOPE_TEST_MAIN(TestCalibrate)
#include "tst_calibrate.moc"
