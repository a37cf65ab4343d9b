#pragma once
// View > Compare Costumes...: which costume sets to compare (the character without costume, each
// of its costumes, and the costumes worn now stacked as one set) and how (side by side, or overlaid
// with a wipe: exactly two).

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
    /// costumes: the character's costume names; chosen: the sets ticked at first; worn: the costumes
    /// the character wears now (two or more add a row with them stacked, as does a chosen set of
    /// several).
    CostumeCompareDialog(const QStringList& costumes, const std::vector<std::vector<int>>& chosen,
                         CostumeComparison::Mode mode, const std::vector<int>& worn = {}, QWidget* parent = nullptr);

    /// The ticked sets, in the list's order ({} is the character without costume).
    std::vector<std::vector<int>> sets() const;
    CostumeComparison::Mode mode() const;
    /// Ticks a set's row (row 0: no costume, row c + 1: costume c, then the stacked sets) and picks
    /// the mode (for tests).
    void choose(const std::vector<int>& rows, CostumeComparison::Mode mode);
    QListWidget* list() const { return list_; }

private:
    void addRow(const QString& text, const std::vector<int>& set, bool ticked);
    void updateOk();
    QListWidget* list_;
    QButtonGroup* modes_;
    QLabel* hint_;
    QDialogButtonBox* buttons_;
};

}  // namespace rigstage
