// libFuzzer target: any bytes either fail with a ScenarioError or give a scenario that
// evaluates, reports and saves, and reads back from its saved text unchanged.
#include "report.h"
#include "results.h"
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
    } catch (const ScenarioError& e) {
        if (std::string_view(e.what()).empty())
            std::abort(); // every error says why
        return 0;
    }
    const Results results = evaluate(s);
    const std::string report = reportJson(s, results).dump();
    if (report.empty())
        std::abort();
    const std::string saved = saveScenario(s);
    Scenario again;
    try {
        again = parseScenario(saved);
    } catch (const ScenarioError& e) {
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
