// `rigstage-cli bench --goals`: the goals read off benchmark figures given by hand, each row's
// value worked out here from the figure and the goal of docs/performance.md.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <regex>

#include "cli/bench_goals.h"

using namespace rigstage::cli;

namespace {

MeasuredBenchmark timed(const char* name, double nanoseconds, std::map<std::string, double> counters = {})
{
    MeasuredBenchmark m;
    m.name = name;
    m.nanoseconds = nanoseconds;
    m.counters = std::move(counters);
    return m;
}

const GoalRow& rowNamed(const std::vector<GoalRow>& rows, const char* what)
{
    for (const GoalRow& r : rows) {
        if (r.what == QLatin1String(what)) {
            return r;
        }
    }
    qFatal("no goal row '%s'", what);
}

}  // namespace

class TestBenchGoals : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void eachGoalIsReadOffItsBenchmark()
    {
        std::vector<MeasuredBenchmark> runs{
            timed("BM_GameRig_Frame/0", 4400.0),  // 4.4 us against 2.2: twice the goal
            timed("BM_GameRig_Frame/1", 2000.0),
            timed("BM_GameRig_Crowd/1000/1/0/real_time", 5.0e6, {{"us_per_character", 0.9}}),
            timed("BM_GameRig_Crowd/1000/2/0/real_time", 3.3e6,
                  {{"us_per_character", 3.3}, {"characters_per_60Hz", 5000.0}, {"bytes_per_character", 26001.0}}),
            timed("BM_Corrections_50k16_AllThreads/real_time", 1.36e6),
            timed("BM_Slope_Walker2Legs", 1100.0),
            timed("BM_Slope_Hexapod6Legs", 1950.0),
            timed("BM_IkLimb_Controllers", 132.0),
            // 39.3 us for 15,378 vertices: 39,300 / 15,378 * 100,000 ns = 0.2556 ms per 100,000.
            timed("BM_Skinning_Linear_AllThreads/real_time", 39300.0, {{"vertices", 15378.0}}),
            timed("BM_Something_Else", 1.0),  // not a goal's: ignored
        };
        MeasuredBenchmark fox = timed("BM_Slope_Fox4Legs", 0.0);
        fox.skipped = "the Fox needs ../shared/assets";
        runs.push_back(fox);
        const std::vector<GoalRow> rows = goalRows(runs);
        QCOMPARE(int(rows.size()), 12);

        const GoalRow& frame = rowNamed(rows, "game rig frame, one thread");
        QCOMPARE(frame.state, GoalRow::State::NotMet);
        QCOMPARE(frame.measured, QStringLiteral("4.40 µs"));
        QCOMPARE(frame.target, QStringLiteral("at most 2.20 µs"));
        QVERIFY(qAbs(frame.factor - 2.0) < 1e-9);
        QCOMPARE(rowNamed(rows, "game rig frame, every bone keyed, one thread").state, GoalRow::State::Met);
        QCOMPARE(rowNamed(rows, "game rig crowd of 1,000, one thread, per character").state, GoalRow::State::Met);

        // At least 20,000 characters a frame: 5,000 misses by 20,000 / 5,000.
        const GoalRow& crowd = rowNamed(rows, "game rig characters per 60 Hz frame, two threads");
        QCOMPARE(crowd.state, GoalRow::State::NotMet);
        QCOMPARE(crowd.target, QStringLiteral("at least 20000"));
        QVERIFY(qAbs(crowd.factor - 4.0) < 1e-9);
        const GoalRow& keyed = rowNamed(rows, "the same, every bone keyed");
        QCOMPARE(keyed.state, GoalRow::State::NotMeasured);
        QVERIFY2(keyed.measured.contains(QLatin1String("BM_GameRig_Crowd/1000/2/1/real_time")), qPrintable(keyed.measured));
        const GoalRow& memory = rowNamed(rows, "game rig memory per character in a crowd");
        QCOMPARE(memory.state, GoalRow::State::Reported);
        QCOMPARE(memory.measured, QStringLiteral("26001 B"));
        QVERIFY(memory.target.isEmpty());

        const GoalRow& corrections = rowNamed(rows, "sculpt corrections, 50,000 vertices, every core");
        QCOMPARE(corrections.state, GoalRow::State::Met);
        QCOMPARE(corrections.measured, QStringLiteral("1.36 ms"));
        const GoalRow& walker = rowNamed(rows, "slope adaptation, walker");
        QCOMPARE(walker.state, GoalRow::State::NotMet);
        QVERIFY(qAbs(walker.factor - 1.1) < 1e-9);
        const GoalRow& foxRow = rowNamed(rows, "slope adaptation, fox");
        QCOMPARE(foxRow.state, GoalRow::State::NotMeasured);
        QCOMPARE(foxRow.measured, QStringLiteral("the Fox needs ../shared/assets"));
        QCOMPARE(rowNamed(rows, "slope adaptation, hexapod").state, GoalRow::State::Met);
        const GoalRow& limb = rowNamed(rows, "IK Limb pair");
        QCOMPARE(limb.measured, QStringLiteral("132 ns"));
        QVERIFY(qAbs(limb.factor - 1.32) < 1e-9);
        const GoalRow& skinning = rowNamed(rows, "linear-blend skinning per 100,000 vertices, every core");
        QCOMPARE(skinning.state, GoalRow::State::Met);
        QCOMPARE(skinning.measured, QStringLiteral("0.26 ms"));
    }

    void aMissingCounterIsNamed()
    {
        const std::vector<GoalRow> rows = goalRows({timed("BM_GameRig_Crowd/1000/1/0/real_time", 5.0e6)});
        const GoalRow& row = rowNamed(rows, "game rig crowd of 1,000, one thread, per character");
        QCOMPARE(row.state, GoalRow::State::NotMeasured);
        QVERIFY2(row.measured.contains(QLatin1String("us_per_character")), qPrintable(row.measured));
    }

    void theFilterSelectsExactlyTheGoalsBenchmarks()
    {
        const std::regex filter(goalBenchmarkFilter());
        for (const char* name : {"BM_GameRig_Frame/0", "BM_GameRig_Crowd/1000/2/1/real_time", "BM_IkLimb_Controllers",
                                 "BM_Skinning_Linear_AllThreads/real_time", "BM_Slope_Fox4Legs"}) {
            QVERIFY2(std::regex_search(name, filter), name);
        }
        for (const char* name : {"BM_GameRig_Frame/0/extra", "BM_GameRig_Crowd/16/1/0/real_time",
                                 "BM_Skinning_DualQuat_AllThreads/real_time", "BM_TwoBoneIk"}) {
            QVERIFY2(!std::regex_search(name, filter), name);
        }
    }

    void theTableHasAHeadingAndALinePerGoal()
    {
        const QString table = goalTable(goalRows({timed("BM_IkLimb_Controllers", 90.0)}), 2);
        const QStringList lines = table.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 13);
        QVERIFY(lines.front().contains(QLatin1String("2 hardware threads")));
        QVERIFY(lines.filter(QLatin1String("IK Limb pair")).front().trimmed().endsWith(QLatin1String("met")));
        QCOMPARE(lines.filter(QLatin1String("not measured")).size(), 11);
    }

    void jsonCarriesTheFiguresAsNumbers()
    {
        MeasuredBenchmark fox = timed("BM_Slope_Fox4Legs", 0.0);
        fox.skipped = "the Fox needs ../shared/assets";
        const std::vector<GoalRow> rows = goalRows({timed("BM_GameRig_Frame/0", 4400.0), fox,
                                                    timed("BM_GameRig_Crowd/1000/2/0/real_time", 3.3e6,
                                                          {{"characters_per_60Hz", 5000.0}, {"bytes_per_character", 26001.0}})});
        const QJsonObject doc = QJsonDocument::fromJson(goalJson(rows, 2)).object();
        QCOMPARE(doc.value(QStringLiteral("hardwareThreads")).toInt(), 2);
        const QJsonArray goals = doc.value(QStringLiteral("goals")).toArray();
        QCOMPARE(goals.size(), 12);
        const auto goal = [&](const char* name) {
            for (const QJsonValue& g : goals) {
                if (g.toObject().value(QStringLiteral("goal")).toString() == QLatin1String(name)) {
                    return g.toObject();
                }
            }
            return QJsonObject();
        };
        const QJsonObject frame = goal("game rig frame, one thread");
        QCOMPARE(frame.value(QStringLiteral("benchmark")).toString(), QStringLiteral("BM_GameRig_Frame/0"));
        QCOMPARE(frame.value(QStringLiteral("value")).toDouble(), 4.4);
        QCOMPARE(frame.value(QStringLiteral("unit")).toString(), QStringLiteral("µs"));
        QCOMPARE(frame.value(QStringLiteral("target")).toDouble(), 2.2);
        QCOMPARE(frame.value(QStringLiteral("atMost")).toBool(), true);
        QCOMPARE(frame.value(QStringLiteral("state")).toString(), QStringLiteral("not met"));
        QVERIFY(qAbs(frame.value(QStringLiteral("factor")).toDouble() - 2.0) < 1e-9);
        const QJsonObject crowd = goal("game rig characters per 60 Hz frame, two threads");
        QCOMPARE(crowd.value(QStringLiteral("atMost")).toBool(), false);
        QCOMPARE(crowd.value(QStringLiteral("value")).toDouble(), 5000.0);
        const QJsonObject memory = goal("game rig memory per character in a crowd");
        QCOMPARE(memory.value(QStringLiteral("state")).toString(), QStringLiteral("reported"));
        QVERIFY(!memory.contains(QStringLiteral("target")));
        const QJsonObject foxGoal = goal("slope adaptation, fox");
        QCOMPARE(foxGoal.value(QStringLiteral("state")).toString(), QStringLiteral("not measured"));
        QCOMPARE(foxGoal.value(QStringLiteral("why")).toString(), QStringLiteral("the Fox needs ../shared/assets"));
        QVERIFY(!foxGoal.contains(QStringLiteral("value")));
    }

    void columnsLineUpOnATerminalWithWideCharacters()
    {
        // Hangul takes two columns of a terminal: "경사 적응" (4 syllables, a space) is 9 wide, as
        // wide as "slope ada", so the figures after both start in the same column.
        GoalRow korean;
        korean.what = QStringLiteral("경사 적응");
        korean.measured = QStringLiteral("0.88 µs");
        korean.target = QStringLiteral("최대 1.00 µs");  // 10 characters, 12 columns
        korean.state = GoalRow::State::Met;
        GoalRow latin = korean;
        latin.what = QStringLiteral("slope adaptation");
        latin.target = QStringLiteral("at most 1.00 µs");
        const QStringList lines = goalTable({korean, latin}, 2).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        // "  " + the goal padded to 16 columns + "  ": the figure starts at column 20 of both lines,
        // which is character 2 + 5 + 7 + 2 of the Korean one.
        QCOMPARE(lines[1].indexOf(QStringLiteral("0.88")), 2 + 5 + (16 - 9) + 2);
        QCOMPARE(lines[2].indexOf(QStringLiteral("0.88")), 2 + 16 + 2);
        // The targets, 12 and 15 columns wide, padded to 15: the state follows 10 characters, 3
        // spaces and the 2 between columns after the Korean target's start.
        QCOMPARE(lines[1].indexOf(QStringLiteral("met")), lines[1].indexOf(QStringLiteral("최대")) + 10 + (15 - 12) + 2);
        QCOMPARE(lines[2].indexOf(QStringLiteral("met")), lines[2].indexOf(QStringLiteral("at most")) + 15 + 2);
    }
};

QTEST_GUILESS_MAIN(TestBenchGoals)
#include "test_bench_goals.moc"
