import type { TBankAccountSummary } from '@lintel/contract';
import { maskedAccountLabel } from '@lintel/domain';

/** An account as every bank screen shows it: bank, kind and the last four digits, never more. */
export const AccountLabel = ({ account }: { account: TBankAccountSummary }) => (
  <span className="bank-account">
    <span className="bank-account__name">{account.institutionName ?? account.bankName ?? 'Bank account'}</span>
    <span className="bank-account__detail">
      {maskedAccountLabel(account)}
      {account.accountName ? ` · ${account.accountName}` : ''}
    </span>
  </span>
);
