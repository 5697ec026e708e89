import { type HubspotCompany, INTEGRATION_TEXTS, INTEGRATION_TIMINGS } from '@agencyscout/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { notify } from '../../../lib/notifications.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { reportError, useHubspotCompanies, useIntegrationItems, usePushToHubspot } from '../api.ts';

interface DealFields {
  dealname: string;
  closedate: string;
  pipeline: string;
  dealstage: string;
}

const today = () => dayjs().format('YYYY-MM-DD');
const emptyDeal = (): DealFields => ({ dealname: '', closedate: today(), pipeline: '', dealstage: '' });

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

/**
 * The HubSpot send dialog (§2): company (autocomplete; empty: a new one will be created), user, workflow and an
 * optional deal whose name, close date, pipeline and stage are all required. Resets on open (no deal, no
 * campaign, close date today).
 */
export function HubspotSendDialog({ open, onClose, contactId, contactName, companyName }: HubspotSendDialogProps) {
  const [companyText, setCompanyText] = useState('');
  const [company, setCompany] = useState<HubspotCompany | null>(null);
  const [user, setUser] = useState('');
  const [campaign, setCampaign] = useState('');
  const [withDeal, setWithDeal] = useState(false);
  const [deal, setDeal] = useState<DealFields>(emptyDeal);
  const search = useDebouncedValue(companyText.trim(), 300);
  const companies = useHubspotCompanies(contactId, search, open && search.length >= 2);
  const users = useIntegrationItems('hubspot/getUsers', open);
  const workflows = useIntegrationItems('hubspot/getWorkflows', open);
  const pipelines = useIntegrationItems('hubspot/getPipeline', open);
  const push = usePushToHubspot();
  useEffect(() => {
    if (!open) return;
    setCompanyText(companyName ?? '');
    setCompany(null);
    setUser('');
    setCampaign('');
    setWithDeal(false);
    setDeal(emptyDeal());
  }, [open, companyName]);
  const stages =
    pipelines.data?.find((pipeline) => pipeline.externalId === deal.pipeline)?.IntegrationPipelineSteps ?? [];
  const dealComplete = Boolean(deal.dealname.trim() && deal.closedate && deal.pipeline && deal.dealstage);
  const canSend = !push.isPending && (!withDeal || dealComplete);
  const send = () => {
    push.mutate(
      {
        contactId,
        companyId: company?.id,
        user: user || undefined,
        campaignId: campaign || undefined,
        deal: withDeal ? { ...deal, dealname: deal.dealname.trim() } : null,
      },
      {
        onSuccess: () => {
          notify({ message: `${contactName} added to HubSpot`, severity: 'success' });
          onClose();
        },
        onError: (error) => reportError(error, INTEGRATION_TEXTS.hubspotPushFailed),
      },
    );
  };
  const setDealField = (field: keyof DealFields) => (value: string) =>
    setDeal((current) => ({ ...current, [field]: value, ...(field === 'pipeline' ? { dealstage: '' } : {}) }));
  return (
    <Dialog
      open={open}
      onClose={push.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="hubspot-send-title"
    >
      <DialogTitle id="hubspot-send-title">Send {contactName} to HubSpot</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Autocomplete
            options={companies.data ?? []}
            value={company}
            onChange={(_event, value) => setCompany(value)}
            inputValue={companyText}
            onInputChange={(_event, value) => setCompanyText(value)}
            getOptionLabel={(option) => option.properties.name ?? option.id}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            filterOptions={(options) => options}
            loading={companies.isFetching}
            noOptionsText={INTEGRATION_TEXTS.noCompanies}
            renderInput={(params) => <TextField {...params} label="Company" />}
          />
          <TextField select label="User" value={user} onChange={(event) => setUser(event.target.value)}>
            <MenuItem value="">No owner</MenuItem>
            {(users.data ?? []).map((item) => (
              <MenuItem key={item.externalId} value={item.externalId}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
          <Link component={RouterLink} to="/integrations" variant="body2">
            {INTEGRATION_TEXTS.reauthorizeHubspot}
          </Link>
          <TextField select label="Workflow" value={campaign} onChange={(event) => setCampaign(event.target.value)}>
            <MenuItem value="">No workflow</MenuItem>
            {(workflows.data ?? []).map((item) => (
              <MenuItem key={item.externalId} value={item.externalId}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={withDeal} onChange={(event) => setWithDeal(event.target.checked)} />}
            label="Create a deal"
          />
          {withDeal ? (
            <Stack spacing={2}>
              <TextField
                label="Deal name"
                required
                value={deal.dealname}
                onChange={(event) => setDealField('dealname')(event.target.value)}
              />
              <TextField
                label="Close date"
                type="date"
                required
                value={deal.closedate}
                onChange={(event) => setDealField('closedate')(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                select
                label="Pipeline"
                required
                value={deal.pipeline}
                onChange={(event) => setDealField('pipeline')(event.target.value)}
              >
                {(pipelines.data ?? []).map((item) => (
                  <MenuItem key={item.externalId} value={item.externalId}>
                    {item.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Stage"
                required
                disabled={!deal.pipeline}
                value={deal.dealstage}
                onChange={(event) => setDealField('dealstage')(event.target.value)}
              >
                {stages.map((stage) => (
                  <MenuItem key={stage.PipelineStepId} value={stage.PipelineStepId}>
                    {stage.PipelineStepName}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          ) : null}
          {push.isPending ? <PushProgress /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={push.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={send} disabled={!canSend}>
          Send to HubSpot
        </Button>
      </DialogActions>
    </Dialog>
  );
}
