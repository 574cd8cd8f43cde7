import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from './options.ts';

describe('parseCli', () => {
  it('reads the target, token, names, flags and limits', () => {
    const options = parseCli([
      '--target',
      'https://api.test.example.com/base',
      '--token',
      'tok',
      '--only',
      'catalog,getArticle',
      '--only',
      'orders',
      '--include-unsafe',
      '--timeout',
      '500',
      '--total-timeout',
      '60000',
      '--format',
      'html',
      '--out',
      'reports',
    ]);
    expect(options).toMatchObject({
      token: 'tok',
      only: ['catalog', 'getArticle', 'orders'],
      includeUnsafe: true,
      timeoutMs: 500,
      totalTimeoutMs: 60_000,
      format: 'html',
      out: 'reports',
    });
    expect(options.target.href).toBe('https://api.test.example.com/base');
  });

  it('has safe defaults: reads only, no token, 10 s per call, Markdown', () => {
    const options = parseCli(['--target', 'http://127.0.0.1:8080'], {}, 'build/x');
    expect(options).toMatchObject({
      only: [],
      includeUnsafe: false,
      timeoutMs: 10_000,
      totalTimeoutMs: 300_000,
      format: 'md',
      out: 'build/x',
    });
    expect(options.token).toBeUndefined();
  });

  it('takes the token from CONFORMANCE_TOKEN, so it stays out of the shell history', () => {
    expect(parseCli(['--target', 'http://h.example'], { CONFORMANCE_TOKEN: 'secret' }).token).toBe(
      'secret',
    );
  });

  it.each([
    [[], '--target is required'],
    [['--target', 'h.example:8080'], '--target must be an http:// or https:// URL'],
    [['--target', 'not a url'], '--target must be an http:// or https:// URL'],
    [['--target', 'http://h.example', '--timeout', '0'], '--timeout must be a positive number'],
    [
      ['--target', 'http://h.example', '--total-timeout', '5s'],
      '--total-timeout must be a positive number',
    ],
    [['--target', 'http://h.example', '--format', 'pdf'], '--format must be md or html'],
    [['--target', 'http://h.example', '--bogus'], "Unknown option '--bogus'"],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(UsageError);
    expect(() => parseCli(argv)).toThrow(message);
  });

  it('reads the generated requests, the seed, JUnit and set-up options', () => {
    const target = ['--target', 'http://127.0.0.1:8080'];
    expect(
      parseCli([
        ...target,
        '--cases',
        '0',
        '--seed',
        '42',
        '--junit',
        'j.xml',
        '--setup',
        's.json',
      ]),
    ).toMatchObject({ cases: 0, seed: 42, junit: 'j.xml', setup: 's.json' });
    // Five of each kind by default, and a seed drawn for the run (then printed).
    expect(parseCli(target, {}, 'build/x', () => 1234)).toMatchObject({ cases: 5, seed: 1234 });
    expect(() => parseCli([...target, '--cases=-1'])).toThrow(
      '--cases must be a whole number (0 or more), got "-1"',
    );
    expect(() => parseCli([...target, '--seed', 'abc'])).toThrow(UsageError);
  });
});
