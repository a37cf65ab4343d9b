#pragma once
// The frame's stages in the order they run, each with a switch and its cost in microseconds (the
// Procedural dock's first group). Stages with nothing to do for this character are greyed.

#include <QGroupBox>

class QTreeWidget;
class QTreeWidgetItem;

namespace rigstage {

struct StageRow {
    QString name;        ///< "clip", "ik", ...
    bool enabled = true;
    bool hasWork = true;
    double microseconds = 0.0;
};

class StageList : public QGroupBox {
    Q_OBJECT
public:
    explicit StageList(QWidget* parent = nullptr);
    /// Rebuilds the rows when the stages differ, else updates switches and costs in place.
    void setStages(const std::vector<StageRow>& rows);
    QTreeWidget* tree() const { return tree_; }
    /// The row of a stage, for tests.
    QTreeWidgetItem* row(const QString& name) const;
    /// What the stage does, as the user reads it ("IK modules", ...).
    static QString label(const QString& name);

Q_SIGNALS:
    void stageToggled(const QString& name, bool on);

private:
    QTreeWidget* tree_;
    QStringList names_;
    bool updating_ = false;
};

}  // namespace rigstage
