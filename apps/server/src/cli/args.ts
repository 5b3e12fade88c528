import { parseArgs } from 'node:util';
import {
  type NotificationTarget,
  type SendNotificationRequest,
  sendNotificationRequestSchema,
  userGroupsSchema,
} from '@playline/contract/hub';
import { bootstrapSchema } from '@playline/contract/staff';
import type * as z from 'zod';

/** A mistake in how the command was called (exit code 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Connection {
  url: string;
  token: string;
}

export type GroupsChange =
  | { kind: 'read' }
  | { kind: 'set'; groups: string[] }
  | { kind: 'edit'; add: string[]; remove: string[] };

export interface BootstrapRequest {
  login: string;
  displayName: string;
  email: string;
  password: string;
}

export type AdminCommand =
  | { command: 'help' }
  | { command: 'bootstrap'; connection: Connection; request: BootstrapRequest }
  | { command: 'notify'; connection: Connection; request: SendNotificationRequest }
  | { command: 'groups'; connection: Connection; userId: number; change: GroupsChange };

const connectionOptions = {
  url: { type: 'string' },
  key: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const bootstrapOptions = {
  url: { type: 'string' },
  token: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  login: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
} as const;

const notifyOptions = {
  ...connectionOptions,
  user: { type: 'string' },
  login: { type: 'string' },
  site: { type: 'string' },
  brand: { type: 'string' },
  group: { type: 'string' },
  title: { type: 'string' },
  body: { type: 'string' },
  action: { type: 'string', multiple: true },
  progress: { type: 'string' },
  timeout: { type: 'string' },
} as const;

const groupsOptions = {
  ...connectionOptions,
  user: { type: 'string' },
  set: { type: 'string' },
  clear: { type: 'boolean' },
  add: { type: 'string', multiple: true },
  remove: { type: 'string', multiple: true },
} as const;

type Env = Record<string, string | undefined>;

function parse<Options extends Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>>(
  args: string[],
  options: Options,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    // parseArgs says which option it did not know, or which one lacked its value.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function baseUrl(values: { url?: string }, env: Env): string {
  const url = (values.url ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/.test(url)) throw new UsageError(`--url must be an http(s) address, not "${url}"`);
  return url;
}

/** Operator calls use an API key an owner created in the back office (decision 027). */
function connectionOf(values: { url?: string; key?: string }, env: Env): Connection {
  const url = baseUrl(values, env);
  const token = values.key ?? env.PLAYLINE_API_KEY;
  if (!token)
    throw new UsageError('No API key: pass --key or set PLAYLINE_API_KEY (an owner creates keys in the back office)');
  return { url, token };
}

/** The ADMIN_TOKEN creates the first owner, and nothing else. */
function bootstrapCommand(args: string[], env: Env): AdminCommand {
  const values = parse(args, bootstrapOptions);
  if (values.help) return { command: 'help' };
  const token = values.token ?? env.ADMIN_TOKEN;
  if (!token) throw new UsageError('No admin token: pass --token or set ADMIN_TOKEN');
  const { login, name, email, password } = values;
  if (!login || !name || !email || !password) {
    throw new UsageError('bootstrap needs --login, --name, --email and --password');
  }
  const request = { login, displayName: name, email, password };
  const checked = bootstrapSchema.safeParse(request);
  if (!checked.success) throw new UsageError(contractIssues(checked.error));
  return { command: 'bootstrap', connection: { url: baseUrl(values, env), token }, request };
}

/** A whole number option; `name` is for the message. */
function integer(name: string, value: string): number {
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be a whole number, not "${value}"`);
  return Number(value);
}

function number(name: string, value: string): number {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed))
    throw new UsageError(`--${name} must be a number, not "${value}"`);
  return parsed;
}

function targetOf(values: { user?: string; login?: string; site?: string; brand?: string; group?: string }) {
  const named = (['user', 'login', 'brand', 'group'] as const).filter((key) => values[key] !== undefined);
  if (named.length !== 1) throw new UsageError('notify needs exactly one of --user, --login, --brand or --group');
  const site = () => {
    if (values.site === undefined) throw new UsageError(`--${named[0]} needs --site <id>`);
    return integer('site', values.site);
  };
  if (values.site !== undefined && (values.user !== undefined || values.brand !== undefined)) {
    throw new UsageError('--site goes with --login or --group (--brand takes the site id itself)');
  }
  let target: NotificationTarget;
  if (values.user !== undefined) target = { kind: 'user', userId: integer('user', values.user) };
  else if (values.login !== undefined) target = { kind: 'login', siteId: site(), login: values.login };
  else if (values.brand !== undefined) target = { kind: 'brand', siteId: integer('brand', values.brand) };
  else target = { kind: 'group', siteId: site(), group: String(values.group) };
  return target;
}

/** `Caption=/link`, split at the first `=` (a link may hold more). */
function actionOf(text: string) {
  const at = text.indexOf('=');
  if (at <= 0 || at === text.length - 1) throw new UsageError(`--action must be "Caption=/link", not "${text}"`);
  return { caption: text.slice(0, at).trim(), link: text.slice(at + 1).trim() };
}

/** The contract's own words for what it refused, field by field. */
function contractIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`).join('; ');
}

function notifyCommand(args: string[], env: Env): AdminCommand {
  const values = parse(args, notifyOptions);
  if (values.help) return { command: 'help' };
  const connection = connectionOf(values, env);
  if (values.title === undefined) throw new UsageError('notify needs --title');
  const request: SendNotificationRequest = {
    target: targetOf(values),
    notification: {
      title: values.title,
      body: values.body ?? '',
      actions: (values.action ?? []).map(actionOf),
      ...(values.progress === undefined ? {} : { progress: number('progress', values.progress) }),
      ...(values.timeout === undefined ? {} : { timeout: integer('timeout', values.timeout) }),
    },
  };
  const checked = sendNotificationRequestSchema.safeParse(request);
  if (!checked.success) throw new UsageError(contractIssues(checked.error));
  return { command: 'notify', connection, request };
}

const groupList = (text: string) =>
  text
    .split(',')
    .map((group) => group.trim())
    .filter((group) => group !== '');

function groupsCommand(args: string[], env: Env): AdminCommand {
  const values = parse(args, groupsOptions);
  if (values.help) return { command: 'help' };
  const connection = connectionOf(values, env);
  if (values.user === undefined) throw new UsageError('groups needs --user <id>');
  const userId = integer('user', values.user);
  const add = values.add ?? [];
  const remove = values.remove ?? [];
  const replacing = values.set !== undefined || values.clear === true;
  if (replacing && (add.length > 0 || remove.length > 0 || (values.set !== undefined && values.clear))) {
    throw new UsageError('--set and --clear replace the groups: use them alone, not with each other or --add/--remove');
  }
  let change: GroupsChange;
  if (replacing) change = { kind: 'set', groups: values.clear ? [] : groupList(values.set ?? '') };
  else if (add.length > 0 || remove.length > 0) change = { kind: 'edit', add, remove };
  else change = { kind: 'read' };
  const named = change.kind === 'set' ? change.groups : change.kind === 'edit' ? [...add, ...remove] : [];
  const checked = userGroupsSchema.safeParse({ groups: named });
  if (!checked.success) throw new UsageError(contractIssues(checked.error));
  return { command: 'groups', connection, userId, change };
}

/** Reads the command line (after `npm run admin --`): which call to make, with what. */
export function parseCommand(argv: string[], env: Env): AdminCommand {
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    return { command: 'help' };
  }
  if (command === 'notify') return notifyCommand(args, env);
  if (command === 'groups') return groupsCommand(args, env);
  if (command === 'bootstrap') return bootstrapCommand(args, env);
  throw new UsageError(`Unknown command "${command}": use notify, groups or bootstrap`);
}
