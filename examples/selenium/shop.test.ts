import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Builder, By, until, type WebDriver } from 'selenium-webdriver';
import chrome from 'selenium-webdriver/chrome.js';

const shop = process.env.SHOP_URL ?? 'http://localhost:3000';
let driver: WebDriver;

before(async () => {
  const options = new chrome.Options();
  // Selenium Manager finds a browser and a driver by itself; CHROME_BIN, CHROMEDRIVER and
  // CHROME_ARGS (e.g. --no-sandbox when run as root) pin installed ones.
  options.addArguments(
    '--headless=new',
    '--window-size=1280,800',
    ...(process.env.CHROME_ARGS?.split(' ').filter(Boolean) ?? []),
  );
  if (process.env.CHROME_BIN) options.setChromeBinaryPath(process.env.CHROME_BIN);
  const service = process.env.CHROMEDRIVER ? new chrome.ServiceBuilder(process.env.CHROMEDRIVER) : undefined;
  const builder = new Builder().forBrowser('chrome').setChromeOptions(options);
  driver = await (service ? builder.setChromeService(service) : builder).build();
  // The welcome tour opens once per browser; a suite marks it seen.
  await driver.get(shop);
  await driver.executeScript("localStorage.setItem('demo.welcomeTour.seen', 'true')");
});
after(() => driver?.quit());

const byTestId = (id: string) => By.css(`[data-testid="${id}"]`);

test('a fresh account resets its password with the OTP from the mailbox API', async () => {
  // The sandbox key makes the account's mail readable by this client only.
  const headers = { 'content-type': 'application/json', 'x-qa-sandbox': `selenium-run-${Date.now()}` };
  const created = await fetch(`${shop}/api/v1/qa/users`, { method: 'POST', headers, body: '{}' });
  assert.equal(created.status, 201);
  const { user } = await created.json();

  await driver.get(`${shop}/login`);
  await driver.wait(until.elementLocated(byTestId('sign-in-forgot-password')), 10_000).click();
  await driver.wait(until.elementLocated(byTestId('forgot-password-email')), 10_000).sendKeys(user.emailId);
  await driver.findElement(byTestId('forgot-password-send-otp')).click();
  await driver.wait(until.elementLocated(byTestId('forgot-password-otp')), 10_000);

  const mailbox = `${shop}/api/v1/mailbox?email=${encodeURIComponent(user.emailId)}`;
  const otp = await driver.wait(async () => {
    const { messages } = await (await fetch(mailbox, { headers })).json();
    return /one-time code is (\d{6})/.exec(messages[0]?.text ?? '')?.[1];
  }, 10_000);
  await driver.findElement(byTestId('forgot-password-otp')).sendKeys(otp!);
  await driver.findElement(byTestId('forgot-password-verify-otp')).click();
  await driver.wait(until.elementLocated(byTestId('forgot-password-new-password')), 10_000);
});

test('the standard demo account signs in', async () => {
  await driver.get(`${shop}/login`);
  await driver.wait(until.elementLocated(byTestId('sign-in-email')), 10_000);
  await driver.findElement(byTestId('sign-in-email')).sendKeys('standard.user@shoplane.test');
  await driver.findElement(byTestId('sign-in-password')).sendKeys('Standard@Shop1');
  await driver.findElement(byTestId('sign-in-submit')).click();

  const name = await driver.wait(until.elementLocated(byTestId('header-user-name')), 10_000);
  await driver.wait(until.elementTextIs(name, 'Hi, Asha'), 10_000);
  await driver.wait(until.elementLocated(byTestId('toast-success-message')), 10_000);
});
