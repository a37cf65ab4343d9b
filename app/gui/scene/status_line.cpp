#include "gui/scene/status_line.h"

#include <QLabel>
#include <QStatusBar>

#include "gui/crowd/crowd_preview.h"
#include "gui/document.h"
#include "gui/messages/message_log.h"
#include "gui/playback/playback_model.h"
#include "gui/selection/selection_model.h"
#include "skeleton/bone_name.h"
#include "widgets/timeline_widget.h"

namespace rigstage {

StatusLine::StatusLine(Document& document, TimelineWidget* timeline, QStatusBar* status)
    : QObject(status)
    , document_(document)
    , timeline_(timeline)
{
    label_ = new QLabel(tr("Open a character manifest (File > Open) or drop one here."), status);
    status->addWidget(label_, 1);
    connect(document_.messageLog(), &MessageLog::added, this, [status](const QStringList& lines) { status->showMessage(lines.back(), 8000); });
}

void StatusLine::update()
{
    if (!document_.isOpen()) {
        return;
    }
    const int selected = document_.selection()->bone();
    QString selection = selected >= 0 ? QString::fromStdString(std::string(shortNameOf(document_.framework()->boneName(selected))))
                                      : tr("nothing selected");
    // Several bones: the active one named, the others counted.
    if (const int others = static_cast<int>(document_.selection()->bones().size()) - 1; selected >= 0 && others > 0) {
        selection = tr("%1 and %n more", nullptr, others).arg(selection);
    }
    const QString mode = document_.playback()->isDriving() ? tr("Drive") : timeline_->isPlaying() ? tr("playing") : tr("paused");
    QString text = tr("%1 | %2 bones | %3 | frame %4 | %5")
                       .arg(document_.characterName())
                       .arg(document_.framework()->boneCount())
                       .arg(selection)
                       .arg(document_.playback()->frame(), 0, 'f', 1)
                       .arg(mode);
    if (const CrowdPreview* crowd = document_.crowdPreview(); crowd->size() > 1) {
        text += QStringLiteral(" | ") + tr("crowd of %1: copies in %2 ms").arg(crowd->size())
                                            .arg(crowd->microseconds() / 1000.0, 0, 'f', 2);
        if (crowd->bodies()) {
            text += QStringLiteral(", ") + tr("bodies in %1 ms").arg(crowd->bodyMicroseconds() / 1000.0, 0, 'f', 2);
        }
        if (crowd->frameMilliseconds() > 0.0) {
            text += QStringLiteral(", ") + tr("frame time %1 ms").arg(crowd->frameMilliseconds(), 0, 'f', 1);
        }
    }
    label_->setText(text);
}

}  // namespace rigstage
