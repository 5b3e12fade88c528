// `npm run bench`: runs every benchmark against the production build and writes bench/results.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchAvailability } from './availability.mjs';
import { benchBets } from './bets.mjs';
import { measureCasinoLobby } from './casino-lighthouse.mjs';
import { benchCatalogue } from './catalogue.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { benchHouseEdge } from './house-edge.mjs';
import { benchHub } from './hub.mjs';
import { benchLedger } from './ledger.mjs';
import { measureLighthouseMedian } from './lighthouse.mjs';
import { measureInstallability } from './pwa-installability.mjs';
import { startServer } from './server.mjs';
import { benchSportsPages } from './sports-pages.mjs';

const server = await startServer();
let results;
try {
  results = {
    measuredAt: new Date().toISOString(),
    budgets: {
      jsBeforeFirstRenderGzipKB: 140,
      lighthousePerformance: 95,
      lcpMs: 1800,
      tbtMs: 100,
      cls: 0.02,
      totalTransferKB: 350,
    },
    firstLoad: await measureFirstLoad(server.url),
    lighthouseMobile: { site1: await measureLighthouseMedian(`${server.url}/`) },
    ledger: await benchLedger(),
    bets: await benchBets(),
    catalogue: await benchCatalogue(),
    sportsPages: await benchSportsPages(server.url),
    casinoLobby: await measureCasinoLobby(server.url),
    installability: await measureInstallability(server.port),
  };
} finally {
  server.stop();
}
// The hub bench starts servers of its own at other feed speeds, so it runs once the shared one has stopped.
results.hub = await benchHub();
results.houseEdge = await benchHouseEdge();
results.availability = await benchAvailability();
writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
