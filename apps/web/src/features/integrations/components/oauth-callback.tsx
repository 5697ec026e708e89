import { INTEGRATION_TEXTS, INTEGRATION_TOOL_NAMES, type OauthProvider } from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { exchangeCode } from '../api.ts';

/**
 * OAuth callback page (§2 'OAuth callback pages', §4): 'Connecting <tool> to AgencyScout, please wait...', the
 * code exchange, then the user info reloaded and off to /leads. A failed exchange is only logged (§8) and the
 * flow continues to /leads.
 */
function OauthCallback({ provider }: { provider: OauthProvider }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = {
      code: params.get('code') ?? '',
      state: params.get('state') ?? '',
      client_id: params.get('client_id') ?? undefined,
    };
    void (async () => {
      try {
        if (!query.code) throw new Error(params.get('error') ?? 'No code in the callback');
        await exchangeCode(provider, query);
      } catch (error) {
        console.warn(
          `${INTEGRATION_TOOL_NAMES[provider]} sign-in failed`,
          error instanceof Error ? error.message : error,
        );
      }
      await client.invalidateQueries({ queryKey: currentUserKeys.me });
      await navigate('/leads', { replace: true });
    })();
  }, [client, navigate, params, provider]);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}
    >
      <CircularProgress aria-label="Connecting" />
      <Typography>{INTEGRATION_TEXTS.connecting(INTEGRATION_TOOL_NAMES[provider])}</Typography>
    </Box>
  );
}

export function HubspotCallback() {
  return <OauthCallback provider="hubspot" />;
}

export function BullhornCallback() {
  return <OauthCallback provider="bullhorn" />;
}

export function DripCallback() {
  return <OauthCallback provider="drip" />;
}

export function ConstantContactCallback() {
  return <OauthCallback provider="constantcontact" />;
}
