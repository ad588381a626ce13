import { api, SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { errorReply, on } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../../test/router-wrapper';
import { useNoticesStore } from '../../stores/notices-store';
import { until } from '../../../test/settle';
import { useSessionStore } from './stores/session-store';
import { useSignUpForm } from './use-sign-up-form';

const complete = {
  firstName: 'Meera',
  lastName: 'Nair',
  email: 'meera.nair@example.in',
  password: 'Lotus#Pond7',
  confirmPassword: 'Lotus#Pond7',
  acceptedTerms: true,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  useSessionStore.setState({ user: null });
});
afterEach(() => vi.useRealTimers());

function fill(form: { current: ReturnType<typeof useSignUpForm> }, values: Partial<typeof complete>) {
  act(() => {
    for (const [field, value] of Object.entries(values)) {
      form.current.onChange(field as keyof typeof complete, value as never);
    }
  });
}

describe('sign-up form (spec §4, §5)', () => {
  it('marks every field with "Fill all fields" and clears after 5 s', () => {
    const { result } = renderHook(() => useSignUpForm(vi.fn()), { wrapper: queryWrapper() });
    act(() => result.current.onSubmit());
    expect(result.current.error?.message).toBe('Fill all fields');
    expect(result.current.error?.errors.map((error) => error.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
      'confirmPassword',
      'acceptedTerms',
    ]);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.error).toBeUndefined();
  });

  it('says which rule a field breaks', () => {
    const { result } = renderHook(() => useSignUpForm(vi.fn()), { wrapper: queryWrapper() });
    fill(result, { ...complete, firstName: 'Meera2', confirmPassword: 'Lotus#Pond8' });
    act(() => result.current.onSubmit());
    expect(result.current.error?.errors).toEqual([
      { field: 'firstName', message: 'Enter a valid first name (letters only)' },
      { field: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });

  it('signs the new user in, says so, and reloads to / after 2.1 s', async () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useSignUpForm(reload), { wrapper: queryWrapper() });
    fill(result, complete);
    act(() => result.current.onSubmit());
    await until(() => useSessionStore.getState().user?.emailId === complete.email);
    expect(JSON.parse(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)!)).toMatchObject({
      firstName: 'Meera',
    });
    expect(useNoticesStore.getState().notices.map((notice) => notice.message)).toContain(
      'Account created successfully',
    );
    act(() => vi.advanceTimersByTime(2099));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('does not reload when the new user signs out within the 2.1 s', async () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useSignUpForm(reload), { wrapper: queryWrapper() });
    fill(result, complete);
    act(() => result.current.onSubmit());
    await until(() => useSessionStore.getState().user?.emailId === complete.email);
    act(() => useSessionStore.getState().end());
    act(() => vi.advanceTimersByTime(2100));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a second account with the same e-mail', async () => {
    const { result } = renderHook(() => useSignUpForm(vi.fn()), { wrapper: queryWrapper() });
    fill(result, { ...complete, email: 'STANDARD.USER@shoplane.test' });
    act(() => result.current.onSubmit());
    await until(() => result.current.error?.message === 'An account with this email already exists.');
    // Under the e-mail field, where the form shows its own e-mail errors.
    expect(result.current.error?.errors).toEqual([
      { field: 'email', message: 'An account with this email already exists.' },
    ]);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('shows the server’s field errors under the fields they name, as its own', async () => {
    // A check only the server makes (a taken or undeliverable address), named by request field.
    server.use(
      on(api.users.createUser, () =>
        errorReply(400, 'Please enter a valid email address', {
          emailId: 'Please enter a valid email address',
          unknownField: 'ignored',
        }),
      ),
    );
    const { result } = renderHook(() => useSignUpForm(vi.fn()), { wrapper: queryWrapper() });
    fill(result, complete);
    act(() => result.current.onSubmit());
    await until(() => result.current.error !== undefined);
    expect(result.current.error).toEqual({
      message: 'Please enter a valid email address',
      errors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
  });
});
