import { useState } from 'react';
import { needsIncomeConfirmation } from '@lintel/domain';

/**
 * Spec 01 section 5: below 15000 the applicant confirms the annual pre-tax income before going on. Both
 * registration versions ask the same way: the first submit with a low income shows the warning and stops;
 * ticking the box lets the next submit through; changing the income asks again.
 */
export const useIncomeConfirmation = () => {
  const [asked, setAsked] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  return {
    asked,
    confirmed,
    setConfirmed,
    /** True when this income may go on; otherwise the warning is now showing. */
    allows: (income: number): boolean => {
      if (!needsIncomeConfirmation(income) || confirmed) return true;
      setAsked(true);
      return false;
    },
    onIncomeChange: () => setConfirmed(false),
  };
};
