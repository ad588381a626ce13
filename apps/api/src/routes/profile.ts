import { api } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireOwnUser } from '../http/authenticate';
import { registerEndpoint } from '../http/register-endpoint';
import type { ProfileService } from '../services/profile-service';

/**
 * Spec §7 "Profile". Every call needs the bearer token (registerEndpoint); every userId in a path
 * or body must be the token's user (403), checked before anything is read or written.
 */
export const profileRoutes: FastifyPluginAsync<{ profile: ProfileService }> = async (app, { profile }) => {
  // A profile is one user's: never kept by a browser or proxy cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const calls = api.profile;

  registerEndpoint(app, calls.listFitAttributes, () => profile.listFitAttributes());
  registerEndpoint(app, calls.getUserFitAttributes, ({ request, params }) =>
    profile.getFitAttributes(requireOwnUser(request, params.userId).userId),
  );
  registerEndpoint(app, calls.saveFitAttributes, ({ request, body }) =>
    profile.saveFitAttributes(requireOwnUser(request, body.userId).userId, body.fitAttributeIds),
  );
  registerEndpoint(app, calls.clearFitAttributes, ({ request, params }) =>
    profile.clearFitAttributes(requireOwnUser(request, params.userId).userId),
  );

  registerEndpoint(app, calls.listAgeGroups, () => profile.listAgeGroups());
  registerEndpoint(app, calls.getUserAgeGroup, ({ request, params }) =>
    profile.getAgeGroup(requireOwnUser(request, params.userId).userId),
  );
  registerEndpoint(app, calls.saveAgeGroup, ({ request, body }) =>
    profile.saveAgeGroup(requireOwnUser(request, body.userId).userId, body.ageGroupId),
  );
  registerEndpoint(app, calls.clearAgeGroup, ({ request, params }) =>
    profile.clearAgeGroup(requireOwnUser(request, params.userId).userId),
  );

  registerEndpoint(app, calls.listGenders, () => profile.listGenders());
  registerEndpoint(app, calls.getPreferredDepartment, ({ request, params }) =>
    profile.getDepartment(requireOwnUser(request, params.userId).userId),
  );
  registerEndpoint(app, calls.setPreferredDepartment, ({ request, body }) =>
    profile.setDepartment(requireOwnUser(request, body.userId).userId, body.genderId),
  );
  registerEndpoint(app, calls.deactivatePreferredDepartment, ({ request, params }) =>
    profile.deactivateDepartment(requireOwnUser(request, params.userId).userId),
  );

  registerEndpoint(app, calls.listShoeSizes, () => profile.listShoeSizes());
  registerEndpoint(app, calls.getUserShoeSize, ({ request, params }) =>
    profile.getShoeSize(requireOwnUser(request, params.userId).userId),
  );
  registerEndpoint(app, calls.saveShoeSize, ({ request, body }) =>
    profile.saveShoeSize(requireOwnUser(request, body.userId).userId, body),
  );
  registerEndpoint(app, calls.clearShoeSize, ({ request, params }) =>
    profile.clearShoeSize(requireOwnUser(request, params.userId).userId),
  );
};
