// Export inside the application: the export dialog's choices (GIF holds the animations only,
// the choice is remembered), a figure as it is shown exported as SVG and PDF with its title as
// text, the caption's words, and the mesh animation's frames and timing.
#include "common/appsettings.h"
#include "common/filewrite.h"
#include "common/languagemanager.h"
#include "common/viewids.h"
#include "evaluate.h"
#include "export/caption.h"
#include "export/exporter.h"
#include "export/gifwriter.h"
#include "export/meshframes.h"
#include "failonqtwarnings.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"
#include "scenario_io.h"
#include "shell/exportdialog.h"
#include "shippedfiles.h"
#include "step_schedule.h"
#include "testarea.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <gif_lib.h>
#include <sys/stat.h>

namespace shardscope {

class TestExport : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void dialogOffersAnimationsOnlyAsGif();
    void dialogRemembersTheChoice();
    void figureAsShownToSvgAndPdf();
    void captionNamesTheScenario();
    void meshFramesFollowTheSchedule();
    void gifRoundTrip();
    void meshCollectiveMovesEveryFrame_data();
    void meshCollectiveMovesEveryFrame();
    void noFollowWriterNeverWritesALinksTarget();
    void oneStageWritesNoPipelineSlide();
};

void TestExport::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

void TestExport::dialogOffersAnimationsOnlyAsGif() {
    ExportDialog dialog(nullptr, true);
    QCOMPARE(dialog.ids(), animatedIds());
    // Back to PNG (the combo box that offers it): the animations are left out.
    for (QComboBox* box : dialog.findChildren<QComboBox*>())
        if (box->findData(QStringLiteral("png")) >= 0)
            box->setCurrentIndex(box->findData(QStringLiteral("png")));
    for (const QString& id : dialog.ids())
        QVERIFY2(!isAnimated(id), qPrintable(id));
    ExportOptions options;
    dialog.applyTo(&options);
    QCOMPARE(options.format, ExportFormat::Png);
}

void TestExport::dialogRemembersTheChoice() {
    QTemporaryDir dir;
    {
        ExportDialog dialog;
        for (QComboBox* box : dialog.findChildren<QComboBox*>())
            if (box->findData(QStringLiteral("svg")) >= 0)
                box->setCurrentIndex(box->findData(QStringLiteral("svg")));
        auto* list = dialog.findChild<QListWidget*>();
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setCheckState(
                list->item(i)->data(Qt::UserRole) == QStringLiteral("roofline") ? Qt::Checked
                                                                                : Qt::Unchecked);
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            box->setChecked(false); // no caption, opaque
        dialog.findChild<QLineEdit*>()->setText(dir.path());
        QMetaObject::invokeMethod(
            dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), "click");
    }
    ExportDialog again;
    QCOMPARE(again.ids(), QStringList{QStringLiteral("roofline")});
    QCOMPARE(again.folder(), dir.path());
    ExportOptions options;
    again.applyTo(&options);
    QCOMPARE(options.format, ExportFormat::Svg);
    QVERIFY(!options.caption);
    QSettings().clear();
}

void TestExport::figureAsShownToSvgAndPdf() {
    QTemporaryDir dir;
    const Scenario s = defaultScenario();
    const auto figure = figures::create(QStringLiteral("split-sweep"));
    figure->setEvaluation(makeEvaluation(s));
    for (const ExportFormat format : {ExportFormat::Svg, ExportFormat::Pdf}) {
        ExportOptions options;
        options.format = format;
        const QString file = dir.filePath(QStringLiteral("f.") + formatSuffix(format));
        QCOMPARE(exportFigureFile(*figure, s, file, options), QString());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        if (format == ExportFormat::Svg) {
            QVERIFY(bytes.contains(QByteArray(">") + figure->title().toUtf8() + "</text>"));
            QVERIFY(bytes.contains(exportCaption(s).toUtf8()));
        } else {
            QVERIFY(bytes.startsWith("%PDF-"));
        }
    }
}

void TestExport::captionNamesTheScenario() {
    Scenario s = defaultScenario();
    QCOMPARE(exportCaption(s),
             QStringLiteral("TPU v5p · Book figure (D = 8192, F = 32768) · chips: 4096 · "
                            "batch B = 1.05 M tokens · FSDP 512 × TP 8"));
    s.pods = 2;
    s.pp = 2;
    s.fsdp = 256;
    QVERIFY(exportCaption(s).contains(QStringLiteral("2 pods × 4096 chips")));
    QVERIFY(exportCaption(s).endsWith(QStringLiteral("FSDP 256 × TP 8 × PP 2")));
}

void TestExport::meshFramesFollowTheSchedule() {
    const Scenario s = withTp(withChips(defaultScenario(), 64), 8);
    const MeshFrames proportional(s, evaluate(s), Theme::normal());
    const MeshFrames uniform(s, evaluate(s), Theme::normal(), std::nullopt, false);
    QCOMPARE(proportional.stepCount(), int(stepSchedule(s, meshSplit(s)).steps.size()));
    // Uniform: every step as long as the others; proportional: the cost model's seconds decide.
    for (double seconds : uniform.stepSeconds())
        QCOMPARE(seconds, uniform.stepSeconds().front());
    const auto& p = proportional.stepSeconds();
    QVERIFY(*std::max_element(p.begin(), p.end()) > *std::min_element(p.begin(), p.end()));
}

void TestExport::gifRoundTrip() {
    // Four frames, each a colour of the palette: giflib reads back four frames and the colours.
    QList<GifFrame> frames;
    const QColor colors[] = {Qt::white, Qt::black, QColor(255, 0, 0), QColor(0, 0, 255)};
    for (const QColor& c : colors) {
        QImage image(64, 32, QImage::Format_RGB32);
        image.fill(c);
        frames.push_back({image, 50});
    }
    QByteArray gif;
    QString why;
    QVERIFY2(encodeGif(frames, &gif, &why), qPrintable(why));
    QVERIFY(gif.startsWith("GIF89a"));
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("a.gif")));
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(gif) == gif.size());
    f.close();
    int error = 0;
    GifFileType* file = DGifOpenFileName(QFile::encodeName(f.fileName()).constData(), &error);
    QVERIFY(file);
    QCOMPARE(DGifSlurp(file), GIF_OK);
    QCOMPARE(file->ImageCount, 4);
    const ColorMapObject* map = file->SColorMap;
    for (int i = 0; i < 4; ++i) {
        const SavedImage& frame = file->SavedImages[i];
        const GifColorType c = map->Colors[frame.RasterBits[0]];
        QCOMPARE(QColor(c.Red, c.Green, c.Blue), colors[i]);
    }
    DGifCloseFile(file, &error);
}

void TestExport::meshCollectiveMovesEveryFrame_data() {
    QTest::addColumn<QString>("figure");
    QTest::addColumn<int>("frames");
    // The book's figure, 4096 chips: the view and its exports show the lens.
    const Scenario s = defaultScenario();
    QTest::newRow("mesh-collective") << QStringLiteral("mesh-collective") << kCollectiveFrames;
    QTest::newRow("mesh-anim") << QStringLiteral("mesh-anim")
                               << int(stepSchedule(s, meshSplit(s)).steps.size());
}

// Each frame after the first differs from the one before: the GIF writer stores only the
// rectangle that changed, one pixel when nothing did.
void TestExport::meshCollectiveMovesEveryFrame() {
    QFETCH(QString, figure);
    QFETCH(int, frames);
    const Scenario s = defaultScenario();
    ExportOptions options;
    options.format = ExportFormat::Gif;
    options.size = QSize(1280, 720);
    QTemporaryDir dir;
    QCOMPARE(exportFigures(s, evaluate(s), {figure}, dir.path(), options, nullptr), QString());
    const QString file = QDir(dir.path()).filePath(figure + QStringLiteral(".gif"));
    int error = 0;
    GifFileType* gif = DGifOpenFileName(QFile::encodeName(file).constData(), &error);
    QVERIFY(gif);
    QCOMPARE(DGifSlurp(gif), GIF_OK);
    QCOMPARE(gif->ImageCount, frames);
    for (int i = 1; i < gif->ImageCount; ++i) {
        const GifImageDesc& d = gif->SavedImages[i].ImageDesc;
        QVERIFY2(d.Width * d.Height > 1, qPrintable(QString::number(i)));
    }
    // A class follows the collective hop by hop: each of its frames is held the default half
    // second at least (50 centiseconds), a loop of 16 frames 8 s.
    if (figure == QStringLiteral("mesh-collective"))
        for (int i = 0; i < gif->ImageCount; ++i) {
            GraphicsControlBlock gcb;
            QCOMPARE(DGifSavedExtensionToGCB(gif, i, &gcb), GIF_OK);
            QVERIFY2(gcb.DelayTime >= 50, qPrintable(QString::number(gcb.DelayTime)));
        }
    DGifCloseFile(gif, &error);
}

// Exports write through writeFileNoFollow: a temporary file in the folder, renamed over the
// name. A link at the name is refused and its target kept; a plain file is replaced whole and
// keeps its mode; nothing is left behind either way.
void TestExport::noFollowWriterNeverWritesALinksTarget() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString victim = dir.filePath(QStringLiteral("victim.txt"));
    const QString name = dir.filePath(QStringLiteral("figure.png"));
    auto write = [](const QString& file, const QByteArray& bytes) {
        QFile f(file);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    };
    auto read = [](const QString& file) {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    QVERIFY(write(victim, "victim"));
    QVERIFY(QFile::link(victim, name));
    bool isLink = false;
    QVERIFY(writeFileNoFollow(name, "new bytes", &isLink).isEmpty());
    QVERIFY(isLink);
    QCOMPARE(read(victim), QByteArray("victim"));
    QVERIFY(QFileInfo(name).isSymLink());
    QVERIFY(QFile::remove(name));
    QVERIFY(write(name, "old bytes"));
    QVERIFY(QFile::setPermissions(name, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
    QVERIFY(writeFileNoFollow(name, "new bytes", &isLink).isEmpty());
    QVERIFY(!isLink);
    QCOMPARE(read(name), QByteArray("new bytes"));
    QCOMPARE(QFileInfo(name).permissions() &
                 (QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::WriteGroup |
                  QFile::ReadOther),
             QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             (QStringList{QStringLiteral("figure.png"), QStringLiteral("victim.txt")}));
}

// With one stage the pipeline figure has nothing to draw: "export all" leaves it out, a stage
// count above one keeps it, and asked for alone it is still written.
void TestExport::oneStageWritesNoPipelineSlide() {
    const Scenario one = testing::shippedScenario("05-course-7b-8xh100.json");
    const Scenario four = testing::shippedScenario("07-pipeline-4-stages.json");
    QCOMPARE(one.pp, 1LL);
    QCOMPARE(four.pp, 4LL);
    QVERIFY(defaultExportIds().contains(viewid::pipeline));
    QVERIFY(!drawableIds(defaultExportIds(), one).contains(viewid::pipeline));
    QCOMPARE(drawableIds(defaultExportIds(), one).size(), defaultExportIds().size() - 1);
    QCOMPARE(drawableIds(defaultExportIds(), four), defaultExportIds());
    QCOMPARE(drawableIds({viewid::pipeline}, one), QStringList{viewid::pipeline});
}

} // namespace shardscope

SHARDSCOPE_TEST_MAIN(shardscope::TestExport)
#include "tst_export.moc"
