// Crowds and the cost a rigger sees: a crowd evaluated on several threads gives, bit for bit, what
// each character gives alone; the benchmark rig (scripts/make_game_rig.py) is what it says it is;
// the controller profile counts what the rig holds.
#include <QTest>

#include <algorithm>
#include <cstring>
#include <map>
#include <optional>

#include "character/character_bench.h"
#include "character/crowd.h"
#include "pipeline/clip_stage.h"
#include "support/timed_region.h"
#include "test_helpers.h"
#include "keyed_clip.h"
#include "walker_sample.h"

using namespace rigstage;

namespace {

const std::string kWalker = RIGSTAGE_SAMPLES "/walker/walker.character.xml";
const std::string kGameRig = RIGSTAGE_SAMPLES "/gamerig/gamerig.character.xml";


bool sameBits(Pose& a, Pose& b)
{
    if (a.boneCount() != b.boneCount()) {
        return false;
    }
    for (int bone = 0; bone < a.boneCount(); ++bone) {
        const Srt& la = a.local(bone);
        const Srt& lb = b.local(bone);
        if (std::memcmp(&la, &lb, sizeof(Srt)) != 0 || std::memcmp(&a.world(bone), &b.world(bone), sizeof(glm::mat4)) != 0) {
            return false;
        }
    }
    return true;
}

int countOf(const std::vector<ControllerCostRow>& rows, const std::string& type)
{
    for (const ControllerCostRow& row : rows) {
        if (row.type == type) {
            return row.countPerCharacter;
        }
    }
    return 0;
}

}  // namespace

class TestCrowd : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void crowdEqualsSingleEvaluationsBitForBit_data()
    {
        // Every sample character, the templates worn by the walker one at a time and two stacked,
        // the game rig with its clip keyed on every bone (the benchmarks' second rig), and the
        // legged samples on uneven ground (slope adaptation, suspension springs and the hexapod's
        // tail physics carry state from frame to frame).
        QTest::addColumn<QString>("manifest");
        QTest::addColumn<bool>("keyEveryBone");
        QTest::addColumn<int>("terrain");  // a TerrainKind, Flat for none
        // Whether every block (eight instances of one costume set at most) is held in lanes each
        // frame: none stands on its own terrain.
        QTest::addColumn<bool>("inLanes");
        const auto row = [](const char* name, const char* manifest, bool keyed, TerrainKind terrain) {
            QTest::newRow(name) << QString::fromUtf8(RIGSTAGE_SAMPLES "/") + QString::fromUtf8(manifest) << keyed
                                << static_cast<int>(terrain) << (terrain == TerrainKind::Flat);
        };
        row("walker and its costumes", "walker/walker.character.xml", false, TerrainKind::Flat);
        row("walker on bumps", "walker/walker.character.xml", false, TerrainKind::Bumps);
        row("game rig", "gamerig/gamerig.character.xml", false, TerrainKind::Flat);
        row("game rig keyed on every bone", "gamerig/gamerig.character.xml", true, TerrainKind::Flat);
        row("hexapod on a plane", "hexapod/hexapod.character.xml", false, TerrainKind::Plane);
        row("fox on stairs", "quadrupeds/fox.character.xml", false, TerrainKind::Stairs);
        row("wolf on a plane", "quadrupeds/wolf.character.xml", false, TerrainKind::Plane);
    }
    void crowdEqualsSingleEvaluationsBitForBit()
    {
        // 24 instances on 2 threads against each instance's twin evaluated alone, in order.
        QFETCH(QString, manifest);
        QFETCH(bool, keyEveryBone);
        QFETCH(int, terrain);
        QFETCH(bool, inLanes);
        const std::string path = manifest.toStdString();
        CharacterData data = test::loadCleanly(path);
        if (keyEveryBone) {
            data = test::keyedOnEveryBone(std::move(data));
            QVERIFY(data.clips.front().dense);
        }
        std::vector<std::vector<int>> costumes{{}};
        for (int c = 0; c < static_cast<int>(data.costumes.size()); ++c) {
            costumes.push_back({c});
        }
        if (data.costumes.size() >= 4) {
            costumes.push_back({1, 3});  // the walker's short skirt under its mantle
        }
        std::optional<TerrainSettings> ground;
        if (terrain != static_cast<int>(TerrainKind::Flat)) {
            ground = TerrainSettings{};
            ground->kind = static_cast<TerrainKind>(terrain);
            ground->slopeDegrees = 20.0f;
            ground->directionDegrees = 30.0f;
        }
        Diagnostics d;
        auto crowd = Crowd::create(data, 24, 0, 7.0f, d, costumes);
        QVERIFY2(crowd, qPrintable(test::str(d)));
        // Instances wearing the same costumes share one stacked framework, one compiled set of
        // helper joints and one clip player (used by both threads at once below); other sets
        // have their own.
        const std::size_t sets = costumes.size();
        const auto playerOf = [&](int i) { return crowd->instance(i).pipeline().find<ClipStage>()->player(); };
        for (int i = 0; i < crowd->size(); ++i) {
            const Framework* own = &crowd->instance(i).framework();
            QCOMPARE(own, &crowd->instance(i % int(sets)).framework());
            QCOMPARE(crowd->instance(i).helpers(), crowd->instance(i % int(sets)).helpers());
            QVERIFY(playerOf(i) != nullptr);
            QCOMPARE(playerOf(i), playerOf(i % int(sets)));
            QCOMPARE(crowd->instance(i).clipIndex(), 0);
            if (i > 0 && i < int(sets)) {
                QVERIFY(own != &crowd->instance(0).framework());
                QVERIFY(crowd->instance(i).helpers() != crowd->instance(0).helpers());
                QVERIFY(playerOf(i) != playerOf(0));
            }
        }
        crowd->setThreads(2);
        // Instance i wears set i % sets: each set's instances make blocks of eight at most.
        int blocks = 0;
        for (std::size_t set = 0; set < sets; ++set) {
            const int wearing = (crowd->size() - int(set) + int(sets) - 1) / int(sets);
            blocks += (wearing + kPoseLanes - 1) / kPoseLanes;
        }
        std::vector<std::unique_ptr<CharacterInstance>> twins;
        for (int i = 0; i < crowd->size(); ++i) {
            twins.push_back(CharacterInstance::create(data, d, costumes[std::size_t(i) % costumes.size()]));
            QVERIFY(twins.back());
            twins.back()->setClip(0, d);
            if (ground) {
                crowd->instance(i).setTerrain(ground);
                twins.back()->setTerrain(ground);
                QVERIFY2(twins.back()->slopeAdaptation(), "a legged sample adapts to the ground");
            }
        }
        const float dt = 1.0f / 60.0f;
        for (float frame = 0.0f; frame < 6.0f; frame += 0.5f) {
            crowd->evaluate(frame, dt);
            QCOMPARE(crowd->blocksInLanes(), inLanes ? blocks : 0);
            for (int i = 0; i < crowd->size(); ++i) {
                // The crowd left every world transform up to date (its batch pass); the twin's
                // are computed one bone at a time as sameBits reads them.
                for (int bone = 0; bone < crowd->instance(i).pose().boneCount(); ++bone) {
                    QVERIFY(crowd->instance(i).pose().isWorldValid(bone));
                }
                twins[std::size_t(i)]->evaluate(crowd->frameOf(i, frame), true, dt);
                QVERIFY2(sameBits(crowd->instance(i).pose(), twins[std::size_t(i)]->pose()),
                         qPrintable(QStringLiteral("%1: instance %2 at frame %3").arg(manifest).arg(i).arg(frame)));
            }
        }
        // The offsets really spread the crowd over the clip: two instances differ.
        QVERIFY(!sameBits(crowd->instance(0).pose(), crowd->instance(int(sets)).pose()));
        if (ground) {
            // The ground really moved the feet: a twin on flat ground stands otherwise.
            auto flat = CharacterInstance::create(data, d);
            QVERIFY(flat);
            flat->setClip(0, d);
            flat->evaluate(crowd->frameOf(0, 5.5f), true, dt);
            QVERIFY(!sameBits(flat->pose(), crowd->instance(0).pose()));
        }
    }

    /// Eight instances that run alike are held in lanes, a last short block too; a block with one
    /// instance set apart (its own IK target) runs one instance after the other. Either way each
    /// instance gets its twin's bits, and its IK modules keep the targets and poles its twin's keep
    /// (the gizmo shows them); with lanes off, no block is held in lanes.
    void blocksInLanesGiveEachInstanceItsBitsAndTargets()
    {
        const CharacterData data = test::loadCleanly(kWalker);
        QVERIFY(data.costumes.size() >= 4);
        const std::vector<int> worn{1, 3};
        Diagnostics d;
        auto crowd = Crowd::create(data, 20, 0, 7.0f, d, {worn});
        QVERIFY2(crowd, qPrintable(test::str(d)));
        crowd->setThreads(2);
        std::vector<std::unique_ptr<CharacterInstance>> twins;
        for (int i = 0; i < crowd->size(); ++i) {
            twins.push_back(CharacterInstance::create(data, d, worn));
            QVERIFY(twins.back());
            twins.back()->setClip(0, d);
        }
        QVERIFY(!crowd->instance(9).iks().empty());
        const std::string reaching = crowd->instance(9).iks().front().name;
        for (CharacterInstance* c : {&crowd->instance(9), twins[9].get()}) {
            QVERIFY(c->setIkTarget(reaching, glm::vec3(30.0f, -10.0f, 90.0f)));
        }
        const auto sameTargets = [](CharacterInstance& a, CharacterInstance& b) {
            for (std::size_t m = 0; m < a.iks().size(); ++m) {
                const TwoBoneIkJob& x = a.iks()[m].job;
                const TwoBoneIkJob& y = b.iks()[m].job;
                if (std::memcmp(&x.target, &y.target, sizeof(glm::vec3)) != 0 || x.pole.has_value() != y.pole.has_value()
                    || (x.pole && std::memcmp(&*x.pole, &*y.pole, sizeof(glm::vec3)) != 0)) {
                    return false;
                }
            }
            return true;
        };
        const float dt = 1.0f / 60.0f;
        for (float frame = 0.0f; frame < 4.0f; frame += 0.5f) {
            const bool lanes = frame < 3.5f;  // the last frame with lanes off
            crowd->setLanes(lanes);
            crowd->evaluate(frame, dt);
            QCOMPARE(crowd->blocksInLanes(), lanes ? 2 : 0);  // instances 0-7 and 16-19
            for (int i = 0; i < crowd->size(); ++i) {
                twins[std::size_t(i)]->evaluate(crowd->frameOf(i, frame), true, dt);
                const QString where = QStringLiteral("instance %1 at frame %2").arg(i).arg(frame);
                QVERIFY2(sameBits(crowd->instance(i).pose(), twins[std::size_t(i)]->pose()), qPrintable(where));
                QVERIFY2(sameTargets(crowd->instance(i), *twins[std::size_t(i)]), qPrintable(where));
            }
        }
        // The targets really follow each instance through the clip: two neighbours keep other ones.
        QVERIFY(!sameTargets(crowd->instance(0), crowd->instance(1)));
    }

    /// A crowd walking off its terrain: the frame after, each slope adaptation gives its bones back
    /// their animated input (one instance after the other); from the next frame on, with nothing
    /// left to give back, the eight are held in lanes. Each instance keeps its twin's bits.
    void slopeOffTheTerrainReleasesBeforeLanes()
    {
        const CharacterData data = test::loadCleanly(kWalker);
        Diagnostics d;
        auto crowd = Crowd::create(data, 8, 0, 7.0f, d);
        QVERIFY2(crowd, qPrintable(test::str(d)));
        std::vector<std::unique_ptr<CharacterInstance>> twins;
        TerrainSettings plane;
        plane.kind = TerrainKind::Plane;
        plane.slopeDegrees = 20.0f;
        for (int i = 0; i < crowd->size(); ++i) {
            twins.push_back(CharacterInstance::create(data, d));
            QVERIFY(twins.back());
            twins.back()->setClip(0, d);
            crowd->instance(i).setTerrain(plane);
            twins.back()->setTerrain(plane);
        }
        const float dt = 1.0f / 60.0f;
        const int expected[] = {0, 0, 0, 0, 1, 1};  // on the plane for three frames, then off it
        for (int f = 0; f < 6; ++f) {
            if (f == 3) {
                for (int i = 0; i < crowd->size(); ++i) {
                    crowd->instance(i).setTerrain(std::nullopt);
                    twins[std::size_t(i)]->setTerrain(std::nullopt);
                }
            }
            const float frame = 0.5f * static_cast<float>(f);
            crowd->evaluate(frame, dt);
            QCOMPARE(crowd->blocksInLanes(), expected[f]);
            for (int i = 0; i < crowd->size(); ++i) {
                twins[std::size_t(i)]->evaluate(crowd->frameOf(i, frame), true, dt);
                QVERIFY2(sameBits(crowd->instance(i).pose(), twins[std::size_t(i)]->pose()),
                         qPrintable(QStringLiteral("instance %1 at frame %2").arg(i).arg(frame)));
            }
        }
    }

    void setClipAsSharesOnlyWithTheSameFramework()
    {
        const CharacterData data = test::loadCleanly(kWalker);
        QVERIFY(!data.costumes.empty());
        Diagnostics d;
        auto first = CharacterInstance::create(data, d);
        auto sharing = CharacterInstance::create(data, d);
        auto building = CharacterInstance::create(data, d);
        auto costumed = CharacterInstance::create(data, d, {0});
        QVERIFY(first && sharing && building && costumed);
        first->setClip(0, d);
        building->setClip(0, d);
        // Another framework (a costume stacked on it): refused, nothing changes.
        QVERIFY(!costumed->setClipAs(*first));
        QCOMPARE(costumed->clipIndex(), -1);
        QVERIFY(costumed->pipeline().find<ClipStage>()->player() == nullptr);
        // The same framework: the same clip through the very same player, from the bind pose, and
        // frames that match bit for bit one that built its own player.
        sharing->setClip(0, d);
        sharing->evaluate(3.0f);  // off the bind pose: setClipAs puts it back, as setClip does
        QVERIFY(sharing->setClipAs(*first));
        QCOMPARE(sharing->clipIndex(), 0);
        const Framework& fw = sharing->framework();
        for (int bone = 0; bone < fw.boneCount(); ++bone) {
            QVERIFY(std::memcmp(&sharing->pose().local(bone), &fw.bindLocal(bone), sizeof(Srt)) == 0);
        }
        QCOMPARE(sharing->pipeline().find<ClipStage>()->player(), first->pipeline().find<ClipStage>()->player());
        QVERIFY(building->pipeline().find<ClipStage>()->player() != first->pipeline().find<ClipStage>()->player());
        for (float frame = 0.0f; frame < 4.0f; frame += 0.5f) {
            sharing->evaluate(frame, true, 1.0f / 60.0f);
            building->evaluate(frame, true, 1.0f / 60.0f);
            QVERIFY2(sameBits(sharing->pose(), building->pose()), qPrintable(QString::number(frame)));
        }
    }

    /// A block reads from the poses only the bones its clip does not key (the clip writes the rest
    /// whole first): each of those keeps its own instance's local, an edit made to one instance
    /// here, as that instance's twin alone keeps it.
    void bonesTheClipDoesNotKeyKeepEachInstancesLocal()
    {
        const CharacterData data = test::loadCleanly(kGameRig);
        Diagnostics d;
        auto crowd = Crowd::create(data, kPoseLanes, 0, 7.0f, d);
        QVERIFY2(crowd, qPrintable(test::str(d)));
        const ClipPlayer* player = crowd->instance(0).pipeline().find<ClipStage>()->player();
        QVERIFY(player);
        const int n = crowd->instance(0).pose().boneCount();
        std::vector<char> keyed(static_cast<std::size_t>(n), 0);
        for (const int bone : player->boundBones()) {
            keyed[static_cast<std::size_t>(bone)] = 1;
        }
        const auto edited = [](int i, const Srt& local) {
            return Srt{local.translation + glm::vec3(0.25f * (i + 1), 0.0f, 0.0f), local.rotation, local.scale};
        };
        std::vector<std::unique_ptr<CharacterInstance>> twins;
        for (int i = 0; i < crowd->size(); ++i) {
            twins.push_back(CharacterInstance::create(data, d));
            QVERIFY(twins.back());
            twins.back()->setClip(0, d);
            for (int bone = 0; bone < n; ++bone) {
                if (!keyed[static_cast<std::size_t>(bone)]) {
                    for (CharacterInstance* c : {&crowd->instance(i), twins.back().get()}) {
                        c->pose().setLocal(bone, edited(i, c->pose().local(bone)));
                    }
                }
            }
        }
        const std::vector<Srt> before = [&] {
            std::vector<Srt> locals;
            for (int bone = 0; bone < n; ++bone) {
                locals.push_back(crowd->instance(3).pose().local(bone));
            }
            return locals;
        }();
        crowd->evaluate(2.0f);
        QCOMPARE(crowd->blocksInLanes(), 1);
        int carried = 0;  // unkeyed bones whose edited local no stage replaced
        for (int i = 0; i < crowd->size(); ++i) {
            twins[std::size_t(i)]->evaluate(crowd->frameOf(i, 2.0f));
            QVERIFY2(sameBits(crowd->instance(i).pose(), twins[std::size_t(i)]->pose()), qPrintable(QString::number(i)));
        }
        for (int bone = 0; bone < n; ++bone) {
            const Srt& now = crowd->instance(3).pose().local(bone);
            carried += !keyed[static_cast<std::size_t>(bone)] && std::memcmp(&now, &before[std::size_t(bone)], sizeof(Srt)) == 0;
        }
        QVERIFY2(carried > 0, "some bone the clip does not key keeps the instance's own local");
        QVERIFY(std::count(keyed.begin(), keyed.end(), 1) > n / 2);  // most bones are not read
    }

    void gameRigIsTheBenchmarkCharacter()
    {
        // 190 bones (150 base, 40 helper bones), and its two IK Limb chains of helper bones per
        // side land on the base's feet and hands (the goals) at every frame sampled.
        const CharacterData data = test::loadCleanly(kGameRig);
        QCOMPARE(data.framework->boneCount(), 190);
        QCOMPARE(data.framework->layers().size(), std::size_t(2));
        QCOMPARE(data.framework->layers()[1].boneCount, 40);
        Diagnostics d;
        auto instance = CharacterInstance::create(data, d);
        QVERIFY(instance);
        instance->setClip(0, d);
        const Framework& fw = instance->framework();
        for (float frame : {0.0f, 13.5f, 31.0f, 47.25f}) {
            instance->evaluate(frame);
            for (const char* side : {"L", "R"}) {
                for (const auto& [chainEnd, goal] : {std::pair{"LegIK_Foot", "Foot"}, std::pair{"ArmIK_Hand", "Hand"}}) {
                    const int end = fw.findBone(std::string("_1Helper{D}#") + side + "_" + chainEnd);
                    const int target = fw.findBone(std::string("_0Base{BD}#") + side + "_" + goal);
                    QVERIFY(end >= 0 && target >= 0);
                    const glm::vec3 reached(instance->pose().world(end)[3]);
                    const glm::vec3 wanted(instance->pose().world(target)[3]);
                    QVERIFY2(glm::distance(reached, wanted) < 1e-3f, qPrintable(QString::number(glm::distance(reached, wanted))));
                }
            }
        }
    }

    /// The Profiler's clock: what a reading costs is measured once and taken off every timed
    /// region, so an empty region reads about zero, where it read the reading's cost (about 20 ns
    /// here, as much as a cheap controller's whole call).
    void timedRegionsLeaveTheClockOut()
    {
        const double reading = clockReadingNanoseconds();
        QVERIFY2(reading >= 0.0 && reading < 1000.0, qPrintable(QString::number(reading)));
        std::vector<double> raw;
        std::vector<double> timed;
        for (int i = 0; i < 2001; ++i) {
            const auto start = ProfileClock::now();
            const auto end = ProfileClock::now();
            raw.push_back(std::chrono::duration<double, std::nano>(end - start).count());
            timed.push_back(regionNanoseconds(start, end));
            QVERIFY(timed.back() >= 0.0);
            QVERIFY(timed.back() <= raw.back());
        }
        const auto median = [](std::vector<double> v) {
            std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
            return v[v.size() / 2];
        };
        if (median(raw) <= 0.0) {
            QSKIP("this clock cannot time back-to-back readings");
        }
        QVERIFY2(median(timed) <= 0.5 * median(raw),
                 qPrintable(QStringLiteral("empty region %1 ns, the clock alone %2 ns").arg(median(timed)).arg(median(raw))));
    }

    void gameRigTakesItsConstraintsAndLimbsFourAtATime()
    {
        // Its eight orientation constraints and four look-ats (counted below; the look-ats all aim X
        // with Z up) each read only base bones and nothing reads theirs: three batches of four. Its
        // four IK Limbs' roots read base bones and their own chains (the middle bones' helpers, which
        // follow them, read only their roots): a fourth batch.
        const CharacterData data = test::loadCleanly(kGameRig);
        Diagnostics d;
        auto instance = CharacterInstance::create(data, d);
        QVERIFY(instance);
        QCOMPARE(instance->helpers()->batchCount(), 4);
        QCOMPARE(instance->helpers()->batchedHelperCount(), 16);
    }

    void profileCountsEveryControllerOfTheRig()
    {
        // The game rig's setting, counted by hand from scripts/make_game_rig.py, per character:
        // orientation constraints 2 x (2 forearm twists + calf twist) + pelvis + spine = 8; IK
        // Limb rotations 2 sides x 2 limbs x (root + mid) = 8; position lists 2 x (deltoid, elbow,
        // knee) + neck = 7; look-ats 2 x 2 = 4; Euler XYZ rotations 2 x (deltoid, knee) = 4; scale
        // XYZ (expressions) 2 biceps + chest = 3; rotation lists 2 thigh twists; position
        // constraints 2 x (armpit, buttock) = 4.
        const CharacterData data = test::loadCleanly(kGameRig);
        Diagnostics d;
        auto instance = CharacterInstance::create(data, d);
        QVERIFY(instance);
        instance->setClip(0, d);
        ControllerProfile profile;
        instance->helpers()->setProfile(&profile);
        const int frames = 20;
        for (int f = 0; f < frames; ++f) {
            instance->evaluate(0.5f * f);
        }
        instance->helpers()->setProfile(nullptr);
        QCOMPARE(profile.frames(), std::int64_t(frames));
        const auto rows = profile.rows();
        const std::map<std::string, int> expected{
            {"Rotation: OrientationConstraint", 8}, {"Rotation: IkLimb", 8}, {"Position: PositionList", 7},
            {"Rotation: LookAtConstraint", 4},      {"Rotation: EulerXYZ", 4}, {"Scale: ScaleXYZ", 3},
            {"Rotation: RotationList", 2},          {"Position: PositionConstraint", 4},
            {kGatherRowName, 36}};
        QCOMPARE(rows.size(), expected.size());
        double rowTotal = 0.0;
        for (const ControllerCostRow& row : rows) {
            QVERIFY2(expected.count(row.type), row.type.c_str());
            QCOMPARE(row.countPerCharacter, expected.at(row.type));
            QCOMPARE(row.calls, std::int64_t(frames) * expected.at(row.type));
            QVERIFY(row.nanoseconds > 0.0);
            rowTotal += row.nanoseconds;
        }
        for (std::size_t i = 1; i < rows.size(); ++i) {
            QVERIFY(rows[i - 1].nanoseconds >= rows[i].nanoseconds);  // most expensive first
        }
        // Every timed call belongs to one helper: the helpers' totals add up to the rows'.
        double helperTotal = 0.0;
        for (double ns : profile.helperNanoseconds()) {
            helperTotal += ns;
        }
        QVERIFY(std::abs(helperTotal - rowTotal) <= 1e-6 * rowTotal);
        QCOMPARE(profile.helperNanoseconds().size(), std::size_t(36));
    }

    void memoryPerCharacterIsItsPoseAndLittleMore()
    {
        // A character of a crowd owns its pose (per bone: the local transform, the world matrix,
        // the world rotation and three flag bytes) and its stages' state; the framework, the
        // compiled helpers and the clip player are shared by the crowd, so they do not count.
        for (const std::string& path : {kGameRig, kWalker}) {
            const CharacterData data = test::loadCleanly(path);
            const std::size_t bones = static_cast<std::size_t>(data.framework->boneCount());
            const std::size_t poseBytes = bones * (sizeof(Srt) + sizeof(glm::mat4) + sizeof(glm::quat) + 3);
            const std::size_t bytes = crowdBytesPerCharacter(data, 0, {});
            qInfo("%s: %zu bytes a character, its pose's arrays %zu", path.c_str(), bytes, poseBytes);
            QVERIFY2(bytes >= poseBytes, qPrintable(QString::number(bytes)));
            QVERIFY2(bytes <= 2 * poseBytes, qPrintable(QString::number(bytes)));
        }
    }

    void benchReportsStagesControllersAndEfficiency()
    {
        const CharacterData data = test::loadCleanly(kWalker);
        BenchOptions options;
        options.instances = 8;
        options.threads = 2;
        options.frames = 30;
        BenchResult result;
        Diagnostics d;
        QVERIFY(runCharacterBench(data, options, result, d));
        QCOMPARE(result.instances, 8);
        QCOMPARE(result.threads, 2);
        QCOMPARE(result.bones, data.framework->boneCount());
        QCOMPARE(result.helpers, 16);
        QVERIFY(result.frame.min > 0.0 && result.frame.min <= result.frame.median && result.frame.median <= result.frame.max);
        QVERIFY(result.oneThread.median > 0.0);
        QVERIFY(std::abs(result.parallelEfficiency - result.oneThread.median / (2.0 * result.frame.median)) < 1e-9);
        QVERIFY(std::abs(result.charactersPer60HzFrame * result.frame.median - 1e6 / 60.0) < 1e-6);
        QVERIFY(result.bytesPerCharacter > 0);
        std::map<std::string, double> stages;
        for (const BenchStageCost& s : result.stages) {
            stages[s.stage] = s.microseconds;
        }
        QVERIFY(stages["clip"] > 0.0);
        QVERIFY(stages["helpers"] > 0.0);
        QVERIFY(stages["ik"] > 0.0);
        QVERIFY(stages[kWorldStageName] > 0.0);  // the world transforms the frame ends with
        QCOMPARE(result.stages.back().stage, std::string(kWorldStageName));
        QVERIFY(countOf(result.controllers, "Rotation: OrientationConstraint") == 3);  // fore twists, pelvis
        QCOMPARE(result.helperCosts.size(), std::size_t(16));
        QVERIFY(result.helperCosts.front().nanoseconds >= result.helperCosts.back().nanoseconds);
    }
};

QTEST_APPLESS_MAIN(TestCrowd)
#include "test_crowd.moc"
