#pragma once
// View > Compare Costumes...: which costume sets to compare (the character without costume, and
// each of its costumes) and how (side by side, or overlaid with a wipe: exactly two).

#include <QDialog>

#include <vector>

#include "gui/costumes/costume_comparison.h"

class QButtonGroup;
class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace rigstage {

class CostumeCompareDialog : public QDialog {
    Q_OBJECT
public:
    /// costumes: the character's costume names; chosen: the sets ticked at first.
    CostumeCompareDialog(const QStringList& costumes, const std::vector<std::vector<int>>& chosen,
                         CostumeComparison::Mode mode, QWidget* parent = nullptr);

    /// The ticked sets, in the list's order ({} is the character without costume).
    std::vector<std::vector<int>> sets() const;
    CostumeComparison::Mode mode() const;
    /// Ticks a set's row (row 0: no costume, row c + 1: costume c) and picks the mode (for tests).
    void choose(const std::vector<int>& rows, CostumeComparison::Mode mode);
    QListWidget* list() const { return list_; }

private:
    void updateOk();
    QListWidget* list_;
    QButtonGroup* modes_;
    QLabel* hint_;
    QDialogButtonBox* buttons_;
};

}  // namespace rigstage
