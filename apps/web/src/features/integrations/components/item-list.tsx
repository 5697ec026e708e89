import type { IntegrationItem } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntegrationItems, useSync, useUpdateVisibility } from '../api.ts';

interface ItemListProps {
  title: string;
  /** e.g. 'hubspot/getAllUsers'. */
  listPath: string;
  /** e.g. 'hubspot/syncUsers'. */
  syncPath: string;
  itemType: number;
  /** The provider kind, where items of the type come from several providers (email campaigns). */
  kind?: number;
}

function label(item: IntegrationItem): string {
  return item.Email && item.Email !== item.name ? `${item.name} (${item.Email})` : item.name;
}

/**
 * One synced list (§2): Sync fetches from the provider and reloads the list; each item can be shown or hidden
 * (updateConnectorValueToUser with the visible ConnectorValueIds of the type).
 */
export function ItemList({ title, listPath, syncPath, itemType, kind }: ItemListProps) {
  const items = useIntegrationItems(listPath);
  const sync = useSync();
  const update = useUpdateVisibility();
  const visible = (items.data ?? []).filter((item) => item.visible).map((item) => item.ConnectorValueId);
  const toggle = (id: number, on: boolean) => {
    const ids = on ? [...visible, id] : visible.filter((candidate) => candidate !== id);
    update.mutate({ connectorValueType: itemType, kind, ids });
  };
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button variant="outlined" onClick={() => sync.mutate(syncPath)} disabled={sync.isPending}>
          {sync.isPending ? <CircularProgress size={18} aria-label={`Syncing ${title}`} /> : `Sync ${title}`}
        </Button>
      </Stack>
      {items.data?.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing synced yet: use Sync {title}.
        </Typography>
      ) : null}
      <Stack data-testid={`items-${itemType}`}>
        {(items.data ?? []).map((item) => (
          <FormControlLabel
            key={item.ConnectorValueId}
            control={
              <Checkbox
                checked={item.visible}
                onChange={(event) => toggle(item.ConnectorValueId, event.target.checked)}
              />
            }
            label={label(item)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
