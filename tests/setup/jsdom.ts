import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 5 s, not 1: a screen whose code loads lazily (a route, the IPO
// tab, the response schemas) can take over a second to import while three workers share two
// cores in `npm test`. A passing test returns as soon as its element is there.
configure({ asyncUtilTimeout: 5000 });

// A worker runs many files in one window (isolate: false, vitest.config.ts): what a test leaves on
// the page's root (the kit's rem, a colour scheme) is taken away with its screen.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('style');
});
