import { type AddressInfo, createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { type Bus, createLocalBus } from '../modules/hub/bus';
import { groupChannel, userChannel } from '../modules/hub/channels';
import { ChannelRecorder } from '../modules/notifications/channel-recorder';
import { buildTestApp } from '../test/build-test-app';
import { createPlayer } from '../test/factories';
import { testKey } from '../test/staff-keys';
import { parseCommand, UsageError } from './args';
import { runAdmin } from './run';

const TOKEN = 'cli-test-admin-token-0123456789ab';
const KEY = testKey('support');
const env = { PLAYLINE_API_KEY: KEY, PORT: '4321' };
const connection = { url: 'http://localhost:4321', token: KEY };

describe('the command line → the request', () => {
  it('maps notify to a login target with actions, progress and timeout, connecting by PORT and PLAYLINE_API_KEY', () => {
    const argv = ['notify', '--login', 'player1', '--site', '1', '--title', 'Hi', '--body', 'A free bet'];
    const more = [
      '--action',
      'Open=/mybets',
      '--action',
      'Search=/search?q=a=b',
      '--progress',
      '40',
      '--timeout',
      '8000',
    ];
    expect(parseCommand([...argv, ...more], env)).toEqual({
      command: 'notify',
      connection,
      request: {
        target: { kind: 'login', siteId: 1, login: 'player1' },
        notification: {
          title: 'Hi',
          body: 'A free bet',
          actions: [
            { caption: 'Open', link: '/mybets' },
            { caption: 'Search', link: '/search?q=a=b' },
          ],
          progress: 40,
          timeout: 8000,
        },
      },
    });
  });

  it('maps each other target, and --url and --key over the environment', () => {
    const target = (...args: string[]) => {
      const parsed = parseCommand(['notify', '--title', 'T', ...args], {});
      return parsed.command === 'notify' ? { ...parsed.request.target, url: parsed.connection.url } : null;
    };
    const at = ['--url', 'https://ops.example/', '--key', 'given'];
    expect(target('--user', '12', ...at)).toEqual({ kind: 'user', userId: 12, url: 'https://ops.example' });
    expect(target('--brand', '44', ...at)).toEqual({ kind: 'brand', siteId: 44, url: 'https://ops.example' });
    expect(target('--group', 'vip', '--site', '44', ...at)).toEqual({
      kind: 'group',
      siteId: 44,
      group: 'vip',
      url: 'https://ops.example',
    });
    expect(parseCommand(['notify', '--user', '1', '--title', 'T'], { PLAYLINE_API_KEY: 'env' })).toMatchObject({
      connection: { url: 'http://localhost:3000', token: 'env' },
      request: { notification: { title: 'T', body: '', actions: [] } },
    });
  });

  it('maps groups to a read, a replacement, a clear, or additions and removals', () => {
    const groups = (...args: string[]) => parseCommand(['groups', '--user', '7', ...args], env);
    expect(groups()).toEqual({ command: 'groups', connection, userId: 7, change: { kind: 'read' } });
    expect(groups('--set', 'vip, beta')).toMatchObject({ change: { kind: 'set', groups: ['vip', 'beta'] } });
    expect(groups('--clear')).toMatchObject({ change: { kind: 'set', groups: [] } });
    expect(groups('--add', 'vip', '--add', 'beta', '--remove', 'old')).toMatchObject({
      change: { kind: 'edit', add: ['vip', 'beta'], remove: ['old'] },
    });
  });

  it.each([
    [['notify', '--title', 'T'], 'exactly one of'],
    [['notify', '--user', '1', '--brand', '2', '--title', 'T'], 'exactly one of'],
    [['notify', '--login', 'p', '--title', 'T'], '--login needs --site'],
    [['notify', '--user', '1'], 'needs --title'],
    [['notify', '--user', 'x', '--title', 'T'], '--user must be a whole number'],
    [['notify', '--user', '1', '--title', 'T', '--action', 'Open'], '--action must be "Caption=/link"'],
    [['notify', '--user', '1', '--title', 'T', '--progress', '140'], 'notification.progress'],
    [['notify', '--user', '1', '--title', 'T', '--colour', 'red'], "Unknown option '--colour'"],
    [['notify', '--group', 'V I P', '--site', '1', '--title', 'T'], 'target.group'],
    [['groups'], 'needs --user'],
    [['groups', '--user', '1', '--set', 'vip', '--add', 'x'], 'use them alone'],
    [['groups', '--user', '1', '--add', 'Not OK'], 'groups.0'],
    [['launch'], 'Unknown command "launch"'],
  ])('refuses %j as a usage error', (argv, message) => {
    expect(() => parseCommand(argv, env)).toThrow(UsageError);
    expect(() => parseCommand(argv, env)).toThrow(message);
  });

  it('needs an API key from --key or PLAYLINE_API_KEY: the ADMIN_TOKEN opens nothing but the bootstrap', () => {
    expect(() => parseCommand(['notify', '--user', '1', '--title', 'T'], { ADMIN_TOKEN: TOKEN })).toThrow('No API key');
  });

  it('maps bootstrap to the first owner, with the ADMIN_TOKEN', () => {
    const argv = ['bootstrap', '--login', 'Olga', '--name', 'Olga', '--email', 'o@ops.example'];
    expect(parseCommand([...argv, '--password', 'twelve-chars!'], { ADMIN_TOKEN: TOKEN })).toEqual({
      command: 'bootstrap',
      connection: { url: 'http://localhost:3000', token: TOKEN },
      request: { login: 'Olga', displayName: 'Olga', email: 'o@ops.example', password: 'twelve-chars!' },
    });
    expect(() => parseCommand([...argv, '--password', 'short'], { ADMIN_TOKEN: TOKEN })).toThrow('password');
    expect(() => parseCommand([...argv, '--password', 'twelve-chars!'], {})).toThrow('No admin token');
  });
});

describe('the CLI against a running server', () => {
  let app: FastifyInstance;
  let bus: Bus;
  let url: string;
  beforeAll(async () => {
    bus = createLocalBus();
    app = await buildTestApp({ ADMIN_TOKEN: TOKEN }, { bus });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  async function admin(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin([...argv, '--url', url], {
      env: { PLAYLINE_API_KEY: KEY },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it("notifies a login on a site: the toast reaches that player's channel", async () => {
    const [player1] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandKey, 'hellas'), eq(users.userName, 'player1')));
    const channel = await ChannelRecorder.on(bus, userChannel(player1!.id));
    const args = ['--login', 'player1', '--site', '44', '--title', 'Hi', '--body', 'Odds boost', '--timeout', '0'];
    const result = await admin('notify', ...args, '--action', 'Open=/mybets');
    expect(result).toEqual({ code: 0, out: expect.stringMatching(/^Sent notification \S+ to user:\d+$/), err: '' });
    const [message] = await channel.take();
    expect(message).toEqual({
      type: 'notification',
      id: result.out.split(' ')[2],
      notification: {
        title: 'Hi',
        body: 'Odds boost',
        actions: [{ caption: 'Open', link: '/mybets' }],
        progress: null,
        timeout: 0,
      },
    });
  });

  it('notifies a group, and reads and changes a player’s groups', async () => {
    const channel = await ChannelRecorder.on(bus, groupChannel('arena', 'vip'));
    expect((await admin('notify', '--group', 'vip', '--site', '77', '--title', 'VIP night')).code).toBe(0);
    expect(await channel.take()).toMatchObject([{ notification: { title: 'VIP night' } }]);

    const { userId } = await createPlayer(app);
    const user = String(userId);
    expect((await admin('groups', '--user', user)).out).toBe(`User ${userId} is in no group`);
    expect((await admin('groups', '--user', user, '--set', 'vip,beta')).out).toBe(`User ${userId} groups: beta, vip`);
    expect((await admin('groups', '--user', user, '--add', 'new', '--remove', 'beta')).out).toBe(
      `User ${userId} groups: new, vip`,
    );
    expect((await admin('groups', '--user', user, '--clear')).out).toBe(`User ${userId} is in no group`);
  });

  it("prints the server's message and exits 1 when it refuses, 2 for a usage error", async () => {
    expect(await admin('notify', '--user', '2000000000', '--title', 'x')).toEqual({
      code: 1,
      out: '',
      err: '404: There is no user 2000000000',
    });
    const err: string[] = [];
    const byTrader = await runAdmin(['groups', '--user', '1', '--url', url, '--key', testKey('trader')], {
      env: {},
      out: () => undefined,
      err: (line) => err.push(line),
    });
    expect(byTrader).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^403: The Trader role cannot do this/)]);
    expect((await admin('notify', '--title', 'x')).code).toBe(2);
  });

  it('exits 1 when no server answers at the address', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const gone = `http://127.0.0.1:${port}`;
    const err: string[] = [];
    const code = await runAdmin(['groups', '--user', '1', '--url', gone], {
      env: { PLAYLINE_API_KEY: KEY },
      out: () => undefined,
      err: (line) => err.push(line),
    });
    expect(code).toBe(1);
    expect(err.join('')).toContain(`Cannot reach ${gone}`);
  });
});
