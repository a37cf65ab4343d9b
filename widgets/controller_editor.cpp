#include "widgets/controller_editor.h"

#include <QComboBox>
#include <QMenu>
#include <QHeaderView>
#include <QStyledItemDelegate>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <tinyxml2.h>

namespace rigstage {

namespace {

/// The choices of options with a fixed set of values (as the HelperJointSetting compiler accepts
/// them, docs/format.md); other options are typed.
QStringList choicesFor(const QString& attribute)
{
    static const QStringList axes{QStringLiteral("X"), QStringLiteral("Y"), QStringLiteral("Z")};
    static const QStringList flags{QStringLiteral("true"), QStringLiteral("false")};
    if (attribute == QLatin1String("axis") || attribute.endsWith(QLatin1String("Axis"))) {
        return axes;
    }
    if (attribute == QLatin1String("keepInitialOffset") || attribute == QLatin1String("average") || attribute.endsWith(QLatin1String("Flip"))
        || attribute == QLatin1String("corner")) {
        return flags;
    }
    if (attribute == QLatin1String("transformRule")) {
        return {QStringLiteral("worldToWorld"), QStringLiteral("localToLocal")};
    }
    if (attribute == QLatin1String("kind")) {
        return {QStringLiteral("rotation"), QStringLiteral("position"), QStringLiteral("angle"), QStringLiteral("distance")};
    }
    if (attribute == QLatin1String("space")) {
        return {QStringLiteral("local"), QStringLiteral("world")};
    }
    if (attribute == QLatin1String("upnodeControl")) {
        return {QStringLiteral("axisAlignment"), QStringLiteral("lookAt")};
    }
    if (attribute == QLatin1String("eulerOrder")) {
        return {QStringLiteral("XYZ"), QStringLiteral("XZY"), QStringLiteral("YZX"), QStringLiteral("YXZ"), QStringLiteral("ZXY"),
                QStringLiteral("ZYX"), QStringLiteral("XYX"), QStringLiteral("YZY"), QStringLiteral("ZXZ")};
    }
    return {};
}

/// A combo box for options with fixed values, the line edit otherwise.
class OptionDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        const QStringList choices = choicesFor(index.siblingAtColumn(0).data().toString());
        if (index.column() != 1 || choices.isEmpty()) {
            return QStyledItemDelegate::createEditor(parent, option, index);
        }
        auto* box = new QComboBox(parent);
        box->addItems(choices);
        return box;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        if (auto* box = qobject_cast<QComboBox*>(editor)) {
            const int at = box->findText(index.data().toString(), Qt::MatchFixedString);
            box->setCurrentIndex(std::max(0, at));
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        if (auto* box = qobject_cast<QComboBox*>(editor)) {
            model->setData(index, box->currentText());
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }
};

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
    tree_->setItemDelegate(new OptionDelegate(tree_));
    tree_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree_, &QTreeWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        if (QMenu* menu = contextMenuFor(tree_->itemAt(at))) {
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(tree_->viewport()->mapToGlobal(at));
        }
    });
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

QMenu* ControllerEditor::contextMenuFor(QTreeWidgetItem* item)
{
    if (!item || item->data(0, kAttributeRole).isValid()) {
        return nullptr;
    }
    auto* element = static_cast<tinyxml2::XMLElement*>(item->data(0, kElementRole).value<void*>());
    const QString name = element ? QString::fromUtf8(element->Name()) : QString();
    if (name != QLatin1String("Entry") && name != QLatin1String("Target")) {
        return nullptr;
    }
    auto* menu = new QMenu(this);
    const auto offer = [&](const QString& text, ElementAction action) {
        QAction* a = menu->addAction(text);
        connect(a, &QAction::triggered, this, [this, element, action] { Q_EMIT elementActionRequested(element, action); });
    };
    if (name == QLatin1String("Entry")) {
        offer(tr("Move Entry Up"), ElementAction::MoveUp);
        offer(tr("Move Entry Down"), ElementAction::MoveDown);
        offer(tr("Remove Entry"), ElementAction::Remove);
    } else {
        offer(tr("Remove Target"), ElementAction::Remove);
    }
    return menu;
}

QStringList ControllerEditor::optionChoices(const QString& attribute)
{
    return choicesFor(attribute);
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
