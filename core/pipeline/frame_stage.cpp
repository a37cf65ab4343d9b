#include "pipeline/frame_stage.h"

namespace rigstage {

const char* stageName(StageKind kind)
{
    switch (kind) {
    case StageKind::Clip: return "clip";
    case StageKind::Transition: return "transition";
    case StageKind::PoseEdit: return "pose";
    case StageKind::Locomotion: return "locomotion";
    case StageKind::Slope: return "slope";
    case StageKind::Ik: return "ik";
    case StageKind::Physics: return "physics";
    case StageKind::Helpers: return "helpers";
    case StageKind::Trailing: return "trailing";
    }
    return "clip";
}

const std::vector<StageKind>& defaultStageOrder()
{
    static const std::vector<StageKind> order{StageKind::Clip,    StageKind::Transition, StageKind::PoseEdit,
                                              StageKind::Locomotion, StageKind::Slope, StageKind::Ik,
                                              StageKind::Physics, StageKind::Helpers,    StageKind::Trailing};
    return order;
}

std::optional<StageKind> stageFromName(std::string_view name)
{
    for (StageKind kind : defaultStageOrder()) {
        if (name == stageName(kind)) {
            return kind;
        }
    }
    return std::nullopt;
}

bool isProceduralStage(StageKind kind)
{
    return kind != StageKind::Clip && kind != StageKind::Transition && kind != StageKind::PoseEdit && kind != StageKind::Helpers;
}

}  // namespace rigstage
