import { ArrowRight, Quote } from 'lucide-react';
import { PageMeta, SITE_NAME, absoluteUrl } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { paths, type AuthLocationState } from '@/config/paths';
import { planList } from '@/config/plans';
import { planButtonLabel } from '@/domain/plan-button-label';
import { FaqList, faqPageJsonLd } from '../components/faq-list';
import { LandingSection } from '../components/landing-section';
import { PlanCard } from '../components/plan-card';
import { ResultsPreview } from '../components/results-preview';
import { StarRating } from '../components/star-rating';
import { landingFaq } from '../content/faq';
import { features, testimonials } from '../content/landing';

const DESCRIPTION =
  'Search local businesses by location and type, get verified phone numbers, emails and Instagram profiles, build prospect lists and export them to Excel. Start free.';

const signUp: AuthLocationState = { showSignup: true };

const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: absoluteUrl('/'),
  logo: absoluteUrl('/icon-512.png'),
};

/**
 * `/` for signed-out visitors (spec 1): hero with the two calls to action, the feature
 * grid, testimonials, the two plans, the rating claim and a four-question FAQ. This page
 * is in the entry chunk, so it must stay light: no data, no supabase-js.
 */
export function LandingPage() {
  return (
    <>
      <PageMeta
        title="Find verified local business contacts"
        description={DESCRIPTION}
        path={paths.home.getHref()}
        jsonLd={[organizationJsonLd, faqPageJsonLd(landingFaq)]}
      />

      <section className="from-brand-50 bg-gradient-to-b to-white">
        <div className="max-w-page mx-auto grid w-full items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-neutral-900 sm:text-5xl">
              Find verified local business contacts in minutes
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-neutral-700">
              Search local businesses by location and type, get their phone numbers, emails and
              Instagram profiles, and turn them into prospect lists you can export to Excel.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink
                to={paths.auth.getHref()}
                state={signUp}
                size="lg"
                icon={<ArrowRight aria-hidden="true" className="order-last size-5" />}
              >
                Start Free
              </ButtonLink>
              <ButtonLink to={paths.pricing.getHref()} size="lg" variant="secondary">
                View Pricing
              </ButtonLink>
            </div>
            <div className="mt-6">
              <StarRating />
            </div>
          </div>
          <ResultsPreview />
        </div>
      </section>

      <LandingSection
        id="features-heading"
        title="Everything you need to prospect local businesses"
        intro="From the first search to a clean spreadsheet for your team."
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-card border border-neutral-200 bg-white p-6">
              <span className="rounded-control bg-brand-50 text-brand-700 inline-flex size-10 items-center justify-center">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-neutral-900">{title}</h3>
              <p className="mt-2 text-base leading-7 text-neutral-700">{description}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection id="testimonials-heading" title="Loved by sales teams and marketers" tinted>
        <div className="mt-4 flex justify-center">
          <StarRating />
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="rounded-card shadow-card flex h-full flex-col border border-neutral-200 bg-white p-6">
                <Quote aria-hidden="true" className="text-brand-600 size-6" />
                <blockquote className="mt-4 flex-1 text-base leading-7 text-neutral-800">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="block font-semibold text-neutral-900">{item.name}</span>
                  <span className="text-neutral-600">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection
        id="pricing-heading"
        title="Simple pricing"
        intro="Start free, upgrade when you need more. Cancel any time."
      >
        <div className="mx-auto mt-12 grid max-w-4xl gap-8 md:grid-cols-2">
          {planList.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={
                <ButtonLink
                  to={paths.auth.getHref()}
                  state={signUp}
                  size="lg"
                  variant={plan.id === 'pro' ? 'primary' : 'secondary'}
                  className="w-full"
                >
                  {plan.id === 'free' ? 'Start Free' : planButtonLabel(plan.id, plan.name, null)}
                </ButtonLink>
              }
            />
          ))}
        </div>
        <p className="mt-8 text-center">
          <ButtonLink to={paths.pricing.getHref()} variant="ghost">
            Compare plans and read the pricing FAQ
          </ButtonLink>
        </p>
      </LandingSection>

      <LandingSection id="faq-heading" title="Frequently asked questions" tinted narrow>
        <div className="mt-8">
          <FaqList items={landingFaq} />
        </div>
      </LandingSection>

      <section className="bg-brand-700 py-16">
        <div className="mx-auto w-full max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <h2 className="text-3xl font-bold tracking-tight text-white">
            Your next customers are already on the map
          </h2>
          <p className="text-brand-50 mt-4 text-lg">
            Create a free account and run your first search in under a minute.
          </p>
          <ButtonLink
            to={paths.auth.getHref()}
            state={signUp}
            size="lg"
            variant="secondary"
            className="mt-8"
          >
            Start Free
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
