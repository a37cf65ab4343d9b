#include "widgets/controller_editor.h"

#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <tinyxml2.h>

namespace rigstage {

namespace {

constexpr int kElementRole = Qt::UserRole;       // the element (as a pointer) on every row
constexpr int kAttributeRole = Qt::UserRole + 1;  // the attribute name on attribute rows
constexpr int kValueRole = Qt::UserRole + 2;      // the value shown, to tell edits apart

}  // namespace

ControllerEditor::ControllerEditor(QWidget* parent)
    : QWidget(parent), tree_(new QTreeWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tree_);
    tree_->setHeaderLabels({tr("Controller / option"), tr("Value"), tr("Problem")});
    tree_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    tree_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    connect(tree_, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item, int column) {
        if (filling_ || column != 1 || !item->data(0, kAttributeRole).isValid()) {
            return;
        }
        const QString before = item->data(1, kValueRole).toString();
        const QString after = item->text(1);
        if (before == after) {
            return;
        }
        auto* element = static_cast<tinyxml2::XMLElement*>(item->data(0, kElementRole).value<void*>());
        Q_EMIT attributeEdited(element, item->data(0, kAttributeRole).toString(), before, after);
    });
}

void ControllerEditor::setHelper(const tinyxml2::XMLElement* helper)
{
    helper_ = helper;
    filling_ = true;
    tree_->clear();
    if (helper) {
        for (const tinyxml2::XMLElement* c = helper->FirstChildElement(); c; c = c->NextSiblingElement()) {
            addElement(c, nullptr);
        }
        tree_->expandAll();
    }
    filling_ = false;
}

void ControllerEditor::addElement(const tinyxml2::XMLElement* element, QTreeWidgetItem* parent)
{
    const QString name = QString::fromUtf8(element->Name());
    auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree_);
    item->setText(0, name);
    item->setData(0, kElementRole, QVariant::fromValue(static_cast<void*>(const_cast<tinyxml2::XMLElement*>(element))));
    if (name == QLatin1String("Curve")) {
        int points = 0;
        for (const tinyxml2::XMLElement* p = element->FirstChildElement("Point"); p; p = p->NextSiblingElement("Point")) {
            ++points;
        }
        item->setText(1, tr("%n point(s): edit in the Reactions dock", nullptr, points));
        return;
    }
    for (const tinyxml2::XMLAttribute* a = element->FirstAttribute(); a; a = a->Next()) {
        auto* row = new QTreeWidgetItem(item);
        row->setText(0, QString::fromUtf8(a->Name()));
        row->setText(1, QString::fromUtf8(a->Value()));
        row->setData(0, kElementRole, item->data(0, kElementRole));
        row->setData(0, kAttributeRole, QString::fromUtf8(a->Name()));
        row->setData(1, kValueRole, QString::fromUtf8(a->Value()));
        row->setFlags(row->flags() | Qt::ItemIsEditable);
    }
    for (const tinyxml2::XMLElement* c = element->FirstChildElement(); c; c = c->NextSiblingElement()) {
        addElement(c, item);
    }
}

QTreeWidgetItem* ControllerEditor::attributeItem(const tinyxml2::XMLElement* element, const QString& attribute) const
{
    for (QTreeWidgetItemIterator it(tree_); *it; ++it) {
        if ((*it)->data(0, kElementRole).value<void*>() == element && (*it)->data(0, kAttributeRole).toString() == attribute) {
            return *it;
        }
    }
    return nullptr;
}

void ControllerEditor::setError(const tinyxml2::XMLElement* element, const QString& attribute, const QString& message)
{
    if (QTreeWidgetItem* item = attributeItem(element, attribute)) {
        filling_ = true;
        item->setText(2, message);
        item->setForeground(2, QColor(220, 60, 60));
        item->setToolTip(2, message);
        if (!message.isEmpty()) {
            item->setText(1, item->data(1, kValueRole).toString());  // the rig keeps the last good value
        }
        filling_ = false;
    }
}

}  // namespace rigstage
