import { randomUUID } from 'node:crypto';
import { SITES } from '@playline/contract/brands';
import type { NotificationTarget, SendNotificationResult } from '@playline/contract/hub';
import type { notificationPayloadSchema } from '@playline/contract/notifications';
import type * as z from 'zod';
import type { Database } from '#app/db/client.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { findByLogin } from '../auth/user-repository';
import { brandChannel, groupChannel, userChannel } from '../hub/channels';
import type { HubPublisher } from '../hub/publisher';
import { findUser } from './repository';

/** The brand key of a site of the registry (shops and second sites share their brand's players). */
function brandOfSite(siteId: number): string {
  const site = SITES[siteId];
  if (!site) throw new HttpError(404, `There is no site ${siteId}`);
  return site.brandKey;
}

/** The hub channel a target names; 404 when its user, login or site does not exist. */
export async function channelOf(db: Database, target: NotificationTarget): Promise<string> {
  switch (target.kind) {
    case 'user': {
      const user = await findUser(db, target.userId);
      if (!user) throw new HttpError(404, `There is no user ${target.userId}`);
      return userChannel(user.id);
    }
    case 'login': {
      const brandKey = brandOfSite(target.siteId);
      const user = await findByLogin(db, brandKey, target.login);
      if (!user) throw new HttpError(404, `Site ${target.siteId} (brand ${brandKey}) has no user ${target.login}`);
      return userChannel(user.id);
    }
    case 'brand':
      return brandChannel(brandOfSite(target.siteId));
    case 'group':
      return groupChannel(brandOfSite(target.siteId), target.group);
  }
}

/**
 * Publishes a toast to everyone the target names who is connected now (the hub keeps no backlog). Each sending
 * gets a new id, by which a player's tabs and reconnects drop a copy they already showed.
 */
export async function sendNotification(
  deps: { db: Database; hub: HubPublisher },
  target: NotificationTarget,
  notification: z.infer<typeof notificationPayloadSchema>,
): Promise<SendNotificationResult> {
  const channel = await channelOf(deps.db, target);
  const id = randomUUID();
  deps.hub.publish(channel, { type: 'notification', id, notification });
  return { id, channel };
}
