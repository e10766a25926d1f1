// Every text the window shows in Russian and Chinese is translated: a text that is, whole, an
// English source string the translation file gives another wording for has leaked through
// untranslated (a dialog that shows a figure's id, a label set before the translator loaded).
#include "common/languagemanager.h"
#include "failonqtwarnings.h"
#include "figures/figure.h"
#include "shell/exportdialog.h"
#include "shell/mainwindow.h"
#include "shell/runsdialog.h"
#include "testarea.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTabBar>
#include <QTest>
#include <QXmlStreamReader>

namespace shardscope {

namespace {

// The English sources the file translates to something else ("Batch" → "Батч"); texts that
// read the same in both ("FSDP", "Roofline") are not evidence of anything.
QSet<QString> translatedSources(const QString& tsFile) {
    QFile f(tsFile);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QSet<QString> out;
    QXmlStreamReader xml(&f);
    QString source;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement())
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!translation.isEmpty() && translation != source && source.size() >= 3)
                out.insert(source);
        }
    }
    return out;
}

// What a person reads: labels, buttons, group titles, tabs, combo items, dock titles, menus
// and their actions, and each figure's title, axes and legend.
QStringList shownTexts(const QWidget& root) {
    QStringList texts;
    for (const QWidget* w : root.findChildren<QWidget*>()) {
        if (auto* l = qobject_cast<const QLabel*>(w))
            texts << l->text();
        if (auto* b = qobject_cast<const QAbstractButton*>(w))
            texts << b->text();
        if (auto* g = qobject_cast<const QGroupBox*>(w))
            texts << g->title();
        if (auto* d = qobject_cast<const QDockWidget*>(w))
            texts << d->windowTitle();
        if (auto* t = qobject_cast<const QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i)
                texts << t->tabText(i);
        if (auto* c = qobject_cast<const QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i)
                texts << c->itemText(i);
        for (const QAction* a : w->actions())
            texts << a->text();
        if (auto* f = qobject_cast<const Figure*>(w)) {
            for (QCPAxisRect* rect : f->axisRects())
                for (QCPAxis* axis : rect->axes())
                    texts << axis->label();
            for (int i = 0; i < f->legend->itemCount(); ++i)
                if (auto* item = qobject_cast<QCPPlottableLegendItem*>(f->legend->item(i)))
                    texts << item->plottable()->name();
        }
    }
    for (QString& t : texts)
        t.remove(QLatin1Char('&')); // a mnemonic is not part of the words
    return texts;
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

    void windowAndDialogs_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("ru") << "ru";
        QTest::newRow("zh_CN") << "zh_CN";
    }

    void windowAndDialogs() {
        QFETCH(QString, language);
        const QSet<QString> english =
            translatedSources(QStringLiteral(SHARDSCOPE_TRANSLATIONS "/shardscope_") + language +
                              QStringLiteral(".ts"));
        QVERIFY(english.size() > 300); // the file was read
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        MainWindow window;
        window.resize(1920, 1080);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ExportDialog figures(&window);
        ExportDialog animation(&window, true);
        RunsDialog runs(&window);
        QStringList texts = shownTexts(window);
        for (const QWidget* dialog :
             {static_cast<QWidget*>(&figures), static_cast<QWidget*>(&animation),
              static_cast<QWidget*>(&runs)})
            texts << shownTexts(*dialog) << dialog->windowTitle();
        for (const QAction* menu : window.menuBar()->actions())
            texts << menu->text().remove(QLatin1Char('&'));
        QVERIFY(texts.size() > 200); // the walk reached the window's parts
        QStringList leaked;
        for (const QString& t : texts)
            if (english.contains(t) && !leaked.contains(t))
                leaked << t;
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(QStringLiteral(" | "))));
    }
};

} // namespace shardscope

SHARDSCOPE_TEST_MAIN(shardscope::TestUntranslated)
#include "tst_untranslated.moc"
