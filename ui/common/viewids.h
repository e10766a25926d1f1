#pragma once

#include <QString>

// Every view's id, once: the figure registry, the board's presets and panes, exports (file
// names and `--figure`), the sweep player, the board slide, lesson steps (`view`, `curves`'
// figure) and the settings of hidden curves all name a view by these. A lesson file's `view`
// is checked against them (lessons/, through the vocabulary the UI hands in).
namespace shardscope::viewid {

// The plots (ui/figures, figureregistry.cpp), in tab order.
inline const QString computeVsComms = QStringLiteral("compute-vs-comms");
inline const QString ratio = QStringLiteral("ratio");
inline const QString splitSweep = QStringLiteral("split-sweep");
inline const QString roofline = QStringLiteral("roofline");
inline const QString memory = QStringLiteral("memory");
inline const QString pipeline = QStringLiteral("pipeline");
inline const QString layouts = QStringLiteral("layouts");
inline const QString reality = QStringLiteral("reality");
// The mesh view (ui/mesh): not a plot, a view the board offers next to them.
inline const QString mesh = QStringLiteral("mesh");
// What only an export writes (ui/export/exporter.cpp).
inline const QString meshSteps = QStringLiteral("mesh-steps");    ///< every step, a file each
inline const QString board = QStringLiteral("board");             ///< the board on one slide
inline const QString meshAnimation = QStringLiteral("mesh-anim"); ///< GIF: one layer's steps
inline const QString meshCollective = QStringLiteral("mesh-collective"); ///< GIF: one collective
inline const QString splitAnimation = QStringLiteral("split-anim");      ///< GIF: every split

} // namespace shardscope::viewid
