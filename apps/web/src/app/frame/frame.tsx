import Box from '@mui/material/Box';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { ChatPanel } from './chat-panel.tsx';
import { openChatWidget } from './chat-widget.ts';
import { DemoNotice } from './demo-notice.tsx';
import { SideDrawer } from './side-drawer.tsx';
import { TopBar } from './top-bar.tsx';
import { useReloadKey } from './use-reload-key.ts';

/**
 * The signed-in frame (prospecting-core §2.2): collapsible side drawer, top bar, chat (the configured vendor's
 * widget, else the built-in panel), the demo-data notice while demo data is loaded, and the route outlet.
 * Routes whose handle sets `noBars` are shown without drawer and top bar.
 */
export function Frame() {
  const { noBars } = useRouteHandle();
  const reloadKey = useReloadKey();
  const [collapsed, setCollapsed] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const chatWidgetUrl = usePublicConfig().data?.chatWidgetUrl ?? null;
  // A configured chat vendor's widget, else the built-in panel (also when the vendor's script cannot load).
  const openChat = () => {
    if (chatWidgetUrl) void openChatWidget(chatWidgetUrl).catch(() => setChatOpen(true));
    else setChatOpen(true);
  };

  if (noBars) {
    return (
      <Box component="main" key={reloadKey} sx={{ minHeight: '100vh' }}>
        <Outlet />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SideDrawer collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar onOpenChat={openChat} />
        <Box component="main" key={reloadKey} sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <DemoNotice />
          <Outlet />
        </Box>
      </Box>
      <ChatPanel open={chatOpen} onClose={() => setChatOpen(false)} />
    </Box>
  );
}
