import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestAddressesCall } from '@lintel/contract';
import { registerCall } from '../../platform/register-call.ts';
import type { TAddressProvider } from './address-provider.ts';
import { createSandboxAddressProvider } from './sandbox-address-provider.ts';
import { suggestAddresses } from './suggest-addresses.ts';

export type TAddressRoutesOptions = { provider?: TAddressProvider };

export const addressRoutes: FastifyPluginAsyncZod<TAddressRoutesOptions> = async (app, options) => {
  const provider = options.provider ?? createSandboxAddressProvider();

  registerCall(app, suggestAddressesCall, {}, async (request) =>
    suggestAddresses({ provider, query: request.query.q }),
  );
};
