import { describe, expect, it } from 'vitest';
import {
  badRequest,
  errorResponse,
  requestedApiVersion,
  routeNotFound,
  WeakPasswordError,
} from './errors.ts';

const request = (version?: string) =>
  new Request('http://api/auth/v1/token', {
    headers: version === undefined ? {} : { 'X-Supabase-Api-Version': version },
  });

describe('requestedApiVersion (GoTrue DetermineClosestAPIVersion)', () => {
  it.each([
    [undefined, null],
    ['2024-01-01', '2024-01-01'],
    ['2025-06-30', '2024-01-01'],
    ['2023-12-31', null],
    ['yesterday', null],
  ])('%s -> %s', (header, expected) => {
    expect(requestedApiVersion(request(header).headers)).toBe(expected);
  });
});

describe('errorResponse', () => {
  it('answers {code, message} and echoes the version with 2024-01-01', async () => {
    const response = errorResponse(
      request('2024-01-01'),
      badRequest('invalid_credentials', 'Invalid login credentials'),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('answers the older {code: status, error_code, msg} without the version header', async () => {
    const response = errorResponse(
      request(),
      badRequest('invalid_credentials', 'Invalid login credentials'),
    );
    expect(response.headers.get('X-Supabase-Api-Version')).toBeNull();
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('adds weak_password.reasons to a weak password error, in both shapes', async () => {
    const weak = new WeakPasswordError('Password should be at least 6 characters.', ['length']);
    const current = errorResponse(request('2024-01-01'), weak);
    expect(current.status).toBe(422);
    // GoTrue sets x-sb-error-code for a weak password only in the pre-2024 branch.
    expect(current.headers.get('x-sb-error-code')).toBeNull();
    expect(await current.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    const legacy = errorResponse(request(), weak);
    expect(legacy.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('hides an unexpected error behind unexpected_failure 500', async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const response = errorResponse(request('2024-01-01'), new Error('database on fire'));
      expect(response.status).toBe(500);
      expect(response.headers.get('x-sb-error-code')).toBeNull();
      expect(await response.json()).toEqual({
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
      });
    } finally {
      console.error = original;
    }
  });

  it('answers an unknown path as chi does: text/plain 404', async () => {
    const response = routeNotFound();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe('404 page not found\n');
  });
});
