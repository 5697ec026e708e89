import { SNACKBAR_TIMEOUT_MS } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { type ReactNode, useEffect, useState } from 'react';
import { authService } from '../../lib/auth.ts';
import { formatNotice, type Notice, offersLogin, subscribeToNotices } from '../../lib/notifications.ts';

interface QueuedNotice extends Notice {
  key: number;
}

/**
 * The app's one snackbar (prospecting-core §2.2, §8): shows '{code}: {message}' for SNACKBAR_TIMEOUT_MS (3000 ms),
 * one notice at a time in arrival order; code 409 adds a Login action that logs the user out.
 * Anything may post to it through lib/notifications.ts `notify`.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedNotice[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  useEffect(() => {
    let nextKey = 0;
    return subscribeToNotices((notice) => {
      nextKey += 1;
      const queued = { ...notice, key: Date.now() * 1000 + nextKey };
      setQueue((items) => [...items, queued]);
    });
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  const next = () => {
    setQueue((items) => items.slice(1));
    setOpen(true);
  };
  const login = () => {
    setOpen(false);
    void authService.signOut();
  };

  return (
    <>
      {children}
      <Snackbar
        key={current?.key}
        open={current !== undefined && open}
        autoHideDuration={SNACKBAR_TIMEOUT_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ transition: { onExited: next } }}
      >
        {current ? (
          <Alert
            severity={current.severity ?? 'error'}
            variant="filled"
            onClose={close}
            action={
              offersLogin(current) ? (
                <Button color="inherit" size="small" onClick={login}>
                  Login
                </Button>
              ) : undefined
            }
          >
            {formatNotice(current)}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
