import type { Economics } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import { tableById } from '../casino/catalogue/tables';
import {
  betsPaidAbovePotential,
  cashOutsAboveOffer,
  casinoTotals,
  houseAccountBalances,
  type ProductTotals,
  settlementsWithoutResult,
  sportsTotals,
  tableTotals,
} from './economics-repository';

/** Sums arrive as text (bigint); every figure here is whole minor units, far below 2^53. */
function result(totals: ProductTotals): Economics['products'][number] {
  const staked = Number(totals.staked);
  const paid = Number(totals.paid);
  const houseResult = staked - paid;
  return {
    product: totals.product,
    currencyCode: totals.currencyCode,
    settled: Number(totals.settled),
    staked,
    paid,
    houseResult,
    houseReturn: staked > 0 ? houseResult / staked : null,
  };
}

/** Table rows per table become one product per game (`tables:live-roulette`), per currency. */
function perGame(rows: (ProductTotals & { tableId: number })[]): ProductTotals[] {
  const games = new Map<string, ProductTotals>();
  for (const row of rows) {
    const product = `tables:${tableById(row.tableId)?.engine ?? `table-${row.tableId}`}`;
    const key = `${product}|${row.currencyCode}`;
    const sum = games.get(key) ?? { product, currencyCode: row.currencyCode, settled: 0, staked: 0, paid: 0 };
    sum.settled += Number(row.settled);
    sum.staked += Number(row.staked);
    sum.paid += Number(row.paid);
    games.set(key, sum);
  }
  return [...games.values()];
}

/**
 * The economic check beside the ledger's accounting one: a balanced ledger proves no money was created, not that
 * a payment was earned. This reports the house's result per product and counts payments above what the bet,
 * the offer or the result allowed.
 */
export async function checkEconomics(db: Database): Promise<Economics> {
  const [sports, casino, tables, house, abovePotential, aboveOffer, withoutResult] = await Promise.all([
    sportsTotals(db),
    casinoTotals(db),
    tableTotals(db),
    houseAccountBalances(db),
    betsPaidAbovePotential(db),
    cashOutsAboveOffer(db),
    settlementsWithoutResult(db),
  ]);
  const products = [...sports, ...casino, ...perGame(tables)]
    .map(result)
    .sort((a, b) => a.product.localeCompare(b.product) || a.currencyCode.localeCompare(b.currencyCode));
  return {
    products,
    houseAccounts: house.map((account) => ({ ...account, balance: Number(account.balance) })),
    anomalies: {
      betsPaidAbovePotential: abovePotential,
      cashOutsAboveOffer: aboveOffer,
      settlementsWithoutResult: withoutResult,
    },
  };
}
