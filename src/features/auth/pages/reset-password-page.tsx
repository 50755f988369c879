import { CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, type AuthLocationState } from '@/config/paths';
import { validateNewPassword } from '@/domain/validation';
import { authMessages, hasRecoverySession, updatePassword } from '../api/auth-api';
import { AuthForm, AuthScreen, BackToLogin, useAuthSubmit } from '../components/auth-form';
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
  const { setFormError, submit, field, form } = useAuthSubmit<Field>();

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

  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      validate: () => validateNewPassword({ password, confirmPassword }),
      inputs: [
        ['password', 'reset-password'],
        ['confirmPassword', 'reset-confirm'],
      ],
      send: async () => {
        const result = await updatePassword(password);
        if (result.ok) setStatus('done');
        else setFormError(result.message);
      },
    });

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
      <AuthScreen
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
      </AuthScreen>
    );
  }

  if (status === 'done') {
    return (
      <AuthScreen
        title="Password Updated"
        icon={<CircleCheck className="text-success-600" />}
        subtitle="Your password has been changed. Redirecting you to the login page in 3 seconds..."
      >
        <Button size="lg" className="w-full" onClick={goToLogin}>
          Go to Login Now
        </Button>
      </AuthScreen>
    );
  }

  return (
    <AuthForm
      title="Set a new password"
      subtitle="Choose a new password for your account."
      form={form}
      label="Set a new password"
      onSubmit={handleSubmit}
      submitLabel={form.submitting ? 'Updating...' : 'Update Password'}
      footer={<BackToLogin />}
    >
      <PasswordInput
        id="reset-password"
        label="New password"
        autoComplete="new-password"
        minLength={6}
        {...field('password', password, setPassword)}
        hint="At least 6 characters."
      />
      <PasswordInput
        id="reset-confirm"
        label="Confirm new password"
        autoComplete="new-password"
        {...field('confirmPassword', confirmPassword, setConfirmPassword)}
      />
    </AuthForm>
  );
}
