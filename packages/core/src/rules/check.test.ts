import { describe, expect, it } from 'vitest';
import { brokenRules, type FieldRule, fieldMessage, formFailure } from './check';

type Field = 'name' | 'code';
const rules: readonly FieldRule<Field, { name: string; code: string }>[] = [
  { field: 'name', fails: (v) => !v.name, message: 'Enter a name' },
  { field: 'code', fails: (v) => !v.code, message: 'Enter a code' },
  { field: 'name', fails: (v) => v.name.length > 3, message: 'Name too long' },
];

describe('brokenRules', () => {
  it('reports one error per field, its first broken rule, in the order of the rules', () => {
    expect(brokenRules(rules, { name: '', code: '' })).toEqual([
      { field: 'name', message: 'Enter a name' },
      { field: 'code', message: 'Enter a code' },
    ]);
    expect(brokenRules(rules, { name: 'Ashwin', code: '' })).toEqual([
      { field: 'code', message: 'Enter a code' },
      { field: 'name', message: 'Name too long' },
    ]);
    expect(brokenRules(rules, { name: 'Ash', code: '7' })).toEqual([]);
  });

  it('runs only the rules of the fields asked for', () => {
    expect(brokenRules(rules, { name: '', code: '' }, ['code'])).toEqual([
      { field: 'code', message: 'Enter a code' },
    ]);
  });
});

describe('formFailure and fieldMessage', () => {
  it('puts one message on every field named, or on none', () => {
    expect(formFailure('Enter email id and password', ['email', 'password'])).toEqual({
      ok: false,
      message: 'Enter email id and password',
      errors: [
        { field: 'email', message: 'Enter email id and password' },
        { field: 'password', message: 'Enter email id and password' },
      ],
    });
    expect(formFailure('Email not found. Please start over.')).toEqual({
      ok: false,
      message: 'Email not found. Please start over.',
      errors: [],
    });
  });

  it("reads a field's message", () => {
    const errors = [{ field: 'email', message: 'Enter email id' }] as const;
    expect(fieldMessage(errors, 'email')).toBe('Enter email id');
    expect(fieldMessage(errors, 'password')).toBeUndefined();
    expect(fieldMessage(undefined, 'email')).toBeUndefined();
  });
});
