import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/routes/routes';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// index.html's title and description are for clients without JavaScript; each page renders
// its own (PageMeta), so the static pair goes to leave one title and one description.
for (const element of document.head.querySelectorAll('[data-static-head]')) element.remove();

const root = createRoot(container);
const render = () => {
  // A transition lets React render the first screen in small slices instead of one long
  // task, so the page stays responsive while it boots (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
};
// The first page's chunk is fetched before the first render (a failed fetch still renders:
// the route boundary then shows the error screen).
void preloadRoute(window.location.pathname).then(render, render);
