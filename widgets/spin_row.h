#pragma once
// A labelled number field in a form: the Procedural dock's groups all tune values this way.

#include <QDoubleSpinBox>
#include <QFormLayout>

namespace rigstage {

/// Adds "label [ value suffix ]" to form (two decimals) and returns the spin box.
inline QDoubleSpinBox* addSpinRow(QFormLayout* form, QWidget* parent, const QString& label, double min, double max, double step,
                                  const QString& suffix)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(min, max);
    box->setSingleStep(step);
    box->setDecimals(2);
    box->setSuffix(suffix);
    form->addRow(label, box);
    return box;
}

}  // namespace rigstage
