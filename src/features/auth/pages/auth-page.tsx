import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { FREE_DAILY_SEARCHES } from '@rules';
import { paths, type AuthLocationState } from '@/config/paths';
import { validateSignIn, validateSignUp } from '@/domain/validation';
import { authMessages, signIn, signUp } from '../api/auth-api';
import { AuthForm, EmailInput, useAuthSubmit } from '../components/auth-form';
import { PasswordInput } from '../components/password-input';

export const SIGN_UP_SUBTITLE = `Start free: ${FREE_DAILY_SEARCHES} searches a day, no credit card needed.`;

type Mode = 'signin' | 'signup';
const FIELDS = ['email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

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
  const [notice, setNotice] = useState<string | null>(state.message ?? null);
  const { setErrors, setFormError, submit, field, form } = useAuthSubmit<Field>();

  const isSignUp = mode === 'signup';

  function switchMode() {
    setMode(isSignUp ? 'signin' : 'signup');
    setErrors({});
    setFormError(null);
    setNotice(null);
    setPassword('');
    setConfirmPassword('');
  }

  async function send() {
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
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      validate: () =>
        isSignUp
          ? validateSignUp({ email, password, confirmPassword })
          : validateSignIn({ email, password }),
      inputs: FIELDS.map((field) => [field, `auth-${field}`] as const),
      send,
      failure: () => (isSignUp ? authMessages.signUpNetwork : authMessages.invalidCredentials),
    });

  return (
    <AuthForm
      pageTitle={isSignUp ? 'Sign up' : 'Sign in'}
      title={isSignUp ? 'Create your account' : 'Sign in to your account'}
      subtitle={isSignUp ? SIGN_UP_SUBTITLE : 'Welcome back. Find your next customers.'}
      notice={notice}
      form={form}
      label={isSignUp ? 'Sign up' : 'Sign in'}
      onSubmit={handleSubmit}
      submitLabel={
        isSignUp
          ? form.submitting
            ? 'Creating account...'
            : 'Create Account'
          : form.submitting
            ? 'Signing in...'
            : 'Sign In'
      }
      footer={
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
      }
    >
      <EmailInput id="auth-email" {...field('email', email, setEmail)} />
      <PasswordInput
        id="auth-password"
        label="Password"
        autoComplete={isSignUp ? 'new-password' : 'current-password'}
        minLength={isSignUp ? 6 : undefined}
        {...field('password', password, setPassword)}
        hint={isSignUp ? 'At least 6 characters.' : undefined}
      />
      {isSignUp && (
        <PasswordInput
          id="auth-confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          {...field('confirmPassword', confirmPassword, setConfirmPassword)}
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
    </AuthForm>
  );
}
