#include "widgets/inspector_widget.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "math/euler.h"

namespace rigstage {

QString formatVector(const glm::vec3& v, int decimals)
{
    return QStringLiteral("%1, %2, %3").arg(v.x, 0, 'f', decimals).arg(v.y, 0, 'f', decimals).arg(v.z, 0, 'f', decimals);
}

glm::vec3 eulerDegrees(const glm::quat& q)
{
    return glm::degrees(quatToEuler(q, EulerOrder::XYZ));
}

InspectorWidget::InspectorWidget(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    empty_ = new QLabel(tr("No bone selected. Click a bone in the viewport."), this);
    empty_->setWordWrap(true);
    layout->addWidget(empty_);
    details_ = new QWidget(this);
    auto* form = new QFormLayout(details_);
    addRow(form, tr("Bone"), QStringLiteral("name"));
    addRow(form, tr("Layer"), QStringLiteral("layer"));
    addRow(form, tr("Flags"), QStringLiteral("flags"));
    addRow(form, tr("Controllers"), QStringLiteral("controllers"));
    addRow(form, tr("Local position"), QStringLiteral("localTranslation"));
    addRow(form, tr("Local rotation (XYZ, deg)"), QStringLiteral("localRotation"));
    addRow(form, tr("Local scale"), QStringLiteral("localScale"));
    addRow(form, tr("World position"), QStringLiteral("worldTranslation"));
    addRow(form, tr("World rotation (XYZ, deg)"), QStringLiteral("worldRotation"));
    addRow(form, tr("World scale"), QStringLiteral("worldScale"));
    layout->addWidget(details_);
    layout->addStretch(1);
    show(nullptr);
}

ElidedLabel* InspectorWidget::addRow(QFormLayout* form, const QString& label, const QString& key)
{
    auto* value = new ElidedLabel(details_);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(label, value);
    labels_.insert(key, value);
    return value;
}

void InspectorWidget::show(const BoneInspection* bone)
{
    empty_->setVisible(bone == nullptr);
    details_->setVisible(bone != nullptr);
    if (!bone) {
        shown_.reset();
        return;
    }
    shown_ = *bone;
    const auto length = [this](const glm::vec3& v) {
        const QString text = formatVector(v * float(lengthFactor_), lengthDecimals_);
        return lengthSymbol_.isEmpty() ? text : tr("%1 %2", "a position and its unit").arg(text, lengthSymbol_);
    };
    labels_[QStringLiteral("name")]->setFullText(bone->name);
    labels_[QStringLiteral("layer")]->setFullText(tr("%1 (level %2)").arg(bone->layer).arg(bone->level));
    labels_[QStringLiteral("flags")]->setFullText(bone->flags);
    labels_[QStringLiteral("controllers")]->setFullText(bone->controllers.isEmpty() ? tr("none (baked or static)") : bone->controllers);
    labels_[QStringLiteral("localTranslation")]->setFullText(length(bone->local.translation));
    labels_[QStringLiteral("localRotation")]->setFullText(formatVector(eulerDegrees(bone->local.rotation), 2));
    labels_[QStringLiteral("localScale")]->setFullText(formatVector(bone->local.scale, 3));
    labels_[QStringLiteral("worldTranslation")]->setFullText(length(bone->world.translation));
    labels_[QStringLiteral("worldRotation")]->setFullText(formatVector(eulerDegrees(bone->world.rotation), 2));
    labels_[QStringLiteral("worldScale")]->setFullText(formatVector(bone->world.scale, 3));
}

void InspectorWidget::setLengthDisplay(double factor, int decimals, const QString& symbol)
{
    lengthFactor_ = factor;
    lengthDecimals_ = decimals;
    lengthSymbol_ = symbol;
    if (shown_) {
        const BoneInspection bone = *shown_;
        show(&bone);
    }
}

QString InspectorWidget::field(const QString& key) const
{
    const ElidedLabel* l = labels_.value(key);
    return l ? l->fullText() : QString();
}

}  // namespace rigstage
