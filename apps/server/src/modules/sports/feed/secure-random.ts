import { type Cipher, createCipheriv, createHmac } from 'node:crypto';
import { Lru } from '#app/lib/lru.ts';

/**
 * Keyed cryptographic randomness for everything that decides or foretells a result (decision 017). The cheap FNV
 * hash of prng.ts squeezes any seed into 32 bits, so a few observed outputs give its state away. Here a secret
 * becomes a 256-bit AES key, K = HMAC-SHA256(secret, "playline-draws"), and every draw is a word of AES-256-K of a
 * block naming what it is for: (domain, id, counter), four big-endian 32-bit words, id split high/low. A
 * stream is thus AES-256-CTR under K from the counter block (domain, id, 0). Nothing seen of one block tells
 * anything of another, and it stays a pure function of (secret, domain, id): instances with the secret agree.
 */

/** What a block is drawn for; each domain names its own ids, so no two uses ever share a block. */
export const DRAW = { match: 1, timeline: 2, drift: 3, replay: 4 } as const;

const BLOCK = 16;
/** Blocks enciphered per refill of a stream: 16 draws. */
const BLOCKS_PER_CHUNK = 4;

/** One AES-256-ECB cipher per secret, kept: the key schedule is the costly part, not the blocks. */
const ciphers = new Lru<string, Cipher>(256);

function cipherOf(secret: string): Cipher {
  return ciphers.getOrCreate(secret, () => {
    const key = createHmac('sha256', secret).update('playline-draws').digest();
    const cipher = createCipheriv('aes-256-ecb', key, null);
    cipher.setAutoPadding(false);
    return cipher;
  });
}

function writeBlock(into: Buffer, at: number, domain: number, id: number, counter: number): void {
  into.writeUInt32BE(domain, at);
  into.writeUInt32BE(Math.floor(id / 4294967296), at + 4);
  into.writeUInt32BE(id >>> 0, at + 8);
  into.writeUInt32BE(counter >>> 0, at + 12);
}

/**
 * AES-256-K of the blocks (domain, id, counter) for each counter, one after another: four uniform words per
 * counter. `id` is a non-negative safe integer. One call for several blocks: the call, not the block, costs.
 */
export function secureBlocks(secret: string, domain: number, id: number, counters: readonly number[]): Buffer {
  const plain = Buffer.allocUnsafe(BLOCK * counters.length);
  for (const [index, counter] of counters.entries()) writeBlock(plain, index * BLOCK, domain, id, counter);
  return cipherOf(secret).update(plain);
}

/** Uniform numbers in [0, 1): the words of blocks (domain, id, 0), (domain, id, 1), … over 2^32. */
export function secureStream(secret: string, domain: number, id: number): () => number {
  const cipher = cipherOf(secret);
  const plain = Buffer.allocUnsafe(BLOCK * BLOCKS_PER_CHUNK);
  let counter = 0;
  let chunk = plain;
  let offset = plain.length;
  return () => {
    if (offset === chunk.length) {
      for (let block = 0; block < BLOCKS_PER_CHUNK; block++) writeBlock(plain, block * BLOCK, domain, id, counter++);
      chunk = cipher.update(plain);
      offset = 0;
    }
    const word = chunk.readUInt32BE(offset);
    offset += 4;
    return word / 4294967296;
  };
}
