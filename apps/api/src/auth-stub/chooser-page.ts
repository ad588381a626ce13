import { escapeHtml as e } from '@shop/core';
import { SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';

/**
 * The stand-in's "Choose an account" page: what Google's account chooser is in a real sign-in.
 * Plain HTML forms (no script), so it works in the popup, in a tab after the redirect fallback,
 * and with the keyboard alone. Test ids for automation: `auth-stand-in-account-<n>` (1-based, in
 * the order of SEEDED_GOOGLE_IDENTITIES), `auth-stand-in-another-name|email|submit`,
 * `auth-stand-in-cancel`, `auth-stand-in-error`.
 */
export const CHOOSE_PATH = '/authorize/choose';
export const ANOTHER_PATH = '/authorize/another';
export const CANCEL_PATH = '/authorize/cancel';

export interface ChooserPageModel {
  readonly basePath: string;
  readonly flowId: string;
  readonly another?: { readonly fullName: string; readonly email: string };
  readonly errors?: { readonly fullName?: string; readonly email?: string };
}

/** The pages' only inline code, exactly as written into them (their CSP allows it by hash). */
export const CHOOSER_STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
  body { margin: 0; background: #f1f3f4; color: #202124; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .card { background: #fff; border: 1px solid #dadce0; border-radius: 0.75rem; padding: 1.5rem 1.25rem; }
  .brand { margin: 0 0 0.25rem; font-size: 0.95rem; color: #5f6368; }
  h1 { margin: 0 0 0.25rem; font-size: 1.5rem; font-weight: 500; }
  .lead { margin: 0 0 1.25rem; color: #5f6368; }
  ul { list-style: none; margin: 0 0 1.25rem; padding: 0; border-top: 1px solid #e8eaed; }
  li { border-bottom: 1px solid #e8eaed; }
  .account { display: flex; gap: 0.75rem; align-items: center; width: 100%; padding: 0.75rem 0.25rem; border: 0; background: none; font: inherit; text-align: left; cursor: pointer; color: inherit; }
  .account:hover { background: #f8f9fa; }
  .avatar { flex: none; width: 2.25rem; height: 2.25rem; border-radius: 50%; background: #1a73e8; color: #fff; display: grid; place-items: center; font-weight: 600; }
  .who { display: grid; min-width: 0; }
  .who span { overflow-wrap: anywhere; }
  .email { color: #5f6368; font-size: 0.9rem; }
  h2 { font-size: 1.05rem; font-weight: 500; margin: 0 0 0.75rem; }
  label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.6rem 0.75rem; border: 1px solid #80868b; border-radius: 0.375rem; }
  .field-error { color: #b3261e; margin: 0.25rem 0 0; font-size: 0.9rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: space-between; margin-top: 1.25rem; }
  .primary, .secondary { font: inherit; padding: 0.6rem 1.25rem; border-radius: 0.375rem; cursor: pointer; }
  .primary { border: 0; background: #1a73e8; color: #fff; }
  .secondary { border: 1px solid #dadce0; background: #fff; color: #1a73e8; }
  .note { margin: 1.25rem 0 0; font-size: 0.85rem; color: #5f6368; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

function accountItem(basePath: string, flowId: string, index: number): string {
  const identity = SEEDED_GOOGLE_IDENTITIES[index];
  if (!identity) return '';
  return `<li><form method="post" action="${e(basePath + CHOOSE_PATH)}">
<input type="hidden" name="flow_id" value="${e(flowId)}">
<input type="hidden" name="identity_id" value="${e(identity.id)}">
<button class="account" type="submit" data-testid="auth-stand-in-account-${index + 1}" aria-label="Continue as ${e(identity.fullName)}, ${e(identity.email)}">
<span class="avatar" aria-hidden="true">${e(initials(identity.fullName))}</span>
<span class="who"><span>${e(identity.fullName)}</span><span class="email">${e(identity.email)}</span></span>
</button>
</form></li>`;
}

function fieldError(id: string, message: string | undefined): string {
  return message ? `<p class="field-error" id="${id}" data-testid="${id}">${e(message)}</p>` : '';
}

export function chooserPage({ basePath, flowId, another, errors }: ChooserPageModel): string {
  const nameError = errors?.fullName;
  const emailError = errors?.email;
  const described = (id: string, message: string | undefined) =>
    message ? ` aria-invalid="true" aria-describedby="${id}"` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google – ShopLane (demo)</title>
<style>${CHOOSER_STYLE}</style>
</head>
<body>
<main>
<div class="card">
<p class="brand">Google (ShopLane's offline stand-in)</p>
<h1 data-testid="auth-stand-in-heading">Choose an account</h1>
<p class="lead">to continue to ShopLane</p>
<ul aria-label="Google accounts">
${SEEDED_GOOGLE_IDENTITIES.map((_identity, index) => accountItem(basePath, flowId, index)).join('\n')}
</ul>
<form method="post" action="${e(basePath + ANOTHER_PATH)}" novalidate aria-labelledby="auth-stand-in-another-heading">
<h2 id="auth-stand-in-another-heading">Use another account</h2>
<input type="hidden" name="flow_id" value="${e(flowId)}">
<label for="auth-stand-in-another-name">Full name</label>
<input id="auth-stand-in-another-name" name="full_name" autocomplete="name" maxlength="100" value="${e(another?.fullName ?? '')}" data-testid="auth-stand-in-another-name"${described('auth-stand-in-error-name', nameError)}>
${fieldError('auth-stand-in-error-name', nameError)}
<label for="auth-stand-in-another-email">E-mail</label>
<input id="auth-stand-in-another-email" name="email" type="email" autocomplete="email" value="${e(another?.email ?? '')}" data-testid="auth-stand-in-another-email"${described('auth-stand-in-error-email', emailError)}>
${fieldError('auth-stand-in-error-email', emailError)}
<div class="actions">
<button class="primary" type="submit" data-testid="auth-stand-in-another-submit">Continue</button>
</div>
</form>
<form method="post" action="${e(basePath + CANCEL_PATH)}">
<input type="hidden" name="flow_id" value="${e(flowId)}">
<div class="actions"><button class="secondary" type="submit" data-testid="auth-stand-in-cancel">Cancel</button></div>
</form>
<p class="note">No Google account is used: this page stands in for Google while no Supabase project is configured. Addresses typed here count as unverified.</p>
</div>
</main>
</body>
</html>`;
}

/** A refusal of the authorize request (bad redirect, no PKCE, an expired page). */
export function refusalPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in with Google failed – ShopLane (demo)</title>
<style>${CHOOSER_STYLE}</style>
</head>
<body>
<main><div class="card">
<h1>Sign-in with Google failed</h1>
<p class="lead" role="alert" data-testid="auth-stand-in-error">${e(message)}</p>
</div></main>
</body>
</html>`;
}
