import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { type Bus, createLocalBus } from './bus';
import { HubExtensions } from './extensions';
import type { Leadership } from './leader';
import { createLocalLeadership } from './local-leadership';
import { createPublisher, type HubPublisher } from './publisher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes hub messages to every instance's subscribers. */
    hub: HubPublisher;
    /** The bus under the hub (the WebSocket endpoint listens on it). */
    hubBus: Bus;
    /** Where modules register the channels they serve or join players to; the WebSocket endpoint reads it. */
    hubExtensions: HubExtensions;
    /** Work exactly one instance does (the live publisher, settlement). */
    leader: Leadership;
  }
}

export interface HubPluginOptions extends Record<string, unknown> {
  /** The fan-out between instances; in-process by default. */
  bus?: Bus;
  leadership?: Leadership;
}

/** The hub's publishing side and the leadership; the WebSocket endpoint is `hubRoutes`. */
export const hubPlugin = fastifyPlugin(setUpHub, { name: 'hub', fastify: '5.x' });

async function setUpHub(app: FastifyInstance, options: HubPluginOptions) {
  const bus = options.bus ?? createLocalBus();
  const leadership = options.leadership ?? createLocalLeadership();
  app.decorate('hub', createPublisher(bus));
  app.decorate('leader', leadership);
  app.decorate('hubBus', bus);
  app.decorate('hubExtensions', new HubExtensions());
  app.addHook('onReady', async () => leadership.start?.());
  app.addHook('preClose', async () => {
    await leadership.stop?.();
  });
  app.addHook('onClose', async () => bus.close());
}
