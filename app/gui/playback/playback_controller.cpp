#include "gui/playback/playback_controller.h"

#include <QAction>
#include <QSignalBlocker>

#include "gui/document.h"
#include "gui/playback/playback_model.h"
#include "gui/selection/selection_model.h"
#include "skeleton/bone_name.h"
#include "viewport/viewport_widget.h"
#include "widgets/timeline_widget.h"
#include "gui/named_actions.h"

namespace rigstage {

PlaybackController::PlaybackController(Document& document, TimelineWidget* timeline, ViewportWidget* viewport, QWidget* window)
    : QObject(window)
    , document_(document)
    , timeline_(timeline)
    , viewport_(viewport)
{
    auto make = [this, window](const QString& name, const QString& text, const QKeySequence& shortcut, auto slot) {
        return addNamedAction(actions_, window, this, name, text, shortcut, slot);
    };
    make(QStringLiteral("play"), tr("&Play / Pause"), QKeySequence(Qt::Key_Space), [this] { timeline_->togglePlay(); });
    QAction* drive = make(QStringLiteral("drive"), tr("&Drive (W A S D)"), QKeySequence(Qt::CTRL | Qt::Key_D), [] {});
    drive->setCheckable(true);
    drive->setToolTip(tr("Steer the character's procedural locomotion with W A S D or the arrow keys in the viewport."));
    connect(drive, &QAction::toggled, this, [this, drive](bool on) {
        if (on && !document_.playback()->setDriving(true)) {
            const QSignalBlocker blocker(drive);
            drive->setChecked(false);
            return;
        }
        if (!on) {
            document_.playback()->setDriving(false);
        }
        viewport_->stage()->setDriveMode(on);
        if (on) {
            timeline_->play();  // time must pass for the character to move
            viewport_->container()->setFocus();
        }
    });
    QAction* loop = make(QStringLiteral("loopPastEnd"), tr("&Loop Clip Past Its End"), QKeySequence(), [] {});
    loop->setCheckable(true);
    loop->setToolTip(tr("A time past the clip's end wraps into the clip (rigstage-cli --loop); off, it holds the last frame "
                        "as a DCC renders past its end."));
    connect(loop, &QAction::toggled, document_.playback(), &PlaybackModel::setLoopPastEnd);
    make(QStringLiteral("nextFrame"), tr("&Next Frame"), QKeySequence(Qt::Key_Period), [this] { timeline_->stepForward(); });
    make(QStringLiteral("previousFrame"), tr("P&revious Frame"), QKeySequence(Qt::Key_Comma), [this] { timeline_->stepBackward(); });
    make(QStringLiteral("goToStart"), tr("Go to &Start"), QKeySequence(Qt::Key_Home), [this] { timeline_->goToStart(); });
    make(QStringLiteral("goToEnd"), tr("Go to &End"), QKeySequence(Qt::Key_End), [this] { timeline_->goToEnd(); });

    connect(timeline_, &TimelineWidget::frameChanged, document_.playback(), &PlaybackModel::setFrame);
    connect(timeline_, &TimelineWidget::clipChosen, this, &PlaybackController::showClip);
    connect(document_.playback(), &PlaybackModel::clipSwitched, this, [this](int clip, double frame) {
        timeline_->setCurrentClip(clip);
        setRangeOfClip();
        timeline_->setFrame(frame);
        updateKeys();
    });
}

void PlaybackController::setRangeOfClip()
{
    if (const Clip* c = document_.instance() ? document_.instance()->clip() : nullptr) {
        timeline_->setRange(c->startFrame, c->endFrame, c->frameRate);
    }
}

void PlaybackController::showClip(int clip)
{
    document_.playback()->setClip(clip);
    timeline_->setCurrentClip(clip);
    setRangeOfClip();
    updateKeys();
}

void PlaybackController::stopDriving()
{
    actions_[QStringLiteral("drive")]->setChecked(false);
}

void PlaybackController::showLoaded()
{
    timeline_->setClips(document_.playback()->clipNames());
    if (const Clip* c = document_.instance()->clip()) {
        timeline_->setRange(c->startFrame, c->endFrame, c->frameRate);
    } else {
        timeline_->setRange(0, 0, 30);
    }
    document_.playback()->setFrame(timeline_->frame());
}

void PlaybackController::updateKeys()
{
    std::vector<double> keys;
    const Clip* clip = document_.instance() ? document_.instance()->clip() : nullptr;
    const int bone = document_.selection()->bone();
    if (clip && bone >= 0) {
        const std::string& name = document_.framework()->boneName(bone);
        for (const ClipTrack& track : clip->tracks) {
            if (track.bone == name || track.bone == shortNameOf(name)) {
                for (const ClipKey& key : track.keys) {
                    keys.push_back(key.frame);
                }
            }
        }
    }
    timeline_->setKeys(std::move(keys));
}

}  // namespace rigstage
