// The checkout texts of the spec's error catalogue (section 8), word for word.

export const alreadySubscribedMessage = (planName: string) =>
  `You are already subscribed to the ${planName} plan.`;

export const planUnavailableMessage = (planName: string) =>
  `The ${planName} plan is not available at the moment. Please contact support.`;

export const CHECKOUT_REQUEST_ISSUE_MESSAGE =
  'There was an issue with your subscription request. You may already be subscribed to this plan or there may be a configuration issue. Please contact support if this persists.';

export const CHECKOUT_FAILED_MESSAGE =
  'Failed to open checkout. Please try again or contact support if the issue persists.';

/** Spec 8: an error whose text contains 400 gets the request-issue text, anything else the generic one. */
export function checkoutErrorMessage(error: unknown): string {
  const text =
    error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);
  return text.includes('400') ? CHECKOUT_REQUEST_ISSUE_MESSAGE : CHECKOUT_FAILED_MESSAGE;
}
