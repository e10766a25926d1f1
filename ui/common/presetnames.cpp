#include "common/presetnames.h"

#include <QCoreApplication>

#include <map>

namespace shardscope {

namespace {

using Names = std::map<std::string, const char*>;

// Only names that contain words: "TPU v5p" or "LLaMA 3 70B" read the same in every language.
const Names& hardwareNames() {
    static const Names names = {
        {"h100-nvlink", QT_TRANSLATE_NOOP("PresetNames", "NVIDIA H100 (NVLink, 8-GPU node)")},
        {"h200-nvlink", QT_TRANSLATE_NOOP("PresetNames", "NVIDIA H200 (NVLink, 8-GPU node)")},
        {"b200-nvlink", QT_TRANSLATE_NOOP("PresetNames", "NVIDIA B200 (NVLink, 8-GPU node)")},
        {"a100-nvlink", QT_TRANSLATE_NOOP("PresetNames", "NVIDIA A100 80GB (NVLink, 8-GPU node)")},
        {"a100-ib", QT_TRANSLATE_NOOP("PresetNames", "NVIDIA A100 80GB (InfiniBand nodes)")},
        {"h800-nvlink", QT_TRANSLATE_NOOP("PresetNames", "NVIDIA H800 (NVLink, 8-GPU node)")},
        {"rtx4080-pcie", QT_TRANSLATE_NOOP("PresetNames", "NVIDIA RTX 4080 (4 cards, PCIe)")},
        {"gb200-nvl72",
         QT_TRANSLATE_NOOP("PresetNames", "NVIDIA GB200 NVL72 (72-GPU NVLink domain)")},
    };
    return names;
}

const Names& modelNames() {
    static const Names names = {
        {"book-figure", QT_TRANSLATE_NOOP("PresetNames", "Book figure (D = 8192, F = 32768)")},
        {"toy", QT_TRANSLATE_NOOP("PresetNames", "Toy model")},
        {"course-moe",
         QT_TRANSLATE_NOOP("PresetNames", "Course MoE (24 layers, 64 + 2 experts, top-6)")},
        {"deepseek-v3", QT_TRANSLATE_NOOP("PresetNames", "DeepSeek-V3 (MLA approximated)")},
    };
    return names;
}

const Names& stackNames() {
    static const Names names = {
        {"bound", QT_TRANSLATE_NOOP("PresetNames", "the bound (matmuls at peak, comms hidden)")},
        {"megatron", QT_TRANSLATE_NOOP("PresetNames", "Megatron-LM (2021-22)")},
        {"megatron-core", QT_TRANSLATE_NOOP("PresetNames", "Megatron-Core (2023-24)")},
        {"pytorch-fsdp", QT_TRANSLATE_NOOP("PresetNames", "PyTorch FSDP")},
        {"deepspeed", QT_TRANSLATE_NOOP("PresetNames", "DeepSpeed ZeRO-3 (2021)")},
        {"maxtext", QT_TRANSLATE_NOOP("PresetNames", "MaxText (JAX on TPU)")},
    };
    return names;
}

QString displayName(const Names& names, const std::string& id, const std::string& fallback) {
    const auto it = names.find(id);
    return it == names.end() ? QString::fromStdString(fallback)
                             : QCoreApplication::translate("PresetNames", it->second);
}

} // namespace

QString hardwareDisplayName(const std::string& id, const std::string& fallback) {
    return displayName(hardwareNames(), id, fallback);
}

QString modelDisplayName(const std::string& id, const std::string& fallback) {
    return displayName(modelNames(), id, fallback);
}

QString stackDisplayName(const std::string& id) {
    return displayName(stackNames(), id, id);
}

} // namespace shardscope
