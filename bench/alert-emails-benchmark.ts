/**
 * Time to build saved-search alert e-mails (subject, HTML and text), without the database (issue #33 'One e-mail
 * kit'): `--emails` e-mails (default 1,000) of `--hits` leads each (default 10) through `renderAlertEmail`, after
 * the first one (which compiles the MJML template) and `--warmup` more, repeated `--rounds` times (median and
 * best reported). Beside it, what compiling each e-mail's MJML would cost: `--compiles` compilations of the
 * layout with one e-mail's rows, per e-mail.
 * Usage: node bench/alert-emails-benchmark.ts [--emails 1000] [--hits 10] [--rounds 5] [--warmup 20] [--compiles 20]
 */
import { parseArgs } from 'node:util';
import mjml2html from 'mjml';
import { tableRows } from '../apps/server/src/lib/email/parts.ts';
import { layoutMjml } from '../apps/server/src/lib/email/template.ts';
import { renderAlertEmail } from '../apps/server/src/modules/alerts/email.ts';
import { sampleAlertModel } from '../apps/server/test/emails/email-samples.ts';
import { loadNow } from './measure.ts';

const { values } = parseArgs({
  options: {
    emails: { type: 'string', default: '1000' },
    hits: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '20' },
    compiles: { type: 'string', default: '20' },
  },
});
const emails = Number(values.emails);
const hits = Number(values.hits);

const models = Array.from({ length: emails }, (_, index) => sampleAlertModel(index, hits, hits + (index % 5)));
const load = [loadNow()];

let started = performance.now();
await renderAlertEmail(sampleAlertModel(0, hits, hits));
const firstMs = performance.now() - started;
for (let index = 0; index < Number(values.warmup); index += 1)
  await renderAlertEmail(models[index % emails] ?? sampleAlertModel(0, hits, hits));

const rounds: number[] = [];
let bytes = 0;
for (let round = 0; round < Number(values.rounds); round += 1) {
  started = performance.now();
  for (const model of models) bytes = (await renderAlertEmail(model)).html.length;
  rounds.push(performance.now() - started);
}
rounds.sort((a, b) => a - b);

// One e-mail's MJML (the layout with its table of rows), compiled as if nothing were kept between e-mails.
const rows = tableRows(
  ['Job title', 'Company', 'Location', 'Pay', 'Posted'],
  (models[0] ?? sampleAlertModel(0, hits, hits)).hits.map((hit) => [hit.title, hit.companyName, hit.location, '', '']),
);
const mjml = layoutMjml(`<mj-text>New leads</mj-text><mj-table>${rows.value}</mj-table>`).replaceAll(/%%\w+%%/g, 'x');
started = performance.now();
for (let index = 0; index < Number(values.compiles); index += 1)
  await mjml2html(mjml, { validationLevel: 'strict', fonts: {} });
const compileMs = (performance.now() - started) / Number(values.compiles);
load.push(loadNow());

const median = rounds[Math.floor(rounds.length / 2)] ?? 0;
console.log(
  JSON.stringify({
    emails,
    hitsPerEmail: hits,
    firstRenderMs: Math.round(firstMs),
    medianMs: Math.round(median),
    bestMs: Math.round(rounds[0] ?? 0),
    perEmailMs: Number((median / emails).toFixed(3)),
    compilePerEmailMs: Number(compileMs.toFixed(1)),
    uncachedEstimateMs: Math.round(compileMs * emails + median),
    lastHtmlBytes: bytes,
    load: load.map((value) => Number(value.toFixed(1))),
  }),
);
