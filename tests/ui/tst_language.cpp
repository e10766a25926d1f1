// The translations are complete, the language switches in a running
// window, and no control label is clipped in any language at 1366 x 768.
#include "common/languagemanager.h"
#include "errorbox.h"
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "figures/computevscommsfigure.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/controlpanel.h"
#include "workspace/explanationpanel.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDirIterator>
#include <QDomDocument>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace shardscope;

namespace {

struct Message {
    QString context, source, translation;
    QStringList numerus;
    bool unfinished = false;
};

QList<Message> readTs(const QString& file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QDomDocument doc;
    if (!doc.setContent(&f))
        return {};
    QList<Message> out;
    const QDomNodeList contexts = doc.elementsByTagName(QStringLiteral("context"));
    for (int c = 0; c < contexts.size(); ++c) {
        const QDomElement context = contexts.at(c).toElement();
        const QString name = context.firstChildElement(QStringLiteral("name")).text();
        for (QDomElement m = context.firstChildElement(QStringLiteral("message")); !m.isNull();
             m = m.nextSiblingElement(QStringLiteral("message"))) {
            Message msg;
            msg.context = name;
            msg.source = m.firstChildElement(QStringLiteral("source")).text();
            const QDomElement t = m.firstChildElement(QStringLiteral("translation"));
            msg.unfinished = t.attribute(QStringLiteral("type")) == QLatin1String("unfinished") ||
                             t.attribute(QStringLiteral("type")) == QLatin1String("vanished") ||
                             t.attribute(QStringLiteral("type")) == QLatin1String("obsolete");
            for (QDomElement n = t.firstChildElement(QStringLiteral("numerusform")); !n.isNull();
                 n = n.nextSiblingElement(QStringLiteral("numerusform")))
                msg.numerus.push_back(n.text());
            msg.translation = msg.numerus.isEmpty() ? t.text() : msg.numerus.join(QLatin1Char('|'));
            out.push_back(msg);
        }
    }
    return out;
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void tsFilesComplete_data();
    void tsFilesComplete();
    void everySourceStringIsInTheTsFiles();
    void switchesWhileRunning();
    void russianPluralsAndNumbers();
    void refusalsInTheUsersLanguage_data();
    void refusalsInTheUsersLanguage();
    void noLabelClipped_data();
    void noLabelClipped();
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
};

void TestLanguage::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

void TestLanguage::tsFilesComplete_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("pluralForms");
    QTest::newRow("ru") << QStringLiteral(SHARDSCOPE_TRANSLATIONS "/shardscope_ru.ts") << 3;
    QTest::newRow("zh_CN") << QStringLiteral(SHARDSCOPE_TRANSLATIONS "/shardscope_zh_CN.ts") << 1;
}

void TestLanguage::tsFilesComplete() {
    QFETCH(QString, file);
    QFETCH(int, pluralForms);
    const QList<Message> messages = readTs(file);
    QVERIFY2(messages.size() > 100, qPrintable(file));
    for (const Message& m : messages) {
        const QString where = m.context + QStringLiteral(": ") + m.source;
        QVERIFY2(!m.unfinished, qPrintable(QStringLiteral("unfinished: ") + where));
        QVERIFY2(!m.translation.trimmed().isEmpty(), qPrintable(QStringLiteral("empty: ") + where));
        if (!m.numerus.isEmpty())
            QVERIFY2(m.numerus.size() == pluralForms,
                     qPrintable(QStringLiteral("plural forms: ") + where));
        // Every %1, %2, %n of the source must survive (a lost one prints a wrong number).
        const QSet<QString> want = placeholders(m.source);
        for (const QString& form : m.numerus.isEmpty() ? QStringList{m.translation} : m.numerus)
            QVERIFY2(placeholders(form) == want ||
                         (!m.numerus.isEmpty() &&
                          placeholders(form) == want - QSet<QString>{QStringLiteral("%n")}),
                     qPrintable(QStringLiteral("placeholders: ") + where + QStringLiteral(" -> ") +
                                form));
    }
}

void TestLanguage::everySourceStringIsInTheTsFiles() {
    // lupdate over the sources now; each string it finds must be translated in both files.
    QTemporaryDir dir;
    const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
    // -I ui: includes carry their folder ("figures/figure.h"), as the build's layers give them.
    QStringList args{QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                     QStringLiteral("none"), QStringLiteral("-I"),
                     QStringLiteral(SHARDSCOPE_SOURCE_DIR "/ui")};
    // ui/ and its subfolders (ui/mesh, ...), and app/.
    for (const char* folder : {"/ui", "/app"}) {
        QDirIterator files(QStringLiteral(SHARDSCOPE_SOURCE_DIR) + QLatin1String(folder),
                           {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext())
            args << files.next();
    }
    args << QStringLiteral(SHARDSCOPE_SOURCE_DIR
                           "/core/scenario_messages.h"); // the window words the core's refusals
    args << QStringLiteral("-ts") << fresh;
    QProcess lupdate;
    lupdate.start(QStringLiteral(SHARDSCOPE_LUPDATE), args);
    QVERIFY(lupdate.waitForFinished(120000));
    QCOMPARE(lupdate.exitCode(), 0);
    const QList<Message> sources = readTs(fresh);
    QVERIFY(sources.size() > 100);
    for (const char* name : {"/shardscope_ru.ts", "/shardscope_zh_CN.ts"}) {
        QSet<QString> done;
        for (const Message& m :
             readTs(QStringLiteral(SHARDSCOPE_TRANSLATIONS) + QLatin1String(name)))
            if (!m.unfinished && !m.translation.isEmpty())
                done.insert(m.context + QLatin1Char('\x1f') + m.source);
        for (const Message& m : sources)
            QVERIFY2(done.contains(m.context + QLatin1Char('\x1f') + m.source),
                     qPrintable(QStringLiteral("%1 lacks %2: %3")
                                    .arg(QLatin1String(name), m.context, m.source)));
    }
}

void TestLanguage::switchesWhileRunning() {
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* figure = qobject_cast<ComputeVsCommsFigure*>(figuresOf(window).first());
    QLabel* chips = nullptr;
    for (QLabel* l : controlsOf(window)->findChildren<QLabel*>())
        if (l->text() == QLatin1String("Chips N"))
            chips = l;
    QVERIFY(chips);
    const QString fileMenu = window.menuBar()->actions().first()->text();
    const QString axis = figure->xAxis->label();
    QCOMPARE(fileMenu, QStringLiteral("&File"));

    for (const QString& lang : {QStringLiteral("ru"), QStringLiteral("zh_CN")}) {
        QVERIFY(LanguageManager::instance()->setLanguage(lang));
        QCoreApplication::processEvents();
        const QString menu = window.menuBar()->actions().first()->text();
        QVERIFY2(menu != fileMenu, qPrintable(lang + QStringLiteral(": menu ") + menu));
        QCOMPARE(menu, QCoreApplication::translate("shardscope::MainWindow", "&File"));
        QVERIFY2(figure->xAxis->label() != axis,
                 qPrintable(lang + QStringLiteral(": axis ") + figure->xAxis->label()));
        QVERIFY2(chips->text() != QLatin1String("Chips N"),
                 qPrintable(lang + QStringLiteral(": label ") + chips->text()));
        QVERIFY(window.windowTitle().contains(QStringLiteral("ShardScope")));
    }
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(window.menuBar()->actions().first()->text(), fileMenu);
    QCOMPARE(chips->text(), QStringLiteral("Chips N"));
}

void TestLanguage::russianPluralsAndNumbers() {
    // Russian has three plural forms: на 1 чипе, на 21 чипе, на 64 чипах (prepositional case).
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("ru")));
    ExplanationPanel panel;
    const auto textFor = [&panel](long long chips) {
        const Scenario s = withChips(defaultScenario(), chips);
        panel.setEvaluation(makeEvaluation(s));
        // During a drag the panel lays out once the values rest.
        if (!QTest::qWaitFor([&panel] { return testing::explanationIsStill(panel); }))
            qWarning("the explanation panel never came to rest"); // fails the test
        return panel.toPlainText();
    };
    QVERIFY2(textFor(1).contains(QStringLiteral("на 1 чипе")), qPrintable(textFor(1).left(120)));
    QVERIFY2(textFor(21).contains(QStringLiteral("на 21 чипе")), qPrintable(textFor(21).left(120)));
    QVERIFY2(textFor(64).contains(QStringLiteral("на 64 чипах")),
             qPrintable(textFor(64).left(120)));
    // The locale follows the language: grouping by a (narrow) space, not a comma.
    QVERIFY2(!textFor(4096).contains(QStringLiteral("4,096")), qPrintable(textFor(4096).left(120)));
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    QVERIFY(textFor(1).contains(QStringLiteral("on 1 chip;")));
    QVERIFY(textFor(64).contains(QStringLiteral("on 64 chips;")));
}

void TestLanguage::refusalsInTheUsersLanguage_data() {
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("reason"); // the translation of "%1 does not divide chips %2"
    QTest::newRow("ru") << "ru"
                        << "/tp: 3 не делит число чипов 64";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "/tp: 3 不能整除芯片数 64";
    QTest::newRow("en") << "en"
                        << "/tp: 3 does not divide chips 64";
}

void TestLanguage::refusalsInTheUsersLanguage() {
    // A refused file reads in the window's language, with the path and the values as written.
    QFETCH(QString, lang);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("broken.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schema": 1, "chips": 64, "fsdp": 16, "tp": 3})");
    f.close();
    QVERIFY(LanguageManager::instance()->setLanguage(lang));
    MainWindow window;
    QVERIFY(!window.openFile(file));
    const QString shown = testing::errorShown(&window);
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    QCOMPARE(shown, file + QStringLiteral(": ") + reason);
}

void TestLanguage::noLabelClipped_data() {
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("projector");
    for (const char* lang : {"en", "ru", "zh_CN"})
        for (bool projector : {false, true})
            QTest::newRow(qPrintable(QStringLiteral("%1%2").arg(
                QLatin1String(lang), projector ? QStringLiteral(" projector") : QString())))
                << QString::fromLatin1(lang) << projector;
}

void TestLanguage::noLabelClipped() {
    QFETCH(QString, lang);
    QFETCH(bool, projector);
    QVERIFY(LanguageManager::instance()->setLanguage(lang));
    MainWindow window;
    window.setProjectorMode(projector);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    for (QWidget* w : controlsOf(window)->findChildren<QWidget*>()) {
        if (!w->isVisible())
            continue;
        QString text;
        if (auto* l = qobject_cast<QLabel*>(w))
            text = l->text();
        else if (auto* b = qobject_cast<QAbstractButton*>(w))
            text = b->text();
        else if (auto* c = qobject_cast<QComboBox*>(w))
            text = c->currentText();
        else
            continue;
        if (text.isEmpty())
            continue;
        // A widget narrower than what its text asks for clips that text.
        QVERIFY2(w->width() >= w->minimumSizeHint().width() - 1,
                 qPrintable(QStringLiteral("%1: \"%2\" is %3 px wide, needs %4")
                                .arg(lang, text)
                                .arg(w->width())
                                .arg(w->minimumSizeHint().width())));
        if (qobject_cast<QLabel*>(w) || qobject_cast<QAbstractButton*>(w))
            QVERIFY2(w->width() >= w->sizeHint().width() - 1,
                     qPrintable(QStringLiteral("%1: \"%2\" is %3 px wide, needs %4")
                                    .arg(lang, text)
                                    .arg(w->width())
                                    .arg(w->sizeHint().width())));
    }
}

SHARDSCOPE_TEST_MAIN(TestLanguage)
#include "tst_language.moc"
