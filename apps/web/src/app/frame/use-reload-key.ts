import { useState } from 'react';
import { type Location, useLocation } from 'react-router';

const urlOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

/**
 * A key for the route outlet that changes when the user navigates to the URL already shown, so that the
 * page is mounted again and reloads its data (prospecting-core §2.1 'Navigating to the same route reloads it').
 * Query-only changes made by a page itself (paging, filters) keep the key, so the page keeps its state.
 */
export function useReloadKey(): string {
  const location = useLocation();
  const [seen, setSeen] = useState({ key: location.key, url: urlOf(location), reloads: 0 });
  let reloads = seen.reloads;
  if (seen.key !== location.key) {
    const url = urlOf(location);
    if (url === seen.url) reloads += 1;
    setSeen({ key: location.key, url, reloads });
  }
  return `${location.pathname}#${reloads}`;
}
