import { api } from '@shop/core';
import { any, capture, type CallStep, type ParityCase } from '../format';
import { PASSWORD, signUp } from './steps';

const users = api.users;

const NEW_PASSWORD = 'Fresh#Start9';
const WRONG_PASSWORD = 'Wrong#Pass1';

function signIn(emailId: string, password: string, expected: CallStep['expect']): CallStep {
  return { endpoint: users.signIn, body: { emailId, password }, expect: expected };
}

const signedIn = (emailId: string, as = '') => ({
  status: 200,
  body: {
    message: 'Signed in successfully',
    user: { userId: any.id(), emailId, firstName: 'Meera', lastName: 'Nair' },
    token: capture(`token${as}`, any.token()),
  },
});

const unauthenticated = {
  status: 401,
  body: { error: 'Authentication required' },
  headers: { 'www-authenticate': 'Bearer' },
};

const invalidCredentials = { status: 401, body: { error: 'Invalid email or password' } };

/** Asks for a code and reads it from the mailbox, as a user (or a test suite) does. */
function requestCode(label = 'a'): CallStep[] {
  return [
    {
      endpoint: users.forgotPassword,
      body: { email: `{{email:${label}}}` },
      expect: { status: 200, body: { message: 'OTP sent to your email' } },
    },
    {
      endpoint: api.mailbox.list,
      query: { email: `{{email:${label}}}` },
      expect: {
        status: 200,
        body: {
          messages: [
            {
              id: any.id(),
              to: `{{email:${label}}}`,
              subject: 'Your ShopLane password reset code',
              text: any.matching(/Your one-time code is (\d{6})\. It expires in 10 minutes\./, 'otp'),
              html: any.string(),
              createdAt: any.isoDate(),
            },
          ],
        },
      },
    },
  ];
}

function verify(otp: string, expected: CallStep['expect'], label = 'a'): CallStep {
  return { endpoint: users.verifyOtp, body: { email: `{{email:${label}}}`, otp }, expect: expected };
}

const otpInvalid = { status: 400, body: { error: 'Invalid OTP' } };
const verified = {
  status: 200,
  body: { message: 'OTP verified successfully', resetToken: capture('resetToken', any.token()) },
};

function reset(newPassword: string, confirmPassword: string, expected: CallStep['expect']): CallStep {
  return {
    endpoint: users.resetPassword,
    body: { resetToken: '{{resetToken}}', newPassword, confirmPassword },
    expect: expected,
  };
}

const resetTokenInvalid = {
  status: 400,
  body: { error: 'Reset token is invalid or has expired. Please start over.' },
};

const tooManyAttempts = {
  status: 429,
  body: { error: 'Too many attempts. Please try again in 15 minutes.' },
  headers: { 'retry-after': '900' },
};

const MINUTE = 60_000;

const controlCharacters = (field: string) => ({
  status: 400,
  body: {
    error: `Invalid request: ${field} must not contain control characters`,
    details: { [field]: 'must not contain control characters' },
  },
});

export const usersCases: readonly ParityCase[] = [
  // --- sign-in
  {
    name: 'sign-in: the standard demo account',
    steps: [
      signIn('standard.user@shoplane.test', 'Standard@Shop1', {
        status: 200,
        body: {
          message: 'Signed in successfully',
          // The server answers with the sandbox's twin of the account: an id of its own.
          user: {
            userId: any.id(),
            emailId: 'standard.user@shoplane.test',
            firstName: 'Asha',
            lastName: 'Verma',
          },
          token: any.token(),
        },
      }),
    ],
  },
  {
    name: 'sign-in: the locked demo account, with its right password, is refused with 423',
    steps: [
      signIn('locked.user@shoplane.test', 'Locked@Shop1', {
        status: 423,
        body: { error: 'Your account has been locked. Please contact support.' },
      }),
    ],
  },
  {
    name: 'sign-in: any letter case and surrounding spaces of the address',
    steps: [signUp(), signIn('  {{EMAIL:a}}  ', PASSWORD, signedIn('{{email:a}}'))],
  },
  {
    name: 'sign-in: a wrong password and an unknown address get the same 401',
    steps: [
      signUp(),
      signIn('{{email:a}}', WRONG_PASSWORD, invalidCredentials),
      signIn('{{email:nobody}}', PASSWORD, invalidCredentials),
      signIn(`${'a'.repeat(250)}@example.in`, PASSWORD, invalidCredentials),
    ],
  },
  {
    name: 'sign-in: 10 wrong passwords for one address, then 429 for 15 minutes even with the right one',
    steps: [
      signUp(),
      { ...signIn('{{email:a}}', WRONG_PASSWORD, invalidCredentials), times: 10 },
      signIn('{{email:a}}', WRONG_PASSWORD, tooManyAttempts),
      signIn('{{email:a}}', PASSWORD, tooManyAttempts),
      { advanceClockMs: 15 * MINUTE },
      signIn('{{email:a}}', PASSWORD, signedIn('{{email:a}}')),
    ],
  },
  {
    name: 'sign-in: a success clears the address’s failures',
    steps: [
      signUp(),
      { ...signIn('{{email:a}}', WRONG_PASSWORD, invalidCredentials), times: 9 },
      signIn('{{email:a}}', PASSWORD, signedIn('{{email:a}}')),
      { ...signIn('{{email:a}}', WRONG_PASSWORD, invalidCredentials), times: 10 },
      signIn('{{email:a}}', WRONG_PASSWORD, tooManyAttempts),
    ],
  },
  {
    name: 'sign-in: resetting the password lifts the limit (owning the mailbox is proof enough)',
    steps: [
      signUp(),
      { ...signIn('{{email:a}}', WRONG_PASSWORD, invalidCredentials), times: 10 },
      signIn('{{email:a}}', PASSWORD, tooManyAttempts),
      ...requestCode(),
      verify('{{otp}}', verified),
      reset(NEW_PASSWORD, NEW_PASSWORD, { status: 200, body: { message: 'Password reset successfully' } }),
      signIn('{{email:a}}', NEW_PASSWORD, signedIn('{{email:a}}')),
    ],
  },
  {
    name: 'sign-in: invalid bodies name the field',
    steps: [
      {
        endpoint: users.signIn,
        body: { emailId: 42 },
        expect: {
          status: 400,
          body: {
            error: 'Invalid request: emailId must be a string; password is required',
            details: { emailId: 'must be a string', password: 'is required' },
          },
        },
      },
      {
        endpoint: users.signIn,
        rawBody: '{"emailId":',
        expect: { status: 400, body: { error: 'Malformed JSON body' } },
      },
      {
        endpoint: users.signIn,
        rawBody: '',
        expect: { status: 400, body: { error: 'Request body is empty: send a JSON object' } },
      },
    ],
  },

  {
    name: 'a NUL in an e-mail address is a 400 on every call that takes one, never a 500',
    steps: [
      {
        endpoint: users.signIn,
        body: { emailId: 'meera\u0000@example.in', password: PASSWORD },
        expect: controlCharacters('emailId'),
      },
      {
        endpoint: users.createUser,
        body: { firstName: 'Meera', lastName: 'Nair', emailId: 'meera\u0000@example.in', password: PASSWORD },
        expect: controlCharacters('emailId'),
      },
      {
        endpoint: users.forgotPassword,
        body: { email: 'meera\u0000@example.in' },
        expect: controlCharacters('email'),
      },
      {
        endpoint: users.verifyOtp,
        body: { email: 'meera\u0000@example.in', otp: '123456' },
        expect: controlCharacters('email'),
      },
      {
        endpoint: api.mailbox.list,
        query: { email: 'meera\u0000@example.in' },
        expect: controlCharacters('email'),
      },
    ],
  },

  {
    name: 'control characters in names, passwords, codes and tokens are a 400 naming the field',
    steps: [
      {
        endpoint: users.createUser,
        body: { firstName: 'Mee\nra', lastName: 'Nair', emailId: '{{email:a}}', password: PASSWORD },
        expect: controlCharacters('firstName'),
      },
      {
        endpoint: users.signIn,
        body: { emailId: '{{email:a}}', password: 'Lotus#Pond7\u0000' },
        expect: controlCharacters('password'),
      },
      {
        endpoint: users.verifyOtp,
        body: { email: '{{email:a}}', otp: '12345\u0007' },
        expect: controlCharacters('otp'),
      },
      {
        endpoint: users.resetPassword,
        body: { resetToken: 'token\u007f', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        expect: controlCharacters('resetToken'),
      },
    ],
  },

  {
    name: 'requests the server does not read: another content type, a form post, a body over 100 KB',
    steps: [
      signUp(),
      {
        // What a plain HTML form on another site sends (login CSRF): refused, so nobody is signed in.
        endpoint: users.signIn,
        rawBody: `emailId={{email:a}}&password=${encodeURIComponent(PASSWORD)}`,
        contentType: 'application/x-www-form-urlencoded',
        expect: {
          status: 415,
          body: {
            error: 'Unsupported content type: application/x-www-form-urlencoded (send application/json)',
          },
        },
      },
      {
        endpoint: users.signIn,
        rawBody: 'meera@example.in Lotus#Pond7',
        contentType: 'text/plain',
        expect: {
          status: 415,
          body: { error: 'Unsupported content type: text/plain (send application/json)' },
        },
      },
      {
        endpoint: users.signIn,
        body: { emailId: 'meera@example.in', password: 'x'.repeat(110_000) },
        expect: { status: 413, body: { error: 'Request body is too large (limit 100 KB)' } },
      },
    ],
  },

  // --- sign-up
  {
    name: 'sign-up: creates the account, signed in, with trimmed names; the token reads the user',
    steps: [
      {
        endpoint: users.createUser,
        body: { firstName: ' Meera ', lastName: ' Nair ', emailId: ' {{email:a}} ', password: PASSWORD },
        expect: {
          status: 201,
          body: {
            message: 'Account created successfully',
            user: {
              userId: capture('userId', any.id()),
              emailId: '{{email:a}}',
              firstName: 'Meera',
              lastName: 'Nair',
            },
            token: capture('token', any.token()),
          },
        },
      },
      {
        endpoint: users.getUser,
        params: { userId: '{{userId}}' },
        bearer: '{{token}}',
        expect: {
          status: 200,
          body: {
            user: { userId: '{{userId}}', emailId: '{{email:a}}', firstName: 'Meera', lastName: 'Nair' },
          },
        },
      },
    ],
  },
  {
    name: 'sign-up: one account per address, whatever its letter case',
    steps: [
      signUp(),
      {
        endpoint: users.createUser,
        body: { firstName: 'Asha', lastName: 'Verma', emailId: '{{EMAIL:a}}', password: PASSWORD },
        expect: {
          status: 409,
          body: {
            error: 'An account with this email already exists.',
            details: { emailId: 'An account with this email already exists.' },
          },
        },
      },
    ],
  },
  {
    name: 'sign-up: a listed Google identity’s address (Priya Nair) is taken from the start',
    steps: [
      {
        endpoint: users.createUser,
        body: {
          firstName: 'Not',
          lastName: 'Priya',
          emailId: 'Priya.Nair@shoplane.test',
          password: PASSWORD,
        },
        expect: {
          status: 409,
          body: {
            error: 'An account with this email already exists.',
            details: { emailId: 'An account with this email already exists.' },
          },
        },
      },
    ],
  },
  {
    name: 'sign-up: §5 again on the server, every field named',
    steps: [
      {
        endpoint: users.createUser,
        body: { firstName: 'M3era', lastName: '', emailId: 'meera@', password: 'Password@123' },
        expect: {
          status: 400,
          body: {
            error: 'Enter a valid first name (letters only)',
            details: {
              firstName: 'Enter a valid first name (letters only)',
              lastName: 'Enter a valid last name (letters only)',
              emailId: 'Please enter a valid email address',
              password: 'Password too weak',
            },
          },
        },
      },
      {
        endpoint: users.createUser,
        body: { firstName: 'Meera', lastName: 'Nair', emailId: ' ', password: '' },
        expect: {
          status: 400,
          body: {
            error: 'Enter email id',
            details: { emailId: 'Enter email id', password: 'Enter password' },
          },
        },
      },
      {
        endpoint: users.createUser,
        body: { firstName: 'Meera', emailId: '{{email:a}}' },
        expect: {
          status: 400,
          body: {
            error: 'Invalid request: lastName is required; password is required',
            details: { lastName: 'is required', password: 'is required' },
          },
        },
      },
    ],
  },

  {
    name: 'sign-up: names of 51 letters and addresses of 255 characters are too long',
    steps: [
      {
        endpoint: users.createUser,
        body: {
          firstName: 'M'.repeat(51),
          lastName: 'Nair',
          emailId: `${'m'.repeat(244)}@example.in`,
          password: PASSWORD,
        },
        expect: {
          status: 400,
          body: {
            error: 'Enter a valid first name (letters only)',
            details: {
              firstName: 'Enter a valid first name (letters only)',
              emailId: 'Please enter a valid email address',
            },
          },
        },
      },
      {
        endpoint: users.forgotPassword,
        body: { email: `${'m'.repeat(244)}@example.in` },
        expect: {
          status: 400,
          // The contract's own wording (EmailFieldSchema), not one the formatter makes up.
          body: { error: 'Invalid request: email is too long', details: { email: 'is too long' } },
        },
      },
    ],
  },

  // --- sign-out and the user's own record
  {
    name: 'sign-out: revokes the token, which then reads nothing',
    steps: [
      signUp(),
      {
        endpoint: users.signOut,
        bearer: '{{token}}',
        expect: { status: 200, body: { message: 'Signed out successfully' } },
      },
      { endpoint: users.signOut, bearer: '{{token}}', expect: unauthenticated },
      {
        endpoint: users.getUser,
        params: { userId: '{{userId}}' },
        bearer: '{{token}}',
        expect: unauthenticated,
      },
    ],
  },
  {
    name: 'sign-out: without a token, or with a made-up one, is a 401',
    steps: [
      { endpoint: users.signOut, expect: unauthenticated },
      { endpoint: users.signOut, bearer: 'made-up-token', expect: unauthenticated },
    ],
  },
  {
    name: 'user record: only the token’s own user',
    steps: [
      signUp('a'),
      signUp('b', 'B'),
      {
        endpoint: users.getUser,
        params: { userId: '{{userIdB}}' },
        bearer: '{{token}}',
        expect: { status: 403, body: { error: 'You can only access your own account.' } },
      },
      { endpoint: users.getUser, params: { userId: '{{userId}}' }, expect: unauthenticated },
      { endpoint: users.getUser, params: { userId: 'me' }, expect: unauthenticated },
      {
        endpoint: users.getUser,
        params: { userId: 'me' },
        bearer: '{{token}}',
        expect: {
          status: 400,
          body: {
            error: 'Invalid request: userId must be a whole number',
            details: { userId: 'must be a whole number' },
          },
        },
      },
    ],
  },

  // --- forgot password
  {
    name: 'forgot password: code by mail, a wrong code, the right code, a new password; sessions end',
    steps: [
      signUp(),
      ...requestCode(),
      verify('{{other:otp}}', otpInvalid),
      verify(' {{otp}} ', verified),
      verify('{{otp}}', otpInvalid),
      reset('weak', 'weak', {
        status: 400,
        body: {
          error:
            'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.',
          details: {
            newPassword:
              'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.',
          },
        },
      }),
      reset(NEW_PASSWORD, `${NEW_PASSWORD}x`, {
        status: 400,
        body: { error: 'Passwords do not match', details: { confirmPassword: 'Passwords do not match' } },
      }),
      reset(NEW_PASSWORD, NEW_PASSWORD, { status: 200, body: { message: 'Password reset successfully' } }),
      reset(NEW_PASSWORD, NEW_PASSWORD, resetTokenInvalid),
      {
        endpoint: users.getUser,
        params: { userId: '{{userId}}' },
        bearer: '{{token}}',
        expect: unauthenticated,
      },
      signIn('{{email:a}}', PASSWORD, invalidCredentials),
      signIn('{{email:a}}', NEW_PASSWORD, signedIn('{{email:a}}')),
    ],
  },
  {
    name: 'forgot password: an unknown address gets the same reply and no mail',
    steps: [
      {
        endpoint: users.forgotPassword,
        body: { email: '{{email:nobody}}' },
        expect: { status: 200, body: { message: 'OTP sent to your email' } },
      },
      {
        endpoint: api.mailbox.list,
        query: { email: '{{email:nobody}}' },
        expect: { status: 200, body: { messages: [] } },
      },
      verify('123456', otpInvalid, 'nobody'),
    ],
  },
  {
    name: 'forgot password: not a valid address, or none',
    steps: [
      {
        endpoint: users.forgotPassword,
        body: { email: 'meera@example' },
        expect: { status: 400, body: { error: 'Please enter a valid email address' } },
      },
      {
        endpoint: users.forgotPassword,
        body: {},
        expect: {
          status: 400,
          body: { error: 'Invalid request: email is required', details: { email: 'is required' } },
        },
      },
    ],
  },
  {
    name: 'forgot password: no second code within 30 s, for known and unknown addresses alike',
    steps: [
      signUp(),
      ...requestCode(),
      {
        endpoint: users.forgotPassword,
        body: { email: '{{email:a}}' },
        expect: {
          status: 429,
          body: { error: 'Please wait 30 seconds before requesting another OTP.' },
          headers: { 'retry-after': '30' },
        },
      },
      {
        endpoint: users.forgotPassword,
        body: { email: '{{email:nobody}}' },
        expect: { status: 200, body: { message: 'OTP sent to your email' } },
      },
      { advanceClockMs: 12_000 },
      {
        endpoint: users.forgotPassword,
        body: { email: '{{email:nobody}}' },
        expect: {
          status: 429,
          body: { error: 'Please wait 18 seconds before requesting another OTP.' },
          headers: { 'retry-after': '18' },
        },
      },
      { advanceClockMs: 18_000 },
      ...requestCode().slice(0, 1),
    ],
  },
  {
    name: 'forgot password: the code expires after 10 minutes',
    steps: [
      signUp(),
      ...requestCode(),
      { advanceClockMs: 10 * MINUTE },
      verify('{{otp}}', { status: 400, body: { error: 'OTP has expired. Please request a new one.' } }),
    ],
  },
  {
    name: 'forgot password: 5 wrong tries void the code',
    steps: [
      signUp(),
      ...requestCode(),
      { ...verify('{{other:otp}}', otpInvalid), times: 5 },
      verify('{{otp}}', otpInvalid),
    ],
  },
  {
    name: 'forgot password: 10 wrong codes for one address, then 429 for 15 minutes',
    steps: [
      signUp(),
      ...requestCode(),
      { ...verify('{{other:otp}}', otpInvalid), times: 10 },
      verify('{{other:otp}}', tooManyAttempts),
    ],
  },
  {
    name: 'forgot password: the reset token expires after 15 minutes; unknown tokens are refused first',
    steps: [
      signUp(),
      ...requestCode(),
      verify('{{otp}}', verified),
      { advanceClockMs: 15 * MINUTE + 1 },
      reset(NEW_PASSWORD, NEW_PASSWORD, resetTokenInvalid),
      {
        endpoint: users.resetPassword,
        body: { resetToken: 'made-up-token', newPassword: 'weak', confirmPassword: 'other' },
        expect: resetTokenInvalid,
      },
    ],
  },
];
