// The shop's areas: the contract's (`api` in packages/core/src/contract/index.ts) plus `qa`, the
// one set of names every layer uses. For each area, where it lives in each layer, as paths from
// the repository's root (`*` within a folder, `**` across folders, `{a,b}` either). Its tests are
// the test, story and spec files among them. Read by `pnpm test:area <area>`
// (scripts/test/area.mjs) and `pnpm test:changed` (changed files → areas → their journeys);
// areas-manifest.test.mjs keeps every area here, every path alive and every journey owned.
//
// A file that several areas share (a helper such as mocks/handlers/own-data.ts, the cart's
// parity builder) is listed under each area that uses it.

const core = (...paths) => paths.map((path) => `packages/core/src/${path}`);
const api = (...paths) => paths.map((path) => `apps/api/${path}`);
const mocks = (...paths) => paths.map((path) => `mocks/${path}`);
const ui = (...paths) => paths.map((path) => `packages/ui/src/${path}`);
const storefront = (...paths) => paths.map((path) => `apps/storefront/src/${path}`);
const e2e = (...paths) => paths.map((path) => `e2e/specs/${path}`);

/** @type {Record<string, Record<'core' | 'api' | 'mocks' | 'ui' | 'storefront' | 'e2e', string[]>>} */
export const areas = {
  users: {
    core: core(
      'areas/users.ts',
      'contract/{users,user}.ts',
      'accounts/**',
      'rules/{sign-in,sign-up,password,email,forgot-password,account-requests}*.ts',
      'texts/{account,account-replies,google-sign-in,forgot-password-steps,password-rule}.ts',
      'content/reset-code-mail*.ts',
      'test-ids/{auth,sign-in,sign-up,forgot-password}.ts',
    ),
    api: api(
      'src/routes/users.ts',
      'src/services/{account-service,account-maintenance,session-service,password-reset-service,password-hasher,auth-failure-limiter}.ts',
      'test/{users,account-lock,accounts-concurrency,auth-limits,password-reset,demo-accounts}.test.ts',
    ),
    mocks: mocks('handlers/users.ts', 'scenarios/users.ts', 'parity/cases/users.ts', 'state/accounts.ts'),
    ui: ui(
      'screens/AuthScreen/**',
      'components/{CredentialFields,ForgotPasswordDialog,SignInRequiredDialog}/**',
    ),
    storefront: storefront('features/users/**', 'routes/auth/**'),
    e2e: e2e('{sign-in,sign-up,sign-out,forgot-password,guards}.spec.ts'),
  },
  products: {
    core: core(
      'areas/products.ts',
      'contract/products.ts',
      'rules/{catalogue,listing,details,search,highlight,pagination,compare,home,specifications}*.ts',
      'texts/{products,listing,details,search,home,compare}.ts',
      'content/{home,product-reviews}*.ts',
      'test-ids/{catalogue,listing,details,home,product-card,compare,header,wishlist}.ts',
    ),
    api: api(
      'src/routes/{products,images}.ts',
      'src/services/catalogue/**',
      'src/services/image-service.ts',
      'test/{products,search,images,promo-images}.test.ts',
    ),
    mocks: mocks('handlers/{products,images}*.ts', 'scenarios/products*.ts', 'parity/cases/products.ts'),
    ui: ui(
      'screens/{HomeScreen,ListingScreen,DetailsScreen,CompareScreen}/**',
      'components/{ProductCard,PriceTag,Gallery,HeroSlider,FilterSidebar,Pagination,PriceRange,Rating,CompareButton,WishlistButton}/**',
    ),
    storefront: storefront('features/products/**', 'routes/{home,products,product,compare}/**'),
    e2e: e2e('{home,home-sections,listing,details,header-search,compare,placeholders}.spec.ts'),
  },
  health: {
    core: core('areas/health.ts', 'contract/health.ts', 'texts/health.ts', 'test-ids/health.ts'),
    api: api('src/routes/health.ts', 'src/services/health-service.ts', 'test/health.test.ts'),
    mocks: mocks('handlers/health.ts', 'scenarios/health.ts', 'parity/cases/health.ts'),
    ui: ui('screens/HealthScreen/**'),
    storefront: storefront('features/health/**', 'routes/health/**'),
    e2e: e2e('health.spec.ts'),
  },
  cart: {
    core: core(
      'areas/cart.ts',
      'contract/cart.ts',
      'cart/**',
      'rules/prices*.ts',
      'texts/{cart,cart-replies,promo}.ts',
      'test-ids/cart.ts',
    ),
    api: api('src/routes/cart.ts', 'src/services/cart-service.ts', 'test/cart*.test.ts'),
    mocks: mocks('handlers/cart.ts', 'scenarios/cart*.ts', 'parity/cases/cart.ts', 'state/cart.ts'),
    ui: ui('screens/CartScreen/**', 'components/{QuantityStepper,PromoCodeForm}/**'),
    storefront: storefront('features/cart/**', 'routes/cart/**'),
    e2e: e2e('cart-*.spec.ts'),
  },
  profile: {
    core: core(
      'areas/profile.ts',
      'contract/profile.ts',
      'rules/{profile,physical-stats,fit-attributes,shoe-size}*.ts',
      'texts/profile.ts',
      'content/{profile-reference,welcome-tour}*.ts',
      'failures/profile-call-failures.ts',
      'test-ids/{profile,tour}.ts',
    ),
    api: api(
      'src/routes/profile.ts',
      'src/services/{profile-service,physical-stats-service}.ts',
      'test/profile*.test.ts',
    ),
    mocks: mocks('handlers/profile*.ts', 'scenarios/profile*.ts', 'parity/cases/profile.ts'),
    ui: ui('screens/ProfileScreen/**', 'components/WelcomeTour/**'),
    storefront: storefront('features/profile/**', 'routes/profile/**'),
    e2e: e2e('{profile-page,welcome-tour}.spec.ts', 'profile-modals/**'),
  },
  mailbox: {
    core: core('areas/mailbox.ts', 'contract/mailbox.ts', 'test-ids/mailbox.ts'),
    api: api(
      'src/routes/mailbox.ts',
      'src/services/mailbox-service.ts',
      'src/mail/**',
      'test/mailbox.test.ts',
    ),
    mocks: mocks('handlers/mailbox.ts', 'parity/cases/mailbox.ts'),
    ui: ui('screens/MailboxScreen/**', 'components/DemoPageFrame/**'),
    storefront: storefront('server-pages/**'),
    e2e: e2e('mailbox.spec.ts'),
  },
  googleSignIn: {
    core: core(
      'areas/google-sign-in.ts',
      'contract/google-sign-in.ts',
      'content/google-identities.ts',
      'failures/google-call-failures.ts',
      'test-ids/{oauth-callback,google-stand-in}.ts',
    ),
    api: api(
      'src/routes/google-sign-in.ts',
      'src/services/{oauth-sign-in-service,google-identity-verifier}.ts',
      'src/auth-stub/**',
      'test/{oauth-signin,auth-stub,auth-stub-supabase-js}.test.ts',
    ),
    mocks: mocks(
      'handlers/{google-sign-in,auth-stand-in}*.ts',
      'scenarios/google-sign-in*.ts',
      'parity/cases/google-sign-in.ts',
    ),
    ui: ui('screens/{OAuthCallbackScreen,GoogleAccountChooserScreen}/**'),
    storefront: storefront('features/google-sign-in/**', 'routes/oauth-callback/**', 'server-pages/**'),
    e2e: e2e('google-sign-in*.spec.ts'),
  },
  checkout: {
    core: core(
      'areas/checkout.ts',
      'contract/checkout.ts',
      'checkout/{checkout-flow,delivery-slots,order-totals,order-lines,pin-codes}*.ts',
      'enums/checkout.ts',
      'texts/checkout.ts',
      'failures/checkout-call-failures.ts',
      'test-ids/checkout.ts',
    ),
    api: api('src/routes/checkout.ts'),
    mocks: mocks(
      'handlers/checkout.ts',
      'scenarios/checkout.ts',
      'parity/cases/{checkout,checkout-fixtures}.ts',
      'state/checkout.ts',
    ),
    ui: ui('screens/CheckoutScreen/**'),
    storefront: storefront('features/checkout/**', 'routes/checkout/**'),
    e2e: e2e('checkout*.spec.ts'),
  },
  addresses: {
    core: core(
      'areas/addresses.ts',
      'contract/checkout.ts',
      'checkout/address*.ts',
      'enums/checkout.ts',
      'texts/checkout.ts',
    ),
    api: api('src/routes/addresses.ts', 'src/services/address-service.ts', 'test/checkout-addresses.test.ts'),
    mocks: mocks('handlers/{addresses,own-data}.ts', 'parity/cases/{addresses,checkout-fixtures}.ts'),
    ui: ui('screens/CheckoutScreen/AddressStep.tsx'),
    storefront: storefront('features/addresses/**'),
    e2e: e2e('checkout.spec.ts'),
  },
  payments: {
    core: core(
      'areas/payments.ts',
      'contract/checkout.ts',
      'checkout/{payment,card-input,card-frame}*.ts',
      'enums/checkout.ts',
      'texts/checkout.ts',
      'content/payment-code-mail.ts',
      'test-ids/card-frame.ts',
    ),
    api: api('src/routes/payments.ts', 'src/services/payment-service.ts'),
    mocks: mocks('handlers/{payments,own-data}.ts', 'parity/cases/{payments,checkout-fixtures}.ts'),
    ui: ui('components/CardPaymentForm/**', 'screens/CheckoutScreen/PaymentStep.tsx'),
    storefront: storefront('features/payments/**'),
    e2e: e2e('checkout.spec.ts'),
  },
  orders: {
    core: core(
      'areas/orders.ts',
      'contract/orders.ts',
      'checkout/{orders,order-trackers,invoice,replies}*.ts',
      'enums/checkout.ts',
      'test-ids/orders.ts',
    ),
    api: api(
      'src/routes/orders.ts',
      'src/services/{order-service,order-tracker}.ts',
      'src/orders/**',
      'test/{orders,order-documents,order-tracker}.test.ts',
    ),
    mocks: mocks(
      'handlers/{orders,own-data,order-tracker}*.ts',
      'parity/cases/{orders,checkout-fixtures}.ts',
      'state/{checkout,orders-seed}.ts',
    ),
    ui: ui('screens/{OrderScreen,OrdersScreen}/**'),
    storefront: storefront('features/orders/**', 'routes/{order,orders}/**'),
    e2e: e2e('orders.spec.ts'),
  },
  qa: {
    core: core('qa/**', 'test-ids/{areas,qa-tools,classroom}.ts'),
    api: api(
      'src/qa/**',
      'src/routes/{qa,qa-page,qa-database-reset,qa-classes,qa-class-pages,docs,class-board-script}.ts',
      'src/docs/**',
      'test/{qa-*,docs,clock-offset-security,class-board-script}.test.ts',
    ),
    mocks: mocks('scenarios/{index,live}*.ts'),
    ui: ui('screens/{QaToolsScreen,ClassBoardScreen}/**', 'components/DemoPageFrame/**'),
    storefront: storefront('features/qa/**', 'server-pages/**'),
    e2e: e2e(
      '{qa-page,qa-classroom,qa-keyboard-exercise,live-failure-texts,api-docs}.spec.ts',
      'qa-defects/**',
    ),
  },
};

/**
 * What every area stands on: the app's shell, the server's http and database layers, the
 * journeys' own support code. A change here can break any journey, so `pnpm test:changed` runs
 * them all; the shell's own journeys (console errors, the security policy, route errors, the
 * phone header, the page clock, the README's examples, the server-rendered first screens, the
 * accessibility of every route and dialog) belong to no single area.
 */
export const shell = {
  paths: [
    'apps/storefront/src/{app,api,server-render}/**',
    'apps/storefront/{index.html,vite.config.ts}',
    'apps/api/src/{app,main,config}.ts',
    'apps/api/src/{http,db}/**',
    'e2e/{support,pages,fixtures}/**',
    'e2e/playwright.config.ts',
    'pnpm-lock.yaml',
  ],
  e2e: e2e(
    '{console,content-security-policy,first-screen,header-mobile,page-clock,readme-examples,route-errors}.spec.ts',
    'accessibility/**',
  ),
};

/** `pattern` (the syntax above) as a regular expression over a whole path. */
export function globPattern(pattern) {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (pattern.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (pattern.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',') source += '|';
    else source += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether a file is a test of some layer: Vitest's tests and stories, Playwright's specs. */
export const isTestFile = (path) => /\.(test\.(ts|tsx|mjs)|stories\.tsx|spec\.ts)$/.test(path);

/** The files of `files` (repository paths) that belong to `area`, in every layer. */
export function filesOfArea(area, files) {
  const homes = areas[area];
  if (!homes) throw new Error(`No area "${area}": the areas are ${Object.keys(areas).join(', ')}`);
  const patterns = Object.values(homes).flat().map(globPattern);
  return files.filter((file) => patterns.some((pattern) => pattern.test(file)));
}

const matchesAny = (patterns, file) => patterns.some((pattern) => globPattern(pattern).test(file));

/** The areas a file belongs to (a helper several share belongs to each). */
export const areasOf = (file) =>
  Object.keys(areas).filter((area) => matchesAny(Object.values(areas[area]).flat(), file));

/**
 * The journeys for these changed files (repository paths): 'all' when the shell changed, else
 * those of `specs` (e2e/specs/… paths) that belong to the changed files' areas, and any changed
 * journey itself. A changed test or story picks none: Vitest runs it.
 */
export function journeysFor(changed, specs) {
  if (changed.some((file) => matchesAny(shell.paths, file))) return 'all';
  const chosen = new Set(changed.filter((file) => specs.includes(file)));
  for (const file of changed.filter((file) => !isTestFile(file))) {
    for (const area of areasOf(file)) {
      for (const spec of specs) if (matchesAny(areas[area].e2e, spec)) chosen.add(spec);
    }
  }
  return [...chosen].sort();
}
