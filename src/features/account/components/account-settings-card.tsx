import { Download, Lock, Settings } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { Toggle } from '@/components/ui/toggle';
import { paths } from '@/config/paths';

export interface AccountSettingsCardProps {
  notificationsEnabled: boolean;
  savingNotifications: boolean;
  onToggleNotifications: (enabled: boolean) => void;
  canExport: boolean;
  exporting: boolean;
  exportError: string | null;
  onExport: () => void;
}

/** Spec 2 /account "Account Settings": Email Notifications and Data Export. */
export function AccountSettingsCard({
  notificationsEnabled,
  savingNotifications,
  onToggleNotifications,
  canExport,
  exporting,
  exportError,
  onExport,
}: AccountSettingsCardProps) {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-neutral-900">
        <Settings aria-hidden="true" className="text-brand-600 size-5" />
        Account Settings
      </h2>
      <div className="mt-4 divide-y divide-neutral-200">
        <div className="pb-5">
          <Toggle
            label="Email Notifications"
            description="Product updates and news about your account by email."
            checked={notificationsEnabled}
            disabled={savingNotifications}
            onChange={onToggleNotifications}
          />
        </div>
        <div className="pt-5">
          <h3 className="text-sm font-medium text-neutral-900">Data Export</h3>
          <p className="mt-1 text-sm text-neutral-600">
            Download every list you have saved, one Excel file per list.
          </p>
          <div className="mt-3">
            {canExport ? (
              <Button
                variant="secondary"
                icon={<Download aria-hidden="true" className="size-4" />}
                busy={exporting}
                onClick={onExport}
              >
                {exporting ? 'Exporting...' : 'Export Data'}
              </Button>
            ) : (
              <ButtonLink
                variant="pro"
                to={paths.pricing.getHref()}
                icon={<Lock aria-hidden="true" className="size-4" />}
              >
                Get Pro For Export Your Data
              </ButtonLink>
            )}
          </div>
          {exportError && (
            <Notice tone="error" className="mt-3">
              {exportError}
            </Notice>
          )}
        </div>
      </div>
    </Card>
  );
}
