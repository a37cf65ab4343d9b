#pragma once
// Tests that change the sample character work on a copy of it in a temporary folder.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace rigstage::test {

/// Copies the sample walker into dir and returns the copied manifest's path. The manifest's
/// costume entries (relative to the sample's folder, so they would not resolve from the copy) are
/// replaced by elements, e.g. extra <TwoBoneIk/> lines.
inline QString copySampleWith(QTemporaryDir& dir, const QByteArray& elements = {})
{
    const QString from = QStringLiteral(RIGSTAGE_SAMPLES "/walker/");
    for (const QString& name : QDir(from).entryList(QDir::Files)) {
        QFile::copy(from + name, dir.filePath(name));
    }
    QFile manifest(dir.filePath(QStringLiteral("walker.character.xml")));
    if (!manifest.open(QIODevice::ReadWrite)) {
        return {};
    }
    QByteArray text = manifest.readAll();
    text = text.left(text.indexOf("    <Costume")) + elements + text.mid(text.indexOf("    <Clip"));
    manifest.resize(0);
    manifest.write(text);
    return manifest.fileName();
}

}  // namespace rigstage::test
