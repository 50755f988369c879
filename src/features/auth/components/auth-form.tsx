import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { hasErrors, type FieldErrors } from '@/domain/validation';
import { AuthCard } from './auth-card';

// The skeleton the three auth forms share (sign in/up, forgot password, reset password):
// the page's title, the card, its notices, the form with its submit button, the link
// below; and the submit steps: validate, focus the first field in error, send once.

/** An auth screen: the page's title (noindex) and the card. */
export function AuthScreen({
  pageTitle,
  ...card
}: {
  /** The document title; the card's title when absent. */
  pageTitle?: string;
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={pageTitle ?? card.title} noindex />
      <AuthCard {...card} />
    </>
  );
}

interface AuthFormProps {
  pageTitle?: string;
  title: string;
  subtitle: ReactNode;
  /** A success notice above the form (sign in after sign-up, password updated). */
  notice?: string | null;
  /** The form's error and whether a submission is in flight (useAuthSubmit). */
  form: { formError: string | null; submitting: boolean };
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  /** Below the form: the way back or to the other mode. */
  footer: ReactNode;
  children: ReactNode;
}

export function AuthForm({
  pageTitle,
  title,
  subtitle,
  notice,
  form: { formError, submitting },
  label,
  onSubmit,
  submitLabel,
  footer,
  children,
}: AuthFormProps) {
  return (
    <AuthScreen pageTitle={pageTitle} title={title} subtitle={subtitle}>
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
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-4"
        aria-label={label}
      >
        {children}
        <Button type="submit" size="lg" className="w-full" busy={submitting}>
          {submitLabel}
        </Button>
      </form>
      {footer}
    </AuthScreen>
  );
}

/** The link under the forgot and reset forms. */
export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={paths.auth.getHref()} className="text-brand-700 font-medium hover:underline">
        Back to Login
      </Link>
    </p>
  );
}

/** What an auth field takes from the form: its name, value, change and error. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  required: true;
}

export function EmailInput({ id, ...field }: { id: string } & BoundField) {
  return <Input id={id} label="Email address" type="email" autoComplete="email" {...field} />;
}

interface SubmitSteps<F extends string> {
  validate: () => FieldErrors<F>;
  /** The form's fields in order, with their inputs' ids: the first in error gets focus. */
  inputs: readonly (readonly [F, string])[];
  send: () => Promise<void>;
  /** The message for a send that threw; without it the rejection goes on. */
  failure?: (error: unknown) => string;
}

/** Field errors, the form's error and the one submission in flight of an auth form. */
export function useAuthSubmit<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>, steps: SubmitSteps<F>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const found = steps.validate();
    setErrors(found);
    if (hasErrors(found)) {
      const first = steps.inputs.find(([field]) => found[field]);
      if (first) document.getElementById(first[1])?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await steps.send();
    } catch (error) {
      if (!steps.failure) throw error;
      setFormError(steps.failure(error));
    } finally {
      setSubmitting(false);
    }
  }

  /** Binds an input to a field of the form's state. */
  const field = (name: F, value: string, set: (value: string) => void): BoundField => ({
    name,
    value,
    onChange: (event) => set(event.target.value),
    error: errors[name],
    required: true,
  });

  return { setErrors, setFormError, submit, field, form: { formError, submitting } };
}
