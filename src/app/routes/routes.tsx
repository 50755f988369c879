import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, Navigate, type Params, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { prefetchPost, prefetchPostList } from '@/features/blog/api/blog-api';
import { lazyComponent, type PreloadableComponent } from '@/lib/lazy-component';
import { RedirectIfSignedIn } from '../guards/redirect-if-signed-in';
import { RequireAuth } from '../guards/require-auth';
import { RootLayout } from '../layout/root-layout';
import { HomeRoute } from './home-route';
import { RouteError } from './route-error';

type PreloadablePage = PreloadableComponent<object> & {
  /** Starts the page's data read, for the page to take once it renders. */
  prefetch?: (params: Params) => void;
};

/**
 * A code-split page over a named export (the root layout holds the Suspense). main.tsx
 * preloads the first page before the first render, so a visitor never sees a spinner
 * replace the page and the first render is one piece.
 */
function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  prefetch?: (params: Params) => void,
): PreloadablePage {
  const Page: PreloadablePage = lazyComponent(() =>
    load().then((module) => module[name] as ComponentType),
  );
  Page.prefetch = prefetch;
  return Page;
}

/**
 * Starts loading the page chunks `pathname` needs, and the page's data alongside (the blog's
 * posts: their text is what the page paints last); resolves when the chunks are there.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route, params }) => {
      const type = isValidElement(route.element) ? route.element.type : undefined;
      if (typeof type !== 'function' || !('preload' in type)) return undefined;
      const page = type as PreloadablePage;
      page.prefetch?.(params);
      return page.preload();
    }),
  );
}

const PricingPage = lazyPage(() => import('./pricing-route'), 'PricingRoute');
const BlogListPage = lazyPage(
  () => import('@/features/blog/pages/blog-list-page'),
  'BlogListPage',
  prefetchPostList,
);
const BlogPostPage = lazyPage(
  () => import('@/features/blog/pages/blog-post-page'),
  'BlogPostPage',
  ({ slug }) => slug && prefetchPost(slug),
);
const AuthPage = lazyPage(() => import('@/features/auth/pages/auth-page'), 'AuthPage');
const ForgotPasswordPage = lazyPage(
  () => import('@/features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const TermsPage = lazyPage(() => import('@/features/marketing/pages/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(
  () => import('@/features/marketing/pages/privacy-page'),
  'PrivacyPage',
);
const PaymentSuccessPage = lazyPage(
  () => import('@/features/billing/pages/payment-success-page'),
  'PaymentSuccessPage',
);
const PaymentFailurePage = lazyPage(
  () => import('@/features/billing/pages/payment-failure-page'),
  'PaymentFailurePage',
);
const DashboardPage = lazyPage(() => import('./dashboard-route'), 'DashboardRoute');
const ListsPage = lazyPage(() => import('@/features/lists/pages/lists-page'), 'ListsPage');
const ListDetailPage = lazyPage(
  () => import('@/features/lists/pages/list-detail-page'),
  'ListDetailPage',
);
const LeadsPage = lazyPage(() => import('@/features/lists/pages/leads-page'), 'LeadsPage');
const AccountPage = lazyPage(() => import('@/features/account/pages/account-page'), 'AccountPage');
const HelpPage = lazyPage(() => import('@/features/help/pages/help-page'), 'HelpPage');

// THE route table of spec section 2. Pages other than the landing page are code-split:
// a visitor of `/` downloads none of them. Pages are React.lazy elements rather than
// data-router `lazy` routes so the app can run on the declarative <BrowserRouter> (see
// router.tsx); tests still mount this same table in a memory data router.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: paths.pricing.path,
        element: <PricingPage />,
      },
      {
        path: paths.blog.path,
        element: <BlogListPage />,
      },
      {
        path: paths.blogPost.path,
        element: <BlogPostPage />,
      },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.auth.path,
            element: <AuthPage />,
          },
        ],
      },
      {
        path: paths.forgotPassword.path,
        element: <ForgotPasswordPage />,
      },
      {
        path: paths.resetPassword.path,
        element: <ResetPasswordPage />,
      },
      {
        path: paths.terms.path,
        element: <TermsPage />,
      },
      {
        path: paths.privacy.path,
        element: <PrivacyPage />,
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.paymentSuccess.path,
            element: <PaymentSuccessPage />,
          },
          {
            path: paths.paymentFailure.path,
            element: <PaymentFailurePage />,
          },
          {
            path: paths.dashboard.path,
            element: <DashboardPage />,
          },
          {
            path: paths.lists.path,
            element: <ListsPage />,
          },
          {
            path: paths.listDetail.path,
            element: <ListDetailPage />,
          },
          {
            path: paths.leads.path,
            element: <LeadsPage />,
          },
          {
            path: paths.account.path,
            element: <AccountPage />,
          },
          {
            path: paths.help.path,
            element: <HelpPage />,
          },
        ],
      },
      // Spec 2: any other path redirects to /.
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];
