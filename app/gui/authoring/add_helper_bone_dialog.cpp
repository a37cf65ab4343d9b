#include "gui/authoring/add_helper_bone_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include "gui/authoring/rig_authoring.h"
#include "gui/document.h"
#include "skeleton/bone_name.h"

namespace rigstage {

AddHelperBoneDialog::AddHelperBoneDialog(Document& document, int parent, QWidget* owner)
    : QDialog(owner)
    , document_(document)
    , parent_(parent)
    , layer_(new QComboBox(this))
    , name_(new QLineEdit(this))
    , problem_(new QLabel(this))
    , placement_(new QComboBox(this))
    , other_(new QComboBox(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("addHelperBoneDialog"));
    setWindowTitle(tr("Add Helper Bone"));
    RigAuthoring& authoring = *document.authoring();
    for (int l : authoring.authorableLayers()) {
        layer_->addItem(authoring.layerName(l), l);
    }
    const Framework* fw = document.framework();
    auto* form = new QFormLayout(this);
    form->addRow(tr("Layer:"), layer_);
    form->addRow(tr("Name:"), name_);
    form->addRow(QString(), problem_);
    problem_->setStyleSheet(QStringLiteral("color: #c0392b"));
    problem_->setWordWrap(true);
    form->addRow(tr("Parent:"), new QLabel(fw && parent >= 0 ? QString::fromStdString(fw->boneName(parent)) : tr("(select a bone first)"), this));
    placement_->addItem(tr("On the parent"), int(BindPlacement::AtParent));
    placement_->addItem(tr("On the other bone"), int(BindPlacement::AtBone));
    placement_->addItem(tr("Half way between the parent and the other bone"), int(BindPlacement::BetweenBones));
    form->addRow(tr("Bind:"), placement_);
    // The parent's children first: a twist bone sits between a joint and the next.
    if (fw && parent >= 0) {
        for (int b = 0; b < fw->boneCount(); ++b) {
            if (fw->parent(b) == parent) {
                other_->addItem(QString::fromStdString(fw->boneName(b)), b);
            }
        }
        for (int b = 0; b < fw->boneCount(); ++b) {
            if (fw->parent(b) != parent && b != parent) {
                other_->addItem(QString::fromStdString(fw->boneName(b)), b);
            }
        }
    }
    form->addRow(tr("Other bone:"), other_);
    form->addRow(buttons_);
    const auto prefill = [this] {
        const int l = layer_->currentData().toInt();
        const CharacterData* data = document_.data();
        if (data && l >= 0 && l < int(data->layers.size())) {
            name_->setText(QString::fromStdString(makeBoneName(data->layers[std::size_t(l)].level, data->layers[std::size_t(l)].name,
                                                               kBoneFlagDeformable, "")));
        }
    };
    connect(layer_, &QComboBox::currentIndexChanged, this, prefill);
    connect(name_, &QLineEdit::textChanged, this, &AddHelperBoneDialog::checkName);
    connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
        if (addBone()) {
            accept();
        }
    });
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    prefill();
    checkName();
}

void AddHelperBoneDialog::checkName()
{
    const QString problem = layer_->count() == 0 ? tr("The character has no layer above the base with a HelperJointSetting file.")
                            : parent_ < 0        ? tr("Select the new bone's parent before adding it.")
                                                 : document_.authoring()->nameProblem(layer_->currentData().toInt(), name_->text());
    problem_->setText(problem);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

bool AddHelperBoneDialog::addBone()
{
    QString why;
    const auto placement = BindPlacement(placement_->currentData().toInt());
    const int other = other_->currentData().isValid() ? other_->currentData().toInt() : -1;
    const int first = placement == BindPlacement::BetweenBones ? parent_ : other;
    if (document_.authoring()->addHelperBone(layer_->currentData().toInt(), name_->text(), parent_, placement, first, other, &why)) {
        return true;
    }
    problem_->setText(why);
    return false;
}

}  // namespace rigstage
