import { AsyncLocalStorage } from 'node:async_hooks';

/** What the audit log knows of the request a piece of work runs for. */
export interface RequestContext {
  requestId: string;
  ip: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs the rest of a request's lifecycle with its context, so code far from the request (the ledger's writer)
 * can name it in the audit log without every caller passing it down.
 */
export const runWithRequest = (context: RequestContext, next: () => void) => storage.run(context, next);

/** The request the current work runs for, or undefined (the feed's settlements, the seed, jobs). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();
