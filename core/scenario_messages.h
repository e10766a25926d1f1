#pragma once

// Every reason a scenario can be refused for, in English with %1, %2… for its values. The core
// fills them in (report and export print English); the window looks each text up in the
// "InputError" translation context and fills in the same values. lupdate reads this file.

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x // core links no Qt: the marker only tells lupdate
#endif

namespace shardscope::message {

// The JSON itself
inline constexpr const char* invalidJsonAt =
    QT_TRANSLATE_NOOP("InputError", "invalid JSON at byte %1: %2");
inline constexpr const char* invalidJson = QT_TRANSLATE_NOOP("InputError", "invalid JSON: %1");
inline constexpr const char* givenTwice = QT_TRANSLATE_NOOP("InputError", "given twice");
inline constexpr const char* tooManyValues =
    QT_TRANSLATE_NOOP("InputError", "more than %1 values: not a scenario");
inline constexpr const char* tooManyLessonValues =
    QT_TRANSLATE_NOOP("InputError", "more than %1 values: not a lesson");
inline constexpr const char* tooDeep =
    QT_TRANSLATE_NOOP("InputError", "nested deeper than %1 levels");

// Keys and types
inline constexpr const char* unknownKey = QT_TRANSLATE_NOOP("InputError", "unknown key");
inline constexpr const char* expectedObject =
    QT_TRANSLATE_NOOP("InputError", "expected an object, got %1");
inline constexpr const char* expectedNumber =
    QT_TRANSLATE_NOOP("InputError", "expected a number, got %1");
inline constexpr const char* expectedBool =
    QT_TRANSLATE_NOOP("InputError", "expected true or false, got %1");
inline constexpr const char* expectedString =
    QT_TRANSLATE_NOOP("InputError", "expected a string, got %1");
inline constexpr const char* expectedDims =
    QT_TRANSLATE_NOOP("InputError", "expected an array of 1 to 4 whole numbers, got %1");
inline constexpr const char* expectedOverlap =
    QT_TRANSLATE_NOOP("InputError", "expected \"max\" or \"sum\", got %1");
inline constexpr const char* expectedOneOf =
    QT_TRANSLATE_NOOP("InputError", "expected one of %1, got %2");
inline constexpr const char* expectedSchedule =
    QT_TRANSLATE_NOOP("InputError", "expected \"gpipe\" or \"1f1b\", got %1");
inline constexpr const char* missingNoBase =
    QT_TRANSLATE_NOOP("InputError", "missing (no \"base\" preset to take it from)");
inline constexpr const char* missingSchema =
    QT_TRANSLATE_NOOP("InputError", "missing (this file format needs \"schema\": 1)");
inline constexpr const char* newerSchema =
    QT_TRANSLATE_NOOP("InputError", "version %1 is newer than this program reads (1)");
inline constexpr const char* unknownPreset =
    QT_TRANSLATE_NOOP("InputError", "unknown preset \"%1\"");
inline constexpr const char* unknownRecipe =
    QT_TRANSLATE_NOOP("InputError", "unknown recipe %1 (book-10, mixed-16, notes-18 or an object)");

// Numbers
inline constexpr const char* notFinite = QT_TRANSLATE_NOOP("InputError", "must be a finite number");
inline constexpr const char* below = QT_TRANSLATE_NOOP("InputError", "%1 is below %2");
inline constexpr const char* notAbove = QT_TRANSLATE_NOOP("InputError", "%1 must be above %2");
inline constexpr const char* tooLarge =
    QT_TRANSLATE_NOOP("InputError", "%1 is too large (at most %2)");
inline constexpr const char* tooManyCharacters =
    QT_TRANSLATE_NOOP("InputError", "%1 characters, at most %2");
inline constexpr const char* notWhole =
    QT_TRANSLATE_NOOP("InputError", "%1 must be a whole number");
inline constexpr const char* tooFewBytes =
    QT_TRANSLATE_NOOP("InputError", "%1 is too small (0, or at least 0.001 bytes per parameter)");
inline constexpr const char* noBytes =
    QT_TRANSLATE_NOOP("InputError", "bytes per parameter add up to 0");

// The scenario as a whole
inline constexpr const char* meshTooLarge =
    QT_TRANSLATE_NOOP("InputError", "multiplies to %1, more than %2 chips");
inline constexpr const char* meshNotChips =
    QT_TRANSLATE_NOOP("InputError", "multiplies to %1, not chips %2");
inline constexpr const char* kvHeadsAboveHeads =
    QT_TRANSLATE_NOOP("InputError", "%1 is more than heads %2");
inline constexpr const char* doesNotDivide =
    QT_TRANSLATE_NOOP("InputError", "%1 does not divide chips %2");
inline constexpr const char* splitNotChips =
    QT_TRANSLATE_NOOP("InputError", "fsdp %1 · tp %2 · pp %3 = %4, not chips %5");
inline constexpr const char* splitWithCpNotChips =
    QT_TRANSLATE_NOOP("InputError", "fsdp %1 · cp %2 · tp %3 · pp %4 = %5, not chips %6");
inline constexpr const char* doesNotDivideSeqLen =
    QT_TRANSLATE_NOOP("InputError", "%1 does not divide seq_len %2");
inline constexpr const char* stagesAboveLayers =
    QT_TRANSLATE_NOOP("InputError", "%1 stages for %2 layers");
inline constexpr const char* doesNotDivideFsdp =
    QT_TRANSLATE_NOOP("InputError", "%1 does not divide fsdp %2");
inline constexpr const char* doesNotDivideHsdp =
    QT_TRANSLATE_NOOP("InputError", "%1 does not divide the HSDP group %2");
inline constexpr const char* noFp8 =
    QT_TRANSLATE_NOOP("InputError", "fp8: the hardware %1 has no fp8 peak (fp8_flops)");
inline constexpr const char* doesNotDivideExperts =
    QT_TRANSLATE_NOOP("InputError", "%1 does not divide experts %2");
inline constexpr const char* accumulationWithPipeline = QT_TRANSLATE_NOOP(
    "InputError", "gradient accumulation %1 with %2 pipeline stages: a pipeline's microbatches "
                  "accumulate the gradients; set pipeline.microbatches instead");
inline constexpr const char* needsExperts =
    QT_TRANSLATE_NOOP("InputError", "%1 needs a model with experts (\"experts\" above 0)");
inline constexpr const char* moreThanExperts =
    QT_TRANSLATE_NOOP("InputError", "%1 is more than experts %2");
inline constexpr const char* notBelowLayers =
    QT_TRANSLATE_NOOP("InputError", "%1 leaves no layer for the experts (layers %2)");
inline constexpr const char* expectedPlacement = QT_TRANSLATE_NOOP(
    "InputError", "expected \"tp\", \"fsdp\" and \"pp\", each once, in any order; got %1");
inline constexpr const char* scaleoutNeeded = QT_TRANSLATE_NOOP(
    "InputError", "missing: hardware with node_chips needs scaleout_bw, the network between nodes");
inline constexpr const char* underOneTokenPerPod =
    QT_TRANSLATE_NOOP("InputError", "less than one token per pod");

// The file
inline constexpr const char* cannotOpen = QT_TRANSLATE_NOOP("InputError", "cannot open the file");
inline constexpr const char* cannotRead = QT_TRANSLATE_NOOP("InputError", "cannot read the file");
inline constexpr const char* cannotReadBecause =
    QT_TRANSLATE_NOOP("InputError", "cannot read the file: %1");
inline constexpr const char* aFolder =
    QT_TRANSLATE_NOOP("InputError", "a folder, not a scenario file");
inline constexpr const char* aFifo = QT_TRANSLATE_NOOP("InputError", "a FIFO, not a regular file");
inline constexpr const char* aDevice =
    QT_TRANSLATE_NOOP("InputError", "a device, not a regular file");
inline constexpr const char* notRegular = QT_TRANSLATE_NOOP("InputError", "not a regular file");
inline constexpr const char* tooBig =
    QT_TRANSLATE_NOOP("InputError", "the file is larger than 16 MiB: not a scenario");

// Lesson files (docs/lesson-format.md)
inline constexpr const char* missing = QT_TRANSLATE_NOOP("InputError", "missing");
inline constexpr const char* missingLessonVersion =
    QT_TRANSLATE_NOOP("InputError", "missing (a lesson file needs \"lesson\": 1)");
inline constexpr const char* newerLesson =
    QT_TRANSLATE_NOOP("InputError", "lesson format %1 is newer than this program reads (1)");
inline constexpr const char* badLessonId =
    QT_TRANSLATE_NOOP("InputError", "\"%1\" is not an id: use lowercase letters, digits and '-'");
inline constexpr const char* missingEnglish =
    QT_TRANSLATE_NOOP("InputError", "missing: every text needs at least \"en\"");
inline constexpr const char* missingLanguage =
    QT_TRANSLATE_NOOP("InputError", "missing: a built-in lesson gives every text in %1");
inline constexpr const char* languageFallsBack =
    QT_TRANSLATE_NOOP("InputError", "missing: the English text is shown instead");
inline constexpr const char* expectedList =
    QT_TRANSLATE_NOOP("InputError", "expected a list, got %1");
inline constexpr const char* expectedScenario =
    QT_TRANSLATE_NOOP("InputError", "expected a scenario file name or a scenario object, got %1");
inline constexpr const char* noSteps =
    QT_TRANSLATE_NOOP("InputError", "a lesson needs at least one step");
inline constexpr const char* noScenarioFile =
    QT_TRANSLATE_NOOP("InputError", "no scenario file \"%1\"");
inline constexpr const char* inScenarioFile = QT_TRANSLATE_NOOP("InputError", "in %1: %2");
inline constexpr const char* unknownReportKey =
    QT_TRANSLATE_NOOP("InputError", "\"%1\" is not a key of the report (docs/report.md)");
inline constexpr const char* reportKeyNotValue =
    QT_TRANSLATE_NOOP("InputError", "\"%1\" in the report is %2, not a number or true/false");
inline constexpr const char* answerNotNumber =
    QT_TRANSLATE_NOOP("InputError", "\"%1\" in the report is %2, not a number");
inline constexpr const char* answerIsNull = QT_TRANSLATE_NOOP(
    "InputError", "\"%1\" has no value (null) in this step's scenario: nothing to answer");
inline constexpr const char* keyIsBool = QT_TRANSLATE_NOOP(
    "InputError", "\"%1\" is true or false in the report: expected true or false, got %2");
inline constexpr const char* keyIsNumber =
    QT_TRANSLATE_NOOP("InputError", "\"%1\" is a number in the report: expected a number, got %2");
inline constexpr const char* compareBool =
    QT_TRANSLATE_NOOP("InputError", "\"%1\" is true or false in the report: use \"equals\"");
inline constexpr const char* oneComparison =
    QT_TRANSLATE_NOOP("InputError", "needs exactly one of \"equals\", \"below\" and \"above\"");
inline constexpr const char* notBelow = QT_TRANSLATE_NOOP("InputError", "%1 must be below %2");
inline constexpr const char* unknownHighlight =
    QT_TRANSLATE_NOOP("InputError", "unknown highlight \"%1\" (one of: %2)");
inline constexpr const char* unknownMeshStep = QT_TRANSLATE_NOOP(
    "InputError", "unknown mesh step \"%1\" (pass.kind.tensor.axis, as forward.allgather.w_in.x)");
inline constexpr const char* noSuchMeshStep =
    QT_TRANSLATE_NOOP("InputError", "the step's scenario has no schedule step \"%1\" on its mesh");
inline constexpr const char* unknownUnit =
    QT_TRANSLATE_NOOP("InputError", "unknown unit \"%1\" (one of: %2)");
inline constexpr const char* unknownView =
    QT_TRANSLATE_NOOP("InputError", "unknown view \"%1\" (one of: %2)");
inline constexpr const char* tooManyViews =
    QT_TRANSLATE_NOOP("InputError", "%1 views: the board shows at most %2");
inline constexpr const char* unknownCurve =
    QT_TRANSLATE_NOOP("InputError", "unknown curve \"%1\" (one of: %2)");
inline constexpr const char* curveTwice =
    QT_TRANSLATE_NOOP("InputError", "curve \"%1\" is listed twice");
inline constexpr const char* keyTwice =
    QT_TRANSLATE_NOOP("InputError", "report key \"%1\" is listed twice");
inline constexpr const char* noCurves =
    QT_TRANSLATE_NOOP("InputError", "no curves: leave \"curves\" out to show every curve");
inline constexpr const char* textTooLong =
    QT_TRANSLATE_NOOP("InputError", "about %1 words: keep a text under %2");

} // namespace shardscope::message
