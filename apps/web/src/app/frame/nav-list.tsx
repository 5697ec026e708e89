import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { entryTitle, type NavEntry, type NavGroup } from './navigation-model.ts';

/** The hover info popup of an entry (§2.2): the NAV_INFO text, or the title alone while the drawer is collapsed. */
function entryInfo(entry: NavEntry, collapsed: boolean): ReactNode {
  const info = entry.kind === 'section' ? entry.section.info : entry.subtitle;
  if (!info) return collapsed ? entryTitle(entry) : '';
  return (
    <Box sx={{ p: 0.5, maxWidth: 240 }}>
      <Typography variant="subtitle2" component="p">
        {entryTitle(entry)}
      </Typography>
      <Typography variant="body2" component="p">
        {info}
      </Typography>
    </Box>
  );
}

const itemSx = { minHeight: 40, borderRadius: 1, mx: 1, px: 1.5, py: 0.25 } as const;

function NavItem({ entry, collapsed }: { entry: NavEntry; collapsed: boolean }) {
  const { pathname } = useLocation();
  const title = entryTitle(entry);
  const Icon = entry.kind === 'section' ? entry.section.icon : entry.icon;
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {collapsed ? null : (
        <ListItemText
          primary={title}
          secondary={entry.kind === 'external' ? entry.subtitle : undefined}
          slotProps={{ primary: { noWrap: true, variant: 'body2' }, secondary: { noWrap: true, variant: 'caption' } }}
        />
      )}
      {!collapsed && entry.kind === 'external' ? <OpenInNew fontSize="inherit" color="action" /> : null}
    </>
  );
  const button =
    entry.kind === 'section' ? (
      <ListItemButton
        component={NavLink}
        to={entry.section.path}
        aria-label={title}
        selected={pathname === entry.section.path || pathname.startsWith(`${entry.section.path}/`)}
        sx={itemSx}
      >
        {content}
      </ListItemButton>
    ) : (
      <ListItemButton
        component="a"
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        // Expanded, the visible title and subtitle name the link (axe 'label-content-name-mismatch').
        aria-label={collapsed ? title : undefined}
        sx={itemSx}
      >
        {content}
      </ListItemButton>
    );
  return (
    <ListItem disablePadding>
      <Tooltip title={entryInfo(entry, collapsed)} placement="right" describeChild enterDelay={200}>
        {button}
      </Tooltip>
    </ListItem>
  );
}

/**
 * The side navigation's groups and entries (§2.2); every entry is a link named by its title. A group's title and
 * the divider between groups sit outside its list, which holds only list items (axe 'list').
 */
export function NavList({ groups, collapsed }: { groups: NavGroup[]; collapsed: boolean }) {
  return (
    <Box component="nav" aria-label="Main navigation">
      {groups.map((group, index) => {
        const titleId = group.title && !collapsed ? `nav-group-${index}` : undefined;
        return (
          <Box key={group.title ?? `group-${index}`} sx={{ py: 0.5 }}>
            {index > 0 && (collapsed || !group.title) ? <Divider sx={{ my: 0.5, mx: 2 }} /> : null}
            {titleId ? (
              <ListSubheader id={titleId} component="div" disableSticky sx={{ bgcolor: 'transparent' }}>
                {group.title}
              </ListSubheader>
            ) : null}
            <List dense disablePadding aria-labelledby={titleId}>
              {group.entries.map((entry) => (
                <NavItem
                  key={entryTitle(entry) + (entry.kind === 'section' ? entry.section.path : '')}
                  entry={entry}
                  collapsed={collapsed}
                />
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}
