import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoAccount } from '../support/demo-accounts';
import { waitForMail } from '../support/mailbox';
import { uniqueEmail } from '../support/shoppers';

/**
 * Accounts through the browser, against the real server and a real SMTP server (global setup).
 * Every test makes its own user, so the tests run in parallel; each signs in only a few times,
 * because the server limits sign-in attempts per address.
 */

const hebrew = /[\u0590-\u05FF]/;

/** The texts the tests read, per language (the pages' own dictionaries are not imported on purpose). */
const ui = {
  en: {
    openMenu: 'Open menu',
    menu: 'Main menu',
    fullName: 'Full name',
    email: 'Email address',
    password: 'Password',
    signUp: 'Sign up',
    signIn: 'Sign in',
    signOut: 'Sign Out',
    signInEntry: 'Sign In',
    signUpEntry: 'Sign Up',
    personalDetails: 'Personal Details',
    administration: 'Administration',
    created: 'Your account has been created.',
    confirmed: 'Your email address is confirmed.',
  },
  he: {
    openMenu: 'פתיחת התפריט',
    menu: 'תפריט ראשי',
    fullName: 'שם מלא',
    email: 'כתובת דוא״ל',
    password: 'סיסמה',
    signUp: 'הרשמה',
    signIn: 'התחברות',
    signOut: 'התנתקות',
    signInEntry: 'התחברות',
    signUpEntry: 'הרשמה',
    personalDetails: 'פרטים אישיים',
    administration: 'ניהול',
    created: 'החשבון נוצר.',
    confirmed: 'כתובת הדוא״ל שלך אומתה.',
  },
} as const;

type Language = keyof typeof ui;

async function signUp(
  page: Page,
  language: Language,
  user: { name: string; email: string; password: string },
) {
  const t = ui[language];
  await page.goto(`/${language}/sign-up`);
  await page.getByLabel(t.fullName).fill(user.name);
  await page.getByLabel(t.email).fill(user.email);
  await page.getByLabel(t.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: t.signUp, exact: true }).click();
  await expect(page.getByTestId('sign-up').getByRole('status')).toContainText(t.created);
}

/** Opens the confirmation link of the newest confirmation mail and checks the success text. */
async function confirmFromMail(page: Page, language: Language, email: string, since: number) {
  const mail = await waitForMail(email, { since });
  const link = mail.links.find((href) => href.includes(`/${language}/confirm-email?token=`));
  expect(link, `confirmation link in: ${mail.text}`).toBeDefined();
  await page.goto(link as string);
  await expect(page.getByTestId('confirm-email').getByRole('status')).toContainText(ui[language].confirmed);
  return mail;
}

async function signIn(page: Page, language: Language, email: string, password: string) {
  const t = ui[language];
  await page.goto(`/${language}/sign-in`);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

/**
 * Opens the side menu. Right after a sign-in's page load a click can land while the shell is still
 * settling and the menu does not stay open (seen about once in six runs; not yet understood), so
 * the click is repeated until the menu shows.
 */
async function openMenu(page: Page, language: Language) {
  const menu = page.getByRole('dialog', { name: ui[language].menu });
  await expect(async () => {
    if (!(await menu.isVisible()))
      await page.getByRole('button', { name: ui[language].openMenu }).first().click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  return menu;
}

async function newSignedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'en', email, password);
  await expect(page).toHaveURL(/\/en$/);
  return { context, page };
}

test.describe('accounts', () => {
  test('sign up in Hebrew, confirm from the Hebrew mail, sign in, change the language, sign out', async ({
    page,
  }) => {
    // Sign-up, a mail, confirmation, sign-in, settings and sign-out: ten pages and a mailbox.
    test.slow();
    const t = ui.he;
    const user = { name: 'נועה בדיקה', email: uniqueEmail('he'), password: 'Tapuach-2024' };

    // Errors show only after leaving a field; the button reads as disabled until the form is valid.
    await page.goto('/he/sign-up');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('שפה מועדפת')).toHaveValue('he');
    const submit = page.getByRole('button', { name: t.signUp, exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel(t.email).focus();
    await expect(page.getByText('יש להזין כתובת דוא״ל.')).toHaveCount(0);
    await page.getByLabel(t.password, { exact: true }).focus();
    await expect(page.getByText('יש להזין כתובת דוא״ל.')).toBeVisible();
    await page.getByLabel(t.email).fill('not-an-email');
    await expect(page.getByText('יש להזין כתובת דוא״ל תקינה.')).toBeVisible();

    const since = Date.now();
    await signUp(page, 'he', user);
    const mail = await confirmFromMail(page, 'he', user.email, since);
    expect(mail.subject).toMatch(hebrew);
    expect(mail.text).toMatch(hebrew);

    // The success message links to sign-in.
    await page.getByTestId('confirm-email').getByRole('link', { name: t.signIn }).click();
    await expect(page).toHaveURL(/\/he\/sign-in$/);
    await signIn(page, 'he', `  ${user.email.toUpperCase()} `, user.password);
    await expect(page).toHaveURL(/\/he$/);
    await expect(page.getByRole('banner').getByText(user.name)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /התראות/ })).toBeVisible();

    // Account settings: save is enabled only after a change.
    await (await openMenu(page, 'he')).getByRole('link', { name: t.personalDetails }).click();
    await expect(page).toHaveURL(/\/he\/account-settings$/);
    const language = page.getByLabel('שפה מועדפת');
    const save = page.getByRole('button', { name: 'שמירת השינויים' });
    await expect(language).toHaveValue('he');
    await expect(save).toBeDisabled();
    await language.selectOption('th');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('ההעדפות שלך נשמרו.')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel('שפה מועדפת')).toHaveValue('th');

    // Sign out: the name goes away and the menu shows the signed-out entries.
    await (await openMenu(page, 'he')).getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(/\/he$/);
    await expect(page.getByRole('banner').getByText(user.name)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: /התראות/ })).toHaveCount(0);
    const menu = await openMenu(page, 'he');
    await expect(menu.getByRole('link', { name: t.signInEntry, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: t.signUpEntry, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: t.signOut })).toHaveCount(0);

    // Signed out, account settings sends the visitor to sign-in.
    await page.goto('/he/account-settings');
    await expect(page).toHaveURL(/\/he\/sign-in$/);
  });

  test('forgot password: the mailed link sets a new password and ends the other sessions', async ({
    page,
    browser,
  }) => {
    test.slow();
    const user = { name: 'Reset Tester', email: uniqueEmail('reset'), password: 'old-password-1' };
    const newPassword = 'new-password-2';
    const signUpSince = Date.now();
    await signUp(page, 'en', user);
    await confirmFromMail(page, 'en', user.email, signUpSince);

    // Another browser, signed in before the reset.
    const other = await newSignedInPage(browser, user.email, user.password);
    await expect(other.page.getByRole('banner').getByText(user.name)).toBeVisible();

    // A reset link without a token says so at once.
    await page.goto('/en/reset-password');
    await expect(page.getByTestId('reset-password').getByRole('alert')).toContainText('not valid');
    await expect(page.getByRole('link', { name: 'Request a new one' })).toHaveAttribute(
      'href',
      '/en/forgot-password',
    );

    const since = Date.now();
    await page.goto('/en/forgot-password');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('forgot-password').getByRole('status')).toContainText(
      'If an account exists for',
    );
    const mail = await waitForMail(user.email, { since, subject: /reset/i });
    const link = mail.links.find((href) => href.includes('/en/reset-password?token='));
    expect(link, mail.text).toBeDefined();
    await page.goto(link as string);
    const submit = page.getByRole('button', { name: 'Save new password' });
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByLabel('Email address').focus();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByTestId('reset-password').getByRole('status')).toContainText(
      'Your password has been changed.',
    );
    await expect(page.getByLabel('Email address')).toHaveValue('');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Confirm new password')).toHaveValue('');

    // The other browser's session has ended.
    await other.page.reload();
    await expect(other.page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(other.page.getByRole('banner').getByText(user.name)).toHaveCount(0);
    await other.context.close();

    // The old password no longer works, the new one does.
    await signIn(page, 'en', user.email, user.password);
    await expect(page.getByText('The email address or password is incorrect.')).toBeVisible();
    await signIn(page, 'en', user.email, newPassword);
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('banner').getByText(user.name)).toBeVisible();
  });

  test('a rate-limited reset request says in Hebrew when to try again', async ({ page }) => {
    // The inbox's limit is 5 reset mails an hour; the sixth request is refused with Retry-After.
    const email = uniqueEmail('limited');
    for (let sent = 0; sent < 5; sent++) {
      const answer = await page.request.post('/api/users/forgot-password', {
        data: { email, languageCode: 'he' },
        headers: { 'X-Requested-With': 'grocery' },
      });
      expect(answer.status()).toBe(200);
    }
    await page.goto('/he/forgot-password');
    await page.getByLabel(ui.he.email).fill(email);
    await page.getByRole('button', { name: 'שליחת קישור לאיפוס' }).click();
    // The hour's window ends in 59 or 60 minutes, said in Hebrew.
    await expect(page.getByTestId('forgot-password').getByRole('alert')).toContainText(
      /אפשר לנסות שוב בעוד (59|60) דקות/,
    );
  });

  test('the administration area is for admin_access only', async ({ page, browser }) => {
    test.slow();
    // Signed out: the no-access page inside the main layout, with a way to sign in.
    await page.goto('/admin/en');
    await expect(page.getByTestId('no-access')).toBeVisible();
    await expect(page.getByTestId('admin-topbar')).toHaveCount(0);
    await expect(page.getByTestId('no-access').getByRole('link', { name: 'Sign in' })).toBeVisible();

    // The demo shopper: no access, no Administration entry.
    const shopperAccount = demoAccount('shopper');
    const shopper = await newSignedInPage(browser, shopperAccount.email, shopperAccount.password);
    await shopper.page.goto('/admin/en/products');
    await expect(shopper.page.getByTestId('no-access')).toBeVisible();
    await expect(shopper.page.getByTestId('admin-topbar')).toHaveCount(0);
    await expect(shopper.page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    const shopperMenu = await openMenu(shopper.page, 'en');
    await expect(shopperMenu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(shopperMenu.getByRole('link', { name: 'Administration' })).toHaveCount(0);
    await shopper.context.close();

    // The demo admin: the Administration entry opens the admin area.
    const adminAccount = demoAccount('admin');
    const admin = await newSignedInPage(browser, adminAccount.email, adminAccount.password);
    await (await openMenu(admin.page, 'en')).getByRole('link', { name: 'Administration' }).click();
    await expect(admin.page).toHaveURL(/\/admin\/en$/);
    await expect(admin.page.getByTestId('admin-topbar')).toBeVisible();
    await expect(admin.page.getByTestId('no-access')).toHaveCount(0);
    // The admin language switch replaces the segment after admin and keeps the query.
    await admin.page.goto('/admin/en/products?page=2');
    await admin.page.getByTestId('admin-topbar').getByRole('link', { name: 'עברית' }).click();
    await expect(admin.page).toHaveURL(/\/admin\/he\/products\?page=2$/);
    await expect(admin.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(admin.page.getByTestId('admin-topbar')).toBeVisible();
    await admin.context.close();
  });

  test('sign-in: wrong password, then an unconfirmed account can have its mail sent again', async ({
    page,
  }) => {
    const user = { name: 'Pending Tester', email: uniqueEmail('pending'), password: 'pending-pass-1' };
    await signUp(page, 'en', user);
    const firstLink = (await waitForMail(user.email)).links.find((href) =>
      href.includes('/confirm-email?token='),
    );

    await signIn(page, 'en', user.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The email address or password is incorrect.');
    await expect(page.getByRole('button', { name: 'Send the verification email again' })).toHaveCount(0);

    await signIn(page, 'en', user.email, user.password);
    await expect(page.getByText('Your email address is not confirmed yet.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/sign-in$/);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send the verification email again' }).click();
    await expect(page.getByText('Verification email sent.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send the verification email again' })).toHaveCount(0);
    const mail = await waitForMail(user.email, { since });
    expect(mail.links.some((href) => href.includes('/en/confirm-email?token='))).toBe(true);
    // The link of the first mail was replaced by the new one, and says so.
    await page.goto(firstLink as string);
    await expect(page.getByTestId('confirm-email').getByRole('alert')).toHaveText(
      /This confirmation link was replaced by a newer one/,
    );
  });
});
