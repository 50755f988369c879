import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RedirectIfSignedIn } from '../guards/redirect-if-signed-in';
import { RequireAuth } from '../guards/require-auth';
import { RootLayout } from '../layout/root-layout';
import { HomeRoute } from './home-route';
import { RouteError } from './route-error';

// THE route table of spec section 2. Pages other than the landing page are code-split:
// a visitor of `/` downloads none of them.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: paths.pricing.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/pricing-page')).PricingPage,
        }),
      },
      {
        path: paths.blog.path,
        lazy: async () => ({
          Component: (await import('@/features/blog/pages/blog-list-page')).BlogListPage,
        }),
      },
      {
        path: paths.blogPost.path,
        lazy: async () => ({
          Component: (await import('@/features/blog/pages/blog-post-page')).BlogPostPage,
        }),
      },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.auth.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/auth-page')).AuthPage,
            }),
          },
        ],
      },
      {
        path: paths.forgotPassword.path,
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/forgot-password-page'))
            .ForgotPasswordPage,
        }),
      },
      {
        path: paths.resetPassword.path,
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: paths.terms.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/terms-page')).TermsPage,
        }),
      },
      {
        path: paths.privacy.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/privacy-page')).PrivacyPage,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.paymentSuccess.path,
            lazy: async () => ({
              Component: (await import('@/features/billing/pages/payment-success-page'))
                .PaymentSuccessPage,
            }),
          },
          {
            path: paths.paymentFailure.path,
            lazy: async () => ({
              Component: (await import('@/features/billing/pages/payment-failure-page'))
                .PaymentFailurePage,
            }),
          },
          {
            path: paths.dashboard.path,
            lazy: async () => ({
              Component: (await import('@/features/search/pages/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: paths.lists.path,
            lazy: async () => ({
              Component: (await import('@/features/lists/pages/lists-page')).ListsPage,
            }),
          },
          {
            path: paths.listDetail.path,
            lazy: async () => ({
              Component: (await import('@/features/lists/pages/list-detail-page')).ListDetailPage,
            }),
          },
          {
            path: paths.account.path,
            lazy: async () => ({
              Component: (await import('@/features/account/pages/account-page')).AccountPage,
            }),
          },
          {
            path: paths.help.path,
            lazy: async () => ({
              Component: (await import('@/features/help/pages/help-page')).HelpPage,
            }),
          },
        ],
      },
      // Spec 2: any other path redirects to /.
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];
