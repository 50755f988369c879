import {
  ArrowLeft,
  Download,
  Filter,
  Lightbulb,
  ListChecks,
  Mail,
  Search,
  Table,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { AppPage } from '@/components/ui/page-header';
import {
  FREE_DAILY_SEARCHES,
  FREE_RESULT_COUNT,
  FREE_VISIBLE_RESULTS,
  PRO_RESULT_COUNTS,
} from '@rules';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

function Section({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-neutral-900">
        <span aria-hidden="true" className="text-brand-600 [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-sm leading-6 text-neutral-700">{children}</div>
    </Card>
  );
}

/** /help (spec 2): the guide, Pro features, tips, support contact, Back to Dashboard. */
export function HelpPage() {
  const counts = PRO_RESULT_COUNTS.join(', ');
  return (
    <AppPage
      title="Help & Support"
      subtitle="Everything you need to find, save and export the right businesses."
      actions={
        <ButtonLink
          variant="secondary"
          to={paths.dashboard.getHref()}
          icon={<ArrowLeft aria-hidden="true" className="size-4" />}
        >
          Back to Dashboard
        </ButtonLink>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Section icon={<Search />} title="Getting Started">
          <div>
            <h3 className="font-semibold text-neutral-900">Run a search</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              <li>
                Open the Dashboard and type a location, such as a city or a district. Pick one of
                the suggestions to get it exactly right.
              </li>
              <li>
                Enter the business type you are looking for, for example “dentist” or “coffee shop”.
              </li>
              <li>
                Choose how many results you want ({counts}; Free accounts get {FREE_RESULT_COUNT}).
              </li>
              <li>Press Search. Results appear below the form.</li>
            </ol>
          </div>
          <div>
            <h3 className="font-semibold text-neutral-900">Read the results</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                Each business shows its name, address, phone, email, Instagram, website, Google
                rating and number of reviews. A dash means the detail is not available.
              </li>
              <li>
                Switch between the Table and Cards views with the toggle above the results; your
                choice is remembered.
              </li>
              <li>The map icon next to a name opens the business in a maps search in a new tab.</li>
              <li>
                On the Free plan you can run {FREE_DAILY_SEARCHES} searches a day and see the first{' '}
                {FREE_VISIBLE_RESULTS} results of each search.
              </li>
            </ul>
          </div>
        </Section>

        <Section icon={<Table />} title="Pro Features">
          <ProFeature icon={Filter} title="Advanced filters">
            Keep only businesses with (or without) an email, phone, Instagram account or website,
            pick one or more rating bands, and set a minimum number of reviews. All filters apply
            together.
          </ProFeature>
          <ProFeature icon={ListChecks} title="Custom lists">
            Select businesses in your results and add them to a new or existing list. Businesses
            already in a list are skipped, so lists stay free of duplicates.
          </ProFeature>
          <ProFeature icon={Download} title="Excel export">
            Export search results or a list to an .xlsx file with one row per business, or download
            all your lists at once from Account &amp; Billing.
          </ProFeature>
        </Section>

        <Section icon={<Lightbulb />} title="Tips">
          <ul className="list-disc space-y-2 pl-5">
            <li>Search one district at a time in large cities: results are more focused.</li>
            <li>
              Try synonyms for the business type (“hair salon”, “barber”) to widen your reach.
            </li>
            <li>
              Filter for businesses with an email before exporting a list for an email campaign.
            </li>
            <li>Use a high minimum review count to find established businesses first.</li>
          </ul>
        </Section>

        <Section icon={<Mail />} title="Contact Support">
          <p>
            Questions about your account, billing or the data? Write to us at{' '}
            <a
              href={`mailto:${env.supportEmail}`}
              className="text-brand-700 hover:text-brand-800 font-medium underline"
            >
              {env.supportEmail}
            </a>
            .
          </p>
          <p>We reply typically within 24 hours during business days.</p>
        </Section>
      </div>
    </AppPage>
  );
}

/** A Pro feature of the help page: its icon, name and Pro badge, then what it does. */
function ProFeature({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div>
      <h3 className="flex items-center gap-2 font-semibold text-neutral-900">
        <Icon aria-hidden="true" className="size-4" /> {title} <Badge tone="pro">Pro</Badge>
      </h3>
      <p className="mt-1">{children}</p>
    </div>
  );
}
