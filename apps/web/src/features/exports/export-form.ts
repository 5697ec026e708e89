import {
  EXPORT_COLUMNS,
  EXPORT_DELIMITER_NAMES,
  type ExportColumn,
  type ExportOptions,
  exportRequestSchema,
} from '@agencyscout/contracts';
import { z } from 'zod';
import { parseWithContract } from '../../lib/form-rules.ts';

/**
 * The export dialog's form (outreach-integrations-admin §3 'Export state'): the chosen rows, select-all, the
 * columns (in the offered order), the delimiter and the two choices. Its output is the request body, checked by
 * the contract's rule (a row or select-all, a column); with select-all no ids are sent.
 */
export const exportFormSchema = z
  .object({
    ids: z.array(z.number()),
    selectAll: z.boolean(),
    columns: z.array(z.enum(EXPORT_COLUMNS as [ExportColumn, ...ExportColumn[]])),
    delimiter: z.enum(EXPORT_DELIMITER_NAMES),
    descriptionsAsHtml: z.boolean(),
    primaryContacts: z.boolean(),
  })
  .transform(
    (draft, context): ExportOptions =>
      parseWithContract(exportRequestSchema, { ...draft, ids: draft.selectAll ? [] : draft.ids }, context),
  );
export type ExportDraft = z.input<typeof exportFormSchema>;
