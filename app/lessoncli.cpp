#include "lessoncli.h"

#include "cli.h"
#include "common/languagemanager.h"
#include "deckcli.h"
#include "lesson/lessonlibrary.h"
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

} // namespace

int runLesson(const QStringList& arguments) {
    if (arguments.contains(QStringLiteral("--list")))
        return listLessons(arguments);
    return runLessonDeck(arguments);
}

} // namespace shardscope
