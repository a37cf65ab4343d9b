#pragma once
// Tests that change the sample character work on a copy of it in a temporary folder.

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace rigstage::test {

/// The element name and its name attribute of one manifest line, e.g. "<TwoBoneIk name=\"LeftHand\"".
inline QByteArray moduleKey(const QByteArray& line)
{
    const QByteArray trimmed = line.trimmed();
    const int tagEnd = trimmed.indexOf(' ');
    QByteArray key = trimmed.left(tagEnd);
    const int name = trimmed.indexOf(" name=\"");
    if (name >= 0) {
        key += trimmed.mid(name, trimmed.indexOf('"', name + 7) - name + 1);
    }
    return key;
}

/// Copies the sample walker into dir and returns the copied manifest's path. The manifest's
/// costume entries (relative to the sample's folder, so they would not resolve from the copy) are
/// replaced by elements, e.g. extra <TwoBoneIk/> lines; a sample module with the same element and
/// name as one of them (or the sample's <Locomotion>) gives way to it. The copy has no <Corrections>
/// unless elements give one.
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
    // The sample's own corrections are left out too: the tests that capture, load or count
    // corrections start from none (tests/core/test_sample_corrections.cpp reads the sample's).
    if (const qsizetype corrections = text.indexOf("    <Corrections "); corrections >= 0) {
        text.remove(corrections, text.indexOf('\n', corrections) + 1 - corrections);
    }
    text = text.left(text.indexOf("    <Costume")) + elements + text.mid(text.indexOf("    <Clip"));
    QList<QByteArray> kept;
    const QList<QByteArray> added = elements.split('\n');
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const bool replaced = std::any_of(added.begin(), added.end(), [&](const QByteArray& a) {
            return !a.trimmed().isEmpty() && moduleKey(a) == moduleKey(lines[i]) && !elements.contains(lines[i]);
        });
        if (!replaced) {
            kept.append(lines[i]);
        }
    }
    text = kept.join('\n');
    manifest.resize(0);
    manifest.write(text);
    return manifest.fileName();
}

/// The lines of a file (empty when it cannot be read).
inline QList<QByteArray> fileLines(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().split('\n') : QList<QByteArray>();
}

/// The lines of after that differ from before, line by line (both must have as many lines).
inline QList<QByteArray> changedLines(const QList<QByteArray>& before, const QList<QByteArray>& after)
{
    QList<QByteArray> changed;
    for (qsizetype i = 0; i < std::min(before.size(), after.size()); ++i) {
        if (before[i] != after[i]) {
            changed.append(after[i]);
        }
    }
    return changed;
}

}  // namespace rigstage::test
