import { useContext } from 'react';
import type { TBrand } from '@lintel/domain';
import { BrandContext } from './brand-context.ts';

/** The brand of the current page (chosen by host or ?org). */
export const useBrand = (): TBrand => {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs a <BrandProvider> above it');
  return brand;
};
