import type { HubServerMessage } from '@playline/contract/hub';
import type { Bus } from './bus';

export interface HubPublisher {
  /** Sends a message to every subscriber of `channel` on every instance (serialized once, here). */
  publish(channel: string, message: HubServerMessage): void;
}

export function createPublisher(bus: Bus): HubPublisher {
  return {
    publish(channel, message) {
      bus.publish(channel, JSON.stringify(message));
    },
  };
}
