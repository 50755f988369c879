import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { plans } from '@/config/plans';
import type { LocalCheckoutRequest } from '../api/checkout-api';

export const LOCAL_CHECKOUT_TITLE = 'Local test checkout';
export const LOCAL_CHECKOUT_NOTICE = 'Test mode — no payment is taken';

export interface LocalCheckoutDialogProps {
  request: LocalCheckoutRequest | null;
  onPay: () => Promise<void>;
  onClose: () => void;
}

/**
 * Stands in for Paddle's overlay when the app runs on the local stack without a Paddle
 * client token (`npm run dev`): Pay makes the stack's Paddle stand-in send signed
 * subscription events to the real paddle-webhook, so Pro comes the way it does in
 * production. Clearly labelled: nothing is charged.
 */
export function LocalCheckoutDialog({ request, onPay, onClose }: LocalCheckoutDialogProps) {
  const [paying, setPaying] = useState(false);
  const pro = plans.pro;

  async function pay() {
    setPaying(true);
    try {
      await onPay();
    } finally {
      setPaying(false);
    }
  }

  return (
    <Dialog
      open={request !== null}
      title={LOCAL_CHECKOUT_TITLE}
      onClose={onClose}
      dismissible={!paying}
      showCloseButton
    >
      <Notice tone="info">{LOCAL_CHECKOUT_NOTICE}</Notice>
      <dl className="mt-4 space-y-2 text-sm text-neutral-700">
        <div className="flex justify-between gap-4">
          <dt>Plan</dt>
          <dd className="font-semibold text-neutral-900">
            {pro.name} {pro.priceLabel}
            {pro.period}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>E-mail</dt>
          <dd className="font-semibold break-all text-neutral-900">{request?.email}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={paying}>
          Cancel
        </Button>
        <Button onClick={() => void pay()} busy={paying}>
          Pay
        </Button>
      </div>
    </Dialog>
  );
}
