import { ACCOUNT_TEXTS } from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout.tsx';
import { SECTIONS } from '../../../lib/sections.ts';
import { RequestsTab } from './requests-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';

type AccountTab = 'settings' | 'requests';

/** `/account?tab=settings|requests` (outreach-integrations-admin §2 'Account Settings'). */
export function AccountScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AccountTab = searchParams.get('tab') === 'requests' ? 'requests' : 'settings';
  return (
    <PageLayout section={SECTIONS.account}>
      <Tabs
        value={tab}
        onChange={(_event, next: AccountTab) => setSearchParams({ tab: next }, { replace: true })}
        aria-label="Account tabs"
        sx={{ mb: 2 }}
      >
        <Tab
          value="settings"
          label={ACCOUNT_TEXTS.settingsTab}
          id="account-tab-settings"
          aria-controls="account-panel"
        />
        <Tab
          value="requests"
          label={ACCOUNT_TEXTS.requestsTab}
          id="account-tab-requests"
          aria-controls="account-panel"
        />
      </Tabs>
      <Box id="account-panel" role="tabpanel" aria-labelledby={`account-tab-${tab}`}>
        {tab === 'settings' ? <SettingsTab /> : <RequestsTab />}
      </Box>
    </PageLayout>
  );
}
