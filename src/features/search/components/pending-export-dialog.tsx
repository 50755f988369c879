import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { liveTexts } from '../texts';

export interface PendingExportDialogProps {
  open: boolean;
  /** The rows to export whose contacts are still being looked for. */
  count: number;
  onExportNow: () => void;
  onWait: () => void;
}

/** "12 businesses are still being checked — export now or wait" (issue 21 item 4). */
export function PendingExportDialog({
  open,
  count,
  onExportNow,
  onWait,
}: PendingExportDialogProps) {
  return (
    <Dialog
      open={open}
      title={liveTexts.exportTitle}
      description={liveTexts.exportPending(count)}
      onClose={onWait}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onWait}>
          {liveTexts.wait}
        </Button>
        <Button onClick={onExportNow}>{liveTexts.exportNow}</Button>
      </div>
    </Dialog>
  );
}
