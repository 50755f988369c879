import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { FREE_DAILY_SEARCHES } from '@rules';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { paths, type AuthLocationState } from '@/config/paths';
import { hasErrors, validateSignIn, validateSignUp, type FieldErrors } from '@/domain/validation';
import { authMessages, signIn, signUp } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';

export const SIGN_UP_SUBTITLE = `Start free: ${FREE_DAILY_SEARCHES} searches a day, no credit card needed.`;

type Mode = 'signin' | 'signup';
type Field = 'email' | 'password' | 'confirmPassword';

/**
 * /auth (spec 2): sign in and sign up on one page. Navigation state may open it on sign-up
 * (`showSignup`) and carry a green notice (`message`). A signed-in visitor never sees it:
 * the RedirectIfSignedIn layout route sends them to their origin or /dashboard.
 */
export function AuthPage() {
  const location = useLocation();
  const state = (location.state ?? {}) as AuthLocationState;
  const [mode, setMode] = useState<Mode>(state.showSignup ? 'signup' : 'signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(state.message ?? null);
  const [submitting, setSubmitting] = useState(false);

  const isSignUp = mode === 'signup';

  function switchMode() {
    setMode(isSignUp ? 'signin' : 'signup');
    setErrors({});
    setFormError(null);
    setNotice(null);
    setPassword('');
    setConfirmPassword('');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const found: FieldErrors<Field> = isSignUp
      ? validateSignUp({ email, password, confirmPassword })
      : validateSignIn({ email, password });
    setErrors(found);
    if (hasErrors(found)) {
      const first = (['email', 'password', 'confirmPassword'] as const).find((f) => found[f]);
      if (first) document.getElementById(`auth-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      if (isSignUp) {
        const created = await signUp(email, password);
        if (!created.ok) {
          setFormError(created.message);
          return;
        }
        // The account is unconfirmed until its owner follows the link mailed to them, which
        // signs them in and lands on /dashboard: stay here, on sign-in, with the notice.
        setNotice(authMessages.signUpSuccess);
        setMode('signin');
        setPassword('');
        setConfirmPassword('');
        return;
      }
      setNotice(null);
      const result = await signIn(email, password);
      if (!result.ok) setFormError(result.message);
    } catch {
      setFormError(isSignUp ? authMessages.signUpNetwork : authMessages.invalidCredentials);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageMeta title={isSignUp ? 'Sign up' : 'Sign in'} noindex />
      <AuthCard
        title={isSignUp ? 'Create your account' : 'Sign in to your account'}
        subtitle={isSignUp ? SIGN_UP_SUBTITLE : 'Welcome back. Find your next customers.'}
      >
        {notice && (
          <Notice tone="success" className="mb-4">
            {notice}
          </Notice>
        )}
        {formError && (
          <Notice tone="error" className="mb-4">
            {formError}
          </Notice>
        )}
        <form
          noValidate
          onSubmit={handleSubmit}
          className="space-y-4"
          aria-label={isSignUp ? 'Sign up' : 'Sign in'}
        >
          <Input
            id="auth-email"
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <PasswordInput
            id="auth-password"
            label="Password"
            name="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            required
            minLength={isSignUp ? 6 : undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            hint={isSignUp ? 'At least 6 characters.' : undefined}
          />
          {isSignUp && (
            <PasswordInput
              id="auth-confirmPassword"
              label="Confirm password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
              error={errors.confirmPassword}
            />
          )}
          {!isSignUp && (
            <div className="flex justify-end">
              <Link
                to={paths.forgotPassword.getHref()}
                className="text-brand-700 text-sm font-medium hover:underline"
              >
                Forgot your password?
              </Link>
            </div>
          )}
          <Button type="submit" size="lg" className="w-full" busy={submitting}>
            {isSignUp
              ? submitting
                ? 'Creating account...'
                : 'Create Account'
              : submitting
                ? 'Signing in...'
                : 'Sign In'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-neutral-600">
          {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
          <button
            type="button"
            onClick={switchMode}
            className="text-brand-700 font-medium hover:underline"
          >
            {isSignUp ? 'Sign in' : 'Sign up'}
          </button>
        </p>
      </AuthCard>
    </>
  );
}
