#include "calibration.h"

#include "evaluate.h"
#include "presets.h"
#include "whole_step.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace shardscope {

std::optional<double> measuredStepSeconds(const RunFile& run, const Results& r) {
    const Scenario& s = run.scenario;
    if (run.measured.tokensPerSecond)
        return s.batchTokens / *run.measured.tokensPerSecond;
    const double peak = double(s.chips * s.pods) * s.peakFlops();
    if (run.measured.mfuCommon) {
        // PaLM's convention counts the full attention square (docs/runs.md#mfu-common).
        Scenario full = s;
        full.attentionFlops = AttentionFlops::Full;
        return stepModelFlops(full) / (*run.measured.mfuCommon * peak);
    }
    if (run.measured.mfu)
        return r.step.modelFlops / (*run.measured.mfu * peak);
    return std::nullopt;
}

std::vector<CalibrationPoint> calibrationPoints(const std::vector<RunFile>& runs) {
    std::vector<CalibrationPoint> points;
    for (const RunFile& run : runs) {
        // An fp8 run's matmuls run against another peak than the efficiency the fit finds.
        if (!run.modelled || run.scenario.precision == Precision::Fp8)
            continue;
        Results r = evaluate(run.scenario);
        if (const auto measured = measuredStepSeconds(run, r))
            points.push_back({run.id, run.group, run.scenario, std::move(r), *measured});
    }
    return points;
}

Calibration shippedCalibration() {
    Calibration c;
    for (const Preset<Hardware>& p : hardwarePresets()) {
        Calibration::HardwareFit fit;
        fit.matmul = p.value.matmulEfficiency.value_or(fit.matmul);
        fit.link = p.value.linkEfficiency.value_or(fit.link);
        c.hardware[p.id] = fit;
    }
    for (const Choice<Stack>& id : stackIds)
        if (id.value != Stack::Auto)
            c.stacks[id.value] = stackProfile(id.value);
    return c;
}

namespace {

/** The numbers of a profile the calibration fits, by their preset keys. */
std::vector<std::pair<std::string, double*>> fittedNumbers(StackProfile& p) {
    const std::pair<std::string, double*> all[] = {
        {"overlap_tp", &p.overlapTp},
        {"overlap_fsdp", &p.overlapFsdp},
        {"overlap_dp", &p.overlapDp},
        {"attention_efficiency", &p.attentionEfficiency}};
    std::vector<std::pair<std::string, double*>> list;
    for (const auto& number : all)
        if (std::find(p.fitted.begin(), p.fitted.end(), number.first) != p.fitted.end())
            list.push_back(number);
    return list;
}

} // namespace

Calibration neutralCalibration() {
    Calibration c = shippedCalibration();
    for (auto& [id, fit] : c.hardware)
        fit = Calibration::HardwareFit{};
    for (auto& [stack, profile] : c.stacks)
        for (const auto& [key, value] : fittedNumbers(profile))
            *value = 0.5;
    return c;
}

namespace {

ForecastParams paramsFor(const CalibrationPoint& p, const Calibration& c) {
    ForecastParams params = forecastParams(p.scenario);
    const auto hw = c.hardware.find(p.scenario.hardwarePreset);
    if (hw != c.hardware.end()) {
        params.matmulEfficiency = hw->second.matmul;
        params.linkEfficiency = hw->second.link;
    }
    const auto stack = c.stacks.find(scenarioStack(p.scenario));
    if (stack != c.stacks.end())
        params.profile = &stack->second;
    return params;
}

/** A number the fit moves (into every place that shares it), and the range it may take. */
struct Knob {
    std::vector<double*> values;
    double low, high;
};

std::vector<Knob> knobs(const std::vector<CalibrationPoint>& points, Calibration& c) {
    std::set<std::string> hardware;
    std::set<Stack> stacks;
    for (const CalibrationPoint& p : points) {
        hardware.insert(p.scenario.hardwarePreset);
        stacks.insert(scenarioStack(p.scenario));
    }
    std::vector<Knob> list;
    // A matmul efficiency per chip; one link efficiency per kind of network (switched GPU
    // nodes, TPU tori): fewer numbers, each fitted on more sources.
    Knob links[2] = {{{}, 0.2, 1}, {{}, 0.2, 1}};
    for (const std::string& id : hardware) {
        Calibration::HardwareFit& fit = c.hardware[id];
        list.push_back({{&fit.matmul}, 0.3, 1});
        const Preset<Hardware>* preset = findHardwarePreset(id);
        links[preset && preset->value.switched() ? 1 : 0].values.push_back(&fit.link);
    }
    for (const Knob& k : links)
        if (!k.values.empty())
            list.push_back(k);
    for (Stack stack : stacks) {
        if (stack == Stack::Bound)
            continue;
        StackProfile& profile = c.stacks[stack];
        for (const auto& [key, value] : fittedNumbers(profile))
            list.push_back({{value}, key == std::string("attention_efficiency") ? 0.2 : 0, 1});
    }
    return list;
}

// Every run counts the same; the log treats 20 % too slow and 20 % too fast alike.
double loss(const std::vector<CalibrationPoint>& points, const Calibration& c) {
    double sum = 0;
    for (const CalibrationPoint& p : points)
        sum += std::abs(std::log(forecastSeconds(p, c) / p.measuredSeconds));
    return sum;
}

} // namespace

double forecastSeconds(const CalibrationPoint& p, const Calibration& c) {
    return forecastStep(p.scenario, p.bound, paramsFor(p, c)).seconds;
}

namespace {

double relativeError(const CalibrationPoint& p, const Calibration& c) {
    return forecastSeconds(p, c) / p.measuredSeconds - 1;
}

} // namespace

std::vector<double> relativeErrors(const std::vector<CalibrationPoint>& points,
                                   const Calibration& c) {
    std::vector<double> errors;
    for (const CalibrationPoint& p : points)
        errors.push_back(relativeError(p, c));
    return errors;
}

Calibration fitCalibration(const std::vector<CalibrationPoint>& points, Calibration start) {
    Calibration c = std::move(start);
    const std::vector<Knob> list = knobs(points, c);
    const double golden = (std::sqrt(5.0) - 1) / 2;
    for (int sweep = 0; sweep < 6; ++sweep) {
        for (const Knob& knob : list) {
            // Golden-section search of one knob, the others held. A knob no run depends on
            // keeps its value: only a lower loss moves it.
            const double kept = *knob.values.front();
            const double before = loss(points, c);
            auto at = [&](double v) {
                for (double* value : knob.values)
                    *value = v;
                return loss(points, c);
            };
            double a = knob.low, b = knob.high;
            double x1 = b - golden * (b - a), x2 = a + golden * (b - a);
            double f1 = at(x1), f2 = at(x2);
            for (int i = 0; i < 14; ++i) {
                if (f1 <= f2) {
                    b = x2, x2 = x1, f2 = f1;
                    x1 = b - golden * (b - a), f1 = at(x1);
                } else {
                    a = x1, x1 = x2, f1 = f2;
                    x2 = a + golden * (b - a), f2 = at(x2);
                }
            }
            const bool better = std::min(f1, f2) < before;
            for (double* value : knob.values)
                *value = !better ? kept : f1 <= f2 ? x1 : x2;
        }
    }
    return c;
}

std::vector<double> leaveOneSourceOut(const std::vector<CalibrationPoint>& points,
                                      const Calibration& start) {
    std::vector<double> errors(points.size());
    std::set<std::string> groups;
    for (const CalibrationPoint& p : points)
        groups.insert(p.group);
    for (const std::string& held : groups) {
        std::vector<CalibrationPoint> rest;
        for (const CalibrationPoint& p : points)
            if (p.group != held)
                rest.push_back(p);
        const Calibration fitted = fitCalibration(rest, start);
        for (size_t i = 0; i < points.size(); ++i)
            if (points[i].group == held)
                errors[i] = relativeError(points[i], fitted);
    }
    return errors;
}

ErrorSummary summarize(const std::vector<double>& errors) {
    ErrorSummary s;
    std::vector<double> sizes;
    for (double e : errors)
        sizes.push_back(std::abs(e));
    std::sort(sizes.begin(), sizes.end());
    s.count = int(sizes.size());
    if (sizes.empty())
        return s;
    auto quantile = [&](double q) {
        const double at = q * double(sizes.size() - 1);
        const size_t i = size_t(at);
        const double frac = at - double(i);
        return i + 1 < sizes.size() ? sizes[i] * (1 - frac) + sizes[i + 1] * frac : sizes[i];
    };
    s.median = quantile(0.5);
    s.p90 = quantile(0.9);
    s.within10 = int(std::count_if(sizes.begin(), sizes.end(), [](double e) { return e <= 0.1; }));
    return s;
}

} // namespace shardscope

namespace shardscope {

// docs/runs.md#my-run. The forecast step falls as the matmul efficiency rises (a slower matmul
// adds its time and hides at most as much more of the comms), so bisection finds the one
// efficiency that gives the measured step.
RunFit fitMatmulEfficiency(const Scenario& s, double measuredSeconds) {
    constexpr double kLowest = 0.01, kHighest = 1.0;
    RunFit fit;
    auto forecastAt = [&s](double efficiency) {
        Scenario at = s;
        at.hardware.matmulEfficiency = efficiency;
        return evaluate(at).forecast.seconds;
    };
    const Results r = evaluate(s);
    fit.boundSeconds = r.step.seconds;
    if (!std::isfinite(measuredSeconds) || measuredSeconds <= 0)
        return fit;
    if (scenarioStack(s) == Stack::Bound) {
        fit.status = RunFit::Status::NoStack;
        return fit;
    }
    if (measuredSeconds < fit.boundSeconds) {
        fit.status = RunFit::Status::BelowTheBound;
        return fit;
    }
    fit.forecastSeconds = forecastAt(kHighest);
    if (measuredSeconds < fit.forecastSeconds) {
        fit.status = RunFit::Status::FasterThanPeak;
        return fit;
    }
    const double slowest = forecastAt(kLowest);
    if (measuredSeconds > slowest) {
        fit.status = RunFit::Status::TooSlow;
        fit.forecastSeconds = slowest;
        return fit;
    }
    double low = kLowest, high = kHighest; // forecast(low) ≥ measured ≥ forecast(high)
    while (high - low > 1e-6) {
        const double mid = (low + high) / 2;
        (forecastAt(mid) > measuredSeconds ? low : high) = mid;
    }
    fit.status = RunFit::Status::Fitted;
    fit.matmulEfficiency = high;
    fit.forecastSeconds = forecastAt(high);
    return fit;
}

} // namespace shardscope
