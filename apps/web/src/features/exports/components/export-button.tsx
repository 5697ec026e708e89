import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { ExportDialogProps } from './export-dialog.tsx';

/** The dialog is loaded when first opened, so the screens that offer an export do not carry it. */
const ExportDialog = lazy(() => import('./export-dialog.tsx'));

export type ExportButtonProps = Omit<ExportDialogProps, 'open' | 'onClose' | 'title'> & {
  /** The button's text and the dialog's title. */
  label: string;
  disabled?: boolean;
};

/** An Export action (read:export is checked by the caller) that opens the export dialog. */
export function ExportButton({ label, disabled, ...dialog }: ExportButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        disabled={disabled}
        onClick={() => {
          setOpened((count) => count + 1);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {opened > 0 ? (
        <Suspense fallback={null}>
          {/* A fresh dialog each time it opens: all columns, no rows selected (§2). */}
          <ExportDialog key={opened} {...dialog} title={label} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
