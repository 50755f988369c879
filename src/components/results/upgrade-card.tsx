import { Lock } from 'lucide-react';
import { FREE_VISIBLE_RESULTS } from '@rules';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The centred prompt over a free user's blurred results (ui.md). */
export function UpgradeCard({ hiddenCount }: { hiddenCount: number }) {
  return (
    <div className="rounded-card shadow-dialog border-pro-200 mx-4 w-full max-w-sm border bg-white p-6 text-center">
      <Lock aria-hidden="true" className="text-pro-600 mx-auto mb-2 size-6" />
      <h3 className="text-base font-semibold text-neutral-900">
        {hiddenCount} more {hiddenCount === 1 ? 'result' : 'results'} with Pro
      </h3>
      <p className="mt-1 text-sm text-neutral-600">
        The Free plan shows the first {FREE_VISIBLE_RESULTS} results. Pro shows every result, with
        filters, lists and Excel export.
      </p>
      <ButtonLink to={paths.pricing.getHref()} variant="pro" className="mt-4">
        Upgrade to Pro
      </ButtonLink>
    </div>
  );
}
