import { route } from '../http/route';
import type {
  contactMessagesQuerySchema,
  contactMessagesSchema,
  contactRequestSchema,
  contactResponseSchema,
  helpIndexParamsSchema,
  helpIndexSchema,
  helpPageParamsSchema,
  helpPageSchema,
  helpSearchQuerySchema,
  helpSearchResultSchema,
} from './help';

/** Help pages, help search and the contact form (issue 9); schemas and documentation in `help.endpoints.ts`. */

export const getHelpIndex = route(
  'GET',
  '/api/help/pages/:languageId',
  {} as {
    params: typeof helpIndexParamsSchema;
    response: typeof helpIndexSchema;
  },
);

export const getHelpPage = route(
  'GET',
  '/api/help/pages/:languageId/:slug',
  {} as {
    params: typeof helpPageParamsSchema;
    response: typeof helpPageSchema;
  },
);

export const searchHelp = route(
  'GET',
  '/api/help/search',
  {} as {
    query: typeof helpSearchQuerySchema;
    response: typeof helpSearchResultSchema;
  },
);

/** Answers 201 with the message's reference. */
export const sendContactMessage = route(
  'POST',
  '/api/help/contact',
  {} as {
    body: typeof contactRequestSchema;
    response: typeof contactResponseSchema;
  },
);

/** Support's inbox (admin token). */
export const listContactMessages = route(
  'GET',
  '/api/admin/contact-messages',
  {} as {
    query: typeof contactMessagesQuerySchema;
    response: typeof contactMessagesSchema;
  },
);
