/** Interaction log endpoints (outreach-integrations-admin §7): POST /logcontact, DELETE /logcontact/{id}. */
import {
  deleteInteractionResponseSchema,
  errorBodySchema,
  interactionIdParamsSchema,
  interactionSchema,
  newInteractionSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { logInteraction, removeInteraction } from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const interactionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/logcontact',
    {
      schema: {
        tags: ['interactions'],
        summary: 'Log an interaction with a contact (types 1–5 and -1 Do Not Contact; plain-text notes)',
        body: newInteractionSchema,
        response: { 201: interactionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const interaction = await logInteraction(db, requireIdentity(request), request.body);
      return reply.status(201).send(interaction);
    },
  );

  app.delete(
    '/logcontact/:id',
    {
      schema: {
        tags: ['interactions'],
        summary: "Delete one of my organisation's interactions; answers the contact's new last contact",
        params: interactionIdParamsSchema,
        response: { 200: deleteInteractionResponseSchema, ...errors },
      },
    },
    async (request) => removeInteraction(db, requireIdentity(request), request.params.id),
  );
};
