// The main window offscreen: controls change the scenario, the plots and the
// explanation; files, undo and export behave.
#include "document/scenariodocument.h"
#include "errorbox.h"
#include "evaluate.h"
#include "export/exporter.h"
#include "failonqtwarnings.h"
#include "figures/computevscommsfigure.h"
#include "figures/figureregistry.h"
#include "findcontrol.h"
#include "mesh/meshview.h"
#include "plotparts.h"
#include "scenario_io.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/controlpanel.h"
#include "workspace/explanationpanel.h"
#include "workspace/splitslider.h"

#include <QApplication>
#include <QGroupBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace shardscope;

class TestMainWindow : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void splitSliderChangesEverything();
    void panelShowsFirstChangeAndCatchesUp();
    void sliderStepRepaintsNoGroupFrame_data();
    void sliderStepRepaintsNoGroupFrame();
    void batchEditReadsPeopleNumbers_data();
    void batchEditReadsPeopleNumbers();
    void chipSliderKeepsSplitValid();
    void dragIsOneUndoStep();
    void undoRestores();
    void saveOpenRoundTrip();
    void brokenFileLeavesScenario();
    void fileTextInErrorBoxIsPlain_data();
    void fileTextInErrorBoxIsPlain();
    void pinnedNameInMeshCaptionIsPlain();
    void exportedPngsHaveAskedSize_data();
    void exportedPngsHaveAskedSize();
    void themeReachesEverything();
    void exportFollowsTheme();

  private:
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestMainWindow::init() {
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::splitSliderChangesEverything() {
    ScenarioDocument* doc = m_window->document();
    SplitSlider* slider = testing::findControl<SplitSlider>(controlsOf(*m_window), "splitSlider");
    // Book figure: N = 4096, splits are the 13 powers of two, more FSDP to the right
    // (as on the split sweep's x-axis): index 0 is TP 4096, index 10 is TP 4 (FSDP 1024).
    slider->setValue(10);
    QCOMPARE(doc->scenario().tp, 4LL);
    QCOMPARE(doc->scenario().fsdp, 1024LL);
    QCOMPARE(testing::findControl<QLabel>(controlsOf(*m_window), "splitLabel")->text(),
             QStringLiteral("FSDP 1024 × TP 4"));
    // The panel lays its text out when the values stop (see panelShowsFirstChangeAndCatchesUp).
    QTRY_VERIFY(
        explanationOf(*m_window)->toPlainText().contains(QStringLiteral("FSDP 1024 × TP 4")));

    auto* figure = qobject_cast<ComputeVsCommsFigure*>(figuresOf(*m_window).first());
    QVERIFY(figure);
    QVERIFY(figure->isVisible());
    // ch. 5 §FSDP: crossover X·α/M_X = 1024 · 2550 / 3 = 870 400 tokens.
    QCOMPARE(testing::shownLineX(*figure, "crossoverLine"), 870400.0);
    QCOMPARE(testing::shownLineX(*figure, "crossoverLine"), *doc->results().layer.crossoverBatch);

    slider->setValue(8); // TP 16 > F/α = 12.85: no crossover at any batch
    QCOMPARE(doc->scenario().tp, 16LL);
    QVERIFY(!doc->results().layer.crossoverBatch);
    QVERIFY(std::isnan(testing::shownLineX(*figure, "crossoverLine")));
}

void TestMainWindow::sliderStepRepaintsNoGroupFrame_data() {
    QTest::addColumn<QString>("slider");
    QTest::newRow("split") << QStringLiteral("splitSlider");
    QTest::newRow("batch") << QStringLiteral("batchSlider");
    QTest::newRow("chips") << QStringLiteral("chipSlider");
}

// A slider and the labels that follow it repaint over their rows' own background: the group
// box around them, its frame and title, is not drawn again on every step of a drag.
void TestMainWindow::sliderStepRepaintsNoGroupFrame() {
    QFETCH(QString, slider);
    auto* control = testing::findControl<QSlider>(controlsOf(*m_window), qPrintable(slider));
    struct PaintCounter : QObject {
        int count = 0;
        bool eventFilter(QObject*, QEvent* event) override {
            count += event->type() == QEvent::Paint;
            return false;
        }
    } groupPaints, sliderPaints;
    const auto groups = controlsOf(*m_window)->findChildren<QGroupBox*>();
    QVERIFY(!groups.isEmpty());
    for (QGroupBox* group : groups)
        group->installEventFilter(&groupPaints);
    control->installEventFilter(&sliderPaints);
    QCoreApplication::processEvents(); // paints queued before the steps are not theirs
    groupPaints.count = sliderPaints.count = 0;
    for (int step = 0; step < 3; ++step) {
        control->setValue(control->value() > control->minimum() ? control->value() - 1
                                                                : control->value() + 1);
        QApplication::processEvents();
    }
    QTRY_VERIFY(sliderPaints.count > 0); // the slider itself was drawn again
    QCOMPARE(groupPaints.count, 0);
}

// The panel's text follows the first change at once; the steps of a drag that come before the
// event loop runs are not laid out one by one, and the panel then catches up with the last.
void TestMainWindow::panelShowsFirstChangeAndCatchesUp() {
    SplitSlider* slider = testing::findControl<SplitSlider>(controlsOf(*m_window), "splitSlider");
    QTRY_VERIFY(
        testing::explanationIsStill(*explanationOf(*m_window))); // the next change shows at once
    auto panelShows = [this](const char* split) {
        return explanationOf(*m_window)->toPlainText().contains(QString::fromUtf8(split));
    };
    slider->setValue(10); // index 10 is FSDP 1024 × TP 4 (see splitSliderChangesEverything)
    QVERIFY(panelShows("FSDP 1024 × TP 4"));
    for (int index : {9, 8, 7}) // a drag: no event loop between the steps
        slider->setValue(index);
    QVERIFY(panelShows("FSDP 1024 × TP 4"));
    QVERIFY(!panelShows("FSDP 128 × TP 32"));
    QTRY_VERIFY(panelShows("FSDP 128 × TP 32")); // index 7: 4096 = 128 × 32
}

void TestMainWindow::batchEditReadsPeopleNumbers_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected"); // 0: rejected, scenario unchanged
    QTest::newRow("plain") << "4194304" << 4194304.0;
    QTest::newRow("exponent") << "4e6" << 4e6;
    QTest::newRow("M") << "4M" << 4e6;
    QTest::newRow("Mi") << "4Mi" << 4194304.0;
    QTest::newRow("k with space") << "48 k" << 48000.0;
    QTest::newRow("grouped") << "1,048,576" << 1048576.0;
    QTest::newRow("word") << "lots" << 0.0;
    QTest::newRow("zero") << "0" << 0.0;
    QTest::newRow("negative") << "-5" << 0.0;
    QTest::newRow("too large") << "1e13" << 0.0;
}

void TestMainWindow::batchEditReadsPeopleNumbers() {
    QFETCH(QString, text);
    QFETCH(double, expected);
    const double before = m_window->document()->scenario().batchTokens;
    QLineEdit* edit = testing::findControl<QLineEdit>(controlsOf(*m_window), "batchEdit");
    edit->setText(text);
    emit edit->editingFinished();
    QCOMPARE(m_window->document()->scenario().batchTokens, expected > 0 ? expected : before);
}

void TestMainWindow::chipSliderKeepsSplitValid() {
    ScenarioDocument* doc = m_window->document();
    QSlider* chips = testing::findControl<QSlider>(controlsOf(*m_window), "chipSlider");
    for (int i = chips->minimum(); i <= chips->maximum(); ++i) {
        chips->setValue(i);
        const Scenario& s = doc->scenario();
        QCOMPARE(s.fsdp * s.tp * s.pp, s.chips);
    }
    QCOMPARE(doc->scenario().chips, 16384LL); // the last step of the v5p list
}

void TestMainWindow::dragIsOneUndoStep() {
    ScenarioDocument* doc = m_window->document();
    QSlider* batch = testing::findControl<QSlider>(controlsOf(*m_window), "batchSlider");
    const int before = doc->undoStack()->count();
    const double startBatch = doc->scenario().batchTokens;
    emit batch->sliderPressed();
    for (int i = 0; i < 10; ++i)
        batch->setValue(batch->value() + 1);
    emit batch->sliderReleased();
    QCOMPARE(doc->undoStack()->count(), before + 1);
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().batchTokens, startBatch);
}

void TestMainWindow::undoRestores() {
    ScenarioDocument* doc = m_window->document();
    const Scenario start = doc->scenario();
    SplitSlider* slider = testing::findControl<SplitSlider>(controlsOf(*m_window), "splitSlider");
    slider->setValue(slider->maximum());
    QVERIFY(doc->scenario() != start);
    doc->undoStack()->undo();
    QVERIFY(doc->scenario() == start);
    doc->undoStack()->redo();
    QCOMPARE(doc->scenario().tp, 1LL);
}

void TestMainWindow::saveOpenRoundTrip() {
    ScenarioDocument* doc = m_window->document();
    testing::findControl<SplitSlider>(controlsOf(*m_window), "splitSlider")->setValue(2);
    const QString file = m_dir.filePath(QStringLiteral("round.json"));
    QString error;
    QVERIFY2(doc->save(file, &error), qPrintable(error));
    const Scenario saved = doc->scenario();
    testing::findControl<SplitSlider>(controlsOf(*m_window), "splitSlider")->setValue(0);
    QVERIFY(m_window->openFile(file));
    QVERIFY(doc->scenario() == saved);
}

void TestMainWindow::brokenFileLeavesScenario() {
    const QString file = m_dir.filePath(QStringLiteral("broken.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schema": 1, "chips": 64, "fsdp": 16, "tp": 3})");
    f.close();
    const Scenario before = m_window->document()->scenario();
    QVERIFY(!m_window->openFile(file));
    QVERIFY(m_window->document()->scenario() == before);
    QCOMPARE(testing::errorShown(m_window.get()),
             file + QStringLiteral(": /tp: 3 does not divide chips 64"));
}

void TestMainWindow::fileTextInErrorBoxIsPlain_data() {
    QTest::addColumn<QString>("id");
    QTest::newRow("image and font") << "<img src=/local.png><font size=7 color=red>BIG</font>";
    QTest::newRow("link") << "<a href=\"https://example.com\">click</a>";
    QTest::newRow("bold") << "<b>bold</b>";
}

// An unknown preset id is quoted in the error as the file wrote it, never rendered as HTML.
void TestMainWindow::fileTextInErrorBoxIsPlain() {
    QFETCH(QString, id);
    const QString file = m_dir.filePath(QStringLiteral("rich.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        QJsonDocument(QJsonObject{{QStringLiteral("schema"), 1}, {QStringLiteral("hardware"), id}})
            .toJson());
    f.close();
    QVERIFY(!m_window->openFile(file));
    const auto* box = m_window->findChild<QMessageBox*>(QStringLiteral("errorBox"));
    QVERIFY(box);
    // The id as the message quotes it: its first characters, cut with "…".
    QVERIFY2(testing::errorShown(m_window.get()).contains(id.left(30)),
             qPrintable(testing::errorShown(m_window.get())));
    QCOMPARE(box->textFormat(), Qt::PlainText);
    const auto labels = box->findChildren<QLabel*>();
    const auto shown = std::find_if(labels.begin(), labels.end(),
                                    [&](const QLabel* l) { return l->text() == box->text(); });
    QVERIFY(shown != labels.end());
    QCOMPARE((*shown)->textFormat(), Qt::PlainText);
}

// A's hardware name, from a file, reads literally in the mesh view's caption.
void TestMainWindow::pinnedNameInMeshCaptionIsPlain() {
    const QString name = QStringLiteral("<font color=red size=7>BIG</font><img src=/x.png>");
    const Scenario a = parseScenario(
        QJsonDocument(QJsonObject{{QStringLiteral("schema"), 1},
                                  {QStringLiteral("hardware"),
                                   QJsonObject{{QStringLiteral("base"), QStringLiteral("tpu-v5p")},
                                               {QStringLiteral("name"), name}}}})
            .toJson()
            .toStdString());
    MeshView* view = meshViewOf(*m_window);
    view->setPinned(makeEvaluation(a));
    const QLabel* caption = testing::findControl<QLabel>(view, "meshPinCaption");
    QVERIFY(!caption->isHidden());
    QVERIFY2(caption->text().contains(name), qPrintable(caption->text()));
    QCOMPARE(caption->textFormat(), Qt::PlainText);
}

void TestMainWindow::exportedPngsHaveAskedSize_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("720p") << QSize(1280, 720);
    QTest::newRow("1080p") << QSize(1920, 1080);
    QTest::newRow("odd") << QSize(1001, 601);
}

void TestMainWindow::exportedPngsHaveAskedSize() {
    QFETCH(QSize, size);
    ExportOptions options;
    options.size = size;
    const QString dir = m_dir.filePath(QStringLiteral("export-%1").arg(size.width()));
    QStringList written;
    const Scenario s = defaultScenario();
    QCOMPARE(exportFigures(s, evaluate(s), figures::ids(), dir, options, &written), QString());
    QCOMPARE(written.size(), figures::ids().size());
    for (const QString& file : written) {
        QImage image(file);
        QCOMPARE(image.size(), size);
        // Not blank: many colours, and a good share of pixels not white.
        QSet<QRgb> colours;
        int ink = 0;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3) {
                const QRgb p = image.pixel(x, y);
                colours.insert(p);
                ink += p != qRgb(255, 255, 255);
            }
        QVERIFY2(colours.size() > 20, qPrintable(file));
        // With one stage the pipeline figure is its title and a one-line note: less ink.
        const bool noteOnly = file.endsWith(QLatin1String("/pipeline.png")) && s.pp == 1;
        QVERIFY2(ink > (image.width() / 3) * (image.height() / 3) / (noteOnly ? 400 : 50),
                 qPrintable(file));
    }
}

// View > Theme > Dark: the palette, every figure, the mesh; remembered for the next start.
void TestMainWindow::themeReachesEverything() {
    auto* menu = m_window->findChild<QMenu*>(QStringLiteral("themeMenu"));
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), 3);
    QAction* dark = menu->actions().at(1);
    QCOMPARE(dark->data().toString(), QStringLiteral("dark"));
    dark->trigger();
    QVERIFY(dark->isChecked());
    QCOMPARE(m_window->theme().name, ThemeName::Dark);
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
    const QColor background = Theme::make(ThemeName::Dark).background;
    for (Figure* f : figuresOf(*m_window)) {
        QCOMPARE(f->theme().name, ThemeName::Dark);
        QCOMPARE(f->render(QSize(400, 300), 1.0).pixelColor(1, 1), background);
    }
    const QImage mesh = meshViewOf(*m_window)->renderFrame(QSize(400, 300), 1.0, -1);
    QCOMPARE(mesh.pixelColor(1, mesh.height() / 2), Theme::make(ThemeName::Dark).mesh.background);
    // Projector mode keeps the theme, and the theme survives a restart.
    m_window->setProjectorMode(true);
    QCOMPARE(m_window->theme().name, ThemeName::Dark);
    QVERIFY(m_window->close());
    MainWindow again;
    QCOMPARE(again.theme().name, ThemeName::Dark);
    QVERIFY(again.theme().projector);
    again.setTheme(ThemeName::Light);
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() >
            200); // the platform's own look
}

// An export in the contrast theme draws every file in it, and leaves the window's theme alone.
void TestMainWindow::exportFollowsTheme() {
    ExportOptions options;
    options.size = QSize(640, 360);
    options.theme = Theme::make(ThemeName::Dark);
    const QString dir = m_dir.filePath(QStringLiteral("export-dark"));
    QStringList written;
    const Scenario s = defaultScenario();
    QCOMPARE(exportFigures(s, evaluate(s), defaultExportIds(), dir, options, &written), QString());
    for (const QString& file : written) {
        const QImage image(file);
        const QColor corner = image.pixelColor(1, image.height() / 2);
        QVERIFY2(corner.lightness() < 60, qPrintable(file + QLatin1Char(' ') + corner.name()));
    }
    QCOMPARE(Theme::current().name, ThemeName::Light);
}

SHARDSCOPE_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
