#pragma once
// A label for values that may be longer than the panel is wide (full bone names, controller
// lists): it elides in the middle, so both the layer prefix and the bone's own name stay
// readable, and its tooltip holds the whole text.

#include <QLabel>

namespace rigstage {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);
    void setFullText(const QString& text);
    const QString& fullText() const { return full_; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();
    QString full_;
};

}  // namespace rigstage
