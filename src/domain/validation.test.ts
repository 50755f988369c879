import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  messages,
  validateEmailOnly,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from './validation';

const MISMATCH = 'Passwords do not match. Please make sure both password fields are identical.';
const TOO_SHORT = 'Password must be at least 6 characters long.';

describe('spec texts', () => {
  it('keeps the spec 5 wording', () => {
    expect(messages.passwordsDoNotMatch).toBe(MISMATCH);
    expect(messages.passwordTooShort).toBe(TOO_SHORT);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['user@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['  padded@example.com  ', true],
    ['user@localhost', true],
    ['', false],
    ['plainaddress', false],
    ['@example.com', false],
    ['user@', false],
    ['user @example.com', false],
    ['user@exa mple.com', false],
    ['user@@example.com', false],
  ])('%s -> %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('validateSignIn (spec 5: both required, email of email type)', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: messages.emailRequired, password: messages.passwordRequired },
    ],
    [{ email: 'bad', password: 'x' }, { email: messages.emailInvalid }],
    [{ email: 'a@b.co', password: '' }, { password: messages.passwordRequired }],
    // Sign-in does not apply the length rule: old accounts may have shorter passwords.
    [{ email: 'a@b.co', password: '1' }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateSignIn(input)).toEqual(expected);
  });
});

describe('validateNewPassword (spec 5)', () => {
  it.each([
    [{ password: '', confirmPassword: '' }, { password: messages.passwordRequired }],
    [{ password: '12345', confirmPassword: '12345' }, { password: TOO_SHORT }],
    [{ password: '123456', confirmPassword: '' }, { confirmPassword: messages.confirmRequired }],
    [{ password: '123456', confirmPassword: '1234567' }, { confirmPassword: MISMATCH }],
    [{ password: '123456', confirmPassword: '123456' }, {}],
    [{ password: 'exactly6', confirmPassword: 'exactly6' }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateNewPassword(input)).toEqual(expected);
  });
});

describe('validateSignUp (spec 5)', () => {
  it.each([
    [
      { email: '', password: '', confirmPassword: '' },
      { email: messages.emailRequired, password: messages.passwordRequired },
    ],
    [{ email: 'x@y.z', password: 'abc', confirmPassword: 'abc' }, { password: TOO_SHORT }],
    [
      { email: 'x@y.z', password: 'abcdef', confirmPassword: 'abcdeg' },
      { confirmPassword: MISMATCH },
    ],
    [
      { email: 'nope', password: 'abcdef', confirmPassword: 'abcdef' },
      { email: messages.emailInvalid },
    ],
    [{ email: 'x@y.z', password: 'abcdef', confirmPassword: 'abcdef' }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateSignUp(input)).toEqual(expected);
  });
});

describe('validateEmailOnly', () => {
  it.each([
    ['', { email: messages.emailRequired }],
    ['nope', { email: messages.emailInvalid }],
    ['ok@example.com', {}],
  ])('%s', (email, expected) => {
    expect(validateEmailOnly({ email })).toEqual(expected);
  });
});
