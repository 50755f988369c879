import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link
      to={paths.home.getHref()}
      className="rounded-control inline-flex items-center gap-2 text-lg font-semibold text-neutral-900"
    >
      <Compass aria-hidden="true" className="text-brand-600 size-6" />
      Prospectory
    </Link>
  );
}
