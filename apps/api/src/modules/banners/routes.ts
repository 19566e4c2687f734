import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBannerCall, listBannersCall, updateBannerCall } from '@lintel/contract';
import { requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { registerCall } from '../../platform/register-call.ts';
import { BANNER_FILE_NAME_PATTERN, readBannerFile } from './banner-file.ts';
import { readBannerSettings } from './banner-settings.ts';
import { createBanner, updateBanner } from './save-banner.ts';

const AGENTS = ['AGENT', 'ADMIN'] as const;

/**
 * Banners are one public file shared by every brand (each banner names the apps it is for), as the
 * cloud file of spec 03 is; agents of any organisation edit this environment's file.
 */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dataDir, nodeEnv, bannersUrl, bannersEnv } = app.config;
  const settings = readBannerSettings({ nodeEnv, bannersUrl, bannersEnv });
  const file = { dataDir, fileName: settings.fileName };

  // The published file(s): banners.json and banners-<env>.json, never cached by the browser.
  app.get(`${settings.folderUrl}/:fileName`, { schema: { params: z.object({ fileName: z.string() }) } }, async (request, reply) => {
    if (!BANNER_FILE_NAME_PATTERN.test(request.params.fileName)) throw notFound();
    const banners = await readBannerFile({ dataDir, fileName: request.params.fileName });
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(banners));
  });

  registerCall(app, listBannersCall, { preHandler: requireCaller(AGENTS) }, async () => readBannerFile(file));

  registerCall(
    app,
    createBannerCall,
    { preHandler: requireCaller(AGENTS) },
    async (request, reply) => reply.status(201).send(await createBanner({ ...file, request: request.body, now: new Date() })),
  );

  registerCall(
    app,
    updateBannerCall,
    { preHandler: requireCaller(AGENTS) },
    async (request) => updateBanner({ ...file, uuid: request.params.uuid, change: request.body, now: new Date() }),
  );
};
