import { describe, expect, it } from 'vitest';
import { AuthApiError } from './errors.ts';
import { readParams } from './request-body.ts';

const schema = {
  email: 'string',
  password: 'string-pointer',
  data: 'object',
  email_confirm: 'bool',
} as const;
const post = (body: string) => new Request('http://api/x', { method: 'POST', body });

async function failure(body: string): Promise<AuthApiError> {
  try {
    await readParams(post(body), 'SignupParams', schema);
  } catch (error) {
    if (error instanceof AuthApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('readParams (GoTrue retrieveRequestParams)', () => {
  it('reads known fields, ignores unknown ones and fills Go zero values', async () => {
    const params = await readParams(post('{"email":"a@b.c","extra":1}'), 'SignupParams', schema);
    expect(params).toEqual({
      email: 'a@b.c',
      password: undefined,
      data: undefined,
      email_confirm: false,
    });
  });

  it('keeps a pointer field apart from a missing one', async () => {
    expect((await readParams(post('{"password":""}'), 'P', schema)).password).toBe('');
    expect((await readParams(post('{"password":null}'), 'P', schema)).password).toBeUndefined();
  });

  it.each([
    ['', 'Could not parse request body as JSON: unexpected end of JSON input'],
    ['{"email":', 'Could not parse request body as JSON: unexpected end of JSON input'],
    [
      'nope',
      "Could not parse request body as JSON: invalid character 'n' looking for beginning of value",
    ],
    [
      '[1]',
      'Could not parse request body as JSON: json: cannot unmarshal array into Go value of type api.SignupParams',
    ],
    [
      '{"email":42}',
      'Could not parse request body as JSON: json: cannot unmarshal number into Go struct field SignupParams.email of type string',
    ],
    [
      '{"email_confirm":"yes"}',
      'Could not parse request body as JSON: json: cannot unmarshal string into Go struct field SignupParams.email_confirm of type bool',
    ],
  ])('refuses %j with 400 bad_json', async (body, message) => {
    const error = await failure(body);
    expect(error.status).toBe(400);
    expect(error.code).toBe('bad_json');
    expect(error.message).toBe(message);
  });
});
