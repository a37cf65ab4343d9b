#pragma once
// The Compare dock: a reference picture from the DCC beside Rigstage's render of the same camera
// and frame, shown as an overlay (opacity slider), the silhouettes' difference (red: only in the
// reference, cyan: only in Rigstage), a wipe (split slider) or side by side, with the numbers a QA
// lead signs: IoU, pixels only in each, the bounding boxes' offset, the mean colour difference, and
// pass / fail against a threshold. The window supplies the images; the panel composes and measures.

#include <QImage>
#include <QWidget>

#include "viewport/silhouette.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;

namespace rigstage {

class ReferenceComparePanel : public QWidget {
    Q_OBJECT
public:
    enum class Mode { Overlay, Difference, Wipe, SideBySide };

    explicit ReferenceComparePanel(QWidget* parent = nullptr);

    /// The reference, Rigstage's render of it (as the viewport draws) and the render as a flat
    /// silhouette (for the masks); the renders at the reference's size.
    void setImages(const QImage& reference, const QImage& render, const QImage& renderSilhouette, const QString& title);
    void clear(const QString& message);
    /// A line above the numbers saying where the comparison comes from (the camera file, or the
    /// current view standing in for a missing one) or why nothing was loaded; hidden when empty.
    void setNote(const QString& text);

    void setMode(Mode mode);
    Mode mode() const;
    /// Opacity (overlay) or split (wipe), 0..1.
    void setAmount(double amount);

    /// What is shown now, at full size.
    const QImage& composed() const { return composed_; }
    const QImage& renderImage() const { return renderImage_; }
    const QImage& renderSilhouette() const { return renderSilhouette_; }
    const MaskComparison& comparison() const { return comparison_; }
    double meanColourDifference() const { return meanColour_; }
    bool passes() const;

    QPushButton* loadButton() const { return load_; }
    QPushButton* renderButton() const { return render_; }
    QPushButton* poseDumpButton() const { return poseDump_; }
    QComboBox* modeBox() const { return mode_; }
    QSlider* amountSlider() const { return amount_; }
    QDoubleSpinBox* thresholdBox() const { return threshold_; }
    QLabel* metrics() const { return metrics_; }
    QLabel* note() const { return note_; }

Q_SIGNALS:
    void loadRequested();
    void renderRequested();
    /// Load Pose Dump was clicked: the window compares a DCC's per-bone matrices with the character.
    void poseDumpRequested();

private:
    void compose();
    void showMetrics();

    QPushButton* load_ = nullptr;
    QPushButton* render_ = nullptr;
    QPushButton* poseDump_ = nullptr;
    QComboBox* mode_ = nullptr;
    QSlider* amount_ = nullptr;
    QDoubleSpinBox* threshold_ = nullptr;
    QLabel* metrics_ = nullptr;
    QLabel* note_ = nullptr;
    QLabel* view_ = nullptr;
    QImage reference_, renderImage_, renderSilhouette_, referenceMask_, renderMask_, composed_;
    MaskComparison comparison_;
    double meanColour_ = 0.0;
};

}  // namespace rigstage
