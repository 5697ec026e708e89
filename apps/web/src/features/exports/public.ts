/** What other features use of exports: the Export action and its dialog (outreach-integrations-admin §2). */

export type { ExportQuery } from './api.ts';
export { ExportButton, type ExportButtonProps } from './components/export-button.tsx';
export type { ExportRow } from './components/selection-list.tsx';
