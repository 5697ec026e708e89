/**
 * Pieces the e-mail templates share: tables of rows and the notice box (SafeHtml, data escaped). Table cells carry
 * the class `cell`, which the layout narrows on small screens.
 */
import { type HtmlValue, html, type SafeHtml } from './safe-html.ts';

const CELL = 'padding:6px;border-bottom:1px solid #dde1e6;text-align:left;vertical-align:top;word-break:normal';
const HEAD = `${CELL};font-weight:bold;border-bottom:2px solid #c4cad3`;

/** The rows of an mj-table: a header row of `head`, then one row per entry of `rows` (cells escaped). */
export function tableRows(head: readonly string[], rows: readonly (readonly HtmlValue[])[]): SafeHtml {
  const headRow = html`<tr>${head.map((label) => html`<th class="cell" style="${HEAD}">${label}</th>`)}</tr>`;
  const bodyRows = rows.map(
    (cells) => html`\n<tr>${cells.map((cell) => html`<td class="cell" style="${CELL}">${cell}</td>`)}</tr>`,
  );
  return html`${headRow}${bodyRows}`;
}

/** A whole table of `head` and `rows` (inside an mj-text, where a template repeats tables). */
export function dataTable(head: readonly string[], rows: readonly (readonly HtmlValue[])[]): SafeHtml {
  return html`<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%">${tableRows(head, rows)}</table>`;
}

/** A link (`url` and `label` escaped). */
export function link(url: string, label: HtmlValue): SafeHtml {
  return html`<a href="${url}">${label}</a>`;
}

/** A highlighted paragraph (a sample's first line). */
export function notice(text: string): SafeHtml {
  return html`<p style="padding:8px 12px;background:#fff4e5;border-left:4px solid #ed6c02">${text}</p>`;
}
