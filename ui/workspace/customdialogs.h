#pragma once

#include "hardware.h"
#include "model.h"

class QWidget;

namespace shardscope {

/** Lets the user edit every field; false (and `hardware` untouched) when cancelled. */
bool editHardwareDialog(QWidget* parent, Hardware& hardware);
bool editModelDialog(QWidget* parent, Model& model);

} // namespace shardscope
