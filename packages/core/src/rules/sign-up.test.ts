import { describe, expect, it } from 'vitest';
import { isValidName, type SignUpInput, toCreateUserRequest, validateSignUp } from './sign-up';

const valid: SignUpInput = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  password: 'Mango#Tree42',
  confirmPassword: 'Mango#Tree42',
  acceptedTerms: true,
};

const empty: SignUpInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
};

function formErrorOf(input: Partial<SignUpInput>): string | undefined {
  const result = validateSignUp({ ...valid, ...input });
  return result.ok ? undefined : result.message;
}

describe('validateSignUp (§5)', () => {
  it('accepts valid input, trimming names and e-mail but not passwords', () => {
    const result = validateSignUp({
      ...valid,
      firstName: ' Asha ',
      lastName: 'Rao  ',
      email: ' asha@example.com ',
    });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it("all empty: 'Fill all fields' and every field marked", () => {
    const result = validateSignUp(empty);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe('Fill all fields');
    expect(result.errors).toEqual([
      { field: 'firstName', message: 'Enter a valid first name (letters only)' },
      { field: 'lastName', message: 'Enter a valid last name (letters only)' },
      { field: 'email', message: 'Enter email id' },
      { field: 'password', message: 'Enter password' },
      { field: 'confirmPassword', message: 'Enter confirm password' },
      { field: 'acceptedTerms', message: 'Accept terms to continue' },
    ]);
  });

  it("all empty with terms ticked is still 'Fill all fields'", () => {
    expect(validateSignUp({ ...empty, acceptedTerms: true })).toMatchObject({
      ok: false,
      message: 'Fill all fields',
    });
  });

  it.each([
    ['firstName', 'Asha', 'Enter a valid last name (letters only)'],
    ['lastName', 'Rao', 'Enter a valid first name (letters only)'],
    ['email', 'a@b.in', 'Enter a valid first name (letters only)'],
    ['password', 'x', 'Enter a valid first name (letters only)'],
    ['confirmPassword', 'x', 'Enter a valid first name (letters only)'],
  ] as const)("one field filled (%s) is not 'Fill all fields'", (field, value, error) => {
    expect(validateSignUp({ ...empty, [field]: value })).toMatchObject({ ok: false, message: error });
  });

  it.each([
    [{ firstName: '' }, 'Enter a valid first name (letters only)'],
    [{ firstName: 'Asha1' }, 'Enter a valid first name (letters only)'],
    [{ firstName: 'Asha Rani' }, 'Enter a valid first name (letters only)'],
    [{ lastName: '   ' }, 'Enter a valid last name (letters only)'],
    [{ lastName: "O'Neil" }, 'Enter a valid last name (letters only)'],
    [{ email: ' ' }, 'Enter email id'],
    // The one e-mail rule (isValidEmail), with the §5 forgot-password text.
    [{ email: 'asha@example' }, 'Please enter a valid email address'],
    [{ email: 'asha\u0000@example.com' }, 'Please enter a valid email address'],
    [{ password: '', confirmPassword: '' }, 'Enter password'],
    [{ confirmPassword: '' }, 'Enter confirm password'],
    [{ password: 'weak', confirmPassword: 'weak' }, 'Password too weak'],
    [{ password: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' }, 'Password too weak'],
    [{ confirmPassword: 'Mango#Tree43' }, 'Passwords do not match'],
    [{ acceptedTerms: false }, 'Accept terms to continue'],
  ] as const)('%j → %s', (input, error) => {
    expect(formErrorOf(input)).toBe(error);
  });

  it('reports in the documented order and marks every failing field', () => {
    const result = validateSignUp({
      firstName: 'Asha',
      lastName: 'R4o',
      email: '',
      password: 'weak',
      confirmPassword: 'other',
      acceptedTerms: false,
    });
    expect(result).toEqual({
      ok: false,
      message: 'Enter a valid last name (letters only)',
      errors: [
        { field: 'lastName', message: 'Enter a valid last name (letters only)' },
        { field: 'email', message: 'Enter email id' },
        { field: 'password', message: 'Password too weak' },
        { field: 'confirmPassword', message: 'Passwords do not match' },
        { field: 'acceptedTerms', message: 'Accept terms to continue' },
      ],
    });
  });

  it('asks for the confirmation before judging the strength (spec order)', () => {
    expect(formErrorOf({ password: 'weak', confirmPassword: '' })).toBe('Enter confirm password');
  });

  it('reports strength before mismatch', () => {
    expect(formErrorOf({ password: 'weak', confirmPassword: 'other' })).toBe('Password too weak');
  });

  it('compares passwords exactly as typed', () => {
    expect(formErrorOf({ confirmPassword: 'Mango#Tree42 ' })).toBe('Passwords do not match');
  });

  it('maps values to the createUser body of §7', () => {
    expect(toCreateUserRequest(valid)).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      emailId: 'asha@example.com',
      password: 'Mango#Tree42',
    });
  });
});

describe('isValidName: letters of any script only', () => {
  it.each(['Asha', 'José', 'Zoë', 'अंकित', 'முருகன்', 'Ólafur'])('accepts %j', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each(['', ' ', 'Asha Rani', 'R2D2', 'Anne-Marie', 'Asha!'])('refuses %j', (name) => {
    expect(isValidName(name)).toBe(false);
  });
});

describe('isValidName length', () => {
  it('accepts 50 letters and refuses 51 with the letters-only rule', () => {
    expect(isValidName('A'.repeat(50))).toBe(true);
    expect(isValidName('A'.repeat(51))).toBe(false);
  });
});
