/**
 * The message channel to the one snackbar of the app (prospecting-core §2.2, §8): any module may `notify`,
 * the snackbar provider in app/frame subscribes and shows '{code}: {message}'.
 */
export interface Notice {
  /** HTTP status or error code shown before the message; code 409 adds the Login action. */
  code?: number | string;
  message: string;
  severity?: 'error' | 'warning' | 'info' | 'success';
}

type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();

export function notify(notice: Notice): void {
  for (const listener of listeners) listener(notice);
}

/** Subscribes to notices; returns the unsubscribe function. */
export function subscribeToNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The snackbar text: '{code}: {message}', or the message alone when there is no code (§8). */
export function formatNotice(notice: Notice): string {
  return notice.code === undefined ? notice.message : `${notice.code}: ${notice.message}`;
}

/** §8: code 409 (signed in on another device) offers a Login action that logs the user out. */
export function offersLogin(notice: Notice): boolean {
  return String(notice.code) === '409';
}
