import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** The Pro feature label next to controls a free user cannot use (spec 2, ui.md). */
export function ProLabel() {
  return (
    <Badge tone="pro">
      <Crown aria-hidden="true" className="size-3" />
      Pro
    </Badge>
  );
}
