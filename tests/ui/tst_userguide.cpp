// The user guide (docs/user-guide.md) against the window: every keyboard shortcut an action of
// the window defines is in the guide's table of menus and shortcuts.
#include "failonqtwarnings.h"
#include "shell/mainwindow.h"
#include "testarea.h"

#include <QAction>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QtTest>

using namespace shardscope;

class TestUserGuide : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void everyShortcutIsInTheGuide();
    void theTableIsFound();

  private:
    static QStringList guideShortcuts();
    static QString desktopName(const QKeySequence& key);
};

// The guide names the standard keys as Linux desktops bind them (Qt's table of standard key
// bindings, X11 column); the offscreen platform the tests run on takes another column (Redo is
// Ctrl+Y there). Any other shortcut is named as the window sets it.
QString TestUserGuide::desktopName(const QKeySequence& key) {
    const std::pair<QKeySequence::StandardKey, const char*> linux[] = {
        {QKeySequence::Open, "Ctrl+O"},         {QKeySequence::Save, "Ctrl+S"},
        {QKeySequence::SaveAs, "Ctrl+Shift+S"}, {QKeySequence::Quit, "Ctrl+Q"},
        {QKeySequence::Undo, "Ctrl+Z"},         {QKeySequence::Redo, "Ctrl+Shift+Z"},
    };
    for (const auto& [standard, name] : linux)
        if (QKeySequence::keyBindings(standard).contains(key))
            return QLatin1String(name);
    return key.toString(QKeySequence::PortableText);
}

void TestUserGuide::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

// The third column of every row of the table under "## Menus and keyboard shortcuts", cut at
// " / " and ", " ("Ctrl+S / Ctrl+Shift+S").
QStringList TestUserGuide::guideShortcuts() {
    QFile file(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/docs/user-guide.md"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    const qsizetype begin = text.indexOf(QLatin1String("\n## Menus and keyboard shortcuts"));
    if (begin < 0)
        return {};
    const qsizetype end = text.indexOf(QLatin1String("\n## "), begin + 1);
    const QStringList lines = text.mid(begin, end < 0 ? -1 : end - begin).split(QLatin1Char('\n'));
    QStringList shortcuts;
    for (const QString& line : lines) {
        if (!line.startsWith(QLatin1Char('|')))
            continue;
        const QStringList cells = line.split(QLatin1Char('|'));
        if (cells.size() < 5) // "", menu, item, shortcut, ""
            continue;
        for (const QString& key : cells[3].split(QRegularExpression(QStringLiteral(" / |, "))))
            if (!key.trimmed().isEmpty())
                shortcuts << key.trimmed();
    }
    return shortcuts;
}

void TestUserGuide::theTableIsFound() {
    // The table has a shortcut for Open: an empty parse must not pass the test below.
    QVERIFY(guideShortcuts().contains(QStringLiteral("Ctrl+O")));
}

void TestUserGuide::everyShortcutIsInTheGuide() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QStringList documented = guideShortcuts();
    int checked = 0;
    for (QAction* action : window.findChildren<QAction*>()) {
        for (const QKeySequence& key : action->shortcuts()) {
            const QString name = desktopName(key);
            QVERIFY2(documented.contains(name),
                     qPrintable(QStringLiteral("%1 (%2) is not in docs/user-guide.md")
                                    .arg(name, action->text())));
            ++checked;
        }
    }
    // The window defines well over a dozen (File, Edit, View, the board, Compare, Play).
    QVERIFY(checked >= 15);
}

SHARDSCOPE_TEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
