#pragma once

#include <QByteArray>

namespace shardscope {

/**
 * Text in an SVG that every renderer draws alike. QSvgGenerator writes a line as one <text>
 * per run (a change of script, "для " then "DP", starts a run), each at the x Qt's own font
 * metrics measured; a renderer whose font is a little wider runs the words together. Here the
 * runs of a line with the same look become one <text> the renderer lays out itself, and each
 * font family is named as the system resolved it, with the generic family after it ("Sans
 * Serif" is Qt's alias, which other renderers do not know).
 */
QByteArray portableSvgText(const QByteArray& svg);

} // namespace shardscope
