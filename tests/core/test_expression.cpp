// The 3ds Max expression language: precedence, every function, degrees, vectors, each error.
#include <QTest>

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

    void divisionByZeroIsNotACrash()
    {
        QVERIFY(std::isinf(scalar("1 / 0")));  // controllers turn non-finite results into their defaults
    }
};

QTEST_APPLESS_MAIN(TestExpression)
#include "test_expression.moc"
