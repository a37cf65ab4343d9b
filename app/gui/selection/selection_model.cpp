#include "gui/selection/selection_model.h"

#include <algorithm>

#include "gui/document.h"

namespace rigstage {

SelectionModel::SelectionModel(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
}

bool SelectionModel::valid(int bone) const
{
    return document_.framework() && bone >= 0 && bone < document_.framework()->boneCount();
}

std::vector<int> SelectionModel::bones() const
{
    std::vector<int> sorted = order_;
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

bool SelectionModel::isSelected(int bone) const
{
    return std::find(order_.begin(), order_.end(), bone) != order_.end();
}

void SelectionModel::assign(std::vector<int> order)
{
    const int active = order.empty() ? -1 : order.back();
    if (order == order_ && active == active_) {
        return;
    }
    order_ = std::move(order);
    active_ = active;
    Q_EMIT changed(active_);
}

void SelectionModel::setBone(int bone)
{
    assign(valid(bone) ? std::vector<int>{bone} : std::vector<int>{});
}

void SelectionModel::toggleBone(int bone)
{
    if (!valid(bone)) {
        return;
    }
    std::vector<int> order = order_;
    if (const auto it = std::find(order.begin(), order.end(), bone); it != order.end()) {
        order.erase(it);  // the bone selected before it (last in the order) becomes active
    } else {
        order.push_back(bone);
    }
    assign(std::move(order));
}

void SelectionModel::addBone(int bone)
{
    if (!valid(bone)) {
        return;
    }
    std::vector<int> order = order_;
    order.erase(std::remove(order.begin(), order.end(), bone), order.end());
    order.push_back(bone);
    assign(std::move(order));
}

void SelectionModel::setBones(const std::vector<int>& bones, int active)
{
    // Keep the order in which the bones still selected were added; new ones follow in index order.
    std::vector<int> order;
    for (int b : order_) {
        if (std::find(bones.begin(), bones.end(), b) != bones.end()) {
            order.push_back(b);
        }
    }
    for (int b : bones) {
        if (valid(b) && std::find(order.begin(), order.end(), b) == order.end()) {
            order.push_back(b);
        }
    }
    int keep = std::find(order.begin(), order.end(), active) != order.end() ? active : -1;
    if (keep < 0 && std::find(order.begin(), order.end(), active_) != order.end()) {
        keep = active_;
    }
    if (keep >= 0) {
        order.erase(std::find(order.begin(), order.end(), keep));
        order.push_back(keep);
    }
    assign(std::move(order));
}

void SelectionModel::clear()
{
    assign({});
}

std::string SelectionModel::boneName() const
{
    return valid(active_) ? document_.framework()->boneName(active_) : std::string();
}

std::vector<std::string> SelectionModel::boneNames() const
{
    std::vector<std::string> names;
    for (int bone : order_) {
        if (valid(bone)) {
            names.push_back(document_.framework()->boneName(bone));
        }
    }
    return names;
}

void SelectionModel::resetByName(const std::vector<std::string>& names)
{
    order_.clear();
    for (const std::string& name : names) {
        if (const int bone = document_.framework() ? document_.framework()->findBone(name) : -1; bone >= 0) {
            order_.push_back(bone);
        }
    }
    active_ = order_.empty() ? -1 : order_.back();
}

void SelectionModel::reset(int bone)
{
    active_ = bone;
    order_ = bone >= 0 ? std::vector<int>{bone} : std::vector<int>{};
}

void SelectionModel::announce()
{
    Q_EMIT changed(active_);
}

}  // namespace rigstage
