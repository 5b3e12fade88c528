import { describe, expect, it } from 'vitest';
import { HubExtensions } from './extensions';

const player = { userId: 7, brandKey: 'playline' };

describe('hub extensions', () => {
  it('joins a player to their own channel first, then what each module adds, in registration order', async () => {
    const extensions = new HubExtensions();
    extensions.addPlayerChannels(async ({ brandKey }) => [`brand:${brandKey}`]);
    extensions.addPlayerChannels(async ({ brandKey }) => [`group:${brandKey}:vip`]);
    expect(await extensions.playerChannels(player)).toEqual(['user:7', 'brand:playline', 'group:playline:vip']);
  });

  it('keeps a player to their own channel when any rule says so, without asking the other sources', async () => {
    const extensions = new HubExtensions();
    const asked: number[] = [];
    extensions.addPlayerChannels(async ({ userId }) => {
      asked.push(userId);
      return ['brand:playline'];
    });
    extensions.keepToOwnChannel(async () => false);
    extensions.keepToOwnChannel(async ({ userId }) => userId === 7);
    expect(await extensions.playerChannels(player)).toEqual(['user:7']);
    expect(asked).toEqual([]);
    expect(await extensions.playerChannels({ userId: 8, brandKey: 'playline' })).toEqual(['user:8', 'brand:playline']);
  });

  it('hands each served family only its own channels when sockets take them up or let them go', () => {
    const extensions = new HubExtensions();
    const held: [readonly string[], number][] = [];
    extensions.servePublic({
      owns: (channel) => channel.startsWith('table:'),
      snapshot: (channel) => Buffer.from(channel),
      hold: (channels, delta) => held.push([channels, delta]),
    });
    extensions.hold(['live', 'table:1', 'event:3', 'table:2'], 1);
    extensions.hold(['live'], -1);
    extensions.hold(new Set(['table:2']), -1);
    expect(held).toEqual([
      [['table:1', 'table:2'], 1],
      [['table:2'], -1],
    ]);
    expect(extensions.servedBy('table:9')?.snapshot('table:9')?.toString()).toBe('table:9');
    expect(extensions.servedBy('event:3')).toBeUndefined();
  });
});
