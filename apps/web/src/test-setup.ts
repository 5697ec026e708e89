import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load on first use (React Router `lazy`): the first visit of a route waits for its module, which the
// test runner transforms on demand; find*/waitFor allow for that.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
