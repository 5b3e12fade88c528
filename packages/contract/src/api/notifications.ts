import * as z from 'zod';

/** A toast notification (spec §3): delivered by the hub or raised by the client itself. */
export const notificationActionSchema = z.object({
  caption: z.string().min(1).max(80),
  link: z.string().min(1).max(500),
});

export const notificationPayloadSchema = z.object({
  title: z.string().max(200),
  body: z.string().max(2000),
  actions: z.array(notificationActionSchema).max(3).default([]),
  /** 0..100 for a progress bar; null hides it. */
  progress: z.number().min(0).max(100).nullable().default(null),
  /** Milliseconds; 0 keeps the toast until dismissed. */
  timeout: z.number().int().min(0).max(600_000).default(5000),
});
export type NotificationPayload = z.input<typeof notificationPayloadSchema>;
