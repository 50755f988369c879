import { UserRound } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';

export function ProfileCard({ email, memberSince }: { email: string; memberSince: string | null }) {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-neutral-900">
        <UserRound aria-hidden="true" className="text-brand-600 size-5" />
        Profile
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-neutral-600">Email</dt>
          <dd className="font-medium break-all text-neutral-900">{email}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">Member since</dt>
          <dd className="font-medium text-neutral-900">{formatLongDate(memberSince) || '—'}</dd>
        </div>
      </dl>
    </Card>
  );
}
