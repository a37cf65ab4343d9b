#include "cli/render_worker.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <csignal>
#include <sys/prctl.h>

#include "cli/cli_text.h"

namespace rigstage::cli {

RenderWorker::RenderWorker(QString manifest, double timeoutSeconds) : manifest_(std::move(manifest)), timeoutSeconds_(timeoutSeconds) {}

RenderWorker::~RenderWorker()
{
    stop();
}

void RenderWorker::stop()
{
    if (process_) {
        process_->closeWriteChannel();  // a worker ends when its requests do
        if (!process_->waitForFinished(outstanding_ > 0 ? 0 : 3000)) {
            process_->kill();
            process_->waitForFinished(3000);
        }
        process_.reset();
    }
    pending_.clear();
    outstanding_ = 0;
}

bool RenderWorker::send(const QJsonObject& request, QString& failure)
{
    if (!process_) {
        process_ = std::make_unique<QProcess>();
        // It ends with the batch, however the batch ends (its own Xvfb ends with it in turn).
        process_->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
        process_->start(QCoreApplication::applicationFilePath(), {QStringLiteral("render"), manifest_, QStringLiteral("--serve")});
        errors_.clear();
        if (!process_->waitForStarted(10000)) {
            failure = Cli::tr("the render worker for %1 did not start: %2").arg(manifest_, process_->errorString());
            process_.reset();
            return false;
        }
    }
    const QByteArray line = QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n';
    if (process_->write(line) != line.size()) {
        failure = Cli::tr("the render worker for %1 could not be written to: %2").arg(manifest_, process_->errorString());
        stop();
        return false;
    }
    if (outstanding_++ == 0) {
        clock_.start();
    }
    return true;
}

std::optional<QJsonObject> RenderWorker::poll(int waitMs, QString& failure)
{
    timedOut_ = false;
    if (outstanding_ == 0 || !process_) {
        return std::nullopt;
    }
    if (!pending_.contains('\n')) {
        process_->waitForReadyRead(waitMs);
        pending_ += process_->readAllStandardOutput();
    }
    errors_ = (errors_ + process_->readAllStandardError()).right(4096);
    if (const qsizetype end = pending_.indexOf('\n'); end >= 0) {
        const QByteArray line = pending_.left(end);
        pending_.remove(0, end + 1);
        if (--outstanding_ > 0) {
            clock_.start();  // the next request is being drawn from now
        }
        QJsonParseError error;
        const QJsonDocument answer = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !answer.isObject()) {
            failure = Cli::tr("the render worker for %1 answered what is not JSON: %2").arg(manifest_, QString::fromUtf8(line.left(200)));
            stop();
            return std::nullopt;
        }
        return answer.object();
    }
    if (process_->state() == QProcess::NotRunning) {
        errors_ += process_->readAllStandardError();
        const QStringList lines = QString::fromUtf8(errors_).trimmed().split(QLatin1Char('\n'));
        failure = Cli::tr("the render worker stopped (%1): %2")
                      .arg(process_->exitStatus() == QProcess::CrashExit ? Cli::tr("it crashed") : Cli::tr("exit %1").arg(process_->exitCode()),
                           lines.mid(std::max(0, int(lines.size()) - 3)).join(QStringLiteral("; ")));
        stop();
        return std::nullopt;
    }
    if (double(clock_.elapsed()) > timeoutSeconds_ * 1000.0) {
        timedOut_ = true;
        failure = Cli::tr("did not finish in %1 s").arg(timeoutSeconds_);
        stop();
        return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace rigstage::cli
