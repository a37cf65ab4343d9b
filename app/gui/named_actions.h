#pragma once
// The window's actions by name (MainWindow::action(name), the menus, the tests): each controller
// makes its own with this one helper and hands its map to the window.

#include <QAction>
#include <QKeySequence>
#include <QMap>
#include <QString>

namespace rigstage {

/// Makes an action on owner (so its shortcut works in the whole window) that calls slot in
/// receiver's thread and lifetime, and records it in actions under name.
template <typename Slot>
QAction* addNamedAction(QMap<QString, QAction*>& actions, QObject* owner, QObject* receiver, const QString& name, const QString& text,
                        const QKeySequence& shortcut, Slot slot)
{
    auto* action = new QAction(text, owner);
    action->setShortcut(shortcut);
    QObject::connect(action, &QAction::triggered, receiver, slot);
    actions.insert(name, action);
    return action;
}

}  // namespace rigstage
