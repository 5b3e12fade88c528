import { endpoint } from '../http/endpoint';
import {
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
import * as routes from './help.routes';

const common = { tags: ['help'], auth: 'none' } as const;

export const helpEndpoints = {
  getHelpIndex: endpoint(routes.getHelpIndex, {
    ...common,
    summary: 'Slug and title of every help page this site offers, in listing order',
    params: helpIndexParamsSchema,
    response: helpIndexSchema,
  }),
  getHelpPage: endpoint(routes.getHelpPage, {
    ...common,
    summary: 'A help page rendered to HTML (the English page when the language has none)',
    params: helpPageParamsSchema,
    response: helpPageSchema,
    errors: [404],
  }),
  searchHelp: endpoint(routes.searchHelp, {
    ...common,
    summary: "Sections of this site's help pages holding every word (case and accents ignored), best first",
    query: helpSearchQuerySchema,
    response: helpSearchResultSchema,
  }),
  sendContactMessage: endpoint(routes.sendContactMessage, {
    ...common,
    summary: 'Send a message to support (visitors and players); answers its reference',
    body: contactRequestSchema,
    response: contactResponseSchema,
    status: 201,
    errors: [403, 429],
  }),
  listContactMessages: endpoint(routes.listContactMessages, {
    tags: ['admin'],
    auth: 'staff',
    permission: 'support.chat',
    summary: 'The latest contact messages of every brand, newest first',
    query: contactMessagesQuerySchema,
    response: contactMessagesSchema,
  }),
};
