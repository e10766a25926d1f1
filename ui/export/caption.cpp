#include "export/caption.h"

#include "common/format.h"
#include "common/presetnames.h"
#include "export/pagewriter.h"

#include <QCoreApplication>
#include <QStringList>

namespace shardscope {

QString exportCaption(const Scenario& s) {
    QStringList parts;
    parts << hardwareDisplayName(s.hardwarePreset, s.hardware.name)
          << modelDisplayName(s.modelPreset, s.model.name);
    // Exact counts: a reader compares them with the scenario's numbers.
    const QString chips = QString::number(s.chips);
    parts << (s.pods > 1 ? ExportText::tr("%1 pods × %2 chips").arg(QString::number(s.pods), chips)
                         : ExportText::tr("chips: %1").arg(chips));
    parts << ExportText::tr("batch B = %1 tokens").arg(format::tokens(s.batchTokens));
    QString split = QStringLiteral("FSDP %1 × TP %2").arg(format::fsdpWays(s)).arg(s.tp);
    if (s.pp > 1)
        split += QStringLiteral(" × PP %1").arg(s.pp);
    parts << split;
    return parts.join(QStringLiteral(" · "));
}

} // namespace shardscope
