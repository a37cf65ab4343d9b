#pragma once
// Rig > Add Helper Bone...: the layer, the name (checked against the naming convention as it is
// typed), the parent (the bone selected when it opened) and where the bind goes: on the parent,
// on another bone, or half way between the parent and another bone (a twist bone).

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace rigstage {

class Document;

class AddHelperBoneDialog : public QDialog {
    Q_OBJECT
public:
    AddHelperBoneDialog(Document& document, int parent, QWidget* owner);

    /// Adds the bone as the fields say; false (and the reason shown in the dialog) when it cannot.
    bool addBone();
    QLineEdit* nameField() const { return name_; }
    QComboBox* layerBox() const { return layer_; }
    QComboBox* placementBox() const { return placement_; }
    QComboBox* otherBoneBox() const { return other_; }
    QLabel* problemLabel() const { return problem_; }

private:
    void checkName();

    Document& document_;
    int parent_;
    QComboBox* layer_;
    QLineEdit* name_;
    QLabel* problem_;
    QComboBox* placement_;
    QComboBox* other_;
    QDialogButtonBox* buttons_;
};

}  // namespace rigstage
