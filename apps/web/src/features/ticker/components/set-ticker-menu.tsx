import { TICKER_MENU_MAX_HEIGHT_PX, TICKER_TEXTS } from '@agencyscout/contracts';
import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSetTicker, useTickerChoices } from '../api.ts';
import { setTickerMode, useTickerMode } from '../ticker-mode.ts';

interface SetTickerMenuProps {
  /** The current choice, marked in the list. */
  searchId: number | undefined;
  /** Show 'Use Original Ticker Interface' (§2.7). */
  showOriginalSwitch: boolean;
  /** After a new search was chosen (the strip scrolls back to its start). */
  onChosen?: () => void;
}

/**
 * 'Set Ticker' (prospecting-core §2.7): a searchable list (at most 300 px high) of the organisation's saved
 * searches; picking one stores it as the ticker's search. With `showOriginalSwitch`, the switch 'Use Original
 * Ticker Interface' turns the full (original) ticker on or off.
 */
export function SetTickerMenu({ searchId, showOriginalSwitch, onChosen }: SetTickerMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [name, setName] = useState('');
  const debounced = useDebouncedValue(name, 300);
  const choices = useTickerChoices(debounced, anchor !== null);
  const setTicker = useSetTicker();
  const mode = useTickerMode();
  const listId = useId();
  const choose = (id: number) => {
    setTicker.mutate(id, { onSuccess: () => onChosen?.() });
    setAnchor(null);
  };
  const rows = choices.data?.rows ?? [];
  return (
    <>
      <Button
        size="small"
        startIcon={<Tune />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
      >
        {TICKER_TEXTS.setTicker}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': TICKER_TEXTS.setTicker } as object }}
      >
        <Box sx={{ p: 2, width: 320 }}>
          <TextField
            size="small"
            fullWidth
            autoFocus
            label={TICKER_TEXTS.searchSearches}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { 'aria-controls': listId } }}
          />
          <List
            id={listId}
            dense
            aria-label={TICKER_TEXTS.setTicker}
            sx={{ maxHeight: TICKER_MENU_MAX_HEIGHT_PX, overflowY: 'auto' }}
          >
            {rows.map((row) => (
              <ListItemButton
                key={row.searchId}
                selected={row.searchId === searchId}
                onClick={() => choose(row.searchId)}
              >
                <ListItemText primary={row.name} secondary={row.ownerEmail} />
              </ListItemButton>
            ))}
          </List>
          {choices.isSuccess && rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {TICKER_TEXTS.noMatch}
            </Typography>
          ) : null}
          {showOriginalSwitch ? (
            <FormControlLabel
              control={
                <Switch
                  checked={mode === 'full'}
                  onChange={(event) => setTickerMode(event.target.checked ? 'full' : 'compact')}
                />
              }
              label={TICKER_TEXTS.originalInterface}
            />
          ) : null}
        </Box>
      </Popover>
    </>
  );
}
