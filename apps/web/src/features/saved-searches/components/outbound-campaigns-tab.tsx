import { CAMPAIGN_TEXTS, type SavedSearch } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { useCampaignSubscriptions } from '../api.ts';
import { limitLines, offeredLeadTypes } from '../campaign-lead-types.ts';
import { CampaignSubscriptionForm } from './campaign-subscription-form.tsx';
import { CampaignSubscriptionList } from './campaign-subscription-list.tsx';

/**
 * Outbound Campaigns (prospecting-core §2.6, only with isNewIntegrations; outreach-integrations-admin §4
 * 'Campaign subscription', §7 campaignautomation): the owner adds subscriptions that feed the contacts of the
 * search's new leads into a campaign; the list with each one's status; the caller's subscription limits
 * (Agency Leads weekly 25, Open Web monthly 75, across saved searches).
 */
export function OutboundCampaignsTab({ search }: { search: SavedSearch }) {
  const me = useSignedInUser();
  const subscriptions = useCampaignSubscriptions(search.searchId);
  const leadTypes = offeredLeadTypes(me.permissions, subscriptions.data?.limits);
  const lines = limitLines(subscriptions.data?.limits, leadTypes);
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {search.isOwner ? (
        <CampaignSubscriptionForm
          key={search.searchId}
          savedSearchId={search.searchId}
          leadTypes={leadTypes}
          existing={subscriptions.data?.subscriptions ?? []}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {CAMPAIGN_TEXTS.ownerOnly}
        </Typography>
      )}
      {lines.length > 0 ? (
        <Stack spacing={0.25} data-testid="campaign-limits">
          {lines.map((line) => (
            <Typography key={line.leadType} variant="body2" color="text.secondary">
              {line.text}
            </Typography>
          ))}
        </Stack>
      ) : null}
      <Divider />
      {subscriptions.isPending ? <LinearProgress aria-label="Loading outbound campaigns" /> : null}
      {subscriptions.isError ? <Alert severity="error">{subscriptions.error.message}</Alert> : null}
      {subscriptions.data ? (
        <CampaignSubscriptionList subscriptions={subscriptions.data.subscriptions} canDelete={search.isOwner} />
      ) : null}
    </Stack>
  );
}
