import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks apply to the whole app. This is what
 * `fastify-plugin` does (Fastify docs, Reference/Plugins: "skip-override"); written out to avoid a dependency
 * for two symbols.
 */
export function sharedPlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  const shared = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  shared[Symbol.for('skip-override')] = true;
  shared[Symbol.for('fastify.display-name')] = name;
  return shared;
}
