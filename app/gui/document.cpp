#include "gui/document.h"

#include "gui/corrections/corrections_model.h"
#include "gui/authoring/rig_authoring.h"
#include "gui/crowd/crowd_preview.h"
#include "gui/edit_command.h"
#include "gui/messages/message_log.h"
#include "gui/playback/playback_model.h"
#include "gui/posing/posing_model.h"
#include "gui/procedural/procedural_edits.h"
#include "gui/reload/reload_carry_over.h"
#include "gui/rig_edits/rig_edits.h"
#include "gui/saving/document_saver.h"
#include "gui/selection/selection_model.h"
#include "gui/stages/stages_model.h"
#include "gui/visibility/visibility_model.h"

#include <QDir>
#include <QtConcurrent/QtConcurrentRun>

#include "validate/character_checks.h"

namespace rigstage {

/// What a load produces, built off the GUI thread.
struct Document::Loaded {
    std::unique_ptr<CharacterData> data;
    Diagnostics diagnostics;
    int reused = 0;  ///< Files taken unchanged from the cache.
};

Document::Document(QObject* parent)
    : QObject(parent)
    , log_(new MessageLog(this))
    , crowd_(new CrowdPreview(*this, this))
    , playback_(new PlaybackModel(*this, this))
    , posing_(new PosingModel(*this, this))
    , correctionsModel_(new CorrectionsModel(*this, this))
    , stages_(new StagesModel(*this, this))
    , selection_(new SelectionModel(*this, this))
    , visibility_(new VisibilityModel(*this, this))
    , rigEdits_(new RigEdits(*this, this))
    , authoring_(new RigAuthoring(*this, this))
    , procedural_(new ProceduralEdits(*this, this))
    , saver_(new DocumentSaver(*this, this))
{
    connect(playback_, &PlaybackModel::comparisonChanged, this, &Document::stagesChanged);
}

Document::~Document()
{
    if (watcher_) {
        watcher_->waitForFinished();
        delete watcher_->result();
    }
}

namespace {

Document::Loaded* loadFile(const QString& path, LoadCache* cache)
{
    auto* result = new Document::Loaded;
    if (auto data = loadCharacter(path.toStdString(), result->diagnostics, cache)) {
        result->data = std::make_unique<CharacterData>(std::move(*data));
    }
    result->reused = int(cache->reused().size());
    return result;
}

/// An error's identity across loads: its code, file and message (lines move as a file is edited).
QString errorKey(const Diagnostic& d)
{
    return QString::fromStdString(d.code + '\n' + d.file + '\n' + d.message);
}

}  // namespace

std::unique_ptr<Document::Loaded> Document::read(const QString& path)
{
    std::unique_ptr<Loaded> result(loadFile(path, cache_.get()));
    reusedFiles_ = result->reused;
    return result;
}

bool Document::open(const QString& path)
{
    dropReadForReload();
    return adopt(path, read(path));
}

bool Document::readForReload()
{
    readForReload_.reset();
    if (path_.isEmpty() || !instance_) {
        return false;
    }
    std::unique_ptr<Loaded> result = read(path_);
    if (!result->data || !result->data->framework) {
        return false;  // would not open
    }
    for (const Diagnostic& d : result->diagnostics.items()) {
        if (d.severity == Severity::Error && !loadErrors_.contains(errorKey(d))) {
            return false;
        }
    }
    readForReload_ = std::move(result);
    return true;
}

void Document::dropReadForReload()
{
    readForReload_.reset();
}

void Document::openAsync(const QString& path)
{
    cancelLoad();
    loadingPath_ = path;
    watcher_ = new QFutureWatcher<Loaded*>(this);
    connect(watcher_, &QFutureWatcher<Loaded*>::finished, this, [this, watcher = watcher_] {
        std::unique_ptr<Loaded> result(watcher->result());
        watcher->deleteLater();
        if (watcher != watcher_) {
            return;  // cancelled: drop the result
        }
        watcher_ = nullptr;
        adopt(loadingPath_, std::move(result));
    });
    dropReadForReload();
    // The worker holds the cache too: a cancelled load may outlive the document.
    watcher_->setFuture(QtConcurrent::run([path, cache = cache_] { return loadFile(path, cache.get()); }));
}

void Document::cancelLoad()
{
    if (watcher_) {
        // The worker cannot be interrupted; its result is ignored when it arrives.
        watcher_ = nullptr;
        addMessage(tr("Loading %1 was cancelled.").arg(loadingPath_));
    }
}

bool Document::isLoading() const
{
    return watcher_ != nullptr;
}

bool Document::adopt(const QString& path, std::unique_ptr<Loaded> result)
{
    log_->beginGroup(path == path_ && data_ ? tr("Reloading %1").arg(path) : tr("Opening %1").arg(path));
    lastCycle_.clear();
    addMessages(result->diagnostics);
    Diagnostics instanceDiagnostics;
    std::unique_ptr<CharacterInstance> instance;
    if (result->data && result->data->framework) {
        instance = CharacterInstance::create(*result->data, instanceDiagnostics);
        addMessages(instanceDiagnostics);
    }
    if (!instance) {
        addMessage(tr("%1 did not open; the character shown before stays open.").arg(path));
        Q_EMIT loadFailed(path);
        return false;
    }
    loadErrors_.clear();
    for (const Diagnostics* list : {&result->diagnostics, &instanceDiagnostics}) {
        for (const Diagnostic& d : list->items()) {
            if (d.severity == Severity::Error) {
                loadErrors_.insert(errorKey(d));
            }
        }
    }
    const bool samePath = path == path_;
    // A reload (the same file again) says what changed since the last load.
    reloadChanges_.reset();
    if (samePath && data_ && result->data) {
        reloadChanges_ = diffCharacters(*data_, *result->data);
    }
    const QString previousClip = playback_->clipName();
    path_ = path;
    data_ = std::move(result->data);
    instance_ = std::move(instance);
    bindMeshes();
    saver_->forgetUnsavedChanges();  // a new character: nothing of the last one is pending
    rigEdits_->takeUpgrades();
    rigEdits_->findCurves();
    undo_.clear();
    visibility_->restore({}, {});
    findings_ = validateCharacter(*data_);
    costumeFindings_.clear();
    for (const CostumeData& costume : data_->costumes) {
        costumeFindings_.push_back(validateCostume(*data_, costume));  // shown on the costume before it is worn
    }
    selection_->reset(-1);
    viewCamera_.clear();
    stages_->restore(std::nullopt, {});
    saver_->readViewState();
    stages_->applyTo(*instance_, true);
    posing_->restart();
    crowd_->reset();  // another character: the preview starts off
    addMessage(tr("Opened %1: %2 bones in %3 layers, %4 helper joints, %5 clip(s).")
                   .arg(path)
                   .arg(data_->framework->boneCount())
                   .arg(data_->framework->layers().size())
                   .arg(instance_->helpers()->joints().size())
                   .arg(data_->clips.size()));
    playback_->restart(previousClip, samePath);
    saver_->rememberSavedState();
    Q_EMIT loaded();
    Q_EMIT modifiedChanged();
    selection_->announce();
    visibility_->announce();
    return true;
}

QStringList Document::characterFiles() const
{
    QStringList files;
    if (data_) {
        for (const std::string& f : rigstage::characterFiles(data_->manifest, path_.toStdString())) {
            files << QDir::cleanPath(QString::fromStdString(f));
        }
    }
    return files;
}

bool Document::reload()
{
    if (path_.isEmpty() || !instance_) {
        return path_.isEmpty() ? false : open(path_);
    }
    const ReloadCarryOver carried(*this);
    std::unique_ptr<Loaded> result = readForReload_ ? std::move(readForReload_) : read(path_);
    if (!adopt(path_, std::move(result))) {
        return false;
    }
    carried.restore(*this);
    evaluate();
    Q_EMIT modifiedChanged();
    visibility_->announce();
    Q_EMIT stagesChanged();
    return true;
}

void Document::forgetUnsavedChanges()
{
    saver_->forgetUnsavedChanges();
}

QString Document::characterName() const
{
    return data_ ? QString::fromStdString(data_->manifest.name) : QString();
}

bool Document::zUp() const
{
    return !data_ || data_->manifest.upAxis != "Y";
}

void Document::evaluate()
{
    if (!instance_) {
        return;
    }
    const float dt = playback_->takeStep();
    const float frame = float(playback_->frame());
    instance_->evaluate(frame, playback_->loopsPastEnd(), dt);
    playback_->evaluateComparison(dt);
    crowd_->evaluate(dt);
    world_ = instance_->pose().allWorld();
    if (deformMeshes_ && deformer_.meshCount() > 0) {
        const Clip* clip = instance_->clip();
        deformer_.deform(world_, skinning_, clip, clip ? clipFrame(*clip, frame, playback_->loopsPastEnd()) - clip->startFrame : 0.0f);
    }
    Q_EMIT poseChanged();
}

void Document::bindMeshes()
{
    Diagnostics d;
    deformer_.bind(*data_, instance_->framework(), d, instance_->costumes());
    addMessages(d);
}

void Document::setSkinningMethod(SkinningMethod method)
{
    skinning_ = method;
    evaluate();
}

void Document::setMeshDeformation(bool on)
{
    deformMeshes_ = on;
    evaluate();
}

QStringList Document::costumeNames() const
{
    QStringList names;
    if (data_) {
        for (const CostumeData& c : data_->costumes) {
            names << QString::fromStdString(c.name);
        }
    }
    return names;
}

void Document::revalidate()
{
    if (!data_) {
        return;
    }
    findings_ = validateCharacter(*data_);
    costumeFindings_.clear();
    for (const CostumeData& costume : data_->costumes) {
        costumeFindings_.push_back(validateCostume(*data_, costume));
    }
}

bool Document::setCostumes(const std::vector<int>& costumes)
{
    if (!instance_) {
        return false;
    }
    playback_->stopComparison();  // the second instance wore the old stack
    // Remember selection, hidden bones and hand edits by name: indices move when layers change.
    const PosingModel::ByName posed = posing_->byName();
    const std::vector<std::string> selected = selection_->boneNames();
    const std::vector<std::string> hidden = visibility_->hiddenBoneNames();
    Diagnostics d;
    const bool ok = instance_->setCostumes(costumes, d);
    addMessages(d);
    if (!ok) {
        addMessage(tr("The costumes could not be worn; nothing changed."));
        return false;
    }
    bindMeshes();
    rigEdits_->findCurves();
    selection_->resetByName(selected);
    posing_->rebind(posed);
    visibility_->restore(hidden, visibility_->hiddenLayers());
    // The undo stack stays: its commands name bones (hide / show) or refer to the character's own
    // settings and IK modules, which a swap keeps.
    Q_EMIT stackChanged();
    evaluate();
    selection_->announce();
    return true;
}

bool Document::wearCostumes(const std::vector<int>& costumes)
{
    const std::vector<int> before = this->costumes();
    if (costumes == before) {
        return true;
    }
    if (!setCostumes(costumes)) {
        return false;
    }
    undo_.push(new EditCommand(tr("Wear Costumes"), [this, costumes] { setCostumes(costumes); },
                               [this, before] { setCostumes(before); }, {}, true));
    return true;
}

const QStringList& Document::messages() const
{
    return log_->lines();
}

void Document::addMessage(const QString& line)
{
    log_->add(line);
}

void Document::addMessages(const Diagnostics& diagnostics)
{
    QStringList lines;
    for (const Diagnostic& d : diagnostics.folded()) {
        lines << QString::fromStdString(formatDiagnostic(d));
    }
    for (const Diagnostic& d : diagnostics.items()) {
        if (d.code == "helper.cycle") {
            lastCycle_ = d.bones;
        }
    }
    if (!lines.isEmpty()) {
        log_->add(lines);
    }
}

const CorrectionFile* Document::corrections() const
{
    return data_ && data_->corrections ? &*data_->corrections : nullptr;
}

void Document::applyCorrections()
{
    Diagnostics d;
    deformer_.setCorrections(data_->corrections, d);
    addMessages(d);
    evaluate();
    Q_EMIT correctionsChanged();
    Q_EMIT poseChanged();
}

void Document::replaceCorrections(std::optional<CorrectionFile> corrections)
{
    data_->corrections = std::move(corrections);
    Diagnostics d;
    deformer_.setCorrections(data_->corrections, d);
    addMessages(d);
    Q_EMIT correctionsChanged();
}

void Document::editCorrections(const QString& text, const std::optional<CorrectionFile>& after)
{
    const std::optional<CorrectionFile> before = data_->corrections;
    const auto set = [this](const std::optional<CorrectionFile>& file) {
        if (!data_) {
            return;
        }
        data_->corrections = file;
        saver_->markCorrectionsEdited();
        applyCorrections();
    };
    undo_.push(new EditCommand(text, [set, after] { set(after); }, [set, before] { set(before); }));
}

int Document::locateCostumes(int unavailable, const QString& folder)
{
    if (!data_) {
        return 0;
    }
    Diagnostics d;
    const std::vector<int> located = rigstage::locateCostumes(*data_, unavailable, folder.toStdString(), d);
    addMessages(d);
    for (int c : located) {
        costumeFindings_.push_back(validateCostume(*data_, data_->costumes[std::size_t(c)]));
    }
    if (!located.empty()) {
        addMessage(tr("Loaded %n costume(s) from %1 until the character is opened again; the manifest is not changed.", nullptr,
                      int(located.size()))
                       .arg(folder));
    }
    return int(located.size());
}

}  // namespace rigstage
