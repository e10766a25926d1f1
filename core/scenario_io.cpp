// Scenario files (docs/scenario-format.md): reading over defaults or over a lesson's scenario,
// and the canonical save. The checks a scenario as a whole must pass: scenario_rules.cpp.
#include "scenario_io.h"

#include "json_read.h"
#include "presets.h"
#include "scenario_messages.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

using nlohmann::json;
using ordered_json = nlohmann::ordered_json;

using namespace jsonread;

namespace {

// One of the words in `ids`; anything else names the words it could have been.
template <class E, size_t n>
E readChoice(const json& v, const std::string& path, const Choice<E> (&ids)[n]) {
    const std::string word = readString(v, path);
    std::string words;
    for (const Choice<E>& c : ids) {
        if (word == c.id)
            return c.value;
        words += (words.empty() ? "\"" : ", \"") + std::string(c.id) + "\"";
    }
    throw InputError(path, message::expectedOneOf, {words, describe(v)});
}

std::vector<long long> readDims(const json& v, const std::string& path) {
    if (!v.is_array() || v.empty() || v.size() > 4)
        throw InputError(path, message::expectedDims, {describe(v)});
    std::vector<long long> dims;
    double product = 1; // exact up to 2^53, and 4 dims of at most 2^24 cannot reach infinity
    for (size_t i = 0; i < v.size(); ++i) {
        dims.push_back(readWhole(v[i], path + "/" + std::to_string(i), 1, limits::maxChips));
        product *= double(dims.back());
    }
    if (product > double(limits::maxChips))
        throw InputError(path, message::meshTooLarge,
                         {formatNumber(product), std::to_string(limits::maxChips)});
    return dims;
}

auto numberIn(double min, double max) {
    return [=](const json& v, const std::string& p) { return readNumber(v, p, min, max, false); };
}
// Physical quantities: a floor keeps every ratio the model forms finite (1e-300 bytes/s is a typo).
auto numberFrom(double min, double max) {
    return [=](const json& v, const std::string& p) { return readNumber(v, p, min, max, true); };
}
auto wholeIn(long long min, long long max) {
    return [=](const json& v, const std::string& p) { return readWhole(v, p, min, max); };
}

template <typename T, typename Find>
T presetOrObject(const json& v, const std::string& path, std::string& presetId, Find find,
                 T (*fromJson)(const json&, const std::string&, const T&, bool)) {
    if (v.is_string()) {
        const auto* preset = find(v.template get<std::string>());
        if (!preset)
            throw InputError(path, message::unknownPreset, {v.template get<std::string>()});
        presetId = preset->id;
        return preset->value;
    }
    requireObject(v, path);
    presetId.clear();
    const auto base = v.find("base");
    if (base == v.end())
        return fromJson(v, path, T{}, true);
    const std::string id = readString(*base, path + "/base");
    const auto* preset = find(id);
    if (!preset)
        throw InputError(path + "/base", message::unknownPreset, {id});
    presetId = preset->id;
    return fromJson(v, path, preset->value, false);
}

MemoryRecipe readRecipe(const json& v, const std::string& path) {
    if (v.is_string()) {
        if (auto recipe = memoryRecipe(v.get<std::string>()))
            return *recipe;
        throw InputError(path, message::unknownRecipe, {describe(v)});
    }
    requireObject(v, path);
    rejectUnknownKeys(v, path, {"param", "grad", "optimizer"});
    MemoryRecipe r{"custom", 0, 0, 0};
    // 0, or at least 0.001 byte: a smaller positive count makes HBM / bytes overflow
    // (max_dp_params).
    auto bytes = [](const json& x, const std::string& p) {
        const double b = readNumber(x, p, 0, 64, true);
        if (b > 0 && b < 1e-3)
            throw InputError(p, message::tooFewBytes, {formatNumber(b)});
        return b;
    };
    readField(v, path, "param", true, r.param, bytes);
    readField(v, path, "grad", true, r.grad, bytes);
    readField(v, path, "optimizer", true, r.optimizer, bytes);
    if (r.total() <= 0)
        throw InputError(path, message::noBytes);
    return r;
}

void readComms(const json& v, const std::string& path, Scenario& s) {
    requireObject(v, path);
    rejectUnknownKeys(v, path, {"overlap", "finite_group", "algorithm"});
    ifPresent(v, path, "algorithm", [&](const json& x, const std::string& p) {
        s.algorithm = readChoice(x, p, commsAlgorithmIds);
    });
    ifPresent(v, path, "overlap", [&](const json& x, const std::string& p) {
        const std::string mode = readString(x, p);
        if (mode != "max" && mode != "sum")
            throw InputError(p, message::expectedOverlap, {describe(x)});
        s.overlap = mode == "max" ? Overlap::Max : Overlap::Sum;
    });
    ifPresent(v, path, "finite_group",
              [&](const json& x, const std::string& p) { s.finiteGroup = readBool(x, p); });
}

void readTraining(const json& v, const std::string& path, Scenario& s) {
    requireObject(v, path);
    rejectUnknownKeys(v, path,
                      {"tokens", "mfu", "attention_flops", "recompute", "efficiency", "stack",
                       "sequence_parallel", "precision", "capacity_factor",
                       "gradient_accumulation"});
    readField(v, path, "tokens", false, s.trainingTokens, numberIn(0, limits::maxTrainingTokens));
    readField(v, path, "mfu", false, s.mfu, [](const json& x, const std::string& p) {
        return readNumber(x, p, limits::minMfu, 1, true);
    });
    readField(v, path, "efficiency", false, s.efficiency, [](const json& x, const std::string& p) {
        return readNumber(x, p, limits::minMfu, 1, true);
    });
    ifPresent(v, path, "attention_flops", [&](const json& x, const std::string& p) {
        s.attentionFlops = readChoice(x, p, attentionFlopsIds);
    });
    ifPresent(v, path, "recompute", [&](const json& x, const std::string& p) {
        s.recompute = readChoice(x, p, recomputeIds);
    });
    ifPresent(v, path, "stack",
              [&](const json& x, const std::string& p) { s.stack = readChoice(x, p, stackIds); });
    ifPresent(v, path, "sequence_parallel",
              [&](const json& x, const std::string& p) { s.sequenceParallel = readBool(x, p); });
    ifPresent(v, path, "precision", [&](const json& x, const std::string& p) {
        s.precision = readChoice(x, p, precisionIds);
    });
    readField(v, path, "capacity_factor", false, s.capacityFactor,
              numberIn(1, limits::maxCapacityFactor));
    readField(v, path, "gradient_accumulation", false, s.accumulation,
              wholeIn(1, limits::maxMicrobatches));
}

void readMemory(const json& v, const std::string& path, Scenario& s) {
    requireObject(v, path);
    rejectUnknownKeys(v, path, {"recipe", "zero_stage", "checkpoints_per_layer", "prefetch"});
    readField(v, path, "recipe", false, s.recipe, readRecipe);
    ifPresent(v, path, "zero_stage", [&](const json& x, const std::string& p) {
        s.zeroStage = int(readWhole(x, p, 0, 3));
    });
    ifPresent(v, path, "checkpoints_per_layer", [&](const json& x, const std::string& p) {
        s.checkpointsPerLayer = int(readWhole(x, p, 0, 1000));
    });
    ifPresent(v, path, "prefetch",
              [&](const json& x, const std::string& p) { s.prefetch = readBool(x, p); });
}

void readPipeline(const json& v, const std::string& path, Scenario& s) {
    requireObject(v, path);
    rejectUnknownKeys(v, path, {"microbatches", "overhead_s", "schedule", "virtual_stages"});
    readField(v, path, "microbatches", false, s.microbatches, wholeIn(1, limits::maxMicrobatches));
    readField(v, path, "virtual_stages", false, s.virtualStages,
              wholeIn(1, limits::maxVirtualStages));
    readField(v, path, "overhead_s", false, s.pipelineOverheadS,
              [](const json& x, const std::string& p) { return readNumber(x, p, 0, 1e6, true); });
    ifPresent(v, path, "schedule", [&](const json& x, const std::string& p) {
        const auto schedule = parseSchedule(readString(x, p));
        if (!schedule)
            throw InputError(p, message::expectedSchedule, {describe(x)});
        s.pipelineSchedule = *schedule;
    });
}

void readAxes(const json& v, const std::string& path, Scenario& s) {
    requireObject(v, path);
    rejectUnknownKeys(v, path, {"fsdp", "tp"});
    ifPresent(v, path, "fsdp", [&](const json& x, const std::string& p) {
        s.axesFsdp = int(readWhole(x, p, 1, limits::maxAxes));
    });
    ifPresent(v, path, "tp", [&](const json& x, const std::string& p) {
        s.axesTp = int(readWhole(x, p, 1, limits::maxAxes));
    });
}

// Each of TP, FSDP and PP once, innermost first (docs/model.md#nodes).
std::vector<ParallelAxis> readPlacement(const json& v, const std::string& path) {
    if (!v.is_array() || v.size() != std::size(parallelAxisIds))
        throw InputError(path, message::expectedPlacement, {describe(v)});
    std::vector<ParallelAxis> axes;
    for (size_t i = 0; i < v.size(); ++i) {
        const ParallelAxis axis = readChoice(v[i], path + "/" + std::to_string(i), parallelAxisIds);
        if (std::find(axes.begin(), axes.end(), axis) != axes.end())
            throw InputError(path, message::expectedPlacement, {describe(v)});
        axes.push_back(axis);
    }
    return axes;
}

ordered_json number(double v) {
    // Whole numbers are written without a fraction so that files stay readable.
    if (v == std::floor(v) && std::fabs(v) < 9e15)
        return static_cast<long long>(v);
    return v;
}

ordered_json dimsJson(const std::vector<long long>& dims) {
    ordered_json a = ordered_json::array();
    for (long long d : dims)
        a.push_back(d);
    return a;
}

ordered_json hardwareJson(const Scenario& s) {
    const auto* preset = findHardwarePreset(s.hardwarePreset);
    if (preset && preset->value == s.hardware)
        return s.hardwarePreset;
    const Hardware& h = s.hardware;
    ordered_json o;
    if (preset)
        o["base"] = s.hardwarePreset;
    o["name"] = h.name;
    o["flops"] = number(h.flops);
    o["hbm_bytes"] = number(h.hbmBytes);
    o["hbm_bw"] = number(h.hbmBw);
    o["ici_bw"] = number(h.iciBw);
    o["dcn_bw"] = number(h.dcnBw);
    o["mesh"] = dimsJson(h.mesh);
    if (!h.podSizes.empty())
        o["pod_sizes"] = dimsJson(h.podSizes);
    if (h.switched()) {
        o["node_chips"] = h.nodeChips;
        o["scaleout_bw"] = number(h.scaleoutBw);
    }
    if (h.pricePerChipHour)
        o["price_per_chip_hour"] = number(*h.pricePerChipHour);
    if (h.matmulEfficiency)
        o["matmul_efficiency"] = number(*h.matmulEfficiency);
    if (h.linkEfficiency)
        o["link_efficiency"] = number(*h.linkEfficiency);
    if (h.fp8Flops)
        o["fp8_flops"] = number(*h.fp8Flops);
    return o;
}

ordered_json modelJson(const Scenario& s) {
    const auto* preset = findModelPreset(s.modelPreset);
    if (preset && preset->value == s.model)
        return s.modelPreset;
    const Model& m = s.model;
    ordered_json o;
    if (preset)
        o["base"] = s.modelPreset;
    o["name"] = m.name;
    o["d_model"] = m.dModel;
    o["d_ff"] = m.dFf;
    o["layers"] = m.layers;
    o["heads"] = m.heads;
    o["kv_heads"] = m.kvHeads;
    o["head_dim"] = m.headDim;
    o["vocab"] = m.vocab;
    o["gated_mlp"] = m.gatedMlp;
    if (m.moe()) {
        o["experts"] = m.experts;
        o["shared_experts"] = m.sharedExperts;
        o["experts_per_token"] = m.expertsPerToken;
        o["expert_d_ff"] = m.expertDFf;
        o["dense_layers"] = m.denseLayers;
        if (m.expertNodesPerToken > 0)
            o["expert_nodes_per_token"] = m.expertNodesPerToken;
    }
    return o;
}

ordered_json recipeJson(const MemoryRecipe& r) {
    if (memoryRecipe(r.id) == r)
        return r.id;
    return ordered_json{
        {"param", number(r.param)}, {"grad", number(r.grad)}, {"optimizer", number(r.optimizer)}};
}

// A split the file leaves out fills the chips: FSDP takes what TP and PP leave; with
// neither given, TP keeps the default 8 or the largest divisor below it. A given part that
// cannot divide the chips is named here, before the part left out (still its default) is
// blamed for it.
void completeSplit(Scenario& s, const std::string& path, bool hasFsdp, bool hasTp) {
    auto mustDivide = [&](long long ways, const char* key) {
        if (ways < 1 || s.chips % ways != 0)
            throw InputError(path + "/" + key, message::doesNotDivide,
                             {std::to_string(ways), std::to_string(s.chips)});
    };
    mustDivide(s.pp, "pp");
    mustDivide(s.cp, "cp");
    if (hasTp && !hasFsdp)
        mustDivide(s.tp, "tp");
    if (hasFsdp && !hasTp)
        mustDivide(s.fsdp, "fsdp");
    const long long n = s.chips % (s.pp * s.cp) == 0 ? s.chips / (s.pp * s.cp) : s.chips / s.pp;
    if (!hasFsdp && !hasTp)
        s.tp = largestDivisorAtMost(n, s.tp);
    if (!hasFsdp && n % s.tp == 0)
        s.fsdp = n / s.tp;
    else if (!hasTp && hasFsdp && n % s.fsdp == 0)
        s.tp = n / s.fsdp;
}

} // namespace

Hardware hardwareFromJson(const json& j, const std::string& path, const Hardware& base,
                          bool complete) {
    requireObject(j, path);
    rejectUnknownKeys(j, path,
                      {"base", "id", "source", "name", "flops", "hbm_bytes", "hbm_bw", "ici_bw",
                       "dcn_bw", "mesh", "pod_sizes", "node_chips", "scaleout_bw",
                       "price_per_chip_hour", "matmul_efficiency", "link_efficiency", "calibration",
                       "fp8_flops"});
    Hardware h = base;
    readField(j, path, "name", complete, h.name, readName);
    readField(j, path, "flops", complete, h.flops, numberFrom(1e6, 1e18));
    readField(j, path, "hbm_bytes", complete, h.hbmBytes, numberFrom(1e6, 1e15));
    readField(j, path, "hbm_bw", complete, h.hbmBw, numberFrom(1e3, 1e15));
    readField(j, path, "ici_bw", complete, h.iciBw, numberFrom(1e3, 1e15));
    readField(j, path, "dcn_bw", complete, h.dcnBw, numberFrom(1e3, 1e15));
    readField(j, path, "mesh", complete, h.mesh, readDims);
    readField(j, path, "pod_sizes", false, h.podSizes, readDims);
    readField(j, path, "node_chips", false, h.nodeChips, wholeIn(1, limits::maxChips));
    readField(j, path, "scaleout_bw", false, h.scaleoutBw, numberFrom(1e3, 1e15));
    ifPresent(j, path, "fp8_flops", [&](const json& v, const std::string& p) {
        h.fp8Flops = readNumber(v, p, 1e6, 1e18, true);
    });
    ifPresent(j, path, "price_per_chip_hour", [&](const json& v, const std::string& p) {
        h.pricePerChipHour = readNumber(v, p, 0, 1e6, true);
    });
    // Fractions of peak and of link bandwidth: above 0, at most 1 (docs/runs.md#calibration).
    ifPresent(j, path, "matmul_efficiency", [&](const json& v, const std::string& p) {
        h.matmulEfficiency = readNumber(v, p, limits::minMfu, 1, true);
    });
    ifPresent(j, path, "link_efficiency", [&](const json& v, const std::string& p) {
        h.linkEfficiency = readNumber(v, p, limits::minMfu, 1, true);
    });
    if (h.switched() && h.scaleoutBw <= 0)
        throw InputError(path + "/scaleout_bw", message::scaleoutNeeded);
    return h;
}

namespace {

// A mixture of experts (docs/model.md#experts): every key optional, the expert keys only with
// experts, F_e = F unless given.
void readExperts(const json& j, const std::string& path, Model& m) {
    readField(j, path, "experts", false, m.experts, wholeIn(0, 1 << 16));
    readField(j, path, "shared_experts", false, m.sharedExperts, wholeIn(0, 1 << 10));
    readField(j, path, "experts_per_token", false, m.expertsPerToken, wholeIn(0, 1 << 16));
    readField(j, path, "expert_d_ff", false, m.expertDFf, wholeIn(0, 1 << 22));
    readField(j, path, "dense_layers", false, m.denseLayers, wholeIn(0, 10000));
    readField(j, path, "expert_nodes_per_token", false, m.expertNodesPerToken, wholeIn(0, 1 << 16));
    if (!m.moe()) {
        for (const char* key : {"shared_experts", "experts_per_token", "expert_d_ff",
                                "dense_layers", "expert_nodes_per_token"})
            if (j.contains(key) && j[key] != 0)
                throw InputError(path + "/" + key, message::needsExperts, {key});
        // "experts": 0 over a MoE base
        m.sharedExperts = m.expertsPerToken = m.expertDFf = m.denseLayers = 0;
        m.expertNodesPerToken = 0;
        return;
    }
    if (m.expertsPerToken < 1)
        throw InputError(path + "/experts_per_token", message::below,
                         {std::to_string(m.expertsPerToken), "1"});
    if (m.expertsPerToken > m.experts)
        throw InputError(path + "/experts_per_token", message::moreThanExperts,
                         {std::to_string(m.expertsPerToken), std::to_string(m.experts)});
    if (m.expertDFf == 0)
        m.expertDFf = m.dFf;
    if (m.denseLayers >= m.layers)
        throw InputError(path + "/dense_layers", message::notBelowLayers,
                         {std::to_string(m.denseLayers), std::to_string(m.layers)});
}

} // namespace

Model modelFromJson(const json& j, const std::string& path, const Model& base, bool complete) {
    requireObject(j, path);
    rejectUnknownKeys(j, path,
                      {"base", "id", "source", "name", "d_model", "d_ff", "layers", "heads",
                       "kv_heads", "head_dim", "vocab", "gated_mlp", "experts", "shared_experts",
                       "experts_per_token", "expert_d_ff", "dense_layers",
                       "expert_nodes_per_token"});
    Model m = base;
    readField(j, path, "name", complete, m.name, readName);
    readField(j, path, "d_model", complete, m.dModel, wholeIn(1, 1 << 20));
    readField(j, path, "d_ff", complete, m.dFf, wholeIn(1, 1 << 22));
    readField(j, path, "layers", complete, m.layers, wholeIn(1, 10000));
    // heads 0: a model of MLP blocks only, as ch. 5's layer (docs/scenario-format.md).
    readField(j, path, "heads", complete, m.heads, wholeIn(0, 1 << 16));
    readField(j, path, "kv_heads", complete, m.kvHeads, wholeIn(0, 1 << 16));
    readField(j, path, "head_dim", complete, m.headDim, wholeIn(1, 1 << 16));
    // vocab 0: embeddings not counted, as the course's MoE problem.
    readField(j, path, "vocab", complete, m.vocab, wholeIn(0, 1 << 24));
    readField(j, path, "gated_mlp", complete, m.gatedMlp, readBool);
    if (m.heads > 0 && m.kvHeads < 1)
        throw InputError(path + "/kv_heads", message::below, {"0", "1"});
    if (m.kvHeads > m.heads)
        throw InputError(path + "/kv_heads", message::kvHeadsAboveHeads,
                         {std::to_string(m.kvHeads), std::to_string(m.heads)});
    readExperts(j, path, m);
    return m;
}

namespace {

// The keys of `j` (sitting at `path`) over `s`; the split keys it leaves out fill the chips.
void readScenarioKeys(const json& j, const std::string& path, Scenario& s) {
    ifPresent(j, path, "hardware", [&](const json& v, const std::string& p) {
        s.hardware =
            presetOrObject<Hardware>(v, p, s.hardwarePreset, findHardwarePreset, hardwareFromJson);
    });
    ifPresent(j, path, "model", [&](const json& v, const std::string& p) {
        s.model = presetOrObject<Model>(v, p, s.modelPreset, findModelPreset, modelFromJson);
    });
    readField(j, path, "chips", false, s.chips, wholeIn(1, limits::maxChips));
    ifPresent(j, path, "mesh", [&](const json& v, const std::string& p) {
        s.mesh = readDims(v, p);
        s.meshGiven = true;
    });
    readField(j, path, "fsdp", false, s.fsdp, wholeIn(1, limits::maxChips));
    readField(j, path, "tp", false, s.tp, wholeIn(1, limits::maxChips));
    readField(j, path, "pp", false, s.pp, wholeIn(1, limits::maxChips));
    readField(j, path, "pods", false, s.pods, wholeIn(1, limits::maxPods));
    readField(j, path, "hsdp", false, s.hsdp, wholeIn(1, limits::maxChips));
    readField(j, path, "ep", false, s.ep, wholeIn(1, limits::maxChips));
    readField(j, path, "cp", false, s.cp, wholeIn(1, limits::maxChips));
    readField(j, path, "placement", false, s.placement, readPlacement);
    ifPresent(j, path, "axes", [&](const json& v, const std::string& p) { readAxes(v, p, s); });
    readField(j, path, "batch_tokens", false, s.batchTokens, numberIn(0, limits::maxBatchTokens));
    readField(j, path, "seq_len", false, s.seqLen, wholeIn(1, limits::maxSeqLen));
    ifPresent(j, path, "comms", [&](const json& v, const std::string& p) { readComms(v, p, s); });
    ifPresent(j, path, "training",
              [&](const json& v, const std::string& p) { readTraining(v, p, s); });
    ifPresent(j, path, "memory", [&](const json& v, const std::string& p) { readMemory(v, p, s); });
    ifPresent(j, path, "pipeline",
              [&](const json& v, const std::string& p) { readPipeline(v, p, s); });
    completeSplit(s, path, j.contains("fsdp"), j.contains("tp"));
}

void checkScenarioKeys(const json& j, const std::string& path, bool schemaRequired) {
    requireObject(j, path);
    rejectUnknownKeys(j, path, {"schema",  "hardware", "model",     "chips",  "mesh",
                                "fsdp",    "tp",       "pp",        "pods",   "hsdp",
                                "ep",      "cp",       "placement", "axes",   "batch_tokens",
                                "seq_len", "comms",    "training",  "memory", "pipeline"});
    const auto schema = j.find("schema");
    if (schema == j.end() && schemaRequired)
        throw InputError(path + "/schema", message::missingSchema);
    if (schema != j.end() && readWhole(*schema, path + "/schema", 1, 1000) != 1)
        throw InputError(path + "/schema", message::newerSchema, {schema->dump()});
}

} // namespace

Scenario parseScenario(std::string_view text) {
    return scenarioFromJson(parseStrictJson(text));
}

Scenario scenarioFromJson(const json& j) {
    checkScenarioKeys(j, "", true);
    Scenario s = defaultScenario();
    readScenarioKeys(j, "", s);
    validateScenario(s);
    return s;
}

Scenario parseScenarioPatch(const json& patch, const std::string& path, const Scenario& base) {
    checkScenarioKeys(patch, path, false);
    Scenario s = base;
    // New chips without a mesh: the base's mesh no longer multiplies to them.
    if (patch.contains("chips") && !patch.contains("mesh")) {
        s.meshGiven = false;
        s.mesh.clear();
    }
    readScenarioKeys(patch, path, s);
    try {
        validateScenario(s);
    } catch (const InputError& e) {
        throw InputError(path + e.path(), e.text(), e.args());
    }
    return s;
}

ordered_json placementJson(const std::vector<ParallelAxis>& placement) {
    ordered_json order = ordered_json::array();
    for (ParallelAxis axis : placement)
        order.push_back(choiceId(parallelAxisIds, axis));
    return order;
}

std::string saveScenario(const Scenario& s) {
    ordered_json j;
    j["schema"] = 1;
    j["hardware"] = hardwareJson(s);
    j["model"] = modelJson(s);
    j["chips"] = s.chips;
    if (s.meshGiven)
        j["mesh"] = dimsJson(s.mesh);
    j["fsdp"] = s.fsdp;
    j["tp"] = s.tp;
    j["pp"] = s.pp;
    j["pods"] = s.pods;
    if (s.hsdp > 0 && s.hsdp != s.fsdp)
        j["hsdp"] = s.hsdp;
    if (s.ep > 1)
        j["ep"] = s.ep;
    if (s.cp > 1)
        j["cp"] = s.cp;
    if (s.placement != Scenario::defaultPlacement())
        j["placement"] = placementJson(s.placement);
    if (s.axesFsdp || s.axesTp) {
        ordered_json axes = ordered_json::object();
        if (s.axesFsdp)
            axes["fsdp"] = *s.axesFsdp;
        if (s.axesTp)
            axes["tp"] = *s.axesTp;
        j["axes"] = axes;
    }
    j["batch_tokens"] = number(s.batchTokens);
    j["seq_len"] = s.seqLen;
    j["comms"] = {{"overlap", s.overlap == Overlap::Max ? "max" : "sum"},
                  {"finite_group", s.finiteGroup},
                  {"algorithm", choiceId(commsAlgorithmIds, s.algorithm)}};
    j["training"] = {{"tokens", number(s.trainingTokens)},
                     {"mfu", number(s.mfu)},
                     {"attention_flops", choiceId(attentionFlopsIds, s.attentionFlops)},
                     {"recompute", choiceId(recomputeIds, s.recompute)},
                     {"efficiency", number(s.efficiency)},
                     {"stack", choiceId(stackIds, s.stack)},
                     {"sequence_parallel", s.sequenceParallel}};
    if (s.precision != Precision::Bf16) // old files keep their meaning: bf16 unless said
        j["training"]["precision"] = choiceId(precisionIds, s.precision);
    if (s.capacityFactor != 1)
        j["training"]["capacity_factor"] = number(s.capacityFactor);
    if (s.accumulation != 1)
        j["training"]["gradient_accumulation"] = s.accumulation;
    j["memory"] = {{"recipe", recipeJson(s.recipe)},
                   {"zero_stage", s.zeroStage},
                   {"checkpoints_per_layer", s.checkpointsPerLayer},
                   {"prefetch", s.prefetch}};
    j["pipeline"] = {{"microbatches", s.microbatches},
                     {"virtual_stages", s.virtualStages},
                     {"overhead_s", number(s.pipelineOverheadS)},
                     {"schedule", scheduleId(s.pipelineSchedule)}};
    return j.dump(2) + "\n";
}

} // namespace shardscope
