#pragma once
// A change to an XML document made of insertions, removals and attribute values, recorded so that
// it can be reversed and replayed on the very same nodes. Editors hold element pointers (an
// attribute edit, a curve edit) across undo and redo; putting a document back by parsing old text
// would give new nodes and leave those pointers dangling, so a removed node is kept aside (under
// an element of the same document that is never part of its tree) until it is put back.

#include <optional>
#include <string>
#include <vector>

#include <tinyxml2.h>

namespace rigstage {

class XmlTreeEdit {
public:
    explicit XmlTreeEdit(tinyxml2::XMLDocument& document);

    /// Appends node (new, or moved from where it was) as parent's last child.
    void append(tinyxml2::XMLElement* parent, tinyxml2::XMLElement* node);
    /// Inserts node as parent's child right after `after` (first child when after is null).
    void insertAfter(tinyxml2::XMLElement* parent, tinyxml2::XMLNode* after, tinyxml2::XMLElement* node);
    /// Takes node out of the tree (kept aside, so undo puts the same node back).
    void remove(tinyxml2::XMLElement* node);
    /// Sets an attribute; undo restores its old value or its absence.
    void setAttribute(tinyxml2::XMLElement* element, const std::string& name, const std::string& value);

    /// Reverses every step, last first; redo() replays them.
    void undo();
    void redo();
    bool empty() const { return steps_.empty(); }
    tinyxml2::XMLDocument& document() const { return *document_; }

private:
    struct Step {
        enum class Kind { Move, Attribute } kind = Kind::Move;
        tinyxml2::XMLElement* node = nullptr;
        // Move: where the node was (parent null: aside) and where it went.
        tinyxml2::XMLNode* fromParent = nullptr;
        tinyxml2::XMLNode* fromAfter = nullptr;
        tinyxml2::XMLNode* toParent = nullptr;
        tinyxml2::XMLNode* toAfter = nullptr;
        // Attribute
        std::string name;
        std::optional<std::string> before;
        std::string after;
    };
    void place(tinyxml2::XMLElement* node, tinyxml2::XMLNode* parent, tinyxml2::XMLNode* after);
    void move(tinyxml2::XMLElement* node, tinyxml2::XMLNode* parent, tinyxml2::XMLNode* after);

    tinyxml2::XMLDocument* document_;
    tinyxml2::XMLElement* aside_;  // never inserted: holds removed nodes, freed with the document
    std::vector<Step> steps_;
};

}  // namespace rigstage
