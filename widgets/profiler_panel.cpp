#include "widgets/profiler_panel.h"

#include <QApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rigstage {

namespace {

QString micros(double us)
{
    return QString::number(us, 'f', us < 10.0 ? 2 : 1);
}

}  // namespace

ProfilerPanel::ProfilerPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* controls = new QHBoxLayout;
    instances_ = new QSpinBox(this);
    instances_->setRange(1, 5000);
    instances_->setValue(1);
    instances_->setToolTip(tr("Characters evaluated together each frame, each at its own place in the clip."));
    threads_ = new QSpinBox(this);
    threads_->setRange(1, std::max(1, QThread::idealThreadCount()));
    threads_->setValue(1);
    threads_->setToolTip(tr("Threads the crowd is spread over (one thread: the cost a game pays per character)."));
    measureButton_ = new QPushButton(tr("Measure"), this);
    measureButton_->setToolTip(tr("Evaluate a copy of the character for a few hundred frames and show what each part costs."));
    controls->addWidget(new QLabel(tr("Characters"), this));
    controls->addWidget(instances_);
    controls->addWidget(new QLabel(tr("Threads"), this));
    controls->addWidget(threads_);
    controls->addStretch();
    controls->addWidget(measureButton_);
    layout->addLayout(controls);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    layout->addWidget(summary_);
    table_ = new QTreeWidget(this);
    table_->setColumnCount(4);
    table_->setHeaderLabels({tr("Part"), tr("Count"), tr("ns per call"), tr("µs per character")});
    table_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->setRootIsDecorated(true);
    table_->setUniformRowHeights(true);
    layout->addWidget(table_, 1);
    connect(measureButton_, &QPushButton::clicked, this, &ProfilerPanel::measureRequested);
    clear();
}

void ProfilerPanel::clear()
{
    result_ = {};
    table_->clear();
    summary_->setText(tr("Open a character and click Measure."));
}

bool ProfilerPanel::measure(const CharacterData& data, const std::vector<int>& costumes)
{
    BenchOptions options;
    options.instances = instances_->value();
    options.threads = threads_->value();
    // A few seconds at most for a crowd: fewer frames the more characters.
    options.frames = std::clamp(100000 / options.instances, 10, 300);
    options.costumes = costumes;
    options.clip = data.clips.empty() ? -1 : 0;
    BenchResult result;
    Diagnostics diagnostics;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = data.framework && runCharacterBench(data, options, result, diagnostics);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        clear();
        summary_->setText(tr("The character does not build; see Messages."));
        return false;
    }
    show(result);
    return true;
}

QTreeWidgetItem* ProfilerPanel::group(const QString& title, const QString& total)
{
    auto* item = new QTreeWidgetItem(table_, {title, QString(), QString(), total});
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    item->setExpanded(true);
    return item;
}

void ProfilerPanel::show(const BenchResult& r)
{
    result_ = r;
    table_->clear();
    QString text = tr("Whole frame: %1 µs per character (median of %2 frames; %3 to %4), about %5 characters per 60 Hz frame.")
                       .arg(micros(r.frame.median)).arg(r.frames).arg(micros(r.frame.min), micros(r.frame.max))
                       .arg(static_cast<long long>(r.charactersPer60HzFrame));
    if (r.threads > 1) {
        text += QLatin1Char(' ') + tr("%1 threads, parallel efficiency %2 %.")
                                       .arg(r.threads).arg(QString::number(100.0 * r.parallelEfficiency, 'f', 0));
    }
    summary_->setText(text);
    summary_->setToolTip(tr("%1: %2 bones, %3 helper joints, %4 character(s). Measured on a copy of the character on "
                            "this machine: compare figures measured together, not across machines.")
                             .arg(QString::fromStdString(r.character)).arg(r.bones).arg(r.helpers).arg(r.instances));
    double stageTotal = 0.0;
    for (const BenchStageCost& s : r.stages) {
        stageTotal += s.microseconds;
    }
    QTreeWidgetItem* stages = group(tr("Stages"), micros(stageTotal));
    for (const BenchStageCost& s : r.stages) {
        new QTreeWidgetItem(stages, {QString::fromStdString(s.stage), QString(), QString(), micros(s.microseconds)});
    }
    double controllerTotal = 0.0;
    for (const ControllerCostRow& c : r.controllers) {
        controllerTotal += c.nanosecondsPerCall() * c.countPerCharacter / 1000.0;
    }
    QTreeWidgetItem* controllers = group(tr("Controllers"), micros(controllerTotal));
    for (const ControllerCostRow& c : r.controllers) {
        auto* row = new QTreeWidgetItem(controllers, {QString::fromStdString(c.type), QString::number(c.countPerCharacter),
                                                      QString::number(c.nanosecondsPerCall(), 'f', 0),
                                                      micros(c.nanosecondsPerCall() * c.countPerCharacter / 1000.0)});
        row->setToolTip(0, tr("%1: %2 calls measured").arg(QString::fromStdString(c.type)).arg(c.calls));
    }
    QTreeWidgetItem* helpers = group(tr("Most expensive helper joints"), QString());
    for (std::size_t i = 0; i < r.helperCosts.size() && i < 10; ++i) {
        const BenchHelperCost& h = r.helperCosts[i];
        const QString bone = QString::fromStdString(h.bone);
        auto* row = new QTreeWidgetItem(helpers, {bone, QString(), QString(), micros(h.nanoseconds / 1000.0)});
        row->setToolTip(0, bone);
    }
    for (int c = 1; c < 4; ++c) {
        table_->resizeColumnToContents(c);
    }
}

}  // namespace rigstage
