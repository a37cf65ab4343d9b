#pragma once
// The selected bone: what the inspector, the pose editor, the controller editor, the reaction
// curves and the manipulator act on. A bone index of the framework shown; -1 for none.

#include <QObject>

#include <string>

namespace rigstage {

class Document;

class SelectionModel : public QObject {
    Q_OBJECT
public:
    explicit SelectionModel(Document& document, QObject* parent = nullptr);

    int bone() const { return bone_; }
    /// Selects a bone (-1, or an index the framework shown does not have: nothing); changed()
    /// follows when the selection moved.
    void setBone(int bone);
    /// The selected bone's full name (empty: none), to find it again where indices move.
    std::string boneName() const;

    /// Sets the selection without a signal (the document's load or costume swap, which says so
    /// with announce() once the character is ready).
    void reset(int bone);
    /// Says what is selected now, moved or not.
    void announce();

Q_SIGNALS:
    void changed(int bone);

private:
    Document& document_;
    int bone_ = -1;
};

}  // namespace rigstage
