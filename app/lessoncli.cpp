#include "lessoncli.h"

#include "cli.h"
#include "common/languagemanager.h"
#include "deckcli.h"
#include "lesson/lessonlibrary.h"
#include "lesson_check.h"
#include "scenario_io.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

namespace shardscope {

namespace {

int listLessons(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli", "List the built-in lessons: their id and title, separated by a tab, one a line."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("lesson"), QString());
    const QCommandLineOption list(QStringLiteral("list"),
                                  QCoreApplication::translate("cli", "List the built-in lessons."));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QCoreApplication::translate("cli", "Language of the titles: en, ru or zh_CN."),
        QStringLiteral("LANG"), QStringLiteral("en"));
    parser.addOptions({list, lang});
    if (!parser.parse(arguments))
        return failWith(ExitUsage, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printHelpText(parser.helpText());
    if (parser.positionalArguments().size() != 1)
        return failWith(ExitUsage, QCoreApplication::translate(
                                       "cli", "usage: shardscope lesson --list [--lang LANG]"));
    const QString language = parser.value(lang);
    if (language.isEmpty() || !LanguageManager::isKnown(language))
        return failWith(ExitUsage, QCoreApplication::translate(
                                       "cli", "--lang: \"%1\" is not one of en, ru, zh_CN")
                                       .arg(language));
    std::string out;
    for (const QString& id : builtInLessonIds()) {
        try {
            const Lesson lesson = loadLesson(id);
            // A title with a tab or newline would break the one-line format: escaped.
            out += id.toStdString() + '\t' +
                   escapeControls(lesson.title.in(language.toStdString())) + '\n';
        } catch (const InputError& e) {
            return failWith(ExitBadInput,
                            id + QStringLiteral(": ") + QString::fromStdString(e.what()));
        }
    }
    std::fputs(out.c_str(), stdout);
    return std::fflush(stdout) == 0 && !std::ferror(stdout)
               ? int(ExitOk)
               : failWith(ExitBadInput,
                          QCoreApplication::translate("cli", "stdout: cannot write the list"));
}

// docs/lesson-format.md#check: a step that states its own answer before it is asked.
int checkLesson(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli", "Check a lesson: every step reads, and no step's own text states its answer."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("lesson"), QString());
    parser.addPositionalArgument(QStringLiteral("LESSON"),
                                 QCoreApplication::translate("cli", "A lesson file or id."));
    const QCommandLineOption check(QStringLiteral("check"),
                                   QCoreApplication::translate("cli", "Check the lesson."));
    parser.addOption(check);
    if (!parser.parse(arguments))
        return failWith(ExitUsage, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printHelpText(parser.helpText());
    if (parser.positionalArguments().size() != 2)
        return failWith(ExitUsage, QCoreApplication::translate(
                                       "cli", "usage: shardscope lesson --check LESSON|ID"));
    const QString name = parser.positionalArguments().at(1);
    Lesson lesson;
    try {
        lesson = loadLesson(name);
    } catch (const InputError& e) {
        return failWith(ExitBadInput,
                        name + QStringLiteral(": ") + QString::fromStdString(e.what()));
    }
    const std::vector<AnswerLeak> leaks = answerLeaks(lesson);
    for (const AnswerLeak& leak : leaks)
        printError(
            QCoreApplication::translate("cli",
                                        "%1: step %2 (%3), %4: \"%5\" gives away the answer %6")
                .arg(name)
                .arg(leak.step + 1)
                .arg(QString::fromStdString(leak.language), QString::fromStdString(leak.field),
                     QString::fromStdString(leak.written))
                .arg(leak.answer, 0, 'g', 4));
    return leaks.empty() ? int(ExitOk) : int(ExitBadInput);
}

} // namespace

int runLesson(const QStringList& arguments) {
    if (arguments.contains(QStringLiteral("--list")))
        return listLessons(arguments);
    if (arguments.contains(QStringLiteral("--check")))
        return checkLesson(arguments);
    return runLessonDeck(arguments);
}

} // namespace shardscope
