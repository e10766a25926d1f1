#include "common/scenariosummary.h"

#include "common/format.h"
#include "common/presetnames.h"

#include <QCoreApplication>

namespace shardscope {

QString scenarioSummary(const Scenario& s) {
    const QString dot = QStringLiteral(" · ");
    QString split = QCoreApplication::translate("ScenarioSummary", "FSDP %1 × TP %2")
                        .arg(format::fsdpWays(s))
                        .arg(s.tp);
    if (s.pp > 1)
        split += QCoreApplication::translate("ScenarioSummary", " × PP %1").arg(s.pp);
    // N, the chips of one pod, as the formulas name it: no plural to get wrong in any language.
    QString text = hardwareDisplayName(s.hardwarePreset, s.hardware.name) + dot +
                   QCoreApplication::translate("ScenarioSummary", "N = %1").arg(s.chips);
    if (s.pods > 1)
        text += QCoreApplication::translate("ScenarioSummary", " × %1 pods").arg(s.pods);
    return text + dot + split;
}

QString pinLabel(const Scenario& s) {
    return QCoreApplication::translate("ScenarioSummary", "A: %1").arg(scenarioSummary(s));
}

} // namespace shardscope
