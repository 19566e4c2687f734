import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client.ts';

const FLAG_DECISION_PATH = '/service-optimize/external/api/v2/decision';
export const RATE_BUY_DOWN_FLAG = 'fe-heloc-rate-buy-down';
export const MULTI_PAGE_PRODUCT_SELECT_FLAG = 'fe-heloc-multi-page-product-select';

const ZFlagList = z.array(z.object({ key: z.string(), enabled: z.boolean() }));
const ZDecision = z.union([
  ZFlagList,
  z.object({ features: ZFlagList }).transform((v) => v.features),
  z.object({ flags: ZFlagList }).transform((v) => v.flags),
]);

export type TProductSelectFlags = { rateBuyDown: boolean; multiPage: boolean };

const readOverride = (key: string): boolean | null => {
  const value = window.sessionStorage.getItem(key);
  return value === 'true' || value === 'false' ? value === 'true' : null;
};

/**
 * The two flags the product select reads (spec 03 section 7: session storage overrides the server). When the
 * flag service cannot answer both stay off: one page, the brand's default fee option.
 */
export const getProductSelectFlags = async (): Promise<TProductSelectFlags> => {
  let flags: z.infer<typeof ZFlagList> = [];
  try {
    flags = ZDecision.parse(
      await api.post(
        FLAG_DECISION_PATH,
        { optimizeUser: { attributes: {} } },
        { context: 'external', redirectOnUnauthenticated: false },
      ),
    );
  } catch {
    flags = [];
  }
  const enabled = (key: string) =>
    readOverride(key) ?? flags.find((flag) => flag.key === key)?.enabled ?? false;
  return { rateBuyDown: enabled(RATE_BUY_DOWN_FLAG), multiPage: enabled(MULTI_PAGE_PRODUCT_SELECT_FLAG) };
};

export const productSelectFlagsQueryOptions = () =>
  queryOptions({ queryKey: ['flags', 'product-select'], queryFn: getProductSelectFlags });

export const useProductSelectFlags = () => useQuery(productSelectFlagsQueryOptions());
