// The UI's access to lessons: a user's lesson file with a shipped scenario name, the views the
// figure registry offers, the language, and the Markdown subset as escaped rich text.
#include "common/languagemanager.h"
#include "failonqtwarnings.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonpane.h"
#include "lessonvocabulary.h"
#include "mesh/meshview.h"
#include "scenario_io.h"
#include "shell/lessondock.h"
#include "testarea.h"
#include "windowparts.h"
#include "windowtesting.h"
#include "workspace/board.h"

#include <QDir>

#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

namespace shardscope {

class TestLessonLibrary : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    }
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }

    // The window reads lessons with the words docs/lesson-format.md documents, no more, no less.
    void vocabularyIsTheDocumentedOne() {
        const auto sorted = [](std::vector<std::string> v) {
            std::sort(v.begin(), v.end());
            return v;
        };
        const LessonReadOptions o = lessonReadOptions(true);
        QCOMPARE(sorted(o.languages), sorted(documented::languages));
        QCOMPARE(sorted(o.views), sorted(documented::views));
        QCOMPARE(sorted(o.curves), sorted(documented::curves));
        QCOMPARE(sorted(o.highlights), sorted(documented::highlights));
        QCOMPARE(sorted(o.meshSteps), sorted(documented::meshSteps));
        QCOMPARE(o.maxViews, documented::maxViews);
    }

    // The sample names "01-book-figure.json", which is not next to it: the shipped one is used.
    void userFileUsesShippedScenario() {
        const Lesson lesson =
            loadLesson(QStringLiteral(SHARDSCOPE_TEST_DATA "/lessons/sample.json"));
        QCOMPARE(lesson.id, std::string("sample-fsdp"));
        QCOMPARE(lesson.scenario.chips, 4096LL);
        QCOMPARE(lesson.steps.size(), size_t(4));
    }

    // A scenario next to the lesson file comes first; views are the figure registry's.
    void scenarioNextToTheLesson() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto write = [&](const QString& name, const QByteArray& text) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        };
        write(QStringLiteral("mine.json"), R"({"schema": 1, "chips": 64, "tp": 4})");
        write(QStringLiteral("lesson.json"), R"({"lesson": 1, "id": "mine", "title": {"en": "Mine"},
            "scenario": "mine.json",
            "steps": [{"title": {"en": "One"}, "text": {"en": "Text"}, "views": ["roofline", "mesh"]}]})");
        const Lesson lesson = loadLesson(dir.filePath(QStringLiteral("lesson.json")));
        QCOMPARE(lesson.scenario.chips, 64LL);
        QCOMPARE(lesson.scenario.fsdp, 16LL);        // 64 / 4
        QCOMPARE(lesson.warnings.size(), size_t(2)); // no ru, no zh_CN
        write(QStringLiteral("bad.json"), R"({"lesson": 1, "id": "bad", "title": {"en": "Bad"},
            "steps": [{"title": {"en": "One"}, "text": {"en": "Text"}, "views": ["mesh3d"]}]})");
        try {
            loadLesson(dir.filePath(QStringLiteral("bad.json")));
            QFAIL("accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.path(), std::string("/steps/0/views/0"));
        }
        try {
            loadLesson(dir.filePath(QStringLiteral("absent.json")));
            QFAIL("accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.reason(), std::string("cannot open the file"));
        }
    }

    void builtInIdsLoad() {
        for (const QString& id : builtInLessonIds()) {
            QVERIFY(!builtInLessonTitle(id).isEmpty());
            QCOMPARE(QString::fromStdString(loadLesson(id).id), id);
        }
        QVERIFY(builtInLessonTitle(QStringLiteral("no-such-lesson")).isEmpty());
    }

    void language() {
        LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(lessonLanguage(), std::string("zh_CN"));
        LessonText t;
        t.byLanguage = {{"en", "batch"}, {"zh_CN", "批量"}};
        QCOMPARE(lessonHtml(t), QStringLiteral("<p>批量</p>"));
        LanguageManager::instance()->setLanguage(QStringLiteral("ru"));
        QCOMPARE(lessonLanguage(), std::string("ru"));
        QCOMPARE(lessonHtml(t), QStringLiteral("<p>batch</p>")); // no Russian: English
        LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    }

    void html_data() {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("html");
        QTest::newRow("bold") << "a **B/X** b"
                              << "<p>a <b>B/X</b> b</p>";
        QTest::newRow("italic") << "*why* not"
                                << "<p><i>why</i> not</p>";
        QTest::newRow("code") << "set `tp = 1`"
                              << "<p>set <code>tp = 1</code></p>";
        QTest::newRow("stars in code stay") << "`a*b*c`"
                                            << "<p><code>a*b*c</code></p>";
        QTest::newRow("escaped first") << "<b>x</b> & **<y>**"
                                       << "<p>&lt;b&gt;x&lt;/b&gt; &amp; <b>&lt;y&gt;</b></p>";
        QTest::newRow("a product is not italic") << "2 * 3 * 4"
                                                 << "<p>2 * 3 * 4</p>";
        QTest::newRow("paragraphs and lines") << "one\ntwo\n\nthree"
                                              << "<p>one<br/>two</p><p>three</p>";
        QTest::newRow("unicode math") << "α/M_X · √N"
                                      << "<p>α/M_X · √N</p>";
        // Digit groups are held together by a no-break space; other spaces stay breakable.
        QTest::newRow("digit groups") << "F = 32 768, B = 1 048 576"
                                      << "<p>F = 32\u00a0768, B = 1\u00a0048\u00a0576</p>";
        QTest::newRow("not a group") << "step 2 of 7, 12 3456"
                                     << "<p>step 2 of 7, 12 3456</p>";
    }

    void html() {
        QFETCH(QString, markdown);
        QFETCH(QString, html);
        LessonText t;
        t.byLanguage["en"] = markdown.toStdString();
        QCOMPARE(lessonHtml(t), html);
    }
    // ch5-parallelism, steps 7 and 8 (from 1): the mesh shows FSDP's AllGather of W_in, then TP's
    // of In. In the forward of FSDP+TP (ch. 5's listing) TP's gather of In is step 1 and FSDP's
    // of W_in step 2, indices 0 and 1.
    void meshStepShowsTheNamedGather() {
        const auto window = testing::openMainWindow();
        QVERIFY(window);
        QVERIFY(window->openLesson(QStringLiteral("ch5-parallelism")));
        LessonPane* pane = lessonDockOf(*window)->pane();
        MeshView* mesh = boardOf(*window)->tabMesh();
        const struct {
            int lessonStep, meshStep;
            MeshAxis axis;
            TensorId tensor;
        } expected[] = {{6, 1, MeshAxis::Fsdp, TensorId::WIn}, {7, 0, MeshAxis::Tp, TensorId::In}};
        for (const auto& e : expected) {
            pane->goTo(e.lessonStep);
            QCOMPARE(pane->lesson().steps[size_t(e.lessonStep)].views,
                     std::vector<std::string>{"mesh"});
            QTRY_VERIFY(mesh->isVisible());
            QTRY_COMPARE(mesh->clock().step(), e.meshStep);
            const ScheduleStep& st = mesh->scene().schedule.steps[size_t(e.meshStep)];
            QCOMPARE(st.kind, StepKind::AllGather);
            QCOMPARE(st.axis, e.axis);
            QCOMPARE(st.lhs.id, e.tensor);
            QVERIFY(!mesh->clock().isPlaying());
        }
    }
};

} // namespace shardscope

SHARDSCOPE_TEST_MAIN(shardscope::TestLessonLibrary)
#include "tst_lessonlibrary.moc"
