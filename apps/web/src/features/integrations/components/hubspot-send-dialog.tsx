import { type HubspotCompany, INTEGRATION_TEXTS, INTEGRATION_TIMINGS } from '@agencyscout/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormCheckbox, FormTextField } from '../../../components/form-fields.tsx';
import { hubspotPushKey } from '../api.ts';
import { useHubspotSend } from '../use-hubspot-send.ts';
import { HubspotDealFields } from './hubspot-deal-fields.tsx';

/** A bar that fills over 15 s while the push runs (§2). */
function PushProgress() {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      setValue(Math.min(100, ((Date.now() - started) / INTEGRATION_TIMINGS.hubspotProgressMs) * 100));
    }, 250);
    return () => clearInterval(timer);
  }, []);
  return <LinearProgress variant="determinate" value={value} aria-label="Sending to HubSpot" />;
}

interface HubspotSendDialogProps {
  open: boolean;
  onClose: () => void;
  contactId: number;
  contactName: string;
  companyName: string | undefined;
}

type HubspotSend = ReturnType<typeof useHubspotSend>;

function CompanyField({ data }: { data: HubspotSend }) {
  return (
    <Controller
      control={data.form.control}
      name="company"
      render={({ field }) => (
        <Autocomplete<HubspotCompany>
          options={data.companies.data ?? []}
          value={field.value}
          onChange={(_event, value) => field.onChange(value)}
          inputValue={data.companyText}
          onInputChange={(_event, value) => data.setCompanyText(value)}
          getOptionLabel={(option) => option.properties.name ?? option.id}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options) => options}
          loading={data.companies.isFetching}
          noOptionsText={INTEGRATION_TEXTS.noCompanies}
          renderInput={(params) => <TextField {...params} label="Company" />}
        />
      )}
    />
  );
}

function ItemSelect({ data, name }: { data: HubspotSend; name: 'user' | 'campaignId' }) {
  const items = (name === 'user' ? data.users : data.workflows).data ?? [];
  return (
    <FormTextField control={data.form.control} name={name} select label={name === 'user' ? 'User' : 'Workflow'}>
      <MenuItem value="">{name === 'user' ? 'No owner' : 'No workflow'}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.externalId} value={item.externalId}>
          {item.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** The form inside the dialog (mounted while open, so each opening starts afresh). */
function HubspotSendForm(props: Omit<HubspotSendDialogProps, 'open'>) {
  const data = useHubspotSend(props);
  const { control } = data.form;
  const withDeal = useWatch({ control, name: 'withDeal' });
  const pending = data.push.isPending;
  return (
    <form noValidate onSubmit={data.send}>
      <DialogTitle id="hubspot-send-title">Send {props.contactName} to HubSpot</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <CompanyField data={data} />
          <ItemSelect data={data} name="user" />
          <Link component={RouterLink} to="/integrations" variant="body2">
            {INTEGRATION_TEXTS.reauthorizeHubspot}
          </Link>
          <ItemSelect data={data} name="campaignId" />
          <FormCheckbox control={control} name="withDeal" label="Create a deal" />
          {withDeal ? (
            <HubspotDealFields
              control={control}
              pipelines={data.pipelines.data ?? []}
              stages={data.stages}
              onPipelineChange={() => data.form.setValue('deal.dealstage', '')}
            />
          ) : null}
          {pending ? <PushProgress /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending || !data.complete}>
          Send to HubSpot
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * The HubSpot send dialog (§2): company (autocomplete; empty: a new one will be created), user, workflow and an
 * optional deal whose name, close date, pipeline and stage are all required (the contract's deal rule). Resets
 * on open (no deal, no campaign, close date today).
 */
export function HubspotSendDialog({ open, onClose, ...props }: HubspotSendDialogProps) {
  const pushing = useIsMutating({ mutationKey: hubspotPushKey }) > 0;
  return (
    <Dialog
      open={open}
      onClose={pushing ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="hubspot-send-title"
    >
      <HubspotSendForm onClose={onClose} {...props} />
    </Dialog>
  );
}
