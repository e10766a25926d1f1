#include "scenario_io.h"

#include "scenario_messages.h"

#include "presets.h"

#include <cmath>
#include <initializer_list>
#include <optional>
#include <set>
#include <sstream>

namespace shardscope {

using nlohmann::json;
using ordered_json = nlohmann::ordered_json;

std::string escapeControls(std::string_view text) {
    static const char hex[] = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        unsigned code = c;
        // C1 controls (U+0080..U+009F) are two bytes in UTF-8: 0xC2 0x80..0x9F.
        if (c == 0xC2 && i + 1 < text.size() &&
            (static_cast<unsigned char>(text[i + 1]) & 0xE0) == 0x80)
            code = static_cast<unsigned char>(text[++i]);
        else if (c >= 0x20 && c != 0x7F)
            code = 0;
        if (code == 0 && c != 0) {
            out += text[i];
            continue;
        }
        switch (code) {
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            out += "\\u00";
            out += hex[code >> 4];
            out += hex[code & 15];
        }
    }
    return out;
}

namespace {

std::vector<std::string> escapeAll(std::vector<std::string> args) {
    for (std::string& a : args)
        a = escapeControls(a);
    return args;
}

// `text` with %1…%9 replaced by args[0…8].
std::string fillIn(const char* text, const std::vector<std::string>& args) {
    std::string out;
    for (const char* c = text; *c; ++c) {
        const size_t n =
            c[0] == '%' && c[1] >= '1' && c[1] <= '9' ? size_t(c[1] - '1') : args.size();
        if (n < args.size()) {
            out += args[n];
            ++c;
        } else {
            out += *c;
        }
    }
    return out;
}

std::string pathAndReason(const std::string& path, const std::string& reason) {
    return path.empty() ? reason : path + ": " + reason;
}

} // namespace

ScenarioError::ScenarioError(std::string path, const char* text, std::vector<std::string> args)
    : std::runtime_error(pathAndReason(escapeControls(path), fillIn(text, escapeAll(args)))),
      m_path(escapeControls(path)), m_text(text), m_args(escapeAll(std::move(args))),
      m_reason(fillIn(text, m_args)) {}

namespace {

// Keeps valid UTF-8 and turns every byte of an ill-formed sequence into '?', so that a
// message quoting the input (nlohmann's "last read: ...") is always printable.
std::string printable(const std::string& text) {
    std::string out;
    for (size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        size_t length = lead < 0x80                    ? 1
                        : lead >= 0xC2 && lead <= 0xDF ? 2
                        : lead >= 0xE0 && lead <= 0xEF ? 3
                        : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                       : 0;
        for (size_t k = 1; k < length; ++k) {
            const auto next = i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0;
            // The second byte's range also rules out overlong forms, surrogates and > U+10FFFF.
            const unsigned char low = k > 1          ? 0x80
                                      : lead == 0xE0 ? 0xA0
                                      : lead == 0xF0 ? 0x90
                                                     : 0x80;
            const unsigned char high = k > 1          ? 0xBF
                                       : lead == 0xED ? 0x9F
                                       : lead == 0xF4 ? 0x8F
                                                      : 0xBF;
            if (next < low || next > high)
                length = 0;
        }
        if (length == 0) {
            out += '?';
            ++i;
        } else {
            out.append(text, i, length);
            i += length;
        }
    }
    return out;
}

std::string describe(const json& v) {
    // A nested value is not dumped: dump() recurses, and a file of 100 000 '[' would
    // overflow the stack (the parser itself is iterative).
    if (v.is_structured())
        for (const auto& item : v)
            if (item.is_structured())
                return v.is_array() ? "an array" : "an object";
    std::string text = v.dump();
    if (text.size() <= 40)
        return text;
    size_t cut = 37; // not inside a UTF-8 sequence
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return text.substr(0, cut) + "...";
}

std::string formatNumber(double v) {
    std::ostringstream out;
    out.precision(15);
    out << v;
    return out.str();
}

void requireObject(const json& j, const std::string& path) {
    if (!j.is_object())
        throw ScenarioError(path, message::expectedObject, {describe(j)});
}

void rejectUnknownKeys(const json& j, const std::string& path,
                       std::initializer_list<const char*> known) {
    const std::set<std::string> names(known.begin(), known.end());
    for (const auto& item : j.items())
        if (!names.count(item.key()))
            throw ScenarioError(path + "/" + item.key(), message::unknownKey);
}

double readNumber(const json& v, const std::string& path, double min, double max, bool allowMin) {
    if (!v.is_number())
        throw ScenarioError(path, message::expectedNumber, {describe(v)});
    const double x = v.get<double>();
    if (!std::isfinite(x))
        throw ScenarioError(path, message::notFinite);
    if (x < min || (x == min && !allowMin))
        throw ScenarioError(path, allowMin ? message::below : message::notAbove,
                            {formatNumber(x), formatNumber(min)});
    if (x > max)
        throw ScenarioError(path, message::tooLarge, {formatNumber(x), formatNumber(max)});
    return x;
}

long long readWhole(const json& v, const std::string& path, long long min, long long max) {
    const double x = readNumber(v, path, double(min), double(max), true);
    if (x != std::floor(x))
        throw ScenarioError(path, message::notWhole, {formatNumber(x)});
    return static_cast<long long>(x);
}

bool readBool(const json& v, const std::string& path) {
    if (!v.is_boolean())
        throw ScenarioError(path, message::expectedBool, {describe(v)});
    return v.get<bool>();
}

std::string readString(const json& v, const std::string& path) {
    if (!v.is_string())
        throw ScenarioError(path, message::expectedString, {describe(v)});
    return v.get<std::string>();
}

// Calls `apply` with the value under `key` and its path, when the key is there.
template <typename F>
void ifPresent(const json& j, const std::string& path, const char* key, F apply) {
    const auto it = j.find(key);
    if (it != j.end())
        apply(*it, path + "/" + key);
}

std::vector<long long> readDims(const json& v, const std::string& path) {
    if (!v.is_array() || v.empty() || v.size() > 4)
        throw ScenarioError(path, message::expectedDims, {describe(v)});
    std::vector<long long> dims;
    double product = 1; // exact up to 2^53, and 4 dims of at most 2^24 cannot reach infinity
    for (size_t i = 0; i < v.size(); ++i) {
        dims.push_back(readWhole(v[i], path + "/" + std::to_string(i), 1, limits::maxChips));
        product *= double(dims.back());
    }
    if (product > double(limits::maxChips))
        throw ScenarioError(path, message::meshTooLarge,
                            {formatNumber(product), std::to_string(limits::maxChips)});
    return dims;
}

template <typename T, typename Field>
void readField(const json& j, const std::string& path, const char* key, bool complete, T& out,
               Field read) {
    const auto it = j.find(key);
    if (it != j.end())
        out = read(*it, path + "/" + key);
    else if (complete)
        throw ScenarioError(path + "/" + key, message::missingNoBase);
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
            throw ScenarioError(path, message::unknownPreset, {v.template get<std::string>()});
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
        throw ScenarioError(path + "/base", message::unknownPreset, {id});
    presetId = preset->id;
    return fromJson(v, path, preset->value, false);
}

MemoryRecipe readRecipe(const json& v, const std::string& path) {
    if (v.is_string()) {
        if (auto recipe = memoryRecipe(v.get<std::string>()))
            return *recipe;
        throw ScenarioError(path, message::unknownRecipe, {describe(v)});
    }
    requireObject(v, path);
    rejectUnknownKeys(v, path, {"param", "grad", "optimizer"});
    MemoryRecipe r{"custom", 0, 0, 0};
    // 0, or at least 0.001 byte: a smaller positive count makes HBM / bytes overflow
    // (max_dp_params).
    auto bytes = [](const json& x, const std::string& p) {
        const double b = readNumber(x, p, 0, 64, true);
        if (b > 0 && b < 1e-3)
            throw ScenarioError(p, message::tooFewBytes, {formatNumber(b)});
        return b;
    };
    readField(v, path, "param", true, r.param, bytes);
    readField(v, path, "grad", true, r.grad, bytes);
    readField(v, path, "optimizer", true, r.optimizer, bytes);
    if (r.total() <= 0)
        throw ScenarioError(path, message::noBytes);
    return r;
}

void readComms(const json& v, const std::string& path, Scenario& s) {
    requireObject(v, path);
    rejectUnknownKeys(v, path, {"overlap", "finite_group"});
    ifPresent(v, path, "overlap", [&](const json& x, const std::string& p) {
        const std::string mode = readString(x, p);
        if (mode != "max" && mode != "sum")
            throw ScenarioError(p, message::expectedOverlap, {describe(x)});
        s.overlap = mode == "max" ? Overlap::Max : Overlap::Sum;
    });
    ifPresent(v, path, "finite_group",
              [&](const json& x, const std::string& p) { s.finiteGroup = readBool(x, p); });
}

void readTraining(const json& v, const std::string& path, Scenario& s) {
    requireObject(v, path);
    rejectUnknownKeys(v, path, {"tokens", "mfu"});
    readField(v, path, "tokens", false, s.trainingTokens, numberIn(0, limits::maxTrainingTokens));
    readField(v, path, "mfu", false, s.mfu, [](const json& x, const std::string& p) {
        return readNumber(x, p, limits::minMfu, 1, true);
    });
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
    rejectUnknownKeys(v, path, {"microbatches", "overhead_s", "schedule"});
    readField(v, path, "microbatches", false, s.microbatches, wholeIn(1, 1000000));
    readField(v, path, "overhead_s", false, s.pipelineOverheadS,
              [](const json& x, const std::string& p) { return readNumber(x, p, 0, 1e6, true); });
    ifPresent(v, path, "schedule", [&](const json& x, const std::string& p) {
        const auto schedule = parseSchedule(readString(x, p));
        if (!schedule)
            throw ScenarioError(p, message::expectedSchedule, {describe(x)});
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
    return o;
}

ordered_json recipeJson(const MemoryRecipe& r) {
    if (memoryRecipe(r.id) == r)
        return r.id;
    return ordered_json{
        {"param", number(r.param)}, {"grad", number(r.grad)}, {"optimizer", number(r.optimizer)}};
}

// A split the file leaves out fills the chips: FSDP takes what TP and PP leave; with
// neither given, TP keeps the default 8 or the largest divisor below it.
void completeSplit(Scenario& s, bool hasFsdp, bool hasTp) {
    if (s.pp < 1 || s.chips % s.pp != 0)
        return; // validateScenario names the problem
    const long long n = s.chips / s.pp;
    if (!hasFsdp && !hasTp)
        s.tp = largestDivisorAtMost(n, s.tp);
    if (!hasFsdp && n % s.tp == 0)
        s.fsdp = n / s.tp;
    else if (!hasTp && hasFsdp && n % s.fsdp == 0)
        s.tp = n / s.fsdp;
}

// Builds the tree from nlohmann's SAX events so that bad input stops before the tree is
// built: a key given twice, nesting deeper than a scenario ever goes, or more values than
// one holds (a 16 MiB file of '[' would otherwise take gigabytes).
class StrictJsonBuilder {
  public:
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;
    static constexpr size_t maxDepth = 32;
    static constexpr size_t maxValues = 100000;

    bool null() { return put(nullptr); }
    bool boolean(bool v) { return put(v); }
    bool number_integer(number_integer_t v) { return put(v); }
    bool number_unsigned(number_unsigned_t v) { return put(v); }
    bool number_float(number_float_t v, const string_t&) { return put(v); }
    bool string(string_t& v) { return put(std::move(v)); }
    bool binary(binary_t& v) { return put(json::binary(std::move(v))); }
    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(string_t& k) {
        if (m_open.back()->contains(k))
            return fail(path() + "/" + k, message::givenTwice);
        m_key = std::move(k);
        return true;
    }

    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) {
        std::string what = e.what();
        if (const auto* p = dynamic_cast<const json::parse_error*>(&e)) {
            const auto cut = what.find("parse error");
            return fail("", message::invalidJsonAt,
                        {std::to_string(p->byte),
                         printable(cut == std::string::npos ? what : what.substr(cut))});
        }
        // out_of_range.406: a number such as 1e999 that overflows a double (no position given).
        const auto cut = what.find("] ");
        return fail("", message::invalidJson,
                    {printable(cut == std::string::npos ? what : what.substr(cut + 2))});
    }

    json take() {
        if (m_error)
            throw *m_error;
        return std::move(m_root);
    }

  private:
    bool fail(std::string path, const char* text, std::vector<std::string> args = {}) {
        m_error.emplace(std::move(path), text, std::move(args));
        return false;
    }

    std::string path() const {
        std::string p;
        for (size_t i = 1; i < m_segments.size(); ++i)
            p += "/" + m_segments[i];
        return p;
    }

    // Where the next value goes: the root, the end of an array or under the last key.
    json* place(json&& v) {
        if (++m_values > maxValues) {
            fail(path(), message::tooManyValues, {std::to_string(maxValues)});
            return nullptr;
        }
        if (m_open.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        json& parent = *m_open.back();
        if (parent.is_array()) {
            parent.push_back(std::move(v));
            return &parent.back();
        }
        return &(parent[m_key] = std::move(v));
    }

    bool put(json&& v) { return place(std::move(v)) != nullptr; }

    bool open(json&& container) {
        if (m_open.size() >= maxDepth)
            return fail(path(), message::tooDeep, {std::to_string(maxDepth)});
        std::string segment = m_open.empty()              ? std::string()
                              : m_open.back()->is_array() ? std::to_string(m_open.back()->size())
                                                          : m_key;
        json* added = place(std::move(container));
        if (!added)
            return false;
        m_open.push_back(added);
        m_segments.push_back(std::move(segment));
        return true;
    }

    bool close() {
        m_open.pop_back();
        m_segments.pop_back();
        return true;
    }

    json m_root;
    std::vector<json*> m_open; // the containers being filled, outermost first
    std::vector<std::string> m_segments;
    std::string m_key;
    size_t m_values = 0;
    std::optional<ScenarioError> m_error;
};

json parseStrictJson(std::string_view text) {
    StrictJsonBuilder builder;
    json::sax_parse(text, &builder);
    return builder.take();
}

} // namespace

Hardware hardwareFromJson(const json& j, const std::string& path, const Hardware& base,
                          bool complete) {
    requireObject(j, path);
    rejectUnknownKeys(j, path,
                      {"base", "id", "source", "name", "flops", "hbm_bytes", "hbm_bw", "ici_bw",
                       "dcn_bw", "mesh", "pod_sizes"});
    Hardware h = base;
    readField(j, path, "name", complete, h.name, readString);
    readField(j, path, "flops", complete, h.flops, numberFrom(1e6, 1e18));
    readField(j, path, "hbm_bytes", complete, h.hbmBytes, numberFrom(1e6, 1e15));
    readField(j, path, "hbm_bw", complete, h.hbmBw, numberFrom(1e3, 1e15));
    readField(j, path, "ici_bw", complete, h.iciBw, numberFrom(1e3, 1e15));
    readField(j, path, "dcn_bw", complete, h.dcnBw, numberFrom(1e3, 1e15));
    readField(j, path, "mesh", complete, h.mesh, readDims);
    readField(j, path, "pod_sizes", false, h.podSizes, readDims);
    return h;
}

Model modelFromJson(const json& j, const std::string& path, const Model& base, bool complete) {
    requireObject(j, path);
    rejectUnknownKeys(j, path,
                      {"base", "id", "source", "name", "d_model", "d_ff", "layers", "heads",
                       "kv_heads", "head_dim", "vocab", "gated_mlp"});
    Model m = base;
    readField(j, path, "name", complete, m.name, readString);
    readField(j, path, "d_model", complete, m.dModel, wholeIn(1, 1 << 20));
    readField(j, path, "d_ff", complete, m.dFf, wholeIn(1, 1 << 22));
    readField(j, path, "layers", complete, m.layers, wholeIn(1, 10000));
    readField(j, path, "heads", complete, m.heads, wholeIn(1, 1 << 16));
    readField(j, path, "kv_heads", complete, m.kvHeads, wholeIn(1, 1 << 16));
    readField(j, path, "head_dim", complete, m.headDim, wholeIn(1, 1 << 16));
    readField(j, path, "vocab", complete, m.vocab, wholeIn(1, 1 << 24));
    readField(j, path, "gated_mlp", complete, m.gatedMlp, readBool);
    if (m.kvHeads > m.heads)
        throw ScenarioError(path + "/kv_heads", message::kvHeadsAboveHeads,
                            {std::to_string(m.kvHeads), std::to_string(m.heads)});
    return m;
}

void validateScenario(const Scenario& s) {
    auto divides = [&s](long long ways, const char* key) {
        if (ways < 1 || s.chips % ways != 0)
            throw ScenarioError(std::string("/") + key, message::doesNotDivide,
                                {std::to_string(ways), std::to_string(s.chips)});
    };
    divides(s.fsdp, "fsdp");
    divides(s.tp, "tp");
    divides(s.pp, "pp");
    // Products in double: each factor is at most 2^24, so three or four of them overflow a
    // long long; a double is exact up to 2^53 and anything above cannot equal chips anyway.
    const double ways = double(s.fsdp) * double(s.tp) * double(s.pp);
    if (ways != double(s.chips))
        throw ScenarioError("/fsdp", message::splitNotChips,
                            {std::to_string(s.fsdp), std::to_string(s.tp), std::to_string(s.pp),
                             formatNumber(ways), std::to_string(s.chips)});
    if (s.meshGiven) {
        double product = 1;
        for (long long d : s.mesh)
            product *= double(d);
        if (product != double(s.chips))
            throw ScenarioError("/mesh", message::meshNotChips,
                                {formatNumber(product), std::to_string(s.chips)});
    }
    if (s.pp > s.model.layers)
        throw ScenarioError("/pp", message::stagesAboveLayers,
                            {std::to_string(s.pp), std::to_string(s.model.layers)});
    if (s.batchTokens / double(s.pods) < 1)
        throw ScenarioError("/batch_tokens", message::underOneTokenPerPod);
}

Scenario parseScenario(std::string_view text) {
    const json j = parseStrictJson(text);
    requireObject(j, "");
    rejectUnknownKeys(j, "",
                      {"schema", "hardware", "model", "chips", "mesh", "fsdp", "tp", "pp", "pods",
                       "axes", "batch_tokens", "seq_len", "comms", "training", "memory",
                       "pipeline"});
    const auto schema = j.find("schema");
    if (schema == j.end())
        throw ScenarioError("/schema", message::missingSchema);
    if (readWhole(*schema, "/schema", 1, 1000) != 1)
        throw ScenarioError("/schema", message::newerSchema, {schema->dump()});

    Scenario s = defaultScenario();
    ifPresent(j, "", "hardware", [&](const json& v, const std::string& p) {
        s.hardware =
            presetOrObject<Hardware>(v, p, s.hardwarePreset, findHardwarePreset, hardwareFromJson);
    });
    ifPresent(j, "", "model", [&](const json& v, const std::string& p) {
        s.model = presetOrObject<Model>(v, p, s.modelPreset, findModelPreset, modelFromJson);
    });
    readField(j, "", "chips", false, s.chips, wholeIn(1, limits::maxChips));
    ifPresent(j, "", "mesh", [&](const json& v, const std::string& p) {
        s.mesh = readDims(v, p);
        s.meshGiven = true;
    });
    readField(j, "", "fsdp", false, s.fsdp, wholeIn(1, limits::maxChips));
    readField(j, "", "tp", false, s.tp, wholeIn(1, limits::maxChips));
    readField(j, "", "pp", false, s.pp, wholeIn(1, limits::maxChips));
    readField(j, "", "pods", false, s.pods, wholeIn(1, limits::maxPods));
    ifPresent(j, "", "axes", [&](const json& v, const std::string& p) { readAxes(v, p, s); });
    readField(j, "", "batch_tokens", false, s.batchTokens, numberIn(0, limits::maxBatchTokens));
    readField(j, "", "seq_len", false, s.seqLen, wholeIn(1, limits::maxSeqLen));
    ifPresent(j, "", "comms", [&](const json& v, const std::string& p) { readComms(v, p, s); });
    ifPresent(j, "", "training",
              [&](const json& v, const std::string& p) { readTraining(v, p, s); });
    ifPresent(j, "", "memory", [&](const json& v, const std::string& p) { readMemory(v, p, s); });
    ifPresent(j, "", "pipeline",
              [&](const json& v, const std::string& p) { readPipeline(v, p, s); });
    completeSplit(s, j.contains("fsdp"), j.contains("tp"));
    validateScenario(s);
    return s;
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
                  {"finite_group", s.finiteGroup}};
    j["training"] = {{"tokens", number(s.trainingTokens)}, {"mfu", number(s.mfu)}};
    j["memory"] = {{"recipe", recipeJson(s.recipe)},
                   {"zero_stage", s.zeroStage},
                   {"checkpoints_per_layer", s.checkpointsPerLayer},
                   {"prefetch", s.prefetch}};
    j["pipeline"] = {{"microbatches", s.microbatches},
                     {"overhead_s", number(s.pipelineOverheadS)},
                     {"schedule", scheduleId(s.pipelineSchedule)}};
    return j.dump(2) + "\n";
}

} // namespace shardscope
