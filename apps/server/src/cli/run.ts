import type { SendNotificationResult, UserGroups } from '@playline/contract/hub';
import type { StaffMember } from '@playline/contract/staff';
import { adminCall, ServerError } from './api';
import { type AdminCommand, parseCommand, UsageError } from './args';
import { USAGE } from './usage';

export interface AdminIo {
  env: Record<string, string | undefined>;
  out(line: string): void;
  err(line: string): void;
  fetch?: typeof fetch;
}

const describeGroups = (userId: number, { groups }: UserGroups) =>
  groups.length === 0 ? `User ${userId} is in no group` : `User ${userId} groups: ${groups.join(', ')}`;

async function execute(command: Exclude<AdminCommand, { command: 'help' }>, io: AdminIo): Promise<string> {
  const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    adminCall<T>(command.connection, method, path, body, io.fetch);
  if (command.command === 'bootstrap') {
    const owner = await call<StaffMember>('POST', '/api/admin/bootstrap', command.request);
    return `Created owner ${owner.login} (staff ${owner.staffId}): sign in to the back office and enrol an authenticator`;
  }
  if (command.command === 'notify') {
    const sent = await call<SendNotificationResult>('POST', '/api/admin/notifications', command.request);
    return `Sent notification ${sent.id} to ${sent.channel}`;
  }
  const path = `/api/admin/users/${command.userId}/groups`;
  const { change } = command;
  if (change.kind === 'read') return describeGroups(command.userId, await call<UserGroups>('GET', path));
  let groups: string[];
  if (change.kind === 'set') groups = change.groups;
  else {
    // Read, change, write: the admin API replaces a player's whole set.
    const current = await call<UserGroups>('GET', path);
    groups = [...new Set([...current.groups, ...change.add])].filter((group) => !change.remove.includes(group));
  }
  return describeGroups(command.userId, await call<UserGroups>('PUT', path, { groups }));
}

/** Runs one admin command; answers the process exit code (0 done, 1 server error, 2 usage error). */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  try {
    const command = parseCommand(argv, io.env);
    if (command.command === 'help') {
      io.out(USAGE);
      return 0;
    }
    io.out(await execute(command, io));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\nSee: npm run admin -- --help`);
      return 2;
    }
    if (error instanceof ServerError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
