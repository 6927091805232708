/**
 * The floor of the Lighthouse bench (issue #17): React and react-dom's `createRoot` rendering one
 * heading and a paragraph, nothing else — what any React page costs at least on this machine.
 */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Dutch stocks</h1>
    <p>A bare React page: the floor the app's routes are measured against.</p>
  </main>,
);
