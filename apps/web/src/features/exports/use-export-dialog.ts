import {
  CONTACT_EXPORT_COLUMNS,
  EXPORT_COLUMNS,
  EXPORT_DELIMITER_COOKIE,
  EXPORT_DELIMITER_COOKIE_DAYS,
  EXPORT_DELIMITER_NAMES,
  EXPORT_TEXTS,
  type ExportDelimiter,
  type ExportOptions,
} from '@agencyscout/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';
import { downloadExport, type ExportKind, type ExportQuery, exportKeys } from './api.ts';
import { type ExportDraft, exportFormSchema } from './export-form.ts';

function readDelimiter(): ExportDelimiter {
  const stored = Cookies.get(EXPORT_DELIMITER_COOKIE);
  return EXPORT_DELIMITER_NAMES.find((name) => name === stored) ?? 'comma';
}

/** The delimiter is kept in a cookie for a year (§2). */
export function keepDelimiter(value: string): void {
  Cookies.set(EXPORT_DELIMITER_COOKIE, value, { expires: EXPORT_DELIMITER_COOKIE_DAYS, sameSite: 'lax' });
}

/** On failure: the house '{status}: {message}' for a refused export, else the spec's 'Internal Error' (§8). */
function reportFailure(error: unknown) {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
    notify({ code: error.statusCode, message: error.message, severity: 'error' });
  } else notify({ message: EXPORT_TEXTS.failure, severity: 'error' });
}

/**
 * The export dialog's data (outreach-integrations-admin §2 'Export dialogs'): the form (all offered columns, no
 * rows or the fixed ones, select-all as asked, the delimiter of the cookie), whether Export may run (the
 * contract's rule passes, nothing running) and the download, which refreshes the usage and closes.
 */
export function useExportDialog(options: {
  kind: ExportKind;
  query: ExportQuery;
  fixedIds?: readonly number[];
  initialSelectAll?: boolean;
  onClose: () => void;
}) {
  const { kind } = options;
  const offered = kind === 'contacts' ? CONTACT_EXPORT_COLUMNS : EXPORT_COLUMNS;
  const form = useForm<ExportDraft, unknown, ExportOptions>({
    resolver: zodResolver(exportFormSchema),
    defaultValues: {
      ids: options.fixedIds ? [...options.fixedIds] : [],
      selectAll: options.initialSelectAll ?? false,
      columns: [...offered],
      delimiter: readDelimiter(),
      descriptionsAsHtml: false,
      primaryContacts: false,
    },
  });
  const draft = form.watch();
  const [loading, setLoading] = useState(false);
  const queryClient = useQueryClient();
  const run = form.handleSubmit(async (body) => {
    setLoading(true);
    try {
      await downloadExport(kind, options.query, body);
      await queryClient.invalidateQueries({ queryKey: exportKeys.quota });
      await queryClient.invalidateQueries({ queryKey: ['userdata'] });
      options.onClose();
    } catch (error) {
      reportFailure(error);
    } finally {
      setLoading(false);
    }
  });
  const toggle = (id: number) => {
    const ids = form.getValues('ids');
    form.setValue('ids', ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id]);
  };
  return {
    form,
    offered,
    draft,
    loading,
    canExport: exportFormSchema.safeParse(draft).success && !loading,
    toggle,
    run,
  };
}
export type ExportDialogData = ReturnType<typeof useExportDialog>;
