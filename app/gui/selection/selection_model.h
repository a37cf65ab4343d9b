#pragma once
// The selected bones: what the inspector, the pose editor, the controller editor, the reaction
// curves and the manipulators act on. Several bones may be selected; one of them, the active bone
// (the last one clicked), is what the views that show a single bone show. Bone indices of the
// framework shown; -1 for none.

#include <QObject>

#include <string>
#include <vector>

namespace rigstage {

class Document;

class SelectionModel : public QObject {
    Q_OBJECT
public:
    explicit SelectionModel(Document& document, QObject* parent = nullptr);

    /// Returns the active bone (the last one clicked), or -1 when nothing is selected.
    int bone() const { return active_; }
    /// Returns every selected bone, in ascending order (empty: none).
    std::vector<int> bones() const;
    /// Returns whether the bone is one of the selected.
    bool isSelected(int bone) const;
    /// Selects a bone alone (-1, or an index the framework shown does not have: nothing); changed()
    /// follows when the selection moved.
    void setBone(int bone);
    /// Adds a bone to the selection or takes it out (Ctrl+click). An added bone becomes active; a
    /// removed active bone hands that over to the bone selected before it.
    void toggleBone(int bone);
    /// Adds a bone to the selection and makes it active (Shift+click).
    void addBone(int bone);
    /// Selects exactly these bones (the Outliner's rows, a range); active becomes the active bone
    /// when it is one of them, else the active bone stays if still selected, else the last one added.
    void setBones(const std::vector<int>& bones, int active);
    /// Selects nothing.
    void clear();
    /// The active bone's full name (empty: none), to find it again where indices move.
    std::string boneName() const;

    /// The selected bones' full names in the order they were added (the active bone's last), to
    /// find them again where indices move.
    std::vector<std::string> boneNames() const;
    /// Selects the bones of these names that the framework shown has (the last one found active),
    /// without a signal (a costume swap, which says so with announce()).
    void resetByName(const std::vector<std::string>& names);
    /// Sets the selection to one bone (or none) without a signal (the document's load or costume
    /// swap, which says so with announce() once the character is ready).
    void reset(int bone);
    /// Says what is selected now, moved or not.
    void announce();

Q_SIGNALS:
    /// The selection or its active bone changed; bone is the active bone.
    void changed(int bone);

private:
    bool valid(int bone) const;
    /// Sets the selection (in the order the bones were added, active last) and signals a change.
    void assign(std::vector<int> order);

    Document& document_;
    std::vector<int> order_;  // the selected bones in the order they were added; the active bone is last
    int active_ = -1;
};

}  // namespace rigstage
