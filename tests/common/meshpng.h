#pragma once
// The mesh tests' frames, written for a person to look at when SHARDSCOPE_MESH_PNG_DIR names a
// folder (a run by hand); nothing is written otherwise.
#include <QDir>
#include <QImage>
#include <QString>

namespace shardscope::testing {

inline void saveMeshPngIfAsked(const QImage& image, const QString& name) {
    const QString dir = qEnvironmentVariable("SHARDSCOPE_MESH_PNG_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    image.save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace shardscope::testing
