import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from './use-field-errors';

const FIELDS = ['email', 'code', 'password'] as const;

describe('useFieldErrors', () => {
  it('focuses the first field in error in the form order and reports whether there is one', () => {
    const { result } = renderHook(() => useFieldErrors(FIELDS));
    render(
      <form>
        <input aria-label="email" ref={result.current.refs.email} />
        <input aria-label="code" ref={result.current.refs.code} />
        <input aria-label="password" ref={result.current.refs.password} />
      </form>,
    );
    let invalid = false;
    act(() => {
      invalid = result.current.show({ password: 'empty password', code: 'empty code' });
    });
    expect(invalid).toBe(true);
    expect(document.activeElement).toBe(result.current.refs.code.current);
    expect(result.current.errors).toEqual({ password: 'empty password', code: 'empty code' });

    act(() => {
      invalid = result.current.show({});
    });
    expect(invalid).toBe(false);
    expect(result.current.errors).toEqual({});
  });

  it('clears only the edited field and starts from the given messages', () => {
    const { result } = renderHook(() => useFieldErrors(FIELDS, { password: 'from the server' }));
    expect(result.current.errors).toEqual({ password: 'from the server' });
    act(() => {
      result.current.show({ email: 'bad email', password: 'empty' });
    });
    act(() => {
      result.current.clear('email');
    });
    expect(result.current.errors).toEqual({ password: 'empty' });
  });
});
