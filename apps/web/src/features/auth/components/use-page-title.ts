import { useEffect } from 'react';
import { brandDocumentTitle, useBrand } from '@/brand/index.ts';

/** Names the tab after the page and the brand (WCAG 2.4.2), e.g. "Choose a new password | Lintel". */
export const usePageTitle = (title: string): void => {
  const brand = useBrand();
  useEffect(() => {
    document.title = brandDocumentTitle(brand, title);
    // Pages without a title of their own show the brand's again.
    return () => {
      document.title = brandDocumentTitle(brand);
    };
  }, [brand, title]);
};
