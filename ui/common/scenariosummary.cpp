#include "scenariosummary.h"

#include "presetnames.h"

#include <QCoreApplication>

#include <climits>

namespace shardscope {

QString scenarioSummary(const Scenario& s) {
    const auto tr = [](const char* text, int n = -1) {
        return QCoreApplication::translate("ScenarioSummary", text, nullptr, n);
    };
    const QString dot = QStringLiteral(" · ");
    QString split = tr("FSDP %1 × TP %2").arg(s.fsdp).arg(s.tp);
    if (s.pp > 1)
        split += tr(" × PP %1").arg(s.pp);
    QString text = hardwareDisplayName(s.hardwarePreset, s.hardware.name) + dot +
                   tr("%n chip(s)", int(std::min<long long>(s.chips * s.pods, INT_MAX)));
    if (s.pods > 1)
        text += dot + tr("%n pod(s)", int(s.pods));
    return text + dot + split;
}

QString pinLabel(const Scenario& s) {
    return QCoreApplication::translate("ScenarioSummary", "A: %1").arg(scenarioSummary(s));
}

} // namespace shardscope
