import { Button } from '@/components/ui/button';

/** Export and add-to-list as a non-Pro user sees them: disabled, saying what unlocks them. */
export function ProLockedActions() {
  return (
    <>
      <Button variant="secondary" size="sm" disabled>
        Export available with Pro
      </Button>
      <Button variant="secondary" size="sm" disabled>
        Lists available with Pro
      </Button>
    </>
  );
}
