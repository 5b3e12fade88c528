import { expect, type Page, test } from '@playwright/test';
import { appHeader } from './account-kit';
import { openApp, siteUrl } from './site';

/** A birth date that makes someone exactly `years` old today (UTC, as the age rule counts). */
function bornYearsAgo(years: number): string {
  const today = new Date();
  const month = String(today.getUTCMonth() + 1).padStart(2, '0');
  const day = String(today.getUTCDate()).padStart(2, '0');
  // 29 February has no twin in most years: use the 28th, which is older still by a day.
  return `${today.getUTCFullYear() - years}-${month}-${month === '02' && day === '29' ? '28' : day}`;
}

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${process.pid % 1000}`;

interface Labels {
  form: string;
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  password: string;
  dateOfBirth: string;
  country: string;
  terms: string;
  privacy: string;
  submit: string;
}

const GREEK: Labels = {
  form: 'Δημιουργήστε τον λογαριασμό σας',
  firstName: 'Όνομα',
  lastName: 'Επώνυμο',
  userName: 'Όνομα χρήστη',
  email: 'Email',
  password: 'Κωδικός πρόσβασης',
  dateOfBirth: 'Ημερομηνία γέννησης',
  country: 'Χώρα διαμονής',
  terms: 'Αποδέχομαι τους όρους και προϋποθέσεις.',
  privacy: 'Διάβασα και αποδέχομαι την πολιτική απορρήτου.',
  submit: 'Δημιουργία λογαριασμού',
};

const ENGLISH: Labels = {
  form: 'Create your account',
  firstName: 'First name',
  lastName: 'Last name',
  userName: 'User name',
  email: 'Email',
  password: 'Password',
  dateOfBirth: 'Date of birth',
  country: 'Country of residence',
  terms: 'I accept the terms and conditions.',
  privacy: 'I have read and accept the privacy notice.',
  submit: 'Create account',
};

/** Types and taps through the registration form as a person does, then taps the submit button. */
async function fillRegistration(
  page: Page,
  labels: Labels,
  person: { userName: string; born: string; country: string },
) {
  const form = page.getByRole('form', { name: labels.form });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field(labels.firstName).fill('Eleni');
  await field(labels.lastName).fill('Papadopoulou');
  await field(labels.userName).fill(person.userName);
  await field(labels.email).fill(`${person.userName}@example.com`);
  await field(labels.password).fill('tall-green-harbour-42');
  await field(labels.dateOfBirth).fill(person.born);
  await field(labels.country).selectOption(person.country);
  await form.getByRole('checkbox', { name: labels.terms }).tap();
  await form.getByRole('checkbox', { name: labels.privacy }).tap();
  await form.getByRole('button', { name: labels.submit }).tap();
  return form;
}

test.describe('registration under the market rules (issue 19)', () => {
  test('Greek site: 21 or older, then the mandatory limits, then the first deposit', async ({ page }) => {
    await openApp(page, siteUrl(44, '/register'));
    const userName = uniqueName('gr');
    const form = await fillRegistration(page, GREEK, { userName, born: bornYearsAgo(20), country: 'GR' });
    await expect(form.getByText('Πρέπει να είστε τουλάχιστον 21 ετών για να εγγραφείτε.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    await form.getByLabel(GREEK.dateOfBirth, { exact: true }).fill(bornYearsAgo(21));
    await form.getByRole('button', { name: GREEK.submit }).tap();

    const limits = page.getByRole('form', { name: 'Ορίστε τα όριά σας' });
    await expect(limits).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ορίστε τα όριά σας' })).toBeVisible();
    // Nothing lets the player past the step without both limits.
    await limits.getByRole('button', { name: 'Αποθήκευση ορίων' }).tap();
    await expect(limits.getByText('Επιλέξτε όριο χρόνου συνεδρίας.')).toBeVisible();
    await limits.getByText('7 ημέρες', { exact: true }).tap();
    await limits.getByLabel('Μέγιστη κατάθεση σε 7 ημέρες').fill('100');
    await limits.getByLabel('Όριο χρόνου συνεδρίας').selectOption({ label: '1 ώρα' });
    await limits.getByRole('button', { name: 'Αποθήκευση ορίων' }).tap();
    await expect(page.getByText('Τα όριά σας ορίστηκαν.')).toBeVisible();
    await expect(page).toHaveURL(siteUrl(44, '/'));

    await page.goto(siteUrl(44, '/user-account/deposit'));
    await page.getByLabel('Ποσό', { exact: true }).fill('50');
    await page.getByRole('radio', { name: 'E-wallet' }).tap();
    await page.getByLabel('Email του e-wallet').fill('eleni@example.com');
    await page.getByRole('button', { name: 'Κατάθεση 50,00 €' }).tap();
    await expect(page.getByText('Η κατάθεση 50,00 € ολοκληρώθηκε.')).toBeVisible();
    await expect(appHeader(page).getByText('50,00 €')).toBeVisible();
  });

  test('English site 1: no limits step after registering, the deposit page offers the deposit at once', async ({
    page,
  }) => {
    await openApp(page, '/register');
    await fillRegistration(page, ENGLISH, { userName: uniqueName('en'), born: bornYearsAgo(18), country: 'IE' });
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('form', { name: 'Set your limits' })).toHaveCount(0);
    await page.goto('/user-account/deposit');
    await expect(page.getByRole('region', { name: 'Add money' })).toBeVisible();
  });
});
