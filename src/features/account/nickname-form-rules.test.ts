import { describe, expect, it } from 'vitest';
import { nicknameFormSchema } from './nickname-form-rules';

const issues = (nickName: string) =>
  nicknameFormSchema.safeParse({ nickName }).error?.issues.map((issue) => issue.message) ?? [];

describe('nickname rules (seed 001 section 5: non-empty, max 20)', () => {
  it('refuses empty and all-space text', () => {
    expect(issues('')).toEqual(['profile:nickname.required']);
    expect(issues('    ')).toEqual(['profile:nickname.required']);
  });

  it('takes 1 and 20 characters, trimmed', () => {
    expect(nicknameFormSchema.parse({ nickName: ' A ' })).toEqual({ nickName: 'A' });
    expect(nicknameFormSchema.parse({ nickName: 'n'.repeat(20) })).toEqual({
      nickName: 'n'.repeat(20),
    });
  });

  it('refuses 21 characters', () => {
    expect(issues('n'.repeat(21))).toContain('profile:nickname.tooLong');
  });
});
