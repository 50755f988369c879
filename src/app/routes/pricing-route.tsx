import { LocalCheckoutDialog } from '@/features/billing/components/local-checkout-dialog';
import { usePlanCheckout } from '@/features/billing/hooks/use-plan-checkout';
import { PricingPage } from '@/features/marketing/pages/pricing-page';

/** /pricing: the marketing page with billing's checkout behind its plan buttons. */
export function PricingRoute() {
  const checkout = usePlanCheckout();
  return (
    <>
      <PricingPage checkout={checkout} />
      <LocalCheckoutDialog
        request={checkout.localCheckout}
        onPay={checkout.payLocal}
        onClose={checkout.closeLocalCheckout}
      />
    </>
  );
}
