import { Crown } from 'lucide-react';
import { plans } from '@/config/plans';
import type { Plan } from '@/domain/profile';
import { Badge } from './badge';

/** The effective plan's name: Free in neutral, Pro in the pro colour (ui.md). */
export function PlanBadge({ plan, className }: { plan: Plan; className?: string }) {
  if (plan === 'pro') {
    return (
      <Badge tone="pro" className={className}>
        <Crown aria-hidden="true" className="size-3" />
        {plans.pro.name}
      </Badge>
    );
  }
  return (
    <Badge tone="neutral" className={className}>
      {plans.free.name}
    </Badge>
  );
}
