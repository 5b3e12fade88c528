import type { BootConfig } from '@playline/contract/boot';
import { brandForSite } from '@playline/contract/brands';
import { TEXT_CATALOGUES } from '@playline/contract/texts';

/** The boot configuration the server would inject for a site, with the built-in texts as bulk settings. */
export function testBoot(siteId = 1): BootConfig {
  return {
    siteId,
    brand: brandForSite(siteId),
    themeCss: '',
    version: '1.2.3-test',
    bulk: { 1: { ...TEXT_CATALOGUES[1] }, 2: { ...TEXT_CATALOGUES[2] } },
  };
}
