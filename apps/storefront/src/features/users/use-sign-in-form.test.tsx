import { REMEMBER_ME_LOCAL_STORAGE_KEY } from '@shop/core';
import { demoAccount } from '@shop/core/users';
import { scenarioHandlers } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routerWrapper } from '../../../test/router-wrapper';
import { until } from '../../../test/settle';
import { useSessionStore } from './stores/session-store';
import { useSignInForm } from './use-sign-in-form';

const standard = demoAccount('standard');

function renderForm(path = '/login') {
  const { wrapper, router } = routerWrapper(path);
  return { form: renderHook(() => useSignInForm(), { wrapper }), router };
}

beforeEach(() => {
  // Only the timers the form owns; the mock API's promises keep running.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  useSessionStore.setState({ user: null });
});
afterEach(() => vi.useRealTimers());

describe('sign-in form (spec §4, §5, §9)', () => {
  it('shows a §5 message that clears after exactly 5 s', () => {
    const { form } = renderForm();
    act(() => form.result.current.onSubmit());
    expect(form.result.current.error).toMatchObject({
      message: 'Enter email id and password',
      errors: [
        { field: 'email', message: 'Enter email id and password' },
        { field: 'password', message: 'Enter email id and password' },
      ],
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(form.result.current.error?.message).toBe('Enter email id and password');
    act(() => vi.advanceTimersByTime(1));
    expect(form.result.current.error).toBeUndefined();
  });

  it('trims the e-mail and signs in, then goes to / after 2.1 s, not before', async () => {
    const { form, router } = renderForm();
    act(() => {
      form.result.current.onChange('email', `  ${standard.email}  `);
      form.result.current.onChange('password', standard.password);
    });
    act(() => form.result.current.onSubmit());
    await until(() => useSessionStore.getState().user?.emailId === standard.email);

    act(() => vi.advanceTimersByTime(2099));
    expect(router().state.location.pathname).toBe('/login');
    act(() => vi.advanceTimersByTime(1));
    expect(router().state.location.pathname).toBe('/');
  });

  it('drops the pending move to / when the user signs out within the 2.1 s', async () => {
    const { form, router } = renderForm();
    act(() => form.result.current.fillDemoAccount(standard));
    act(() => form.result.current.onSubmit());
    await until(() => useSessionStore.getState().user !== null);

    act(() => vi.advanceTimersByTime(1000));
    act(() => useSessionStore.getState().end());
    act(() => vi.advanceTimersByTime(1100));
    expect(router().state.location.pathname).toBe('/login');
  });

  it('returns to where the user was going (?returnTo=/profile) after 2.1 s', async () => {
    const { form, router } = renderForm('/login?returnTo=%2Fprofile');
    act(() => form.result.current.fillDemoAccount(standard));
    act(() => form.result.current.onSubmit());
    await until(() => useSessionStore.getState().user !== null);
    act(() => vi.advanceTimersByTime(2100));
    expect(router().state.location.pathname).toBe('/profile');
  });

  it('never returns to another site or back to the sign-in screen', async () => {
    const { form, router } = renderForm('/login?returnTo=%2F%2Fevil.example%2F');
    act(() => form.result.current.fillDemoAccount(standard));
    act(() => form.result.current.onSubmit());
    await until(() => useSessionStore.getState().user !== null);
    act(() => vi.advanceTimersByTime(2100));
    expect(router().state.location.pathname).toBe('/');
  });

  // A browser drops the tab, so '/\t/evil.example/' reads as //evil.example: the router would
  // throw "External navigation is not allowed" and leave the user signed in on this screen.
  it.each(['/%09/evil.example/', '/%0A/evil.example/', '/%0D%5Cevil.example/'])(
    'goes home when returnTo=%s hides another origin behind a control character',
    async (returnTo) => {
      const { form, router } = renderForm(`/login?returnTo=${returnTo}`);
      act(() => form.result.current.fillDemoAccount(standard));
      act(() => form.result.current.onSubmit());
      await until(() => useSessionStore.getState().user !== null);
      act(() => vi.advanceTimersByTime(2100));
      expect(router().state.location.pathname).toBe('/');
    },
  );

  it("does not keep a failed attempt's error beside the signed-in toast", async () => {
    server.use(...scenarioHandlers('users.signIn.invalid-credentials'));
    const { form } = renderForm();
    act(() => form.result.current.fillDemoAccount(standard));
    act(() => form.result.current.onSubmit());
    await until(() => form.result.current.error !== undefined);
    expect(form.result.current.error?.message).toBe('Invalid email or password');

    server.resetHandlers();
    act(() => form.result.current.onSubmit());
    await until(() => useSessionStore.getState().user !== null);
    expect(form.result.current.error).toBeUndefined();
  });

  it("shows the server's field error where the form shows its own (a NUL in the e-mail)", async () => {
    const { form } = renderForm();
    act(() => {
      form.result.current.onChange('email', 'asha\u0000@example.in');
      form.result.current.onChange('password', 'Lotus#Pond7');
    });
    act(() => form.result.current.onSubmit());
    await until(() => form.result.current.error !== undefined);
    expect(form.result.current.error).toEqual({
      message: 'Invalid request: emailId must not contain control characters',
      errors: [{ field: 'email', message: 'must not contain control characters' }],
    });
  });

  it('remembers the e-mail only when asked, and never the password', async () => {
    const { form } = renderForm();
    act(() => form.result.current.fillDemoAccount(standard));
    expect(form.result.current.values).toMatchObject({ email: standard.email, rememberMe: true });
    act(() => form.result.current.onSubmit());
    await until(() => useSessionStore.getState().user !== null);
    expect(localStorage.getItem(REMEMBER_ME_LOCAL_STORAGE_KEY)).toBe(standard.email);
    expect(Object.values({ ...localStorage, ...sessionStorage })).not.toContain(standard.password);

    // The next visit starts with the e-mail filled in and remember-me ticked.
    const next = renderForm().form;
    expect(next.result.current.values).toMatchObject({
      email: standard.email,
      password: '',
      rememberMe: true,
    });
  });

  it('forgets a remembered e-mail when signing in without remember-me', async () => {
    localStorage.setItem(REMEMBER_ME_LOCAL_STORAGE_KEY, 'someone@example.in');
    const { form } = renderForm();
    act(() => {
      form.result.current.onChange('email', standard.email);
      form.result.current.onChange('password', standard.password);
      form.result.current.onChange('rememberMe', false);
    });
    act(() => form.result.current.onSubmit());
    await until(() => useSessionStore.getState().user !== null);
    expect(localStorage.getItem(REMEMBER_ME_LOCAL_STORAGE_KEY)).toBeNull();
  });

  it('shows the server’s text for a locked account and stays signed out', async () => {
    const locked = demoAccount('locked');
    const { form } = renderForm();
    act(() => form.result.current.fillDemoAccount(locked));
    act(() => form.result.current.onSubmit());
    await until(
      () => form.result.current.error?.message === 'Your account has been locked. Please contact support.',
    );
    expect(useSessionStore.getState().user).toBeNull();
  });
});
