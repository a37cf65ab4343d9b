#include "cli/compare_report_html.h"

#include <QJsonArray>
#include <QUrl>

#include <algorithm>

#include "cli/cli_text.h"

namespace rigstage::cli {

namespace {

// The page carries its own style and script (no network, no other file than its pictures), so it
// can be zipped with its folder or served from a CI job's artifacts as it is.
const char* const kStyle = R"(
body{font-family:sans-serif;margin:16px;background:#fafafa;color:#222}
h1{font-size:1.4em}.filters label{margin-right:1em}
.case{background:#fff;border:1px solid #ccc;border-left:6px solid #888;margin:12px 0;padding:8px 12px}
.case.error{border-left-color:#a0a}.case.fail{border-left-color:#c00}.case.warn{border-left-color:#d90}.case.pass{border-left-color:#2a2}
.case h2{font-size:1.1em;margin:4px 0}.status{font-weight:bold;text-transform:uppercase}
.facts{font-size:.9em;color:#444}.warnings{color:#a50}.details{font-family:monospace;font-size:.9em}.error-text{color:#a0a}
.views button{margin:4px 4px 4px 0}.views button.on{font-weight:bold;background:#ddd}
.view{display:none;overflow:auto;max-height:90vh}.view.on{display:block}
.view img{max-width:100%;cursor:zoom-in;image-rendering:pixelated}.view.zoom img{max-width:none;cursor:zoom-out}
figure{margin:0}.pair{display:flex;gap:8px}.pair figure{flex:1}.pair figcaption{font-size:.85em;color:#555}
.stack{position:relative;display:inline-block}.stack img{display:block}
.stack .top{position:absolute;left:0;top:0}
.hidden{display:none}
)";

const char* const kScript = R"(
function showView(section, view) {
  section.querySelectorAll('.view').forEach(v => v.classList.toggle('on', v.dataset.view === view));
  section.querySelectorAll('.views button').forEach(b => b.classList.toggle('on', b.dataset.view === view));
}
document.querySelectorAll('.case').forEach(section => {
  section.querySelectorAll('.views button').forEach(b => b.addEventListener('click', () => showView(section, b.dataset.view)));
  section.querySelectorAll('input.swipe').forEach(r => r.addEventListener('input', () => {
    r.parentNode.querySelector('.top').style.clipPath = 'inset(0 ' + (100 - r.value) + '% 0 0)';
  }));
  section.querySelectorAll('input.onion').forEach(r => r.addEventListener('input', () => {
    r.parentNode.querySelector('.top').style.opacity = r.value / 100;
  }));
  section.querySelectorAll('img.switch').forEach(img => img.addEventListener('click', e => {
    const toRender = img.dataset.showing === 'reference';
    img.src = toRender ? img.dataset.render : img.dataset.reference;
    img.dataset.showing = toRender ? 'render' : 'reference';
    img.parentNode.querySelector('.showing').textContent = toRender ? img.dataset.renderLabel : img.dataset.referenceLabel;
    e.stopPropagation();
  }));
  section.querySelectorAll('.view').forEach(v => v.addEventListener('click', () => v.classList.toggle('zoom')));
});
document.querySelectorAll('.filters input').forEach(box => box.addEventListener('change', () => {
  document.querySelectorAll('.case.' + box.value).forEach(c => c.classList.toggle('hidden', !box.checked));
}));
// What a reviewer sees, for a headless browser to check: how many pictures loaded, which case is first.
window.addEventListener('load', () => {
  const images = Array.from(document.images);
  document.body.dataset.imagesTotal = images.length;
  document.body.dataset.imagesLoaded = images.filter(i => i.complete && i.naturalWidth > 0).length;
  const first = document.querySelector('.case');
  document.body.dataset.firstCase = first ? first.dataset.name : '';
});
)";

QString href(const QString& relative)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(relative, "/")).toHtmlEscaped();
}

QString statusClass(CaseStatus s)
{
    switch (s) {
    case CaseStatus::Error: return QStringLiteral("error");
    case CaseStatus::Fail: return QStringLiteral("fail");
    case CaseStatus::Warn: return QStringLiteral("warn");
    case CaseStatus::Pass: return QStringLiteral("pass");
    }
    return QStringLiteral("error");
}

QString image(const QString& path, const QString& alt, const QString& cls = {})
{
    return QStringLiteral("<img src=\"%1\" alt=\"%2\"%3>").arg(href(path), alt.toHtmlEscaped(),
                                                             cls.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(cls));
}

QString figure(const QString& path, const QString& caption)
{
    return QStringLiteral("<figure>%1<figcaption>%2</figcaption></figure>").arg(image(path, caption), caption.toHtmlEscaped());
}

/// The facts line: when the render was drawn and from where.
QString facts(const ReportCase& c)
{
    QStringList parts;
    if (c.drawn.contains(QStringLiteral("frame"))) {
        parts << Cli::tr("frame %1 (%2 s at %3 fps)")
                     .arg(c.drawn.value(QStringLiteral("frame")).toDouble())
                     .arg(c.drawn.value(QStringLiteral("time")).toDouble())
                     .arg(c.drawn.value(QStringLiteral("fps")).toDouble());
    }
    if (const QString clip = c.drawn.value(QStringLiteral("clip")).toString(); !clip.isEmpty()) {
        parts << Cli::tr("clip %1").arg(clip.toHtmlEscaped());
    }
    const QJsonObject camera = c.drawn.value(QStringLiteral("camera")).toObject();
    if (!camera.isEmpty()) {
        const auto vec = [&](const char* key) {
            QStringList n;
            for (const QJsonValue v : camera.value(QLatin1String(key)).toArray()) {
                n << QString::number(v.toDouble(), 'g', 6);
            }
            return n.join(QStringLiteral(", "));
        };
        parts << Cli::tr("camera at (%1) looking at (%2)").arg(vec("position"), vec("target"));
    }
    if (!c.camera.isEmpty()) {
        parts << QStringLiteral("<a href=\"%1\">%2</a>").arg(href(c.camera), Cli::tr("camera file"));
    }
    return parts.join(QStringLiteral("; "));
}

QString caseHtml(const ReportCase& c)
{
    // One pass of arg(): a name holding "%1" must not be taken for a place to fill.
    QString html = QStringLiteral("<section class=\"case %1\" id=\"case-%2\" data-name=\"%3\" data-score=\"%4\">\n<h2>%5 "
                                  "<span class=\"status\">%6</span> %7</h2>\n")
                       .arg(statusClass(c.status), href(c.name), c.name.toHtmlEscaped(), QString::number(c.score, 'g', 6),
                            c.name.toHtmlEscaped(), statusLabel(c.status), c.verdict.toHtmlEscaped());
    if (c.status == CaseStatus::Error) {
        html += QStringLiteral("<p class=\"error-text\">%1</p>\n").arg(c.error.toHtmlEscaped());
    }
    if (const QString f = facts(c); !f.isEmpty()) {
        html += QStringLiteral("<p class=\"facts\">%1</p>\n").arg(f);
    }
    if (!c.warnings.isEmpty()) {
        html += QStringLiteral("<ul class=\"warnings\">");
        for (const QString& w : c.warnings) {
            html += QStringLiteral("<li>%1</li>").arg(w.toHtmlEscaped());
        }
        html += QStringLiteral("</ul>\n");
    }
    if (!c.details.isEmpty()) {
        html += QStringLiteral("<ul class=\"details\">");
        for (const QString& line : c.details) {
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        }
        html += QStringLiteral("</ul>\n");
    }
    if (c.reference.isEmpty() || c.render.isEmpty()) {
        if (!c.reference.isEmpty()) {
            html += QStringLiteral("<div class=\"view on\">%1</div>\n").arg(figure(c.reference, Cli::tr("Reference")));
        }
        return html + QStringLiteral("</section>\n");
    }
    const QString reference = Cli::tr("Reference"), render = Cli::tr("Rigstage's render");
    struct View {
        const char* id;
        QString label;
        QString body;
    };
    std::vector<View> views;
    views.push_back({"side", Cli::tr("Side by side"),
                     QStringLiteral("<div class=\"pair\">%1%2</div>").arg(figure(c.reference, reference), figure(c.render, render))});
    views.push_back({"swipe", Cli::tr("Swipe"),
                     QStringLiteral("<div class=\"stack\">%1%2</div><br><input type=\"range\" class=\"swipe\" min=\"0\" max=\"100\" "
                                    "value=\"50\" aria-label=\"%3\">")
                         .arg(image(c.render, render), image(c.reference, reference, QStringLiteral("top\" style=\"clip-path:inset(0 50% 0 0)")),
                              Cli::tr("Divider: reference on the left").toHtmlEscaped())});
    views.push_back({"onion", Cli::tr("Onion skin"),
                     QStringLiteral("<div class=\"stack\">%1%2</div><br><input type=\"range\" class=\"onion\" min=\"0\" max=\"100\" "
                                    "value=\"50\" aria-label=\"%3\">")
                         .arg(image(c.render, render), image(c.reference, reference, QStringLiteral("top\" style=\"opacity:0.5")),
                              Cli::tr("Opacity of the reference").toHtmlEscaped())});
    if (!c.difference.isEmpty()) {
        views.push_back({"difference", Cli::tr("Difference"),
                         figure(c.difference, Cli::tr("Red: only in the reference; cyan: only in Rigstage's render"))});
    }
    if (!c.referenceMask.isEmpty() && !c.renderMask.isEmpty()) {
        views.push_back({"masks", Cli::tr("Masks"),
                         QStringLiteral("<div class=\"pair\">%1%2</div>")
                             .arg(figure(c.referenceMask, Cli::tr("Reference's mask")), figure(c.renderMask, Cli::tr("Render's mask")))});
    }
    views.push_back({"switch", Cli::tr("Switch"),
                     QStringLiteral("<figure><img class=\"switch\" src=\"%1\" alt=\"%2\" data-showing=\"reference\" data-reference=\"%1\" "
                                    "data-render=\"%3\" data-reference-label=\"%2\" data-render-label=\"%4\"><figcaption "
                                    "class=\"showing\">%2</figcaption></figure><p class=\"facts\">%5</p>")
                         .arg(href(c.reference), reference.toHtmlEscaped(), href(c.render), render.toHtmlEscaped(),
                              Cli::tr("Click the picture to switch between the reference and the render.").toHtmlEscaped())});
    // Failures open on the difference, the rest side by side.
    const char* first = c.status == CaseStatus::Fail && !c.difference.isEmpty() ? "difference" : "side";
    html += QStringLiteral("<div class=\"views\">");
    for (const View& v : views) {
        html += QStringLiteral("<button type=\"button\" data-view=\"%1\"%2>%3</button>")
                    .arg(QLatin1String(v.id), qstrcmp(v.id, first) == 0 ? QStringLiteral(" class=\"on\"") : QString(), v.label.toHtmlEscaped());
    }
    html += QStringLiteral("</div>\n");
    for (const View& v : views) {
        html += QStringLiteral("<div class=\"view%1\" data-view=\"%2\">%3</div>\n")
                    .arg(qstrcmp(v.id, first) == 0 ? QStringLiteral(" on") : QString(), QLatin1String(v.id), v.body);
    }
    return html + QStringLiteral("</section>\n");
}

}  // namespace

QString batchReportHtml(const QString& title, const QString& summary, std::vector<ReportCase> cases)
{
    std::stable_sort(cases.begin(), cases.end(), [](const ReportCase& a, const ReportCase& b) {
        if (a.status != b.status) {
            return a.status < b.status;
        }
        return a.score != b.score ? a.score < b.score : a.name < b.name;
    });
    int counts[4] = {0, 0, 0, 0};
    for (const ReportCase& c : cases) {
        ++counts[int(c.status)];
    }
    QString page = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title><style>%2</style></head><body>\n"
                                  "<h1>%1</h1>\n<p>%3</p>\n<p class=\"filters\">%4 ")
                       .arg(title.toHtmlEscaped(), QLatin1String(kStyle), summary.toHtmlEscaped(), Cli::tr("Show:"));
    for (const CaseStatus s : {CaseStatus::Error, CaseStatus::Fail, CaseStatus::Warn, CaseStatus::Pass}) {
        page += QStringLiteral("<label><input type=\"checkbox\" value=\"%1\" checked> %2 (%3)</label>")
                    .arg(statusClass(s), statusLabel(s))
                    .arg(counts[int(s)]);
    }
    page += QStringLiteral("</p>\n");
    for (const ReportCase& c : cases) {
        page += caseHtml(c);
    }
    return page + QStringLiteral("<script>%1</script>\n</body></html>\n").arg(QLatin1String(kScript));
}

}  // namespace rigstage::cli
