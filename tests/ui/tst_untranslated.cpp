// Every text the window shows in Russian and Chinese is translated: a text that is an English
// source string the translation file gives another wording for (whole, or with its placeholders
// filled in) has leaked through untranslated (a dialog that shows a figure's id, a label set
// before the translator loaded). Walked: the window and its figures, every menu opened with the
// keyboard, the figures' context menus, the dialogs and message boxes, the lesson's end screen;
// and a refused scenario's error reads in the language with the field it names.
#include "common/languagemanager.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "failonqtwarnings.h"
#include "figures/figureregistry.h"
#include "findcontrol.h"
#include "lesson/lessonpane.h"
#include "shell/compareactions.h"
#include "shell/exportdialog.h"
#include "shell/lessondeckdialog.h"
#include "shell/lessondock.h"
#include "shell/mainwindow.h"
#include "shell/runsdialog.h"
#include "testarea.h"
#include "untranslatedtexts.h"
#include "windowparts.h"
#include "workspace/board.h"
#include "workspace/customdialogs.h"

#include <QMenuBar>
#include <QStatusBar>
#include <QTemporaryDir>

namespace shardscope {

using testing::EnglishSources;
using testing::leaked;
using testing::shownTexts;
using testing::textsOfModal;

namespace {

EnglishSources englishFor(const QString& language) {
    return EnglishSources(QStringLiteral(SHARDSCOPE_TRANSLATIONS "/shardscope_") + language +
                          QStringLiteral(".ts"));
}

struct TranslatedWindow {
    MainWindow window;
    TranslatedWindow() {
        window.resize(1920, 1080);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }
};

// The letter after "&" in a menu's title ("&Файл": "Ф"), or a null character.
QChar mnemonicOf(const QString& title) {
    const qsizetype at = title.indexOf(QLatin1Char('&'));
    return at < 0 || at + 1 >= title.size() ? QChar() : title.at(at + 1);
}

// Alt and a letter, as a keyboard types it: Cyrillic too (QTest::keyClick takes Latin only).
void altClick(QWidget* widget, QChar letter) {
    const auto key = Qt::Key(letter.toUpper().unicode());
    const QString text(letter);
    QTest::sendKeyEvent(QTest::Press, widget, key, text, Qt::AltModifier);
    QTest::sendKeyEvent(QTest::Release, widget, key, text, Qt::AltModifier);
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

} // namespace

class TestUntranslated : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        QStandardPaths::setTestModeEnabled(true);
    }
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    void init() { QSettings().clear(); }

    void windowAndDialogs_data() { languages(); }
    void windowAndDialogs();
    void menusOpenedByKeyboard_data() { languages(); }
    void menusOpenedByKeyboard();
    void figureContextMenus_data() { languages(); }
    void figureContextMenus();
    void modalDialogs_data() { languages(); }
    void modalDialogs();
    void lessonEndScreen_data() { languages(); }
    void lessonEndScreen();
    void refusedScenarioInLanguage_data() { languages(); }
    void refusedScenarioInLanguage();

  private:
    void languages() {
        QTest::addColumn<QString>("language");
        QTest::newRow("ru") << "ru";
        QTest::newRow("zh_CN") << "zh_CN";
    }
    // The row's language is set and its translation file was read.
    static bool ready(const EnglishSources& english, const QString& language) {
        return english.whole.size() > 300 && LanguageManager::instance()->setLanguage(language);
    }
};

void TestUntranslated::windowAndDialogs() {
    QFETCH(QString, language);
    const EnglishSources english = englishFor(language);
    QVERIFY(ready(english, language));
    TranslatedWindow w;
    ExportDialog figures(&w.window);
    ExportDialog animation(&w.window, true);
    RunsDialog runs(&w.window);
    QStringList texts = shownTexts(w.window);
    for (const QWidget* dialog : {static_cast<QWidget*>(&figures),
                                  static_cast<QWidget*>(&animation), static_cast<QWidget*>(&runs)})
        texts << shownTexts(*dialog) << dialog->windowTitle();
    for (const QAction* menu : w.window.menuBar()->actions())
        texts << menu->text().remove(QLatin1Char('&'));
    // Compare: A pinned, then B moved away from it (the banner, the panel's comparison, the
    // ghosts' legend entry, the mesh's caption of A).
    compareActionsOf(w.window)->pinAction()->trigger();
    Scenario b = w.window.document()->scenario();
    b.batchTokens *= 4;
    w.window.document()->apply(b, QStringLiteral("batch"));
    QVERIFY(w.window.document()->pinned());
    texts << shownTexts(w.window);
    QVERIFY(texts.size() > 200); // the walk reached the window's parts
    const QStringList leaks = leaked(texts, english);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral(" | "))));
}

// Each menu of the bar, opened as a keyboard does (Alt and its letter), with its submenus.
void TestUntranslated::menusOpenedByKeyboard() {
    QFETCH(QString, language);
    const EnglishSources english = englishFor(language);
    QVERIFY(ready(english, language));
    TranslatedWindow w;
    QStringList texts;
    int opened = 0;
    for (QAction* top : w.window.menuBar()->actions()) {
        const QChar letter = mnemonicOf(top->text());
        QVERIFY2(!letter.isNull(), qPrintable(top->text())); // every menu has a letter
        QMenu* menu = top->menu();
        altClick(&w.window, letter);
        QTRY_VERIFY2(menu->isVisible(), qPrintable(top->text()));
        texts << testing::menuTexts(menu);
        QTest::keyClick(menu, Qt::Key_Escape);
        QTRY_VERIFY(!menu->isVisible());
        w.window.menuBar()->setActiveAction(nullptr);
        ++opened;
    }
    QVERIFY(opened >= 6); // File, Edit, View, Scenario, Lesson, Compare, Help
    const QStringList leaks = leaked(texts, english);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral(" | "))));
}

// The right-click menu of every figure (each has its own view entries above Save / Copy), drawn
// from the window's scenario.
void TestUntranslated::figureContextMenus() {
    QFETCH(QString, language);
    const EnglishSources english = englishFor(language);
    QVERIFY(ready(english, language));
    TranslatedWindow w;
    const ScenarioDocument* doc = w.window.document();
    QStringList texts;
    for (const QString& id : figures::ids()) {
        const std::unique_ptr<Figure> f = figures::create(id);
        f->resize(800, 600);
        f->setEvaluation(makeEvaluation(doc->scenario(), doc->results()));
        f->show();
        QVERIFY(QTest::qWaitForWindowExposed(f.get()));
        const QPoint at = f->rect().center();
        const QStringList menu = textsOfModal([&f, at] {
            QContextMenuEvent event(QContextMenuEvent::Mouse, at, f->mapToGlobal(at));
            QApplication::sendEvent(f.get(), &event);
        });
        QVERIFY2(menu.size() > 2, qPrintable(id)); // the menu came up with its entries
        texts << menu << shownTexts(*f);
    }
    QVERIFY(figures::ids().size() >= 8);
    const QStringList leaks = leaked(texts, english);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral(" | "))));
}

// The dialogs the window waits on: About, the lesson to export as slides, the custom hardware
// and model, the prompt for a file another program changed, and for unsaved changes.
void TestUntranslated::modalDialogs() {
    QFETCH(QString, language);
    const EnglishSources english = englishFor(language);
    QVERIFY(ready(english, language));
    TranslatedWindow w;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("mine.json"));
    QFile::copy(QStringLiteral(SHARDSCOPE_SCENARIOS_DIR "/01-book-figure.json"), file);
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(w.window.openFile(file));
    Scenario edited = w.window.document()->scenario();
    edited.batchTokens *= 2;
    w.window.document()->apply(edited, QStringLiteral("batch"));
    writeFile(file, "{\"schema\": 1}\n"); // another program's edit, after it was opened here

    QMenu* help = w.window.menuBar()->actions().last()->menu();
    QAction* save = nullptr; // File > Save
    for (QAction* a : w.window.menuBar()->actions().first()->menu()->actions())
        if (a->shortcut() == QKeySequence(QKeySequence::Save))
            save = a;
    QVERIFY(save);
    QString error;
    Hardware hardware;
    Model model;
    const QList<QPair<const char*, std::function<void()>>> dialogs{
        {"about", [help] { help->actions().first()->trigger(); }},
        {"lesson to export", [&w, &error] { chooseBuiltInLesson(&w.window, &error); }},
        {"custom hardware", [&w, &hardware] { editHardwareDialog(&w.window, hardware); }},
        {"custom model", [&w, &model] { editModelDialog(&w.window, model); }},
        {"file changed on disk", [save] { save->trigger(); }},
        {"unsaved changes", [&w] { w.window.close(); }},
    };
    QStringList texts;
    for (const auto& [name, open] : dialogs) {
        const QStringList shown = textsOfModal(open);
        QVERIFY2(shown.size() > 1, name); // it came up, with more than a title
        texts << shown;
    }
    const QStringList leaks = leaked(texts, english);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral(" | "))));
}

// The screen after a lesson's last step: its outcomes, totals and buttons.
void TestUntranslated::lessonEndScreen() {
    QFETCH(QString, language);
    const EnglishSources english = englishFor(language);
    QVERIFY(ready(english, language));
    TranslatedWindow w;
    QVERIFY(w.window.openLesson(QStringLiteral("ch5-parallelism")));
    LessonPane* pane = lessonDockOf(w.window)->pane();
    pane->goTo(pane->stepCount() - 1);
    pane->next();
    QVERIFY(testing::findControl<QWidget>(pane, "lessonSummary")->isVisibleTo(pane));
    const QStringList texts = shownTexts(*pane);
    QVERIFY(texts.size() > 10);
    const QStringList leaks = leaked(texts, english);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral(" | "))));
}

// A scenario with a negative batch: the core refuses it (InputError) with its JSON path; the box
// says why in the window's language and names the field.
void TestUntranslated::refusedScenarioInLanguage() {
    QFETCH(QString, language);
    const EnglishSources english = englishFor(language);
    QVERIFY(ready(english, language));
    TranslatedWindow w;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("negative.json"));
    writeFile(file, "{\"schema\": 1, \"hardware\": \"tpu-v5p\", \"model\": \"book-figure\", "
                    "\"chips\": 4096, \"fsdp\": 512, \"tp\": 8, \"batch_tokens\": -1}\n");
    QStringList texts = textsOfModal([&w, file] { QVERIFY(!w.window.openFile(file)); });
    QVERIFY(!texts.isEmpty());
    const QString message = texts.filter(QStringLiteral("batch_tokens")).value(0);
    QVERIFY2(!message.isEmpty(), qPrintable(texts.join(QStringLiteral(" | "))));
    // The why after the path is not English: it has no English word of its own.
    const QString why = message.section(QStringLiteral("/batch_tokens"), -1);
    QVERIFY2(!why.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))), qPrintable(why));
    const QStringList leaks = leaked(texts, english);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral(" | "))));
}

} // namespace shardscope

SHARDSCOPE_TEST_MAIN(shardscope::TestUntranslated)
#include "tst_untranslated.moc"
