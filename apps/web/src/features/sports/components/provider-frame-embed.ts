import { readStored, writeStored } from '#app/lib/storage.ts';
import type { EmbedProvider } from './provider-frame-messages';

/** Session-storage key that keeps a tab in embedded mode after it navigates away from `?embed=`. */
export const EMBED_STORAGE_KEY = 'embed_s';

// Typed against the contract's list; spelled out because the contract's runtime module carries zod (first load).
const EMBED_PROVIDERS: readonly EmbedProvider[] = ['providers', 'digitain'];

const isEmbedProvider = (value: unknown): value is EmbedProvider =>
  typeof value === 'string' && (EMBED_PROVIDERS as readonly string[]).includes(value);

/**
 * The provider this tab runs embedded for: `?embed=<provider>` at load, remembered for the tab so links inside the
 * frame stay embedded; null when the page runs on its own.
 */
export function readEmbedMode(search?: string): EmbedProvider | null {
  if (search === undefined && typeof window === 'undefined') return null;
  const requested = new URLSearchParams(search ?? window.location.search).get('embed');
  if (isEmbedProvider(requested)) {
    writeStored('session', EMBED_STORAGE_KEY, requested);
    return requested;
  }
  return readStored<EmbedProvider | null>('session', EMBED_STORAGE_KEY, null, isEmbedProvider);
}
