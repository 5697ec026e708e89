import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { usePublicConfig } from '../../../lib/public-config.ts';

/**
 * The third-party billing and signup widget (§2 'loads on this page'): its script is added only when
 * BILLING_WIDGET_URL is configured, and removed when the page is left. The CSP allows exactly that origin.
 */
export function BillingWidget() {
  const url = usePublicConfig().data?.billingWidgetUrl ?? null;
  useEffect(() => {
    if (!url) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.billingWidget = 'true';
    document.body.appendChild(script);
    return () => script.remove();
  }, [url]);
  if (!url) return null;
  return <Box id="billing-widget" data-testid="billing-widget" aria-label="Billing" component="section" />;
}
