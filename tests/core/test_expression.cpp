// The 3ds Max expression language: precedence, every function, degrees, vectors, each error.
#include <QTest>

#include <cmath>
#include <cstring>

#include <glm/gtc/constants.hpp>

#include "expression/expression.h"
#include "test_helpers.h"

using namespace rigstage;
using namespace rigstage::expr;

namespace {

const std::vector<VariableSpec> kVars = {{"s", ValueType::Scalar}, {"V", ValueType::Vector}, {"W", ValueType::Vector}};
const glm::vec3 kValues[] = {glm::vec3(2, 0, 0), glm::vec3(1, 2, 3), glm::vec3(4, 5, 6)};

glm::vec3 run(const char* text, const TimeValues& time = {})
{
    CompileError error;
    const auto program = compile(text, kVars, error);
    if (!program) {
        qWarning("%s: column %d: %s", text, error.column, error.message.c_str());
        return glm::vec3(NAN);
    }
    return program->evaluate(kValues, time);
}

float scalar(const char* text)
{
    return run(text).x;
}

}  // namespace

class TestExpression : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scalars_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<float>("expected");
        // Precedence, highest first: unary ; . ; ^ ** ; x ; * / ; + - ; comparisons ; | &.
        QTest::newRow("mul before add") << "1 + 2 * 3" << 7.0f;
        QTest::newRow("parentheses") << "(1 + 2) * 3" << 9.0f;
        QTest::newRow("power before mul") << "2 * 3 ^ 2" << 18.0f;
        QTest::newRow("power right-assoc") << "2 ^ 3 ^ 2" << 512.0f;
        QTest::newRow("double star") << "2 ** 3" << 8.0f;
        QTest::newRow("unary before power") << "-2 ^ 2" << 4.0f;
        QTest::newRow("left-assoc minus") << "10 - 4 - 3" << 3.0f;
        QTest::newRow("left-assoc divide") << "24 / 4 / 3" << 2.0f;
        QTest::newRow("compare after add") << "1 + 1 = 2" << 1.0f;
        QTest::newRow("less") << "1 < 2" << 1.0f;
        QTest::newRow("greater false") << "1 > 2" << 0.0f;
        QTest::newRow("less equal") << "2 <= 2" << 1.0f;
        QTest::newRow("greater equal") << "1 >= 2" << 0.0f;
        QTest::newRow("and after compare") << "1 < 2 & 3 < 2" << 0.0f;
        QTest::newRow("or") << "1 < 2 | 3 < 2" << 1.0f;
        QTest::newRow("variable") << "s * 10" << 20.0f;
        QTest::newRow("unary plus") << "+s" << 2.0f;
        QTest::newRow("double negation") << "--s" << 2.0f;
        QTest::newRow("decimal forms") << ".5 + 1.5e1" << 15.5f;
        // Functions: trig in degrees.
        QTest::newRow("sin") << "sin(30)" << 0.5f;
        QTest::newRow("cos") << "cos(60)" << 0.5f;
        QTest::newRow("tan") << "tan(45)" << 1.0f;
        QTest::newRow("asin") << "asin(0.5)" << 30.0f;
        QTest::newRow("acos") << "acos(0.5)" << 60.0f;
        QTest::newRow("atan") << "atan(1)" << 45.0f;
        QTest::newRow("sinh") << "sinh(1)" << float(std::sinh(1.0));
        QTest::newRow("cosh") << "cosh(1)" << float(std::cosh(1.0));
        QTest::newRow("tanh") << "tanh(1)" << float(std::tanh(1.0));
        QTest::newRow("radToDeg") << "radToDeg(pi)" << 180.0f;
        QTest::newRow("degToRad") << "degtorad(180)" << glm::pi<float>();
        QTest::newRow("ceil") << "ceil(1.2)" << 2.0f;
        QTest::newRow("floor") << "floor(-1.2)" << -2.0f;
        QTest::newRow("ln") << "ln(e)" << 1.0f;
        QTest::newRow("log") << "log(1000)" << 3.0f;
        QTest::newRow("exp") << "exp(0)" << 1.0f;
        QTest::newRow("sqrt") << "sqrt(16)" << 4.0f;
        QTest::newRow("abs") << "abs(-3)" << 3.0f;
        QTest::newRow("pow") << "pow(2, 10)" << 1024.0f;
        QTest::newRow("min") << "min(3, -1)" << -1.0f;
        QTest::newRow("max") << "max(3, -1)" << 3.0f;
        QTest::newRow("mod") << "mod(7, 3)" << 1.0f;
        QTest::newRow("if true") << "if(s > 1, 10, 20)" << 10.0f;
        QTest::newRow("if false") << "if(s > 5, 10, 20)" << 20.0f;
        QTest::newRow("length") << "length([3, 4, 0])" << 5.0f;
        QTest::newRow("comp") << "comp(W, 2)" << 6.0f;
        QTest::newRow("noise at lattice point") << "noise(1, 2, 3)" << 0.0f;  // Perlin noise is 0 on integer points
        QTest::newRow("constants") << "TPS / 4800 + pi - pi" << 1.0f;
        // Vectors.
        QTest::newRow("dot") << "V * W" << 32.0f;
        QTest::newRow("component") << "V.y" << 2.0f;
        QTest::newRow("component upper case") << "W.Z" << 6.0f;
        QTest::newRow("component of sum") << "(V + W).x" << 5.0f;
        QTest::newRow("unary minus and component") << "-V.z" << -3.0f;
        QTest::newRow("cross then dot") << "(V x W) * [1, 0, 0]" << -3.0f;  // (2*6-3*5, 3*4-1*6, 1*5-2*4) = (-3, 6, -3)
        QTest::newRow("cross binds tighter than mul") << "V x W * V" << 0.0f;  // (V x W) . V = 0
    }
    void scalars()
    {
        QFETCH(QString, text);
        QFETCH(float, expected);
        const float got = scalar(text.toLatin1().constData());
        QVERIFY2(test::near(got, expected, 1e-4f), qPrintable(QStringLiteral("%1 = %2").arg(text).arg(got)));
    }

    void vectors()
    {
        RS_VERIFY_NEAR(run("[1, 2, 3] + W"), glm::vec3(5, 7, 9));
        RS_VERIFY_NEAR(run("V - W"), glm::vec3(-3, -3, -3));
        RS_VERIFY_NEAR(run("2 * V"), glm::vec3(2, 4, 6));
        RS_VERIFY_NEAR(run("V * 2"), glm::vec3(2, 4, 6));
        RS_VERIFY_NEAR(run("W / 2"), glm::vec3(2, 2.5f, 3));
        RS_VERIFY_NEAR(run("V x W"), glm::vec3(-3, 6, -3));
        RS_VERIFY_NEAR(run("-V"), glm::vec3(-1, -2, -3));
        RS_VERIFY_NEAR(run("unit([0, 3, 4])"), glm::vec3(0, 0.6f, 0.8f));
        RS_VERIFY_NEAR(run("vif(s = 2, V, W)"), glm::vec3(1, 2, 3));
        RS_VERIFY_NEAR(run("vif(0, V, W)"), glm::vec3(4, 5, 6));
        RS_VERIFY_NEAR(run("[s, s * 2, sin(90)]"), glm::vec3(2, 4, 1));
    }

    void timeVariables()
    {
        // 30 fps: 160 ticks a frame; frame 15 is 2400 ticks, half a second; range 0..30 frames.
        const TimeValues t{2400.0, 160.0, 0.0, 4800.0};
        QVERIFY(test::near(run("T", t).x, 2400.0f));
        QVERIFY(test::near(run("S", t).x, 0.5f));
        QVERIFY(test::near(run("F", t).x, 15.0f));
        QVERIFY(test::near(run("NT", t).x, 0.5f));
        CompileError error;
        QVERIFY(compile("F * 2", kVars, error)->usesTime());
        QVERIFY(!compile("s * 2", kVars, error)->usesTime());
    }

    void resultType()
    {
        CompileError error;
        QCOMPARE(compile("V", kVars, error)->resultType(), ValueType::Vector);
        QCOMPARE(compile("V * W", kVars, error)->resultType(), ValueType::Scalar);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << "" << 1 << "the expression is empty";
        QTest::newRow("unknown variable") << "1 + q" << 5 << "unknown variable 'q'";
        QTest::newRow("cross without spaces") << "VxW" << 1 << "for a cross product write spaces";
        QTest::newRow("unknown function") << "foo(1)" << 1 << "unknown function 'foo'";
        QTest::newRow("wrong arity") << "pow(2)" << 1 << "pow() takes 2 argument(s), got 1";
        QTest::newRow("wrong argument type") << "sin(V)" << 5 << "argument 1 of sin() must be a scalar";
        QTest::newRow("scalar plus vector") << "s + V" << 3 << "needs two scalars or two vectors";
        QTest::newRow("divide by vector") << "s / V" << 3 << "cannot divide by a vector";
        QTest::newRow("power of vector") << "V ^ 2" << 3 << "needs two scalars";
        QTest::newRow("cross of scalars") << "s x s" << 3 << "needs two vectors";
        QTest::newRow("component of scalar") << "s.x" << 2 << "component access needs a vector";
        QTest::newRow("bad component") << "V.w" << 3 << "expected x, y or z";
        QTest::newRow("unclosed parenthesis") << "(1 + 2" << 7 << "expected ')'";
        QTest::newRow("short vector") << "[1, 2]" << 6 << "expected ','";
        QTest::newRow("vector in vector") << "[V, 1, 2]" << 2 << "vector components must be scalars";
        QTest::newRow("trailing token") << "1 2" << 3 << "unexpected '2'";
        QTest::newRow("bad character") << "1 $ 2" << 3 << "unexpected character '$'";
        QTest::newRow("compare vectors") << "V < W" << 3 << "needs two scalars";
        QTest::newRow("missing operand") << "1 +" << 4 << "expected a number";
    }
    void errors()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, message);
        CompileError error;
        QVERIFY(!compile(text.toStdString(), kVars, error));
        QVERIFY2(QString::fromStdString(error.message).contains(message), error.message.c_str());
        QCOMPARE(error.column, column);
    }

    void tooDeep()
    {
        std::string deep;
        for (int i = 0; i < 200; ++i) {
            deep += "(1 + ";
        }
        deep += "1";
        for (int i = 0; i < 200; ++i) {
            deep += ")";
        }
        CompileError error;
        QVERIFY(!compile(deep, kVars, error));
        QVERIFY(QString::fromStdString(error.message).contains("nested too deeply"));
    }

    /// Scalar programs run a scalar form with constant operands written into their steps
    /// (scalar_program.cpp); it must give the general stack program's bits. The general program is
    /// forced by wrapping the same text in a vector, comp([E, 0, 0], 0), whose value is E's.
    /// Every operator with a constant on the left, on the right and on neither side, unary minus,
    /// every scalar function and the time variables, on values including 0, negatives and NaN;
    /// and run for eight characters at once, each lane the bits it gives alone.
    void scalarFormGivesTheStackProgramsBits()
    {
        const std::vector<VariableSpec> specs = {{"a", ValueType::Scalar}, {"b", ValueType::Scalar}, {"c", ValueType::Scalar}};
        const char* texts[] = {
            "a + b", "a - b", "a * b", "a / b", "a ^ b", "a = b", "a < b", "a > b", "a <= b", "a >= b", "a | b", "a & b",
            "a + 0.3", "a - 0.3", "a * 0.3", "a / 0.3", "a ^ 2", "a = 1", "a < 0.5", "a > 0.5", "a <= 1", "a >= 1",
            "a | 0", "a & 1", "0.3 + a", "0.3 - a", "0.3 * a", "0.3 / a", "2 ^ a", "1 = a", "0.5 < a", "0.5 > a",
            "1 <= a", "1 >= a", "0 | a", "1 & a", "1 + 2", "1 - 2 * 3", "-a", "-(a - 1)", "- 2", "--a",
            "1 + 0.3 * (1 - cos(radToDeg(a)))", "sin(a) + cos(b) * tan(c)", "asin(a / 4) - acos(b / 4) + atan(c)",
            "sinh(a) * cosh(b) - tanh(c)", "radToDeg(a) + degToRad(b)", "ceil(a) + floor(b) - abs(c)",
            "ln(abs(a) + 1) + log(abs(b) + 1) + exp(c / 4)", "sqrt(abs(a))", "pow(a, 2) + pow(2, b) + pow(a, b)",
            "min(a, 1) + max(1, b) + min(a, b) + mod(a, 3) + mod(7, b)", "if(a, b, c)", "if(a > 0, 1, c)",
            "if(1, a, 2) + if(0, 2, b)", "noise(a, b, c) + noise(1, b, 2)", "T / 160 + S * 2 + F - NT",
            "pi * a + e - TPS / 4800", "(a + b) * (b - c) / (c + 2) - a * b * c",
            "if(a > 0, min(a * 0.5, 1.2), max(a / 3, -0.4)) + 0.25 * b - abs(b) / 8 + 2 * F / 100",
        };
        const float samples[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.3f, 2.5f, -3.75f, 1e-20f, 1e20f, NAN};
        const TimeValues time{1234.5, 160.0, 100.0, 4900.0};
        for (const char* text : texts) {
            CompileError error;
            const auto fast = compile(text, specs, error);
            QVERIFY2(fast, text);
            QVERIFY2(fast->hasScalarForm(), text);
            const std::string wrapped = std::string("comp([") + text + ", 0, 0], 0)";
            const auto general = compile(wrapped, specs, error);
            QVERIFY2(general, wrapped.c_str());
            QVERIFY(!general->hasScalarForm());
            for (float a : samples) {
                for (float b : samples) {
                    const glm::vec3 values[] = {{a, 0, 0}, {b, 0, 0}, {a - b, 0, 0}};
                    const float got = fast->evaluate(values, time).x, expected = general->evaluate(values, time).x;
                    // Two NaNs meeting in a sum keep one or the other's sign and payload by the
                    // operand order the compiler picks (IEEE sums commute); every controller turns
                    // a NaN into 0, so a NaN matches any NaN.
                    const bool same = std::memcmp(&got, &expected, sizeof(float)) == 0
                                      || (std::isnan(got) && std::isnan(expected));
                    QVERIFY2(same, qPrintable(QStringLiteral("%1 with a = %2, b = %3: %4 against %5")
                                                  .arg(text).arg(a).arg(b).arg(got).arg(expected)));
                    // evaluateScalar (what the float controllers call) is evaluate's x, both forms.
                    const float fastScalar = fast->evaluateScalar(values, time), generalScalar = general->evaluateScalar(values, time);
                    QVERIFY(std::memcmp(&fastScalar, &got, sizeof(float)) == 0);
                    QVERIFY(std::memcmp(&generalScalar, &expected, sizeof(float)) == 0);
                }
                // Eight characters at once (the helpers' lanes): lane k reads b = samples[k + 2]
                // and its own time; each lane evaluateScalar's value, both forms.
                constexpr int kLanes = CompiledExpression::kLanes;
                glm::vec3 laneValues[kLanes][3];
                std::span<const glm::vec3> lanes[kLanes];
                TimeValues times[kLanes];
                for (int k = 0; k < kLanes; ++k) {
                    const float b = samples[k + 2];
                    laneValues[k][0] = {a, 0, 0}, laneValues[k][1] = {b, 0, 0}, laneValues[k][2] = {a - b, 0, 0};
                    lanes[k] = laneValues[k];
                    times[k] = {1234.5 + 480.0 * k, 160.0, 100.0, 4900.0};
                }
                for (const auto* program : {&*fast, &*general}) {
                    float out[kLanes];
                    program->evaluateScalarLanes(lanes, times, out);
                    for (int k = 0; k < kLanes; ++k) {
                        const float alone = program->evaluateScalar(lanes[k], times[k]);
                        const bool same = std::memcmp(&out[k], &alone, sizeof(float)) == 0 || (std::isnan(out[k]) && std::isnan(alone));
                        QVERIFY2(same, qPrintable(QStringLiteral("%1 in lane %2 with a = %3: %4 against %5")
                                                      .arg(text).arg(k).arg(a).arg(out[k]).arg(alone)));
                    }
                }
            }
        }
        // A program that handles a vector, or reads a vector variable, keeps the general form.
        CompileError error;
        const std::vector<VariableSpec> withVector = {{"s", ValueType::Scalar}, {"V", ValueType::Vector}};
        QVERIFY(!compile("length(V) + s", withVector, error)->hasScalarForm());
        QVERIFY(!compile("V.x * 2", withVector, error)->hasScalarForm());
        QVERIFY(!compile("[s, 1, 2]", withVector, error)->hasScalarForm());
        QVERIFY(compile("s * 2", withVector, error)->hasScalarForm());
    }

    void divisionByZeroIsNotACrash()
    {
        QVERIFY(std::isinf(scalar("1 / 0")));  // controllers turn non-finite results into their defaults
    }
};

QTEST_APPLESS_MAIN(TestExpression)
#include "test_expression.moc"
