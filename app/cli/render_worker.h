#pragma once
// A `rigstage-cli render MANIFEST --serve` child that a compare batch keeps for one of its job
// slots: it loads the character once and draws request after request in one process (and one X
// server), so a case costs a render rather than two process starts, an X server and a load.

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QProcess>
#include <QString>

#include <memory>
#include <optional>

namespace rigstage::cli {

class RenderWorker {
public:
    /// A worker for this manifest; its process starts with the first request.
    RenderWorker(QString manifest, double timeoutSeconds);
    RenderWorker(const RenderWorker&) = delete;
    RenderWorker& operator=(const RenderWorker&) = delete;
    /// Ends the process: its standard input closes, and it is killed if it does not end at once.
    ~RenderWorker();

    /// Requests sent and not answered yet.
    int outstanding() const { return outstanding_; }

    /// Sends one request (the worker's process starts first when there is none); false with the
    /// reason when the process cannot be started or written to. Requests queue: the worker draws
    /// the next while the batch compares the last.
    bool send(const QJsonObject& request, QString& failure);

    /// Waits up to waitMs for the answer to the oldest request outstanding. The answer once it came;
    /// nullopt while it is still coming, or with failure set when the process ended or outran its
    /// time on that request (it is then ended, every request outstanding is dropped, and the next
    /// request starts a fresh process).
    std::optional<QJsonObject> poll(int waitMs, QString& failure);

    /// Whether the last failure poll gave was a request that outran its time.
    bool timedOut() const { return timedOut_; }

private:
    void stop();

    QString manifest_;
    double timeoutSeconds_;
    std::unique_ptr<QProcess> process_;
    QByteArray pending_;  ///< Standard output not yet a whole line.
    QByteArray errors_;   ///< The end of its standard error, for a worker that stopped.
    QElapsedTimer clock_;  ///< Since the oldest request outstanding began to be drawn.
    int outstanding_ = 0;
    bool timedOut_ = false;
};

}  // namespace rigstage::cli
