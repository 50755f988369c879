import { Check, CircleCheck, Crown, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { freeMissingFeatures, type PlanDefinition } from '@/config/plans';
import { cn } from '@/lib/cn';

export interface PlanCardProps {
  plan: PlanDefinition;
  /** The card's button or link. */
  action: ReactNode;
  /** Heading level of the plan name, so the page outline stays in order. */
  headingLevel?: 'h2' | 'h3';
}

/** One plan from THE plan definition (config/plans.ts), on the landing and pricing pages. */
export function PlanCard({ plan, action, headingLevel: Heading = 'h3' }: PlanCardProps) {
  const highlighted = plan.id === 'pro';
  return (
    <div
      className={cn(
        'rounded-card shadow-card relative flex flex-col border bg-white p-6 sm:p-8',
        highlighted ? 'border-brand-600 ring-brand-600 ring-1' : 'border-neutral-200',
      )}
    >
      {highlighted && (
        <Badge tone="pro" className="absolute -top-3 left-6">
          <Crown aria-hidden="true" className="size-3" />
          Most popular
        </Badge>
      )}
      <Heading className="text-xl font-semibold text-neutral-900">{plan.name}</Heading>
      <p className="mt-1 text-sm text-neutral-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-neutral-900">
          {plan.priceLabel}
        </span>
        <span className="text-base text-neutral-600">{plan.period}</span>
      </p>
      <p className="mt-1 text-sm text-neutral-600">{plan.billingNote}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-neutral-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="text-success-600 mt-0.5 size-4 shrink-0" />
            {feature}
          </li>
        ))}
        {plan.id === 'free' &&
          freeMissingFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-neutral-600">
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-500" />
              {feature}
            </li>
          ))}
      </ul>
      <div className="mt-8">{action}</div>
    </div>
  );
}

/**
 * In place of a plan card's button when the card is the viewer's plan: a state, not an
 * action. Plain text with a check mark, out of the tab order, so it neither looks nor acts
 * pressable (issue 8).
 */
export function CurrentPlanStatus({ label }: { label: string }) {
  return (
    // The height of a large button keeps both cards' bottoms level; no fill, border or
    // pointer cursor, so nothing about it suggests pressing.
    <p className="text-success-700 flex h-12 w-full cursor-default items-center justify-center gap-2 text-base font-semibold">
      <CircleCheck aria-hidden="true" className="size-5" />
      {label}
    </p>
  );
}
