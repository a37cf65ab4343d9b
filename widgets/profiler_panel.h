#pragma once
// The Profiler dock: what the loaded rig costs per frame, measured on a copy of the character (the
// one on screen keeps playing untouched): the whole frame per character, each stage, the seed's
// per-controller chart and the most expensive helper joints, for one character or a crowd.

#include <QWidget>

#include <vector>

#include "character/character_bench.h"

class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace rigstage {

class ProfilerPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProfilerPanel(QWidget* parent = nullptr);

    /// Measures data wearing costumes with the panel's instance and thread counts and shows the
    /// result. False (and the reason shown) when the character does not build.
    bool measure(const CharacterData& data, const std::vector<int>& costumes);
    /// Shows nothing measured (no character).
    void clear();

    const BenchResult& result() const { return result_; }
    QTreeWidget* table() const { return table_; }
    QPushButton* measureButton() const { return measureButton_; }
    QSpinBox* instancesBox() const { return instances_; }
    QSpinBox* threadsBox() const { return threads_; }
    QLabel* summary() const { return summary_; }

Q_SIGNALS:
    /// Measure was clicked: the window answers with measure() on its character.
    void measureRequested();

private:
    void show(const BenchResult& result);
    QTreeWidgetItem* group(const QString& title, const QString& total);

    QSpinBox* instances_ = nullptr;
    QSpinBox* threads_ = nullptr;
    QPushButton* measureButton_ = nullptr;
    QLabel* summary_ = nullptr;
    QTreeWidget* table_ = nullptr;
    BenchResult result_;
};

}  // namespace rigstage
