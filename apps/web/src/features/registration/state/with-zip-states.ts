import { loadZipStates } from '@lintel/domain';

/**
 * The resolver of a form whose schema checks a ZIP code against its state: that check needs the ZIP table,
 * which the browser loads on use (decision 062). Loading starts when the resolver is made (the address
 * fields are on screen) and every validation waits for it, so no ZIP code is ever checked without the table.
 */
export const withZipStates = <TArgs extends unknown[], TResult>(resolver: (...args: TArgs) => TResult) => {
  void loadZipStates().catch(() => undefined);
  return async (...args: TArgs): Promise<Awaited<TResult>> => {
    await loadZipStates();
    return await resolver(...args);
  };
};
