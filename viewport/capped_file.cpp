#include "viewport/capped_file.h"

#include <algorithm>

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QLocale>

namespace rigstage {

namespace {

class CappedFile {
    Q_DECLARE_TR_FUNCTIONS(CappedFile)
};

QString bytesText(qint64 bytes)
{
    // "1 MiB" for a limit, "1.4 MiB" for a file just past it.
    const bool whole = bytes % (qint64(1) << 20) == 0 || bytes >= (qint64(10) << 20);
    return QLocale().formattedDataSize(bytes, whole ? 0 : 1);
}

}  // namespace

QString cappedFileProblem(const QString& path, qint64 maxBytes, const QString& kind)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        return info.isSymLink() ? CappedFile::tr("it is a link to a file that does not exist") : CappedFile::tr("no such file");
    }
    if (info.isDir()) {
        return CappedFile::tr("it is a folder, not a file");
    }
    if (!info.isFile()) {
        return CappedFile::tr("it is a FIFO or device, not a regular file");
    }
    if (info.size() > maxBytes) {
        return CappedFile::tr("it is %1, more than the %2 a %3 may have").arg(bytesText(info.size()), bytesText(maxBytes), kind);
    }
    return {};
}

std::optional<QByteArray> readCappedFile(const QString& path, qint64 maxBytes, const QString& kind, QString& error)
{
    error = cappedFileProblem(path, maxBytes, kind);
    if (!error.isEmpty()) {
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = CappedFile::tr("cannot open it: %1").arg(file.errorString());
        return std::nullopt;
    }
    // Read to the end in pieces, so a file that grows while it is read is read whole, or refused
    // as soon as it passes the limit (a read of the size checked would keep only part of it).
    // Each piece goes straight into the buffer (a batch reads a few megabytes a comparison).
    QByteArray bytes;
    qsizetype used = 0;
    bytes.resize(qsizetype(std::min(file.size(), maxBytes)) + 1);
    for (;;) {
        if (used == bytes.size()) {
            bytes.resize(std::min<qsizetype>(qsizetype(maxBytes) + 1, used + std::max<qsizetype>(used, qsizetype(1) << 20)));
        }
        const qint64 got = file.read(bytes.data() + used, bytes.size() - used);
        if (got <= 0) {
            break;
        }
        used += qsizetype(got);
        if (used > maxBytes) {
            error = CappedFile::tr("it grew past the %1 a %2 may have while it was read").arg(bytesText(maxBytes), kind);
            return std::nullopt;
        }
    }
    bytes.resize(used);
    if (file.error() != QFileDevice::NoError) {
        error = CappedFile::tr("cannot read it: %1").arg(file.errorString());
        return std::nullopt;
    }
    return bytes;
}

QImage readCappedImage(const QString& path, QString& error)
{
    const std::optional<QByteArray> bytes = readCappedFile(path, file_limits::kImage, CappedFile::tr("picture"), error);
    if (!bytes) {
        return {};
    }
    QBuffer buffer;
    buffer.setData(*bytes);
    QImageReader reader(&buffer);
    const QImage image = reader.read();
    if (image.isNull()) {
        error = reader.errorString();
    }
    return image;
}

}  // namespace rigstage
