// libFuzzer target: any bytes either fail with a InputError (one line, no control
// characters) or give a scenario that evaluates, reports (no null where a number must be) and
// saves, and reads back from its saved text unchanged. The parser builds its tree from SAX
// events (duplicate keys, depth and size limits), so every input goes through that path.
#include "evaluate.h"
#include "report.h"
#include "scenario_io.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace shardscope;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Scenario s;
    try {
        s = parseScenario(text);
    } catch (const InputError& e) {
        const std::string_view what = e.what();
        if (what.empty())
            std::abort(); // every error says why
        for (const char c : what)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
                std::fprintf(stderr, "control character in a message: %s\n",
                             escapeControls(what).c_str());
                std::abort();
            }
        return 0;
    }
    const Results results = evaluate(s);
    const auto reportTree = reportJson(s, results);
    // Overflow in a derived value must be an input error, never a null in the report.
    for (const char* key :
         {"/derived/alpha", "/derived/params", "/derived/flops_per_token", "/layer/t_math",
          "/layer/t_comms", "/memory/total_bytes", "/memory/per_chip_bytes",
          "/memory/max_dp_params", "/training/total_flops", "/training/seconds",
          "/pipeline/bubble_fraction"}) {
        if (reportTree.at(nlohmann::ordered_json::json_pointer(key)).is_null()) {
            std::fprintf(stderr, "%s is null for:\n%s", key, saveScenario(s).c_str());
            std::abort();
        }
    }
    const std::string report = reportTree.dump();
    if (report.empty())
        std::abort();
    const std::string saved = saveScenario(s);
    Scenario again;
    try {
        again = parseScenario(saved);
    } catch (const InputError& e) {
        std::fprintf(stderr, "saved scenario does not read back: %s\n%s", e.what(), saved.c_str());
        std::abort();
    }
    if (!(again == s)) {
        std::fprintf(stderr, "saved scenario reads back different:\n%s", saved.c_str());
        std::abort();
    }
    if (saveScenario(again) != saved) {
        std::fprintf(stderr, "save -> load -> save changed the text:\n%s", saved.c_str());
        std::abort();
    }
    return 0;
}
