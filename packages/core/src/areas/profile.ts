/** `@shop/core/profile`: the profile: physical stats, fit, age group, department, shoe size and the welcome tour. */
export * from '../contract/profile';
export * from '../rules/profile';
export * from '../rules/physical-stats';
export * from '../rules/fit-attributes';
export * from '../rules/shoe-size';
export * from '../texts/profile';
export * from '../failures/profile-call-failures';
export * from '../content/profile-reference';
export * from '../content/welcome-tour';
