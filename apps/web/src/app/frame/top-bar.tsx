import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { authService } from '../../lib/auth.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { CHAT_TEXTS } from '../../lib/support.ts';
import { useThemeMode } from '../theme-mode.tsx';

/** The top bar (prospecting-core §2.2): current section's icon and title, CHAT chip, dark/light toggle, Logout. */
export function TopBar({ onOpenChat }: { onOpenChat: () => void }) {
  const { section } = useRouteHandle();
  const { dark, toggle } = useThemeMode();
  const Icon = section?.icon;
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1.5 }}>
        {Icon ? <Icon color="primary" /> : null}
        <Typography data-testid="section-title" variant="h6" component="div" noWrap sx={{ fontWeight: 600 }}>
          {section?.title ?? ''}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Chip
          label={CHAT_TEXTS.chip}
          icon={<ChatOutlined />}
          color="primary"
          variant="outlined"
          onClick={onOpenChat}
          data-testid="chat-chip"
        />
        <Tooltip title={dark ? 'Switch to light mode' : 'Switch to dark mode'}>
          <IconButton onClick={toggle} aria-label="Toggle dark mode" aria-pressed={dark}>
            {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
          </IconButton>
        </Tooltip>
        <Button
          color="inherit"
          startIcon={<Logout />}
          onClick={() => {
            void authService.signOut();
          }}
          aria-label="Logout"
        >
          Logout
        </Button>
      </Toolbar>
    </AppBar>
  );
}
