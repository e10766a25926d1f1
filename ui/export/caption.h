#pragma once

#include "scenario.h"

#include <QString>

namespace shardscope {

/**
 * The footer of an exported figure, in the current language: hardware, model, chips (and
 * pods), global batch and split, e.g. "TPU v5p · Llama 3 70B · 4096 chips · B = 1.05 M tokens ·
 * FSDP 512 × TP 8".
 */
QString exportCaption(const Scenario& s);

} // namespace shardscope
