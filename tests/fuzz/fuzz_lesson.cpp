// libFuzzer target: any bytes either fail with a InputError (one line, no control
// characters) or give a lesson whose every step has a scenario that evaluates and whose tasks
// and answers can be checked against its report without a crash.
#include "evaluate.h"
#include "lesson.h"
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
    LessonReadOptions options;
    options.builtIn = size % 2 == 0; // both readings, strict and lenient
    options.views = {"compute-vs-comms", "ratio", "mesh"};
    options.scenarioText = [](const std::string& name) -> std::string {
        if (name == "default.json")
            return saveScenario(defaultScenario());
        throw InputError("", "no scenario file \"%1\"", {name});
    };
    Lesson lesson;
    try {
        lesson = parseLesson(text, options);
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
    if (lesson.steps.empty())
        std::abort(); // the reader refuses a lesson without steps
    for (const LessonStep& step : lesson.steps) {
        const auto report = reportJson(step.scenario, evaluate(step.scenario));
        if (step.task)
            (void)step.task->when.holds(report);
        if (step.question && !expectedAnswer(step.question->answer, report))
            std::abort(); // the reader refuses a question the step's report cannot answer
    }
    return 0;
}
