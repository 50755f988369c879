import { Crown } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { listsTexts } from '../texts';

/** Spec 2: non-Pro users see "Lists Available with Pro" on /lists. */
export function ListsUpsell({ hasLists }: { hasLists: boolean }) {
  return (
    <section
      aria-labelledby="lists-upsell-title"
      className="rounded-card border-pro-200 bg-pro-100/60 border p-6 text-center"
    >
      <Crown aria-hidden="true" className="text-pro-600 mx-auto mb-2 size-7" />
      <h2 id="lists-upsell-title" className="text-lg font-semibold text-neutral-900">
        {listsTexts.upsellTitle}
      </h2>
      <p className="mx-auto mt-1 max-w-xl text-sm text-neutral-700">{listsTexts.upsellText}</p>
      {hasLists && <p className="mt-1 text-sm text-neutral-700">{listsTexts.upsellKept}</p>}
      <ButtonLink to={paths.pricing.getHref()} variant="pro" className="mt-4">
        {listsTexts.upgrade}
      </ButtonLink>
    </section>
  );
}
