import { CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Button, ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, type AuthLocationState } from '@/config/paths';
import { hasErrors, validateNewPassword, type FieldErrors } from '@/domain/validation';
import { authMessages, hasRecoverySession, updatePassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';

type Status = 'loading' | 'ready' | 'invalid' | 'done';
type Field = 'password' | 'confirmPassword';

/** Spec 4 / 9: the success screen redirects to /auth after 3 seconds. */
export const RESET_REDIRECT_MS = 3000;

/** /reset-password (spec 2): spinner, form, success, or "Invalid Reset Link". */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('loading');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let active = true;
    void hasRecoverySession().then((valid) => {
      if (active)
        setStatus((current) => (current === 'loading' ? (valid ? 'ready' : 'invalid') : current));
    });
    return () => {
      active = false;
    };
  }, []);

  const goToLogin = () => {
    const state: AuthLocationState = { message: authMessages.passwordUpdated };
    navigate(paths.auth.getHref(), { replace: true, state });
  };

  useEffect(() => {
    if (status !== 'done') return;
    const timer = setTimeout(() => {
      const state: AuthLocationState = { message: authMessages.passwordUpdated };
      navigate(paths.auth.getHref(), { replace: true, state });
    }, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateNewPassword({ password, confirmPassword });
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      document.getElementById(found.password ? 'reset-password' : 'reset-confirm')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await updatePassword(password);
      if (result.ok) setStatus('done');
      else setFormError(result.message);
    } finally {
      setSubmitting(false);
    }
  }

  if (status === 'loading') {
    return (
      <>
        <PageMeta title="Set a new password" noindex />
        <PageSpinner label="Checking your reset link..." />
      </>
    );
  }

  if (status === 'invalid') {
    return (
      <>
        <PageMeta title="Invalid Reset Link" noindex />
        <AuthCard
          title="Invalid Reset Link"
          icon={<LinkIcon className="text-danger-600" />}
          subtitle="This password reset link is invalid or has expired. Request a new one to continue."
        >
          <div className="flex flex-col gap-3">
            <ButtonLink to={paths.forgotPassword.getHref()}>Request New Reset Link</ButtonLink>
            <ButtonLink variant="secondary" to={paths.auth.getHref()}>
              Back to Login
            </ButtonLink>
          </div>
        </AuthCard>
      </>
    );
  }

  if (status === 'done') {
    return (
      <>
        <PageMeta title="Password Updated" noindex />
        <AuthCard
          title="Password Updated"
          icon={<CircleCheck className="text-success-600" />}
          subtitle="Your password has been changed. Redirecting you to the login page in 3 seconds..."
        >
          <Button size="lg" className="w-full" onClick={goToLogin}>
            Go to Login Now
          </Button>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta title="Set a new password" noindex />
      <AuthCard title="Set a new password" subtitle="Choose a new password for your account.">
        {formError && (
          <Notice tone="error" className="mb-4">
            {formError}
          </Notice>
        )}
        <form
          noValidate
          onSubmit={handleSubmit}
          className="space-y-4"
          aria-label="Set a new password"
        >
          <PasswordInput
            id="reset-password"
            label="New password"
            name="password"
            autoComplete="new-password"
            required
            minLength={6}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            hint="At least 6 characters."
          />
          <PasswordInput
            id="reset-confirm"
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            error={errors.confirmPassword}
          />
          <Button type="submit" size="lg" className="w-full" busy={submitting}>
            {submitting ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.auth.getHref()} className="text-brand-700 font-medium hover:underline">
            Back to Login
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
