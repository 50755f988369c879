import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { hasErrors, validateEmailOnly } from '@/domain/validation';
import { requestPasswordReset } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

/** /forgot-password (spec 2, 4): the e-mail form, then "Check your email". */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = validateEmailOnly({ email });
    setEmailError(errors.email);
    setFormError(null);
    if (hasErrors(errors)) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await requestPasswordReset(email);
      if (result.ok) setSent(true);
      else setFormError(result.message); // spec 8: the provider's message
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }

  function tryAgain() {
    setEmail('');
    setSent(false);
  }

  if (sent) {
    return (
      <>
        <PageMeta title="Check your email" noindex />
        <AuthCard
          title="Check your email"
          icon={<MailCheck className="text-success-600" />}
          subtitle={
            <>
              If an account exists for <strong className="text-neutral-900">{email}</strong>, we
              have sent a link to reset your password. The link expires in one hour.
            </>
          }
        >
          <div className="flex flex-col gap-3">
            <Button variant="secondary" onClick={tryAgain}>
              Try again
            </Button>
            <ButtonLink to={paths.auth.getHref()}>Back to Login</ButtonLink>
          </div>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta title="Reset your password" noindex />
      <AuthCard
        title="Reset your password"
        subtitle="Enter your email address and we will send you a link to set a new password."
      >
        {formError && (
          <Notice tone="error" className="mb-4">
            {formError}
          </Notice>
        )}
        <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Reset password">
          <Input
            id="forgot-email"
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={emailError}
          />
          <Button type="submit" size="lg" className="w-full" busy={submitting}>
            {submitting ? 'Sending...' : 'Send Reset Link'}
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
