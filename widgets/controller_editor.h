#pragma once
// The inspector's controller editor: the selected helper joint's controllers as they stand in its
// HelperJointSetting (every element and attribute: weights, targets, axes, keep-offset, transform
// rule, expression text, ...), each value editable in place. Edits come out as a signal; a value
// the rig rejects is shown with its error on its row. Curve points are edited in the Reactions dock.
// A list's entries move and go, and a constraint's targets go, from a row's context menu.

#include <QWidget>

namespace tinyxml2 {
class XMLElement;
}
class QMenu;
class QTreeWidget;
class QTreeWidgetItem;

namespace rigstage {

class ControllerEditor : public QWidget {
    Q_OBJECT
public:
    explicit ControllerEditor(QWidget* parent = nullptr);

    /// Shows a Helper element (null: nothing).
    void setHelper(const tinyxml2::XMLElement* helper);
    /// Shows an error on an attribute's row (empty message: clears it).
    void setError(const tinyxml2::XMLElement* element, const QString& attribute, const QString& message);
    /// The row of an attribute (for tests), or null.
    QTreeWidgetItem* attributeItem(const tinyxml2::XMLElement* element, const QString& attribute) const;
    QTreeWidget* tree() const { return tree_; }
    /// The fixed values an option takes (axes, flags, rules, kinds, Euler orders), offered in a
    /// combo box; empty for options that are typed.
    static QStringList optionChoices(const QString& attribute);

    /// What a row's context menu offers on a list's entry (move up or down, remove) or a
    /// constraint's target (remove).
    enum class ElementAction { MoveUp, MoveDown, Remove };
    /// The context menu of a row (null for a row without actions); its actions emit
    /// elementActionRequested. The caller owns the menu.
    QMenu* contextMenuFor(QTreeWidgetItem* item);

Q_SIGNALS:
    void attributeEdited(tinyxml2::XMLElement* element, const QString& attribute, const QString& before, const QString& after);
    void elementActionRequested(tinyxml2::XMLElement* element, ControllerEditor::ElementAction action);

private:
    void addElement(const tinyxml2::XMLElement* element, QTreeWidgetItem* parent);

    QTreeWidget* tree_;
    const tinyxml2::XMLElement* helper_ = nullptr;
    bool filling_ = false;
};

}  // namespace rigstage
