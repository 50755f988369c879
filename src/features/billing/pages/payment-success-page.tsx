import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { DashboardReloadButton } from '../components/dashboard-reload-button';
import { Card } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-header';
import { plans } from '@/config/plans';
import { useAuth } from '@/lib/auth/use-auth';

export interface PaymentPageProps {
  /** Full page navigation (tests pass a spy). */
  reloadTo?: (href: string) => void;
}

/**
 * /payment-success (spec 2): Paddle's success return. The profile is refreshed once on load
 * (the webhook may already have made the user Pro); the button goes to /dashboard with a
 * full page reload so every screen starts from the new plan.
 */
export function PaymentSuccessPage({ reloadTo }: PaymentPageProps) {
  const { refreshProfile } = useAuth();
  const refreshed = useRef(false);

  useEffect(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    void refreshProfile();
  }, [refreshProfile]);

  return (
    <PageContainer>
      <PageMeta title="Payment Successful!" noindex />
      <Card className="mx-auto max-w-xl p-8 text-center">
        <CircleCheck aria-hidden="true" className="text-success-600 mx-auto size-14" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-neutral-900">
          Payment Successful!
        </h1>
        <p className="mt-3 text-base text-neutral-700">
          Welcome to {plans.pro.name}! Your subscription is active and every Pro feature is now
          unlocked.
        </p>
        <h2 className="mt-8 text-left text-base font-semibold text-neutral-900">
          Your Pro benefits
        </h2>
        <ul className="mt-3 space-y-2 text-left text-sm text-neutral-700">
          {plans.pro.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="text-success-600 mt-0.5 size-4 shrink-0" />
              {feature}
            </li>
          ))}
        </ul>
        <DashboardReloadButton reloadTo={reloadTo} className="mt-8 w-full">
          Go to Dashboard
        </DashboardReloadButton>
      </Card>
    </PageContainer>
  );
}
