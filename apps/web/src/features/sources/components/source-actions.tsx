import { SOURCE_TEXTS, type Source } from '@agencyscout/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { usePollSource, useRemoveSource, useSetSourceEnabled } from '../api.ts';
import { canResume, sourceTitle } from '../source-display.ts';

interface Action {
  key: string;
  /** Visible text (button) or tooltip (icon). */
  text: string;
  /** The icon button's accessible name, naming the source (the detail's buttons sit under its name). */
  label: string;
  icon: typeof SyncOutlined;
  color?: 'error';
  run: () => void;
}

/** Remove after a confirmation; `onRemoved` runs once the source is gone. */
function useRemoveWithConfirmation(source: Source, onRemoved?: () => void) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveSource();
  const title = sourceTitle(source);
  const confirm = () =>
    remove.mutate(source, {
      onSuccess: (answer) => {
        setConfirming(false);
        notify({ message: answer.message || SOURCE_TEXTS.deleted, severity: 'success' });
        onRemoved?.();
      },
      onError: () => setConfirming(false),
    });
  const dialog = (
    <ConfirmDialog
      open={confirming}
      title="Remove source"
      text={`Remove ${title}? It is no longer polled; the leads it brought in stay.`}
      confirmLabel="Remove"
      pending={remove.isPending}
      onCancel={() => setConfirming(false)}
      onConfirm={confirm}
    />
  );
  return { ask: () => setConfirming(true), dialog, pending: remove.isPending };
}

/** Poll now, Pause or Resume, and Remove for one source, with their snackbars. */
function useSourceActions(source: Source, onRemoved?: () => void) {
  const poll = usePollSource();
  const toggle = useSetSourceEnabled();
  const removal = useRemoveWithConfirmation(source, onRemoved);
  const title = sourceTitle(source);
  const resume = canResume(source);
  const pollNow = () =>
    poll.mutate(source, {
      onSuccess: (answer) => notify({ message: answer.message || SOURCE_TEXTS.pollQueued, severity: 'success' }),
    });
  const setEnabled = () =>
    toggle.mutate(
      { id: source.id, enabled: resume },
      {
        onSuccess: () => notify({ message: resume ? SOURCE_TEXTS.resumed : SOURCE_TEXTS.paused, severity: 'success' }),
      },
    );
  const verb = resume ? 'Resume' : 'Pause';
  const actions: Action[] = [
    { key: 'poll', text: 'Poll now', label: `Poll ${title} now`, icon: SyncOutlined, run: pollNow },
    {
      key: 'toggle',
      text: verb,
      label: `${verb} ${title}`,
      icon: resume ? PlayCircleOutlined : PauseCircleOutlined,
      run: setEnabled,
    },
    { key: 'remove', text: 'Remove', label: `Remove ${title}`, icon: DeleteOutlined, color: 'error', run: removal.ask },
  ];
  const pending = poll.isPending || toggle.isPending || removal.pending;
  return { actions, dialog: removal.dialog, pending };
}

/** Keeps a click on an action or in its dialog (a portal, but inside the row for React) off the row. */
const keepInside = (event: MouseEvent) => event.stopPropagation();

/** The row's actions as icon buttons, each named for its source. */
export function SourceRowActions({ source }: { source: Source }) {
  const { actions, dialog, pending } = useSourceActions(source);
  return (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }} onClick={keepInside}>
      {actions.map((action) => (
        <Tooltip key={action.key} title={action.text}>
          <span>
            <IconButton
              size="small"
              aria-label={action.label}
              color={action.color}
              disabled={pending}
              onClick={action.run}
            >
              <action.icon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ))}
      {dialog}
    </Stack>
  );
}

/** The detail's actions as labelled buttons; `onRemoved` closes the detail once the source is gone. */
export function SourceDetailActions({ source, onRemoved }: { source: Source; onRemoved: () => void }) {
  const { actions, dialog, pending } = useSourceActions(source, onRemoved);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="small"
          variant="outlined"
          color={action.color}
          startIcon={<action.icon />}
          disabled={pending}
          onClick={action.run}
        >
          {action.text}
        </Button>
      ))}
      {dialog}
    </Stack>
  );
}
