import { useState } from 'react';

/**
 * True from the first time `open` is true. A row's menu or dialog is mounted when first opened and then kept (so
 * its closing transition still plays), instead of every row of a list mounting its closed overlays up front: a
 * page of 25 contact cards held some 150 closed menus and dialogs (docs/performance.md 'Contact search and tips').
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
