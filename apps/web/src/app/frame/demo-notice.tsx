import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { usePublicConfig } from '../../lib/public-config.ts';

/** What the notice says (issue #30: once, in the frame, instead of a sentence on every demo company's page). */
export const DEMO_NOTICE_TEXT =
  'Demo data: the companies with .example.com addresses, their contacts, leads and tips are generated for trying AgencyScout.';

/** Remembers, for the browser tab, that the user closed the notice. */
const CLOSED_KEY = 'agencyscout.demo-notice-closed';

function closedBefore(): boolean {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * One line above every screen of the signed-in frame while generated demo data is loaded (GET /api/config
 * `demoData`); closing it hides it for the rest of the tab's session. A note, not an alert: it does not
 * interrupt screen readers.
 */
export function DemoNotice() {
  const demoData = usePublicConfig().data?.demoData ?? false;
  const [closed, setClosed] = useState(closedBefore);
  if (!demoData || closed) return null;
  const close = () => {
    setClosed(true);
    try {
      window.sessionStorage.setItem(CLOSED_KEY, 'true');
    } catch {
      // Storage refused (private mode): the notice stays closed until the page reloads.
    }
  };
  return (
    <Alert
      severity="info"
      role="note"
      onClose={close}
      closeText="Hide the demo data notice"
      sx={{ mb: 2 }}
      data-testid="demo-notice"
    >
      {DEMO_NOTICE_TEXT}
    </Alert>
  );
}
