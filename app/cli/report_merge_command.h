#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli report merge OUT SHARD... [--format text|json|junit]: joins the reports the shards
/// of one batch wrote (`compare FOLDER --rig R`, `compare-pose DUMPS --rig R` or `validate
/// MANIFESTS`, each with `--shard K/N --report SHARD`) into OUT as the batch run whole writes them:
/// OUT/report.json, OUT/junit.xml, OUT/index.html and, for screenshots, its pictures (each shard's
/// index_files/NAME/ copied into OUT's). A shard's report missing, unreadable or of
/// another batch, a shard given twice or left out, a case in two shards: exit 2 naming the file,
/// nothing written. Otherwise the exit of the whole batch: 2 when a case could not be compared, 1
/// when one failed, else 0.
int runReport(const QStringList& arguments);

}  // namespace rigstage::cli
