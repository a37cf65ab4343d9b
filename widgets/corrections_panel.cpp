#include "widgets/corrections_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "widgets/reaction_curve_editor.h"

namespace rigstage {

namespace {
enum Column { Name, Weight, Similarity, Mute, Solo, Columns };
}

CorrectionsPanel::CorrectionsPanel(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    hint_ = new QLabel(this);
    hint_->setWordWrap(true);
    layout->addWidget(hint_);
    list_ = new QTreeWidget(this);
    list_->setObjectName(QStringLiteral("correctionList"));
    list_->setColumnCount(Columns);
    list_->setHeaderLabels({tr("Correction"), tr("Weight"), tr("Similarity"), tr("Mute"), tr("Solo")});
    list_->setRootIsDecorated(false);
    list_->header()->setSectionResizeMode(Name, QHeaderView::Stretch);
    for (int c = Weight; c < Columns; ++c) {
        list_->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    }
    list_->headerItem()->setToolTip(Weight, tr("How much of the sculpt applies at the current frame (0 to 1)."));
    list_->headerItem()->setToolTip(Similarity, tr("How much the current shape looks like the shape the correction was made for "
                                                   "(1: the same, from the angles between its vertices and normals)."));
    layout->addWidget(list_, 1);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("correctionNote"));
    note_->setWordWrap(true);
    note_->setVisible(false);
    layout->addWidget(note_);
    auto* buttons = new QGridLayout;
    capture_ = new QPushButton(tr("Capture at This Pose"), this);
    capture_->setToolTip(tr("Adds a correction whose reference shape is the mesh as it is now. Export it, sculpt it in your "
                            "DCC keeping the vertex order, and import the sculpt."));
    export_ = new QPushButton(tr("Export Reference..."), this);
    export_->setToolTip(tr("Writes the chosen correction's reference shape as OBJ (centimetres) to sculpt on."));
    import_ = new QPushButton(tr("Import Sculpt..."), this);
    import_->setToolTip(tr("Reads the sculpted shape (OBJ, glTF, FBX, ...) with the mesh's vertex order."));
    remove_ = new QPushButton(tr("Remove"), this);
    buttons->addWidget(capture_, 0, 0);
    buttons->addWidget(export_, 0, 1);
    buttons->addWidget(import_, 1, 0);
    buttons->addWidget(remove_, 1, 1);
    layout->addLayout(buttons);
    auto* driveRow = new QHBoxLayout;
    driveRow->addWidget(new QLabel(tr("Driven by:"), this));
    drive_ = new QComboBox(this);
    drive_->addItems({tr("Pose space (similarity, RBF)"), tr("Shape similarity"), tr("Selected bone's turn")});
    drive_->setToolTip(tr("Pose space blends the corrections by how alike the shape is to each one's reference; the selected "
                          "bone's turn gives weight 0 at its bind pose and 1 at its turn now."));
    driveRow->addWidget(drive_, 1);
    layout->addLayout(driveRow);
    connect(drive_, &QComboBox::activated, this, [this](int index) {
        if (current() >= 0) {
            Q_EMIT driveChosen(current(), index);
        }
    });
    heat_ = new QCheckBox(tr("Heat map of the chosen correction"), this);
    heat_->setToolTip(tr("Colours the mesh by how far the chosen correction moves each vertex at full weight."));
    layout->addWidget(heat_);

    // The recognition zone, painted on the mesh in the viewport.
    auto* zoneRow = new QHBoxLayout;
    paintZone_ = new QPushButton(tr("Paint Zone"), this);
    paintZone_->setObjectName(QStringLiteral("paintZone"));
    paintZone_->setCheckable(true);
    paintZone_->setToolTip(tr("Drag on the mesh to add the vertices under the brush to the chosen correction's recognition zone "
                              "(the extra vertices its shape analysis looks at); Ctrl-drag removes them. Each stroke is one undo step."));
    zoneRow->addWidget(paintZone_);
    zoneRow->addWidget(new QLabel(tr("Brush:"), this));
    brush_ = new QSpinBox(this);
    brush_->setRange(2, 200);
    brush_->setValue(20);
    brush_->setSuffix(tr(" px"));
    brush_->setToolTip(tr("The brush radius on the screen: the vertices drawn within it are painted."));
    zoneRow->addWidget(brush_);
    zone_ = new QLabel(this);
    zoneRow->addWidget(zone_, 1);
    layout->addLayout(zoneRow);
    connect(paintZone_, &QPushButton::toggled, this, &CorrectionsPanel::paintZoneToggled);

    // The driver curve of a bone-driven correction, in the reaction curves' editor.
    curveBox_ = new QWidget(this);
    auto* curveLayout = new QVBoxLayout(curveBox_);
    curveLayout->setContentsMargins(0, 0, 0, 0);
    curveLabel_ = new QLabel(curveBox_);
    curveLabel_->setWordWrap(true);
    curveLayout->addWidget(curveLabel_);
    curve_ = new ReactionCurveEditor(curveBox_);
    curve_->setObjectName(QStringLiteral("driverCurve"));
    curve_->setMinimumHeight(200);
    curveLayout->addWidget(curve_, 1);
    auto* tangentRow = new QHBoxLayout;
    tangentRow->addWidget(new QLabel(tr("Key tangent:"), curveBox_));
    tangent_ = new QComboBox(curveBox_);
    tangent_->addItems({tr("Flat"), tr("Smooth"), tr("Linear"), tr("Step")});
    tangent_->setToolTip(tr("How the curve leaves and enters the selected key: flat eases in and out, smooth follows its "
                            "neighbours, linear goes straight, step holds the weight until the next key."));
    tangentRow->addWidget(tangent_, 1);
    curveLayout->addLayout(tangentRow);
    layout->addWidget(curveBox_, 2);
    curveBox_->setVisible(false);
    connect(curve_, &ReactionCurveEditor::selectedKeyChanged, this, &CorrectionsPanel::showSelectedTangent);
    connect(curve_, &ReactionCurveEditor::edited, this, [this](const std::vector<CurvePoint>&, const std::vector<CurvePoint>& after) {
        showSelectedTangent();
        if (current() >= 0) {
            Q_EMIT driverCurveEdited(current(), after);
        }
    });
    connect(tangent_, &QComboBox::activated, this, [this](int index) { curve_->setSelectedKeyTangent(CurveTangent(index)); });

    connect(capture_, &QPushButton::clicked, this, &CorrectionsPanel::captureRequested);
    connect(import_, &QPushButton::clicked, this, [this] { Q_EMIT importRequested(current()); });
    connect(export_, &QPushButton::clicked, this, [this] { Q_EMIT exportRequested(current()); });
    connect(remove_, &QPushButton::clicked, this, [this] { Q_EMIT removeRequested(current()); });
    connect(heat_, &QCheckBox::toggled, this, &CorrectionsPanel::heatMapChanged);
    connect(list_, &QTreeWidget::currentItemChanged, this, [this] {
        updateButtons();
        updateNote();
        Q_EMIT heatMapChanged();
    });
    connect(list_, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item, int column) {
        if (updating_) {
            return;
        }
        const int row = list_->indexOfTopLevelItem(item);
        if (column == Mute) {
            Q_EMIT mutedToggled(row, item->checkState(Mute) == Qt::Checked);
        } else if (column == Solo) {
            Q_EMIT soloToggled(row, item->checkState(Solo) == Qt::Checked);
        }
    });
    setMeshAvailable(false);
}

void CorrectionsPanel::setCorrections(const QList<Row>& rows)
{
    updating_ = true;
    const int keep = current();
    if (list_->topLevelItemCount() != rows.size()) {
        list_->clear();
        for (qsizetype i = 0; i < rows.size(); ++i) {
            new QTreeWidgetItem(list_);
        }
    }
    reasons_.clear();
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Row& r = rows[i];
        QTreeWidgetItem* item = list_->topLevelItem(int(i));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setText(Name, r.name);
        item->setCheckState(Mute, r.muted ? Qt::Checked : Qt::Unchecked);
        item->setCheckState(Solo, r.solo ? Qt::Checked : Qt::Unchecked);
        // What keeps it from acting at its pose, most basic first: errors, no sculpt, then what
        // the interpolator or the driver found.
        const QString reason = !r.usable      ? tr("Has errors (see Messages): it does not apply.")
                               : r.sculpted == 0 ? tr("No sculpt yet: export the reference, sculpt it, import it.")
                                                 : r.problem;
        const QString state = reason.isEmpty() ? tr("Moves %n vertices.", nullptr, r.sculpted) : reason;
        item->setToolTip(Name, QStringLiteral("%1\n%2: %3\n%4").arg(r.name, tr("Driven by"), r.drive, state));
        item->setToolTip(Weight, reason.isEmpty() ? list_->headerItem()->toolTip(Weight) : reason);
        item->setIcon(Name, r.usable && r.sculpted > 0 && !r.problem.isEmpty() ? style()->standardIcon(QStyle::SP_MessageBoxWarning) : QIcon());
        item->setForeground(Name, r.usable && r.sculpted > 0 ? palette().text() : palette().placeholderText());
        reasons_ << reason;
    }
    if (keep >= 0 && keep < rows.size()) {
        list_->setCurrentItem(list_->topLevelItem(keep));
    } else if (!rows.isEmpty()) {
        list_->setCurrentItem(list_->topLevelItem(int(rows.size()) - 1));
    }
    updating_ = false;
    updateButtons();
    updateNote();
}

void CorrectionsPanel::updateNote()
{
    const int row = current();
    const QString reason = row >= 0 && row < reasons_.size() ? reasons_[row] : QString();
    note_->setText(reason);
    note_->setVisible(!reason.isEmpty());
}

void CorrectionsPanel::setLive(const QList<float>& weights, const QList<float>& similarities)
{
    updating_ = true;
    for (int i = 0; i < list_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = list_->topLevelItem(i);
        item->setText(Weight, i < weights.size() ? QString::number(double(weights[i]), 'f', 2) : QStringLiteral("-"));
        item->setText(Similarity, i < similarities.size() ? QString::number(double(similarities[i]), 'f', 2) : QStringLiteral("-"));
    }
    updating_ = false;
}

void CorrectionsPanel::setDrive(int drive)
{
    drive_->setCurrentIndex(drive);
}

void CorrectionsPanel::setMeshAvailable(bool available)
{
    meshAvailable_ = available;
    hint_->setText(available ? tr("Pose the character where the mesh looks wrong, capture, sculpt the fix; it blends in "
                                  "as the shape comes back to that pose.")
                             : tr("The character has no mesh: add <Mesh file=\"...\"/> to its manifest to correct it."));
    updateButtons();
}

int CorrectionsPanel::current() const
{
    return list_->currentItem() ? list_->indexOfTopLevelItem(list_->currentItem()) : -1;
}

void CorrectionsPanel::setCurrent(int row)
{
    list_->setCurrentItem(list_->topLevelItem(row));
}

bool CorrectionsPanel::heatMap() const
{
    return heat_->isChecked();
}

void CorrectionsPanel::setDriverCurve(const std::vector<CurvePoint>* keys, const QString& label, bool reframe)
{
    curveBox_->setVisible(keys != nullptr);
    if (!keys) {
        curve_->setCurves({}, -1, false);
        return;
    }
    if (curve_->isDragging()) {
        return;  // the drag's own points stay until its release
    }
    curveLabel_->setText(label);
    curve_->setCurves({{tr("weight"), QColor(90, 170, 255), *keys}}, 0, reframe);
    showSelectedTangent();
}

void CorrectionsPanel::showSelectedTangent()
{
    const int key = curve_->selectedKey();
    const bool on = key >= 0 && curve_->activeCurve() >= 0 && key < int(curve_->curves()[0].points.size());
    tangent_->setEnabled(on);
    if (on) {
        const QSignalBlocker block(tangent_);
        tangent_->setCurrentIndex(int(tangentOf(curve_->curves()[0].points[std::size_t(key)])));
    }
}

bool CorrectionsPanel::paintingZone() const
{
    return paintZone_->isChecked() && paintZone_->isEnabled() && isVisible() && dockShown_;
}

void CorrectionsPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // A dock tabbed behind another stays "visible" to Qt: its dock's visibilityChanged says when
    // it shows, and only then does a drag paint.
    for (QWidget* w = parentWidget(); w && !dockWatched_; w = w->parentWidget()) {
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            dockWatched_ = true;
            connect(dock, &QDockWidget::visibilityChanged, this, [this](bool shown) {
                dockShown_ = shown;
                if (paintZone_->isChecked()) {
                    // The zone's colours come and go with the dock (later: not from inside a close).
                    QMetaObject::invokeMethod(this, &CorrectionsPanel::heatMapChanged, Qt::QueuedConnection);
                }
            });
        }
    }
}

int CorrectionsPanel::brushRadius() const
{
    return brush_->value();
}

void CorrectionsPanel::setZoneSize(int vertices)
{
    zone_->setText(vertices < 0 ? QString() : tr("Zone: %n vertices", nullptr, vertices));
}

void CorrectionsPanel::updateButtons()
{
    const bool chosen = current() >= 0;
    capture_->setEnabled(meshAvailable_);
    import_->setEnabled(meshAvailable_ && chosen);
    export_->setEnabled(meshAvailable_ && chosen);
    remove_->setEnabled(chosen);
    drive_->setEnabled(chosen);
    paintZone_->setEnabled(meshAvailable_ && chosen);
    if (!paintZone_->isEnabled() && paintZone_->isChecked()) {
        paintZone_->setChecked(false);
    }
}

}  // namespace rigstage
