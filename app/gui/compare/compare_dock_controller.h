#pragma once
// The Compare dock's wiring: a DCC's reference picture and camera beside the character rendered
// from that camera, and a DCC's pose dump compared with the character frame by frame.

#include <QImage>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

#include "viewport/camera_spec.h"

class QAction;
class QPlainTextEdit;
class QWidget;

namespace rigstage {

class Document;
class ReferenceComparePanel;
class TimelineWidget;

class CompareDockController : public QObject {
    Q_OBJECT
public:
    /// The character is shown at a reference's frame through timeline (the document follows it);
    /// showMesh: rendered with its mesh while the viewport shows it; messages and window (the
    /// parent of the dialogs) report.
    CompareDockController(Document& document, ReferenceComparePanel* panel, TimelineWidget* timeline, QAction* showMesh,
                          QPlainTextEdit* messages, QWidget* window);

    /// A DCC's picture and its camera (Rigstage camera JSON, optionally with the "frame" or "time"
    /// it shows and its "clip"); the character goes to that clip and frame and is rendered from that
    /// camera. Without a camera file (cameraPath empty) the current view's camera stands in, at the
    /// frame shown, and the dock says so. False with the reason when a file is unreadable or the
    /// render fails.
    bool loadReference(const QString& imagePath, const QString& cameraPath, QString* error);
    /// Asks for a file to open (title, folder to start in, name filter); an empty answer is a
    /// cancel. A file dialog unless set (tests).
    using FileChooser = std::function<QString(const QString& title, const QString& folder, const QString& filter)>;
    void setFileChooser(FileChooser chooser) { chooser_ = std::move(chooser); }
    /// The camera of the current view; the window's viewport unless set.
    void setViewCamera(std::function<std::optional<CameraSpec>()> camera) { viewCamera_ = std::move(camera); }
    /// Renders the character as it is now from the loaded reference's camera into the dock.
    bool renderReferenceComparison(QString* error);
    /// Compares a DCC's pose dump with the character frame by frame (as the window evaluates it),
    /// stops at the first frame that diverges, selects the likely culprit (the first diverging
    /// bone in evaluation order that nothing it depends on explains) and says so in Messages.
    /// Returns the culprit's bone (-1 when every frame agrees); false in ok and the reason in error
    /// when the dump cannot be read.
    int comparePoseDump(const QString& path, QString* error, bool* ok);

Q_SIGNALS:
    /// Play this clip (an index into the document's clips) in the window: a reference or a dump
    /// names it.
    void clipRequested(int clip);

private:
    QString chooseFile(const QString& title, const QString& folder, const QString& filter);
    std::optional<CameraSpec> currentViewCamera() const;

    Document& document_;
    ReferenceComparePanel* panel_;
    TimelineWidget* timeline_;
    QAction* showMesh_;
    QPlainTextEdit* messages_;
    QWidget* window_;
    QImage image_;
    CameraSpec camera_;
    QString name_;
    FileChooser chooser_;
    std::function<std::optional<CameraSpec>()> viewCamera_;
};

}  // namespace rigstage
