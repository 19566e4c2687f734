import { z } from 'zod';
import { defineCall } from './define-call.ts';

export const BANNER_VARIANTS = ['info', 'warn'] as const;

/** Banner (spec 03 section 3). */
export const ZBanner = z.object({
  uuid: z.string(),
  message: z.string(),
  apps: z.array(z.string()).min(1),
  variant: z.enum(BANNER_VARIANTS),
  active: z.boolean(),
  dismissable: z.boolean(),
  metadata: z.object({ createdAt: z.string(), updatedAt: z.string() }),
});
export const ZBannerList = z.array(ZBanner);
export type TBanner = z.infer<typeof ZBanner>;

export const ZCreateBannerRequest = z.object({
  message: z.string().trim().min(1, { error: 'A banner needs a message' }).max(1000, { error: 'A banner message is at most 1000 characters' }),
  apps: z.array(z.string().trim().min(1).max(100)).min(1, { error: 'A banner needs at least one application name' }).max(50),
  variant: z.enum(BANNER_VARIANTS, { error: 'The variant is info or warn' }),
  active: z.boolean().default(true),
  dismissable: z.boolean().default(true),
});
export type TCreateBannerRequest = z.infer<typeof ZCreateBannerRequest>;

export const ZUpdateBannerRequest = z
  .object({
    message: ZCreateBannerRequest.shape.message.optional(),
    apps: ZCreateBannerRequest.shape.apps.optional(),
    variant: ZCreateBannerRequest.shape.variant.optional(),
    active: z.boolean().optional(),
    dismissable: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Send at least one banner field to change' });
export type TUpdateBannerRequest = z.infer<typeof ZUpdateBannerRequest>;

const BANNERS_PATH = '/service-ops/agent/api/v1/banners';
/** A banner's id as agents name it in the path; an unknown one answers 404. */
export const ZBannerParams = z.object({ uuid: z.string().trim().min(1).max(64) });

export const listBannersCall = defineCall({
  id: 'listBanners',
  method: 'GET',
  path: BANNERS_PATH,
  summary: 'The banners of this environment’s published file (every brand; each banner names its apps).',
  access: 'agent',
  answers: { 200: ZBannerList },
  errors: [401, 404],
});

export const createBannerCall = defineCall({
  id: 'createBanner',
  method: 'POST',
  path: BANNERS_PATH,
  summary: 'Adds a banner to the published file.',
  access: 'agent',
  body: ZCreateBannerRequest,
  answers: { 201: ZBanner },
  errors: [400, 401, 404],
});

export const updateBannerCall = defineCall({
  id: 'updateBanner',
  method: 'PUT',
  path: `${BANNERS_PATH}/{uuid}`,
  summary: 'Changes a banner of the published file (text, variant, apps, dates, switched off).',
  access: 'agent',
  params: ZBannerParams,
  body: ZUpdateBannerRequest,
  answers: { 200: ZBanner },
  errors: [400, 401, 404],
});

export const bannerCalls = [listBannersCall, createBannerCall, updateBannerCall] as const;
