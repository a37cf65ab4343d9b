// The list controllers: weighted Entries, each holding one controller of the list's kind.

#include "io/helper_joint_setting_xml_controllers.h"

#include "helpers/list_controllers.h"

namespace rigstage::helper_xml {

namespace {

/// Reads el's Entries into entries, each entry's controller through readEntry; returns the
/// list's average flag.
template <class C, class ReadEntry>
bool readEntries(ElementReader& r, const XMLElement* el, std::vector<ListEntry<C>>& entries, ReadEntry readEntry)
{
    r.attributes(el, {"average"});
    const bool average = r.flag(el, "average", false);
    r.children(el, kMaxListEntries);
    for (const XMLElement* e = el->FirstChildElement(); e; e = e->NextSiblingElement()) {
        if (std::string(e->Name()) != "Entry") {
            r.invalid(e, "xml.unknown-element", std::string("unknown element <") + e->Name() + "> inside <"
                                                    + el->Name() + ">",
                      "A list holds Entry elements.");
        }
        r.attributes(e, {"weight"});
        ListEntry<C> entry;
        entry.weight = r.number(e, "weight", 100.0f) / 100.0f;  // percent, as Max shows it
        entry.controller = readEntry(r, r.onlyChild(e));
        entries.push_back(std::move(entry));
    }
    if (entries.empty()) {
        r.invalid(el, "helper.empty-list", std::string("<") + el->Name() + "> has no Entry",
                  "Add at least one <Entry weight=\"100\">.");
    }
    return average;
}

}  // namespace

std::unique_ptr<PositionController> readPositionList(ElementReader& r, const XMLElement* el)
{
    auto c = std::make_unique<PositionList>();
    c->average = readEntries(r, el, c->entries, readPositionController);
    return c;
}

std::unique_ptr<RotationController> readRotationList(ElementReader& r, const XMLElement* el)
{
    auto c = std::make_unique<RotationList>();
    c->average = readEntries(r, el, c->entries, readRotationController);
    return c;
}

std::unique_ptr<ScaleController> readScaleList(ElementReader& r, const XMLElement* el)
{
    auto c = std::make_unique<ScaleList>();
    c->average = readEntries(r, el, c->entries, readScaleController);
    return c;
}

}  // namespace rigstage::helper_xml
