import { DUPLICATE_TEXTS, type DuplicatePair, MERGE_ROW_LABELS } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '../../../lib/notifications.ts';
import { useMergePair, useMergePreview } from '../api.ts';
import { placeOf } from './company-card.tsx';

interface MergeDialogProps {
  pair: DuplicatePair | undefined;
  onClose: () => void;
}

/** The company with more leads is suggested as the one kept. */
function suggestedKeep(pair: DuplicatePair): number {
  const [first, second] = pair.companies;
  const leads = (company: typeof first) => company.agencyLeadCount + company.openwebLeadCount;
  return leads(second) > leads(first) ? second.id : first.id;
}

function CountTable({
  label,
  rows,
}: {
  label: string;
  rows: { kind: keyof typeof MERGE_ROW_LABELS; count: number }[];
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.kind}>
            <TableCell component="th" scope="row">
              {MERGE_ROW_LABELS[row.kind]}
            </TableCell>
            <TableCell align="right">{row.count.toLocaleString('en-US')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Merge a pair: choose the company kept, see what moves to it, confirm (issue #32 point 2). */
export function MergeDialog({ pair, onClose }: MergeDialogProps) {
  const [chosen, setChosen] = useState<{ pairId: number; keep: number } | undefined>(undefined);
  const keep = pair ? (chosen?.pairId === pair.id ? chosen.keep : suggestedKeep(pair)) : undefined;
  const preview = useMergePreview(pair?.id, keep);
  const merge = useMergePair();
  const confirm = () => {
    if (!pair || keep === undefined) return;
    merge.mutate(
      { pairId: pair.id, keep },
      {
        onSuccess: (result) => {
          notify({ message: result.message, severity: 'success' });
          onClose();
        },
      },
    );
  };
  const clashes = preview.data?.clashes.filter((row) => row.count > 0) ?? [];
  return (
    <Dialog open={pair !== undefined} onClose={onClose} aria-labelledby="merge-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="merge-dialog-title">{DUPLICATE_TEXTS.previewTitle}</DialogTitle>
      <DialogContent>
        {pair ? (
          <RadioGroup
            aria-label={DUPLICATE_TEXTS.keep}
            value={String(keep)}
            onChange={(event) => setChosen({ pairId: pair.id, keep: Number(event.target.value) })}
          >
            {pair.companies.map((company) => (
              <FormControlLabel
                key={company.id}
                value={String(company.id)}
                control={<Radio />}
                label={`${DUPLICATE_TEXTS.keep} ${company.name} (${placeOf(company)})`}
              />
            ))}
          </RadioGroup>
        ) : null}
        {preview.data ? (
          <>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
              {`${DUPLICATE_TEXTS.movesHeading}: from ${preview.data.merge.name} to ${preview.data.keep.name}`}
            </Typography>
            <CountTable label={DUPLICATE_TEXTS.movesHeading} rows={preview.data.moves} />
            {clashes.length > 0 ? (
              <>
                <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
                  {DUPLICATE_TEXTS.clashesHeading}
                </Typography>
                <CountTable label={DUPLICATE_TEXTS.clashesHeading} rows={clashes} />
              </>
            ) : null}
          </>
        ) : preview.isError ? (
          <Alert severity="error">{preview.error.message}</Alert>
        ) : (
          <CircularProgress aria-label="Loading the merge preview" sx={{ mt: 2 }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={merge.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={!preview.data || merge.isPending}>
          {DUPLICATE_TEXTS.confirmMerge}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
