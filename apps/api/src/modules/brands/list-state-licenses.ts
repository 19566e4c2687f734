import { sortStateLicenses } from '@lintel/domain';
import type { TStateLicensesResponse } from '@lintel/contract';
import { findBrand } from './find-brand.ts';

/** The organisation's licensed states with their names, sorted by name case-insensitively (spec 02 section 7). */
export const listStateLicenses = ({ orgCode }: { orgCode: string }): TStateLicensesResponse =>
  sortStateLicenses(findBrand({ orgCode }).licensedStates);
