#include "lesson/lessonlibrary.h"
#include "common/viewids.h"

#include "common/format.h"
#include "common/languagemanager.h"
#include "figures/figureregistry.h"
#include "lesson/lessonhighlight.h"
#include "scenario_io.h"
#include "scenario_messages.h"
#include "step_ring.h"
#include "workspace/board.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace shardscope {

namespace {

const QString kLessonRoot = QStringLiteral(":/lessons");
const QString kScenarioRoot = QStringLiteral(":/scenarios");

std::string resourceText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError("", message::cannotOpen);
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), size_t(bytes.size()));
}

// A scenario the lesson names: next to a user's lesson file first, then among the shipped ones.
std::string scenarioText(const QString& lessonFolder, const std::string& name) {
    const QString file = QString::fromStdString(name);
    if (!lessonFolder.isEmpty()) {
        const QString nearby = QDir(lessonFolder).filePath(file);
        if (QFileInfo::exists(nearby))
            return readScenarioText(nearby.toStdString());
    }
    // Shipped scenarios sit flat in the resource: a name with a folder in it is none of them.
    const QString shipped = kScenarioRoot + QLatin1Char('/') + file;
    if (file.contains(QLatin1Char('/')) || !QFile::exists(shipped))
        throw InputError("", message::noScenarioFile, {name});
    return resourceText(shipped);
}

// Resources never change while the program runs: each built-in lesson is read once.
const Lesson& builtInLesson(const QString& id) {
    static QHash<QString, Lesson> cache;
    const auto it = cache.constFind(id);
    if (it != cache.constEnd())
        return *it;
    const std::string text =
        resourceText(kLessonRoot + QLatin1Char('/') + id + QStringLiteral(".json"));
    return *cache.insert(id, parseLesson(text, lessonReadOptions(true, QString())));
}

// **bold**, *italic* and `code` of already escaped text; code spans are left as they are.
QString renderInline(const QString& escaped) {
    static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
    static const QRegularExpression bold(QStringLiteral("\\*\\*(.+?)\\*\\*"));
    static const QRegularExpression italic(QStringLiteral("\\*([^*\\s](?:[^*]*[^*\\s])?)\\*"));
    QString out;
    qsizetype at = 0;
    auto emphasis = [](QString part) {
        part.replace(bold, QStringLiteral("<b>\\1</b>"));
        part.replace(italic, QStringLiteral("<i>\\1</i>"));
        return part;
    };
    for (auto it = code.globalMatch(escaped); it.hasNext();) {
        const auto m = it.next();
        out += emphasis(escaped.mid(at, m.capturedStart() - at));
        out += QStringLiteral("<code>") + m.captured(1) + QStringLiteral("</code>");
        at = m.capturedEnd();
    }
    return out + emphasis(escaped.mid(at));
}

} // namespace

LessonReadOptions lessonReadOptions(bool builtIn, const QString& lessonFolder) {
    LessonReadOptions options;
    options.builtIn = builtIn;
    for (const QString& id : figures::ids())
        options.views.push_back(id.toStdString());
    options.views.push_back(viewid::mesh.toStdString());
    options.maxViews = size_t(Board::paneCount(Board::Arrangement::Grid));
    for (const QString& language : LanguageManager::languages())
        if (!language.isEmpty()) // "" is the system's language, not one a text is written in
            options.languages.push_back(language.toStdString());
    for (const QString& id : figures::curveIds())
        options.curves.push_back(id.toStdString());
    for (const QString& name : lessonHighlightNames())
        options.highlights.push_back(name.toStdString());
    options.meshSteps = scheduleStepNames();
    options.scenarioText = [lessonFolder](const std::string& name) {
        return scenarioText(lessonFolder, name);
    };
    return options;
}

QStringList builtInLessonIds() {
    QStringList ids;
    const QStringList files =
        QDir(kLessonRoot).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString& file : files)
        ids << file.chopped(5);
    return ids;
}

QString builtInLessonTitle(const QString& id) {
    if (!builtInLessonIds().contains(id))
        return QString();
    try {
        return QString::fromStdString(builtInLesson(id).title.in(lessonLanguage()));
    } catch (const InputError&) {
        return QString(); // tst_builtin_lessons keeps every built-in lesson readable
    }
}

Lesson loadLesson(const QString& idOrPath) {
    if (builtInLessonIds().contains(idOrPath))
        return builtInLesson(idOrPath);
    const std::string text = readScenarioText(idOrPath.toStdString());
    return parseLesson(text, lessonReadOptions(false, QFileInfo(idOrPath).absolutePath()));
}

std::string lessonLanguage() {
    const std::string code = LanguageManager::instance()->effectiveLanguage().toStdString();
    return !code.empty() && LanguageManager::languages().contains(QString::fromStdString(code))
               ? code
               : "en";
}

namespace {

// A word longer than a pane is wide (a 600-character one in a user's lesson) would widen the
// lesson dock off the screen: past 24 characters it may break every 16 (U+200B, invisible).
QString breakableLongWords(const QString& text) {
    // Runs without the markup's * and ` : a break can never split a "**".
    static const QRegularExpression longWord(QStringLiteral("[^\\s*`]{25,}"));
    QString out;
    qsizetype at = 0;
    for (auto it = longWord.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(at, m.capturedStart() - at);
        // Every 16 characters or more, never inside a number ("435200" stays whole).
        const QString word = m.captured();
        qsizetype since = 0;
        for (qsizetype i = 0; i < word.size(); ++i, ++since) {
            const bool inNumber = i > 0 && word[i - 1].isDigit() && word[i].isDigit();
            if (since >= 16 && !inNumber) {
                out += QChar(0x200B);
                since = 0;
            }
            out += word[i];
        }
        at = m.capturedEnd();
    }
    return out + text.mid(at);
}

} // namespace

QString lessonHtml(const LessonText& text) {
    const QString source = breakableLongWords(QString::fromStdString(text.in(lessonLanguage())));
    static const QRegularExpression blankLine(QStringLiteral("\\n\\s*\\n"));
    QStringList paragraphs;
    for (const QString& paragraph : source.trimmed().split(blankLine, Qt::SkipEmptyParts)) {
        QString html = renderInline(paragraph.trimmed().toHtmlEscaped());
        // "32 768" is one number: a line may not break inside it (the pane and the slides).
        static const QRegularExpression groupSpace(QStringLiteral("(?<=\\d) (?=\\d{3}(?!\\d))"));
        html.replace(groupSpace, QString(QChar::Nbsp));
        html.replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
        paragraphs << QStringLiteral("<p>") + html + QStringLiteral("</p>");
    }
    return paragraphs.join(QString());
}

QStringList lessonStepCurves(const LessonStep& step) {
    QStringList ids;
    for (const std::string& id : step.curves)
        ids << QString::fromStdString(id);
    return ids;
}

QString answerUnitName(AnswerUnit unit) {
    switch (unit) {
    case AnswerUnit::None:
        return QString();
    case AnswerUnit::Seconds:
        return QCoreApplication::translate("LessonUnit", "s", "seconds");
    case AnswerUnit::Milliseconds:
        return QCoreApplication::translate("LessonUnit", "ms", "milliseconds");
    case AnswerUnit::Microseconds:
        return QCoreApplication::translate("LessonUnit", "µs", "microseconds");
    case AnswerUnit::Nanoseconds:
        return QCoreApplication::translate("LessonUnit", "ns", "nanoseconds");
    case AnswerUnit::Bytes:
        return QCoreApplication::translate("LessonUnit", "bytes");
    case AnswerUnit::MB:
        return QCoreApplication::translate("LessonUnit", "MB", "megabytes");
    case AnswerUnit::GB:
        return QCoreApplication::translate("LessonUnit", "GB", "gigabytes");
    case AnswerUnit::Tokens:
        return QCoreApplication::translate("LessonUnit", "tokens");
    case AnswerUnit::Percent:
        return QCoreApplication::translate("LessonUnit", "percent");
    }
    return QString();
}

QString answerText(double value, AnswerUnit unit) {
    const QString number = format::number(value, 3);
    if (unit == AnswerUnit::None)
        return number;
    if (unit == AnswerUnit::Tokens) {
        // The plural form follows the number; a fraction takes the form of 2 ("1,5 токена").
        const bool whole = std::floor(value) == value && std::fabs(value) < 1e9;
        const int count = whole ? int(std::fabs(value)) : 2;
        return QCoreApplication::translate("LessonUnit", "%1 tokens", "a number of tokens", count)
            .arg(number);
    }
    if (unit == AnswerUnit::Percent)
        return QCoreApplication::translate("LessonUnit", "%1 %", "a percentage").arg(number);
    return QCoreApplication::translate("LessonUnit", "%1 %2", "a number and its unit")
        .arg(number, answerUnitName(unit));
}

} // namespace shardscope
