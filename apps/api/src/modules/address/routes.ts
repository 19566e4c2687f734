import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAddressSuggestionList, ZErrorBody, ZTypeaheadQuery } from '@lintel/contract';
import type { TAddressProvider } from './address-provider.ts';
import { createSandboxAddressProvider } from './sandbox-address-provider.ts';
import { suggestAddresses } from './suggest-addresses.ts';

export type TAddressRoutesOptions = { provider?: TAddressProvider };

export const addressRoutes: FastifyPluginAsyncZod<TAddressRoutesOptions> = async (app, options) => {
  const provider = options.provider ?? createSandboxAddressProvider();

  app.get(
    '/service-address/external/api/v1/typeahead',
    { schema: { querystring: ZTypeaheadQuery, response: { 200: ZAddressSuggestionList, 400: ZErrorBody } } },
    async (request) => suggestAddresses({ provider, query: request.query.q }),
  );
};
