import { describe, expect, it } from 'vitest';
import { type AddressInput, normalizeMobile, validateAddress } from './address';

const good: AddressInput = {
  fullName: 'Asha Rao',
  mobile: '9845012345',
  line1: '12, 3rd Cross, Indiranagar',
  line2: '',
  landmark: '',
  pin: '560034',
  type: 'Home',
};

const errorsOf = (input: Partial<AddressInput>) => {
  const result = validateAddress({ ...good, ...input });
  return result.ok ? [] : result.errors;
};

describe('the address form', () => {
  it('accepts a complete address and cleans it', () => {
    expect(
      validateAddress({ ...good, fullName: '  Asha   Rao ', mobile: '+91 98450 12345', pin: '560 034' }),
    ).toEqual({ ok: true, value: { ...good } });
  });

  it('marks every empty required field with its own text, and the form asks to fix them', () => {
    const result = validateAddress({
      fullName: '',
      mobile: '',
      line1: '',
      line2: '',
      landmark: '',
      pin: '',
      type: '',
    });
    expect(result).toEqual({
      ok: false,
      message: 'Please correct the highlighted fields',
      errors: [
        { field: 'fullName', message: 'Please enter the full name' },
        { field: 'mobile', message: 'Please enter a mobile number' },
        { field: 'line1', message: 'Please enter the flat, house number and street' },
        { field: 'pin', message: 'Please enter a PIN code' },
        { field: 'type', message: 'Choose Home or Work' },
      ],
    });
  });

  it('one field in error: the form says that field’s text', () => {
    expect(validateAddress({ ...good, mobile: '5845012345' })).toEqual({
      ok: false,
      message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      errors: [{ field: 'mobile', message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' }],
    });
  });

  it.each(['984501234', '98450123456', '0845012345', '98450abcde'])('refuses the mobile %s', (mobile) => {
    expect(errorsOf({ mobile })).toEqual([
      { field: 'mobile', message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' },
    ]);
  });

  it.each(["K. R. D'Souza", 'अनीता शर्मा', 'Lakshmi'])('accepts the name %s', (fullName) => {
    expect(errorsOf({ fullName })).toEqual([]);
  });

  it.each(['A', 'R2D2', 'x'.repeat(61), '.Asha'])('refuses the name %s', (fullName) => {
    expect(errorsOf({ fullName })).toEqual([
      { field: 'fullName', message: 'Use 2 to 60 letters, spaces, dots or apostrophes for the name' },
    ]);
  });

  it('PIN: six digits not starting with 0, and one the shop delivers to', () => {
    expect(errorsOf({ pin: '56003' })).toEqual([{ field: 'pin', message: 'Enter a 6-digit PIN code' }]);
    expect(errorsOf({ pin: '060034' })).toEqual([{ field: 'pin', message: 'Enter a 6-digit PIN code' }]);
    expect(errorsOf({ pin: '999999' })).toEqual([
      { field: 'pin', message: 'We do not deliver to PIN code 999999 yet' },
    ]);
  });

  it('free-text lines hold at most 100 characters; landmark and line 2 are optional', () => {
    expect(errorsOf({ line1: 'x'.repeat(100), line2: 'y'.repeat(100), landmark: 'z'.repeat(100) })).toEqual(
      [],
    );
    expect(errorsOf({ line2: 'y'.repeat(101), landmark: 'z'.repeat(101) })).toEqual([
      { field: 'line2', message: 'Use at most 100 characters' },
      { field: 'landmark', message: 'Use at most 100 characters' },
    ]);
  });

  it('type is Home or Work, exactly', () => {
    expect(errorsOf({ type: 'Work' })).toEqual([]);
    expect(errorsOf({ type: 'home' })).toEqual([{ field: 'type', message: 'Choose Home or Work' }]);
  });

  it('a mobile keeps its ten digits from +91, 0, spaces and hyphens', () => {
    expect(normalizeMobile('+91 98450-12345')).toBe('9845012345');
    expect(normalizeMobile('09845012345')).toBe('9845012345');
    expect(normalizeMobile('98450 12345')).toBe('9845012345');
  });
});
