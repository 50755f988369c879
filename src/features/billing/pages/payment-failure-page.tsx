import { CircleX } from 'lucide-react';
import { useLocation } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { PageContainer } from '@/components/ui/page-header';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { DashboardReloadButton } from '../components/dashboard-reload-button';
import type { PaymentFailureState } from '../hooks/use-plan-checkout';
import type { PaymentPageProps } from './payment-success-page';

/**
 * /payment-failure (spec 2): what went wrong (the checkout's message when it sent one),
 * common solutions, Try Again (/pricing), Return to Dashboard (full reload) and support.
 */
export function PaymentFailurePage({ reloadTo }: PaymentPageProps) {
  const location = useLocation();
  const message = (location.state as PaymentFailureState | null)?.message;
  return (
    <PageContainer>
      <PageMeta title="Payment Failed" noindex />
      <Card className="mx-auto max-w-xl p-8">
        <div className="text-center">
          <CircleX aria-hidden="true" className="text-danger-600 mx-auto size-14" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-neutral-900">
            Payment Failed
          </h1>
          <p className="mt-3 text-base text-neutral-700">
            We could not complete your payment. You have not been charged.
          </p>
        </div>
        {message && (
          <Notice tone="error" className="mt-6">
            {message}
          </Notice>
        )}
        <h2 className="mt-8 text-base font-semibold text-neutral-900">Common solutions</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-neutral-700">
          <li>Insufficient funds: check your balance or use another card.</li>
          <li>Expired card: check the expiry date or add a new card.</li>
          <li>
            A temporary issue with your payment method: wait a few minutes and try again, or ask
            your bank whether it blocked the payment.
          </li>
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.pricing.getHref()} size="lg" className="flex-1">
            Try Again
          </ButtonLink>
          <DashboardReloadButton reloadTo={reloadTo} variant="secondary" className="flex-1">
            Return to Dashboard
          </DashboardReloadButton>
        </div>
        <p className="mt-6 text-center text-sm text-neutral-700">
          Still having trouble?{' '}
          <a
            href={`mailto:${env.supportEmail}?subject=${encodeURIComponent('Payment problem')}`}
            className="text-brand-700 font-semibold underline"
          >
            Contact support
          </a>
        </p>
      </Card>
    </PageContainer>
  );
}
