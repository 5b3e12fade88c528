import * as bets from '@playline/contract/api/bets';
import { bookingCodeSchema } from '@playline/contract/bets';
import { call } from '#app/lib/api-client.ts';

/**
 * The link that opens shared selections in anyone's slip: `/slip?code=…` on this site. It carries a booking code
 * without owner (made for the share) and nothing else: no stake, no player.
 */
export function shareLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/slip?code=${encodeURIComponent(code)}`;
}

/** POST /api/client/bets/:betId/share: the bet's selections under a new code anyone can load. */
export function postShare(betId: number): Promise<string> {
  return call(
    bets.shareBet,
    { params: { betId } },
    { parse: (data) => bookingCodeSchema.parse(data), report: false },
  ).then(({ code }) => code);
}

export interface ShareTexts {
  title: string;
  text: string;
}

/**
 * Hands the link on: the device's share sheet where there is one (a closed sheet is no error), the clipboard
 * otherwise. Resolves to 'shared', 'copied' or 'shown' (neither worked: the caller shows the link to copy by hand).
 */
export async function deliverLink(url: string, texts: ShareTexts): Promise<'shared' | 'copied' | 'shown'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: texts.title, text: texts.text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'shown';
  }
}
