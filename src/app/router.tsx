import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes/routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router over THE route table. Not createBrowserRouter: the data router
 * (loaders, fetchers, revalidation — none used here) adds ~16 KB gzip to every page's
 * initial JavaScript, and the landing page's budget is 100 KB (issue 4; React 19 and the
 * data router alone measured 98 KB).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
