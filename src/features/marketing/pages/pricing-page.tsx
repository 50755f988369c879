import { FREE_DAILY_SEARCHES } from '@rules';
import { PageMeta } from '@/components/seo/page-meta';
import { Button, ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths, type AuthLocationState } from '@/config/paths';
import { planList, plans, type PlanId } from '@/config/plans';
import { FaqList, faqPageJsonLd } from '../components/faq-list';
import { CurrentPlanStatus, PlanCard } from '../components/plan-card';
import { pricingFaq } from '../content/faq';
import { SectionHeading } from '../components/landing-section';

export const PRICING_DESCRIPTION = `Prospectory pricing: a Free plan with ${FREE_DAILY_SEARCHES} searches a day, or ${plans.pro.name} for ${plans.pro.priceLabel} per month with unlimited searches, advanced filters, custom lists and Excel export.`;

const signUp: AuthLocationState = { showSignup: true };

/** What a plan card's button does for the current viewer (spec 4). */
export interface PricingButton {
  label: string;
  action: 'signup' | 'already-subscribed' | 'checkout' | 'manage';
}

/**
 * The buttons' behaviour, given by the app: features do not import each other, so the
 * route composes this page with billing's checkout (src/app/routes/pricing-route.tsx).
 */
export interface PricingCheckout {
  buttonFor: (plan: PlanId) => PricingButton;
  /** The plan whose checkout is opening ("Opening checkout..."), if any. */
  opening: PlanId | null;
  /** An info message shown on the page (already subscribed). */
  notice: string | null;
  choose: (plan: PlanId) => Promise<void>;
}

/**
 * /pricing (spec 2): the two plan cards from the one plan definition and a three-question
 * FAQ. Button labels and actions follow spec 4.
 */
export function PricingPage({ checkout }: { checkout: PricingCheckout }) {
  const { buttonFor, opening, notice, choose } = checkout;
  return (
    <>
      <PageMeta
        title="Pricing"
        description={PRICING_DESCRIPTION}
        path={paths.pricing.getHref()}
        jsonLd={faqPageJsonLd(pricingFaq)}
      />
      <section className="from-brand-50 bg-gradient-to-b to-white">
        <div className="max-w-page mx-auto w-full px-4 pt-16 pb-8 text-center sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-neutral-900 sm:text-5xl">
            Simple, transparent pricing
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-neutral-700">
            Start with the Free plan and upgrade to Pro when you need unlimited searches, filters,
            lists and Excel export.
          </p>
        </div>
      </section>
      <div className="max-w-page mx-auto w-full px-4 pb-16 sm:px-6 lg:px-8">
        {notice && (
          <Notice tone="info" className="mx-auto mb-8 max-w-4xl">
            {notice}
          </Notice>
        )}
        <div className="mx-auto mt-4 grid max-w-4xl gap-8 md:grid-cols-2">
          {planList.map((plan) => {
            const button = buttonFor(plan.id);
            const busy = opening === plan.id;
            const variant = plan.id === 'pro' ? 'primary' : 'secondary';
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                headingLevel="h2"
                action={
                  // The viewer's own plan is a state, not a button; navigation is a link
                  // (spec 2: "a Start Free link to /auth"); checkout is an action.
                  button.action === 'already-subscribed' ? (
                    <CurrentPlanStatus label={button.label} />
                  ) : button.action === 'signup' || button.action === 'manage' ? (
                    <ButtonLink
                      to={
                        button.action === 'signup' ? paths.auth.getHref() : paths.account.getHref()
                      }
                      state={button.action === 'signup' ? signUp : undefined}
                      size="lg"
                      variant={variant}
                      className="w-full"
                    >
                      {button.label}
                    </ButtonLink>
                  ) : (
                    <Button
                      size="lg"
                      variant={variant}
                      className="w-full"
                      busy={busy}
                      disabled={opening !== null}
                      onClick={() => void choose(plan.id)}
                    >
                      {busy ? 'Opening checkout...' : button.label}
                    </Button>
                  )
                }
              />
            );
          })}
        </div>

        <section aria-labelledby="pricing-faq-heading" className="mx-auto mt-20 max-w-3xl">
          <SectionHeading id="pricing-faq-heading">Frequently asked questions</SectionHeading>
          <div className="mt-8">
            <FaqList items={pricingFaq} />
          </div>
        </section>
      </div>
    </>
  );
}
