#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli validate MANIFEST [--format text|json|junit]: naming, layer and loading checks.
int runValidate(const QStringList& arguments);

}  // namespace rigstage::cli
