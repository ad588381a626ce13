import { expect } from 'storybook/test';
import type { FormErrorState } from '../../form-types';
import type { SignInFormState, SignInValues } from './SignInForm';
import type { SignUpFormState, SignUpValues } from './SignUpForm';

/** Story data of the sign-in / sign-up screen (the callbacks are each story file's spies). */
export const emptySignIn: SignInValues = { email: '', password: '', showPassword: false, rememberMe: false };

export const emptySignUp: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
  showPassword: false,
};

/** A complete, valid sign-up: each error story breaks one thing. */
export const validSignUp: SignUpValues = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.in',
  password: 'Mango#Tree42',
  confirmPassword: 'Mango#Tree42',
  acceptedTerms: true,
  showPassword: false,
};

type Handlers<State> = Pick<State, Extract<keyof State, 'onChange' | 'onSubmit'>>;

export function signInState(
  handlers: Handlers<SignInFormState>,
  overrides: Partial<SignInFormState> = {},
): SignInFormState {
  return { values: emptySignIn, submitting: false, ...handlers, ...overrides };
}

export function signUpState(
  handlers: Handlers<SignUpFormState>,
  overrides: Partial<SignUpFormState> = {},
): SignUpFormState {
  return { values: emptySignUp, submitting: false, ...handlers, ...overrides };
}

/** A form's message on the given fields (none: a message about the call or the session). */
export function formError<Field extends string>(
  message: string,
  fields: readonly Field[] = [],
): FormErrorState<Field> {
  return { message, errors: fields.map((field) => ({ field, message })) };
}

const PHONE_WIDTH = 390;

/**
 * The mobile variant of a design state (`EmptyMobile`): the same story at 390 px (the shop's
 * `phone390` viewport), checking first that it really renders at that width.
 */
export function mobileVariant<S extends { play?: (context: never) => unknown }>(story: S): S {
  type Context = Parameters<NonNullable<S['play']>>[0];
  const play = story.play as ((context: Context) => unknown) | undefined;
  return {
    ...story,
    globals: { viewport: { value: 'phone390', isRotated: false } },
    play: async (context: Context) => {
      await expect(document.documentElement.clientWidth).toBe(PHONE_WIDTH);
      await play?.(context);
    },
  } as S;
}

/** Interaction tests (they drive the UI) are kept apart from design states. */
export const interaction = { tags: ['interaction'] };
