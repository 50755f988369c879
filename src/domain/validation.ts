// Form rules of spec section 5, with the texts of spec sections 5 and 8 word for word.

export const MIN_PASSWORD_LENGTH = 6;

export const messages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordsDoNotMatch:
    'Passwords do not match. Please make sure both password fields are identical.',
  confirmRequired: 'Please confirm your password.',
} as const;

// Close to the HTML email input's own rule (what "of email type" means in spec 5): a local
// part, an @ and a dotted or single-label domain without spaces.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function emailError(email: string): string | undefined {
  if (email.trim() === '') return messages.emailRequired;
  if (!isValidEmail(email)) return messages.emailInvalid;
  return undefined;
}

function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    if (errors[key]) out[key] = errors[key];
  }
  return out;
}

export function validateSignIn(input: { email: string; password: string }) {
  return compact({
    email: emailError(input.email),
    password: input.password === '' ? messages.passwordRequired : undefined,
  });
}

/** New-password rule (spec 5): at least 6 characters, and the two fields match. */
export function validateNewPassword(input: { password: string; confirmPassword: string }) {
  let password: string | undefined;
  if (input.password === '') password = messages.passwordRequired;
  else if (input.password.length < MIN_PASSWORD_LENGTH) password = messages.passwordTooShort;
  let confirmPassword: string | undefined;
  if (!password) {
    if (input.confirmPassword === '') confirmPassword = messages.confirmRequired;
    else if (input.confirmPassword !== input.password) {
      confirmPassword = messages.passwordsDoNotMatch;
    }
  }
  return compact({ password, confirmPassword });
}

export function validateSignUp(input: {
  email: string;
  password: string;
  confirmPassword: string;
}) {
  return { ...compact({ email: emailError(input.email) }), ...validateNewPassword(input) };
}

export function validateEmailOnly(input: { email: string }) {
  return compact({ email: emailError(input.email) });
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
