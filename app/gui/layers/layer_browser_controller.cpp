#include "gui/layers/layer_browser_controller.h"

#include "gui/document.h"
#include "gui/selection/selection_model.h"
#include "gui/visibility/visibility_model.h"
#include "widgets/layer_browser_widget.h"

namespace rigstage {

LayerBrowserController::LayerBrowserController(Document& document, LayerBrowserWidget* browser, QObject* parent)
    : QObject(parent)
    , document_(document)
    , browser_(browser)
{
    connect(browser_, &LayerBrowserWidget::boneChosen, document_.selection(), &SelectionModel::setBone);
    connect(browser_, &LayerBrowserWidget::layerVisibilityChanged, this,
            [this](int layer, bool visible) { document_.visibility()->setLayerHidden(layer, !visible); });
    connect(browser_, &LayerBrowserWidget::costumeFolderLocated, this, [this](int costume, const QString& folder) {
        if (document_.locateCostumes(costume, folder) > 0) {
            rebuild();
        }
    });
    connect(browser_, &LayerBrowserWidget::costumesChanged, this, [this](const std::vector<int>& worn) {
        if (!document_.wearCostumes(worn)) {
            browser_->setCostumes(document_.costumeNames(), document_.costumes());  // back to what is worn
        }
    });
}

void LayerBrowserController::rebuild()
{
    const Framework* fw = document_.framework();
    if (!fw) {
        return;
    }
    HelperJointSystem* helpers = document_.instance()->helpers();
    std::vector<BrowserLayer> layers;
    std::vector<bool> procedural(fw->layers().size(), false);
    for (const HelperJoint& j : helpers->joints()) {
        procedural[fw->layerOf(j.bone)] = true;
    }
    for (std::size_t l = 0; l < fw->layers().size(); ++l) {
        const FrameworkLayer& layer = fw->layers()[l];
        layers.push_back({QString::fromStdString(layer.name), layer.level, QString::fromStdString(layer.file), layer.boneCount,
                          procedural[l]});
    }
    std::vector<BrowserBone> bones;
    for (int i = 0; i < fw->boneCount(); ++i) {
        QStringList flags;
        if (fw->isBaked(i)) {
            flags << QStringLiteral("B");
        }
        if (fw->isDeformable(i)) {
            flags << QStringLiteral("D");
        }
        QStringList controllers;
        if (const int h = helpers->helperOf(i); h >= 0) {
            const HelperJoint& j = helpers->joints()[h];
            if (j.position) controllers << tr("Position: %1").arg(QString::fromLatin1(j.position->typeName()));
            if (j.rotation) controllers << tr("Rotation: %1").arg(QString::fromLatin1(j.rotation->typeName()));
            if (j.scale) controllers << tr("Scale: %1").arg(QString::fromLatin1(j.scale->typeName()));
        }
        bones.push_back({QString::fromStdString(fw->boneName(i)), fw->layerOf(i), flags.join(QLatin1Char(' ')),
                         controllers.join(QLatin1Char('\n'))});
    }
    browser_->setContent(layers, bones);
    for (std::size_t l = 0; l < fw->layers().size(); ++l) {
        browser_->setLayerVisible(int(l), !document_.visibility()->isLayerHidden(int(l)));
    }
    // Findings: on the bones they name (the first one that exists here), else on the layer of their file.
    std::vector<BrowserFinding> findings;
    for (const Diagnostic& d : document_.findings().folded()) {
        BrowserFinding f;
        f.error = d.severity == Severity::Error;
        f.message = QString::fromStdString(formatDiagnostic(d));
        for (const std::string& name : d.bones) {
            if ((f.bone = fw->findBone(name)) >= 0) {
                break;
            }
        }
        for (std::size_t l = 0; f.bone < 0 && l < fw->layers().size(); ++l) {
            if (fw->layers()[l].file == d.file) {
                f.layer = int(l);
            }
        }
        findings.push_back(f);
    }
    browser_->setFindings(findings);
    browser_->setCostumes(document_.costumeNames(), document_.costumes());
    browser_->setUnavailableCostumes(unavailableCostumeRows(*document_.data()));
    std::vector<std::pair<int, int>> counts;
    QStringList texts;
    for (const Diagnostics& d : document_.costumeFindings()) {
        counts.emplace_back(d.count(Severity::Error), d.count(Severity::Warning));
        QStringList lines;
        for (const Diagnostic& f : d.folded()) {
            lines << QString::fromStdString(formatDiagnostic(f));
        }
        texts << lines.join(QLatin1Char('\n'));
    }
    browser_->setCostumeFindings(counts, texts);
}

}  // namespace rigstage
