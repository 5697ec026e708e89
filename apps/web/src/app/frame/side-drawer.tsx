import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSignedInUser } from '../../lib/current-user.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { NavList } from './nav-list.tsx';
import { buildNavigation } from './navigation-model.ts';

export const DRAWER_WIDTH = 248;
export const DRAWER_COLLAPSED_WIDTH = 64;

function BuildVersion({ collapsed }: { collapsed: boolean }) {
  const config = usePublicConfig();
  const version = config.data?.version;
  return (
    <Typography
      data-testid="build-version"
      variant="caption"
      color="text.secondary"
      sx={{ display: 'block', px: 2, py: 1.5, textAlign: collapsed ? 'center' : 'left' }}
      title={version ? `Version ${version}` : undefined}
    >
      {version ? (collapsed ? `v${version}` : `Version ${version}`) : ''}
    </Typography>
  );
}

/** The collapsible side drawer (prospecting-core §2.2): brand, navigation for the user's permissions, build version. */
export function SideDrawer({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const me = useSignedInUser();
  const affiliateProgramUrl = usePublicConfig().data?.affiliateProgramUrl;
  const groups = useMemo(() => buildNavigation(me, affiliateProgramUrl), [me, affiliateProgramUrl]);
  const width = collapsed ? DRAWER_COLLAPSED_WIDTH : DRAWER_WIDTH;
  const toggleLabel = collapsed ? 'Expand navigation' : 'Collapse navigation';
  return (
    <Drawer
      variant="permanent"
      // A landmark, so the brand and the build version are inside one too (axe 'region').
      slotProps={{ paper: { component: 'aside', 'aria-label': 'Side bar' } as object }}
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          minHeight: 64,
          px: collapsed ? 0 : 2,
        }}
      >
        {collapsed ? null : (
          <Typography variant="h6" component="div" sx={{ fontWeight: 700, color: 'primary.main' }} noWrap>
            AgencyScout
          </Typography>
        )}
        <Tooltip title={toggleLabel} placement="right">
          <IconButton onClick={onToggle} aria-label={toggleLabel} size="small">
            {collapsed ? <ChevronRight /> : <ChevronLeft />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <NavList groups={groups} collapsed={collapsed} />
      </Box>
      <BuildVersion collapsed={collapsed} />
    </Drawer>
  );
}
