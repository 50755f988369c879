import { Check, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { PlanBadge } from '@/components/ui/plan-badge';
import { FREE_DAILY_SEARCHES } from '@rules';
import { plans } from '@/config/plans';
import { useFreeSearchLimit } from '@/lib/search-limit/use-free-search-limit';
import type { Plan } from '@/domain/profile';
import { formatLongDate } from '@/lib/format';

export interface CurrentPlanCardProps {
  plan: Plan;
  cancelled: boolean;
  /** subscription_ends_at, shown for Pro only. */
  endsAt: string | null;
  /** Free users' searches used today; null hides the usage bar. */
  searchesUsedToday: number | null;
  actions: ReactNode;
}

/** Spec 2 /account "Current Plan": name, price, features, billing date, usage, actions. */
export function CurrentPlanCard({
  plan,
  cancelled,
  endsAt,
  searchesUsedToday,
  actions,
}: CurrentPlanCardProps) {
  const definition = plans[plan];
  const endDate = plan === 'pro' ? formatLongDate(endsAt) : '';
  // The database holds the limit; the plan definition's figure stands in until it answers.
  const limit = useFreeSearchLimit(plan === 'free') ?? FREE_DAILY_SEARCHES;
  const used = Math.min(searchesUsedToday ?? 0, limit);
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-neutral-900">
          <CreditCard aria-hidden="true" className="text-brand-600 size-5" />
          Current Plan
        </h2>
        <PlanBadge plan={plan} />
      </div>
      <p className="mt-4 text-2xl font-semibold text-neutral-900">
        {definition.name}{' '}
        <span className="text-base font-normal text-neutral-600">
          {definition.priceLabel}
          {definition.period}
        </span>
      </p>
      <ul className="mt-4 space-y-2 text-sm text-neutral-700">
        {definition.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="text-success-600 mt-0.5 size-4 shrink-0" />
            {feature}
          </li>
        ))}
      </ul>

      {endDate && (
        <div className="rounded-control mt-5 bg-neutral-50 p-4 text-sm">
          <p className="text-neutral-600">{cancelled ? 'Pro Access Until' : 'Next Billing Date'}</p>
          <p className="font-semibold text-neutral-900">{endDate}</p>
          {cancelled && (
            <p className="mt-2 text-neutral-700">
              Your subscription has been cancelled. After this date your account will be downgraded
              to the Free plan.
            </p>
          )}
        </div>
      )}

      {searchesUsedToday !== null && (
        <div className="mt-5">
          <div className="flex items-center justify-between text-sm">
            <span id="usage-label" className="font-medium text-neutral-700">
              Today&apos;s Usage
            </span>
            <span className="text-neutral-700">
              {used}/{limit} searches
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="usage-label"
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={used}
            aria-valuetext={`${used} of ${limit} searches used`}
            className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-200"
          >
            <div
              className={used >= limit ? 'bg-pro-500 h-full' : 'bg-brand-600 h-full'}
              style={{ width: `${(used / limit) * 100}%` }}
            />
          </div>
        </div>
      )}

      <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
    </Card>
  );
}
