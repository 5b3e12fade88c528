/**
 * Hub channel names. Public channels (`live`, `event:<id>`) are subscribed by clients; the private ones below are
 * joined by the server alone, from the socket's session: a client can never name them.
 */
export const userChannel = (userId: number) => `user:${userId}`;
/** Every player of a brand (its shops share the brand's accounts). */
export const brandChannel = (brandKey: string) => `brand:${brandKey}`;
export const groupChannel = (brandKey: string, group: string) => `group:${brandKey}:${group}`;
