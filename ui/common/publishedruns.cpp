#include "common/publishedruns.h"

#include "common/languagemanager.h"

#include "calibration.h"
#include "evaluate.h"
#include "scenario_io.h"
#include "scenario_messages.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

namespace shardscope {

std::optional<double> PublishedRun::ratio() const {
    const auto measured = run.measured.comparable();
    if (!measured || !modelMfu || *modelMfu <= 0)
        return std::nullopt;
    return *measured / *modelMfu;
}

std::optional<double> PublishedRun::forecastError() const {
    if (!forecastSeconds || !measuredSeconds || *measuredSeconds <= 0)
        return std::nullopt;
    return *forecastSeconds / *measuredSeconds - 1;
}

PublishedRun publishedRun(RunFile run) {
    PublishedRun p;
    p.run = std::move(run);
    if (p.run.modelled) {
        const Results r = evaluate(p.run.scenario);
        p.modelMfu = r.step.mfu;
        p.forecastMfu = r.forecast.mfu;
        p.forecastSeconds = r.forecast.seconds;
        p.measuredSeconds = measuredStepSeconds(p.run, r);
    }
    return p;
}

std::vector<PublishedRun> publishedRuns() {
    std::vector<PublishedRun> runs;
    const QDir folder(QStringLiteral(":/runs"));
    for (const QString& name :
         folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(folder.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            throw InputError("", message::cannotOpen);
        const QByteArray bytes = file.readAll();
        RunFile run;
        try {
            run = parseRunFile(std::string_view(bytes.constData(), size_t(bytes.size())));
        } catch (const InputError& e) {
            throw InputError(name.toStdString() + ": " + e.path(), e.text(), e.args());
        }
        runs.push_back(publishedRun(std::move(run)));
    }
    return runs;
}

const std::vector<PublishedRun>& cachedPublishedRuns() {
    static const std::vector<PublishedRun> runs = [] {
        try {
            return publishedRuns();
        } catch (const InputError&) {
            return std::vector<PublishedRun>();
        }
    }();
    return runs;
}

QString runLayout(const Scenario& s) {
    QStringList parts;
    if (s.fsdp > 1)
        parts
            << (s.zeroStage == 3 ? QStringLiteral("FSDP %1") : QStringLiteral("DP %1")).arg(s.fsdp);
    if (s.tp > 1)
        parts << QStringLiteral("TP %1").arg(s.tp);
    if (s.pp > 1)
        parts << QStringLiteral("PP %1").arg(s.pp);
    if (parts.isEmpty())
        parts << QStringLiteral("1 chip");
    QString layout = parts.join(QStringLiteral(" × "));
    if (s.pods > 1)
        layout += QStringLiteral(", %1 pods").arg(s.pods);
    return layout;
}

namespace {

/** English line → the language's line, read once per language. */
const QHash<QString, QString>& runTranslations(const QString& language) {
    static QHash<QString, QHash<QString, QString>> tables;
    auto found = tables.find(language);
    if (found != tables.end())
        return *found;
    QHash<QString, QString>& table = tables[language];
    QFile file(QStringLiteral(":/i18n/runs_%1.json").arg(language));
    if (file.open(QIODevice::ReadOnly)) {
        const QJsonObject lines = QJsonDocument::fromJson(file.readAll()).object();
        for (auto it = lines.begin(); it != lines.end(); ++it)
            table.insert(it.key(), it.value().toString());
    }
    return table;
}

} // namespace

QStringList runApproximations(const RunFile& run) {
    const QHash<QString, QString>& table =
        runTranslations(LanguageManager::instance()->effectiveLanguage());
    QStringList lines;
    for (const std::string& line : run.approximations) {
        const QString english = QString::fromStdString(line);
        lines << table.value(english, english);
    }
    return lines;
}

} // namespace shardscope
