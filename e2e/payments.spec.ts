import { expect, test } from '@playwright/test';
import { appHeader, registerPlayer } from './account-kit';
import { openApp } from './site';

/**
 * Payments on a phone (412×823, touch; issue 21): a deposit by e-wallet and a withdrawal to a bank account go
 * through the payment provider, both show in the transactions named with their account and the running balance,
 * and cancelling the withdrawal asks first.
 */
test('deposit by e-wallet, withdraw to an IBAN, see both in the history, cancel the withdrawal after confirming', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerPlayer(page);
  await openApp(page, '/user-account/deposit');
  const deposit = page.getByRole('region', { name: 'Add money' });
  await deposit.getByRole('button', { name: '€50' }).tap();
  await deposit.getByRole('radio', { name: 'E-wallet' }).tap();
  await deposit.getByLabel('E-wallet e-mail address').fill('maria@example.com');
  await deposit.getByRole('button', { name: 'Deposit €50.00' }).tap();
  await expect(page.getByText('Deposit of €50.00 completed.')).toBeVisible();
  await expect(appHeader(page).getByText('€50.00')).toBeVisible();

  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Withdraw' }).tap();
  const withdraw = page.getByRole('region', { name: 'Withdraw' });
  await withdraw.getByLabel('Amount').fill('20');
  // A typing error in the IBAN is caught before anything moves.
  await withdraw.getByLabel('IBAN').fill('GR16 0110 1250 0000 0001 2300 696');
  await withdraw.getByRole('button', { name: 'Withdraw €20.00' }).tap();
  await expect(withdraw.getByText('This IBAN is not valid: its check digits do not match.')).toBeVisible();
  await withdraw.getByLabel('IBAN').fill('GR16 0110 1250 0000 0001 2300 695');
  await withdraw.getByRole('button', { name: 'Withdraw €20.00' }).tap();
  await expect(appHeader(page).getByText('€30.00')).toBeVisible();
  const list = page.getByRole('region', { name: 'Your withdrawals' });
  await expect(list.getByText('To Bank transfer GR16 •••• 0695')).toBeVisible();

  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Transactions' }).tap();
  const rows = page.getByRole('region', { name: 'Transaction history' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Withdrawal request');
  await expect(rows.nth(0)).toContainText('To Bank transfer GR16 •••• 0695');
  await expect(rows.nth(0)).toContainText('Balance €30.00');
  await expect(rows.nth(1)).toContainText('From E-wallet ma•••@example.com');
  await expect(rows.nth(1)).toContainText('Balance €50.00');

  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Withdraw' }).tap();
  await list.getByRole('button', { name: 'Cancel withdrawal of €20.00' }).tap();
  const confirm = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
  await expect(confirm).toContainText('€20.00 to Bank transfer GR16 •••• 0695 returns to your available balance.');
  await confirm.getByRole('button', { name: 'Cancel withdrawal' }).tap();
  await expect(list.getByText('Cancelled')).toBeVisible();
  await expect(appHeader(page).getByText('€50.00')).toBeVisible();
});
