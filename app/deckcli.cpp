#include "deckcli.h"

#include "cli.h"
#include "common/languagemanager.h"
#include "lesson/deckwriter.h"
#include "lesson/lessonlibrary.h"
#include "rawargs.h"
#include "scenario_io.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <cstdio>

#include <unistd.h>

namespace shardscope {

int runLessonDeck(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate(
            "cli",
            "Write a lesson as slides: one PDF with a page per step and per answer, or one PNG "
            "per page.\n\nBuilt-in lessons: %1")
            .arg(builtInLessonIds().join(QStringLiteral(", "))));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("lesson"), QString());
    parser.addPositionalArgument(
        QStringLiteral("LESSON"),
        QCoreApplication::translate("cli", "A built-in lesson's id or a lesson file."));
    const QCommandLineOption out(QStringLiteral("out"),
                                 QCoreApplication::translate("cli", "Folder to write into."),
                                 QStringLiteral("DIR"));
    const QCommandLineOption format(
        QStringLiteral("format"),
        QCoreApplication::translate("cli", "File format: pdf (one file) or png (one per page)."),
        QStringLiteral("FORMAT"), QStringLiteral("pdf"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QCoreApplication::translate("cli", "Page size in pixels, e.g. 1920x1080."),
        QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QCoreApplication::translate("cli", "Language: en, ru or zh_CN."),
                                  QStringLiteral("LANG"), QStringLiteral("en"));
    parser.addOptions({out, format, size, lang, themeOption()});
    if (!parser.parse(arguments))
        return failWith(ExitUsage, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printHelpText(parser.helpText());
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || parser.value(out).isEmpty())
        return failWith(
            ExitUsage, QCoreApplication::translate(
                           "cli", "usage: shardscope lesson LESSON|ID --out DIR [--format pdf|png] "
                                  "[--size WxH] [--lang LANG] [--theme NAME]"));
    DeckOptions options;
    const QString formatName = parser.value(format);
    if (formatName == QLatin1String("png"))
        options.format = ExportFormat::Png;
    else if (formatName != QLatin1String("pdf"))
        return failWith(
            ExitUsage, QCoreApplication::translate("cli", "--format: \"%1\" is not one of pdf, png")
                           .arg(formatName));
    if (!parseSize(parser.value(size), &options.size))
        return failWith(ExitUsage, QCoreApplication::translate(
                                       "cli", "--size: \"%1\" is not WIDTHxHEIGHT (16 to 16384)")
                                       .arg(parser.value(size)));
    QString themeError;
    const std::optional<ThemeName> theme = parseThemeOption(parser, &themeError);
    if (!theme)
        return failWith(ExitUsage, themeError);
    options.theme = Theme::make(*theme);
    const QString language = parser.value(lang);
    if (language.isEmpty() || !LanguageManager::isKnown(language))
        return failWith(ExitUsage, QCoreApplication::translate(
                                       "cli", "--lang: \"%1\" is not one of en, ru, zh_CN")
                                       .arg(language));
    LanguageManager::instance()->setLanguage(language);

    // File and folder names keep their bytes (rawargs.h): café.json in Latin-1 is read, and
    // out\xe9 created, as given; messages write such a byte as \xE9.
    const QString name = positional.at(1);
    const bool builtIn = builtInLessonIds().contains(name);
    const std::string nameBytes = pathBytes(name).toStdString();
    if (!builtIn && ::access(nameBytes.c_str(), F_OK) != 0)
        return failWith(
            ExitBadInput,
            QCoreApplication::translate("cli", "%1: neither a built-in lesson (%2) nor a file")
                .arg(displayPath(name), builtInLessonIds().join(QStringLiteral(", "))));
    Lesson lesson;
    try {
        lesson = builtIn ? loadLesson(name)
                         : parseLesson(readScenarioText(nameBytes),
                                       lessonReadOptions(false, QFileInfo(name).absolutePath()));
    } catch (const InputError& e) {
        return failWith(ExitBadInput, displayPath(name) + QStringLiteral(": ") +
                                          QString::fromStdString(e.what()));
    }
    const QString asked = parser.value(out);
    QString folder = asked;
    if (!qtKeepsBytes(asked))
        if (const QString why = openFolder(asked, &folder); !why.isEmpty())
            return failWith(ExitBadInput, why);
    QString error = writeLessonDeck(lesson, folder, options, nullptr);
    if (folder != asked && error.startsWith(folder))
        error = displayPath(asked) + error.mid(folder.size());
    return error.isEmpty() ? int(ExitOk) : failWith(ExitBadInput, error);
}

} // namespace shardscope
