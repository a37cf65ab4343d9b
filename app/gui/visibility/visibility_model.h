#pragma once
// What the viewport leaves out: bones hidden one by one (undoable) and whole layers hidden. Both
// are view state: saved with it (<manifest>.view.json), asked about when unsaved. Hidden layers are
// kept by name, hidden bones by index of the framework shown (by name across a swap or a reload).

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <set>
#include <string>
#include <vector>

namespace rigstage {

class Document;
class Framework;

class VisibilityModel : public QObject {
    Q_OBJECT
public:
    explicit VisibilityModel(Document& document, QObject* parent = nullptr);

    /// The framework shown (null: nothing open).
    const Framework* framework() const;

    bool isBoneHidden(int bone) const { return hidden_.count(bone) > 0; }
    const std::set<int>& hiddenBones() const { return hidden_; }
    /// Hides or shows bones now (no undo: what the undo commands apply).
    void setBonesHidden(const std::set<int>& bones, bool hidden);
    /// The undoable form: one "Hide / Show N bone(s)" step on the document's undo stack.
    void hideBones(const std::set<int>& bones, bool hide);

    /// Layers by index into the framework shown.
    bool isLayerHidden(int layer) const;
    void setLayerHidden(int layer, bool hidden);
    const std::set<std::string>& hiddenLayers() const { return layers_; }

    /// Bones not drawn: the hidden ones and those of hidden layers.
    std::set<int> bonesNotDrawn() const;
    /// The hidden bones' full names.
    std::vector<std::string> hiddenBoneNames() const;

    /// Sets what is hidden without an edit or a signal (a load, a swap, a reload carrying it over):
    /// bones by name in the framework shown now, those it lacks left out.
    void restore(const std::vector<std::string>& bones, const std::set<std::string>& layers);
    /// The view state's "hiddenBones" and "hiddenLayers".
    void writeJson(QJsonObject& view) const;
    /// Replaces what is hidden by a view state's (file: for the messages), without a signal; a bone
    /// the framework lacks is skipped with a message.
    QStringList readJson(const QJsonObject& view, const QString& file);
    /// Says that what is hidden may have changed (after restore or readJson).
    void announce();

Q_SIGNALS:
    void changed();

private:
    Document& document_;
    std::set<int> hidden_;
    std::set<std::string> layers_;
};

}  // namespace rigstage
