import { INTERACTION_TEXTS, INTERACTION_TYPE_IDS, type Interaction, interactionTone } from '@agencyscout/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { notify } from '../../../lib/notifications.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { useDeleteInteraction } from '../api.ts';

const CHIP_COLORS = { error: 'error', primary: 'primary', grey: 'default' } as const;

/** A type chip in the interaction's colour (§2: error for Do Not Contact, primary when contact was made). */
export function InteractionChip({ interaction }: { interaction: Interaction }) {
  const dnc = interaction.interactionTypeId === INTERACTION_TYPE_IDS.doNotContact;
  return (
    <Chip
      size="small"
      color={CHIP_COLORS[interactionTone(interaction)]}
      variant={dnc ? 'filled' : 'outlined'}
      label={dnc ? INTERACTION_TEXTS.dncChip : interaction.interactionType.text}
      title={interaction.interactionType.text}
    />
  );
}

function InteractionRow({ interaction, onDelete }: { interaction: Interaction; onDelete: () => void }) {
  return (
    <ListItem divider disableGutters sx={{ display: 'block' }} data-testid="interaction">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <InteractionChip interaction={interaction} />
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {formatDisplayDate(interaction.createdDate)} · {interaction.userEmail}
          {interaction.madeContact ? ` · ${INTERACTION_TEXTS.madeContact}` : ''}
        </Typography>
        <Tooltip title="Delete interaction">
          <IconButton size="small" onClick={onDelete} aria-label={`Delete ${interaction.interactionType.text} entry`}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {interaction.notes ? (
        // Plain text: rendered as text, never as HTML.
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
          {interaction.notes}
        </Typography>
      ) : null}
      {interaction.jobleads.map((lead) => (
        <Link key={lead.id} component={RouterLink} to={`/leads/${lead.id}`} variant="body2" sx={{ mr: 1 }}>
          {lead.title}
        </Link>
      ))}
    </ListItem>
  );
}

/** The contact's log, newest first; deleting asks first and the section collapses when none remain (§2). */
export function InteractionLog({ interactions }: { interactions: readonly Interaction[] }) {
  const [pending, setPending] = useState<Interaction | null>(null);
  const remove = useDeleteInteraction();
  const dialogMounted = useOpenedOnce(pending !== null);
  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.contactInteractionId, {
      onSuccess: () => notify({ message: pending.interactionType.deletedMessage, severity: 'success' }),
      onSettled: () => setPending(null),
    });
  };
  return (
    <>
      <Collapse in={interactions.length > 0} unmountOnExit>
        <List dense disablePadding aria-label="Interactions" sx={{ mt: 1 }}>
          {interactions.map((interaction) => (
            <InteractionRow
              key={interaction.contactInteractionId}
              interaction={interaction}
              onDelete={() => setPending(interaction)}
            />
          ))}
        </List>
      </Collapse>
      {dialogMounted ? (
        <ConfirmDialog
          open={pending !== null}
          title={INTERACTION_TEXTS.confirmDeleteTitle}
          text={INTERACTION_TEXTS.confirmDeleteText}
          pending={remove.isPending}
          onCancel={() => setPending(null)}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}
