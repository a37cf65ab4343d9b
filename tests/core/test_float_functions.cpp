// The float transcendentals the evaluator calls come from the C library (docs/performance.md, "The
// design behind the figures"): each within one unit in the last place of its correctly rounded
// value, the double-precision function's result rounded to float, on seeded inputs over the ranges
// rigs give them. RIGSTAGE_ULP_SAMPLES (200000) sets how many inputs each function gets.
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>

#include "test_helpers.h"

namespace {

/// The float's place on a line where neighbouring floats are one apart (negative floats below zero).
std::int64_t orderOf(float f)
{
    std::int32_t bits = 0;
    std::memcpy(&bits, &f, sizeof bits);
    return bits < 0 ? std::int64_t(INT32_MIN) - bits : bits;
}

/// How many floats lie between got and the correctly rounded value of reference.
std::int64_t ulpsFrom(float got, double reference)
{
    return std::abs(orderOf(got) - orderOf(static_cast<float>(reference)));
}

int samples()
{
    return std::max(1, rigstage::test::environmentInt("RIGSTAGE_ULP_SAMPLES", 200000));
}

}  // namespace

class TestFloatFunctions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oneArgumentFunctions_data()
    {
        QTest::addColumn<int>("function");
        QTest::addColumn<float>("lo");
        QTest::addColumn<float>("hi");
        // Angles of a few turns; cosines; slopes; spring decays; curve and expression arguments.
        QTest::newRow("sin") << 0 << -20.0f << 20.0f;
        QTest::newRow("cos") << 1 << -20.0f << 20.0f;
        QTest::newRow("acos") << 2 << -1.0f << 1.0f;
        QTest::newRow("asin") << 3 << -1.0f << 1.0f;
        QTest::newRow("atan") << 4 << -100.0f << 100.0f;
        QTest::newRow("exp") << 5 << -30.0f << 30.0f;
        QTest::newRow("log") << 6 << 1e-4f << 1e4f;
        QTest::newRow("tan") << 7 << -1.55f << 1.55f;
    }
    void oneArgumentFunctions()
    {
        QFETCH(int, function);
        QFETCH(float, lo);
        QFETCH(float, hi);
        std::mt19937 random(static_cast<std::uint32_t>(1 + function));
        std::uniform_real_distribution<float> input(lo, hi);
        std::int64_t worst = 0;
        float worstInput = 0.0f;
        for (int i = 0; i < samples(); ++i) {
            const float x = input(random);
            const double d = x;
            float got = 0.0f;
            double reference = 0.0;
            switch (function) {
            case 0: got = std::sin(x), reference = std::sin(d); break;
            case 1: got = std::cos(x), reference = std::cos(d); break;
            case 2: got = std::acos(x), reference = std::acos(d); break;
            case 3: got = std::asin(x), reference = std::asin(d); break;
            case 4: got = std::atan(x), reference = std::atan(d); break;
            case 5: got = std::exp(x), reference = std::exp(d); break;
            case 6: got = std::log(x), reference = std::log(d); break;
            default: got = std::tan(x), reference = std::tan(d); break;
            }
            const std::int64_t off = ulpsFrom(got, reference);
            if (off > worst) {
                worst = off;
                worstInput = x;
            }
        }
        qInfo("%s: at most %lld ulp (at %.9g)", QTest::currentDataTag(), static_cast<long long>(worst), double(worstInput));
        QVERIFY2(worst <= 1, qPrintable(QStringLiteral("%1 ulp at %2").arg(worst).arg(double(worstInput), 0, 'g', 9)));
    }

    void twoArgumentFunctions()
    {
        std::mt19937 random(11);
        std::uniform_real_distribution<float> unit(-1.0f, 1.0f), base(0.1f, 10.0f), power(-3.0f, 3.0f);
        std::int64_t worstAtan2 = 0, worstPow = 0;
        for (int i = 0; i < samples(); ++i) {
            const float y = unit(random), x = unit(random);
            worstAtan2 = std::max(worstAtan2, ulpsFrom(std::atan2(y, x), std::atan2(double(y), double(x))));
            const float b = base(random), p = power(random);
            worstPow = std::max(worstPow, ulpsFrom(std::pow(b, p), std::pow(double(b), double(p))));
        }
        qInfo("atan2: at most %lld ulp; pow: at most %lld ulp", static_cast<long long>(worstAtan2), static_cast<long long>(worstPow));
        QVERIFY(worstAtan2 <= 1);
        QVERIFY(worstPow <= 1);
    }

    void theMeasureCountsFloatsBetween()
    {
        // One float apart is one, across zero too; a value rounded from double is zero from itself.
        QCOMPARE(ulpsFrom(std::nextafter(1.0f, 2.0f), 1.0), std::int64_t(1));
        QCOMPARE(ulpsFrom(-0.0f, 0.0), std::int64_t(0));
        QCOMPARE(ulpsFrom(std::nextafter(0.0f, 1.0f), double(std::nextafter(0.0f, -1.0f))), std::int64_t(2));
        QCOMPARE(ulpsFrom(0.1f, 0.1), std::int64_t(0));
        QCOMPARE(ulpsFrom(std::nextafter(0.1f, 0.0f), 0.1), std::int64_t(1));
    }
};

QTEST_APPLESS_MAIN(TestFloatFunctions)
#include "test_float_functions.moc"
