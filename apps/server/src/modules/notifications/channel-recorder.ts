import { type HubServerMessage, hubServerMessageSchema } from '@playline/contract/hub';
import type { Bus } from '../hub/bus';

/**
 * Test aid: records what the hub publishes on one channel, parsed with the contract. `take(n)` waits for the next
 * `n` messages (no timer: the test's own timeout bounds it) and `unread` shows what arrived beyond them.
 */
export class ChannelRecorder {
  readonly #messages: HubServerMessage[] = [];
  #read = 0;
  #wake: (() => void) | null = null;

  private constructor(readonly channel: string) {}

  static async on(bus: Bus, channel: string): Promise<ChannelRecorder> {
    const recorder = new ChannelRecorder(channel);
    await bus.subscribe(channel, (payload) => {
      recorder.#messages.push(hubServerMessageSchema.parse(JSON.parse(payload)));
      recorder.#wake?.();
    });
    return recorder;
  }

  /** Messages that arrived and were not taken yet. */
  get unread(): HubServerMessage[] {
    return this.#messages.slice(this.#read);
  }

  async take(count = 1): Promise<HubServerMessage[]> {
    while (this.#messages.length - this.#read < count) {
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
    }
    const taken = this.#messages.slice(this.#read, this.#read + count);
    this.#read += count;
    return taken;
  }
}
