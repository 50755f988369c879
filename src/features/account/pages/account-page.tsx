import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmationDialog } from '@/components/ui/confirmation-dialog';
import { Notice } from '@/components/ui/notice';
import { AppPage } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { isCancelled } from '@/domain/effective-plan';
import { searchesUsedToday } from '@/domain/search-quota';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useAuth } from '@/lib/auth/use-auth';
import {
  AccountError,
  accountMessages,
  cancelSubscription,
  exportAllLists,
  updateEmailNotifications,
} from '../api/account-api';
import { AccountSettingsCard } from '../components/account-settings-card';
import { CurrentPlanCard } from '../components/current-plan-card';
import { ProfileCard } from '../components/profile-card';

interface SuccessDialog {
  title: string;
  message: string;
  refreshOnClose: boolean;
}

/** /account (spec 2, 4, 5, 8): profile, plan, subscription actions and settings. */
export function AccountPage() {
  const { user, profile, plan, refreshProfile } = useAuth();
  const cancelled = isCancelled(profile);

  const [confirmOpen, setConfirmOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useTimedMessage();
  const [success, setSuccess] = useState<SuccessDialog | null>(null);

  // Optimistic toggle (spec 4): the shown value is the pending one until the profile is
  // refreshed; on failure the override is dropped, which reverts to the stored value.
  const [notificationsOverride, setNotificationsOverride] = useState<boolean | null>(null);
  const [savingNotifications, setSavingNotifications] = useState(false);

  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useTimedMessage();

  const notificationsEnabled =
    notificationsOverride ?? profile?.receive_email_notifications ?? true;

  async function toggleNotifications(enabled: boolean) {
    if (!user || savingNotifications) return;
    setNotificationsOverride(enabled);
    setSavingNotifications(true);
    try {
      await updateEmailNotifications(user.id, enabled);
      await refreshProfile();
    } catch {
      // spec 8: reverts silently
    } finally {
      setNotificationsOverride(null);
      setSavingNotifications(false);
    }
  }

  async function confirmCancel() {
    setCancelling(true);
    try {
      await cancelSubscription(profile?.paddle_subscription_id);
      setConfirmOpen(false);
      setSuccess({
        title: accountMessages.cancelledTitle,
        message: accountMessages.cancelledMessage,
        refreshOnClose: true,
      });
    } catch (error) {
      setConfirmOpen(false);
      setCancelError(
        error instanceof AccountError ? error.message : accountMessages.cancelFailedRetry,
      );
    } finally {
      setCancelling(false);
    }
  }

  async function exportData() {
    if (!user || exporting) return;
    setExporting(true);
    setExportError(null);
    try {
      const count = await exportAllLists(user.id);
      setSuccess({
        title: accountMessages.exportedTitle,
        message: accountMessages.exportedMessage(count),
        refreshOnClose: false,
      });
    } catch (error) {
      setExportError(error instanceof AccountError ? error.message : accountMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  function closeSuccess() {
    const refresh = success?.refreshOnClose;
    setSuccess(null);
    // Spec 4 cancel flow: on OK the profile is refreshed.
    if (refresh) void refreshProfile();
  }

  const actions = (
    <>
      {plan === 'free' && !cancelled && (
        <ButtonLink to={paths.pricing.getHref()}>Upgrade Plan</ButtonLink>
      )}
      {plan === 'pro' && !cancelled && (
        <Button variant="secondary" onClick={() => setConfirmOpen(true)}>
          Cancel Subscription
        </Button>
      )}
      {cancelled && profile?.plan === 'pro' && (
        <ButtonLink to={paths.pricing.getHref()}>Reactivate Subscription</ButtonLink>
      )}
    </>
  );

  return (
    <AppPage
      title="Account & Billing"
      subtitle="Manage your profile, subscription and account settings."
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-1">
          <ProfileCard
            email={user?.email ?? profile?.email ?? ''}
            memberSince={profile?.created_at ?? user?.created_at ?? null}
          />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <CurrentPlanCard
            plan={plan}
            cancelled={cancelled}
            endsAt={profile?.subscription_ends_at ?? null}
            searchesUsedToday={plan === 'free' ? searchesUsedToday(profile) : null}
            actions={actions}
          />
          {cancelError && <Notice tone="error">{cancelError}</Notice>}
          <AccountSettingsCard
            notificationsEnabled={notificationsEnabled}
            savingNotifications={savingNotifications}
            onToggleNotifications={(enabled) => void toggleNotifications(enabled)}
            canExport={plan === 'pro'}
            exporting={exporting}
            exportError={exportError}
            onExport={() => void exportData()}
          />
        </div>
      </div>

      <ConfirmationDialog
        open={confirmOpen}
        type="warning"
        title="Cancel Subscription"
        message="Are you sure you want to cancel your Pro subscription? You will keep Pro access until the end of your current billing period, then your account moves to the Free plan."
        confirmText="Yes, Cancel"
        cancelText="Keep Subscription"
        busy={cancelling}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirmOpen(false)}
      />
      <ConfirmationDialog
        open={success !== null}
        type="success"
        title={success?.title ?? ''}
        message={success?.message ?? ''}
        confirmText="OK"
        onConfirm={closeSuccess}
      />
    </AppPage>
  );
}
