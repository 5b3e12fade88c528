import * as z from 'zod';

/** GET /icons/:variant.svg — the brand's icon, plain or maskable (drawn inside the safe zone). */
export const svgIconParamsSchema = z.object({ variant: z.enum(['icon', 'maskable']) });

/** GET /icons/icon-:size.png — the PNG sizes a web app manifest needs. */
export const pngIconParamsSchema = z.object({ size: z.enum(['192', '512']) });
