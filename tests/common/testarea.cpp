// main() of an area executable: runs the one test named by the first argument.
#include "testarea.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <string>

namespace shardscope::testing {
namespace {

std::map<std::string, AreaTestMain>& registry() {
    static std::map<std::string, AreaTestMain> tests;
    return tests;
}

std::string& current() {
    static std::string name;
    return name;
}

std::string baseName(const char* sourceFile) {
    std::string name = sourceFile;
    if (const auto slash = name.find_last_of('/'); slash != std::string::npos)
        name.erase(0, slash + 1);
    if (const auto dot = name.find('.'); dot != std::string::npos)
        name.erase(dot);
    return name;
}

int listTests(const char* program) {
    std::fprintf(stderr, "usage: %s TEST [Qt Test arguments]\ntests:\n", program);
    for (const auto& [name, main] : registry())
        std::fprintf(stderr, "  %s\n", name.c_str());
    return 2;
}

} // namespace

int registerAreaTest(const char* sourceFile, AreaTestMain main) {
    registry()[baseName(sourceFile)] = main;
    return 0;
}

const char* currentAreaTest() {
    return current().c_str();
}

} // namespace shardscope::testing

int main(int argc, char** argv) {
    using namespace shardscope::testing;
    if (argc < 2)
        return listTests(argv[0]);
    const auto test = registry().find(argv[1]);
    if (test == registry().end()) {
        std::fprintf(stderr, "no test named %s\n", argv[1]);
        return listTests(argv[0]);
    }
    current() = argv[1];
    // The test sees its own name as the program and its own arguments after it.
    argv[1] = argv[0];
    return test->second(argc - 1, argv + 1);
}
