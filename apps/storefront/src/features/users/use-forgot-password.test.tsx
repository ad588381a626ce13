import { demoAccount } from '@shop/core/users';
import { MOCK_OTP, scenarioHandlers } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { until } from '../../../test/settle';
import { queryWrapper } from '../../../test/router-wrapper';
import { useNoticesStore } from '../../stores/notices-store';
import { useForgotPassword } from './use-forgot-password';

const standard = demoAccount('standard');
type Wizard = { current: ReturnType<typeof useForgotPassword> };

beforeEach(() => {
  // Date too: the mock API's 30 s resend rule reads the clock the countdown runs on.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => vi.useRealTimers());

const notices = () => useNoticesStore.getState().notices.map((notice) => notice.message);

async function reachOtpStep(wizard: Wizard) {
  act(() => wizard.current.openDialog());
  act(() => wizard.current.onChange('email', standard.email));
  act(() => wizard.current.onSendOtp());
  await until(() => wizard.current.step === 'otp');
}

/** Through the code step with the mock's code, onto 'Create New Password'. */
async function reachPasswordStep(wizard: Wizard) {
  await reachOtpStep(wizard);
  act(() => wizard.current.onChange('otp', MOCK_OTP));
  act(() => wizard.current.onVerifyOtp());
  await until(() => wizard.current.step === 'password');
}

describe('forgot-password wizard (spec §4, §5)', () => {
  it('validates the address before calling, and the error clears after 5 s', () => {
    const { result } = renderHook(() => useForgotPassword(), { wrapper: queryWrapper() });
    act(() => result.current.openDialog());
    act(() => result.current.onSendOtp());
    expect(result.current.error?.message).toBe('Please enter your email address');
    act(() => result.current.onChange('email', 'not-an-address'));
    act(() => result.current.onSendOtp());
    expect(result.current.error?.message).toBe('Please enter a valid email address');
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.error).toBeUndefined();
  });

  it('counts down from 30 s after sending, offering Resend OTP only at 0', async () => {
    const { result } = renderHook(() => useForgotPassword(), { wrapper: queryWrapper() });
    await reachOtpStep(result);
    expect(notices()).toContain('OTP sent to your email');
    expect(result.current.resendSecondsLeft).toBe(30);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current.resendSecondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.resendSecondsLeft).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.resendSecondsLeft).toBe(0);

    act(() => result.current.onResendOtp());
    await until(() => result.current.resendSecondsLeft === 30);
    expect(notices()).toContain('OTP resent to your email');
  });

  it('goes on to the password step with the reset token, and Back returns step by step', async () => {
    const { result } = renderHook(() => useForgotPassword(), { wrapper: queryWrapper() });
    await reachOtpStep(result);
    act(() => result.current.onVerifyOtp());
    expect(result.current.error?.message).toBe('Please enter the OTP');
    expect(result.current.error?.errors).toEqual([{ field: 'otp', message: 'Please enter the OTP' }]);
    act(() => result.current.onChange('otp', MOCK_OTP));
    act(() => result.current.onVerifyOtp());
    await until(() => result.current.step === 'password');
    expect(notices()).toContain('OTP verified successfully');

    act(() => result.current.onBack());
    expect(result.current.step).toBe('otp');
    act(() => result.current.onBack());
    expect(result.current.step).toBe('email');
  });

  it('checks the new password before resetting, then completes', async () => {
    const { result } = renderHook(() => useForgotPassword(), { wrapper: queryWrapper() });
    await reachPasswordStep(result);

    act(() => result.current.onChange('newPassword', 'weak'));
    act(() => result.current.onChange('confirmPassword', 'weak'));
    act(() => result.current.onResetPassword());
    expect(result.current.error?.message).toBe(
      'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.',
    );
    act(() => result.current.onChange('newPassword', 'Fresh#Start9'));
    act(() => result.current.onChange('confirmPassword', 'Fresh#Start8'));
    act(() => result.current.onResetPassword());
    expect(result.current.error?.message).toBe('Passwords do not match');

    act(() => result.current.onChange('confirmPassword', 'Fresh#Start9'));
    act(() => result.current.onResetPassword());
    await until(() => result.current.step === 'success');
    expect(notices()).toContain('Password reset successfully');
  });

  it("leaves the last step's error behind: 'Passwords do not match' never shows on the success step", async () => {
    const { result } = renderHook(() => useForgotPassword(), { wrapper: queryWrapper() });
    await reachPasswordStep(result);
    act(() => result.current.onChange('newPassword', 'Fresh#Start9'));
    act(() => result.current.onChange('confirmPassword', 'Fresh#Start8'));
    act(() => result.current.onResetPassword());
    expect(result.current.error?.message).toBe('Passwords do not match');

    act(() => result.current.onChange('confirmPassword', 'Fresh#Start9'));
    act(() => result.current.onResetPassword());
    await until(() => result.current.step === 'success');
    expect(result.current.error).toBeUndefined();
  });

  it("leaves the e-mail step's error behind on the OTP step", async () => {
    const { result } = renderHook(() => useForgotPassword(), { wrapper: queryWrapper() });
    act(() => result.current.openDialog());
    act(() => result.current.onChange('email', 'not-an-address'));
    act(() => result.current.onSendOtp());
    expect(result.current.error?.message).toBe('Please enter a valid email address');

    act(() => result.current.onChange('email', standard.email));
    act(() => result.current.onSendOtp());
    await until(() => result.current.step === 'otp');
    expect(result.current.error).toBeUndefined();
  });

  it('shows the server’s reason when the code is refused', async () => {
    server.use(...scenarioHandlers('users.verifyOtp.expired'));
    const { result } = renderHook(() => useForgotPassword(), { wrapper: queryWrapper() });
    await reachOtpStep(result);
    act(() => result.current.onChange('otp', MOCK_OTP));
    act(() => result.current.onVerifyOtp());
    await until(() => result.current.error?.message === 'OTP has expired. Please request a new one.');
    // A refused code is about the OTP field (the form marks it).
    expect(result.current.error?.errors).toEqual([
      { field: 'otp', message: 'OTP has expired. Please request a new one.' },
    ]);
    expect(result.current.step).toBe('otp');
  });

  it('says the resend failed, not the send, when the server answers a blank 500 (§8)', async () => {
    const { result } = renderHook(() => useForgotPassword(), { wrapper: queryWrapper() });
    await reachOtpStep(result);
    act(() => vi.advanceTimersByTime(30_000));
    server.use(...scenarioHandlers('users.forgotPassword.blank-500'));
    act(() => result.current.onResendOtp());
    await until(() => result.current.error !== undefined);
    expect(result.current.error?.message).toBe('Failed to resend OTP. Please try again.');
  });

  it('says the verification failed when the server gives no text (§8)', async () => {
    const { result } = renderHook(() => useForgotPassword(), { wrapper: queryWrapper() });
    await reachOtpStep(result);
    server.use(...scenarioHandlers('users.verifyOtp.blank-500'));
    act(() => result.current.onChange('otp', MOCK_OTP));
    act(() => result.current.onVerifyOtp());
    await until(() => result.current.error !== undefined);
    expect(result.current.error?.message).toBe('OTP verification failed. Please try again.');
    // A broken server is not a refused code: no field is marked.
    expect(result.current.error?.errors).toEqual([]);
  });

  it('starts over when opened again: inputs, errors and countdown reset', async () => {
    const { result } = renderHook(() => useForgotPassword(), { wrapper: queryWrapper() });
    await reachOtpStep(result);
    act(() => result.current.onChange('otp', '12'));
    act(() => result.current.onVerifyOtp());
    act(() => result.current.onClose());
    act(() => result.current.openDialog());
    expect(result.current).toMatchObject({
      open: true,
      step: 'email',
      resendSecondsLeft: 0,
      error: undefined,
    });
    expect(result.current.values).toEqual({
      email: '',
      otp: '',
      newPassword: '',
      confirmPassword: '',
      showPassword: false,
    });
  });
});
