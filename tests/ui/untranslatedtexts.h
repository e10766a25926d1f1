#pragma once
// What tst_untranslated reads and compares: the English sources the translation file words
// differently, and every text a window, a dialog, a menu or a figure shows a person.
#include "figures/figure.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTabBar>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>

#include <functional>

namespace shardscope::testing {

/**
 * The English sources the file translates to something else ("Batch" → "Батч"); texts that
 * read the same in both ("FSDP", "Roofline") are not evidence of anything. A source with
 * placeholders ("%1 was changed by another program…") is matched as a pattern, the
 * placeholders standing for anything, when its words are enough to tell it (an English word of
 * four letters or more): "%1 ms" is not.
 */
struct EnglishSources {
    QSet<QString> whole;
    QList<QRegularExpression> patterns;

    explicit EnglishSources(const QString& tsFile) {
        QFile f(tsFile);
        if (!f.open(QIODevice::ReadOnly))
            return;
        QXmlStreamReader xml(&f);
        QString source;
        while (!xml.atEnd()) {
            if (!xml.readNextStartElement())
                continue;
            if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const QString translation =
                    xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (!translation.isEmpty() && translation != source && source.size() >= 3)
                    add(source);
            }
        }
    }

    /** The English source `text` is, whole or with its placeholders filled in; "" if none. */
    QString match(const QString& text) const {
        if (whole.contains(text))
            return text;
        for (const QRegularExpression& p : patterns)
            if (p.match(text).hasMatch())
                return p.pattern();
        return {};
    }

  private:
    void add(const QString& source) {
        static const QRegularExpression placeholder(QStringLiteral("%(n|L?\\d)"));
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{4,}"));
        if (!source.contains(placeholder)) {
            whole.insert(source);
            return;
        }
        const QStringList pieces = source.split(placeholder);
        if (!word.match(pieces.join(QLatin1Char(' '))).hasMatch())
            return;
        QStringList escaped;
        for (const QString& piece : pieces)
            escaped << QRegularExpression::escape(piece);
        patterns << QRegularExpression(QStringLiteral("^") + escaped.join(QStringLiteral(".*")) +
                                           QStringLiteral("$"),
                                       QRegularExpression::DotMatchesEverythingOption);
    }
};

/** A menu's actions and, opened in turn, its submenus' (a submenu may fill itself when shown). */
inline QStringList menuTexts(QMenu* menu) {
    QStringList texts{menu->title()};
    for (QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        texts << a->text() << a->toolTip();
        if (QMenu* sub = a->menu()) {
            sub->popup(QPoint(0, 0));
            texts << menuTexts(sub);
            sub->hide();
        }
    }
    return texts;
}

/**
 * What a person reads: labels, buttons, group titles, tabs, combo items, dock titles, tooltips,
 * item views, message boxes, menus and their actions, and each figure's texts as drawn (title,
 * axes, ticks, legend, text items).
 */
inline QStringList shownTexts(const QWidget& root) {
    QStringList texts;
    QList<const QWidget*> widgets{&root};
    for (const QWidget* w : root.findChildren<QWidget*>())
        widgets << w;
    for (const QWidget* w : std::as_const(widgets)) {
        texts << w->toolTip();
        if (auto* l = qobject_cast<const QLabel*>(w))
            texts << l->text();
        if (auto* b = qobject_cast<const QAbstractButton*>(w))
            texts << b->text();
        if (auto* g = qobject_cast<const QGroupBox*>(w))
            texts << g->title();
        if (auto* d = qobject_cast<const QDockWidget*>(w))
            texts << d->windowTitle();
        if (auto* e = qobject_cast<const QLineEdit*>(w))
            texts << e->placeholderText();
        if (auto* m = qobject_cast<const QMessageBox*>(w))
            texts << m->text() << m->informativeText();
        if (auto* t = qobject_cast<const QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i)
                texts << t->tabText(i) << t->tabToolTip(i);
        if (auto* c = qobject_cast<const QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i)
                texts << c->itemText(i);
        if (auto* v = qobject_cast<const QAbstractItemView*>(w); v && v->model()) {
            const QAbstractItemModel* model = v->model();
            for (int c = 0; c < model->columnCount(); ++c)
                texts << model->headerData(c, Qt::Horizontal).toString();
            for (int r = 0; r < std::min(model->rowCount(), 50); ++r)
                for (int c = 0; c < model->columnCount(); ++c)
                    texts << model->index(r, c).data().toString();
        }
        for (const QAction* a : w->actions())
            texts << a->text() << a->toolTip();
        if (auto* f = qobject_cast<const Figure*>(w))
            for (const TextItem& t : plotTextItems(const_cast<Figure*>(f)))
                texts << t.text;
    }
    for (QString& t : texts)
        t.remove(QLatin1Char('&')); // a mnemonic is not part of the words
    texts.removeAll(QString());
    return texts;
}

/**
 * The texts of the dialog, message box or menu that `open` shows (and waits on, as exec()
 * does), read as soon as it is up and then closed; empty when none came up.
 */
inline QStringList textsOfModal(const std::function<void()>& open) {
    QStringList texts;
    bool seen = false;
    QTimer poll;
    poll.setInterval(0);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget* up = QApplication::activePopupWidget();
        if (!up)
            up = QApplication::activeModalWidget();
        if (!up || !up->isVisible() || seen)
            return;
        seen = true;
        poll.stop();
        texts << up->windowTitle() << shownTexts(*up);
        if (auto* menu = qobject_cast<QMenu*>(up)) {
            texts << menuTexts(menu);
            menu->close();
        } else if (auto* dialog = qobject_cast<QDialog*>(up)) {
            dialog->reject();
        }
    });
    poll.start();
    open();
    if (!seen) // shown without waiting on it (open(), not exec()): read it when it is up
        (void)QTest::qWaitFor([&seen] { return seen; });
    return texts;
}

/** The texts among `texts` that are English sources, each once. */
inline QStringList leaked(const QStringList& texts, const EnglishSources& english) {
    QStringList out;
    for (const QString& t : texts)
        if (const QString source = english.match(t); !source.isEmpty() && !out.contains(t))
            out << t;
    return out;
}

} // namespace shardscope::testing
