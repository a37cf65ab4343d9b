// The main window's side of the sculpt corrections: the Corrections dock wired to the document,
// file dialogs for the sculpt and the reference, and the heat map on the mesh.
#include "gui/main_window.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTreeWidget>

#include <algorithm>

#include "widgets/corrections_panel.h"

namespace rigstage {

void MainWindow::connectCorrections()
{
    connect(corrections_, &CorrectionsPanel::captureRequested, this, [this] {
        QString error;
        if (!document_.captureCorrection(QString(), &error)) {
            QMessageBox::warning(this, tr("Capture Correction"), error);
        }
    });
    connect(corrections_, &CorrectionsPanel::importRequested, this, [this](int row) { importCorrectedShape(row); });
    connect(corrections_, &CorrectionsPanel::exportRequested, this, [this](int row) { exportReferenceShape(row); });
    connect(corrections_, &CorrectionsPanel::removeRequested, &document_, &Document::removeCorrection);
    connect(corrections_, &CorrectionsPanel::mutedToggled, &document_, &Document::setCorrectionMuted);
    connect(corrections_, &CorrectionsPanel::soloToggled, &document_, &Document::setCorrectionSolo);
    connect(corrections_, &CorrectionsPanel::heatMapChanged, this, &MainWindow::uploadMeshVertices);
    connect(corrections_, &CorrectionsPanel::driveChosen, this, [this](int row, int drive) {
        QString error;
        const CorrectionDrive chosen = drive == 1 ? CorrectionDrive::Shape : drive == 2 ? CorrectionDrive::Bone : CorrectionDrive::PoseSpace;
        if (!document_.setCorrectionDrive(row, chosen, document_.selectedBone(), &error)) {
            QMessageBox::warning(this, tr("Correction Driver"), error);
            refreshCorrections();  // the box shows the drive it still has
        }
    });
    connect(corrections_, &CorrectionsPanel::heatMapChanged, this, [this] {
        const CorrectionFile* file = document_.corrections();
        const int row = corrections_->current();
        if (file && row >= 0 && row < int(file->corrections.size())) {
            const CorrectionDrive d = file->corrections[std::size_t(row)].drive;
            corrections_->setDrive(d == CorrectionDrive::Shape ? 1 : d == CorrectionDrive::Bone ? 2 : 0);
        }
    });
    connect(&document_, &Document::correctionsChanged, this, &MainWindow::refreshCorrections);
    connect(&document_, &Document::loaded, this, &MainWindow::refreshCorrections);
    connect(&document_, &Document::stackChanged, this, &MainWindow::refreshCorrections);
}

void MainWindow::refreshCorrections()
{
    QList<CorrectionsPanel::Row> rows;
    if (const CorrectionFile* file = document_.corrections()) {
        for (std::size_t i = 0; i < file->corrections.size(); ++i) {
            const Correction& c = file->corrections[i];
            CorrectionsPanel::Row r;
            r.name = QString::fromStdString(c.name);
            r.drive = c.drive == CorrectionDrive::PoseSpace ? tr("pose space (RBF over the similarities)")
                      : c.drive == CorrectionDrive::Shape   ? tr("shape (its similarity)")
                                                            : tr("bone %1").arg(QString::fromStdString(c.driver.bone));
            r.sculpted = int(c.sculptVertices.size());
            r.muted = c.muted;
            r.solo = c.solo;
            r.usable = document_.correctionMesh(int(i)) >= 0;
            rows << r;
        }
    }
    corrections_->setMeshAvailable(document_.hasMeshes());
    corrections_->setCorrections(rows);
    if (const CorrectionFile* file = document_.corrections(); file && corrections_->current() >= 0) {
        const CorrectionDrive d = file->corrections[std::size_t(corrections_->current())].drive;
        corrections_->setDrive(d == CorrectionDrive::Shape ? 1 : d == CorrectionDrive::Bone ? 2 : 0);
    }
    updateCorrectionsLive();
}

void MainWindow::updateCorrectionsLive()
{
    QList<float> weights, similarities;
    if (actions_[QStringLiteral("showMesh")]->isChecked()) {
        for (const CorrectionState& s : document_.correctionStates()) {
            weights << s.weight;
            similarities << s.similarity;
        }
    }
    corrections_->setLive(weights, similarities);
}

std::vector<float> MainWindow::correctionHeat(int mesh) const
{
    const int chosen = corrections_ ? corrections_->current() : -1;
    if (chosen < 0 || !corrections_->heatMap() || document_.correctionMesh(chosen) != mesh) {
        return {};
    }
    std::vector<float> heat = document_.correctionDisplacement(chosen);
    const float most = heat.empty() ? 0.0f : *std::max_element(heat.begin(), heat.end());
    for (float& h : heat) {
        h = most > 0.0f ? h / most : 0.0f;
    }
    return heat;
}

bool MainWindow::reportCorrectionError(const QString& title, const QString& error)
{
    messages_->appendPlainText(error);
    QMessageBox::warning(this, title, error);
    return false;
}

bool MainWindow::importCorrectedShape(int correction, QString path)
{
    if (path.isEmpty()) {
        path = QFileDialog::getOpenFileName(this, tr("Import Sculpt"), QFileInfo(document_.path()).absolutePath(),
                                            tr("Sculpted shapes (*.obj *.gltf *.glb *.fbx *.dae);;All files (*)"));
        if (path.isEmpty()) {
            return false;
        }
    }
    QString error;
    return document_.importCorrectedShape(correction, path, &error) || reportCorrectionError(tr("Import Sculpt"), error);
}

bool MainWindow::exportReferenceShape(int correction, QString path)
{
    if (path.isEmpty()) {
        const QString name = corrections_->list()->currentItem() ? corrections_->list()->currentItem()->text(0) : QString();
        path = QFileDialog::getSaveFileName(this, tr("Export Reference"),
                                            QFileInfo(document_.path()).absolutePath() + QLatin1Char('/') + name + QStringLiteral(".obj"),
                                            tr("OBJ (*.obj)"));
        if (path.isEmpty()) {
            return false;
        }
    }
    QString error;
    if (!document_.exportReferenceShape(correction, path, &error)) {
        return reportCorrectionError(tr("Export Reference"), error);
    }
    messages_->appendPlainText(tr("Wrote the reference shape to %1: sculpt it keeping the vertex order, then Import Sculpt.").arg(path));
    return true;
}

}  // namespace rigstage
