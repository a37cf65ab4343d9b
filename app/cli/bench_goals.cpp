#include "cli/bench_goals.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <cmath>

#include "cli/cli_text.h"

namespace rigstage::cli {

namespace {

enum class Measure {
    Time,                            ///< the benchmark's time per iteration
    Counter,                         ///< one of its counters
    TimePerHundredThousandVertices,  ///< its time scaled from its "vertices" counter to 100,000
};

struct GoalSpec {
    const char* what;
    const char* benchmark;
    Measure measure;
    const char* counter;  ///< Measure::Counter
    double target;        ///< in the unit below; negative: the figure is only reported
    bool atMost;
    double unitNanoseconds;  ///< the unit of a time: 1 ns, 1e3 µs, 1e6 ms
    const char* unit;
};

// The goals of docs/performance.md ("Current figures" and the goals it answers). The two-core goals
// read benchmarks that use every core of the machine they run on, or exactly two threads.
constexpr GoalSpec kGoals[] = {
    {QT_TRANSLATE_NOOP("Cli", "game rig frame, one thread"), "BM_GameRig_Frame/0", Measure::Time, nullptr, 2.2, true, 1e3, "µs"},
    {QT_TRANSLATE_NOOP("Cli", "game rig frame, every bone keyed, one thread"), "BM_GameRig_Frame/1", Measure::Time, nullptr,
     2.2, true, 1e3, "µs"},
    {QT_TRANSLATE_NOOP("Cli", "game rig crowd of 1,000, one thread, per character"), "BM_GameRig_Crowd/1000/1/0/real_time",
     Measure::Counter, "us_per_character", 1.0, true, 1.0, "µs"},
    {QT_TRANSLATE_NOOP("Cli", "game rig characters per 60 Hz frame, two threads"), "BM_GameRig_Crowd/1000/2/0/real_time",
     Measure::Counter, "characters_per_60Hz", 20000.0, false, 1.0, ""},
    {QT_TRANSLATE_NOOP("Cli", "the same, every bone keyed"), "BM_GameRig_Crowd/1000/2/1/real_time", Measure::Counter,
     "characters_per_60Hz", 20000.0, false, 1.0, ""},
    {QT_TRANSLATE_NOOP("Cli", "game rig memory per character in a crowd"), "BM_GameRig_Crowd/1000/2/0/real_time",
     Measure::Counter, "bytes_per_character", -1.0, true, 1.0, "B"},
    {QT_TRANSLATE_NOOP("Cli", "sculpt corrections, 50,000 vertices, every core"), "BM_Corrections_50k16_AllThreads/real_time",
     Measure::Time, nullptr, 2.0, true, 1e6, "ms"},
    {QT_TRANSLATE_NOOP("Cli", "slope adaptation, walker"), "BM_Slope_Walker2Legs", Measure::Time, nullptr, 1.0, true, 1e3, "µs"},
    {QT_TRANSLATE_NOOP("Cli", "slope adaptation, fox"), "BM_Slope_Fox4Legs", Measure::Time, nullptr, 2.0, true, 1e3, "µs"},
    {QT_TRANSLATE_NOOP("Cli", "slope adaptation, hexapod"), "BM_Slope_Hexapod6Legs", Measure::Time, nullptr, 2.0, true, 1e3, "µs"},
    {QT_TRANSLATE_NOOP("Cli", "IK Limb pair"), "BM_IkLimb_Controllers", Measure::Time, nullptr, 100.0, true, 1.0, "ns"},
    {QT_TRANSLATE_NOOP("Cli", "linear-blend skinning per 100,000 vertices, every core"),
     "BM_Skinning_Linear_AllThreads/real_time", Measure::TimePerHundredThousandVertices, nullptr, 0.3, true, 1e6, "ms"},
};

QString figure(double value, const char* unit)
{
    const int decimals = std::abs(value) >= 100.0 ? 0 : std::abs(value) >= 10.0 ? 1 : 2;
    const QString number = QString::number(value, 'f', decimals);
    return *unit ? number + QLatin1Char(' ') + QString::fromUtf8(unit) : number;
}

/// Columns a terminal gives the text: Hangul and other East Asian wide characters take two (the
/// table stays aligned in Korean), everything else one.
int displayWidth(const QString& text)
{
    int width = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
                          || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFF60);
        width += wide ? 2 : 1;
    }
    return width;
}

QString padded(const QString& text, int width)
{
    return text + QString(std::max(0, width - displayWidth(text)), QLatin1Char(' '));
}

const MeasuredBenchmark* find(const std::vector<MeasuredBenchmark>& runs, const char* name)
{
    const auto it = std::find_if(runs.begin(), runs.end(), [&](const MeasuredBenchmark& m) { return m.name == name; });
    return it == runs.end() ? nullptr : &*it;
}

/// The spec's figure in its unit, or NaN with why (into reason).
double valueOf(const GoalSpec& spec, const MeasuredBenchmark& run, QString& reason)
{
    const auto counter = [&](const char* name) {
        const auto it = run.counters.find(name);
        if (it == run.counters.end()) {
            reason = Cli::tr("no counter %1").arg(QString::fromUtf8(name));
            return std::nan("");
        }
        return it->second;
    };
    switch (spec.measure) {
    case Measure::Time:
        return run.nanoseconds / spec.unitNanoseconds;
    case Measure::Counter:
        return counter(spec.counter);
    case Measure::TimePerHundredThousandVertices: {
        const double vertices = counter("vertices");
        return vertices > 0.0 ? run.nanoseconds / vertices * 100000.0 / spec.unitNanoseconds : std::nan("");
    }
    }
    return std::nan("");
}

}  // namespace

std::string goalBenchmarkFilter()
{
    std::string filter = "^(";
    for (const GoalSpec& g : kGoals) {
        if (filter.size() > 2) {
            filter += '|';
        }
        filter += g.benchmark;
    }
    return filter + ")$";
}

std::vector<GoalRow> goalRows(const std::vector<MeasuredBenchmark>& runs)
{
    std::vector<GoalRow> rows;
    for (const GoalSpec& spec : kGoals) {
        GoalRow row;
        row.what = Cli::tr(spec.what);
        row.name = spec.what;
        row.benchmark = spec.benchmark;
        row.unit = spec.unit;
        row.targetValue = spec.target;
        row.atMost = spec.atMost;
        if (spec.target >= 0.0) {
            row.target = spec.atMost ? Cli::tr("at most %1").arg(figure(spec.target, spec.unit))
                                     : Cli::tr("at least %1").arg(figure(spec.target, spec.unit));
        }
        const MeasuredBenchmark* run = find(runs, spec.benchmark);
        QString reason;
        if (!run) {
            reason = Cli::tr("%1 did not run").arg(QString::fromUtf8(spec.benchmark));
        } else if (!run->skipped.empty()) {
            reason = QString::fromStdString(run->skipped);
        }
        const double value = run && reason.isEmpty() ? valueOf(spec, *run, reason) : std::nan("");
        if (!std::isfinite(value) || value <= 0.0) {
            row.state = GoalRow::State::NotMeasured;
            row.measured = reason.isEmpty() ? Cli::tr("no figure") : reason;
        } else {
            row.measured = figure(value, spec.unit);
            row.value = value;
            if (spec.target < 0.0) {
                row.state = GoalRow::State::Reported;
            } else if (spec.atMost ? value <= spec.target : value >= spec.target) {
                row.state = GoalRow::State::Met;
            } else {
                row.state = GoalRow::State::NotMet;
                row.factor = spec.atMost ? value / spec.target : spec.target / value;
            }
        }
        rows.push_back(row);
    }
    return rows;
}

QString goalTable(const std::vector<GoalRow>& rows, int hardwareThreads)
{
    QStringList lines;
    lines << Cli::tr("Performance goals (docs/performance.md) on this machine, %1 hardware threads; "
                     "\"every core\" goals were set for 2 cores:")
                 .arg(hardwareThreads);
    int whatWidth = 0, measuredWidth = 0, targetWidth = 0;
    for (const GoalRow& r : rows) {
        whatWidth = std::max(whatWidth, displayWidth(r.what));
        measuredWidth = std::max(measuredWidth, displayWidth(r.measured));
        targetWidth = std::max(targetWidth, displayWidth(r.target));
    }
    for (const GoalRow& r : rows) {
        QString state;
        switch (r.state) {
        case GoalRow::State::Met: state = Cli::tr("met"); break;
        case GoalRow::State::NotMet: state = Cli::tr("not met, %1x away").arg(QString::number(r.factor, 'f', 2)); break;
        case GoalRow::State::NotMeasured: state = Cli::tr("not measured"); break;
        case GoalRow::State::Reported: state = Cli::tr("reported"); break;
        }
        lines << QStringLiteral("  %1  %2  %3  %4")
                     .arg(padded(r.what, whatWidth), padded(r.measured, measuredWidth), padded(r.target, targetWidth), state);
    }
    return lines.join(QLatin1Char('\n'));
}

QByteArray goalJson(const std::vector<GoalRow>& rows, int hardwareThreads)
{
    // The goals' own names, untranslated, so that a record stays comparable whatever --lang.
    QJsonArray goals;
    for (const GoalRow& r : rows) {
        QJsonObject g{{QStringLiteral("goal"), QString::fromStdString(r.name)},
                      {QStringLiteral("benchmark"), QString::fromStdString(r.benchmark)},
                      {QStringLiteral("unit"), QString::fromStdString(r.unit)},
                      {QStringLiteral("atMost"), r.atMost}};
        if (r.targetValue >= 0.0) {
            g.insert(QStringLiteral("target"), r.targetValue);
        }
        switch (r.state) {
        case GoalRow::State::Met: g.insert(QStringLiteral("state"), QStringLiteral("met")); break;
        case GoalRow::State::NotMet:
            g.insert(QStringLiteral("state"), QStringLiteral("not met"));
            g.insert(QStringLiteral("factor"), r.factor);
            break;
        case GoalRow::State::NotMeasured:
            g.insert(QStringLiteral("state"), QStringLiteral("not measured"));
            g.insert(QStringLiteral("why"), r.measured);
            break;
        case GoalRow::State::Reported: g.insert(QStringLiteral("state"), QStringLiteral("reported")); break;
        }
        if (r.state != GoalRow::State::NotMeasured) {
            g.insert(QStringLiteral("value"), r.value);
        }
        goals.append(g);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("hardwareThreads"), hardwareThreads}, {QStringLiteral("goals"), goals}})
        .toJson(QJsonDocument::Indented);
}

}  // namespace rigstage::cli
