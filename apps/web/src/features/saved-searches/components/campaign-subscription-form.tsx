import {
  AUDIENCE_CATEGORIES,
  type AudienceCategory,
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { notify } from '../../../lib/notifications.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { useAddCampaignSubscription, useCampaignOptions } from '../api.ts';
import { LEAD_TYPE_LABELS } from '../campaign-lead-types.ts';

interface CampaignSubscriptionFormProps {
  savedSearchId: number;
  /** The lead types the user has (at least one); the Leads choice shows only when there are two. */
  leadTypes: readonly CampaignLeadType[];
  /** The search's subscriptions: the same one again is refused here at once (the server refuses it too, 400). */
  existing: readonly CampaignSubscription[];
}

/**
 * The add form of the Outbound Campaigns tab (prospecting-core §2.6; outreach-integrations-admin §4 'Campaign
 * subscription'): Add Subscription is enabled once an integration, a campaign and an audience category are chosen;
 * changing the integration clears the campaign. The parent keys it on the saved search, so another search starts
 * with all three cleared.
 */
export function CampaignSubscriptionForm({ savedSearchId, leadTypes, existing }: CampaignSubscriptionFormProps) {
  const options = useCampaignOptions();
  const add = useAddCampaignSubscription();
  const leadsLabelId = useId();
  const [integrationId, setIntegrationId] = useState<number | ''>('');
  const [campaignId, setCampaignId] = useState('');
  const [category, setCategory] = useState<AudienceCategory | ''>('');
  const [chosenLeadType, setLeadType] = useState<CampaignLeadType>(leadTypes[0] ?? 'openWeb');
  // The offered lead types can narrow once the server has answered the limits.
  const leadType = leadTypes.includes(chosenLeadType) ? chosenLeadType : (leadTypes[0] ?? 'openWeb');
  if (options.isPending) return <LinearProgress aria-label="Loading campaigns" />;
  const integrations = options.data ?? [];
  if (integrations.length === 0) {
    return (
      <Typography variant="body2" data-testid="campaigns-no-integrations">
        {CAMPAIGN_TEXTS.noIntegrations}{' '}
        <Link component={RouterLink} to={SECTIONS.integrations.path}>
          {SECTIONS.integrations.title}
        </Link>
      </Typography>
    );
  }
  const campaigns = integrations.find((item) => item.integrationId === integrationId)?.campaigns ?? [];
  const duplicate = existing.some(
    (item) =>
      item.integrationId === integrationId &&
      item.campaignId === campaignId &&
      item.category === category &&
      item.leadType === leadType,
  );
  const ready = integrationId !== '' && campaignId !== '' && category !== '' && !duplicate;
  const submit = () => {
    if (!ready) return;
    add.mutate(
      { savedSearchId, integrationId, campaignId, category, leadType },
      {
        onSuccess: () => {
          setCampaignId('');
          setCategory('');
          notify({ message: CAMPAIGN_TEXTS.added, severity: 'success' });
        },
      },
    );
  };
  return (
    <Stack
      component="form"
      aria-label={CAMPAIGN_TEXTS.add}
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={CAMPAIGN_TEXTS.integration}
          value={integrationId}
          onChange={(event) => {
            setIntegrationId(Number(event.target.value));
            setCampaignId('');
          }}
          sx={{ minWidth: 180, flex: 1 }}
        >
          {integrations.map((item) => (
            <MenuItem key={item.integrationId} value={item.integrationId}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={CAMPAIGN_TEXTS.campaign}
          value={campaignId}
          disabled={integrationId === '' || campaigns.length === 0}
          helperText={integrationId !== '' && campaigns.length === 0 ? CAMPAIGN_TEXTS.unknownCampaign : undefined}
          onChange={(event) => setCampaignId(event.target.value)}
          sx={{ minWidth: 180, flex: 1 }}
        >
          {campaigns.map((campaign) => (
            <MenuItem key={campaign.id} value={campaign.id}>
              {campaign.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={CAMPAIGN_TEXTS.category}
          value={category}
          onChange={(event) => setCategory(event.target.value as AudienceCategory)}
          sx={{ minWidth: 180, flex: 1 }}
        >
          {AUDIENCE_CATEGORIES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {leadTypes.length > 1 ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexGrow: 1 }}>
            <FormLabel id={leadsLabelId}>{CAMPAIGN_TEXTS.leadType}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={leadsLabelId}
              value={leadType}
              onChange={(event) => setLeadType(event.target.value as CampaignLeadType)}
            >
              {leadTypes.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio />} label={LEAD_TYPE_LABELS[type]} />
              ))}
            </RadioGroup>
          </Stack>
        ) : (
          <Box sx={{ flexGrow: 1 }} />
        )}
        <Button type="submit" variant="contained" startIcon={<Add />} disabled={!ready || add.isPending}>
          {CAMPAIGN_TEXTS.add}
        </Button>
      </Stack>
      {duplicate ? (
        <Typography variant="body2" color="error" role="status">
          {CAMPAIGN_TEXTS.duplicate}
        </Typography>
      ) : null}
    </Stack>
  );
}
