#pragma once
// The HTML page of a batch: one self-contained page (any pictures in a folder beside it, linked by
// relative paths) a reviewer opens in a browser, the worst case first, with a filter by status. A
// screenshot comparison's case gets the review views screenshot-regression tools offer (side by
// side, swipe, onion skin, difference, masks, a switch between reference and render); a pose or
// validation case its verdict and the lines that explain it.

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

#include "cli/batch_report.h"

namespace rigstage::cli {

struct ReportCase {
    QString name;
    CaseStatus status = CaseStatus::Error;
    double score = 0.0;     ///< Orders the cases of one status: the lowest (worst) first (an IoU).
    QString verdict;        ///< The numbers beside the status (the IoU against its thresholds).
    QString error;          ///< Why it was not compared.
    QStringList warnings;
    QStringList details;    ///< Lines that explain the verdict (the diverging frames, the findings).
    QJsonObject drawn;      ///< What the render drew: frame, time, fps, clip, camera.
    /// Pictures relative to the page (empty when there is none): the reference, the rig's render,
    /// the two masks as compared, the difference, and the reference's camera file.
    QString reference, render, referenceMask, renderMask, difference, camera;
};

/// The page for cases (sorted here: errors, failures, warnings, passes, each lowest score first).
QString batchReportHtml(const QString& title, const QString& summary, std::vector<ReportCase> cases);

}  // namespace rigstage::cli
