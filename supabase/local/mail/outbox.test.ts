import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLink, Outbox } from './outbox.ts';

const mail = (to: string, subject = 'Reset Your Password') => ({
  to,
  from: 'admin@email.com',
  subject,
  html: '<p><a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=recovery">Reset</a></p>',
  text: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery',
});

afterEach(() => vi.restoreAllMocks());

describe('Outbox', () => {
  it('stamps each mail with an id and a time, and lists oldest first', () => {
    const outbox = new Outbox({ quiet: true });
    const first = outbox.send(mail('a@example.com'));
    const second = outbox.send(mail('b@example.com'));
    expect(first.id).not.toBe(second.id);
    expect(Date.parse(first.sentAt)).not.toBeNaN();
    expect(outbox.list().map((m) => m.to)).toEqual(['a@example.com', 'b@example.com']);
  });

  it('finds the latest mail to an address, case-insensitively', () => {
    const outbox = new Outbox({ quiet: true });
    outbox.send(mail('a@example.com', 'first'));
    outbox.send(mail('b@example.com'));
    outbox.send(mail('a@example.com', 'second'));
    expect(outbox.latestTo('A@Example.com')?.subject).toBe('second');
    expect(outbox.latestTo('nobody@example.com')).toBeUndefined();
  });

  it('keeps only the newest mails beyond its capacity, and clears', () => {
    const outbox = new Outbox({ quiet: true, capacity: 3 });
    for (let i = 0; i < 5; i++) outbox.send(mail(`u${i}@example.com`));
    expect(outbox.list().map((m) => m.to)).toEqual([
      'u2@example.com',
      'u3@example.com',
      'u4@example.com',
    ]);
    outbox.clear();
    expect(outbox.list()).toEqual([]);
  });

  it('echoes recipient, subject and the decoded first link unless quiet', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    new Outbox({ quiet: true }).send(mail('a@example.com'));
    expect(log).not.toHaveBeenCalled();
    new Outbox().send(mail('a@example.com'));
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toContain('a@example.com');
    expect(line).toContain('Reset Your Password');
    expect(line).toContain('http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery');
  });

  it('firstLink falls back to the text part', () => {
    expect(firstLink({ html: '<p>no link</p>', text: 'go to https://x.example/a?b=1 now' })).toBe(
      'https://x.example/a?b=1',
    );
  });
});
