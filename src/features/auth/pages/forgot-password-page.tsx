import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { validateEmailOnly } from '@/domain/validation';
import { requestPasswordReset } from '../api/auth-api';
import {
  AuthForm,
  AuthScreen,
  BackToLogin,
  EmailInput,
  useAuthSubmit,
} from '../components/auth-form';

/** /forgot-password (spec 2, 4): the e-mail form, then "Check your email". */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { setFormError, submit, field, form } = useAuthSubmit<'email'>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      validate: () => validateEmailOnly({ email }),
      inputs: [['email', 'forgot-email']],
      send: async () => {
        const result = await requestPasswordReset(email);
        if (result.ok) setSent(true);
        else setFormError(result.message); // spec 8: the provider's message
      },
      failure: (error) => (error instanceof Error ? error.message : String(error)),
    });

  function tryAgain() {
    setEmail('');
    setSent(false);
  }

  if (sent) {
    return (
      <AuthScreen
        title="Check your email"
        icon={<MailCheck className="text-success-600" />}
        subtitle={
          <>
            If an account exists for <strong className="text-neutral-900">{email}</strong>, we have
            sent a link to reset your password. The link expires in one hour.
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <Button variant="secondary" onClick={tryAgain}>
            Try again
          </Button>
          <ButtonLink to={paths.auth.getHref()}>Back to Login</ButtonLink>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthForm
      title="Reset your password"
      subtitle="Enter your email address and we will send you a link to set a new password."
      form={form}
      label="Reset password"
      onSubmit={handleSubmit}
      submitLabel={form.submitting ? 'Sending...' : 'Send Reset Link'}
      footer={<BackToLogin />}
    >
      <EmailInput id="forgot-email" {...field('email', email, setEmail)} />
    </AuthForm>
  );
}
