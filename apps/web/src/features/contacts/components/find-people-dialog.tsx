import {
  CONTACT_POSITION_CATEGORIES,
  type ContactPositionCategory,
  FIND_PEOPLE_DEFAULT,
  FIND_PEOPLE_MAX,
  FIND_PEOPLE_TEXTS,
  PERMISSIONS,
} from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { useContactProviderStatus, useFindPeople } from '../find-people-api.ts';

interface FindPeopleProps {
  company: { id: number; name: string };
}

/**
 * 'Find people' on a company's contacts (issue #32 point 5): shown to users with read:contacts; disabled, with the
 * reason, when no contact-data provider is configured; the dialog chooses position categories and how many people,
 * shows the organisation's enrichment credits and what the search added.
 */
export function FindPeopleButton({ company }: FindPeopleProps) {
  const me = useSignedInUser();
  const allowed = me.permissions.includes(PERMISSIONS.readContacts);
  const status = useContactProviderStatus(allowed);
  const [open, setOpen] = useState(false);
  if (!allowed || !status.data) return null;
  if (status.data.provider === null) {
    return (
      <Tooltip title={FIND_PEOPLE_TEXTS.notConfigured}>
        <span>
          <Button size="small" disabled>
            {FIND_PEOPLE_TEXTS.button}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {FIND_PEOPLE_TEXTS.button}
      </Button>
      {open ? <FindPeopleDialog company={company} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function FindPeopleDialog({ company, onClose }: FindPeopleProps & { onClose(): void }) {
  const status = useContactProviderStatus(true).data;
  const search = useFindPeople(company.id);
  const [positions, setPositions] = useState<ContactPositionCategory[]>([]);
  const [size, setSize] = useState(FIND_PEOPLE_DEFAULT);
  const credits = status?.credits;
  const spent = credits !== undefined && credits.remaining === 0;
  const toggle = (category: ContactPositionCategory) =>
    setPositions((chosen) =>
      chosen.includes(category) ? chosen.filter((item) => item !== category) : [...chosen, category],
    );
  const sizeValid = Number.isInteger(size) && size >= 1 && size <= FIND_PEOPLE_MAX;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="find-people-title">
      <DialogTitle id="find-people-title">{FIND_PEOPLE_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{FIND_PEOPLE_TEXTS.intro(status?.providerName ?? '', company.name)}</Typography>
        {credits ? (
          <Typography color={spent ? 'error' : 'text.secondary'} data-testid="find-people-credits" sx={{ mb: 1 }}>
            {spent
              ? FIND_PEOPLE_TEXTS.creditsSpent(credits.limit)
              : FIND_PEOPLE_TEXTS.credits(credits.remaining, credits.limit, formatDisplayDate(credits.resetDate))}
          </Typography>
        ) : null}
        <FormLabel component="legend">{FIND_PEOPLE_TEXTS.positions}</FormLabel>
        <FormGroup sx={{ maxHeight: 220, overflowY: 'auto', flexWrap: 'nowrap', mb: 2 }}>
          {CONTACT_POSITION_CATEGORIES.map((category) => (
            <FormControlLabel
              key={category}
              control={
                <Checkbox size="small" checked={positions.includes(category)} onChange={() => toggle(category)} />
              }
              label={category}
            />
          ))}
        </FormGroup>
        <TextField
          label={FIND_PEOPLE_TEXTS.size}
          type="number"
          size="small"
          value={Number.isNaN(size) ? '' : size}
          onChange={(event) => setSize(Number.parseInt(event.target.value, 10))}
          error={!sizeValid}
          slotProps={{ htmlInput: { min: 1, max: FIND_PEOPLE_MAX } }}
        />
        {search.data ? (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="find-people-result">
            {FIND_PEOPLE_TEXTS.result(search.data.added, search.data.alreadyKnown)}
          </Alert>
        ) : null}
        {search.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {search.error.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{FIND_PEOPLE_TEXTS.cancel}</Button>
        <Button
          variant="contained"
          disabled={positions.length === 0 || !sizeValid || spent || search.isPending}
          onClick={() => search.mutate({ positions, size })}
        >
          {FIND_PEOPLE_TEXTS.search}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
