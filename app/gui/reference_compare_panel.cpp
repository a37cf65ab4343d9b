#include "gui/reference_compare_panel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QVBoxLayout>

#include "viewport/image_compare.h"

namespace rigstage {

ReferenceComparePanel::ReferenceComparePanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    load_ = new QPushButton(tr("Load Reference..."), this);
    load_->setToolTip(tr("A picture from the DCC (PNG, JPEG) and its camera (NAME.json beside it, or chosen next; "
                         "without one the current view's camera stands in)."));
    render_ = new QPushButton(tr("Render Again"), this);
    render_->setToolTip(tr("Render the character as it is now from the reference's camera."));
    poseDump_ = new QPushButton(tr("Load Pose Dump..."), this);
    poseDump_->setToolTip(tr("A DCC's per-bone world matrices (the JSON eval writes): the character is compared bone by bone "
                             "and the first diverging bone in evaluation order is selected."));
    mode_ = new QComboBox(this);
    mode_->addItems({tr("Overlay"), tr("Difference"), tr("Wipe"), tr("Side by Side")});
    amount_ = new QSlider(Qt::Horizontal, this);
    amount_->setRange(0, 100);
    amount_->setValue(50);
    amount_->setToolTip(tr("Overlay: the render's opacity. Wipe: where the reference ends and the render begins."));
    threshold_ = new QDoubleSpinBox(this);
    threshold_->setRange(0.0, 1.0);
    threshold_->setDecimals(3);
    threshold_->setSingleStep(0.005);
    threshold_->setValue(0.98);
    threshold_->setToolTip(tr("The overlap (IoU) a render must reach to pass."));
    row->addWidget(load_);
    row->addWidget(render_);
    row->addWidget(poseDump_);
    row->addWidget(mode_);
    row->addWidget(amount_, 1);
    row->addWidget(new QLabel(tr("Pass at IoU"), this));
    row->addWidget(threshold_);
    layout->addLayout(row);
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    note_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    note_->setVisible(false);
    layout->addWidget(note_);
    metrics_ = new QLabel(this);
    metrics_->setWordWrap(true);
    metrics_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(metrics_);
    view_ = new QLabel(this);
    view_->setAlignment(Qt::AlignCenter);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(view_);
    scroll->setWidgetResizable(true);
    layout->addWidget(scroll, 1);
    connect(load_, &QPushButton::clicked, this, &ReferenceComparePanel::loadRequested);
    connect(render_, &QPushButton::clicked, this, &ReferenceComparePanel::renderRequested);
    connect(poseDump_, &QPushButton::clicked, this, &ReferenceComparePanel::poseDumpRequested);
    connect(mode_, &QComboBox::currentIndexChanged, this, &ReferenceComparePanel::compose);
    connect(amount_, &QSlider::valueChanged, this, &ReferenceComparePanel::compose);
    connect(threshold_, &QDoubleSpinBox::valueChanged, this, &ReferenceComparePanel::showMetrics);
    clear(tr("Load a reference picture to compare the character with it."));
}

void ReferenceComparePanel::clear(const QString& message)
{
    reference_ = renderImage_ = renderSilhouette_ = referenceMask_ = renderMask_ = composed_ = QImage();
    comparison_ = {};
    meanColour_ = 0.0;
    render_->setEnabled(false);
    view_->clear();
    setNote({});
    metrics_->setText(message);
}

void ReferenceComparePanel::setNote(const QString& text)
{
    note_->setText(text);
    note_->setVisible(!text.isEmpty());
}

void ReferenceComparePanel::setImages(const QImage& reference, const QImage& render, const QImage& renderSilhouette,
                                      const QString& title)
{
    reference_ = reference.convertToFormat(QImage::Format_RGB32);
    renderImage_ = render.convertToFormat(QImage::Format_RGB32);
    referenceMask_ = silhouetteMask(reference_);
    renderSilhouette_ = renderSilhouette;
    renderMask_ = silhouetteMask(renderSilhouette);
    if (renderMask_.size() != referenceMask_.size()) {
        renderMask_ = renderMask_.scaled(referenceMask_.size());
    }
    comparison_ = compareMasks(referenceMask_, renderMask_);
    meanColour_ = rigstage::meanColourDifference(reference_, renderImage_, referenceMask_, renderMask_);
    render_->setEnabled(true);
    setToolTip(title);
    showMetrics();
    compose();
}

void ReferenceComparePanel::setMode(Mode mode)
{
    mode_->setCurrentIndex(static_cast<int>(mode));
}

ReferenceComparePanel::Mode ReferenceComparePanel::mode() const
{
    return static_cast<Mode>(mode_->currentIndex());
}

void ReferenceComparePanel::setAmount(double amount)
{
    amount_->setValue(static_cast<int>(std::lround(amount * 100.0)));
}

bool ReferenceComparePanel::passes() const
{
    return !reference_.isNull() && comparison_.iou >= threshold_->value();
}

void ReferenceComparePanel::showMetrics()
{
    if (reference_.isNull()) {
        return;
    }
    metrics_->setText(tr("%1 | IoU %2 | only in the reference %3 px, only in Rigstage %4 px | box offset %5, %6 px | "
                         "mean colour difference %7")
                          .arg(passes() ? tr("PASS") : tr("FAIL"))
                          .arg(comparison_.iou, 0, 'f', 4)
                          .arg(comparison_.onlyA)
                          .arg(comparison_.onlyB)
                          .arg(comparison_.centreOffset.x(), 0, 'f', 1)
                          .arg(comparison_.centreOffset.y(), 0, 'f', 1)
                          .arg(meanColour_, 0, 'f', 1));
    metrics_->setStyleSheet(passes() ? QStringLiteral("color: #2a7a2a;") : QStringLiteral("color: #b02020;"));
}

void ReferenceComparePanel::compose()
{
    if (reference_.isNull()) {
        return;
    }
    const double amount = amount_->value() / 100.0;
    switch (mode()) {
    case Mode::Overlay: composed_ = overlayImages(reference_, renderImage_, amount); break;
    case Mode::Difference: composed_ = maskDifference(referenceMask_, renderMask_).convertToFormat(QImage::Format_RGB32); break;
    case Mode::Wipe: composed_ = wipeImages(reference_, renderImage_, amount); break;
    case Mode::SideBySide: composed_ = sideBySideImages(reference_, renderImage_); break;
    }
    amount_->setEnabled(mode() == Mode::Overlay || mode() == Mode::Wipe);
    view_->setPixmap(QPixmap::fromImage(composed_));
}

}  // namespace rigstage
