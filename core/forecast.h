#pragma once

// The forecast beside the bound (docs/model.md#forecast): the whole step as a software stack
// runs it. Matmuls at an achievable fraction of peak that falls with their shape, the
// memory-bound ops at HBM bandwidth, collectives at a fraction of the link, hidden behind the
// compute only as far as the stack overlaps them, and the interleaved bubble. Never below the
// bound (`step.*`).

#include "memory.h"
#include "results.h"
#include "stack_profile.h"

namespace shardscope {

/**
 * The stack a scenario's forecast prices: `training.stack`, Stack::Auto resolved by the hardware
 * and the layout (MaxText on a TPU; on GPUs PyTorch FSDP at ZeRO-3, Megatron-Core otherwise).
 */
Stack scenarioStack(const Scenario& s);

/** The shipped profile of a stack other than Auto (resources/presets/stacks.json). */
const StackProfile& stackProfile(Stack stack);

/** The calibrated efficiencies a forecast uses, from the hardware and the stack. */
struct ForecastParams {
    const StackProfile* profile = nullptr; ///< a preset's, or a calibration's while it fits
    double matmulEfficiency = 1;           ///< of peak, for a large matmul (hardware, fitted)
    double linkEfficiency = 1; ///< of link bandwidth, for a large collective (hardware, fitted)
};

/** The scenario's parameters: its hardware's calibration and its stack's profile. */
ForecastParams forecastParams(const Scenario& s);

/**
 * The forecast of a scenario from its evaluated bound (r.step, r.pipeline, r.layer). With
 * Stack::Bound it is the bound. evaluate() keeps it as r.forecast.
 */
Forecast forecastStep(const Scenario& s, const Results& r, const ForecastParams& params);

/**
 * The shape of what a layer keeps under the stack, for stackActivationBytes; none under `bound`
 * and MaxText, which keep the book's checkpoints (XLA saves what its remat policy names).
 */
std::optional<ActivationShape> stackActivationShape(const Scenario& s, const StackProfile& profile);

/**
 * The busiest chip's memory as the stack keeps activations: Korthikanti's per-layer bytes on
 * the GPU stacks, the book's checkpoints under `bound` and MaxText (docs/model.md#stack-memory).
 */
Forecast::Memory forecastMemory(const Scenario& s, const StackProfile& profile);

} // namespace shardscope
