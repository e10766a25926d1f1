#include "workspace/customdialogs.h"

#include "common/errortext.h"
#include "common/plaintext.h"
#include "common/theme.h"
#include "scenario_io.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <nlohmann/json.hpp>

namespace shardscope {

namespace {

// Fields as text, checked by the same parser as scenario files, so the rules live in one place.
struct Field {
    const char* key;
    QString label;
    QString value;
};

QString number(double v) {
    return QString::number(v, 'g', 12);
}

bool runDialog(QWidget* parent, const QString& title, QList<Field>& fields,
               const std::function<void(const nlohmann::json&)>& check) {
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto* form = new QFormLayout(&dialog);
    QList<QLineEdit*> edits;
    for (const Field& f : fields) {
        auto* edit = new QLineEdit(f.value);
        form->addRow(f.label, edit);
        edits.push_back(edit);
    }
    auto* error = new QLabel;
    error->setStyleSheet(QStringLiteral("color: %1").arg(Theme::current().bad.name()));
    error->setWordWrap(true);
    form->addRow(error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
        nlohmann::json j = nlohmann::json::object();
        for (int i = 0; i < fields.size(); ++i) {
            const QString text = edits[i]->text().trimmed();
            bool ok = false;
            const double v = text.toDouble(&ok);
            j[fields[i].key] = ok ? nlohmann::json(v) : nlohmann::json(text.toStdString());
        }
        try {
            check(j);
            for (int i = 0; i < fields.size(); ++i)
                fields[i].value = edits[i]->text().trimmed();
            dialog.accept();
        } catch (const InputError& e) {
            setPlainText(error, errorText(e));
        }
    });
    return dialog.exec() == QDialog::Accepted;
}

} // namespace

bool editHardwareDialog(QWidget* parent, Hardware& hardware) {
    QString mesh;
    for (long long d : hardware.mesh)
        mesh += (mesh.isEmpty() ? QString() : QStringLiteral("x")) + QString::number(d);
    QList<Field> fields{
        {"name", QObject::tr("Name"), QString::fromStdString(hardware.name)},
        {"flops", QObject::tr("C: bf16 FLOPs/s per chip"), number(hardware.flops)},
        {"hbm_bytes", QObject::tr("HBM bytes per chip"), number(hardware.hbmBytes)},
        {"hbm_bw", QObject::tr("HBM bandwidth, bytes/s"), number(hardware.hbmBw)},
        {"ici_bw", QObject::tr("W: ICI bytes/s per axis (bidirectional)"), number(hardware.iciBw)},
        {"dcn_bw", QObject::tr("W_dcn: DCN bytes/s per chip"), number(hardware.dcnBw)},
        {"mesh", QObject::tr("Physical mesh, e.g. 16x16x16"), mesh},
        // docs/model.md#nodes and #cost: left empty, the hardware has no nodes or no price.
        {"node_chips", QObject::tr("Chips per node on one switch (empty: one domain)"),
         hardware.switched() ? QString::number(hardware.nodeChips) : QString()},
        {"scaleout_bw", QObject::tr("Network between nodes, bytes/s per chip one way"),
         hardware.switched() ? number(hardware.scaleoutBw) : QString()},
        {"price_per_chip_hour", QObject::tr("Price per chip-hour, USD (empty: none)"),
         hardware.pricePerChipHour ? number(*hardware.pricePerChipHour) : QString()},
        // docs/model.md#precision: left empty, the chip has no fp8.
        {"fp8_flops", QObject::tr("fp8 FLOPs/s per chip (empty: no fp8)"),
         hardware.fp8Flops ? number(*hardware.fp8Flops) : QString()}};
    Hardware result;
    auto check = [&](nlohmann::json j) {
        for (const char* optional :
             {"node_chips", "scaleout_bw", "price_per_chip_hour", "fp8_flops"})
            if (j[optional] == nlohmann::json(""))
                j.erase(optional);
        nlohmann::json dims = nlohmann::json::array();
        for (const QString& part :
             j["mesh"].is_string()
                 ? QString::fromStdString(j["mesh"].get<std::string>()).split(QLatin1Char('x'))
                 : QStringList{QString::number(j["mesh"].get<double>())}) {
            bool ok = false;
            const long long d = part.trimmed().toLongLong(&ok);
            dims.push_back(ok ? nlohmann::json(d) : nlohmann::json(part.toStdString()));
        }
        j["mesh"] = dims;
        j["name"] = j["name"].is_string() ? j["name"] : nlohmann::json(j["name"].dump());
        result = hardwareFromJson(j, "", Hardware{}, true);
    };
    if (!runDialog(parent, QObject::tr("Custom hardware"), fields, check))
        return false;
    hardware = result;
    return true;
}

bool editModelDialog(QWidget* parent, Model& model) {
    QList<Field> fields{
        {"name", QObject::tr("Name"), QString::fromStdString(model.name)},
        {"d_model", QObject::tr("D (d_model)"), QString::number(model.dModel)},
        {"d_ff", QObject::tr("F (d_ff)"), QString::number(model.dFf)},
        {"layers", QObject::tr("L (layers)"), QString::number(model.layers)},
        {"heads", QObject::tr("Query heads"), QString::number(model.heads)},
        {"kv_heads", QObject::tr("KV heads"), QString::number(model.kvHeads)},
        {"head_dim", QObject::tr("Head dimension"), QString::number(model.headDim)},
        {"vocab", QObject::tr("Vocabulary V"), QString::number(model.vocab)},
        {"gated_mlp", QObject::tr("Gated MLP (1 = yes, 0 = no)"),
         model.gatedMlp ? QStringLiteral("1") : QStringLiteral("0")},
        // docs/model.md#experts: 0 experts is a dense model.
        {"experts", QObject::tr("Routed experts E (0: dense)"), QString::number(model.experts)},
        {"shared_experts", QObject::tr("Shared experts"), QString::number(model.sharedExperts)},
        {"experts_per_token", QObject::tr("Experts per token k"),
         QString::number(model.expertsPerToken)},
        {"expert_d_ff", QObject::tr("Expert width F_e (0: F)"), QString::number(model.expertDFf)},
        {"dense_layers", QObject::tr("Leading dense layers"), QString::number(model.denseLayers)},
        // docs/model.md#node-limited-routing
        {"expert_nodes_per_token", QObject::tr("Expert nodes per token M (0: any)"),
         QString::number(model.expertNodesPerToken)}};
    Model result;
    auto check = [&](nlohmann::json j) {
        j["name"] = j["name"].is_string() ? j["name"] : nlohmann::json(j["name"].dump());
        if (j["gated_mlp"].is_number())
            j["gated_mlp"] = j["gated_mlp"].get<double>() != 0;
        result = modelFromJson(j, "", Model{}, true);
    };
    if (!runDialog(parent, QObject::tr("Custom model"), fields, check))
        return false;
    model = result;
    return true;
}

} // namespace shardscope
