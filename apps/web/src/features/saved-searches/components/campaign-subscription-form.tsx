import {
  AUDIENCE_CATEGORIES,
  CAMPAIGN_TEXTS,
  type CampaignLeadType,
  type CampaignSubscription,
} from '@agencyscout/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-fields.tsx';
import { SECTIONS } from '../../../lib/sections.ts';
import { LEAD_TYPE_LABELS } from '../campaign-lead-types.ts';
import { type CampaignSubscriptionData, useCampaignSubscription } from '../use-campaign-subscription.ts';

interface CampaignSubscriptionFormProps {
  savedSearchId: number;
  /** The lead types the user has (at least one); the Leads choice shows only when there are two. */
  leadTypes: readonly CampaignLeadType[];
  /** The search's subscriptions: the same one again is refused here at once (the server refuses it too, 400). */
  existing: readonly CampaignSubscription[];
}

/** Integration, campaign (cleared when the integration changes) and audience category. */
function ChoiceFields({ data }: { data: CampaignSubscriptionData }) {
  const { control } = data.form;
  const { campaigns } = data;
  const chosen = data.draft.integrationId !== '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name="integrationId"
        select
        size="small"
        label={CAMPAIGN_TEXTS.integration}
        onChange={() => data.form.setValue('campaignId', '')}
        sx={{ minWidth: 180, flex: 1 }}
      >
        {(data.integrations.data ?? []).map((item) => (
          <MenuItem key={item.integrationId} value={item.integrationId}>
            {item.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="campaignId"
        select
        size="small"
        label={CAMPAIGN_TEXTS.campaign}
        disabled={!chosen || campaigns.length === 0}
        helperText={chosen && campaigns.length === 0 ? CAMPAIGN_TEXTS.unknownCampaign : undefined}
        sx={{ minWidth: 180, flex: 1 }}
      >
        {campaigns.map((campaign) => (
          <MenuItem key={campaign.id} value={campaign.id}>
            {campaign.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="category"
        select
        size="small"
        label={CAMPAIGN_TEXTS.category}
        sx={{ minWidth: 180, flex: 1 }}
      >
        {AUDIENCE_CATEGORIES.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </FormTextField>
    </Stack>
  );
}

/** The Leads choice (only with two lead types), shown as the lead type that will be sent. */
function LeadTypeChoice({
  data,
  leadTypes,
}: {
  data: CampaignSubscriptionData;
  leadTypes: readonly CampaignLeadType[];
}) {
  const labelId = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexGrow: 1 }}>
      <FormLabel id={labelId}>{CAMPAIGN_TEXTS.leadType}</FormLabel>
      <Controller
        control={data.form.control}
        name="leadType"
        render={({ field }) => (
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={data.draft.leadType}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {leadTypes.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={LEAD_TYPE_LABELS[type]} />
            ))}
          </RadioGroup>
        )}
      />
    </Stack>
  );
}

/**
 * The add form of the Outbound Campaigns tab (prospecting-core §2.6; outreach-integrations-admin §4 'Campaign
 * subscription'): Add Subscription is enabled once an integration, a campaign and an audience category are chosen
 * (the contract's rule); changing the integration clears the campaign. The parent keys it on the saved search, so
 * another search starts with all three cleared.
 */
export function CampaignSubscriptionForm({ savedSearchId, leadTypes, existing }: CampaignSubscriptionFormProps) {
  const data = useCampaignSubscription({ savedSearchId, leadTypes, existing });
  if (data.integrations.isPending) return <LinearProgress aria-label="Loading campaigns" />;
  if ((data.integrations.data ?? []).length === 0) {
    return (
      <Typography variant="body2" data-testid="campaigns-no-integrations">
        {CAMPAIGN_TEXTS.noIntegrations}{' '}
        <Link component={RouterLink} to={SECTIONS.integrations.path}>
          {SECTIONS.integrations.title}
        </Link>
      </Typography>
    );
  }
  return (
    <Stack component="form" aria-label={CAMPAIGN_TEXTS.add} spacing={2} noValidate onSubmit={data.submit}>
      <ChoiceFields data={data} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {leadTypes.length > 1 ? <LeadTypeChoice data={data} leadTypes={leadTypes} /> : <Box sx={{ flexGrow: 1 }} />}
        <Button type="submit" variant="contained" startIcon={<Add />} disabled={!data.ready || data.add.isPending}>
          {CAMPAIGN_TEXTS.add}
        </Button>
      </Stack>
      {data.duplicate ? (
        <Typography variant="body2" color="error" role="status">
          {CAMPAIGN_TEXTS.duplicate}
        </Typography>
      ) : null}
    </Stack>
  );
}
