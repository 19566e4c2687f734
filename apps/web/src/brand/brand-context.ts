import { createContext } from 'react';
import type { TBrand } from '@lintel/domain';

/** The page's brand; undefined outside a BrandProvider (useBrand refuses that). */
export const BrandContext = createContext<TBrand | undefined>(undefined);
