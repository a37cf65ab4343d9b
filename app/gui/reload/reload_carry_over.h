#pragma once
// What the window set up on a character, carried over a reload by name (bone, costume and clip
// indices may move in the new files): the worn costumes, the selection, hand poses and IK
// targets, and the view-state edits not saved yet (hidden bones and layers, the ground, stage
// switches, the camera). A saved or discarded view state is read from its file again instead.

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "character/character_instance.h"
#include "gui/posing/posing_model.h"

namespace rigstage {

class Document;

class ReloadCarryOver {
    Q_DECLARE_TR_FUNCTIONS(ReloadCarryOver)
public:
    /// Takes the set-up from the open document.
    explicit ReloadCarryOver(const Document& document);
    /// Gives it to the document once it has opened its files again, and says in the messages what
    /// the reload changed and what could not be carried over (gone from the files).
    void restore(Document& document) const;

private:
    std::vector<std::string> worn_;
    std::vector<std::string> selected_;  ///< every selected bone, the active one last
    PosingModel::ByName posed_;
    bool keepView_;
    std::vector<std::string> hidden_;
    std::set<std::string> hiddenLayers_;
    std::optional<TerrainSettings> terrain_;
    std::set<std::string> disabled_;
    QByteArray camera_;
};

}  // namespace rigstage
