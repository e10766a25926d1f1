// `shardscope export --format svg|pdf|gif` as a user runs it (user guide, "Command line"): SVG
// and PDF keep their text as text, a PDF is one page of the asked aspect, a GIF has one frame
// per step of the mesh schedule or per power-of-two split, the caption names the scenario in
// the chosen language, and bad combinations are usage errors.
#include "clirun.h"
#include "mesh_layout.h"
#include "scenario_io.h"
#include "step_schedule.h"
#include "testarea.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <gif_lib.h>
#include <sys/resource.h>

#include <algorithm>
#include <cmath>

namespace shardscope {

namespace {

using Run = ::testing::CliRun;
using ::testing::isOneLine;
using ::testing::testDataFile;

// With no display (clirun.h): the command must pick the offscreen platform itself.
Run exportScenario(const QString& dir, const QStringList& options) {
    return ::testing::runHeadless(QStringLiteral(SHARDSCOPE_BINARY),
                                  QStringList{QStringLiteral("export"),
                                              testDataFile("default.json"), QStringLiteral("--out"),
                                              dir} +
                                      options,
                                  120000);
}

// Every <text> element's content, in document order; empty if the file is not well-formed XML.
QStringList svgTexts(const QString& file, QString* xmlError) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        *xmlError = QStringLiteral("cannot open ") + file;
        return {};
    }
    QXmlStreamReader xml(&f);
    QStringList texts;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    if (xml.hasError())
        *xmlError = xml.errorString();
    return texts;
}

QString tool(const QString& program, const QStringList& arguments) {
    return ::testing::toolOutput(program, arguments, 30000);
}

// The frames of a GIF as giflib reads them, and each frame's delay in 1/100 s.
struct Gif {
    QByteArray header;
    int frames = -1;
    QList<int> delays;
};

Gif decodeGif(const QString& file) {
    Gif g;
    QFile f(file);
    if (f.open(QIODevice::ReadOnly))
        g.header = f.read(6);
    int error = 0;
    GifFileType* gif = DGifOpenFileName(QFile::encodeName(file).constData(), &error);
    if (!gif)
        return g;
    if (DGifSlurp(gif) == GIF_OK) {
        g.frames = gif->ImageCount;
        for (int i = 0; i < gif->ImageCount; ++i) {
            GraphicsControlBlock control{};
            DGifSavedExtensionToGCB(gif, i, &control);
            g.delays << control.DelayTime;
        }
    }
    DGifCloseFile(gif, &error);
    return g;
}

} // namespace

class TestExportFormats : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void svgKeepsTextAndParses();
    void svgMeshStaysSmallAtScale();
    void pdfIsOnePageOfTheAspectWithText();
    void meshAnimationHasOneFramePerStep();
    void splitAnimationHasOneFramePerPowerOfTwoSplit();
    void captionInEachLanguage_data();
    void captionInEachLanguage();
    void noCaption();
    void compareDrawsOtherAsA();
    void compareRefusesBadOther();
    void transparentPng();
    void unwritableFileIsExitOne_data();
    void unwritableFileIsExitOne();
    void linkInOutIsRefused();
    void usageErrors_data();
    void usageErrors();
    void hostileNameGivesWellFormedSvg_data();
    void hostileNameGivesWellFormedSvg();
    void largeGifStaysUnderTheMemoryBudget();
    void sizesPastTheBudgetAreRefused_data();
    void sizesPastTheBudgetAreRefused();

  private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }
};

void TestExportFormats::initTestCase() {
    QVERIFY(m_dir.isValid());
    QCOMPARE(exportScenario(path(QStringLiteral("svg")),
                            {QStringLiteral("--format"), QStringLiteral("svg"),
                             QStringLiteral("--figure"), QStringLiteral("compute-vs-comms")})
                 .exitCode,
             0);
    QCOMPARE(exportScenario(path(QStringLiteral("gif")),
                            {QStringLiteral("--format"), QStringLiteral("gif"),
                             QStringLiteral("--size"), QStringLiteral("640x360")})
                 .exitCode,
             0);
}

void TestExportFormats::svgKeepsTextAndParses() {
    QString error;
    const QStringList texts = svgTexts(path(QStringLiteral("svg/compute-vs-comms.svg")), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(texts.contains(QStringLiteral("Compute vs communication per layer")),
             qPrintable(texts.join(u'|')));
    QVERIFY(texts.contains(QStringLiteral("Batch B (tokens)")));
}

void TestExportFormats::pdfIsOnePageOfTheAspectWithText() {
    if (QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
        QSKIP("pdfinfo (poppler-utils) is not installed");
    // 1600 x 1200 is 4:3, unlike the default 16:9: the page follows --size.
    const QString dir = path(QStringLiteral("pdf"));
    QCOMPARE(exportScenario(dir, {QStringLiteral("--format"), QStringLiteral("pdf"),
                                  QStringLiteral("--figure"), QStringLiteral("roofline"),
                                  QStringLiteral("--size"), QStringLiteral("1600x1200")})
                 .exitCode,
             0);
    const QString file = QDir(dir).filePath(QStringLiteral("roofline.pdf"));
    const QString info = tool(QStringLiteral("pdfinfo"), {file});
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\n"))), qPrintable(info));
    const auto size =
        QRegularExpression(QStringLiteral("Page size:\\s+([\\d.]+) x ([\\d.]+) pts")).match(info);
    QVERIFY2(size.hasMatch(), qPrintable(info));
    QVERIFY(std::abs(size.captured(1).toDouble() / size.captured(2).toDouble() - 4.0 / 3.0) < 0.01);
    // NFKC: the PDF keeps the font's ligatures ("ﬂ" in "Roofline"), as PDFs do.
    const QString text = tool(QStringLiteral("pdftotext"), {file, QStringLiteral("-")})
                             .normalized(QString::NormalizationForm_KC);
    QVERIFY2(text.contains(QStringLiteral("Roofline of one chip")), qPrintable(text));
}

void TestExportFormats::meshAnimationHasOneFramePerStep() {
    const Gif gif = decodeGif(path(QStringLiteral("gif/mesh-anim.gif")));
    QCOMPARE(gif.header, QByteArray("GIF89a"));
    const Scenario s = loadScenarioFile(testDataFile("default.json").toStdString());
    const StepSchedule schedule = stepSchedule(s, meshSplit(s));
    QCOMPARE(gif.frames, int(schedule.steps.size()));
    // In proportion to the cost model (the view's default): the costliest step stays longest.
    const auto costliest =
        std::max_element(schedule.steps.begin(), schedule.steps.end(),
                         [](const auto& a, const auto& b) { return a.seconds < b.seconds; });
    const int longest =
        int(std::max_element(gif.delays.begin(), gif.delays.end()) - gif.delays.begin());
    QCOMPARE(schedule.steps[size_t(longest)].seconds, costliest->seconds);
    QVERIFY(*std::min_element(gif.delays.begin(), gif.delays.end()) < gif.delays[longest]);
}

void TestExportFormats::splitAnimationHasOneFramePerPowerOfTwoSplit() {
    const Gif gif = decodeGif(path(QStringLiteral("gif/split-anim.gif")));
    QCOMPARE(gif.header, QByteArray("GIF89a"));
    // default.json: 4096 chips, no PP: TP = 1, 2, 4, ..., 4096 is log2(4096) + 1 = 13 splits.
    QCOMPARE(gif.frames, 13);
}

void TestExportFormats::captionInEachLanguage_data() {
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("words");
    // The caption's words for "chips" and "batch" as the translations give them.
    QTest::newRow("en") << "en"
                        << "chips: 4096|batch B = ";
    QTest::newRow("ru") << "ru"
                        << "чипов: 4096|батч B = ";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "芯片：4096|batch B = ";
}

void TestExportFormats::captionInEachLanguage() {
    QFETCH(QString, lang);
    QFETCH(QString, words);
    const QString dir = path(QStringLiteral("caption-") + lang);
    QCOMPARE(exportScenario(dir, {QStringLiteral("--format"), QStringLiteral("svg"),
                                  QStringLiteral("--figure"), QStringLiteral("memory"),
                                  QStringLiteral("--lang"), lang})
                 .exitCode,
             0);
    QString error;
    const QString all =
        svgTexts(QDir(dir).filePath(QStringLiteral("memory.svg")), &error).join(QString());
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const QString& word : words.split(u'|'))
        QVERIFY2(all.contains(word),
                 qPrintable(word + QStringLiteral(" not in: ") + all.right(300)));
    QVERIFY(all.contains(QStringLiteral("FSDP 512 × TP 8")));
}

void TestExportFormats::noCaption() {
    const QString dir = path(QStringLiteral("no-caption"));
    QCOMPARE(exportScenario(dir, {QStringLiteral("--format"), QStringLiteral("svg"),
                                  QStringLiteral("--figure"), QStringLiteral("memory"),
                                  QStringLiteral("--no-caption")})
                 .exitCode,
             0);
    QString error;
    const QString all =
        svgTexts(QDir(dir).filePath(QStringLiteral("memory.svg")), &error).join(QString());
    QVERIFY(!all.isEmpty());
    QVERIFY(!all.contains(QStringLiteral("chips: 4096")));
}

// --compare OTHER: OTHER's curves under one legend entry that names it ("A: … · N = 64 · …").
void TestExportFormats::compareDrawsOtherAsA() {
    const Scenario other = loadScenarioFile(testDataFile("custom_hardware.json").toStdString());
    for (const bool compare : {false, true}) {
        const QString dir = path(compare ? QStringLiteral("compare") : QStringLiteral("alone"));
        QStringList options{QStringLiteral("--format"), QStringLiteral("svg"),
                            QStringLiteral("--figure"), QStringLiteral("compute-vs-comms"),
                            QStringLiteral("--figure"), QStringLiteral("memory")};
        if (compare)
            options << QStringLiteral("--compare") << testDataFile("custom_hardware.json");
        QCOMPARE(exportScenario(dir, options).exitCode, 0);
        for (const char* figure : {"compute-vs-comms.svg", "memory.svg"}) {
            QString error;
            const QStringList texts = svgTexts(QDir(dir).filePath(QLatin1String(figure)), &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const QStringList entries = texts.filter(QRegularExpression(QStringLiteral("^A: ")));
            QCOMPARE(entries.size(), compare ? 1 : 0);
            if (compare)
                QVERIFY2(entries.first().contains(QStringLiteral("N = %1").arg(other.chips)),
                         qPrintable(entries.first()));
        }
    }
}

// A bad OTHER is bad input (exit 1), named with its file and, for a bad field, its JSON path.
void TestExportFormats::compareRefusesBadOther() {
    const QString bad = testDataFile("bad_tp_does_not_divide.json");
    const Run r =
        exportScenario(path(QStringLiteral("bad-compare")), {QStringLiteral("--compare"), bad});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(bad.toUtf8()), r.err.constData());
    QVERIFY2(r.err.contains("/tp"), r.err.constData());
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("bad-compare/compute-vs-comms.png"))));
    const Run missing =
        exportScenario(path(QStringLiteral("bad-compare")),
                       {QStringLiteral("--compare"), path(QStringLiteral("none.json"))});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.err.contains("none.json"));
}

void TestExportFormats::transparentPng() {
    for (const bool transparent : {false, true}) {
        const QString dir =
            path(transparent ? QStringLiteral("transparent") : QStringLiteral("opaque"));
        QStringList options{QStringLiteral("--figure"), QStringLiteral("ratio"),
                            QStringLiteral("--size"), QStringLiteral("640x360")};
        if (transparent)
            options << QStringLiteral("--transparent");
        QCOMPARE(exportScenario(dir, options).exitCode, 0);
        const QImage image(QDir(dir).filePath(QStringLiteral("ratio.png")));
        QCOMPARE(image.size(), QSize(640, 360));
        QCOMPARE(qAlpha(image.pixel(1, 1)), transparent ? 0 : 255);
    }
}

void TestExportFormats::unwritableFileIsExitOne_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("figure");
    QTest::newRow("svg") << "svg"
                         << "compute-vs-comms";
    QTest::newRow("pdf") << "pdf"
                         << "compute-vs-comms";
    QTest::newRow("gif") << "gif"
                         << "split-anim";
}

void TestExportFormats::unwritableFileIsExitOne() {
    QFETCH(QString, format);
    QFETCH(QString, figure);
    // A folder where the file should go: no write can succeed, even as root.
    const QString dir = path(QStringLiteral("blocked-") + format);
    const QString file = QDir(dir).filePath(figure + u'.' + format);
    QVERIFY(QDir().mkpath(file));
    const Run r = exportScenario(
        dir, {QStringLiteral("--format"), format, QStringLiteral("--figure"), figure});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(isOneLine(r.err), r.err.constData());
    QVERIFY2(r.err.contains(QFile::encodeName(file)), r.err.constData());
}

void TestExportFormats::linkInOutIsRefused() {
    // A link planted where split-anim.gif goes: refused, and its target left as it was.
    const QString dir = path(QStringLiteral("link"));
    QVERIFY(QDir().mkpath(dir));
    const QString target = path(QStringLiteral("precious.txt"));
    QFile precious(target);
    QVERIFY(precious.open(QIODevice::WriteOnly) && precious.write("keep") == 4);
    precious.close();
    const QString link = QDir(dir).filePath(QStringLiteral("split-anim.gif"));
    QVERIFY(QFile::link(target, link));
    const Run r = exportScenario(dir, {QStringLiteral("--format"), QStringLiteral("gif"),
                                       QStringLiteral("--figure"), QStringLiteral("split-anim"),
                                       QStringLiteral("--size"), QStringLiteral("320x180")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(isOneLine(r.err) && r.err.contains("symbolic link"), r.err.constData());
    QVERIFY(precious.open(QIODevice::ReadOnly));
    QCOMPARE(precious.readAll(), QByteArray("keep"));
}

void TestExportFormats::usageErrors_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("named");
    QTest::newRow("gif of a still figure")
        << QStringList{QStringLiteral("--format"), QStringLiteral("gif"),
                       QStringLiteral("--figure"), QStringLiteral("roofline")}
        << "roofline";
    QTest::newRow("animation as png")
        << QStringList{QStringLiteral("--figure"), QStringLiteral("mesh-anim")} << "mesh-anim";
    QTest::newRow("unknown format")
        << QStringList{QStringLiteral("--format"), QStringLiteral("bmp")} << "bmp";
    QTest::newRow("transparent pdf")
        << QStringList{QStringLiteral("--format"), QStringLiteral("pdf"),
                       QStringLiteral("--transparent")}
        << "--transparent";
    QTest::newRow("caption and no caption")
        << QStringList{QStringLiteral("--caption"), QStringLiteral("--no-caption")}
        << "--no-caption";
}

void TestExportFormats::usageErrors() {
    QFETCH(QStringList, options);
    QFETCH(QString, named);
    const QString dir = path(QStringLiteral("usage"));
    const Run r = exportScenario(dir, options);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(isOneLine(r.err), r.err.constData());
    QVERIFY2(r.err.contains(named.toUtf8()), r.err.constData());
    QVERIFY(!QDir(dir).exists()); // nothing written
}

void TestExportFormats::hostileNameGivesWellFormedSvg_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("script") << "x</desc><script>alert(document.domain)</script><desc>";
    QTest::newRow("title") << "x</title><a href='javascript:alert(1)'>y</a><title>";
    QTest::newRow("foreignObject") << "<foreignObject><p>x</p></foreignObject>";
    QTest::newRow("ampersand") << "&";
    QTest::newRow("entity") << "&amp;&#0;&lt;";
    QTest::newRow("less than") << "<";
    QTest::newRow("cdata end") << "]]>";
    QTest::newRow("quotes") << "\"'\"'";
    QTest::newRow("nul") << QStringLiteral("a") + QChar(0) + QStringLiteral("b");
    QTest::newRow("esc") << "\x1b]0;PWNED\a\x1b[31mred";
    QTest::newRow("u+fffe") << QStringLiteral("x") + QChar(0xFFFE) + QChar(0xFFFF);
    QTest::newRow("comment") << "--><!-- x";
    QTest::newRow("processing instruction") << "<?xml-stylesheet href='x'?>";
}

// A hardware and model name from a file may hold anything: the SVG still parses as XML, holds
// no element the name spells, and shows the name's allowed characters as text.
void TestExportFormats::hostileNameGivesWellFormedSvg() {
    QFETCH(QString, name);
    QJsonObject hardware{{QStringLiteral("base"), QStringLiteral("tpu-v5p")},
                         {QStringLiteral("name"), name}};
    QJsonObject scenario{{QStringLiteral("schema"), 1},
                         {QStringLiteral("hardware"), hardware},
                         {QStringLiteral("model"),
                          QJsonObject{{QStringLiteral("base"), QStringLiteral("llama3-70b")},
                                      {QStringLiteral("name"), name}}}};
    const QString dir = path(QStringLiteral("hostile-") + QTest::currentDataTag());
    QVERIFY(QDir().mkpath(dir));
    const QString file = QDir(dir).filePath(QStringLiteral("hostile.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(scenario).toJson());
    f.close();
    const Run r = ::testing::runHeadless(QStringLiteral(SHARDSCOPE_BINARY),
                                         {QStringLiteral("export"), file, QStringLiteral("--out"),
                                          dir, QStringLiteral("--format"), QStringLiteral("svg"),
                                          QStringLiteral("--figure"), QStringLiteral("memory"),
                                          QStringLiteral("--compare"), file},
                                         120000);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile svg(QDir(dir).filePath(QStringLiteral("memory.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&svg);
    QStringList elements;
    QString desc;
    QString texts;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        elements << xml.name().toString();
        if (xml.name() == QLatin1String("desc"))
            desc = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        else if (xml.name() == QLatin1String("text"))
            texts += xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    for (const char* injected : {"script", "a", "foreignObject", "p"})
        QVERIFY2(!elements.contains(QLatin1String(injected)), injected);
    QCOMPARE(elements.count(QStringLiteral("desc")), 1);
    QCOMPARE(elements.count(QStringLiteral("title")), 1);
    // What XML allows of the name is kept, as text.
    QString allowed;
    for (const QChar c : name)
        if (c.unicode() >= 0x20 && c.unicode() < 0xFFFE)
            allowed += c;
    QVERIFY2(desc.contains(allowed), qPrintable(desc));
}

// README "File safety": an export holds at most 1 GiB. An 8192 x 8192 animation is 64 Mi
// pixels a frame; held frame by frame at 4 bytes a pixel that was 256 MiB per frame, 2 GiB for
// the 8 steps of 8 chips' data parallelism (a short schedule: the test draws no more frames
// than it needs to hold too many). Encoded as each frame is drawn, the process stays under the
// budget.
void TestExportFormats::largeGifStaysUnderTheMemoryBudget() {
    const QString dir = path(QStringLiteral("gif-8192"));
    const QString scenario = path(QStringLiteral("dp8.json"));
    QFile file(scenario);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"schema": 1, "chips": 8, "fsdp": 8, "tp": 1, "memory": {"zero_stage": 0}})");
    file.close();
    ::testing::CliOptions o;
    o.timeoutMs = 600000;
    const Run r = ::testing::runHeadless(
        QStringLiteral(SHARDSCOPE_BINARY),
        {QStringLiteral("export"), scenario, QStringLiteral("--out"), dir,
         QStringLiteral("--format"), QStringLiteral("gif"), QStringLiteral("--size"),
         QStringLiteral("8192x8192"), QStringLiteral("--figure"), QStringLiteral("mesh-anim")},
        o);
    // The largest resident size of any child this test process has waited for, in KiB (the
    // other children of this test are far smaller exports).
    rusage usage{};
    QCOMPARE(::getrusage(RUSAGE_CHILDREN, &usage), 0);
    const qint64 peakBytes = qint64(usage.ru_maxrss) * 1024;
    qInfo("8192x8192 mesh-anim GIF: peak resident %lld MiB", peakBytes >> 20);
    QCOMPARE(r.status, QProcess::NormalExit);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(QFileInfo(QDir(dir).filePath(QStringLiteral("mesh-anim.gif"))).size() > 0);
    // A frame a step (meshAnimationHasOneFramePerStep): more than the budget holds at 256 MiB.
    const Scenario s = loadScenarioFile(scenario.toStdString());
    QCOMPARE(stepSchedule(s, meshSplit(s)).steps.size(), size_t(8));
    QVERIFY2(peakBytes < (qint64(1) << 30), qPrintable(QString::number(peakBytes >> 20)));
}

void TestExportFormats::sizesPastTheBudgetAreRefused_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("figure");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("start"); // of the one line on stderr
    // About 10 bytes a pixel (docs/user-guide.md): 16384 x 16384 is 2560 MiB, 16384 x 8192 is
    // 1280 MiB, both past the 1024 MiB budget; SVG holds no pixels.
    QTest::newRow("gif 16384x16384")
        << "gif"
        << "mesh-anim"
        << "16384x16384"
        << "16384x16384 GIF: about 2560 MB of memory at once, more than the 1024 MB";
    QTest::newRow("png 16384x8192")
        << "png"
        << "ratio"
        << "16384x8192"
        << "16384x8192 PNG: about 1280 MB of memory at once, more than the 1024 MB";
    QTest::newRow("svg 16384x16384") << "svg"
                                     << "ratio"
                                     << "16384x16384" << QString();
}

void TestExportFormats::sizesPastTheBudgetAreRefused() {
    QFETCH(QString, format);
    QFETCH(QString, figure);
    QFETCH(QString, size);
    QFETCH(QString, start);
    const QString dir = path(QStringLiteral("budget-") + QTest::currentDataTag());
    const Run r = exportScenario(dir, {QStringLiteral("--format"), format, QStringLiteral("--size"),
                                       size, QStringLiteral("--figure"), figure});
    QCOMPARE(r.status, QProcess::NormalExit);
    if (start.isEmpty()) {
        QVERIFY2(r.exitCode == 0, r.err.constData());
        return;
    }
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(start.toUtf8()) && r.err.count('\n') == 1, r.err.constData());
    QVERIFY(!QDir(dir).exists()); // refused before anything was drawn or created
}

// 65 536 chips: the pod overview's grey cells go into an SVG as one picture, not a rectangle
// each (17 MB a frame before; a slide's SVG should be the size of what it shows).
void TestExportFormats::svgMeshStaysSmallAtScale() {
    const QString dir = path(QStringLiteral("svg-at-scale"));
    QVERIFY(QDir().mkpath(dir));
    const QString file = QDir(dir).filePath(QStringLiteral("big.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schema": 1, "chips": 65536, "tp": 8})");
    f.close();
    const Run r = ::testing::runHeadless(QStringLiteral(SHARDSCOPE_BINARY),
                                         {QStringLiteral("export"), file, QStringLiteral("--out"),
                                          dir, QStringLiteral("--format"), QStringLiteral("svg"),
                                          QStringLiteral("--figure"), QStringLiteral("mesh")},
                                         120000);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QFileInfo svg(QDir(dir).filePath(QStringLiteral("mesh.svg")));
    QVERIFY2(svg.size() < 3 * 1024 * 1024, qPrintable(QString::number(svg.size())));
    QString xmlError;
    QVERIFY2(!svgTexts(svg.filePath(), &xmlError).isEmpty(), qPrintable(xmlError));
}

} // namespace shardscope

SHARDSCOPE_TEST_GUILESS_MAIN(shardscope::TestExportFormats)
#include "tst_export_formats.moc"
