import { usePlanCheckout } from '@/features/billing/hooks/use-plan-checkout';
import { PricingPage } from '@/features/marketing/pages/pricing-page';

/** /pricing: the marketing page with billing's checkout behind its plan buttons. */
export function PricingRoute() {
  return <PricingPage checkout={usePlanCheckout()} />;
}
