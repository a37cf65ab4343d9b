// The naming convention parser on valid and invalid names.
#include <QTest>

#include "skeleton/bone_name.h"

using namespace rigstage;

class TestBoneName : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void valid_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("layer");
        QTest::addColumn<int>("flags");
        QTest::addColumn<QString>("shortName");
        QTest::newRow("base baked") << "_0Base{B}#Spine1" << 0 << "Base" << int(kBoneFlagBaked) << "Spine1";
        QTest::newRow("muscle deformable") << "_1Muscle{D}#R_Knee_B_Dummy" << 1 << "Muscle"
                                           << int(kBoneFlagDeformable) << "R_Knee_B_Dummy";
        QTest::newRow("costume both") << "_2Costume{BD}#Skirt_F_01" << 2 << "Costume"
                                      << int(kBoneFlagBaked | kBoneFlagDeformable) << "Skirt_F_01";
        QTest::newRow("flags reversed") << "_2Tool{DB}#Sword" << 2 << "Tool"
                                        << int(kBoneFlagBaked | kBoneFlagDeformable) << "Sword";
        QTest::newRow("no flags") << "_1Face{}#Jaw_Aim" << 1 << "Face" << 0 << "Jaw_Aim";
        QTest::newRow("two-digit level") << "_12Extra_Layer{B}#A" << 12 << "Extra_Layer" << int(kBoneFlagBaked)
                                         << "A";
    }
    void valid()
    {
        QFETCH(QString, name);
        QFETCH(int, level);
        QFETCH(QString, layer);
        QFETCH(int, flags);
        QFETCH(QString, shortName);
        BoneNameError error;
        const auto parsed = parseBoneName(name.toStdString(), &error);
        QVERIFY2(parsed.has_value(), error.message.c_str());
        QCOMPARE(parsed->level, level);
        QCOMPARE(QString::fromStdString(parsed->layer), layer);
        QCOMPARE(int(parsed->flags), flags);
        QCOMPARE(QString::fromStdString(parsed->shortName), shortName);
    }

    void invalid_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("messageStart");
        QTest::addColumn<int>("column");
        QTest::newRow("empty") << "" << "name must start with '_'" << 0;
        QTest::newRow("no underscore") << "0Base{B}#Spine" << "name must start with '_'" << 0;
        QTest::newRow("no level") << "_Base{B}#Spine" << "missing layer level" << 1;
        QTest::newRow("no layer") << "_0{B}#Spine" << "missing layer name" << 2;
        QTest::newRow("no braces") << "_0Base#Spine" << "missing '{'" << 6;
        QTest::newRow("unknown flag") << "_0Base{X}#Spine" << "unknown flag 'X'" << 7;
        QTest::newRow("lower-case flag") << "_0Base{b}#Spine" << "unknown flag 'b'" << 7;
        QTest::newRow("repeated flag") << "_0Base{BB}#Spine" << "flag 'B' is repeated" << 8;
        QTest::newRow("unclosed flags") << "_0Base{B" << "missing '}'" << 8;
        QTest::newRow("no hash") << "_0Base{B}Spine" << "missing '#'" << 9;
        QTest::newRow("empty short name") << "_0Base{B}#" << "empty bone name" << 10;
        QTest::newRow("space in short name") << "_0Base{B}#Left Arm" << "bone name contains a space" << 14;
        QTest::newRow("second hash") << "_0Base{B}#A#B" << "bone name contains a space" << 11;
        QTest::newRow("three-digit level") << "_100Base{B}#A" << "layer level has more than two digits" << 1;
    }
    void invalid()
    {
        QFETCH(QString, name);
        QFETCH(QString, messageStart);
        QFETCH(int, column);
        BoneNameError error;
        QVERIFY(!parseBoneName(name.toStdString(), &error).has_value());
        QVERIFY2(QString::fromStdString(error.message).startsWith(messageStart), error.message.c_str());
        QCOMPARE(error.column, column);
    }

    void makeNameRoundTrips()
    {
        const std::string name = makeBoneName(2, "Costume", kBoneFlagBaked | kBoneFlagDeformable, "Skirt_B_02");
        QCOMPARE(QString::fromStdString(name), QStringLiteral("_2Costume{BD}#Skirt_B_02"));
        const auto parsed = parseBoneName(name);
        QVERIFY(parsed);
        QCOMPARE(QString::fromStdString(parsed->shortName), QStringLiteral("Skirt_B_02"));
        QCOMPARE(QString::fromStdString(std::string(shortNameOf("_0Base{B}#Pelvis"))), QStringLiteral("Pelvis"));
        QCOMPARE(QString::fromStdString(std::string(shortNameOf("mixamorig:Hips"))), QStringLiteral("mixamorig:Hips"));
    }
};

QTEST_APPLESS_MAIN(TestBoneName)
#include "test_bone_name.moc"
