import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { useAnalyticsOptOut } from '../api.ts';

export const ANALYTICS_TOGGLE_TEXTS = {
  label: 'Share usage analytics and session recordings',
  help: 'Helps us improve AgencyScout. Turn off to opt out; your choice applies on every device.',
  failed: 'Your choice could not be saved. Please try again.',
};

/**
 * The analytics opt-out of Account Settings (prospecting-core §1): on = analytics allowed. Stored on the server
 * (PUT /me/analytics), so it follows the user to every browser.
 */
export function AnalyticsOptOutToggle() {
  const me = useSignedInUser();
  const optOut = useAnalyticsOptOut();
  const shared = optOut.isPending ? optOut.variables === false : !me.analyticsOptOut;
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={shared}
            disabled={optOut.isPending}
            onChange={(event) => optOut.mutate(!event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'analytics-opt-out-help' } }}
            data-testid="analytics-opt-out-toggle"
          />
        }
        label={ANALYTICS_TOGGLE_TEXTS.label}
      />
      <FormHelperText id="analytics-opt-out-help" error={optOut.isError}>
        {optOut.isError ? ANALYTICS_TOGGLE_TEXTS.failed : ANALYTICS_TOGGLE_TEXTS.help}
      </FormHelperText>
    </div>
  );
}
